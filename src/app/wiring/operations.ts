// Builds the operations services for the composition root: retention (a
// pruning pass on demand, and the background task the worker role starts)
// and the per-partner usage history (the counter the gateway feeds, flushed
// every USAGE_FLUSH_MS, and the reads of the back office).
import { pino } from 'pino';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/transaction.ts';
import { UsageCounter } from '../../partners/usage/recorder.ts';
import { UsageService } from '../../partners/usage/service.ts';
import { RetentionService, type RetentionLog, type RetentionRecorder } from '../../retention/service.ts';
import { RetentionTask } from '../../retention/task.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import { SUBMISSION_JOB } from '../../submissions/service.ts';
import type { Config } from '../config.ts';
import { lineCensor, serializeError } from '../../http/log-redaction.ts';
import { processLogOutput } from '../../http/responses/log-output.ts';

export interface Operations {
  retention: {
    service: RetentionService;
    /** The background pruning task (started by the worker role; null with RETENTION_INTERVAL_MINUTES=off). */
    task(): RetentionTask | null;
  };
  usage: {
    counter: UsageCounter;
    service: UsageService;
    /** Writes the counts not yet written and stops the flush timer (shutdown). */
    close(): Promise<void>;
  };
}

function operationsLog(config: Config, name: string): RetentionLog | null {
  if (config.logLevel === 'silent') return null;
  // Censored like every other logger's lines (log-redaction.ts).
  return pino(
    { level: config.logLevel, name, serializers: { err: serializeError }, formatters: { log: lineCensor(new Set()) } },
    processLogOutput(),
  );
}

export const createOperations = {
  retention(db: Db, config: Config, clock: Clock, storage: ObjectStorage, recorder: RetentionRecorder): Operations['retention'] {
    const log = operationsLog(config, 'retention');
    const service = new RetentionService(db, storage, clock, config.retention, SUBMISSION_JOB, recorder, log);
    return {
      service,
      task: () =>
        config.retention.intervalMs === null ? null : new RetentionTask(service, { intervalMs: config.retention.intervalMs }, log),
    };
  },
  usage(db: Db, config: Config, clock: Clock): Operations['usage'] {
    const counter = new UsageCounter(db, config.usageFlushMs, operationsLog(config, 'usage'));
    return { counter, service: new UsageService(db, counter, clock), close: () => counter.close() };
  },
};
