// Back-office schemas of team members (the platform's own staff) and their personal API tokens.
import { Type } from 'typebox';
import { PASSWORD_MAX_LENGTH, PasswordSchema as Password } from '../../identity/passwords.ts';
import { STAFF_ROLES } from '../../access/permissions.ts';
import {
  CONTACT,
  CreatedOn,
  cursorQuery,
  DateTime,
  describedLiterals,
  idString,
  NextCursor,
  Nullable,
  oneOfLiterals,
  pageLimitQuery,
  UpdatedOn,
  withExample,
} from '../../http/schema-helpers.ts';
import { PAGES } from '../../http/operations/pages.ts';

const T = '2026-01-15T09:30:00.000Z';
const Role = oneOfLiterals(STAFF_ROLES, {
  description: 'support: reads only; operations: also moves orders; administrator: everything (docs/staff-roles.md).',
});

const MEMBER_NAME = "The staff member's name.";
const MEMBER_ID = "The staff team member's id.";
const MemberId = Type.Integer({ description: MEMBER_ID });
const TokenId = Type.Integer({ description: "The personal API token's id." });
const Disabled = Type.Boolean({ description: 'Whether the staff member is disabled (cannot sign in; tokens refused).' });

export const MemberIdParams = Type.Object({ memberId: idString('invalid_request') }, { additionalProperties: false });
export const TokenIdParams = Type.Object({ tokenId: idString('invalid_request') }, { additionalProperties: false });
export const TeamQuery = Type.Object({ cursor: cursorQuery, limit: pageLimitQuery(PAGES.team) }, { additionalProperties: false });
export const TokensQuery = Type.Object(
  {
    memberId: Type.Optional(
      idString('invalid_request', 9, "One member's tokens (default: the caller's; everyone's for an administrator)."),
    ),
    cursor: cursorQuery,
    limit: pageLimitQuery(PAGES.apiTokens),
  },
  { additionalProperties: false },
);

