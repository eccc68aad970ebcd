// A partner has exactly one machine method. Staff move it only while the
// partner holds no credential of the old method, so a bearer partner never
// has a certificate and an mTLS partner never has an app client (nor a
// token: tokens die with the client that minted them).
import { lockRow } from '../../db/locks.ts';
import type { Db } from '../../db/transaction.ts';
import { methodErrors } from '../errors.ts';
import { PartnersRepo, type MachineMethod } from '../repo.ts';

export async function assertMethodChange(trx: Db, partnerId: number, next: MachineMethod): Promise<void> {
  await lockRow(trx, 'partners', 'id', partnerId);
  const row = await new PartnersRepo(trx).credentials(partnerId);
  if (!row || row.auth_method === next) return;
  if (next === 'MTLS' && row.clients > 0) throw methodErrors.clientsHeld(partnerId, row.clients);
  if (next === 'IDP_M2M' && row.certificates > 0) throw methodErrors.certificatesHeld(partnerId, row.certificates);
}
