// Back office: credit accounts (held by exactly one user or one division of
// the account's site, usually from a credit template) and their movements.
// Every write is audited in its transaction. A movement locks its account row
// so the ledger is appended in one order.
import type { Actor } from '../../audit/service.ts';
import type { Clock } from '../../clock.ts';
import { lockRow } from '../../db/locks.ts';
import { serialisedWrite } from '../../db/row-queue.ts';
import { withTransaction, type Db } from '../../db/transaction.ts';
import { DivisionsRepo } from '../../divisions/repo.ts';
import { SitesRepo } from '../../sites/repo.ts';
import { UsersRepo } from '../../users/repo.ts';
import { CreditRepo, type CreditAccountRecord, type MovementRecord } from '../repo.ts';
import { signedAmount, type MovementType } from '../rules.ts';
import { creditErrors } from '../errors.ts';
import { auditTrail } from '../../audit/trail.ts';

const auditCreditAccount = auditTrail('credit_account');

export interface CreditAccountInput {
  amount?: string;
  issuedOn?: string;
  startsOn?: string | null;
  stopsOn?: string | null;
  active?: boolean;
  templateName?: string | null;
  shippingApplicable?: boolean | null;
  handlingApplicable?: boolean | null;
  taxApplicable?: boolean | null;
}

export interface NewCreditAccount extends CreditAccountInput {
  siteId: number;
  userId?: number;
  divisionId?: number;
  amount: string;
}

export interface NewMovement {
  type: MovementType;
  amount: string;
  orderNumber?: number | null;
  note?: string | null;
  occurredOn?: string;
}

const date = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));

function toValues(input: CreditAccountInput) {
  const { issuedOn, startsOn, stopsOn, ...rest } = input;
  return { ...rest, issuedAt: date(issuedOn) ?? undefined, startsAt: date(startsOn), stopsAt: date(stopsOn) };
}

function checkAllotment(amount: string | undefined): void {
  if (amount !== undefined && amount.trim().startsWith('-')) throw creditErrors.negativeAllotment();
}

function checkDates(account: { startsAt: Date | null; stopsAt: Date | null }): void {
  if (account.startsAt && account.stopsAt && account.stopsAt < account.startsAt) throw creditErrors.stopsBeforeStarts();
}

export class CreditAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(id: number): Promise<CreditAccountRecord> {
    const account = await new CreditRepo(this.db).find(null, id);
    if (!account) throw creditErrors.noAccount(id);
    return account;
  }

  async movements(id: number): Promise<MovementRecord[]> {
    await this.get(id);
    return new CreditRepo(this.db).movements(id, { limit: 10000 });
  }

  async create(input: NewCreditAccount, actor: Actor): Promise<CreditAccountRecord> {
    if ((input.userId === undefined) === (input.divisionId === undefined)) throw creditErrors.oneHolder();
    checkAllotment(input.amount);
    return withTransaction(this.db, async (trx) => {
      if (!(await new SitesRepo(trx).find(input.siteId))) throw creditErrors.noSite(input.siteId);
      const holderOnSite =
        input.userId !== undefined
          ? await new UsersRepo(trx).find([input.siteId], input.userId)
          : await new DivisionsRepo(trx).find([input.siteId], input.divisionId!);
      if (!holderOnSite) throw creditErrors.holderOffSite(input.userId !== undefined ? 'userId' : 'divisionId');
      const { siteId, userId, divisionId, ...rest } = input;
      const values = toValues(rest);
      checkDates({ startsAt: values.startsAt ?? null, stopsAt: values.stopsAt ?? null });
      const repo = new CreditRepo(trx);
      const id = await repo.insert(
        { siteId, userId: userId ?? null, divisionId: divisionId ?? null },
        { ...values, amount: input.amount },
        this.clock.now(),
      );
      await auditCreditAccount(trx, {
        actor,
        action: 'credit_account.create',
        targetId: id,
        details: { siteId, userId: userId ?? null, divisionId: divisionId ?? null, amount: input.amount },
      });
      return (await repo.find(null, id))!;
    });
  }

  async update(id: number, changes: CreditAccountInput, actor: Actor): Promise<CreditAccountRecord> {
    checkAllotment(changes.amount);
    return serialisedWrite(this.db, `credit_accounts:${id}`, async (trx) => {
      if (!(await lockRow(trx, 'credit_accounts', 'id', id))) throw creditErrors.noAccount(id);
      const repo = new CreditRepo(trx);
      const current = (await repo.find(null, id))!;
      const values = toValues(changes);
      checkDates({
        startsAt: values.startsAt === undefined ? current.startsAt : values.startsAt,
        stopsAt: values.stopsAt === undefined ? current.stopsAt : values.stopsAt,
      });
      await repo.update(id, values, this.clock.now());
      await auditCreditAccount(trx, { actor, action: 'credit_account.update', targetId: id, details: { ...changes } });
      return (await repo.find(null, id))!;
    });
  }

  async addMovement(id: number, input: NewMovement, actor: Actor): Promise<MovementRecord> {
    const amount = signedAmount(input.type, input.amount);
    return serialisedWrite(this.db, `credit_accounts:${id}`, async (trx) => {
      if (!(await lockRow(trx, 'credit_accounts', 'id', id))) throw creditErrors.noAccount(id);
      const repo = new CreditRepo(trx);
      const occurredAt = input.occurredOn ? new Date(input.occurredOn) : this.clock.now();
      const movementId = await repo.insertMovement(id, {
        type: input.type,
        amount,
        orderNumber: input.orderNumber ?? null,
        note: input.note ?? null,
        occurredAt,
      });
      await auditCreditAccount(trx, {
        actor,
        action: 'credit_movement.create',
        targetId: id,
        details: { movementId, type: input.type, amount },
      });
      return (await repo.movements(id, { afterId: movementId - 1, limit: 1 }))[0]!;
    });
  }
}
