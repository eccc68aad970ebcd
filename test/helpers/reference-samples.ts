// What the tests that run the reference's SDK samples share: a sandbox with
// the demo world listening on a free port (its worker on, so the submit
// sample's wait ends), each operation's sample of one language as the pages
// show it, and the verdict on how the runs went.
import assert from 'node:assert/strict';
import type { TestContext as NodeTestContext } from 'node:test';
import { after, before } from 'node:test';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import { createTestContext, type TestContext } from './context.ts';
import { referencePages } from './reference-pages.ts';

export interface SampleWorld {
  ctx: TestContext;
  demo: DemoWorld;
  origin: string;
}

/** Registers the sandbox's start and close; the world is there once the tests run. */
export function sampleWorld(): SampleWorld {
  const world = {} as SampleWorld;
  before(async () => {
    // A short submission wait: the submit sample waits for the worker, then polls.
    world.ctx = await createTestContext({ ENVIRONMENT_KIND: 'sandbox', SUBMISSION_WAIT_MS: '2000' });
    world.demo = await seedDemo(world.ctx.platform);
    world.ctx.platform.submissions.createWorker({ idlePollMs: 50 }).start();
    world.origin = (await world.ctx.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  });
  after(() => world.ctx.close());
  return world;
}

const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** Every operation's sample in `lang` on the sandbox's reference pages, unescaped, with its method and path. */
export async function referenceSamples(
  world: SampleWorld,
  lang: string,
): Promise<{ id: string; method: string; path: string; code: string }[]> {
  const { pages } = await referencePages(world.ctx.app, '/docs');
  const samples: { id: string; method: string; path: string; code: string }[] = [];
  for (const html of pages.values()) {
    for (const [, id, method, path, body] of html.matchAll(
      /<section class="op" id="op-([^"]+)" data-method="([A-Z]+)" data-path="([^"]+)">([\s\S]*?)<\/section>/g,
    )) {
      const code = new RegExp(`<pre data-lang="${lang}"><code>([\\s\\S]*?)</code></pre>`).exec(body!)?.[1];
      assert.ok(code, `${id}: no ${lang} sample`);
      samples.push({ id: id!, method: method!, path: unescape(path!), code: unescape(code) });
    }
  }
  return samples;
}

/** States of the demo world a write may meet: not there, not in that state, not allowed by a rule. */
const STATE_ERRORS = new Set(['NotFoundError', 'ConflictError', 'UnprocessableError']);
/** Reads of a record a fresh demo world has not made: the example's submission id was recorded after a submission. */
const NOT_IN_A_FRESH_WORLD = new Set(['ordersSubmission']);

/** Reads must succeed (but one); a write may meet the demo world's state, never more; most must succeed. */
export function assertSamplesRan(t: NodeTestContext, outcomes: { id: string; method: string; ok: boolean; error?: string }[]): void {
  const allowed = (o: (typeof outcomes)[number]) =>
    o.method === 'GET' ? NOT_IN_A_FRESH_WORLD.has(o.id) && o.error === 'NotFoundError' : STATE_ERRORS.has(o.error!);
  assert.deepEqual(
    outcomes.filter((o) => !o.ok && !allowed(o)),
    [],
    'samples that failed',
  );
  const ran = outcomes.filter((o) => o.ok).length;
  t.diagnostic(`${ran} of ${outcomes.length} samples succeeded; the others met the demo world's state`);
  assert.ok(ran >= outcomes.length * 0.75, `${ran} of ${outcomes.length} samples succeeded`);
}
