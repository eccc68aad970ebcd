// Credentials must never reach the logs. Nothing a log line is built from is
// trusted to be free of them, and the censoring is the service's own code,
// run where it costs only what it has to (pino's path redaction ran its
// wildcard paths on every top-level key of every line, the largest single
// item of a point read's JavaScript; bench/README.md):
// - The request line is built field by field (`serializeRequest`): method,
//   host, source address and the URL, never a header, so Authorization,
//   Cookie and X-Admin-Token cannot appear. A credential put in a query
//   string (`?access_token=`, `?client_secret=`, a signed URL's signature)
//   would otherwise be logged verbatim in the URL, so the logged URL keeps
//   the path and every parameter name but replaces credential-like values.
// - An error is serialised as pino's standard serialiser does, then censored
//   (`serializeError`): a request body or a client record attached to an
//   error loses its secrets at any depth.
// - Every other field of a line goes through `lineCensor` (pino's
//   `formatters.log`, installed by log-format.ts on every logger of the
//   service): a field named like a credential (`CREDENTIAL_FIELDS`) is
//   replaced by `[redacted]`, in plain objects and arrays at any depth and
//   among the own fields of any other object, in a copy (the caller's object
//   is never changed). The request lines' `req` and `res`, built by their
//   serializers above, are not walked: that is what a point read saves.
//   A child logger's bindings are not formatted (pino's `child` resets the
//   bindings formatter): the service binds ids only (a request's id, a
//   job's ids and its submission's, src/jobs/worker.ts), and nothing else
//   may be bound.
import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { sourceAddress } from '../access/request.ts';

const CREDENTIAL_NAME = /token|secret|passw|api_?key|signature|auth|credential|session|verifier|^(sig|code|key|x-amz-.*)$/i;

export const CENSORED = '[redacted]';

/** Field names whose values are never logged, wherever they appear on a line. */
export const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set([
  'client_secret',
  'clientSecret',
  'access_token',
  'accessToken',
  'refresh_token',
  'refreshToken',
  'token',
  'secret',
  'signingSecret',
  'signing_secret',
  'password',
  'currentPassword',
  'authorization',
  'cookie',
  'set-cookie',
  'x-admin-token',
]);

/** Deeper than any object the service logs; what lies below is dropped, not written unchecked. */
const MAX_DEPTH = 8;

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
      return eq >= 0 && CREDENTIAL_NAME.test(name) ? `${rawName}=${CENSORED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** What a line about a request Fastify never built carries (Node's parser refused it): set field by field, already redacted. */
export interface UnparsedRequestFields {
  method?: string;
  url?: string;
  remoteAddress?: string;
}

/**
 * Fastify's request serializer: no header at all, the URL redacted. It serializes every `req` a line carries, so
 * it must take the fields of a request the parser refused as well: a serializer that throws inside Node's
 * `clientError` handler ends the process.
 */
export function serializeRequest(request: FastifyRequest | UnparsedRequestFields) {
  if (!('raw' in request)) return request;
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: sourceAddress(request) };
}

/** Fastify's reply serializer: the status only. */
export function serializeReply(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}

/** Pino's standard error serializer (message, type, stack, cause, own fields), censored. */
export function serializeError(error: unknown): unknown {
  return censor(stdSerializers.err(error as Error), 0);
}

/** The prototype of pino's serialised errors (its own fields are the error's, copied). */
const SERIALIZED_ERROR = Object.getPrototypeOf(stdSerializers.err(new Error())) as unknown;

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null || proto === SERIALIZED_ERROR || Array.isArray(value);
}

/**
 * `value` with every credential field's value replaced, the same object when
 * there is none. Plain objects and arrays are walked to MAX_DEPTH; any other
 * object (a request, a reply, an error under another key) has its own
 * fields checked, as pino's paths did one level down, and is otherwise
 * written as pino writes it.
 */
export function censor(value: unknown, depth: number): unknown {
  // Bytes have no named fields (their indices would be walked one by one).
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value;
  if (depth >= MAX_DEPTH) return CENSORED;
  const plain = isPlain(value);
  let copy: Record<string, unknown> | unknown[] | null = null;
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const field = source[key];
    let next = field;
    if (CREDENTIAL_FIELDS.has(key)) next = field === undefined || field === null ? field : CENSORED;
    else if (plain) next = censor(field, depth + 1);
    if (next !== field) {
      copy ??= plain ? (Array.isArray(value) ? [...(value as unknown[])] : { ...source }) : { ...source };
      (copy as Record<string, unknown>)[key] = next;
    }
  }
  return copy ?? value;
}

/**
 * Pino's `formatters.log` for a logger whose `serialized` fields are built
 * field by field by its own serializers (the request line's `req` and `res`):
 * every other field of the line censored, the line object itself copied only
 * if something was.
 */
export function lineCensor(serialized: ReadonlySet<string>): (line: Record<string, unknown>) => Record<string, unknown> {
  return (line) => {
    let copy: Record<string, unknown> | null = null;
    for (const key in line) {
      const field = line[key];
      // `err` is censored by its serializer, once pino's own rules made it a plain object.
      if (key === 'err' || serialized.has(key)) continue;
      const next = CREDENTIAL_FIELDS.has(key) ? (field === undefined || field === null ? field : CENSORED) : censor(field, 1);
      if (next !== field) (copy ??= { ...line })[key] = next;
    }
    return copy ?? line;
  };
}
