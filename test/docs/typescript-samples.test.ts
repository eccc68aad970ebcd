// The reference's TypeScript samples, run: a sandbox with the demo world
// listens on a free port, its reference pages are read through HTTP, and
// every TypeScript SDK sample on them runs with the TypeScript SDK (sdk/) and
// a client made as the overview says. The samples are written from the
// document (src/docs-site/samples.ts) or in the shape the route declares, so
// this is what holds them to the SDK: each operation the SDK calls has a
// sample calling its very method, a method or argument the SDK has not fails
// with a TypeError, and an example input the service refuses fails with
// InvalidRequestError. Reads must succeed (but one, below); a write may meet
// the demo world's state (404, 409, 422), never more.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PartnerClient, SDK_OPERATIONS } from '../../sdk/src/index.ts';
import { assertSamplesRan, referenceSamples, sampleWorld } from '../helpers/reference-samples.ts';

const world = sampleWorld();

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<void>;

test("every TypeScript SDK sample of the sandbox's reference calls its operation's SDK method and runs against the service", async (t) => {
  const samples = new Map(
    (await referenceSamples(world, 'typescript')).filter((s) => s.code.includes('client.')).map((s) => [s.id, s] as const),
  );
  assert.deepEqual([...samples.keys()].sort(), Object.keys(SDK_OPERATIONS).sort(), 'an SDK sample for every SDK call, none for another');
  for (const [id, { method: call }] of Object.entries(SDK_OPERATIONS))
    assert.ok(samples.get(id)!.code.includes(`client.${call}(`), `${id}: the sample calls client.${call}: ${samples.get(id)!.code}`);

  const client = new PartnerClient({ baseUrl: world.origin, clientId: world.demo.clientId, clientSecret: world.demo.clientSecret });
  const quiet = { log: () => {} };
  const outcomes: { id: string; method: string; ok: boolean; error?: string; detail?: string }[] = [];
  for (const [id, { method, code }] of samples) {
    try {
      await new AsyncFunction('client', 'console', code)(client, quiet);
      outcomes.push({ id, method, ok: true });
    } catch (error) {
      const e = error as Error;
      outcomes.push({ id, method, ok: false, error: e.constructor.name, detail: e.message });
    }
  }
  client.close();
  assertSamplesRan(t, outcomes);
});
