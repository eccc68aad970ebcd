// Back-office representations, shared by the admin API and the CLI's --json output.
import type { AuditEntry } from '../audit/repo.ts';
import type { ClientRecord, PartnerRecord } from '../identity/repo.ts';
import type { SiteRecord } from '../sites/repo.ts';

export function renderPartner(p: PartnerRecord) {
  return {
    partnerId: p.id,
    name: p.name,
    enabled: p.enabled,
    tier: p.tier,
    authMethod: p.authMethod,
    capabilities: p.capabilities,
    siteIds: p.siteIds,
    createdOn: p.createdAt.toISOString(),
    updatedOn: p.updatedAt.toISOString(),
  };
}

export function renderClient(c: ClientRecord) {
  return { clientId: c.clientId, partnerId: c.partnerId, label: c.label, createdOn: c.createdAt.toISOString() };
}

export function renderAdminSite(s: SiteRecord) {
  return {
    siteId: s.id,
    name: s.name,
    url: s.url,
    countryCode: s.countryCode,
    storesDivisionAddresses: s.storesDivisionAddresses,
    orderingUserId: s.orderingUserId,
    createdOn: s.createdAt.toISOString(),
    updatedOn: s.updatedAt.toISOString(),
  };
}

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
