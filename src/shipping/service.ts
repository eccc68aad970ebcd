// POST /v1/shipping/quote: the rules of the spec's shipping quote. Checks run
// in the project's order: site grant (400) → product existence and tenancy
// (404) → destination and pricing (422). An empty result is never a success.
import { Decimal } from 'decimal.js';
import type { Db } from '../db/transaction.ts';
import type { Caller } from '../access/caller.ts';
import { requireGrantedSite } from '../access/tenancy.ts';
import { selectRates, type Destination } from './rates.ts';
import { hasPostalFormat, hasSubdivisions, isCountry, isValidPostalCode, resolveSubdivision, subdivisionAncestry } from './reference.ts';
import { ShippingRepo, type ProductRef } from './repo.ts';
import { shippingErrors } from './errors.ts';
import { catalogErrors } from '../catalog/errors.ts';

export interface ShippingQuoteInput {
  siteId: number;
  productId?: string;
  shipTo: { country: string; state: string; postalCode: string };
  weightOunces: number;
}

export interface ShippingQuote {
  quotes: Array<{ serviceName: string; price: string }>;
  warnings: string[];
  messages: string[];
}

function productRef(productId: string): ProductRef {
  const match = /^(SLO|SLS)_(\d{1,18})$/.exec(productId);
  // The route's schema guarantees the shape; a stray value is a body failure, never a 500.
  if (!match) throw shippingErrors.malformedProductId();
  return { kind: match[1] as 'SLO' | 'SLS', id: BigInt(match[2]!).toString() };
}

/** The destination with its subdivision resolved within the country (422 on either). */
export function resolveDestination(shipTo: { country: string; state: string }): Destination {
  const country = shipTo.country.toUpperCase();
  if (!isCountry(country)) throw shippingErrors.unknownCountry(shipTo.country);
  if (!hasSubdivisions(country)) {
    // A country without ISO 3166-2 subdivisions takes an empty state.
    if (shipTo.state !== '') throw shippingErrors.stateWithoutSubdivisions(country);
    return { country, stateAncestry: [] };
  }
  const state = resolveSubdivision(country, shipTo.state);
  if (!state) throw shippingErrors.unknownState(shipTo.state, country);
  return { country, stateAncestry: subdivisionAncestry(state) };
}

export class ShippingService {
  constructor(private readonly db: Db) {}

  async quote(caller: Caller, input: ShippingQuoteInput): Promise<ShippingQuote> {
    const siteId = requireGrantedSite(caller, input.siteId);
    const repo = new ShippingRepo(this.db);

    let centreId: number | null = null;
    if (input.productId !== undefined) {
      const origin = await repo.productOrigin(caller.grantedSiteIds, siteId, productRef(input.productId));
      if (!origin.found) throw catalogErrors.productNotFound();
      centreId = origin.centreId;
    }

    const destination = resolveDestination(input.shipTo);
    if (input.productId === undefined) throw shippingErrors.noProduct();
    if (centreId === null) throw shippingErrors.noCentre();
    if (!isValidPostalCode(destination.country, input.shipTo.postalCode)) {
      throw shippingErrors.postalCode(destination.country);
    }

    const services = await repo.pricedServices(centreId);
    const selection = selectRates(services, destination, new Decimal(String(input.weightOunces)));
    if (selection.quotes.length === 0) {
      throw shippingErrors.noRate();
    }

    const messages: string[] = [];
    if (!hasPostalFormat(destination.country)) {
      messages.push(`Postal codes for ${destination.country} are not format-checked; the carrier receives the value as given.`);
    }
    return {
      quotes: selection.quotes.map((q) => ({ serviceName: q.serviceName, price: q.price })),
      warnings: selection.warnings,
      messages,
    };
  }
}
