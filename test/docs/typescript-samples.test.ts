// The reference's TypeScript samples, run: a sandbox with the demo world
// listens on a free port, its reference pages are read through HTTP, and
// every TypeScript SDK sample on them runs with the TypeScript SDK (sdk/) and
// a client made as the overview says. The samples are written from the
// document (src/docs-site/samples.ts) or in the shape the route declares, so
// this is what holds them to the SDK: each operation the SDK calls has a
// sample calling its very method, a method or argument the SDK has not fails
// with a TypeError, and an example input the service refuses fails with
// InvalidRequestError. Reads must succeed (but one, below); a write may meet
// the demo world's state (404, 409, 422), never more. Running them proves
// nothing of their types, so every TypeScript sample of the reference is also
// compiled, each a module of its own after `declare const client:
// PartnerClient`, against the SDK's sources under `strict`: a reader pasting
// one into a typed project meets no error.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

const root = join(import.meta.dirname, '..', '..');
// The repository's compiler, as sdk/scripts/build.mjs uses it.
const tsc = join(dirname(createRequire(join(root, 'package.json')).resolve('typescript/package.json')), 'bin', 'tsc');

test("every TypeScript sample of the sandbox's reference type-checks against the SDK under strict", async () => {
  const samples = await referenceSamples(world, 'typescript');
  assert.ok(samples.length >= 40, `${samples.length} samples`);
  const dir = mkdtempSync(join(tmpdir(), 'pcapi-ts-samples-'));
  try {
    const files = samples.map(({ id, code }) => {
      const file = `${id}.mts`;
      const header = "import type { PartnerClient } from '@partner-commerce/sdk';\ndeclare const client: PartnerClient;\n";
      writeFileSync(join(dir, file), `${header}${code}\nexport {};\n`);
      return file;
    });
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          allowImportingTsExtensions: true,
          skipLibCheck: true,
          types: ['node'],
          typeRoots: [join(root, 'node_modules', '@types')],
          paths: { '@partner-commerce/sdk': [join(root, 'sdk', 'src', 'index.ts')] },
        },
        files,
      }),
    );
    try {
      execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      assert.fail(`samples that do not compile (file name: the operation):\n${(error as { stdout?: string }).stdout ?? error}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
