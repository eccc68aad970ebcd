// The one shape of every log line the service writes (docs/operations.md
// "Logs"): JSON, one object a line, `level` as its name, `time` in ISO 8601
// UTC, `msg`, and the fields naming the process and the component that
// wrote it (`role`, `version`, `env`, `pid`, `hostname`). Request lines add
// `requestId`; the worker's add the job's fields, the dispatcher's the
// delivery's. The HTTP listeners, the worker and the dispatcher all build
// their pino loggers from this.
import { hostname } from 'node:os';
import type { LoggerOptions } from 'pino';
import { mergeTraceFields, traceFields } from '../tracing/log-fields.ts';
import { lineCensor, serializeError } from './log-redaction.ts';

/** What names a process and its component on each line; assembled by src/app/ (role, version, environment). */
export interface LogIdentity {
  role: string;
  version: string;
  env: string;
}

/**
 * Pino's `isoTime` (`,"time":"2026-11-23T23:47:12.345Z"`) with the part up
 * to the second built once a second: a request writes two lines, and
 * `toISOString` on a fresh Date was as much CPU as the token's digest in a
 * profile of the point reads. Only the milliseconds are formatted per line.
 */
export function isoTime(): string {
  const now = Date.now();
  const second = now - (now % 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoPrefix = `,"time":"${new Date(second).toISOString().slice(0, 20)}`;
  }
  const ms = now - second;
  return `${isoPrefix}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z"`;
}
let isoSecond = Number.NaN;
let isoPrefix = '';

type Serializer = (value: never) => unknown;

/**
 * Pino options of the stable schema (base fields, ISO time, level names) and
 * of the censoring every line goes through (log-redaction.ts): errors
 * serialised and censored, every other field censored but those the given
 * `serializers` build field by field.
 */
export function logFormat(
  identity: LogIdentity | undefined,
  serializers: Record<string, Serializer> = {},
): Pick<LoggerOptions, 'base' | 'timestamp' | 'formatters' | 'messageKey' | 'serializers' | 'mixin' | 'mixinMergeStrategy'> {
  const censorFields = lineCensor(new Set(Object.keys(serializers)));
  return {
    base: { pid: process.pid, hostname: hostname(), ...identity },
    timestamp: isoTime,
    formatters: { level: (label) => ({ level: label }), log: censorFields },
    messageKey: 'msg',
    serializers: { err: serializeError, ...serializers },
    mixin: traceFields,
    mixinMergeStrategy: mergeTraceFields,
  };
}
