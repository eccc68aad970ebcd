// Back-office representations of partners and app clients, shared by the admin API and the CLI's --json output.
import type { ClientRecord, PartnerRecord } from '../../identity/repo.ts';

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
