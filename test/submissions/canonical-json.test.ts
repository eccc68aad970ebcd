// The idempotency digest's canonical text: stored digests are compared with
// new ones, so the text may never change for any body JSON.parse can make.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { engineIndependent } from '../helpers/engines.ts';
import { canonicalJson, requestDigest } from '../../src/submissions/rules.ts';

/** The text as first defined (sort each object's keys, join the parts): the format, kept as the reference. */
function reference(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${reference((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A seeded generator, so a failure names a value that can be made again. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const KEY_PARTS = [
  'a',
  'B',
  'z',
  '_',
  '0',
  '10',
  '9',
  'é',
  'É',
  '😀',
  'ﬀ',
  '\u0000',
  ' ',
  '"',
  '\\',
  'lines',
  'shipTo',
  '__proto__',
  'constructor',
];

function randomValue(next: () => number, depth: number): unknown {
  const kind = Math.floor(next() * (depth > 3 ? 4 : 6));
  if (kind === 0) return null;
  if (kind === 1) return next() < 0.5;
  if (kind === 2) return [0, -0, 1, -1.5, 1e21, 1e-7, 123456789.125, Number.MAX_SAFE_INTEGER][Math.floor(next() * 8)];
  if (kind === 3) return KEY_PARTS.slice(0, Math.floor(next() * 6)).join('') + String.fromCharCode(Math.floor(next() * 0xffff));
  if (kind === 4) return Array.from({ length: Math.floor(next() * 5) }, () => randomValue(next, depth + 1));
  const size = Math.floor(next() * 24);
  const entries: string[] = [];
  for (let i = 0; i < size; i++) {
    const key = KEY_PARTS[Math.floor(next() * KEY_PARTS.length)]! + (next() < 0.5 ? KEY_PARTS[Math.floor(next() * KEY_PARTS.length)] : '');
    entries.push(`${JSON.stringify(key)}:${JSON.stringify(randomValue(next, depth + 1))}`);
  }
  // Through JSON.parse, as a request body comes: "__proto__" is then an own key.
  return JSON.parse(`{${entries.join(',')}}`);
}

engineIndependent(() => {
  test('canonical JSON is the reference text for every value JSON.parse makes (2,000 generated bodies)', () => {
    const next = random(20261127);
    for (let i = 0; i < 2_000; i++) {
      const value = randomValue(next, 0);
      assert.equal(canonicalJson(value), reference(value), `value #${i}: ${JSON.stringify(value)}`);
    }
  });

  test('canonical JSON sorts keys by UTF-16 code units at every level, short and long objects alike', () => {
    assert.equal(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'é' } }), '{"a":{"c":"é","d":[1,{"x":1,"y":2}]},"b":1}');
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${39 - i}`, i]));
    assert.equal(canonicalJson(many), reference(many));
    assert.equal(canonicalJson({ é: 1, z: 2, Z: 3, '😀': 4, ﬀ: 5 }), '{"Z":3,"z":2,"é":1,"😀":4,"ﬀ":5}');
    assert.equal(canonicalJson([]), '[]');
    assert.equal(canonicalJson({}), '{}');
  });

  test('the digest of a stored body never changes (digests in the database are compared with new ones)', () => {
    const body = {
      siteId: 1,
      partnerOrderId: 'B-1001',
      shipTo: { name: 'Ada Lovelace', address1: '1 Main St', city: 'Columbus', state: 'OH', postalCode: '43004', country: 'US' },
      lines: [
        { productId: 'SLO_7', partnerLineId: 'tee-s', quantity: 30, variantId: 3 },
        { productId: 'SLO_9', partnerLineId: 'cards', quantity: 500, templateVariables: { fullName: 'Ada', jobTitle: 'Analyst' } },
      ],
    };
    assert.equal(requestDigest(body), requestDigest(JSON.parse(reference(body))));
    assert.equal(requestDigest(body), '5aaa58c91ebf611c44a13351bce6022d42e15feb7041d8951e1cf15860862c7b');
  });
});
