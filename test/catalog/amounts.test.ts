// Quoting and pricing on exact amounts (src/catalog/amounts.ts) against the
// decimal.js rules they replaced, computed here at 200 significant digits
// (exact for every input below) and at decimal.js's default 20 (what the
// service answered before): over classes of input, the results are the same
// text, and differ from the default only where it rounded away digits.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Decimal } from 'decimal.js';
import { formatAmount, parseAmount, roundAmount, significantPlaces } from '../../src/catalog/amounts.ts';
import { money, quoteProduct } from '../../src/catalog/rules.ts';
import { exceedsOrderAmount, priceLine, sumMoney } from '../../src/orders/placement/pricing.ts';

const Exact = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_HALF_UP });

/** The rules as decimal.js computed them, with `D` as the constructor. */
function reference(D: typeof Decimal) {
  const cents = (value: Decimal) => value.toDecimalPlaces(2, D.ROUND_HALF_UP);
  const apply = (rule: { name: string; percent: string } | null, base: Decimal) => {
    if (!rule) return null;
    const amount = cents(base.times(rule.percent).dividedBy(100));
    return { name: rule.name, percent: new D(rule.percent).toFixed(2), amount: amount.toFixed(2) };
  };
  return {
    money(value: string) {
      const d = new D(value);
      return d.toFixed(Math.max(2, d.decimalPlaces()));
    },
    total(unitPrice: string, quantity: number) {
      return new D(unitPrice).times(quantity).toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2);
    },
    priceLine(listTotal: string, productRule: { name: string; percent: string } | null, userRule: typeof productRule, fee: string | null) {
      const list = cents(new D(listTotal));
      const productDiscount = apply(productRule, list);
      const afterProduct = list.minus(productDiscount?.amount ?? 0);
      const userDiscount = apply(userRule, afterProduct);
      const total = afterProduct.minus(userDiscount?.amount ?? 0);
      return {
        lineListTotal: list.toFixed(2),
        lineTotal: total.toFixed(2),
        productDiscount,
        userDiscount,
        handlingAmount: fee === null ? null : cents(new D(fee)).toFixed(2),
      };
    },
    sum(values: (string | null)[]) {
      return values.reduce<Decimal>((s, v) => (v === null ? s : s.plus(v)), new D(0)).toFixed(2);
    },
    exceeds(value: string | null) {
      return value !== null && new D(value).abs().gt('999999999999.99');
    },
  };
}

const exact = reference(Exact);
const before = reference(Decimal);

/** A seeded generator: the same inputs on every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * (max + 1));
  const digits = (n: number) => Array.from({ length: n }, () => String(int(9))).join('');
  return {
    int,
    /** A plain decimal as numeric prints it: up to `intDigits` integer digits (no leading zero), up to `places` places. */
    decimal(intDigits: number, places: number): string {
      const whole = String(BigInt(digits(1 + int(intDigits - 1)) || '0'));
      const scale = int(places);
      return scale === 0 ? whole : `${whole}.${digits(scale)}`;
    },
  };
}

/** Values at the half-cent boundaries, with trailing and leading zeros, zero, and the order maximum. */
const EDGES = [
  '0',
  '0.00',
  '0.005',
  '0.004',
  '0.015',
  '1.005',
  '2.675',
  '2.5',
  '2.50',
  '2.5000',
  '007.50',
  '0.1234',
  '10',
  '999999999999.99',
  '999999999999.994',
  '999999999999.995',
  '1000000000000',
  '99999999.9999',
];

