// The demo world `npm start` creates in an empty database, and
// `partner-api seed demo` creates on demand: a few sites, an ordering user on
// each granted one, and a demo partner whose app client holds all ten scopes.
import { DemoRepo } from './repo.ts';
import type { DemoPlace, DemoWorld } from './world.ts';
import { seedDemoCatalog } from './catalog.ts';
import { SCOPES } from '../../access/scopes.ts';
import { seedDemoOrders } from './orders.ts';
import type { Platform } from '../platform.ts';
import { seedDemoShipping } from './shipping.ts';
import { seedDemoPeople } from './people.ts';
import { seedDemoTeam } from './team.ts';

const ACTOR = 'seed';
/** The demo partner's name: its presence marks a database already seeded (see seed-once.ts). */
export const DEMO_PARTNER_NAME = 'Demo Partner';

/** True when nothing has been created yet (no site and no partner). */
export async function isEmptyWorld(platform: Platform): Promise<boolean> {
  return new DemoRepo(platform.db).isEmptyWorld();
}

export async function seedDemo(platform: Platform): Promise<DemoWorld> {
  return seedDemoCredentials(platform, await seedDemoPlace(platform));
}

/** Everything but the credentials: sites, users, the demo partner, catalog, shipping, people, orders. */
export async function seedDemoPlace(platform: Platform): Promise<DemoPlace> {
  const { sites, partners, users } = platform.admin;
  const acme = await sites.create({ name: 'Acme Print Co', url: 'https://acme.example.com', countryCode: 'US' }, ACTOR);
  const northwind = await sites.create({ name: 'Northwind Promo Store', url: 'https://northwind.example.com', countryCode: 'US' }, ACTOR);
  const globex = await sites.create(
    { name: 'Globex Brand Center', url: 'https://globex.example.com', countryCode: 'CA', storesDivisionAddresses: true },
    ACTOR,
  );

  const orderingUserIds: Record<string, number> = {};
  for (const site of [acme, northwind]) {
    const user = await users.create(
      {
        siteId: site.id,
        username: `api-orders-${site.id}`,
        email: `orders+${site.id}@partner.example.com`,
        firstName: 'API',
        lastName: 'Orders',
      },
      ACTOR,
    );
    await sites.setOrderingUser(site.id, user.id, ACTOR);
    orderingUserIds[String(site.id)] = user.id;
  }

  const partner = await partners.create(
    { name: DEMO_PARTNER_NAME, tier: 'standard', capabilities: [...SCOPES], siteIds: [acme.id, northwind.id] },
    ACTOR,
  );

  const world: DemoPlace = {
    partnerId: partner.id,
    partnerName: partner.name,
    siteIds: [acme.id, northwind.id],
    otherSiteId: globex.id,
    orderingUserIds,
  };
  await seedDemoCatalog(platform, world);
  await seedDemoShipping(platform, world);
  await seedDemoPeople(platform, world);
  await seedDemoOrders(platform, world);
  return world;
}

/**
 * The demo partner's app client and the back-office team (random secret and
 * passwords), last: made for each data directory, never copied from a
 * template (the environment's keys they are hashed under are its own).
 */
export async function seedDemoCredentials(platform: Platform, place: DemoPlace): Promise<DemoWorld> {
  const issued = await platform.admin.partners.issueClient(place.partnerId, 'demo', ACTOR);
  const staff = await seedDemoTeam(platform, ACTOR);
  return { ...place, clientId: issued.client.clientId, clientSecret: issued.clientSecret, staff };
}
