// Back-office retention: the policy in force (periods, what is never pruned,
// this process's last pass) and a pruning pass on demand (audited).
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import type { RetentionPass, RetentionPolicyView, RetentionService } from '../service.ts';
import { operation } from '../../http/operations/operation.ts';

const { act, read } = adminDocs(['Retention']);

export function renderPass(p: RetentionPass) {
  return { ...p, startedAt: p.startedAt.toISOString(), finishedAt: p.finishedAt.toISOString() };
}

export function renderPolicy(v: RetentionPolicyView) {
  return {
    ...v,
    kinds: v.kinds.map((k) => ({ ...k, cutoff: k.cutoff?.toISOString() ?? null })),
    lastPass: v.lastPass && renderPass(v.lastPass),
  };
}

const pass = {
  startedAt: '2026-01-15T03:00:00.000Z',
  finishedAt: '2026-01-15T03:00:04.210Z',
  pruned: {
    events: 12000,
    deliveries: 30500,
    jobs: 8000,
    uploads: 14,
    signin_codes: 3,
    signin_clients_unused: 41,
    signin_clients: 2,
    audit: 0,
    usage: 2400,
  },
  statements: 112,
  objectsDeleted: 14,
  objectDeleteFailures: 0,
  interrupted: false,
};
const policy = {
  kinds: [
    {
      kind: 'events',
      table: 'outbox_events',
      env: 'RETENTION_EVENTS_DAYS',
      days: 30,
      defaultDays: 30,
      cutoff: '2025-12-16T03:00:00.000Z',
      age: 'created_at (the commit of the change)',
      kept: 'events not yet fanned out, and events with a delivery still pending or delivering',
    },
  ],
  intervalMinutes: 60,
  batchSize: 500,
  batchPauseMs: 100,
  lastPass: pass,
};

export const retentionAdminRoutes: FastifyPluginAsyncTypebox<{ retention: RetentionService }> = async (app, { retention }) => {
  app.get(
    '/admin/retention',
    operation(
      'retentionShow',
      read(
        'The retention policy: each kind of data, its period and variable, what is never pruned, and the last pass here',
        'Periods are in days; `days: null` means kept forever (the variable set to `off`). `cutoff` is the age beyond which rows are pruned now. `lastPass` is the last pass of the process answering (the worker role runs one every `intervalMinutes`).',
        { response: { 200: answer(Answer.AdminRetention, policy) } },
      ),
      { answers: { 200: 'The retention policy: each kind of data, its period, and the last pass.' } },
    ),
    async () => renderPolicy(retention.policy()),
  );
  app.post(
    '/admin/retention/run',
    operation(
      'retentionRun',
      act(
        'database.manage',
        'Run a pruning pass now, in batches, and answer what it deleted (audited)',
        'Deletes, kind by kind, the rows older than their period in statements of `batchSize` rows, until none is left; uploads never attached lose their stored object too. A pass already running in this process is joined, not repeated.',
        { response: { 200: answer(Answer.AdminRetentionPass, pass) } },
      ),
      { answers: { 200: 'What the pruning pass deleted.' }, confirm: true },
    ),
    async (request) => renderPass(await retention.runFor(actorOf(request))),
  );
};
