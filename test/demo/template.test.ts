// A cold `npm start` copies the seeded demo template (src/app/demo/template.ts)
// into a new data directory: the world is the template's, but its keys and
// credentials must be the directory's own. Two directories started from one
// template, through the partner API: each one's credentials and tokens work
// there and nowhere else.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/app/config.ts';
import { seedDemoCredentials } from '../../src/app/demo/seed.ts';
import { copyDemoTemplate, findDemoTemplate, makeDemoTemplate } from '../../src/app/demo/template.ts';
import type { DemoWorld } from '../../src/app/demo/world.ts';
import { buildPartnerApp } from '../../src/app/hosts/partner.ts';
import { createPlatform, type Platform } from '../../src/app/platform.ts';
import { isPostgresUrl, openDatabase, type Database } from '../../src/db/engine.ts';
import { TEST_PASSWORD_COST } from '../helpers/service-process.ts';

interface Started {
  database: Database;
  platform: Platform;
  app: Awaited<ReturnType<typeof buildPartnerApp>>;
  world: DemoWorld;
}

// The embedded engine's own behaviour: on the PostgreSQL run (DATABASE_URL) these tests would start the
// same embedded engine again and prove nothing new, so they are declared on the embedded engine's run only,
// as the PostgreSQL-only files are on PostgreSQL's.
if (!isPostgresUrl(process.env.DATABASE_URL ?? '')) {
  test('directories started from one demo template share its world but not its keys or credentials', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pcapi-template-'));
    const started: Started[] = [];
    try {
      const dir = join(root, 'template');
      await makeDemoTemplate(dir);
      const template = findDemoTemplate(dir);
      assert.ok(template, 'the template is made');
      assert.equal(existsSync(join(dir, 'pglite', 'demo-credentials.json')), false, 'the template holds no credentials');
      for (const name of ['a', 'b']) {
        const dataDir = join(root, name, 'pglite');
        const storageDir = join(root, name, 'storage');
        copyDemoTemplate(template, dataDir, storageDir);
        const database = await openDatabase(dataDir);
        // The demo team's passwords at scrypt's smallest accepted cost: what differs between directories is the point here.
        const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: dataDir, STORAGE_DIR: storageDir, ...TEST_PASSWORD_COST });
        const platform = await createPlatform({ ...config, adminToken: null }, database);
        const world = await seedDemoCredentials(platform, template.place);
        started.push({ database, platform, world, app: await buildPartnerApp(platform) });
      }
      const [a, b] = started as [Started, Started];
      assert.notEqual(a.world.clientSecret, b.world.clientSecret);
      assert.notDeepEqual(
        a.world.staff?.map((m) => m.password),
        b.world.staff?.map((m) => m.password),
      );

      const token = async (on: Started, world: DemoWorld) =>
        on.app.inject({
          method: 'POST',
          url: '/oauth2/token',
          headers: {
            authorization: `Basic ${Buffer.from(`${world.clientId}:${world.clientSecret}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: 'grant_type=client_credentials',
        });
      const issued = await token(a, a.world);
      assert.equal(issued.statusCode, 200, issued.body);
      assert.equal((await token(b, a.world)).statusCode, 401, "one directory's client is unknown to the other");

      const me = (on: Started, accessToken: string) =>
        on.app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${accessToken}` } });
      const accessToken = issued.json().access_token as string;
      const mine = await me(a, accessToken);
      assert.equal(mine.statusCode, 200, mine.body);
      assert.equal(mine.json().partnerId, template.place.partnerId, "the world is the template's");
      assert.equal((await me(b, accessToken)).statusCode, 401, "one directory's signing key is not the other's");
    } finally {
      for (const s of started) {
        await s.app.close();
        await s.platform.usage.close();
        await s.database.close();
      }
      rmSync(root, { recursive: true, force: true });
    }
  });
}
