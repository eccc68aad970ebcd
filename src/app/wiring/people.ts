// Builds the people services (storefront users, divisions, credit accounts)
// for the composition root, and registers their partner routes as one plugin.
import type { Clock } from '../../clock.ts';
import { CreditAdminService } from '../../credit/admin/service.ts';
import { CreditService } from '../../credit/service.ts';
import type { Db } from '../../db/transaction.ts';
import { DivisionsAdminService } from '../../divisions/admin/service.ts';
import { DivisionsService } from '../../divisions/service.ts';
import type { CursorCodec } from '../../http/cursor.ts';
import { SegmentRulesService } from '../../users/segment-rules.ts';
import { UsersService } from '../../users/service.ts';

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
