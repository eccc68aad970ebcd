// Back office: the clients registered for interactive sign-in (RFC 7591).
// Registration is open to anyone, so staff see who registered what and
// delete a client they distrust; retention prunes unused ones on its own.
import type { Actor } from '../../../audit/service.ts';
import { auditTrail } from '../../../audit/trail.ts';
import { withTransaction, type Db } from '../../../db/transaction.ts';
import { notFound } from '../../../errors/back-office.ts';
import { pageLimit, type CursorCodec, type Page } from '../../../http/cursor.ts';
import { PAGES } from '../../../http/operations/pages.ts';
import { SigninClientsRepo, type SigninClientRecord } from './repo.ts';

const auditSigninClient = auditTrail('signin_client');
const ROUTE = 'admin.signin_clients';

export class SigninClientsService {
  constructor(
    private readonly db: Db,
    private readonly cursors: CursorCodec,
  ) {}

  /** One page, newest first, behind an authenticated cursor. */
  async page(query: { cursor?: string; limit?: number }): Promise<Page<SigninClientRecord>> {
    const limit = pageLimit(query.limit, PAGES.signinClients);
    const key = query.cursor === undefined ? undefined : this.cursors.decode(ROUTE, {}, query.cursor);
    const after = key && { createdAt: new Date(String(key[0])), clientId: String(key[1]) };
    const rows = await new SigninClientsRepo(this.db).list(after, limit + 1);
    return this.cursors.page(rows, limit, ROUTE, {}, (c) => [c.createdAt.toISOString(), c.clientId]);
  }

  /**
   * Deletes the client and its unexpired codes, audited: no sign-in can
   * finish with it any more. Tokens already issued through it stay valid
   * until they expire: they are the staff account's, which staff disable to
   * stop them at once.
   */
  async delete(clientId: string, actor: Actor): Promise<void> {
    await withTransaction(this.db, async (trx) => {
      const gone = await new SigninClientsRepo(trx).delete(clientId);
      if (!gone) throw notFound('sign-in client', clientId);
      await auditSigninClient(trx, {
        actor,
        action: 'signin_client.delete',
        targetId: clientId,
        details: { clientName: gone.clientName, codesDeleted: gone.codes },
      });
    });
  }
}

export function renderSigninClient(c: SigninClientRecord) {
  return {
    clientId: c.clientId,
    clientName: c.clientName,
    redirectUris: c.redirectUris,
    createdAt: c.createdAt.toISOString(),
    lastUsedAt: c.lastUsedAt?.toISOString() ?? null,
  };
}
