// Back-office representations of team members and API tokens, shared by the admin API and the CLI's --json output.
import type { StaffIdentity } from '../../access/staff.ts';
import type { TeamMember } from '../repo.ts';
import type { ApiTokenRecord } from '../tokens-repo.ts';

export function renderTeamMember(m: TeamMember) {
  return {
    memberId: m.id,
    email: m.email,
    name: m.name,
    role: m.role,
    disabled: m.disabled,
    canSignIn: m.hasPassword && !m.disabled,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

export function renderApiToken(t: ApiTokenRecord) {
  return {
    tokenId: t.id,
    memberId: t.memberId,
    email: t.memberEmail,
    name: t.name,
    hint: `${t.hint}…`,
    role: t.role,
    createdBy: t.createdBy,
    createdAt: t.createdAt.toISOString(),
    expiresAt: t.expiresAt.toISOString(),
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
    revokedAt: t.revokedAt?.toISOString() ?? null,
  };
}

/** Who a credential acts as (GET /admin/me, `team me`): the member, or null for the bootstrap token and the CLI. */
export function renderCaller(staff: StaffIdentity) {
  const { id, kind, tokenId, ...rest } = staff;
  return { memberId: id, kind, ...rest, ...(tokenId !== undefined && { tokenId }) };
}
