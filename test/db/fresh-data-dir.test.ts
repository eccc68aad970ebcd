// A new embedded data directory starts from the cached migrated snapshot
// (no initdb, no migrations to apply), then reopens as an ordinary directory;
// an in-memory database (memory://, an in-memory sandbox) starts from it too.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import { isPostgresUrl, openDatabase } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { ensureSnapshot } from '../../src/db/make-snapshot.ts';

const dir = mkdtempSync(join(tmpdir(), 'pcapi-datadir-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// The embedded engine's own behaviour: on the PostgreSQL run (DATABASE_URL) these tests would start the
// same embedded engine again and prove nothing new, so they are declared on the embedded engine's run only,
// as the PostgreSQL-only files are on PostgreSQL's.
if (!isPostgresUrl(process.env.DATABASE_URL ?? '')) {
  describe('embedded data directory', () => {
    test('a new one is already migrated, keeps its data, and uses small shared buffers', async () => {
      await ensureSnapshot();
      const first = await openDatabase(join(dir, 'pglite'));
      try {
        assert.deepEqual(await migrateToLatest(first.db), [], 'nothing left to migrate');
        await sql`INSERT INTO sites (name, url) VALUES ('Kept', 'https://kept.example.com')`.execute(first.db);
        assert.equal((await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(first.db)).rows[0]!.shared_buffers, '16MB');
      } finally {
        await first.close();
      }
      const again = await openDatabase(join(dir, 'pglite'));
      try {
        const rows = await sql<{ name: string }>`SELECT name FROM sites`.execute(again.db);
        assert.deepEqual(
          rows.rows.map((r) => r.name),
          ['Kept'],
        );
      } finally {
        await again.close();
      }
    });

    test('an in-memory one starts from the snapshot too: nothing left to migrate', async () => {
      await ensureSnapshot();
      const memory = await openDatabase('memory://');
      try {
        assert.deepEqual(await migrateToLatest(memory.db), [], 'nothing left to migrate');
      } finally {
        await memory.close();
      }
    });
  });
}
