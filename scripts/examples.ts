// Runs every request example of both documents against a fresh demo world
// (scripts/examples/) and writes what the service answered to
// docs/examples/partner.json and docs/examples/admin.json, which the
// documents publish as the operations' response examples and parameter
// examples (src/http/openapi/examples.ts). Generated, never hand-written:
// `--check` fails when a fresh run answers differently from the files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStorageHost } from '../src/app/hosts/storage.ts';
import { ADMIN_STEPS, adminVars } from './examples/admin.ts';
import { normalise } from './examples/normalise.ts';
import { PARTNER_STEPS, partnerVars } from './examples/partner.ts';
import { runSteps, type Examples } from './examples/run.ts';
import { EXAMPLE_BASE_URL, exampleWorld } from './examples/world.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const EXAMPLE_FILES = {
  partner: join(root, 'docs', 'examples', 'partner.json'),
  admin: join(root, 'docs', 'examples', 'admin.json'),
} as const;

/** Where signed upload URLs point in the examples (the storage host's default port). */
const STORAGE_BASE = 'http://localhost:3002';

export interface ExampleRun {
  partner: Examples;
  admin: Examples;
}

/**
 * Puts an app behind something before the examples call it (the contract
 * run's validation proxy, scripts/contract.ts): given the app and its
 * document, returns what the steps call `inject` on.
 */
export type Through = (
  app: FastifyInstance,
  host: 'partner' | 'admin',
  document: Record<string, unknown>,
) => Promise<Pick<FastifyInstance, 'inject'>>;

/** One full run on a fresh demo world: partner examples first, then the back office's. */
export async function runExamples(through?: Through): Promise<ExampleRun> {
  const world = await exampleWorld();
  const { ctx, demo } = world;
  const storage = (await startStorageHost(ctx.platform, 0))!;
  const worker = ctx.platform.submissions.createWorker({ idlePollMs: 20 });
  worker.start();
  try {
    ctx.platform.orders.storage.local!.useBaseUrl(STORAGE_BASE);
    const token = (
      await ctx.requestToken({ grant_type: 'client_credentials', client_id: demo.clientId, client_secret: demo.clientSecret })
    ).json().access_token as string;
    const admin = (path: string, method: 'PUT' | 'POST' | 'PATCH', payload: object) =>
      ctx.adminCall({ method, url: path, payload }).then((r) => {
        if (r.statusCode >= 300) throw new Error(`${method} ${path}: ${r.statusCode} ${r.body}`);
        return r.json() as Record<string, unknown>;
      });
    const partnerDocument = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const adminDocument = (await ctx.admin.inject({ method: 'GET', url: '/admin/openapi.json' })).json();
    const vars = {
      ...partnerVars(demo),
      reviewAgain: () => admin('/admin/orders/100001/items/500001/proof-status', 'PUT', { proofStatus: 'PENDING_REVIEW' }),
      upload: async () => {
        const url = String(vars.uploadUrl).replace(STORAGE_BASE, storage.url);
        const res = await fetch(url, {
          method: 'PUT',
          body: '%PDF-1.4\n% example artwork\n',
          headers: { 'content-type': 'application/pdf' },
        });
        if (res.status !== 200) throw new Error(`artwork upload: ${res.status} ${await res.text()}`);
      },
    } as Record<string, unknown>;
    const partnerApp = through ? await through(ctx.app, 'partner', partnerDocument) : ctx.app;
    const adminApp = through ? await through(ctx.admin, 'admin', adminDocument) : ctx.admin;
    const partner = await runSteps(
      { app: partnerApp as FastifyInstance, document: partnerDocument, authorization: () => `Bearer ${token}` },
      PARTNER_STEPS,
      vars,
    );
    const adminExamples = await runSteps(
      { app: adminApp as FastifyInstance, document: adminDocument, authorization: () => `Bearer ${world.adminToken}` },
      ADMIN_STEPS,
      {
        ...adminVars(demo),
        mtlsPartner: async () =>
          (await admin('/admin/partners', 'POST', { name: 'Newco Orders', authMethod: 'MTLS', capabilities: ['sites:read'], siteIds: [1] }))
            .partnerId,
      },
    );
    const secrets = [demo.clientSecret, token];
    const replace = { [demo.clientId]: 'ybjo21c4rb17vo4kvqacnvhzbd' };
    return {
      partner: normalise(partner, { startedMs: world.startedMs, baseUrl: EXAMPLE_BASE_URL, secrets, replace }),
      admin: normalise(adminExamples, { startedMs: world.startedMs, baseUrl: EXAMPLE_BASE_URL, secrets, replace }),
    };
  } finally {
    await worker.stop();
    await storage.close();
    await ctx.close();
  }
}

export function renderExamples(examples: Examples): string {
  return `${JSON.stringify(examples, null, 2)}\n`;
}

/** Writes the files, or (check) reports the ones a fresh run does not reproduce. */
export async function writeExamples(check: boolean): Promise<boolean> {
  const run = await runExamples();
  let same = true;
  for (const key of ['partner', 'admin'] as const) {
    const file = EXAMPLE_FILES[key];
    const text = renderExamples(run[key]);
    if (check) {
      if ((existsSync(file) ? readFileSync(file, 'utf8') : '') !== text) {
        same = false;
        process.stderr.write(`${file} is out of date: run npm run openapi\n`);
      }
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    process.stdout.write(`wrote ${file}\n`);
  }
  return same;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeExamples(process.argv.includes('--check'))
    .then((same) => {
      if (!same) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      process.stderr.write(`examples: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
