// The line rules the POST checks and the placement share (one function each).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lineProductRule, ruleField } from '../../../src/orders/placement/rules.ts';

test('lineProductRule: product on the site, variantId exactly for STOCK', () => {
  assert.equal(lineProductRule(undefined, false), 'not_on_site');
  assert.equal(lineProductRule(undefined, true), 'not_on_site');
  assert.equal(lineProductRule({ serviceType: 'STOCK' }, false), 'variant_required');
  assert.equal(lineProductRule({ serviceType: 'STOCK' }, true), null);
  assert.equal(lineProductRule({ serviceType: 'POD' }, true), 'variant_superfluous');
  assert.equal(lineProductRule({ serviceType: 'POD' }, false), null);
  assert.equal(ruleField('not_on_site'), 'productId');
  assert.equal(ruleField('variant_required'), 'variantId');
});
