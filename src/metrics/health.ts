// Liveness and readiness of one process (GET /livez, GET /readyz on the
// metrics listener). Live: the process answers at all. Ready: it is not
// draining (src/main.ts sets `draining` on SIGTERM/SIGINT before it closes
// its listeners, so a balancer stops sending while in-flight requests end)
// and every dependency answered its check within the timeout: the database
// (`SELECT 1`) and, when REDIS_URL is set, Redis (PING).
import { sql } from 'kysely';
import type { Db } from '../db/transaction.ts';

export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

export interface Readiness {
  ready: boolean;
  draining: boolean;
  /** Each check: `ok`, or why it failed. */
  checks: Record<string, string>;
}

export const READINESS_TIMEOUT_MS = 1_000;

export class Health {
  /** True from the moment the process starts shutting down. */
  draining = false;
  /** True while the environment's listeners are still opening (src/app/environment.ts): not ready yet. */
  opening = false;

  /** `checks` is read on every readiness request: the dependencies a process has can be known late. */
  constructor(
    private readonly checks: () => ReadinessCheck[],
    private readonly timeoutMs = READINESS_TIMEOUT_MS,
  ) {}

  async readiness(): Promise<Readiness> {
    const results = await Promise.all(this.checks().map(async (c) => [c.name, await this.#run(c)] as const));
    const checks = Object.fromEntries(results);
    return { ready: !this.draining && !this.opening && results.every(([, r]) => r === 'ok'), draining: this.draining, checks };
  }

  async #run(check: ReadinessCheck): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${this.timeoutMs} ms`), this.timeoutMs);
    });
    try {
      return await Promise.race([
        check.check().then(
          () => 'ok',
          (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'failed',
        ),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The database answers a trivial statement. */
export function databaseCheck(db: Db): ReadinessCheck {
  return { name: 'database', check: () => sql`SELECT 1`.execute(db) };
}
