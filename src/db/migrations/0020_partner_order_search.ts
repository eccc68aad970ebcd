import { sql, type Kysely } from 'kysely';

// Staff find an order by the start of its partner order id, whatever its case
// (partners quote their own reference): the admin orders search asks `lower(partner_order_id) LIKE
// 'prefix%'`, which this expression index answers (text_pattern_ops makes a
// LIKE prefix an index range under any collation). Only partner orders carry
// the id, so the index holds only them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX orders_partner_order_prefix ON orders (lower(partner_order_id) text_pattern_ops)
      WHERE partner_order_id IS NOT NULL;
  `.execute(db);
}
