// The demo people: divisions (a small tree on Acme, one with an address on
// the address-storing Globex site), storefront users in every state the spec
// describes (inactive, never signed in, all segments visible or not,
// auto-assigned segments, approval and tax flags, saved addresses), and credit
// accounts held by a user and by a division, with movements.
import { CatalogRepo } from '../../catalog/repo.ts';
import type { DemoPlace } from './world.ts';
import type { Platform } from '../platform.ts';

const ACTOR = 'seed';

export async function seedDemoPeople(platform: Platform, world: DemoPlace): Promise<void> {
  const { divisions, segmentRules, credit } = platform.people.admin;
  const users = platform.admin.users;
  const [acme, northwind] = world.siteIds as [number, number];

  const hq = await divisions.create(acme, { name: 'Head office', code: 'HQ', taxExempt: false }, ACTOR);
  const east = await divisions.create(
    acme,
    {
      name: 'East region',
      code: 'EAST',
      parentId: hq.id,
      address: { company: 'Acme East', street1: '100 Market St', city: 'Columbus', zip: '43215', country: 'United States', state: 'OH' },
    },
    ACTOR,
  );
  await divisions.create(acme, { name: 'West region', code: 'WEST', parentId: hq.id, active: false }, ACTOR);
  await divisions.create(northwind, { name: 'Retail stores', code: 'RETAIL', auditSalesTaxForTerms: true }, ACTOR);
  await divisions.create(
    world.otherSiteId,
    {
      name: 'Globex head office',
      code: 'GHQ',
      address: { company: 'Globex', street1: '1 King St W', city: 'Toronto', zip: 'M5H 1A1', country: 'Canada', state: 'ON' },
    },
    ACTOR,
  );

  // The catalog demo's segments of Acme: staff by email domain (a rule), franchisees by hand.
  const acmeSegments = await new CatalogRepo(platform.db).listSegments([acme], undefined, 100);
  const segmentId = (name: string) => acmeSegments.find((s) => s.name === name)!.id;
  await segmentRules.create(acme, { segmentId: segmentId('Staff'), emailDomain: 'acme.example.com' }, ACTOR);

  const dana = await users.create(
    {
      siteId: acme,
      username: 'dana.lee',
      email: 'dana.lee@acme.example.com',
      firstName: 'Dana',
      lastName: 'Lee',
      company: 'Acme Print Co',
      divisionId: east.id,
      allSegmentsVisible: false,
      ordersRequireApproval: true,
      lastSigninOn: '2026-01-10T09:00:00.000Z',
    },
    ACTOR,
  );
  await users.setSegments(dana.id, [segmentId('Franchisees')], ACTOR);
  await users.addAddress(
    dana.id,
    {
      addressType: 'SHIP_TO',
      company: 'Acme East',
      firstName: 'Dana',
      lastName: 'Lee',
      address1: '100 Market St',
      city: 'Columbus',
      zip: '43215',
      country: 'United States',
      countryCode: 'US',
      state: 'Ohio',
      stateCode: 'OH',
    },
    ACTOR,
  );
  await users.addAddress(
    dana.id,
    {
      addressType: 'BLIND_FROM',
      company: 'Acme Print Co',
      address1: 'PO Box 12',
      city: 'Columbus',
      zip: '43216',
      countryCode: 'US',
      stateCode: 'OH',
    },
    ACTOR,
  );
  await users.create(
    {
      siteId: acme,
      username: 'sam.ortiz',
      email: 'sam.ortiz@example.net',
      firstName: 'Sam',
      lastName: 'Ortiz',
      divisionId: hq.id,
      taxExempt: true,
    },
    ACTOR,
  );
  await users.create(
    {
      siteId: acme,
      username: 'former.buyer',
      email: 'former@example.net',
      firstName: 'Former',
      lastName: 'Buyer',
      active: false,
      lastSigninOn: '2025-06-01T12:00:00.000Z',
    },
    ACTOR,
  );
  await users.create(
    { siteId: northwind, username: 'kim.park', email: 'kim.park@northwind.example.com', firstName: 'Kim', lastName: 'Park' },
    ACTOR,
  );

  const allowance = await credit.create(
    {
      siteId: acme,
      userId: dana.id,
      amount: '500.00',
      templateName: 'Annual allowance',
      startsOn: '2026-01-01T00:00:00.000Z',
      stopsOn: '2026-12-31T23:59:59.000Z',
      shippingApplicable: true,
      handlingApplicable: false,
    },
    ACTOR,
  );
  await credit.addMovement(allowance.id, { type: 'PRODUCT_DEBIT', amount: '87.50', note: 'Business cards' }, ACTOR);
  await credit.addMovement(allowance.id, { type: 'SHIPPING_DEBIT', amount: '12.00' }, ACTOR);
  await credit.addMovement(allowance.id, { type: 'REFUND', amount: '20.00', note: 'Reprint credit' }, ACTOR);
  const budget = await credit.create(
    { siteId: acme, divisionId: east.id, amount: '2500.00', templateName: 'Regional marketing budget' },
    ACTOR,
  );
  await credit.addMovement(budget.id, { type: 'CREDIT', amount: '250.00', note: 'Q1 top-up' }, ACTOR);
  const expired = await credit.create(
    {
      siteId: acme,
      divisionId: hq.id,
      amount: '100.00',
      startsOn: '2025-01-01T00:00:00.000Z',
      stopsOn: '2025-12-31T23:59:59.000Z',
      active: false,
    },
    ACTOR,
  );
  await credit.addMovement(expired.id, { type: 'EXPIRY', amount: '100.00' }, ACTOR);
}
