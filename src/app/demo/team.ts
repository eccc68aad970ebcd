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

export async function seedDemoTeam(platform: Platform, actor: string): Promise<DemoStaffMember[]> {
  return Promise.all(
    STAFF_ROLES.map(async (role) => {
      const password = randomBytes(12).toString('base64url');
      const member = await platform.team.members.create({ ...NAMES[role], role, password }, actor);
      return { memberId: member.id, email: member.email, name: member.name, role, password };
    }),
  ).then((members) => members.sort((a, b) => STAFF_ROLES.indexOf(b.role) - STAFF_ROLES.indexOf(a.role)));
}
