// The demo world's back-office staff: one team member per role, each with a
// random password (printed in the banner, kept with the demo credentials).
import { randomBytes } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '../../access/permissions.ts';
import type { Platform } from '../platform.ts';

export interface DemoStaffMember {
  memberId: number;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

const NAMES: Record<StaffRole, { email: string; name: string }> = {
  administrator: { email: 'admin@demo.example', name: 'Ada Admin' },
  operations: { email: 'operations@demo.example', name: 'Otto Operations' },
  support: { email: 'support@demo.example', name: 'Sue Support' },
};

/** Administrator first, then operations and support: one after the other, so the ids are stable (the administrator is member 1). */
export async function seedDemoTeam(platform: Platform, actor: string): Promise<DemoStaffMember[]> {
  const members: DemoStaffMember[] = [];
  for (const role of [...STAFF_ROLES].reverse()) {
    const password = randomBytes(12).toString('base64url');
    const member = await platform.team.members.create({ ...NAMES[role], role, password }, actor);
    members.push({ memberId: member.id, email: member.email, name: member.name, role, password });
  }
  return members;
}
