// Back office: partner staff accounts, audited in the transaction of the change.
import type { Clock } from '../../../clock.ts';
import type { Actor } from '../../../audit/service.ts';
import { requestClient, serialisedWrite } from '../../../db/row-queue.ts';
import type { Db } from '../../../db/transaction.ts';
import { notFound } from '../../../errors/back-office.ts';
import { staffErrors } from '../../errors.ts';
import { PartnersRepo } from '../../repo.ts';
import { staffSource, type Passwords } from '../../passwords.ts';
import { StaffRepo, type StaffRecord } from '../staff-repo.ts';
import { auditTrail } from '../../../audit/trail.ts';

const auditStaffAccount = auditTrail('staff_account');

export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The back office's PasswordWork: staff set these passwords. */
    private readonly passwords: Passwords,
  ) {}

  async list(partnerId: number): Promise<StaffRecord[]> {
    if (!(await new PartnersRepo(this.db).find(partnerId))) throw notFound('partner', partnerId);
    return new StaffRepo(this.db).listForPartner(partnerId);
  }

  async create(partnerId: number, email: string, password: string, actor: Actor): Promise<StaffRecord> {
    const client = requestClient();
    const hash = await this.passwords.hash(password, staffSource(actor));
    // Identical emails would wait on each other's insert in the unique index, each holding a connection.
    return serialisedWrite(
      this.db,
      `staff_accounts:email:${email.trim().toLowerCase()}`,
      async (trx) => {
        if (!(await new PartnersRepo(trx).find(partnerId))) throw notFound('partner', partnerId);
        const staff = await new StaffRepo(trx).insert(partnerId, email, hash, this.clock.now());
        if (!staff) throw staffErrors.emailTaken(email);
        await auditStaffAccount(trx, { actor, action: 'staff.create', targetId: staff.id, details: { partnerId, email } });
        return staff;
      },
      client,
    );
  }

  async setEnabled(id: number, enabled: boolean, actor: Actor): Promise<StaffRecord> {
    return serialisedWrite(this.db, `staff_accounts:${id}`, async (trx) => {
      const staff = await new StaffRepo(trx).update(id, { enabled }, this.clock.now());
      if (!staff) throw staffErrors.notFound(id);
      await auditStaffAccount(trx, { actor, action: enabled ? 'staff.enable' : 'staff.disable', targetId: id, details: {} });
      return staff;
    });
  }

  async resetPassword(id: number, password: string, actor: Actor): Promise<StaffRecord> {
    const client = requestClient();
    const hash = await this.passwords.hash(password, staffSource(actor));
    return serialisedWrite(
      this.db,
      `staff_accounts:${id}`,
      async (trx) => {
        const staff = await new StaffRepo(trx).update(id, { password_hash: hash }, this.clock.now());
        if (!staff) throw staffErrors.notFound(id);
        await auditStaffAccount(trx, { actor, action: 'staff.reset_password', targetId: id, details: {} });
        return staff;
      },
      client,
    );
  }
}

export function renderStaff(s: StaffRecord) {
  return {
    staffId: s.id,
    partnerId: s.partnerId,
    email: s.email,
    enabled: s.enabled,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
