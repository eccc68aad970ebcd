import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { signedAmount } from '../../src/credit/rules.ts';
import { checkParent } from '../../src/divisions/rules.ts';
import { emailDomain } from '../../src/users/auto-segments.ts';
import { checkPlatformRules, uniqueIds } from '../../src/users/rules.ts';

const codeOf = (fn: () => void) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('division tree rules', () => {
  test('self, cycle and depth', () => {
    assert.equal(
      codeOf(() => checkParent(5, [5, 1], 1)),
      'parent_is_self',
    );
    assert.equal(
      codeOf(() => checkParent(5, [7, 5, 1], 1)),
      'division_parent_invalid',
    );
    assert.equal(
      codeOf(() => checkParent(undefined, [9, 8, 7, 6, 5, 4, 3, 2, 1], 1)),
      'ok',
    );
    assert.equal(
      codeOf(() => checkParent(undefined, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 1)),
      'division_parent_invalid',
    );
    assert.equal(
      codeOf(() => checkParent(20, [3, 2, 1], 7)),
      'ok',
    );
    assert.equal(
      codeOf(() => checkParent(20, [3, 2, 1], 8)),
      'division_parent_invalid',
    );
  });
});

describe('user platform rules', () => {
  test('malformed email and blank names are monolith_rejected', () => {
    assert.equal(
      codeOf(() => checkPlatformRules({ email: 'a@b.co', firstName: 'A' })),
      'ok',
    );
    for (const email of ['a', 'a@b', 'a@@b.co', 'a b@c.de', '@b.co'])
      assert.equal(
        codeOf(() => checkPlatformRules({ email })),
        'monolith_rejected',
        email,
      );
    assert.equal(
      codeOf(() => checkPlatformRules({ firstName: '  ' })),
      'monolith_rejected',
    );
  });
  test('duplicates collapse in order; email domain is case-insensitive', () => {
    assert.deepEqual(uniqueIds([3, 1, 3, 2, 1]), [3, 1, 2]);
    assert.equal(emailDomain('X@Acme.TEST'), 'acme.test');
    assert.equal(emailDomain(null), null);
  });
});

describe('credit movement signs', () => {
  test('debits and expiries negative, credits and refunds positive, adjustments as given', () => {
    assert.equal(signedAmount('PRODUCT_DEBIT', '10.5'), '-10.50');
    assert.equal(signedAmount('EXPIRY', '3'), '-3.00');
    assert.equal(signedAmount('REFUND', '2.25'), '2.25');
    assert.equal(signedAmount('ADJUSTMENT', '-1.10'), '-1.10');
    assert.equal(
      codeOf(() => signedAmount('CREDIT', '-1')),
      'invalid_request',
    );
    assert.equal(
      codeOf(() => signedAmount('ADJUSTMENT', '0')),
      'invalid_request',
    );
  });
});
