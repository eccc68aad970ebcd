import { InvalidArgumentError, type Command } from 'commander';
import { PauseBody, renderPause } from '../../../jobs/admin/routes.ts';
import { PAUSE_HOLDS } from '../../../jobs/pause.ts';
import type { PauseHold } from '../../../db/tables/jobs.ts';
import { type GlobalOptions, heldTo, runner, actingAs } from '../../runtime.ts';

function hold(value: string): PauseHold {
  if (!(PAUSE_HOLDS as readonly string[]).includes(value))
    throw new InvalidArgumentError(`--hold must be one of ${PAUSE_HOLDS.join(', ')}`);
  return value as PauseHold;
}

function describe(s: ReturnType<typeof renderPause>): string {
  const jobs = `jobs: ${s.jobs.waiting} waiting, ${s.jobs.running} claimed`;
  if (!s.paused) return `workers running\n${jobs}`;
  return [`workers paused (hold: ${s.hold}) since ${s.pausedAt} by ${s.pausedBy}${s.reason ? `: ${s.reason}` : ''}`, jobs].join('\n');
}

/** Pause and resume the environment's workers (every worker process obeys the pause stored in the database). */
export function workerCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const workers = program.command('workers').description("The environment's workers: status, pause, resume");

  workers
    .command('status')
    .description('Whether the workers are paused, and how many jobs wait or are claimed')
    .action(() => exec(async (p) => renderPause(await p.submissions.pause.state()), describe));

  workers
    .command('pause')
    .description('Pause every worker of the environment; submissions are still accepted and queued')
    .option(
      '--hold <stage>',
      "'queued' (default): nothing is claimed; 'processing': each worker claims a job and holds it before placing the order",
      hold,
      'queued',
    )
    .option('--reason <text>', 'shown with the pause and in the audit log (at most 500 characters)')
    .action((o: { hold: PauseHold; reason?: string }) =>
      exec(async (p) => {
        // Held to the admin route's body: what the API refuses, the CLI refuses alike.
        const body = heldTo(PauseBody, { hold: o.hold, ...(o.reason !== undefined && { reason: o.reason }) });
        return renderPause(await p.submissions.pause.pause(body.hold ?? 'queued', body.reason ?? null, actor()));
      }, describe),
    );

  workers
    .command('resume')
    .description('Resume the workers: held jobs run, queued ones are claimed')
    .action(() => exec(async (p) => renderPause(await p.submissions.pause.resume(actor())), describe));
}
