// The storage host: its own listener (role `storage`, STORAGE_PORT), not the
// API. PUT streams the bytes of a signed upload URL to disk; GET and HEAD
// serve a signed download URL. A stale, tampered or wrongly typed request
// is refused with 403 and a plain-text body of its own (it is a store, not
// the API: no problem document). Logs name the method, object key and
// status only: the query string of a signed URL is a credential.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../clock.ts';
import { ObjectExists, type LocalDisk } from './local-disk.ts';
import { verify, type Verdict } from './signing.ts';

export interface StorageHostOptions {
  disk: LocalDisk;
  secret: Buffer;
  clock: Clock;
  /** Receives one entry per request; never the query string. */
  log?: (entry: { method: string; key: string; status: number; reason?: string }) => void;
}

const REFUSALS: Record<Exclude<Verdict, 'ok'>, string> = {
  bad_signature: 'AccessDenied: the URL signature does not match.',
  expired: 'AccessDenied: the URL has expired. Request a new one.',
  wrong_content_type: 'AccessDenied: the Content-Type differs from the one this URL was signed for.',
};

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text) + 1,
  });
  res.end(`${text}\n`);
}

async function handle(
  options: StorageHostOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ key: string; status: number; reason?: string }> {
  const url = new URL(req.url ?? '/', 'http://storage.invalid');
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  let key = '';
  try {
    key = url.pathname.startsWith('/o/') ? decodeURIComponent(url.pathname.slice(3)) : '';
  } catch {
    key = '';
  }
  if (!key || !options.disk.pathOf(key) || (method !== 'PUT' && method !== 'GET')) {
    plain(res, 404, 'NotFound');
    return { key, status: 404 };
  }
  const verdict = verify(options.secret, method, key, url.searchParams, options.clock.now(), req.headers['content-type'] ?? null);
  if (verdict !== 'ok') {
    plain(res, 403, REFUSALS[verdict]);
    return { key, status: 403, reason: verdict };
  }
  if (method === 'PUT') {
    try {
      const info = await options.disk.write(key, req);
      res.writeHead(200, { etag: `"${info.md5}"`, 'content-length': 0 });
      res.end();
      return { key, status: 200 };
    } catch (error) {
      if (error instanceof ObjectExists) {
        plain(res, 409, 'Conflict: this object has already been uploaded.');
        return { key, status: 409 };
      }
      throw error;
    }
  }
  const info = await options.disk.head(key);
  if (!info) {
    plain(res, 404, 'NotFound');
    return { key, status: 404 };
  }
  res.writeHead(200, {
    'content-type': 'application/octet-stream',
    'content-length': info.size,
    etag: `"${info.md5}"`,
    'cache-control': 'private, no-store',
  });
  if (req.method === 'HEAD') {
    res.end();
  } else {
    options.disk.read(key)!.pipe(res);
  }
  return { key, status: 200 };
}

export function createStorageHost(options: StorageHostOptions): Server {
  return createServer((req, res) => {
    handle(options, req, res)
      .then((outcome) => options.log?.({ method: req.method ?? '', ...outcome }))
      .catch(() => {
        if (!res.headersSent) plain(res, 500, 'InternalError');
        else res.destroy();
        options.log?.({ method: req.method ?? '', key: '', status: 500 });
      });
  });
}

/** Listens and returns the base URL the host answers on. */
export async function listenStorageHost(server: Server, host: string, port: number): Promise<string> {
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  const address = server.address() as AddressInfo;
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
}