describe('exact amounts', () => {
  test('parseAmount takes non-negative plain decimals only', () => {
    assert.deepEqual(parseAmount('12.5000'), { units: 125000n, scale: 4 });
    assert.deepEqual(parseAmount('0'), { units: 0n, scale: 0 });
    for (const text of ['-1', '+1', '1e3', '1.', '.5', ' 1', '1 ', 'NaN', 'Infinity', '', '1,5', '0x10'])
      assert.equal(parseAmount(text), null, text);
  });

  test('rounding is half up at every scale, formatting pads', () => {
    for (const text of EDGES) {
      const a = parseAmount(text)!;
      for (const places of [0, 1, 2, 4]) {
        assert.equal(formatAmount(a, places), new Exact(text).toFixed(places), `${text} to ${places}`);
        assert.equal(formatAmount(roundAmount(a, places), places), new Exact(text).toFixed(places), `${text} rounded to ${places}`);
      }
      assert.equal(significantPlaces(a), new Exact(text).decimalPlaces(), text);
    }
  });

  test('money, quotes, line prices, sums and the order bound equal decimal.js on every class of amount', () => {
    const g = generator(20261126);
    const rule = (name: string) => ({ name, percent: g.int(3) === 0 ? '100' : `${1 + g.int(98)}.${String(g.int(99)).padStart(2, '0')}` });
    for (let i = 0; i < 3000; i += 1) {
      // Unit prices as numeric(14,4) holds them, quantities up to the schema's maximum, fees as numeric(14,2).
      const unit = i < EDGES.length ? EDGES[i]! : g.decimal(10, 4);
      const quantity = [1, 2, 3, 7, 99, 100, 2147483647][g.int(6)]! + g.int(1000);
      assert.equal(money(unit), exact.money(unit), `money ${unit}`);
      const quoted = quoteProduct({ minQuantity: 1, maxQuantity: null }, [{ minQuantity: 1, unitPrice: unit }], quantity);
      assert.equal(quoted.unitPrice, exact.money(unit));
      assert.equal(quoted.totalPrice, exact.total(unit, quantity), `${unit} × ${quantity}`);
      const productRule = g.int(2) === 0 ? null : rule('product');
      const userRule = g.int(2) === 0 ? null : rule('user');
      const fee = g.int(2) === 0 ? null : g.decimal(12, 2);
      const list = g.int(3) === 0 ? quoted.totalPrice : g.decimal(12, 3);
      const priced = priceLine(list, productRule, userRule, fee);
      assert.deepEqual(
        priced,
        exact.priceLine(list, productRule, userRule, fee),
        `line ${list} ${JSON.stringify([productRule, userRule, fee])}`,
      );
      const values = Array.from({ length: 1 + g.int(6) }, () => (g.int(5) === 0 ? null : g.decimal(13, 3)));
      assert.equal(sumMoney(values), exact.sum(values), `sum ${values.join(' + ')}`);
      assert.equal(exceedsOrderAmount(list), exact.exceeds(list), `exceeds ${list}`);
      // Below 10^16 decimal.js at its default precision was exact too: what partners were answered before, unchanged.
      if (new Exact(unit).times(quantity).lt('1e15')) assert.equal(quoted.totalPrice, before.total(unit, quantity));
      if (new Exact(list).lt('1e13')) assert.deepEqual(priced, before.priceLine(list, productRule, userRule, fee));
    }
  });

  test('amounts of 10^16 and more are exact, where decimal.js at 20 digits rounded them', () => {
    const quoted = quoteProduct({ minQuantity: 1, maxQuantity: null }, [{ minQuantity: 1, unitPrice: '9999999999.9999' }], 2147483647);
    assert.equal(quoted.totalPrice, '21474836469999785251.64');
    assert.equal(before.total('9999999999.9999', 2147483647), '21474836469999785252.00');
    assert.equal(sumMoney(['99999999999999999.99', '0.01']), '100000000000000000.00');
    assert.equal(exceedsOrderAmount('21474836469999785251.64'), true);
  });

  test('what is not a plain non-negative decimal is computed as before', () => {
    assert.equal(money('-2.5'), before.money('-2.5'));
    assert.equal(money('1e3'), before.money('1e3'));
    assert.equal(sumMoney(['-1.005', '2']), before.sum(['-1.005', '2']));
    assert.equal(sumMoney(['NaN']), 'NaN');
    assert.equal(exceedsOrderAmount('-1000000000000'), true);
    assert.deepEqual(priceLine('-10', null, null, null), before.priceLine('-10', null, null, null));
    // A discount past its base (the schema allows at most 100 %) leaves the exact path rather than go negative.
    const over = { name: 'over', percent: '150' };
    assert.deepEqual(priceLine('10.00', over, null, null), before.priceLine('10.00', over, null, null));
    assert.throws(() => money(' 1'), /DecimalError/);
  });
});
