// A refusal (a 4xx problem) is made without a stack trace: nothing reads
// where it was thrown, and capturing the stack was most of the cost of making
// one (src/errors/catalogue.ts). A 5xx problem keeps its stack, for whoever
// logs it, and making either leaves every other error's stack as it was.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { problem } from '../../src/errors/catalogue.ts';

const frames = /\n\s+at /;

test('a 4xx problem has no stack frames, a 5xx problem has them, and other errors keep theirs', () => {
  const refused = problem('order_not_found');
  assert.equal(refused.status, 404);
  assert.doesNotMatch(refused.stack ?? '', frames);
  assert.match(new Error('made after a refusal').stack ?? '', frames);
  assert.match(problem('internal_error').stack ?? '', frames);
  assert.match(problem('service_unavailable').stack ?? '', frames);
  assert.match(new Error('made after a 5xx problem').stack ?? '', frames);
});
