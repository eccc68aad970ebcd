// The environments the published documents describe, each seeded with the demo world and holding the demo
// partner's token: what a test generated from the documents sends its requests to.
import { after, before } from 'node:test';
import { seedDemo } from '../../src/app/demo/seed.ts';
import { createTestContext, type TestContext } from './context.ts';
import type { DocumentName } from './document-requests.ts';

export type EnvironmentKind = 'production' | 'sandbox';

/** Each document, with the kind of environment that serves it. */
export const DOCUMENT_ENVIRONMENTS: Array<[DocumentName, EnvironmentKind]> = [
  ['openapi.json', 'production'],
  ['openapi-sandbox.json', 'sandbox'],
  ['openapi-admin.json', 'production'],
];

/**
 * One demo-seeded context of each kind with the demo partner's token, made before the enclosing suite's
 * tests and closed after them (call it inside a `describe`).
 */
export function demoContexts(): Partial<Record<EnvironmentKind, { ctx: TestContext; token: string }>> {
  const contexts: Partial<Record<EnvironmentKind, { ctx: TestContext; token: string }>> = {};
  before(async () => {
    for (const kind of ['production', 'sandbox'] as const) {
      const ctx = await createTestContext(kind === 'sandbox' ? { ENVIRONMENT_KIND: 'sandbox' } : {});
      const demo = await seedDemo(ctx.platform);
      const res = await ctx.requestToken({ grant_type: 'client_credentials', client_id: demo.clientId, client_secret: demo.clientSecret });
      contexts[kind] = { ctx, token: res.json().access_token };
    }
  });
  after(async () => {
    for (const held of Object.values(contexts)) await held?.ctx.close();
  });
  return contexts;
}
