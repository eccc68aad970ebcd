// The back office's retention and worker answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { DateTime, Nullable, named, oneOfLiterals } from '../../http/schema-helpers.ts';
import { closed } from '../../http/openapi/admin-answers.ts';
import { RETENTION_KINDS } from '../policy.ts';

export const AdminRetentionPass = named(
  'AdminRetentionPass',
  Type.Object(
    {
      startedAt: DateTime,
      finishedAt: DateTime,
      pruned: Type.Object(Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, Type.Integer({ minimum: 0 })])), closed),
      statements: Type.Integer({ description: 'Delete statements run.' }),
      objectsDeleted: Type.Integer({ description: 'Stored objects (uploads) deleted.' }),
      objectDeleteFailures: Type.Integer({ description: 'Stored objects that could not be deleted (retried on the next pass).' }),
      interrupted: Type.Boolean({ description: 'Whether the pass stopped early (shutdown).' }),
    },
    closed,
  ),
);
export const AdminRetention = named(
  'AdminRetention',
  Type.Object(
    {
      kinds: Type.Array(
        Type.Object(
          {
            kind: oneOfLiterals(RETENTION_KINDS),
            table: Type.String(),
            env: Type.String(),
            days: Nullable(Type.Integer({ description: 'Days kept; null when this kind is not pruned.' })),
            defaultDays: Type.Integer(),
            cutoff: Nullable(DateTime),
            age: Type.String(),
            kept: Type.String(),
          },
          closed,
        ),
      ),
      intervalMinutes: Nullable(Type.Integer(), { description: 'Minutes between passes.' }),
      batchSize: Type.Integer({ description: 'Rows deleted per statement.' }),
      batchPauseMs: Type.Integer({ description: 'Pause between statements, in milliseconds.' }),
      lastPass: Nullable(AdminRetentionPass, { description: 'The last pass since the start; null before the first.' }),
    },
    closed,
  ),
);
