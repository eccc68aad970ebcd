// RFC 7591 registration rules for redirect URIs (docs/decisions.md,
// "Interactive sign-in"): https anywhere, plain http
// only to the loopback interface (a native client's local listener, any
// port), never a fragment or user information. The URI is taken as RFC 3986
// spells it, ASCII and nothing else: a control character (CR/LF would split
// the Location header), a space, a backslash (which WHATWG parsers read as a
// slash and others do not), a character RFC 3986 never allows unencoded, or
// a malformed percent-escape is refused, because the URL parser would quietly
// drop or rewrite it and the URI we redirect to would not be the one that
// was registered.
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const RFC3986 = /^(?:[A-Za-z0-9\-._~:/?\[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})+$/;

export function acceptableRedirectUri(value: string): boolean {
  if (!RFC3986.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || value.includes('#') || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}
