// The back office's retention and worker answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { DateTime, describedLiterals, Nullable, named } from '../../http/schema-helpers.ts';
import { closed } from '../../http/openapi/admin-answers.ts';
import { RETENTION_KINDS } from '../policy.ts';

/** What each kind's count in a pass's `pruned` is. */
const PRUNED: Record<(typeof RETENTION_KINDS)[number], string> = {
  events: 'Outbox events deleted.',
  deliveries: 'Webhook deliveries deleted.',
  jobs: 'Queue jobs deleted.',
  uploads: 'Uploads deleted.',
  signin_codes: 'Sign-in codes deleted.',
  signin_clients_unused: 'Registered sign-in clients deleted that no sign-in ever used.',
  signin_clients: 'Registered sign-in clients deleted that no sign-in used for the period.',
  audit: 'Audit entries deleted.',
  usage: 'Usage rows deleted.',
};

export const AdminRetentionPass = named(
  'AdminRetentionPass',
  Type.Object(
    {
      startedAt: Type.String({ format: 'date-time', description: 'When the pass started (ISO 8601 UTC).' }),
      finishedAt: Type.String({ format: 'date-time', description: 'When the pass finished (ISO 8601 UTC).' }),
      pruned: Type.Object(
        Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, Type.Integer({ minimum: 0, description: PRUNED[kind] })])),
        { ...closed, description: 'Rows deleted, by kind.' },
      ),
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
            kind: describedLiterals(RETENTION_KINDS, 'What kind of record this is.'),
            table: Type.String({ description: 'The table pruned.' }),
            env: Type.String({ description: 'The setting holding its retention in days.' }),
            days: Nullable(Type.Integer({ description: 'Days kept; null when this kind is not pruned.' })),
            defaultDays: Type.Integer({ description: 'Days kept when the setting is not given.' }),
            cutoff: Nullable(DateTime, { description: 'Records older than this are pruned (ISO 8601 UTC).' }),
            age: Type.String({ description: 'What the age is measured from.' }),
            kept: Type.String({ description: 'What is kept regardless of age.' }),
          },
          closed,
        ),
        { description: 'Each kind of record pruned, with its retention.' },
      ),
      intervalMinutes: Nullable(Type.Integer(), { description: 'Minutes between passes.' }),
      batchSize: Type.Integer({ description: 'Rows deleted per statement.' }),
      batchPauseMs: Type.Integer({ description: 'Pause between statements, in milliseconds.' }),
      lastPass: Nullable(AdminRetentionPass, { description: 'The last pass since the start; null before the first.' }),
    },
    closed,
  ),
);
