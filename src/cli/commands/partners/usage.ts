import { InvalidArgumentError, type Command } from 'commander';
import { renderUsage } from '../../../partners/usage/routes.ts';
import { USAGE_DAYS } from '../../../partners/usage/service.ts';
import { type GlobalOptions, positiveInt, runner, table } from '../../runtime.ts';

function days(value: string): number {
  const n = Number(value);
  if (!/^[1-9][0-9]?$/.test(value) || n > USAGE_DAYS.max) throw new InvalidArgumentError(`--days must be 1 to ${USAGE_DAYS.max}.`);
  return n;
}

function describe(u: ReturnType<typeof renderUsage>): string {
  const busy = u.hours.filter((h) => h.requests > 0).map((h) => ({ ...h, hour: h.hour.slice(0, 13).replace('T', ' ') + 'h' }));
  return [
    `partner ${u.partnerId}: usage per UTC day, ${u.from.slice(0, 10)} to today`,
    table(
      u.daily.map((d) => ({ ...d })),
      ['day', 'requests', 'refusedBucket', 'refusedQuota', 'quotaUsed', 'submissions', 'submissionsCompleted', 'submissionsFailed'],
    ),
    '',
    'hours with requests:',
    table(busy, ['hour', 'requests', 'refusedBucket', 'refusedQuota', 'quotaUsed']),
  ].join('\n');
}

/** `partners usage <partnerId>`: requests, 429s and quota per hour and day, submissions per day. */
export function usageCommand(partners: Command, globals: () => GlobalOptions): void {
  const exec = runner(globals);
  const id = positiveInt('partnerId');
  partners
    .command('usage <partnerId>')
    .description("A partner's requests, 429s (bucket, quota) and quota used per UTC hour and day, and its submissions per day")
    .option('--days <n>', `UTC days, today included (default ${USAGE_DAYS.default}, at most ${USAGE_DAYS.max})`, days)
    .action((partnerId: string, o: { days?: number }) =>
      exec(async (p) => renderUsage(await p.usage.service.usage(id(partnerId), o.days)), describe),
    );
}
