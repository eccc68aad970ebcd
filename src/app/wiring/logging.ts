// The loggers of the components that are not HTTP listeners (the worker,
// the dispatcher, shutdown), in the one schema of every line
// (src/http/log-format.ts, docs/operations.md "Logs"): JSON on standard
// output, the component's role, the version and the environment on each.
import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config.ts';
import { logFormat, type LogIdentity } from '../../http/log-format.ts';
import { processLogOutput } from '../../http/responses/log-output.ts';

/** The service's version (package.json), on every log line and the info gauge. */
export function serviceVersion(): string {
  try {
    // src/app/wiring/ and dist/app/wiring/ are both three levels below the package root.
    return (createRequire(import.meta.url)('../../../package.json') as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** What every line of `role` in this environment carries. */
export function logIdentity(role: string, env: string): LogIdentity {
  return { role, version: serviceVersion(), env };
}

/** A component's logger; at LOG_LEVEL=silent it writes nothing. */
export function serviceLogger(role: string, level: LogLevel, env: string, destination?: DestinationStream): Logger {
  return pino({ level, ...logFormat(logIdentity(role, env)) }, destination ?? processLogOutput());
}

/** Lines dropped while standard output was full (log-output.ts) are told as a warn line of `log`, in the gap's place. */
export function reportDroppedLines(log: Logger): void {
  processLogOutput().onDropped((count) => log.warn({ dropped: count }, 'log output: lines dropped while standard output was full'));
}
