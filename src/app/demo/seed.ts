// The demo world `npm start` creates in an empty database, and
// `partner-api seed demo` creates on demand: a few sites, an ordering user on
// each granted one, and a demo partner whose app client holds all ten scopes.
import { DemoRepo } from './repo.ts';
import type { DemoWorld } from './world.ts';
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
  const issued = await partners.issueClient(partner.id, 'demo', ACTOR);

  const world: DemoWorld = {
    partnerId: partner.id,
    partnerName: partner.name,
    clientId: issued.client.clientId,
    clientSecret: issued.clientSecret,
    siteIds: [acme.id, northwind.id],
    otherSiteId: globex.id,
    orderingUserIds,
    staff: await seedDemoTeam(platform, ACTOR),
  };
  await seedDemoCatalog(platform, world);
  await seedDemoShipping(platform, world);
  await seedDemoPeople(platform, world);
  await seedDemoOrders(platform, world);
  return world;
}
