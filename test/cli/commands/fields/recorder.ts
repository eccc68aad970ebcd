// Records the calls made to the back-office services (the objects the CLI and
// the admin routes share), so a test can tell whether a CLI command line made
// the call a route made. Only the calls made from outside the services count:
// what a service calls in turn follows from its own call, and carries what that
// call created (new ids, random storage keys). Arguments are kept as plain
// data: a key holding undefined is left out (a JSON body cannot carry one), a
// function and an instance other than a Date or a Buffer are kept as their
// kind.
import type { CliServices } from '../../../../src/cli/services.ts';

export interface ServiceCall {
  method: string;
  args: unknown[];
}

const isRecord = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value));

function plain(value: unknown): unknown {
  if (typeof value === 'function') return '<function>';
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  if (!isRecord(value)) return `<${value.constructor.name}>`;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, plain(v)]),
  );
}

/** Wraps every method of every service under `services`; `take` answers the calls made since it was last called. */
export function recordCalls(services: CliServices): { take(): ServiceCall[] } {
  let calls: ServiceCall[] = [];
  /** `Class.method` of every method wrapped: a frame of one on the stack (awaiting, or not) makes a call a service's own. */
  const methods = new Set<string>();
  const fromService = (): boolean => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = Number.POSITIVE_INFINITY;
    // The first two lines: the error's, and the wrapper's own frame.
    const frames = new Error().stack!.split('\n').slice(2);
    Error.stackTraceLimit = limit;
    // A timer's call (the usage counter's periodic flush) is the services' own as well: neither a route's nor the CLI's.
    return frames.some(
      (frame) => frame.includes('node:internal/timers') || methods.has(/^\s*at (?:async )?([\w$]+\.[\w$]+)/.exec(frame)?.[1] ?? ''),
    );
  };
  // A transaction never leaves the services: a call given one is a service's own, even where the stack lost its caller
  // (a callback the database driver runs).
  const inTransaction = (arg: unknown) => arg !== null && typeof arg === 'object' && arg.constructor?.name === 'Transaction';
  const wrap = (service: Record<string, unknown>, path: string) => {
    for (let proto = Object.getPrototypeOf(service); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto))
      for (const name of Object.getOwnPropertyNames(proto)) {
        const original = Object.getOwnPropertyDescriptor(proto, name)?.value;
        if (name === 'constructor' || typeof original !== 'function' || Object.hasOwn(service, name)) continue;
        methods.add(`${proto.constructor.name}.${name}`);
        service[name] = function (this: unknown, ...args: unknown[]) {
          if (!fromService() && !args.some(inTransaction)) calls.push({ method: `${path}.${name}`, args: plain(args) as unknown[] });
          return original.apply(this, args);
        };
      }
  };
  const visit = (node: Record<string, unknown>, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (value === null || typeof value !== 'object') continue;
      if (isRecord(value)) visit(value as Record<string, unknown>, `${path}${key}.`);
      else wrap(value as Record<string, unknown>, `${path}${key}`);
    }
  };
  visit(services as unknown as Record<string, unknown>, '');
  return {
    take() {
      const taken = calls;
      calls = [];
      return taken;
    },
  };
}
