// Unit tests of rate selection and destination resolution: no database.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Decimal } from 'decimal.js';
import { bandFor, selectRates, tableFor, type PricedService, type RateTable } from '../../src/shipping/rates.ts';
import { resolveDestination } from '../../src/shipping/service.ts';
import { hasSubdivisions, isValidPostalCode, resolveSubdivision, subdivisionAncestry } from '../../src/shipping/reference.ts';
import { ApiError } from '../../src/errors/catalogue.ts';

const w = (v: string) => new Decimal(v);
const us = (state: string) => ({ country: 'US', stateAncestry: [`US-${state}`] });

function table(id: number, country: string, states: string[] | null, bands: Array<[string, string]>): RateTable {
  return { id, country, states, bands: bands.map(([upToOunces, price]) => ({ upToOunces, price })) };
}

function service(
  id: number,
  name: string,
  kind: 'carrier' | 'custom',
  tables: RateTable[],
  extra: Partial<PricedService> = {},
): PricedService {
  return { id, name, kind, enabled: true, handlingFee: '0', rateTables: tables, ...extra };
}

describe('bandFor', () => {
  const bands = [
    { upToOunces: '16', price: '5.00' },
    { upToOunces: '1', price: '2.00' },
    { upToOunces: '80.5', price: '9.00' },
  ];
  test('picks the smallest band whose upper bound covers the weight, bounds inclusive', () => {
    assert.equal(bandFor(bands, w('0.0001'))?.price, '2.00');
    assert.equal(bandFor(bands, w('1'))?.price, '2.00');
    assert.equal(bandFor(bands, w('1.0001'))?.price, '5.00');
    assert.equal(bandFor(bands, w('16'))?.price, '5.00');
    assert.equal(bandFor(bands, w('80.5'))?.price, '9.00');
  });
  test('a weight above every band is not covered', () => {
    assert.equal(bandFor(bands, w('80.5001')), undefined);
    assert.equal(bandFor([], w('1')), undefined);
  });
});

describe('tableFor', () => {
  const countryWide = table(1, 'US', null, [['16', '5']]);
  const hawaii = table(2, 'US', ['US-HI', 'US-AK'], [['16', '15']]);
  const hawaiiLater = table(3, 'US', ['US-HI'], [['16', '99']]);
  test('a table naming the subdivision beats the country-wide one; the newest among equals wins', () => {
    assert.equal(tableFor([countryWide, hawaiiLater, hawaii], us('HI'))?.id, 3);
    assert.equal(tableFor([countryWide, table(9, 'US', null, [['16', '6']])], us('OH'))?.id, 9);
    assert.equal(tableFor([countryWide, hawaii], us('AK'))?.id, 2);
    assert.equal(tableFor([hawaii, countryWide], us('OH'))?.id, 1);
  });
  test('no table for the destination country or state', () => {
    assert.equal(tableFor([hawaii], us('OH')), undefined);
    assert.equal(tableFor([countryWide], { country: 'CA', stateAncestry: ['CA-ON'] }), undefined);
  });
  test('a table naming a parent subdivision covers its children (ES-MD covers the province ES-M)', () => {
    const madridRegion = table(4, 'ES', ['ES-MD'], [['16', '4']]);
    assert.deepEqual(subdivisionAncestry('ES-M'), ['ES-M', 'ES-MD']);
    assert.equal(tableFor([madridRegion], { country: 'ES', stateAncestry: subdivisionAncestry('ES-M') })?.id, 4);
    assert.equal(tableFor([madridRegion], { country: 'ES', stateAncestry: subdivisionAncestry('ES-B') }), undefined);
  });
  test('a country without subdivisions matches country-wide tables only', () => {
    const hk = table(5, 'HK', null, [['16', '20']]);
    assert.equal(tableFor([hk], { country: 'HK', stateAncestry: [] })?.id, 5);
  });
});

