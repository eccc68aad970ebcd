// The one shape of every log line the service writes (docs/operations.md
// "Logs"): JSON, one object a line, `level` as its name, `time` in ISO 8601
// UTC, `msg`, and the fields naming the process and the component that
// wrote it (`role`, `version`, `env`, `pid`, `hostname`). Request lines add
// `requestId`; the worker's add the job's fields, the dispatcher's the
// delivery's. The HTTP listeners, the worker and the dispatcher all build
// their pino loggers from this.
import { hostname } from 'node:os';
import { pino, type LoggerOptions } from 'pino';

/** What names a process and its component on each line; assembled by src/app/ (role, version, environment). */
export interface LogIdentity {
  role: string;
  version: string;
  env: string;
}

/** Pino options of the stable schema: base fields, ISO time, level names. */
export function logFormat(identity: LogIdentity | undefined): Pick<LoggerOptions, 'base' | 'timestamp' | 'formatters' | 'messageKey'> {
  return {
    base: { pid: process.pid, hostname: hostname(), ...identity },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    messageKey: 'msg',
  };
}