export const NewMemberBody = withExample(
  Type.Object(
    {
      email: Type.String({ format: 'email', maxLength: 254, description: CONTACT.email }),
      name: Type.String({ minLength: 1, maxLength: 200, description: MEMBER_NAME }),
      role: Role,
      password: Type.Optional(Type.Union([Password, Type.Null()], { description: 'Null or absent: API tokens only, no console sign-in.' })),
    },
    { additionalProperties: false },
  ),
  { email: 'sam@platform.example', name: 'Sam Rivera', role: 'operations', password: 'correct horse battery staple' },
);
export const MemberPatchBody = withExample(
  Type.Object(
    {
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: MEMBER_NAME })),
      role: Type.Optional(Role),
      disabled: Type.Optional(Disabled),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
  { role: 'support' },
);
export const PasswordBody = withExample(
  Type.Object(
    {
      password: Password,
      currentPassword: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: PASSWORD_MAX_LENGTH,
          description:
            "The member's current password: required to change one's own (checked as a console sign-in is), not read when an administrator sets another member's.",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  { password: 'another long passphrase', currentPassword: 'the passphrase it replaces' },
);
/** The body of POST /admin/api-tokens; `expiresInDays` is bounded by the deployment's TEAM_TOKEN_MAX_DAYS, as the service is. */
export const newTokenBody = (maxDays: number) =>
  withExample(
    Type.Object(
      {
        memberId: Type.Optional(
          Type.Integer({ minimum: 1, description: 'Whose token (default: the caller; somebody else: administrators).' }),
        ),
        name: Type.String({ minLength: 1, maxLength: 200, description: 'What the token is for.' }),
        expiresInDays: Type.Optional(
          Type.Integer({
            minimum: 1,
            maximum: maxDays,
            description: `Lifetime in days (default TEAM_TOKEN_DEFAULT_DAYS; at most TEAM_TOKEN_MAX_DAYS, ${maxDays} on this deployment).`,
          }),
        ),
        role: Type.Optional(
          Type.Union([Role, Type.Null()], {
            description:
              "At most the owner's role and the calling credential's (a wider one: 403 staff_role_forbidden). Null or absent: the calling token's own role when it is narrower than the owner's, else the owner's current role.",
          }),
        ),
      },
      { additionalProperties: false },
    ),
    { memberId: 1, name: 'nightly export', expiresInDays: 30, role: 'support' },
  );

/** A team member, its `name` described as the answer carrying it has it. */
const member = (name: string) =>
  Type.Object(
    {
      memberId: MemberId,
      email: Type.String({ description: CONTACT.email }),
      name: Type.String({ description: name }),
      role: Role,
      disabled: Disabled,
      canSignIn: Type.Boolean({ description: 'Has a password and is enabled: can sign in to the console.' }),
      createdAt: CreatedOn,
      updatedAt: UpdatedOn,
    },
    { additionalProperties: false },
  );
const Member = member(MEMBER_NAME);
const memberExample = {
  memberId: 2,
  email: 'sam@platform.example',
  name: 'Sam Rivera',
  role: 'operations',
  disabled: false,
  canSignIn: true,
  createdAt: T,
  updatedAt: T,
} as const;
export const MemberResponse = withExample(Member, memberExample);
/** PUT …/password's answer. */
export const MemberAfterPassword = withExample(member("The team member's name."), memberExample);
export const MembersPage = withExample(
  Type.Object({ members: Type.Array(Member, { description: 'The staff team members.' }), nextCursor: NextCursor }),
  {
    members: [memberExample],
    nextCursor: null,
  },
);

const Token = Type.Object(
  {
    tokenId: TokenId,
    memberId: MemberId,
    email: Type.String({ description: "The owner's email." }),
    name: Type.String({ description: "The token's name." }),
    hint: Type.String({ description: 'The first characters of the token, to recognise it.' }),
    role: Nullable(Role),
    createdBy: Type.String({ description: 'The actor who created it.' }),
    createdAt: CreatedOn,
    expiresAt: Type.String({ format: 'date-time', description: 'When the token stops working (ISO 8601 UTC).' }),
    lastUsedAt: Nullable(DateTime, { description: 'When the token was last used (ISO 8601 UTC); null if never.' }),
    revokedAt: Nullable(DateTime, { description: 'When the token was revoked (ISO 8601 UTC); null while it is live.' }),
  },
  { additionalProperties: false },
);
const tokenExample = {
  tokenId: 7,
  memberId: 2,
  email: 'sam@platform.example',
  name: 'nightly export',
  hint: 'pcs_Xk3v9Q…',
  role: 'support',
  createdBy: 'staff:2 sam@platform.example',
  createdAt: T,
  expiresAt: '2026-02-14T09:30:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
} as const;
export const TokenResponse = withExample(Token, tokenExample);
export const IssuedToken = withExample(
  Type.Object({ ...Token.properties, token: Type.String({ description: 'The token: shown in this answer only, stored as its SHA-256.' }) }),
  { ...tokenExample, token: 'pcs_Xk3v9Q0d1yq2Jr6m8b7d0m4Tq3t1ZrW8aKXo5V2nUeE' },
);
export const TokensPage = withExample(
  Type.Object({ tokens: Type.Array(Token, { description: 'The personal API tokens.' }), nextCursor: NextCursor }),
  { tokens: [tokenExample], nextCursor: null },
);
export const Me = withExample(
  Type.Object({
    memberId: Nullable(Type.Integer(), { description: MEMBER_ID }),
    email: Nullable(Type.String(), { description: CONTACT.email }),
    name: Type.String({ description: "The team member's name; `bootstrap` for the ADMIN_TOKEN and `cli` for the CLI." }),
    role: Role,
    kind: describedLiterals(
      ['session', 'token', 'bootstrap', 'cli'] as const,
      'How the caller signed in: a console session, a personal API token, the bootstrap token, …',
    ),
    tokenId: Type.Optional(TokenId),
  }),
  { memberId: 2, email: 'sam@platform.example', name: 'Sam Rivera', role: 'operations', kind: 'token', tokenId: 7 },
);
export const SignedOut = withExample(
  Type.Object({ sessionsEnded: Type.Integer({ description: 'How many console sessions were ended.' }) }),
  { sessionsEnded: 2 },
);