describe('selectRates', () => {
  test('prices each enabled service exactly (band price + handling fee), cheapest first', () => {
    const services = [
      service(1, 'Carrier Express', 'carrier', [table(1, 'US', null, [['16', '12.10']])], { handlingFee: '0.20' }),
      service(2, 'Carrier Ground', 'carrier', [table(2, 'US', null, [['16', '0.10']])], { handlingFee: '0.20' }),
      service(3, 'Disabled', 'carrier', [table(3, 'US', null, [['16', '0.01']])], { enabled: false }),
    ];
    const result = selectRates(services, us('OH'), w('10'));
    assert.deepEqual(result.quotes, [
      { serviceId: 2, serviceName: 'Carrier Ground', price: '0.30' },
      { serviceId: 1, serviceName: 'Carrier Express', price: '12.30' },
    ]);
    assert.deepEqual(result.warnings, []);
  });
  test('a carrier rating the country that cannot price the weight or subdivision is a warning (partial result)', () => {
    const services = [
      service(1, 'Light Carrier', 'carrier', [table(1, 'US', null, [['16', '3.00']])]),
      service(2, 'Heavy Carrier', 'carrier', [table(2, 'US', null, [['1000', '30.00']])]),
      service(3, 'Islands Only', 'carrier', [table(3, 'US', ['US-HI', 'US-AK'], [['1000', '1.00']])]),
      service(4, 'Canada Only', 'carrier', [table(4, 'CA', null, [['1000', '1.00']])]),
      service(5, 'Local Pickup', 'custom', [table(5, 'US', ['US-NY'], [['1', '0.00']])]),
    ];
    const result = selectRates(services, us('OH'), w('20'));
    assert.deepEqual(
      result.quotes.map((q) => q.serviceName),
      ['Heavy Carrier'],
    );
    assert.equal(result.warnings.length, 2);
    assert.match(result.warnings[0]!, /Light Carrier.*weight/);
    assert.match(result.warnings[1]!, /Islands Only.*destination within US/);
    assert.ok(!result.warnings.some((text) => text.includes('Canada Only')), 'a carrier that does not serve the country is not a warning');
    assert.ok(!result.warnings.some((text) => text.includes('Local Pickup')), 'custom options outside their tables are not warnings');
  });
  test('nothing priced gives no quotes', () => {
    const result = selectRates([service(1, 'A', 'carrier', [table(1, 'US', null, [['16', '3']])])], us('OH'), w('17'));
    assert.deepEqual(result.quotes, []);
    assert.equal(result.warnings.length, 1);
  });
  test('equal prices order by name', () => {
    const services = [
      service(1, 'B', 'custom', [table(1, 'US', null, [['16', '3']])]),
      service(2, 'A', 'carrier', [table(2, 'US', null, [['16', '3.00']])]),
    ];
    assert.deepEqual(
      selectRates(services, us('OH'), w('1')).quotes.map((q) => q.serviceName),
      ['A', 'B'],
    );
  });
});

describe('reference data', () => {
  test('subdivisions resolve within their country only, by suffix or full code, any case', () => {
    assert.equal(resolveSubdivision('US', 'OH'), 'US-OH');
    assert.equal(resolveSubdivision('US', 'us-oh'), 'US-OH');
    assert.equal(resolveSubdivision('CA', 'ON'), 'CA-ON');
    assert.equal(resolveSubdivision('US', 'ON'), undefined);
    assert.equal(resolveSubdivision('US', 'CA-ON'), undefined);
    assert.equal(resolveSubdivision('US', ''), undefined);
    assert.equal(resolveSubdivision('DE', 'BY'), 'DE-BY');
  });
  test('countries with and without subdivisions', () => {
    assert.equal(hasSubdivisions('US'), true);
    assert.equal(hasSubdivisions('HK'), false);
  });
  test('postal-code formats per country; countries without a format accept any value', () => {
    assert.equal(isValidPostalCode('US', '90210'), true);
    assert.equal(isValidPostalCode('US', 'ABCDE'), false);
    assert.equal(isValidPostalCode('CA', 'K1A 0B1'), true);
    assert.equal(isValidPostalCode('CA', '90210'), false);
    assert.equal(isValidPostalCode('GB', 'SW1A 1AA'), true);
    assert.equal(isValidPostalCode('DE', '10115'), true);
    assert.equal(isValidPostalCode('DE', '1011'), false);
    assert.equal(isValidPostalCode('HK', ''), true);
  });
  test('resolveDestination: unknown country, unknown state, empty state for a country without subdivisions', () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return (error as ApiError).code;
      }
      return 'ok';
    };
    assert.deepEqual(resolveDestination({ country: 'us', state: 'oh' }), { country: 'US', stateAncestry: ['US-OH'] });
    assert.equal(
      code(() => resolveDestination({ country: 'XX', state: 'OH' })),
      'unknown_country_code',
    );
    assert.equal(
      code(() => resolveDestination({ country: 'US', state: 'ZZ' })),
      'unknown_state_code',
    );
    assert.equal(
      code(() => resolveDestination({ country: 'US', state: '' })),
      'unknown_state_code',
    );
    assert.deepEqual(resolveDestination({ country: 'HK', state: '' }), { country: 'HK', stateAncestry: [] });
    assert.equal(
      code(() => resolveDestination({ country: 'HK', state: 'HK' })),
      'unknown_state_code',
    );
  });
});
