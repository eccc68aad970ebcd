// The firewall's managed rules: request contents no request the spec allows
// can have, refused before authentication with the firewall's bare 403.
// Pure, so each rule is unit-tested on both sides. What the rules leave
// alone, on purpose: percent-encoded data in the query string and the body
// (free text such as a search `q` may hold any character; the route's
// validation answers with the spec's 400 codes), and percent-encoded control
// bytes in the path (`/v1/users/%00` is a malformed id: 400 `invalid_user_id`).

export type ManagedRule = 'control-bytes' | 'path-traversal' | 'oversized-header' | 'too-many-headers';

/** Longest single header value (name and value) accepted; bearer tokens are under 1 KB. */
export const MAX_HEADER_BYTES = 8_192;
/** Most header fields accepted in one request. */
export const MAX_HEADER_FIELDS = 100;

const CONTROL = /[\u0000-\u001f\u007f]/;
const SEPARATOR = /[/\\]/;

/** Percent-decodes until stable (so `%252e` is seen as `.`), leaving invalid escapes as they are. */
function decoded(segment: string): string {
  let current = segment;
  for (let i = 0; i < 3 && current.includes('%'); i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/** A `.` or `..` segment in the path, raw or percent-encoded, with `/` or `\` as separator. */
function traverses(path: string): boolean {
  if (!/[.%\\]/.test(path)) return false;
  return path
    .split(SEPARATOR)
    .flatMap((raw) => decoded(raw).split(SEPARATOR))
    .some((segment) => segment === '.' || segment === '..');
}

/**
 * The first rule the request breaks, or null. `url` is the raw request
 * target; `rawHeaders` Node's flat [name, value, name, value…] list.
 */
export function managedRuleBroken(url: string, rawHeaders: readonly string[]): ManagedRule | null {
  // Node's strict parser already refuses these (and refuseMalformedRequestLine answers
  // with this same 403); checked again for a lenient parser (--insecure-http-parser).
  if (CONTROL.test(url)) return 'control-bytes';
  const query = url.indexOf('?');
  if (traverses(query < 0 ? url : url.slice(0, query))) return 'path-traversal';
  if (rawHeaders.length / 2 > MAX_HEADER_FIELDS) return 'too-many-headers';
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.length + rawHeaders[i + 1]!.length > MAX_HEADER_BYTES) return 'oversized-header';
  }
  return null;
}
