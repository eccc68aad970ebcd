// Client ID Metadata Documents (the MCP authorization specification's
// preferred registration): a client id that is an https URL names a JSON
// document, fetched on use, that lists the client's redirect URIs.
import { isIP } from 'node:net';
import { acceptableRedirectUri } from './redirect-uris.ts';

export const DOCUMENT_TIMEOUT_MS = 5000;
const MAX_DOCUMENT_BYTES = 10_000;

export type DocumentFetcher = (url: string) => Promise<unknown>;

/** An https URL with a path, and a host name (an IP literal or localhost would point the fetch at our own network). */
export function isDocumentClientId(clientId: string): boolean {
  if (!clientId.startsWith('https://')) return false;
  try {
    const url = new URL(clientId);
    return url.pathname !== '/' && !url.hash && !url.username && !isIP(url.hostname.replace(/^\[|\]$/g, '')) && url.hostname !== 'localhost';
  } catch {
    return false;
  }
}

export const fetchDocument: DocumentFetcher = async (url) => {
  const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(DOCUMENT_TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_DOCUMENT_BYTES) throw new Error('document too large');
  return JSON.parse(text);
};

/** The document's client, or null when it does not describe a public client with this very id. */
export function readDocument(clientId: string, document: unknown): { redirectUris: string[]; clientName: string | null } | null {
  if (typeof document !== 'object' || document === null) return null;
  const doc = document as Record<string, unknown>;
  const uris = doc.redirect_uris;
  if (doc.client_id !== clientId || !Array.isArray(uris) || uris.length === 0) return null;
  if (!uris.every((u) => typeof u === 'string' && acceptableRedirectUri(u))) return null;
  if (doc.token_endpoint_auth_method !== undefined && doc.token_endpoint_auth_method !== 'none') return null;
  const name = typeof doc.client_name === 'string' ? doc.client_name.slice(0, 200) : null;
  return { redirectUris: uris as string[], clientName: name };
}
