// Builds the people services (storefront users, divisions, credit accounts)
// for the composition root, and registers their partner routes as one plugin.
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock.ts';
import { CreditAdminService } from '../credit/admin-service.ts';
import { creditAdminRoutes } from '../credit/admin-routes.ts';
import { creditRoutes } from '../credit/routes.ts';
import { CreditService } from '../credit/service.ts';
import type { Db } from '../db/transaction.ts';
import { DivisionsAdminService } from '../divisions/admin-service.ts';
import { divisionsAdminRoutes } from '../divisions/admin-routes.ts';
import { divisionsRoutes } from '../divisions/routes.ts';
import { DivisionsService } from '../divisions/service.ts';
import type { CursorCodec } from '../http/cursor.ts';
import type { Platform } from '../platform.ts';
import { usersAdminRoutes } from './admin-routes.ts';
import { usersRoutes } from './routes.ts';
import { SegmentRulesService } from './segment-rules.ts';
import { UsersService } from './service.ts';

export interface People {
  users: UsersService;
  divisions: DivisionsService;
  credit: CreditService;
  /** Back office (storefront users themselves are platform.admin.users). */
  admin: { segmentRules: SegmentRulesService; divisions: DivisionsAdminService; credit: CreditAdminService };
}

export function createPeople(db: Db, cursors: CursorCodec, clock: Clock): People {
  return {
    users: new UsersService(db, cursors, clock),
    divisions: new DivisionsService(db, cursors, clock),
    credit: new CreditService(db, cursors),
    admin: {
      segmentRules: new SegmentRulesService(db),
      divisions: new DivisionsAdminService(db, clock),
      credit: new CreditAdminService(db, clock),
    },
  };
}

export const peopleRoutes: FastifyPluginAsync<{ people: People }> = async (app, { people }) => {
  await app.register(usersRoutes, { users: people.users });
  await app.register(divisionsRoutes, { divisions: people.divisions });
  await app.register(creditRoutes, { credit: people.credit });
};

export const peopleAdminRoutes: FastifyPluginAsync<{ platform: Platform }> = async (app, { platform }) => {
  await app.register(usersAdminRoutes, { platform });
  await app.register(divisionsAdminRoutes, { platform });
  await app.register(creditAdminRoutes, { platform });
};
