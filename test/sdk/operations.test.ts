// Every operation of the partner document (the sandbox's: every production
// operation and the test helpers) has its SDK call: SDK_OPERATIONS
// names one per operationId (the reference pages show it as the sample), and
// the method it names exists on a client. Only the operations a machine
// client does not call are left out: interactive sign-in, client
// registration and discovery (OAuth for MCP clients) and MCP itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PartnerClient, SDK_OPERATIONS } from '../../sdk/src/index.ts';
import { PROTOCOL_OPERATION_NAMES } from '../../sdk/src/operation-names.ts';

const NOT_FOR_MACHINE_CLIENTS = new Set(Object.values(PROTOCOL_OPERATION_NAMES));

test('every partner operation has its SDK call, and each named method exists', () => {
  const document = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'openapi-sandbox.json'), 'utf8'));
  const ids: string[] = Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((ops) =>
    Object.values(ops)
      .map((op) => op.operationId)
      .filter((id): id is string => typeof id === 'string'),
  );
  const expected = ids.filter((id) => !NOT_FOR_MACHINE_CLIENTS.has(id)).sort();
  assert.deepEqual(Object.keys(SDK_OPERATIONS).sort(), expected);

  const client = new PartnerClient({ baseUrl: 'http://127.0.0.1:1', clientId: 'x', clientSecret: 'y' }) as unknown as Record<
    string,
    unknown
  >;
  for (const [id, { method, sample }] of Object.entries(SDK_OPERATIONS)) {
    const parts = method.split('.');
    const owner = parts.length === 2 ? (client[parts[0]!] as Record<string, unknown>) : client;
    assert.equal(typeof owner?.[parts.at(-1)!], 'function', `${id}: client.${method}`);
    assert.ok(sample.includes(`client.${method}(`), `${id}: the sample calls client.${method}`);
  }
});
