// A field's description says what that field holds. Shared words are reused
// only where the meaning is the same: a saved address holds a country's and
// a state's names (the spec's address record) where an order's address holds
// codes, the OAuth `state` is the client's opaque value and not a region, an
// audit entry's time is when the action was done, and no `name` is left with
// words that would fit any record.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

type Json = Record<string, any>;

const docs = join(import.meta.dirname, '..', '..', 'docs');
const documents = Object.fromEntries(
  ['openapi.json', 'openapi-sandbox.json', 'openapi-admin.json'].map((file) => [
    file,
    JSON.parse(readFileSync(join(docs, file), 'utf8')) as Json,
  ]),
);

/** Every (path, property name, property schema) under a value, components and operations alike. */
function* properties(value: unknown, at: string): Generator<[string, string, Json]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* properties(item, `${at}[${i}]`);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as Json;
  if (node.properties && typeof node.properties === 'object') {
    for (const [name, schema] of Object.entries(node.properties as Record<string, Json>)) yield [`${at}.${name}`, name, schema];
  }
  for (const [key, child] of Object.entries(node)) yield* properties(child, `${at}/${key}`);
}

const component = (file: string, name: string): Json => {
  const schema = documents[file]?.components?.schemas?.[name];
  assert.ok(schema, `${file} has no component ${name}`);
  return schema;
};

test('no field of any document is described with words that fit any record', () => {
  const generic = new Set(['The display name.', 'The URL.', 'The name.']);
  const found = Object.entries(documents).flatMap(([file, document]) =>
    [...properties(document, file)].filter(([, , schema]) => generic.has(schema.description)).map(([where]) => where),
  );
  assert.deepEqual(found, []);
});

test("a saved address's country and state are described as names, its codes as codes", () => {
  for (const file of ['openapi.json', 'openapi-sandbox.json']) {
    const fields = component(file, 'UserAddress').properties as Record<string, Json>;
    assert.match(fields.country.description, /by name/);
    assert.match(fields.state.description, /by name/);
    assert.doesNotMatch(fields.country.description, /alpha-2/);
    assert.match(fields.countryCode.description, /ISO/);
    assert.match(fields.stateCode.description, /code/);
  }
});

test("the sign-in form's `state` is the client's OAuth value, not a postal region", () => {
  const states = [...properties(documents['openapi.json'], 'partner')].filter(
    ([where, name]) => name === 'state' && /authorize/.test(where),
  );
  assert.ok(states.length > 0, 'the authorize form publishes `state`');
  for (const [where, , schema] of states) {
    assert.doesNotMatch(schema.description, /region/i, where);
    assert.match(schema.description, /unchanged/, where);
  }
});

test("an audit entry's time is when the action was done, not a notification's", () => {
  const occurredAt = component('openapi-admin.json', 'AdminAuditEntry').properties.occurredAt as Json;
  assert.doesNotMatch(occurredAt.description, /notification/);
  assert.match(occurredAt.description, /transaction/);
});
