// The back-office document's examples, in document order (or a declared
// order where one example needs what another creates).
import type { Step, Vars } from './run.ts';

export function adminVars(world: { partnerId: number; siteIds: number[] }): Vars {
  return { siteId: world.siteIds[0], partnerId: world.partnerId };
}

export const ADMIN_STEPS: Step[] = [];

export const ADMIN_NOT_RUN: Record<string, string> = {};
