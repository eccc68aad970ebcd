// Rate selection: given the services of a fulfilment centre with their rate
// tables, a destination and a weight, which services are priced and at what.
// Pure and exact (decimal.js over the NUMERIC strings), so it is unit-tested
// without a database.
import { Decimal } from 'decimal.js';

export interface RateBand {
  /** Inclusive upper bound in ounces (decimal string); the lower bound is the previous band's. */
  upToOunces: string;
  price: string;
}

export interface RateTable {
  id: number;
  country: string;
  /** ISO 3166-2 codes covered; null = the whole country. */
  states: string[] | null;
  bands: RateBand[];
}

export interface PricedService {
  id: number;
  name: string;
  kind: 'carrier' | 'custom';
  enabled: boolean;
  handlingFee: string;
  rateTables: RateTable[];
}

export interface Destination {
  country: string;
  /** The destination subdivision and those above it, most specific first; [] when the country has none. */
  stateAncestry: string[];
}

export interface Quote {
  serviceId: number;
  serviceName: string;
  /** Exact decimal string with two places. */
  price: string;
}

export interface RateSelection {
  quotes: Quote[];
  /** Display strings: carrier services that could not price this shipment. */
  warnings: string[];
}

/**
 * The rate table of a service for a destination: a table naming the
 * destination's subdivision (or one above it) beats a country-wide table;
 * among equals the newest (highest id) wins, so staff replace rates by adding
 * a table, and the choice is deterministic.
 */
export function tableFor(tables: RateTable[], destination: Destination): RateTable | undefined {
  let best: { table: RateTable; rank: number } | undefined;
  for (const table of tables) {
    if (table.country !== destination.country) continue;
    let rank: number;
    if (table.states === null) rank = destination.stateAncestry.length + 1;
    else {
      const depth = destination.stateAncestry.findIndex((code) => table.states!.includes(code));
      if (depth < 0) continue;
      rank = depth; // 0 = names the subdivision itself
    }
    if (!best || rank < best.rank || (rank === best.rank && table.id > best.table.id)) best = { table, rank };
  }
  return best?.table;
}

/** The band covering the weight: the smallest upper bound at or above it. */
export function bandFor(bands: RateBand[], weightOunces: Decimal): RateBand | undefined {
  let best: RateBand | undefined;
  for (const band of bands) {
    const upTo = new Decimal(band.upToOunces);
    if (upTo.lessThan(weightOunces)) continue;
    if (!best || upTo.lessThan(best.upToOunces)) best = band;
  }
  return best;
}

/**
 * Prices every enabled service. A service with no table for the destination,
 * or whose table has no band for the weight, is left out. A carrier service
 * that rates the destination country but could not price this shipment (its
 * tables miss the subdivision or the weight) is reported as a warning: a
 * partial result. A service that does not serve the country at all, and a
 * custom option outside its tables, simply do not apply.
 */
export function selectRates(services: PricedService[], destination: Destination, weightOunces: Decimal): RateSelection {
  const quotes: Quote[] = [];
  const warnings: string[] = [];
  for (const service of services) {
    if (!service.enabled) continue;
    const table = tableFor(service.rateTables, destination);
    const band = table && bandFor(table.bands, weightOunces);
    if (band) {
      const price = new Decimal(band.price).plus(service.handlingFee).toFixed(2);
      quotes.push({ serviceId: service.id, serviceName: service.name, price });
    } else if (service.kind === 'carrier' && service.rateTables.some((t) => t.country === destination.country)) {
      warnings.push(
        table
          ? `${service.name} could not be priced: the shipment weight is outside its rate table.`
          : `${service.name} could not be priced: it has no rates for this destination within ${destination.country}.`,
      );
    }
  }
  quotes.sort(
    (a, b) => new Decimal(a.price).comparedTo(b.price) || a.serviceName.localeCompare(b.serviceName) || a.serviceId - b.serviceId,
  );
  return { quotes, warnings };
}
