// The back office's worker answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { DateTime, Nullable, named } from '../../http/schema-helpers.ts';
import { closed } from '../../http/openapi/admin-answers.ts';

export const AdminWorkers = named(
  'AdminWorkers',
  Type.Object(
    {
      paused: Type.Boolean(),
      hold: Nullable(Type.String()),
      reason: Nullable(Type.String()),
      pausedBy: Nullable(Type.String()),
      pausedAt: Nullable(DateTime),
      jobs: Type.Object({ waiting: Type.Integer(), running: Type.Integer() }, closed),
    },
    closed,
  ),
);
