// A partner listener asked for a free port (PORT=0, MTLS_PORT=0) whose public
// URL is derived from that port: every document, link and origin check the partner
// app builds names that URL, so the port must be known before the app is
// built, yet the app listens last (environment.ts). The port is taken at
// once by a listening socket of its own, which the app adopts when its turn
// comes (Node's `server.listen(handle)`), so no other program can take the
// port in between, as it could between a probe's close and the real listen.
import { type AddressInfo, createServer, type Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface PortReservation {
  readonly port: number;
  /** Makes `app` (ready first) the owner of the reserved socket: from then on its server accepts the connections. */
  handTo(app: FastifyInstance): Promise<void>;
}

/** Whether a public URL names port 0: derived from a port of 0 (configuration refuses a set one naming it). */
export function namesPortZero(publicUrl: string): boolean {
  return new URL(publicUrl).port === '0';
}

/** `publicUrl` with the port its listener was given in place of 0. */
export function withPort(publicUrl: string, port: number): string {
  const url = new URL(publicUrl);
  url.port = String(port);
  return url.href.replace(/\/$/, '');
}

export async function reservePort(host: string): Promise<PortReservation> {
  const holder: Server = createServer();
  // Until the app takes over nobody has been told the port (the banner prints it later): whatever
  // connects before then is not a client of this service, and is closed.
  const refuse = (socket: { destroy(): void }) => socket.destroy();
  holder.on('connection', refuse);
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen({ host, port: 0 }, () => {
      holder.off('error', reject);
      resolve();
    });
  });
  // Held without keeping the process alive, so a start that fails before the app takes over still exits.
  holder.unref();
  const port = (holder.address() as { port: number }).port;
  return {
    port,
    async handTo(app) {
      await app.ready();
      holder.off('connection', refuse);
      await new Promise<void>((resolve, reject) => {
        app.server.once('error', reject);
        app.server.listen(holder, () => {
          app.server.off('error', reject);
          resolve();
        });
      });
      // The socket is the same handle: held by the listener now, it keeps the process alive as any listener does.
      app.server.ref();
      // The line Fastify's own listen logs, so every listener announces itself alike.
      const bound = app.server.address() as AddressInfo;
      const scheme = 'setSecureContext' in app.server ? 'https' : 'http';
      app.log.info(`Server listening at ${scheme}://${bound.family === 'IPv6' ? `[${bound.address}]` : bound.address}:${bound.port}`);
    },
  };
}
