// Builds the submission pipeline for the composition root: the partner
// service, the back office, the signals it waits on, and the workers that
// drain its jobs (the `worker` role starts one).
import type { Clock } from '../../clock.ts';
import type { TemplateVendor } from '../../catalog/templates.ts';
import type { Config } from '../config.ts';
import type { Database } from '../../db/engine.ts';
import type { CursorCodec } from '../../http/cursor.ts';
import { Signals } from '../../jobs/signals.ts';
import { Worker, type WorkerOptions } from '../../jobs/worker.ts';
import { SubmissionsAdminService } from '../../submissions/admin/service.ts';
import { SubmissionPreparation } from '../../submissions/worker/preparation.ts';
import { submissionJobHandler } from '../../submissions/worker/processor.ts';
import { SubmissionsService } from '../../submissions/service.ts';
import { WorkerPauseService } from '../../jobs/pause.ts';
import { unobserved, type SubmissionObserver } from '../../submissions/observer.ts';
import { serviceLogger } from './logging.ts';
import { NO_TEST_VALUES, sandboxTestValues } from '../../submissions/sandbox-values.ts';

export interface Submissions {
  service: SubmissionsService;
  admin: SubmissionsAdminService;
  signals: Signals;
  /** Staff's pause of the environment's workers (held in the database, obeyed by every worker process). */
  pause: WorkerPauseService;
  /** A worker draining submission jobs (not started). */
  createWorker(options?: Partial<WorkerOptions>): Worker;
  /** Stops the workers it created and the signal listener. */
  close(): Promise<void>;
  /** The workers created here (shutdown stops them within its grace and hands back what they still hold). */
  workers(): readonly Worker[];
}

export function createSubmissions(
  database: Database,
  cursors: CursorCodec,
  config: Config,
  templates: TemplateVendor,
  clock: Clock,
  observer: SubmissionObserver = unobserved,
): Submissions {
  const db = database.db;
  const signals = new Signals(database.kind === 'postgres' ? database.url : null, database.pglite);
  const workers: Worker[] = [];
  const testValues = config.kind === 'sandbox' ? sandboxTestValues(config.submissionWaitMs) : NO_TEST_VALUES;
  return {
    service: new SubmissionsService(db, signals, cursors, { waitMs: config.submissionWaitMs, testValues }, observer),
    admin: new SubmissionsAdminService(db, signals),
    signals,
    pause: new WorkerPauseService(db, signals),
    createWorker(options = {}) {
      const preparation = new SubmissionPreparation(db, templates);
      const handler = submissionJobHandler(db, signals, preparation, clock, observer, testValues, {
        readsAhead: database.kind === 'postgres',
      });
      const worker = new Worker(db, signals, [handler], {
        concurrency: config.workerConcurrency,
        leaseMs: config.jobLeaseMs,
        idlePollMs: 1_000,
        idlePollMaxMs: config.idlePollMaxMs,
        onError: () => observer.outcome('attempt_failed'),
        log: config.logLevel === 'silent' ? undefined : serviceLogger('worker', config.logLevel, config.environment),
        ...options,
      });
      workers.push(worker);
      return worker;
    },
    workers: () => workers,
    async close() {
      await Promise.all(workers.map((w) => w.stop()));
      await signals.close();
    },
  };
}
