import type { Command } from 'commander';
import { renderPass, renderPolicy } from '../../../retention/admin/routes.ts';
import { type GlobalOptions, runner, table, actingAs } from '../../runtime.ts';

function describePolicy(v: ReturnType<typeof renderPolicy>): string {
  const rows = v.kinds.map((k) => ({ ...k, days: k.days ?? 'off (kept forever)', cutoff: k.cutoff ?? '' }));
  return [
    table(rows, ['kind', 'table', 'days', 'env', 'cutoff']),
    '',
    `pass every ${v.intervalMinutes === null ? '(off: on demand only)' : `${v.intervalMinutes} minutes`} in the worker role; ${v.batchSize} rows per statement, ${v.batchPauseMs} ms between statements`,
    v.lastPass ? `last pass here: ${describePass(v.lastPass)}` : 'no pass has run in this process',
  ].join('\n');
}

function describePass(p: ReturnType<typeof renderPass>): string {
  const counts = Object.entries(p.pruned)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  return `${p.finishedAt}: pruned ${counts} in ${p.statements} statements; ${p.objectsDeleted} objects deleted${p.objectDeleteFailures ? `, ${p.objectDeleteFailures} could not be` : ''}`;
}

/** `retention show|run`: the policy in force, and a pruning pass on demand (audited). */
export function retentionCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const retention = program.command('retention').description('Retention of operational data: the policy, and a pruning pass on demand');
  retention
    .command('show')
    .description('Each kind of data, its period (days) and variable, and the cutoff now')
    .action(() => exec(async (p) => renderPolicy(p.retention.service.policy()), describePolicy));
  retention
    .command('run')
    .description('Prune now, in batches, every kind older than its period; prints what was deleted (audited)')
    .action(() => exec(async (p) => renderPass(await p.retention.service.runFor(actor())), describePass));
}
