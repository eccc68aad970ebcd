// Client ID Metadata Documents (the MCP authorization specification's
// preferred registration): a client id that is an https URL names a JSON
// document, fetched on use, that lists the client's redirect URIs.
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, publicOnlyLookup } from './public-address.ts';
import { acceptableRedirectUri } from './redirect-uris.ts';

export const DOCUMENT_TIMEOUT_MS = 5000;
const MAX_DOCUMENT_BYTES = 10_000;

/**
 * A client's name is shown on the consent page as the client asking for access: control characters (a line break,
 * a C1 code) and bidirectional formatting (U+202E turns "gpj.exe" into "exe.jpg") would let it pass for another.
 */
const UNDISPLAYABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\uD800-\uDFFF]/u;

export function isDisplayableName(name: string): boolean {
  return !UNDISPLAYABLE.test(name);
}

export type DocumentFetcher = (url: string) => Promise<unknown>;

/** An https URL with a path, and a host name (an IP literal or localhost would point the fetch at our own network). */
export function isDocumentClientId(clientId: string): boolean {
  if (!clientId.startsWith('https://')) return false;
  try {
    const url = new URL(clientId);
    return (
      url.pathname !== '/' && !url.hash && !url.username && !isIP(url.hostname.replace(/^\[|\]$/g, '')) && url.hostname !== 'localhost'
    );
  } catch {
    return false;
  }
}

/**
 * GETs the document over https: 5 s in all, no redirects, at most 10 000
 * bytes, and only from a host whose addresses are all public (checked in the
 * socket's own lookup, see public-address.ts), so a client id cannot point
 * the fetch at our own network.
 */
export const fetchDocument: DocumentFetcher = (url) =>
  new Promise((resolve, reject) => {
    // A socket skips its lookup for an IP literal: check that one here.
    const literal = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !isPublicAddress(literal))
      return reject(Object.assign(new Error(`${literal} is not a public address`), { code: 'ENOTPUBLIC' }));
    const request = https.get(
      url,
      { lookup: publicOnlyLookup(), signal: AbortSignal.timeout(DOCUMENT_TIMEOUT_MS), headers: { accept: 'application/json' } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          res.resume();
          return reject(new Error(`HTTP ${status}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_DOCUMENT_BYTES) return request.destroy(new Error('document too large'));
          chunks.push(chunk);
        });
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    request.on('error', reject);
  });

/** The document's client, or null when it does not describe a public client with this very id. */
export function readDocument(clientId: string, document: unknown): { redirectUris: string[]; clientName: string | null } | null {
  if (typeof document !== 'object' || document === null) return null;
  const doc = document as Record<string, unknown>;
  const uris = doc.redirect_uris;
  if (doc.client_id !== clientId || !Array.isArray(uris) || uris.length === 0) return null;
  if (!uris.every((u) => typeof u === 'string' && acceptableRedirectUri(u))) return null;
  if (doc.token_endpoint_auth_method !== undefined && doc.token_endpoint_auth_method !== 'none') return null;
  const name = typeof doc.client_name === 'string' && isDisplayableName(doc.client_name) ? doc.client_name.slice(0, 200) : null;
  return { redirectUris: uris as string[], clientName: name };
}
