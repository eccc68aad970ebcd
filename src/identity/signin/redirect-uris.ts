// RFC 7591 registration rules for redirect URIs (docs/decisions.md,
// "Interactive sign-in"): https anywhere, plain http only to the loopback
// interface (a native client's local listener, any port), never a fragment.
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function acceptableRedirectUri(value: string): boolean {
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
