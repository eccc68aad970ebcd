// The audit entries a back-office service writes about one kind of target.
// `const auditUser = auditTrail('user')` declares the target type once, where
// the service is; each write then names what it logs (`actor`, `action`,
// `targetId`, `details`), in the transaction that makes the change.
import type { Db } from '../db/transaction.ts';
import { AuditRepo, type AuditInput } from './repo.ts';

export function auditTrail(targetType: string) {
  return (db: Db, entry: Omit<AuditInput, 'targetType'>): Promise<void> => new AuditRepo(db).append({ ...entry, targetType });
}
