// Credit accounts and their movements: SQL only. currentBalance is derived in
// the same statement that reads the account (allotment + signed movements),
// so a read never sees an account without its movements.
import { sql } from 'kysely';
import type { Db } from '../db/transaction.ts';

export interface CreditAccountRecord {
  id: number;
  siteId: number;
  divisionId: number | null;
  userId: number | null;
  amount: string;
  currentBalance: string;
  issuedAt: Date;
  startsAt: Date | null;
  stopsAt: Date | null;
  active: boolean;
  templateName: string | null;
  shippingApplicable: boolean | null;
  handlingApplicable: boolean | null;
  taxApplicable: boolean | null;
}

export interface MovementRecord {
  id: number;
  creditAccountId: number;
  type: string;
  amount: string;
  orderNumber: number | null;
  note: string | null;
  occurredAt: Date;
}

export interface CreditAccountValues {
  amount?: string;
  issuedAt?: Date;
  startsAt?: Date | null;
  stopsAt?: Date | null;
  active?: boolean;
  templateName?: string | null;
  shippingApplicable?: boolean | null;
  handlingApplicable?: boolean | null;
  taxApplicable?: boolean | null;
}

export interface AccountFilters {
  divisionId?: number;
  userId?: number;
  active?: boolean;
  afterId?: number;
  limit: number;
}

function toColumns(v: CreditAccountValues) {
  return {
    ...(v.amount !== undefined && { amount: v.amount }),
    ...(v.issuedAt !== undefined && { issued_at: v.issuedAt }),
    ...(v.startsAt !== undefined && { starts_at: v.startsAt }),
    ...(v.stopsAt !== undefined && { stops_at: v.stopsAt }),
    ...(v.active !== undefined && { active: v.active }),
    ...(v.templateName !== undefined && { template_name: v.templateName }),
    ...(v.shippingApplicable !== undefined && { shipping_applicable: v.shippingApplicable }),
    ...(v.handlingApplicable !== undefined && { handling_applicable: v.handlingApplicable }),
    ...(v.taxApplicable !== undefined && { tax_applicable: v.taxApplicable }),
  };
}

export class CreditRepo {
  constructor(private readonly db: Db) {}

  private accounts() {
    return this.db
      .selectFrom('credit_accounts as a')
      .select([
        'a.id',
        'a.site_id',
        'a.division_id',
        'a.user_id',
        'a.amount',
        'a.issued_at',
        'a.starts_at',
        'a.stops_at',
        'a.active',
        'a.template_name',
        'a.shipping_applicable',
        'a.handling_applicable',
        'a.tax_applicable',
        sql<string>`(a.amount + coalesce((SELECT sum(m.amount) FROM credit_movements m WHERE m.credit_account_id = a.id), 0))::text`.as(
          'current_balance',
        ),
      ]);
  }

  private static toAccount(r: {
    id: number;
    site_id: number;
    division_id: number | null;
    user_id: number | null;
    amount: string;
    current_balance: string;
    issued_at: Date;
    starts_at: Date | null;
    stops_at: Date | null;
    active: boolean;
    template_name: string | null;
    shipping_applicable: boolean | null;
    handling_applicable: boolean | null;
    tax_applicable: boolean | null;
  }): CreditAccountRecord {
    return {
      id: r.id,
      siteId: r.site_id,
      divisionId: r.division_id,
      userId: r.user_id,
      amount: r.amount,
      currentBalance: r.current_balance,
      issuedAt: r.issued_at,
      startsAt: r.starts_at,
      stopsAt: r.stops_at,
      active: r.active,
      templateName: r.template_name,
      shippingApplicable: r.shipping_applicable,
      handlingApplicable: r.handling_applicable,
      taxApplicable: r.tax_applicable,
    };
  }

  async list(siteIds: number[], f: AccountFilters): Promise<CreditAccountRecord[]> {
    if (siteIds.length === 0) return [];
    let query = this.accounts().where('a.site_id', 'in', siteIds).orderBy('a.id').limit(f.limit);
    if (f.divisionId !== undefined) query = query.where('a.division_id', '=', f.divisionId);
    if (f.userId !== undefined) query = query.where('a.user_id', '=', f.userId);
    if (f.active !== undefined) query = query.where('a.active', '=', f.active);
    if (f.afterId !== undefined) query = query.where('a.id', '>', f.afterId);
    return (await query.execute()).map(CreditRepo.toAccount);
  }

  /** One account within the grant (`siteIds`; null = any site, for the back office). */
  async find(siteIds: number[] | null, id: number): Promise<CreditAccountRecord | undefined> {
    if (siteIds !== null && siteIds.length === 0) return undefined;
    let query = this.accounts().where('a.id', '=', id);
    if (siteIds !== null) query = query.where('a.site_id', 'in', siteIds);
    const row = await query.executeTakeFirst();
    return row && CreditRepo.toAccount(row);
  }

  async movements(accountId: number, f: { type?: string; afterId?: number; limit: number }): Promise<MovementRecord[]> {
    let query = this.db.selectFrom('credit_movements').selectAll().where('credit_account_id', '=', accountId).orderBy('id').limit(f.limit);
    if (f.type !== undefined) query = query.where('type', '=', f.type);
    if (f.afterId !== undefined) query = query.where('id', '>', f.afterId);
    return (await query.execute()).map((r) => ({
      id: r.id,
      creditAccountId: r.credit_account_id,
      type: r.type,
      amount: r.amount,
      orderNumber: r.order_number,
      note: r.note,
      occurredAt: r.occurred_at,
    }));
  }

  async insert(
    holder: { siteId: number; divisionId: number | null; userId: number | null },
    values: CreditAccountValues & { amount: string },
    now: Date,
  ): Promise<number> {
    const row = await this.db
      .insertInto('credit_accounts')
      .values({
        site_id: holder.siteId,
        division_id: holder.divisionId,
        user_id: holder.userId,
        issued_at: now,
        created_at: now,
        updated_at: now,
        ...toColumns(values),
        amount: values.amount,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: CreditAccountValues, now: Date): Promise<void> {
    await this.db
      .updateTable('credit_accounts')
      .set({ ...toColumns(values), updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async insertMovement(
    accountId: number,
    m: { type: string; amount: string; orderNumber: number | null; note: string | null; occurredAt: Date },
  ): Promise<number> {
    const row = await this.db
      .insertInto('credit_movements')
      .values({
        credit_account_id: accountId,
        type: m.type,
        amount: m.amount,
        order_number: m.orderNumber,
        note: m.note,
        occurred_at: m.occurredAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
