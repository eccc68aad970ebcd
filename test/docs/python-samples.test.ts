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
import { test } from 'node:test';
import { assertSamplesRan, referenceSamples, sampleWorld } from '../helpers/reference-samples.ts';

const sdk = join(import.meta.dirname, '..', '..', 'sdk-python');
const world = sampleWorld();

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

test("every Python SDK sample of the sandbox's reference runs against the service", async (t) => {
  // The SDK's calls; the token request and MCP are shown with urllib (no SDK call to run).
  const samples = (await referenceSamples(world, 'python')).filter((s) => s.path.startsWith('/v1/') && s.code.includes('client.'));
  assert.ok(samples.length > 40, `${samples.length} samples`);
  const run = await python(JSON.stringify(samples), {
    API: world.origin,
    CLIENT_ID: world.demo.clientId,
    CLIENT_SECRET: world.demo.clientSecret,
  });
  assert.equal(run.error, null, `python3 could not be started (the reference's Python samples need it): ${run.error?.message}`);
  assert.equal(run.code, 0, run.output);
  const outcomes = run.output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map(
      (l) => JSON.parse(l) as { id: string; method: string; ok: boolean; error?: string; status?: number; code?: string; python?: string },
    );
  assert.equal(outcomes.length, samples.length, run.output);
  assertSamplesRan(t, outcomes);
});
