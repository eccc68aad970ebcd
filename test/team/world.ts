// One team member per role, each with a personal API token, made through the admin API with the bootstrap ADMIN_TOKEN.
import assert from 'node:assert/strict';
import type { StaffRole } from '../../src/access/permissions.ts';
import type { TestContext } from '../helpers/context.ts';

export interface TeamMemberWithToken {
  memberId: number;
  email: string;
  password: string;
  token: string;
  tokenId: number;
}

export type TeamWorld = Record<StaffRole, TeamMemberWithToken>;

let counter = 0;

export async function teamMember(ctx: TestContext, role: StaffRole): Promise<TeamMemberWithToken> {
  counter += 1;
  const email = `${role}${counter}@team.example`;
  const password = `${role}-password-${counter}`;
  const created = await ctx.adminCall({
    method: 'POST',
    url: '/admin/team',
    payload: { email, name: `${role} ${counter}`, role, password },
  });
  assert.equal(created.statusCode, 201, created.body);
  const memberId = created.json().memberId as number;
  const issued = await ctx.adminCall({ method: 'POST', url: '/admin/api-tokens', payload: { memberId, name: `${role} automation` } });
  assert.equal(issued.statusCode, 201, issued.body);
  return { memberId, email, password, token: issued.json().token, tokenId: issued.json().tokenId };
}

export async function teamWorld(ctx: TestContext): Promise<TeamWorld> {
  return {
    support: await teamMember(ctx, 'support'),
    operations: await teamMember(ctx, 'operations'),
    administrator: await teamMember(ctx, 'administrator'),
  };
}
