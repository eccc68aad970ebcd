// Every operation of the partner document (the sandbox's: every production
// operation and the test helpers) that a client calls has its SDK call,
// generated from the document (sdk/src/generated/operations.ts), and that
// method exists on the client. (The reference pages' samples of it are run
// by test/docs/typescript-samples.test.ts.) Only the operations a machine
// client does not call are left out: interactive sign-in, client
// registration and discovery (OAuth for MCP clients) and MCP itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PartnerClient, SDK_OPERATIONS } from '../../sdk/src/index.ts';

const NOT_FOR_MACHINE_CLIENTS = new Set([
  'jwks',
  'authorizePage',
  'authorize',
  'registerClient',
  'protectedResourceMetadata',
  'mcpProtectedResourceMetadata',
  'authorizationServerMetadata',
  'mcp',
]);

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
  for (const [id, { method }] of Object.entries(SDK_OPERATIONS)) {
    const parts = method.split('.');
    const owner = parts.length === 2 ? (client[parts[0]!] as Record<string, unknown>) : client;
    assert.equal(typeof owner?.[parts.at(-1)!], 'function', `${id}: client.${method}`);
  }
});
