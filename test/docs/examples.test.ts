// The published examples are true: every request example of both documents
// runs against a fresh demo world and answers as documented (the run throws
// otherwise), and what it answered is exactly what the documents publish as
// response examples (docs/examples/*.json, merged by npm run openapi).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { EXAMPLE_FILES, runExamples, type ExampleRun } from '../../scripts/examples.ts';
import { ADMIN_NOT_RUN, ADMIN_STEPS } from '../../scripts/examples/admin.ts';
import { PARTNER_NOT_RUN, PARTNER_STEPS } from '../../scripts/examples/partner.ts';
import { requestExamples } from '../../scripts/examples/run.ts';
import { DOCUMENT_FILES } from '../../scripts/openapi.ts';

let run: ExampleRun;
before(async () => {
  run = await runExamples();
});

for (const key of ['partner', 'admin'] as const) {
  test(`${key}: a fresh run reproduces the committed examples (run npm run openapi when this fails)`, () => {
    assert.deepEqual(run[key], JSON.parse(readFileSync(EXAMPLE_FILES[key], 'utf8')));
  });
}

// The sandbox's document is the partner document and the test helpers: the partner run answers both.
for (const key of ['partner', 'sandbox', 'admin'] as const) {
  test(`${key}: every request example of the document is run, or listed with its reason`, () => {
    const document = JSON.parse(readFileSync(DOCUMENT_FILES[key], 'utf8'));
    const steps = new Set((key === 'admin' ? ADMIN_STEPS : PARTNER_STEPS).map((s) => s.op));
    const notRun = key === 'admin' ? ADMIN_NOT_RUN : PARTNER_NOT_RUN;
    const withExamples = Object.keys(requestExamples(document));
    assert.deepEqual(
      withExamples.filter((op) => !steps.has(op) && !(op in notRun)),
      [],
      'request examples nobody runs',
    );
    for (const op of Object.keys(notRun)) assert.ok(withExamples.includes(op) && !steps.has(op), `${op} is listed as not run`);
  });
}

test('the documents publish the run: POST /v1/orders answers a completed order of the demo world', () => {
  const document = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));
  const created = document.paths['/v1/orders'].post.responses['201'].content['application/json'].examples.example1.value;
  assert.equal(created.status, 'completed');
  assert.equal(created.order.status, 'RECEIVED');
  const param = document.paths['/v1/orders/{orderNumber}'].get.parameters.find((p: { name: string }) => p.name === 'orderNumber');
  assert.equal(param.example, 100001);
});
