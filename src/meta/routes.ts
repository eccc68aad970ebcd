import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Clock } from '../clock.ts';
import { problems, withExample } from '../http/schema-helpers.ts';
import { operation } from '../http/operations/operation.ts';

const Ping = withExample(
  Type.Object(
    {
      status: Type.Literal('ok', { description: 'Always ok.' }),
      time: Type.String({ format: 'date-time', description: "The server's time." }),
    },
    { additionalProperties: false },
  ),
  {
    status: 'ok',
    time: '2026-01-15T09:30:00.000Z',
  },
);

export const metaRoutes: FastifyPluginAsyncTypebox<{ clock: Clock; requireCredential: boolean }> = async (
  app,
  { clock, requireCredential },
) => {
  app.get(
    '/v1/ping',
    operation(
      'ping',
      {
        // No credential on the bearer host; on the mTLS host the handshake already required one.
        config: { public: !requireCredential, scope: null },
        schema: {
          tags: ['Service'],
          summary: 'Liveness',
          description: 'Liveness of the API. Needs no scope; on the mTLS host it still needs the client certificate.',
          response: { 200: Ping, ...problems() },
        },
      },
      { answers: { 200: 'The service is up: its status and clock.' } },
    ),
    async () => ({ status: 'ok' as const, time: clock.now().toISOString() }),
  );
};
