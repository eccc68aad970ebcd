// Writes the OpenAPI 3.1 documents generated from the route schemas:
// docs/openapi.json (partner API), docs/openapi-sandbox.json (the partner API
// of a sandbox: the same operations plus the test helpers, tag "Test
// helpers") and docs/openapi-admin.json (back office).
// The platform is built on a throw-away in-memory PGlite, so no running
// service or database is needed. `--check` fails when a file on disk differs.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAdminApp } from '../src/app/hosts/admin.ts';
import { loadConfig } from '../src/app/config.ts';
import { openDatabase } from '../src/db/engine.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { buildPartnerApp } from '../src/app/hosts/partner.ts';
import { createPlatform } from '../src/app/platform.ts';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface OpenApiDocuments {
  partner: object;
  sandbox: object;
  admin: object;
}

export const DOCUMENT_FILES = {
  partner: join(root, 'docs', 'openapi.json'),
  sandbox: join(root, 'docs', 'openapi-sandbox.json'),
  admin: join(root, 'docs', 'openapi-admin.json'),
} as const;

export const DOCUMENT_KEYS = Object.keys(DOCUMENT_FILES) as Array<keyof OpenApiDocuments>;

/** Builds the apps (the partner app of a production and of a sandbox) on an in-memory database and returns their documents. */
export async function generateOpenApi(): Promise<OpenApiDocuments> {
  // A fixed public URL keeps the documents stable whatever the local environment says.
  const env = {
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory://',
    PUBLIC_BASE_URL: 'https://api.example.com',
    ADMIN_TOKEN: 'openapi-generation-token',
  };
  const config = loadConfig(env);
  const database = await openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    const platform = await createPlatform(config, database);
    const sandbox = await createPlatform(loadConfig({ ...env, ENVIRONMENT_KIND: 'sandbox' }), database);
    const partnerApp = await buildPartnerApp(platform);
    const sandboxApp = await buildPartnerApp(sandbox);
    const adminApp = await buildAdminApp(platform);
    try {
      await partnerApp.ready();
      await sandboxApp.ready();
      await adminApp.ready();
      // Round-trip through JSON: drops undefined values and Symbol keys.
      return {
        partner: JSON.parse(JSON.stringify(partnerApp.swagger())) as object,
        sandbox: JSON.parse(JSON.stringify(sandboxApp.swagger())) as object,
        admin: JSON.parse(JSON.stringify(adminApp.swagger())) as object,
      };
    } finally {
      await partnerApp.close();
      await sandboxApp.close();
      await adminApp.close();
      for (const p of [platform, sandbox]) {
        await p.usage.close();
        await p.gateway.close();
        await p.submissions.signals.close();
      }
    }
  } finally {
    await database.close();
  }
}

export function render(document: object): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  // The response examples come from running the request examples: regenerate (or check) them first.
  // `--skip-examples` (CI) checks the documents with the committed examples: the test stages run
  // the examples and compare them with those files (test/docs/examples.test.ts), so CI runs them once per engine, not once more here.
  const { writeExamples } = await import('./examples.ts');
  let stale = process.argv.includes('--skip-examples') ? false : !(await writeExamples(check));
  const documents = await generateOpenApi();
  for (const key of DOCUMENT_KEYS) {
    const file = DOCUMENT_FILES[key];
    const text = render(documents[key]);
    if (check) {
      const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (current !== text) {
        stale = true;
        process.stderr.write(`${file} is out of date: run npm run openapi\n`);
      }
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    process.stdout.write(`wrote ${file}\n`);
  }
  if (stale) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(`openapi: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
