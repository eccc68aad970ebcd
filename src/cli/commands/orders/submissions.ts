import { InvalidArgumentError, type Command } from 'commander';
import { renderAdminSubmission, renderAdminSubmissionDetail } from '../../../submissions/admin/render.ts';
import { STATUSES } from '../../../submissions/schemas.ts';
import { FailBody } from '../../../submissions/admin/schemas.ts';
import { submissionIdOf } from '../../../submissions/admin/submission-id.ts';
import type { SubmissionStatus } from '../../../db/tables/submissions.ts';
import { asJson, type GlobalOptions, heldTo, positiveInt, runner, tableOf, actingAs } from '../../runtime.ts';
import { PAGES } from '../../../http/operations/pages.ts';

function status(value: string): SubmissionStatus {
  if (!(STATUSES as readonly string[]).includes(value)) throw new InvalidArgumentError(`--status must be one of ${STATUSES.join(', ')}`);
  return value as SubmissionStatus;
}

export function submissionCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const submissions = program.command('submissions').description('Order submissions: follow, requeue or end stuck ones');
  const columns = ['submissionId', 'partnerOrderId', 'siteId', 'status', 'orderNumber', 'createdAt'];
  // A malformed id is refused before the database opens (the service checks it again).
  const wellFormed = (id: string) => () => void submissionIdOf(id);

  submissions
    .command('list')
    .description("Every partner's submissions, or one partner's, newest first (e.g. --status failed)")
    .option('--partner <id>', 'partner id', positiveInt('--partner'))
    .option('--status <status>', `one of ${STATUSES.join(', ')}`, status)
    .option('--limit <n>', `default ${PAGES.adminSubmissions.default}, at most ${PAGES.adminSubmissions.max}`, positiveInt('--limit'))
    .action((o: { partner?: number; status?: SubmissionStatus; limit?: number }) =>
      exec(
        async (p) =>
          // The service applies PAGES.adminSubmissions: its default, and its cap.
          (await p.submissions.admin.list({ partnerId: o.partner, status: o.status, limit: o.limit })).map(renderAdminSubmission),
        tableOf(columns),
      ),
    );

  submissions
    .command('show <submissionId>')
    .description('One submission with its request, outcome and job')
    .action((id: string) => exec(async (p) => renderAdminSubmissionDetail(await p.submissions.admin.get(id)), asJson, wellFormed(id)));

  submissions
    .command('requeue <submissionId>')
    .description('Retry a queued or processing submission now, with fresh attempts')
    .action((id: string) =>
      exec(
        async (p) => renderAdminSubmissionDetail(await p.submissions.admin.requeue(id, actor())),
        (s) => `submission ${s.submissionId} requeued (${s.status})`,
        wellFormed(id),
      ),
    );

  submissions
    .command('fail <submissionId>')
    .description('End a stuck submission as failed')
    .requiredOption('--detail <text>', 'what the partner reads in errors[0].detail')
    .action((id: string, o: { detail: string }) =>
      exec(
        async (p) =>
          renderAdminSubmissionDetail(await p.submissions.admin.fail(id, heldTo(FailBody, { detail: o.detail }).detail, actor())),
        (s) => `submission ${s.submissionId} is now ${s.status}`,
        wellFormed(id),
      ),
    );
}
