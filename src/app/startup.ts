// Start-up failures a newcomer meets first, each said with what to do about
// it: a port already taken, a database that cannot be reached.
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { isTransientDatabaseError } from '../db/errors.ts';

export class StartupError extends Error {}

/** The database URL with its password hidden, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Whether `error` (or what it wraps, e.g. a failed migration) is about a database out of reach. */
function unreachable(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (isTransientDatabaseError(e)) return true;
  }
  return false;
}

/** Explains a database step's failure: unreachable, refused, or (as is) anything else. */
export function explainDatabaseFailure(url: string, error: unknown): Error {
  const where = describeDatabaseUrl(url);
  if (unreachable(error)) {
    return new StartupError(
      `cannot reach the database at ${where} (is PostgreSQL running? Check DATABASE_URL, or leave it unset for the embedded database)`,
    );
  }
  const code = (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  if (code === '28P01' || code === '28000' || code === '3D000') {
    const reason = code === '3D000' ? 'the database does not exist' : 'the credentials were refused';
    return new StartupError(`the database at ${where} refused the connection: ${reason} (check DATABASE_URL)`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

export async function withDatabaseExplained<T>(url: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw explainDatabaseFailure(url, error);
  }
}

/** A listen's failure said with the variable that moves the listener (as is when it is not about the port or the host). */
function explainListenFailure(error: unknown, host: string, port: number, variable: string): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') return new StartupError(`port ${port} is in use: set ${variable} to a free port (or stop what holds it)`);
  if (code === 'EACCES') return new StartupError(`port ${port} needs privileges: set ${variable} to a port above 1023`);
  if (code === 'EADDRNOTAVAIL') return new StartupError(`cannot listen on ${host}: set HOST to an address of this machine`);
  return error;
}

/** Listens, or says which variable moves the listener when its port is taken or forbidden. */
export async function listenOrExplain(app: FastifyInstance, host: string, port: number, variable: string): Promise<void> {
  await explainListen(() => app.listen({ host, port }), host, port, variable);
}

/** `listen` (any server's), its refusal said as listenOrExplain says it. */
export async function explainListen<T>(listen: () => Promise<T>, host: string, port: number, variable: string): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    throw explainListenFailure(error, host, port, variable);
  }
}

export interface PlannedListener {
  host: string;
  port: number | null;
  variable: string;
}

/**
 * Before the database opens (a first start's copy of the demo template, or
 * initdb and every migration, is seconds of work): each fixed port the
 * environment will listen on is bound once and let go, so a taken or
 * forbidden one is named at once, as listenOrExplain names it. Only a
 * refusal the listen would explain stops the start; a port taken between
 * this check and the listen is still explained there.
 */
export async function explainTakenPorts(listeners: Array<PlannedListener | false>): Promise<void> {
  for (const listener of listeners) {
    if (!listener || !listener.port) continue;
    const { host, port, variable } = listener;
    const server = createServer();
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ host, port }, resolve);
      });
    } catch (error) {
      const explained = explainListenFailure(error, host, port, variable);
      if (explained instanceof StartupError) throw explained;
    } finally {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    }
  }
}

/**
 * Lets the listeners already up answer what has arrived before the next one
 * is built: building a Fastify app is a few hundred milliseconds of work in
 * microtasks that never lets the event loop reach its I/O phase, so without
 * this a listener already up (the admin API, which the CLI forwards to)
 * answered nothing until the last listener was built. Two turns of the loop: one accepts a connection, the
 * next reads its request (the route's work then runs before the next build).
 * Only between the admin and mTLS builds, before the worker starts (src/main.ts).
 */
export async function servePending(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * Where a start's time went, for the "started" log line (bench/startup.ts
 * reads it): each step's wall and CPU milliseconds, from the process's own
 * start (`load`: Node, the launcher's build check and module loading) to the
 * banner.
 */
export interface Phases {
  step<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Books the time since the last step to `name`. */
  mark(name: string): void;
  done(): { wall: Record<string, number>; cpu: Record<string, number> };
}

export function startPhases(): Phases {
  const wall: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  const cpuNow = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  const check = performance.getEntriesByName('launch:check')[0];
  if (check) wall.launchCheck = Math.round(check.duration);
  wall.load = Math.round(performance.now() - (check?.duration ?? 0));
  cpu.load = Math.round(cpuNow());
  let lastWall = performance.now();
  let lastCpu = cpuNow();
  const mark = (name: string) => {
    const [w, c] = [performance.now(), cpuNow()];
    wall[name] = Math.round((wall[name] ?? 0) + w - lastWall);
    cpu[name] = Math.round((cpu[name] ?? 0) + c - lastCpu);
    [lastWall, lastCpu] = [w, c];
  };
  return {
    mark,
    async step(name, work) {
      mark('other');
      try {
        return await work();
      } finally {
        mark(name);
      }
    },
    done() {
      mark('listeners');
      return { wall: { ...wall, total: Math.round(performance.now()) }, cpu: { ...cpu, total: Math.round(cpuNow()) } };
    },
  };
}
