// POST /v1/shipping/quote: the rules of the spec's shipping quote. Checks run
// in the project's order: site grant (400) → product existence and tenancy
// (404) → destination and pricing (422). An empty result is never a success.
import { Decimal } from 'decimal.js';
import type { Db } from '../db/transaction.ts';
import { problem } from '../errors/catalogue.ts';
import type { Caller } from '../access/caller.ts';
import { requireGrantedSite } from '../access/tenancy.ts';
import { selectRates, type Destination } from './rates.ts';
import { hasPostalFormat, hasSubdivisions, isCountry, isValidPostalCode, resolveSubdivision, subdivisionAncestry } from './reference.ts';
import { ShippingRepo, type ProductRef } from './repo.ts';

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

const UNAVAILABLE = 'No shipping service could be priced for this shipment.';

function productRef(productId: string): ProductRef {
  const match = /^(SLO|SLS)_(\d{1,18})$/.exec(productId);
  // The route's schema guarantees the shape; a stray value is a body failure, never a 500.
  if (!match) throw problem('invalid_shipping_quote_request', 'productId must be of the form SLO_<n> or SLS_<n>.');
  return { kind: match[1] as 'SLO' | 'SLS', id: BigInt(match[2]!).toString() };
}

/** The destination with its subdivision resolved within the country (422 on either). */
export function resolveDestination(shipTo: { country: string; state: string }): Destination {
  const country = shipTo.country.toUpperCase();
  if (!isCountry(country))
    throw problem('unknown_country_code', `shipTo.country '${shipTo.country}' is not an ISO 3166-1 alpha-2 country code.`);
  if (!hasSubdivisions(country)) {
    // A country without ISO 3166-2 subdivisions takes an empty state.
    if (shipTo.state !== '') throw problem('unknown_state_code', `${country} has no subdivisions; send shipTo.state as an empty string.`);
    return { country, stateAncestry: [] };
  }
  const state = resolveSubdivision(country, shipTo.state);
  if (!state) throw problem('unknown_state_code', `shipTo.state '${shipTo.state}' is not a subdivision of ${country}.`);
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
      if (!origin.found) throw problem('product_not_found', `No product ${input.productId} on site ${siteId}.`);
      centreId = origin.centreId;
    }

    const destination = resolveDestination(input.shipTo);
    if (input.productId === undefined)
      throw problem('shipping_quote_unavailable', `${UNAVAILABLE} Send productId: it selects the fulfilment origin.`);
    if (centreId === null)
      throw problem('shipping_quote_unavailable', `${UNAVAILABLE} The product has no fulfilment centre that can be priced.`);
    if (!isValidPostalCode(destination.country, input.shipTo.postalCode)) {
      throw problem('shipping_quote_unavailable', `${UNAVAILABLE} The postal code is not valid for ${destination.country}.`);
    }

    const services = await repo.pricedServices(centreId);
    const selection = selectRates(services, destination, new Decimal(String(input.weightOunces)));
    if (selection.quotes.length === 0) {
      throw problem(
        'shipping_quote_unavailable',
        `${UNAVAILABLE} No service of the product's fulfilment centre has a rate for this destination and weight.`,
      );
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
