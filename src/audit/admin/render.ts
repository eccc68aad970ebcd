// Back-office representation of an audit entry, shared by the admin API and the CLI's --json output.
import type { AuditEntry } from '../repo.ts';

export function renderAudit(e: AuditEntry) {
  return {
    id: e.id,
    occurredAt: e.occurredAt.toISOString(),
    actor: e.actor,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    details: e.details,
  };
}
