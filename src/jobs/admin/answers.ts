// The back office's worker answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { DateTime, Nullable, named } from '../../http/schema-helpers.ts';
import { closed } from '../../http/openapi/admin-answers.ts';

export const AdminWorkers = named(
  'AdminWorkers',
  Type.Object(
    {
      paused: Type.Boolean({ description: 'Whether the workers are paused.' }),
      hold: Nullable(Type.String(), { description: 'Where paused jobs stop: `queued` or `processing`; null when running.' }),
      reason: Nullable(Type.String(), { description: 'Why the workers were paused; null when running or none given.' }),
      pausedBy: Nullable(Type.String(), { description: 'Who paused the workers; null when running.' }),
      pausedAt: Nullable(DateTime, { description: 'When the workers were paused (ISO 8601 UTC); null when running.' }),
      jobs: Type.Object(
        {
          waiting: Type.Integer({ description: 'Jobs waiting to run.' }),
          running: Type.Integer({ description: 'Jobs a worker holds now.' }),
        },
        { ...closed, description: 'Submission jobs waiting and running now.' },
      ),
    },
    closed,
  ),
);
