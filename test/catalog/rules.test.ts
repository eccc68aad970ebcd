import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatProductId, parseProductId } from '../../src/catalog/ids.ts';
import {
  checkPatchForKind,
  checkPatchForServiceType,
  money,
  planShareDisplay,
  quoteProduct,
  selectPriceTier,
} from '../../src/catalog/rules.ts';

const tiers = [
  { minQuantity: 100, unitPrice: '0.50' },
  { minQuantity: 1, unitPrice: '1.00' },
  { minQuantity: 500, unitPrice: '0.25' },
];

describe('selectPriceTier', () => {
  test('picks the greatest minimum not above the quantity, whatever the order', () => {
    assert.equal(selectPriceTier(tiers, 1)?.unitPrice, '1.00');
    assert.equal(selectPriceTier(tiers, 99)?.unitPrice, '1.00');
    assert.equal(selectPriceTier(tiers, 100)?.unitPrice, '0.50');
    assert.equal(selectPriceTier(tiers, 10_000)?.unitPrice, '0.25');
    assert.equal(selectPriceTier(tiers.slice(0, 1), 99), null);
    assert.equal(selectPriceTier([], 1), null);
  });
});

describe('quoteProduct', () => {
  test('exact decimal arithmetic, total rounded half-up to cents', () => {
    const q = quoteProduct({ minQuantity: 1, maxQuantity: null }, [{ minQuantity: 1, unitPrice: '0.1' }], 3);
    assert.deepEqual(q, { quantity: 3, unitPrice: '0.10', totalPrice: '0.30', tierMinQuantity: 1 });
    assert.equal(quoteProduct({ minQuantity: 1, maxQuantity: null }, [{ minQuantity: 1, unitPrice: '0.005' }], 1).totalPrice, '0.01');
    assert.equal(
      quoteProduct({ minQuantity: 1, maxQuantity: null }, [{ minQuantity: 1, unitPrice: '99999999.9999' }], 2147483647).totalPrice,
      '214748364699785251.64',
    );
  });

  test('errors: no tiers, under minimum, over maximum, under every tier', () => {
    assert.throws(() => quoteProduct({ minQuantity: 1, maxQuantity: null }, [], 1), { code: 'quote_product_not_found' });
    assert.throws(() => quoteProduct({ minQuantity: 5, maxQuantity: null }, tiers, 4), { code: 'quote_invalid' });
    assert.throws(() => quoteProduct({ minQuantity: 1, maxQuantity: 10 }, tiers, 11), { code: 'quote_invalid' });
    assert.throws(() => quoteProduct({ minQuantity: 1, maxQuantity: null }, [{ minQuantity: 10, unitPrice: '1' }], 9), {
      code: 'quote_invalid',
    });
  });

  test('money keeps at least two places and never loses digits', () => {
    assert.equal(money('2.5'), '2.50');
    assert.equal(money('0.1234'), '0.1234');
    assert.equal(money('10'), '10.00');
  });
});

describe('product PATCH rules', () => {
  test('owned products refuse overrideDisplay; shares refuse master fields and null display fields', () => {
    assert.throws(() => checkPatchForKind('SLO', { overrideDisplay: true }), { code: 'invalid_product_patch' });
    assert.doesNotThrow(() => checkPatchForKind('SLO', { description: null, name: 'x' }));
    assert.throws(() => checkPatchForKind('SLS', { name: 'x' }), { code: 'invalid_product_patch' });
    assert.throws(() => checkPatchForKind('SLS', { maxQuantity: 3 }), { code: 'invalid_product_patch' });
    assert.throws(() => checkPatchForKind('SLS', { metaKeywords: null }), { code: 'sls_null_backfills_master' });
    assert.throws(() => checkPatchForKind('SLS', { overrideDisplay: false, description: 'x' }), { code: 'invalid_product_patch' });
    assert.doesNotThrow(() => checkPatchForKind('SLS', { overrideDisplay: false, visibility: 'HIDDEN' }));
  });

  test('POD-only fields on a STOCK product are unsupported_field_for_service_type', () => {
    assert.throws(() => checkPatchForServiceType('STOCK', { turnaroundBusinessDays: 2 }), { code: 'unsupported_field_for_service_type' });
    assert.doesNotThrow(() => checkPatchForServiceType('POD', { turnaroundBusinessDays: 2 }));
    assert.doesNotThrow(() => checkPatchForServiceType('STOCK', { name: 'x' }));
  });

  test('planShareDisplay: write overrides from the master, false restores inheritance, unrelated patch keeps state', () => {
    const master = { description: 'M', metaDescription: 'MM', metaKeywords: 'MK' };
    const inheriting = { overrideDisplay: false, description: null, metaDescription: null, metaKeywords: null };
    assert.deepEqual(planShareDisplay(inheriting, master, { description: 'S' }), {
      overrideDisplay: true,
      description: 'S',
      metaDescription: 'MM',
      metaKeywords: 'MK',
    });
    const overriding = { overrideDisplay: true, description: 'S', metaDescription: 'SM', metaKeywords: null };
    assert.deepEqual(planShareDisplay(overriding, master, { metaKeywords: 'SK' }), {
      overrideDisplay: true,
      description: 'S',
      metaDescription: 'SM',
      metaKeywords: 'SK',
    });
    assert.deepEqual(planShareDisplay(overriding, master, { overrideDisplay: false }), inheriting);
    assert.deepEqual(planShareDisplay(overriding, master, { visibility: 'HIDDEN' }), overriding);
    assert.deepEqual(planShareDisplay(inheriting, master, { overrideDisplay: true }), { overrideDisplay: true, ...master });
  });
});

describe('product ids', () => {
  test('parse and format', () => {
    assert.deepEqual(parseProductId('SLO_007'), { kind: 'SLO', id: '7' });
    assert.deepEqual(parseProductId('SLO_12'), { kind: 'SLO', id: '12' });
    assert.deepEqual(parseProductId('SLO_0'), { kind: 'SLO', id: '0' });
    assert.deepEqual(parseProductId('SLS_000'), { kind: 'SLS', id: '0' });
    assert.deepEqual(parseProductId('SLS_999999999999999999'), { kind: 'SLS', id: '999999999999999999' });
    assert.equal(parseProductId('SLX_1'), null);
    assert.equal(parseProductId('SLO_1234567890123456789'), null);
    assert.equal(formatProductId('SLS', '12'), 'SLS_12');
  });
});
