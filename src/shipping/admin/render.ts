// Back-office representations of shipping configuration, shared by the admin
// API and the CLI's --json output. (The partner API never shows service ids
// or the carrier/custom kind.)
import type { RateTableRecord, ShippingServiceRecord } from '../repo.ts';
import type { FulfilmentCentreRecord } from './repo.ts';

export function renderCentre(c: FulfilmentCentreRecord) {
  return {
    fulfilmentCentreId: c.id,
    name: c.name,
    originCountry: c.originCountry,
    originState: c.originState,
    originPostalCode: c.originPostalCode,
    createdOn: c.createdAt.toISOString(),
    updatedOn: c.updatedAt.toISOString(),
  };
}

export function renderService(s: ShippingServiceRecord) {
  return {
    serviceId: s.id,
    fulfilmentCentreId: s.fulfilmentCentreId,
    name: s.name,
    kind: s.kind,
    enabled: s.enabled,
    handlingFee: s.handlingFee,
    createdOn: s.createdAt.toISOString(),
    updatedOn: s.updatedAt.toISOString(),
  };
}

export function renderRateTable(t: RateTableRecord) {
  return { rateTableId: t.id, serviceId: t.serviceId, country: t.country, states: t.states, bands: t.bands };
}
