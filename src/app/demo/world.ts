// What the demo seed made and what the banner, the CLI and tests need of it.
import type { DemoStaffMember } from './team.ts';

export interface DemoWorld {
  partnerId: number;
  partnerName: string;
  clientId: string;
  clientSecret: string;
  /** Sites granted to the demo partner. */
  siteIds: number[];
  /** A site the demo partner is not granted: its records answer 404. */
  otherSiteId: number;
  orderingUserIds: Record<string, number>;
  /** Back-office team members, administrator first (absent in a world seeded before the console). */
  staff?: DemoStaffMember[];
}

/**
 * The demo world without its credentials: what every start of the same build
 * seeds identically, so a new data directory can start from a copy of it
 * (src/app/demo/template.ts). The credentials are made per data directory.
 */
export type DemoPlace = Omit<DemoWorld, 'clientId' | 'clientSecret' | 'staff'>;
