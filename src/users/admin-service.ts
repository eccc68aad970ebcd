// Back office: provisioning storefront users (an ordering user is one).
import { AuditRepo } from '../audit/repo.ts';
import type { Actor } from '../audit/service.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { withTransaction, type Db } from '../db/transaction.ts';
import { problem } from '../http/errors.ts';
import { SitesRepo } from '../sites/repo.ts';

export interface NewStorefrontUser {
  siteId: number;
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  phone?: string | null;
}

export interface StorefrontUserRecord {
  id: number;
  siteId: number;
  username: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  active: boolean;
}

export class UsersAdminService {
  constructor(private readonly db: Db) {}

  async create(input: NewStorefrontUser, actor: Actor): Promise<StorefrontUserRecord> {
    try {
      return await withTransaction(this.db, async (trx) => {
        if (!(await new SitesRepo(trx).find(input.siteId))) throw problem('not_found', `No site ${input.siteId}.`);
        const row = await trx
          .insertInto('users')
          .values({
            site_id: input.siteId,
            username: input.username ?? null,
            email: input.email ?? null,
            first_name: input.firstName ?? null,
            last_name: input.lastName ?? null,
            company: input.company ?? null,
            phone: input.phone ?? null,
            division_id: null,
            last_signin_at: null,
          })
          .returning(['id', 'site_id', 'username', 'email', 'first_name', 'last_name', 'active'])
          .executeTakeFirstOrThrow();
        await new AuditRepo(trx).append({ actor, action: 'user.create', targetType: 'user', targetId: row.id, details: { siteId: input.siteId, username: input.username ?? null } });
        return {
          id: row.id,
          siteId: row.site_id,
          username: row.username,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          active: row.active,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw problem('conflict', 'A user with this username or email already exists on the site.');
      throw error;
    }
  }
}
