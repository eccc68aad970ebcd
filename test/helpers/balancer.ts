// A small round-robin TCP balancer on loopback (node:net), for tests and
// benchmarks that run several API processes: each new client connection goes
// to the next backend in turn (layer 4: bytes are passed through untouched,
// as a TCP load balancer does). A backend that refuses the connection (it
// stopped listening: drained or dead) is skipped for the next one, so the
// client never sees a stopped backend at connect time; a connection that a
// backend closes later reaches the client as it would behind a real balancer.
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface Balancer {
  port: number;
  url: string;
  /** The backends new connections go to (ports on 127.0.0.1); open connections keep theirs. */
  setBackends(ports: number[]): void;
  /** Connections handed to each backend port so far. */
  readonly handed: Map<number, number>;
  close(): Promise<void>;
}

export async function startBalancer(ports: number[]): Promise<Balancer> {
  let backends = [...ports];
  let next = 0;
  const sockets = new Set<Socket>();
  const handed = new Map<number, number>();

  /** Connects to the next backend that accepts, trying each at most once. */
  const open = (tries: number, done: (upstream: Socket | null) => void) => {
    if (tries <= 0 || backends.length === 0) return done(null);
    const port = backends[next++ % backends.length]!;
    const upstream = connect(port, '127.0.0.1');
    upstream.once('connect', () => {
      upstream.removeAllListeners('error');
      handed.set(port, (handed.get(port) ?? 0) + 1);
      done(upstream);
    });
    upstream.once('error', () => {
      upstream.destroy();
      open(tries - 1, done);
    });
  };

  const server: Server = createServer({ noDelay: true }, (client) => {
    sockets.add(client);
    client.pause();
    const end = () => {
      client.destroy();
      sockets.delete(client);
    };
    client.on('error', end).on('close', end);
    open(backends.length, (upstream) => {
      if (!upstream || client.destroyed) {
        upstream?.destroy();
        return end();
      }
      sockets.add(upstream);
      upstream.setNoDelay(true);
      const both = () => {
        end();
        upstream.destroy();
        sockets.delete(upstream);
      };
      upstream.on('error', both).on('close', both);
      client.on('close', both);
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    handed,
    setBackends(list) {
      backends = [...list];
    },
    async close() {
      for (const s of sockets) s.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
