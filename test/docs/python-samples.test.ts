// The reference's Python samples, run: a sandbox with the demo world listens
// on a free port, its reference pages are read through HTTP, and every
// Python SDK sample on them runs in python3 with the Python SDK (sdk-python/)
// and a client made as the overview says. A sample that names a method,
// parameter or variable the SDK has not fails with a Python error; one whose
// example input the service refuses fails with InvalidRequestError. Reads
// must succeed (but one, below); a write may meet the demo world's state (an order already
// shipped, a proof already decided: 404, 409, 422), never more. No python3
// is a failure, never a skip: CI has it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { seedDemo } from '../../src/app/demo/seed.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { referencePages } from '../helpers/reference-pages.ts';

const sdk = join(import.meta.dirname, '..', '..', 'sdk-python');

let ctx: TestContext;
let demo: DemoWorld;
let origin: string;

before(async () => {
  // A short submission wait: the submit sample waits for the worker, then polls.
  ctx = await createTestContext({ ENVIRONMENT_KIND: 'sandbox', SUBMISSION_WAIT_MS: '2000' });
  demo = await seedDemo(ctx.platform);
  ctx.platform.submissions.createWorker({ idlePollMs: 50 }).start();
  origin = (await ctx.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
});
after(() => ctx.close());

const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** Runs each sample after the overview's client line; prints one JSON line per sample. */
const RUNNER = `import json, os, sys
from partner_commerce import PartnerClient, PartnerCommerceError
client = PartnerClient(base_url=os.environ["API"], client_id=os.environ["CLIENT_ID"], client_secret=os.environ["CLIENT_SECRET"])
for sample in json.load(sys.stdin):
    outcome = {"id": sample["id"], "method": sample["method"], "ok": True}
    try:
        exec(compile(sample["code"], sample["id"], "exec"), {"client": client, "print": lambda *a, **k: None})
    except PartnerCommerceError as error:
        outcome.update(ok=False, error=type(error).__name__, status=getattr(error, "status", None), code=getattr(error, "code", None))
    except Exception as error:
        outcome.update(ok=False, error=type(error).__name__, python=str(error))
    print(json.dumps(outcome), flush=True)
`;

function python(input: string, env: Record<string, string>): Promise<{ code: number | null; output: string; error: Error | null }> {
  return new Promise((resolve) => {
    const child = spawn('python3', ['-c', RUNNER], {
      env: { ...process.env, ...env, PYTHONPATH: join(sdk, 'src'), PYTHONDONTWRITEBYTECODE: '1', PYTHONUNBUFFERED: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    // A hung sample is a failure, not a stalled run.
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, output, error });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, error: null });
    });
    child.stdin.end(input);
  });
}

/** States of the demo world a write may meet: not there, not in that state, not allowed by a rule. */
const STATE_ERRORS = new Set(['NotFoundError', 'ConflictError', 'UnprocessableError']);
/** Reads of a record a fresh demo world has not made: the example's submission id was recorded after a submission. */
const NOT_IN_A_FRESH_WORLD = new Set(['ordersSubmission']);

test("every Python SDK sample of the sandbox's reference runs against the service", async (t) => {
  const { pages } = await referencePages(ctx.app, '/docs');
  const samples: { id: string; method: string; code: string }[] = [];
  for (const html of pages.values()) {
    for (const [, id, method, path, body] of html.matchAll(
      /<section class="op" id="op-([^"]+)" data-method="([A-Z]+)" data-path="([^"]+)">([\s\S]*?)<\/section>/g,
    )) {
      const code = /<pre data-lang="python"><code>([\s\S]*?)<\/code><\/pre>/.exec(body!)?.[1];
      assert.ok(code, `${id}: no Python sample`);
      // The SDK's calls; the token request and MCP are shown with urllib (no SDK call to run).
      if (unescape(path!).startsWith('/v1/') && code.includes('client.')) samples.push({ id: id!, method: method!, code: unescape(code) });
    }
  }
  assert.ok(samples.length > 40, `${samples.length} samples`);
  const run = await python(JSON.stringify(samples), { API: origin, CLIENT_ID: demo.clientId, CLIENT_SECRET: demo.clientSecret });
  assert.equal(run.error, null, `python3 could not be started (the reference's Python samples need it): ${run.error?.message}`);
  assert.equal(run.code, 0, run.output);
  const outcomes = run.output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map(
      (l) => JSON.parse(l) as { id: string; method: string; ok: boolean; error?: string; status?: number; code?: string; python?: string },
    );
  assert.equal(outcomes.length, samples.length, run.output);
  const allowed = (o: (typeof outcomes)[number]) =>
    o.method === 'GET' ? NOT_IN_A_FRESH_WORLD.has(o.id) && o.error === 'NotFoundError' : STATE_ERRORS.has(o.error!);
  const wrong = outcomes.filter((o) => !o.ok && !allowed(o));
  assert.deepEqual(wrong, [], 'samples that failed');
  const ran = outcomes.filter((o) => o.ok).length;
  t.diagnostic(`${ran} of ${samples.length} samples succeeded; the others met the demo world's state`);
  assert.ok(ran >= samples.length * 0.75, `${ran} of ${samples.length} samples succeeded`);
});
