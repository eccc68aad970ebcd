// Records the calls made to the back-office services (the objects the CLI and
// the admin routes share), so a test can tell whether a CLI command line made
// the call a route made. Only the calls made from outside the services count:
// what a service calls in turn follows from its own call, and carries what that
// call created (new ids, random storage keys). Scopes, not stack frames, tell
// the two apart: a stack loses its caller across a timer or a driver callback. Arguments are kept as plain
// data: a key holding undefined is left out (a JSON body cannot carry one), a
// function and an instance other than a Date or a Buffer are kept as their
// kind.
import { AsyncLocalStorage } from 'node:async_hooks';
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

/**
 * Wraps every method of every service under `services`. `during` runs one step of a case (a CLI line, a route call)
 * and answers the calls it made from outside the services. Both scopes follow the call through awaits, timers and
 * driver callbacks: a call made inside a service's call is that service's own, and a call made outside any step (a
 * timer the platform set before it) belongs to no step.
 */
export function recordCalls(services: CliServices): {
  during(step: () => Promise<unknown>): Promise<ServiceCall[]>;
} {
  const insideService = new AsyncLocalStorage<true>();
  const currentStep = new AsyncLocalStorage<ServiceCall[]>();
  // A transaction never leaves the services: a call given one is a service's own.
  const inTransaction = (arg: unknown) => arg !== null && typeof arg === 'object' && arg.constructor?.name === 'Transaction';
  const wrap = (service: Record<string, unknown>, path: string) => {
    for (let proto = Object.getPrototypeOf(service); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto))
      for (const name of Object.getOwnPropertyNames(proto)) {
        const original = Object.getOwnPropertyDescriptor(proto, name)?.value;
        if (name === 'constructor' || typeof original !== 'function' || Object.hasOwn(service, name)) continue;
        service[name] = function (this: unknown, ...args: unknown[]) {
          const calls = currentStep.getStore();
          if (calls && !insideService.getStore() && !args.some(inTransaction))
            calls.push({ method: `${path}.${name}`, args: plain(args) as unknown[] });
          return insideService.run(true, () => original.apply(this, args));
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
    async during(step) {
      const calls: ServiceCall[] = [];
      await currentStep.run(calls, step);
      return calls;
    },
  };
}
