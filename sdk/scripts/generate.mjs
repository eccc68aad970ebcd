// The SDK follows the published document: its types and its operation names
// come from the sandbox's partner OpenAPI document (docs/openapi-sandbox.json:
// every operation of docs/openapi.json plus the sandbox's test helpers).
// - src/generated/openapi.ts: the types, by openapi-typescript;
// - src/generated/operations.ts: every operation a client calls, by its
//   operationId, with its route and the client method that calls it
//   (`ordersApproveProof` is `orders.approveProof`: the resource the client
//   groups it under, then the rest of the id);
// - src/generated/resources.ts: the client's resource classes, a typed method
//   per operation (scripts/resources.mjs), named by that same client method.
// All are committed so the package builds and type-checks without a
// generation step. `--check` regenerates in memory and fails when a committed
// file differs, so the SDK cannot drift from the document (CI runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { resourcesFile } from './resources.mjs';

const sdk = join(import.meta.dirname, '..');
// The sandbox's document: the partner document and the test helpers (client.testHelpers), nothing else.
const documentPath = join(sdk, '..', 'docs', 'openapi-sandbox.json');

const HEADER = `// Generated from docs/openapi-sandbox.json by sdk/scripts/generate.mjs.
// Do not edit: run \`npm run generate -w sdk\`; \`npm run check -w sdk\` fails when this file is stale.
/* eslint-disable */
`;

/** The client's resources (client.orders, client.creditAccounts, …), longest first so `creditAccounts` wins over a shorter prefix. */
const RESOURCES = ['creditAccounts', 'testHelpers', 'divisions', 'shipping', 'products', 'segments', 'orders', 'sites', 'users'];
/** The client's own calls that sit under no resource. */
const TOP_LEVEL = new Set(['accessToken', 'ping', 'me']);

/** `ordersApproveProof` → `orders.approveProof`; `me` → `me`; null for an operation no client call makes (sign-in pages, MCP). */
function clientMethodOf(operationId) {
  if (TOP_LEVEL.has(operationId)) return operationId;
  const resource = RESOURCES.find((r) => operationId.startsWith(r) && /^[A-Z]/.test(operationId.slice(r.length)));
  if (!resource) return null;
  const rest = operationId.slice(resource.length);
  return `${resource}.${rest[0].toLowerCase()}${rest.slice(1)}`;
}

function operationsFile(document) {
  const rows = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const call = operation?.operationId && clientMethodOf(operation.operationId);
      if (call) rows.push(`  ${operation.operationId}: { method: '${method.toUpperCase()}', path: '${path}', call: '${call}' },`);
    }
  }
  return `${HEADER}
/** Every operation a client calls, by operationId: its route and the client method that calls it. */
export const OPERATIONS = {
${rows.join('\n')}
} as const;

export type OperationId = keyof typeof OPERATIONS;
/** A client method that calls one operation (\`orders.approveProof\`). */
export type SdkMethodName = (typeof OPERATIONS)[OperationId]['call'];
`;
}

const document = JSON.parse(readFileSync(documentPath, 'utf8'));
const files = {
  'src/generated/openapi.ts': HEADER + astToString(await openapiTS(document, { alphabetize: false, exportType: false, rootTypes: false })),
  'src/generated/operations.ts': operationsFile(document),
  'src/generated/resources.ts': resourcesFile(document, {
    header: HEADER,
    clientMethodOf,
    typesSource: readFileSync(join(sdk, 'src', 'types.ts'), 'utf8'),
  }),
};

const stale = [];
for (const [file, text] of Object.entries(files)) {
  const target = join(sdk, file);
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(target, 'utf8');
    } catch {}
    if (committed !== text) stale.push(file);
  } else {
    writeFileSync(target, text);
    process.stdout.write(`sdk: wrote ${file} (${text.length} characters)\n`);
  }
}
if (stale.length) {
  process.stderr.write(`sdk: ${stale.join(', ')} does not match docs/openapi-sandbox.json; run \`npm run generate -w sdk\`\n`);
  process.exit(1);
}
if (process.argv.includes('--check')) process.stdout.write('sdk: src/generated/ matches docs/openapi-sandbox.json\n');
