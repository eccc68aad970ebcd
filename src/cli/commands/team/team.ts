// The platform's own staff ("team members", not partner staff accounts) and
// their personal API tokens. `tokens create` prints the token once.
import { type Command, InvalidArgumentError } from 'commander';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../../access/permissions.ts';
import { renderApiToken, renderCaller, renderTeamMember } from '../../../team/admin/render.ts';
import { MemberPatchBody, NewMemberBody, newTokenBody, PasswordBody } from '../../../team/admin/schemas.ts';
import { enableCommands, heldTo, type GlobalOptions, positiveInt, rowOf, runner, table, tableOf, actingAs } from '../../runtime.ts';

const MEMBER_COLUMNS = ['memberId', 'email', 'name', 'role', 'disabled', 'canSignIn'];
const TOKEN_COLUMNS = ['tokenId', 'memberId', 'email', 'name', 'hint', 'role', 'expiresAt', 'lastUsedAt', 'revokedAt'];

function role(value: string): StaffRole {
  if (!isStaffRole(value)) throw new InvalidArgumentError(`the role is one of ${STAFF_ROLES.join(', ')}.`);
  return value;
}

export function teamCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor, actingStaff } = actingAs(globals);
  const exec = runner(globals);
  const team = program
    .command('team')
    .description(`The platform's own staff (team members with a role: ${STAFF_ROLES.join(', ')}); not partner staff accounts`);
  const id = positiveInt('memberId');
  const show = (m: ReturnType<typeof renderTeamMember>) => table([m], MEMBER_COLUMNS);

  team
    .command('list')
    .description('List team members')
    .action(() => exec(async (p) => (await p.team.members.page({ limit: 200 })).items.map(renderTeamMember), tableOf(MEMBER_COLUMNS)));
  team
    .command('me')
    .description('Who this CLI acts as: your team member and role beside the service, else the local administrator')
    .action(() =>
      exec(
        async () => renderCaller(actingStaff()),
        (c) => table([c], ['memberId', 'email', 'name', 'role', 'kind']),
      ),
    );
  team
    .command('show <memberId>')
    .description('Show a team member')
    .action((memberId: string) => exec(async (p) => renderTeamMember(await p.team.members.get(id(memberId))), show));
  team
    .command('create')
    .requiredOption('--email <email>')
    .requiredOption('--name <name>')
    .requiredOption('--role <role>', STAFF_ROLES.join(' | '), role)
    .option('--password <password>', 'at least 12 characters (none: API tokens only, no console sign-in)')
    .description('Create a team member')
    .action((o: { email: string; name: string; role: StaffRole; password?: string }) =>
      exec(
        async (p) => renderTeamMember(await p.team.members.create(heldTo(NewMemberBody, { ...o, password: o.password ?? null }), actor())),
        show,
      ),
    );
  team
    .command('role <memberId> <role>')
    .description(`Change a member's role (${STAFF_ROLES.join(', ')}); their console sessions end`)
    .action((memberId: string, r: string) =>
      exec(
        async (p) => renderTeamMember(await p.team.members.update(id(memberId), heldTo(MemberPatchBody, { role: role(r) }), actor())),
        show,
      ),
    );
  team
    .command('rename <memberId> <name>')
    .description("Change a member's name")
    .action((memberId: string, name: string) =>
      exec(async (p) => renderTeamMember(await p.team.members.update(id(memberId), heldTo(MemberPatchBody, { name }), actor())), show),
    );
  enableCommands(
    team,
    '<memberId>',
    (enable) => (enable ? 'Enable a member again' : 'Disable a member: their sessions end and their tokens stop'),
    (memberId, enable) =>
      exec(
        async (p) => renderTeamMember(await p.team.members.update(id(memberId), heldTo(MemberPatchBody, { disabled: !enable }), actor())),
        show,
      ),
    'disable-first',
  );
  team
    .command('sign-out-everywhere <memberId>')
    .description("End every console session of a member (your own, or anyone's as an administrator)")
    .action((memberId: string) =>
      exec(
        async (p) => {
          const member = id(memberId);
          await p.team.members.sessionsEndableBy(member, actingStaff());
          return { memberId: member, sessionsEnded: await p.team.sessions.endAll(member, actor()) };
        },
        (r) => `member ${r.memberId}: ${r.sessionsEnded} console session(s) ended`,
      ),
    );
  team
    .command('password <memberId>')
    .requiredOption('--password <password>', 'at least 12 characters')
    .option('--current-password <password>', 'your current password: needed to change your own')
    .description("Set a member's password (your own, giving the current one, or anyone's as an administrator); their sessions end")
    .action((memberId: string, o: { password: string; currentPassword?: string }) =>
      exec(async (p) => {
        const change = heldTo(PasswordBody, {
          password: o.password,
          ...(o.currentPassword !== undefined && { currentPassword: o.currentPassword }),
        });
        return renderTeamMember(await p.team.members.setPassword(id(memberId), change, actingStaff(), actor(), globals().io.address));
      }, show),
    );
}

export function tokenCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor, actingStaff } = actingAs(globals);
  const exec = runner(globals);
  const tokens = program.command('tokens').description("Team members' personal API tokens (for the admin API and the CLI)");
  const id = positiveInt('tokenId');
  tokens
    .command('list')
    .option('--member <memberId>', "one member's tokens (default: yours; everyone's for an administrator)", positiveInt('--member'))
    .description('List personal API tokens, newest first')
    .action((o: { member?: number }) =>
      exec(
        async (p) => (await p.team.tokens.page({ memberId: o.member, limit: 200 }, actingStaff())).items.map(renderApiToken),
        tableOf(TOKEN_COLUMNS),
      ),
    );
  tokens
    .command('show <tokenId>')
    .description('Show a personal API token (never the token itself)')
    .action((tokenId: string) =>
      exec(async (p) => renderApiToken(await p.team.tokens.get(id(tokenId), actingStaff())), rowOf(TOKEN_COLUMNS)),
    );
  tokens
    .command('create')
    .requiredOption(
      '--member <memberId>',
      'the member the token acts as (yourself, or anyone as an administrator)',
      positiveInt('--member'),
    )
    .requiredOption('--name <name>', 'what the token is for')
    .option('--days <n>', 'lifetime in days (default and maximum: TEAM_TOKEN_DEFAULT_DAYS, TEAM_TOKEN_MAX_DAYS)', positiveInt('--days'))
    .option('--role <role>', "a narrower role than the member's", role)
    .description('Create a personal API token; it is printed once and never again')
    .action((o: { member: number; name: string; days?: number; role?: StaffRole }) =>
      exec(
        async (p) => {
          const created = await p.team.tokens.create(
            o.member,
            heldTo(newTokenBody(p.team.tokens.maxDays), { memberId: o.member, name: o.name, expiresInDays: o.days, role: o.role ?? null }),
            actingStaff(),
            actor(),
          );
          return { ...renderApiToken(created.record), token: created.token };
        },
        (t) => `${table([t], TOKEN_COLUMNS)}\ntoken  ${t.token}\n(shown once: store it now)`,
      ),
    );
  tokens
    .command('revoke <tokenId>')
    .description('Revoke a token; it stops at once')
    .action((tokenId: string) =>
      exec(async (p) => renderApiToken(await p.team.tokens.revoke(id(tokenId), actingStaff(), actor())), rowOf(TOKEN_COLUMNS)),
    );
}
