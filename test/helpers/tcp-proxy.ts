// A TCP proxy in front of the test PostgreSQL, to play network failures:
// `cut()` closes every connection (an outage the client sees at once),
// `partition()` silently drops bytes both ways (the client waits for answers
// that never come), `heal()` forwards again.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  partition(): void;
  heal(): void;
  /** Closes every connection and stops listening. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: URL, port = 0): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let partitioned = false;
  let server: Server;

  const listen = (p: number) =>
    new Promise<Server>((resolve) => {
      const s = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.on('data', (chunk) => void (partitioned || upstream.write(chunk)));
        upstream.on('data', (chunk) => void (partitioned || client.write(chunk)));
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
      });
      s.listen(p, '127.0.0.1', () => resolve(s));
    });

  server = await listen(port);
  const proxy: TcpProxy = {
    port: (server.address() as { port: number }).port,
    partition: () => void (partitioned = true),
    heal: () => void (partitioned = false),
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
        sockets.clear();
      });
    },
    async restart() {
      server = await listen(proxy.port);
    },
    async close() {
      partitioned = false;
      if (server.listening) await proxy.cut();
      for (const s of sockets) s.destroy();
    },
  };
  return proxy;
}
