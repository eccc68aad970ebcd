// Back-office routes for the environment's workers: read the pause, pause
// (holding jobs `queued` or `processing`), resume. Writes are audited.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withExample, answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import type { PauseState, WorkerPauseService } from '../pause.ts';
import { operation } from '../../http/operations/operation.ts';

const { act, resource } = adminDocs(['Workers']);

export function renderPause(s: PauseState) {
  return { ...s, pausedAt: s.pausedAt?.toISOString() ?? null };
}

const running = {
  paused: false,
  hold: null,
  reason: null,
  pausedBy: null,
  pausedAt: null,
  jobs: { waiting: 0, running: 0 },
};
const paused = {
  paused: true,
  hold: 'queued',
  reason: 'vendor outage',
  pausedBy: 'bootstrap',
  pausedAt: '2026-01-15T09:30:00.000Z',
  jobs: { waiting: 3, running: 0 },
};

/** The workers' state, as every route here answers it (running, unless an example says otherwise). */
const workers = resource(Answer.AdminWorkers, running);

export const PauseBody = withExample(
  Type.Object(
    {
      hold: Type.Optional(
        Type.Union([Type.Literal('queued'), Type.Literal('processing')], {
          description:
            "Where jobs stop. 'queued' (default): nothing is claimed, submissions stay `queued`. 'processing': each worker claims a job (its submission turns `processing`) and holds it before placing the order.",
        }),
      ),
      reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'Shown with the pause and in the audit log.' })),
    },
    { additionalProperties: false },
  ),
  { hold: 'queued', reason: 'vendor outage' },
);

export const workerAdminRoutes: FastifyPluginAsyncTypebox<{ pause: WorkerPauseService }> = async (app, { pause }) => {
  app.get(
    '/admin/workers',
    operation(
      'workersStatus',
      workers.read(
        "The workers' pause, and how many jobs wait or are claimed",
        'Whether the workers are paused, and how many jobs wait or are claimed.',
        {},
      ),
      { answers: { 200: "The workers' pause and how many jobs wait or are claimed." } },
    ),
    async () => renderPause(await pause.state()),
  );
  app.post(
    '/admin/workers/pause',
    operation(
      'workersPause',
      act(
        'workers.pause',
        "Pause the environment's workers (every worker process); submissions are still accepted and queued",
        'The pause is stored in the database, so every worker process of the environment obeys it. POST /v1/orders keeps accepting submissions and answers them at the end of its wait with `Retry-After` and `Location`. A job already claimed is held before its work. Pausing again changes the hold.',
        { response: { 200: answer(Answer.AdminWorkers, paused) }, body: PauseBody },
      ),
      { answers: { 200: "Paused: the workers' state." }, confirm: true },
    ),
    async (req) => renderPause(await pause.pause(req.body?.hold ?? 'queued', req.body?.reason ?? null, actorOf(req))),
  );
  app.post(
    '/admin/workers/resume',
    operation(
      'workersResume',
      workers.write(
        'workers.pause',
        'Resume the workers: held jobs run, queued ones are claimed',
        'Resumes the workers of the environment: held jobs run and queued ones are claimed.',
        {},
      ),
      { answers: { 200: "Resumed: the workers' state." } },
    ),
    async (req) => renderPause(await pause.resume(actorOf(req))),
  );
};
