// Rows of every kind retention prunes, aged by hand: the service writes its
// times from the database clock, so a test backdates the column retention
// reads instead of waiting.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { TestContext } from '../helpers/context.ts';

export const DAY = 86_400_000;

export function daysAgo(ctx: TestContext, days: number): Date {
  return new Date(ctx.clock.now().getTime() - days * DAY);
}

/** Sets `column` of the rows of `table` whose `key` is in `ids`. */
export async function backdate(ctx: TestContext, table: string, column: string, key: string, ids: Array<string | number>, at: Date) {
  await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${at} WHERE ${sql.ref(key)}::text = ANY (${ids.map(String)}::text[])`.execute(
    ctx.platform.db,
  );
}

/** Which of `ids` are still rows of `table`. */
export async function remaining(ctx: TestContext, table: string, key: string, ids: Array<string | number>): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT ${sql.ref(key)}::text AS id FROM ${sql.table(table)} WHERE ${sql.ref(key)}::text = ANY (${ids.map(String)}::text[])`.execute(
    ctx.platform.db,
  );
  return rows.map((r) => r.id).sort();
}

export async function insertRow(ctx: TestContext, table: string, values: Record<string, unknown>, returning = 'id'): Promise<string> {
  const columns = Object.keys(values);
  const { rows } = await sql<{ id: string }>`
    INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    VALUES (${sql.join(columns.map((c) => values[c]))})
    RETURNING ${sql.ref(returning)}::text AS id`.execute(ctx.platform.db);
  return rows[0]!.id;
}

/** POST /admin/retention/run: the pass as the back office reports it. */
export async function runPass(ctx: TestContext): Promise<Record<string, any>> {
  const res = await ctx.adminCall({ method: 'POST', url: '/admin/retention/run' });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}
