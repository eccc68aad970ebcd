import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inProcessCli } from '../../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
});
after(() => ctx.close());

// A proof file's id is a bigint column: the CLI hands it on as its digits, so an id past 2^53 is looked up as
// itself (a JavaScript number would round 9007199254740993 to …992) and one past the column is refused.
describe('partner-api orders proof archive --file-id', () => {
  for (const id of ['9007199254740993', '99999999999999999', '9223372036854775807']) {
    test(`${id} is looked up as written`, async () => {
      const res = await cli('orders', 'proof', 'archive', '--file-id', id);
      assert.notEqual(res.code, 0);
      assert.match(res.stderr, new RegExp(`\\b${id}\\b`), res.stderr);
    });
  }
  for (const id of ['9223372036854775808', '0', '-1', '1e3', '12345678901234567890']) {
    test(`${id} is refused before any lookup`, async () => {
      const res = await cli('orders', 'proof', 'archive', '--file-id', id);
      assert.notEqual(res.code, 0);
      assert.match(res.stderr, /--file-id must be a positive integer/);
    });
  }
});
