// Credentials must never reach the logs. Headers carrying them are redacted
// by path (app.ts); a credential put in a query string (`?access_token=`,
// `?client_secret=`, a signed URL's signature) would otherwise be logged
// verbatim in the URL, so the logged URL keeps the path and every parameter
// name but replaces credential-like values.
import type { FastifyRequest } from 'fastify';
import { sourceAddress } from '../access/request.ts';

const CREDENTIAL_NAME = /token|secret|passw|api_?key|signature|auth|credential|session|^(sig|code|key|x-amz-.*)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // Undecodable names are compared as sent.
      }
      return eq >= 0 && CREDENTIAL_NAME.test(name) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: sourceAddress(request) };
}
