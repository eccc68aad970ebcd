// Why the signed-in member's role may not take an action, from the staff
// matrix (src/access/permissions.ts): the console greys a job or a page's form
// with it. Shown, never enforced here: the admin API refuses the call itself.
import { allows, PERMISSIONS, type Operation, type StaffRole } from '../access/permissions.ts';

/** Why a role may not perform an operation of the staff matrix, or null when it may. */
export function refusalFor(role: StaffRole | undefined, operation: Operation): string | null {
  if (!role || allows(role, operation)) return null;
  const who = (PERMISSIONS[operation] as readonly StaffRole[]).join(' or ');
  return `Your role (${role}) may not perform ${operation}: ${who} only.`;
}
