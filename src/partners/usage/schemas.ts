// The usage route's query and its response, published in the admin OpenAPI
// document (the staff console charts it).
import { Type } from 'typebox';
import { DateTime, idString, parsedString, withExample } from '../../http/schema-helpers.ts';
import { USAGE_DAYS } from './service.ts';

export const UsageParams = Type.Object({ partnerId: idString('invalid_request') }, { additionalProperties: false });

export const UsageQuery = Type.Object(
  {
    days: Type.Optional(
      parsedString('int', {
        pattern: `^([1-9]|[1-8][0-9]|90)$`,
        description: `UTC days to show, today included (default ${USAGE_DAYS.default}, at most ${USAGE_DAYS.max}).`,
        'x-expect': `a number of days from 1 to ${USAGE_DAYS.max}`,
      }),
    ),
  },
  { additionalProperties: false },
);

const Counts = {
  requests: Type.Integer({
    minimum: 0,
    description: "Requests made with the partner's credentials that passed authentication, refused ones included.",
  }),
  refusedBucket: Type.Integer({ minimum: 0, description: '429 answers of its token bucket (burst or sustained rate).' }),
  refusedQuota: Type.Integer({ minimum: 0, description: '429 answers of its daily quota.' }),
  quotaUsed: Type.Integer({ minimum: 0, description: 'The highest daily-quota use seen (requests counted against the UTC day so far).' }),
};

const hour = { hour: '2026-01-15T09:00:00.000Z', requests: 1520, refusedBucket: 12, refusedQuota: 0, quotaUsed: 8410 };
const day = {
  day: '2026-01-15',
  requests: 9210,
  refusedBucket: 12,
  refusedQuota: 0,
  quotaUsed: 9210,
  submissions: 120,
  submissionsCompleted: 117,
  submissionsFailed: 2,
};

export const UsageResponse = withExample(
  Type.Object(
    {
      partnerId: Type.Integer({ description: "The partner's id." }),
      days: Type.Integer({ description: 'UTC days shown, today included.' }),
      from: { ...DateTime, description: 'Start of the first day (UTC midnight).' },
      to: { ...DateTime, description: 'End of the last day (the next UTC midnight).' },
      hours: Type.Array(Type.Object({ hour: { ...DateTime, description: 'Start of the UTC hour.' }, ...Counts }), {
        description: 'Every hour of the window up to the current one, oldest first; zeros where nothing was counted.',
      }),
      daily: Type.Array(
        Type.Object({
          day: Type.String({ format: 'date', description: 'The UTC day.' }),
          ...Counts,
          submissions: Type.Integer({
            minimum: 0,
            description: 'Order submissions accepted that day (POST /v1/orders, replays excluded).',
          }),
          submissionsCompleted: Type.Integer({ minimum: 0, description: 'Of those, completed (an order was placed).' }),
          submissionsFailed: Type.Integer({ minimum: 0, description: 'Of those, failed.' }),
        }),
        {
          description: 'Every day of the window, oldest first: the hours summed (quotaUsed: the highest), with the submissions of the day.',
        },
      ),
    },
    { additionalProperties: false },
  ),
  { partnerId: 3, days: 1, from: '2026-01-15T00:00:00.000Z', to: '2026-01-16T00:00:00.000Z', hours: [hour], daily: [day] },
);
