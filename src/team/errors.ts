// The team area's problems, one factory per case with its wording.
import { fieldProblem, inBody, problem } from '../errors/catalogue.ts';
import { notFound } from '../errors/back-office.ts';
import type { Operation, StaffRole } from '../access/permissions.ts';

export const teamErrors = {
  /** The admin host's token check (staff-auth.ts). */
  adminTokenRequired: () =>
    problem('unauthorized', 'A valid admin token is required.', { 'www-authenticate': 'Bearer realm="partner-api-admin"' }),
  memberNotFound: (id: number) => notFound('team member', id),
  tokenNotFound: (id: number) => notFound('API token', id),
  emailTaken: (email: string) => problem('conflict', `A team member with email ${email} exists.`),
  lastAdministrator: () =>
    problem(
      'conflict',
      'This is the last enabled administrator: make another administrator first, or the back office has nobody to run it.',
    ),
  memberIdRequired: () => fieldProblem('invalid_request', 'memberId is required: this credential is no team member.', inBody('memberId')),
  expiryTooLong: (max: number) => fieldProblem('invalid_request', `A token lives at most ${max} days.`, inBody('expiresInDays')),
  roleAboveOwner: (role: StaffRole, owner: StaffRole) =>
    fieldProblem(
      'invalid_request',
      `A token cannot act as ${role}: its owner is ${owner}, and a token may only narrow its owner's role.`,
      inBody('role'),
    ),
  roleAboveCredential: (role: StaffRole, acting: StaffRole) =>
    problem(
      'staff_role_forbidden',
      `A credential acting as ${acting} cannot create a token acting as ${role}: a token is at most as wide as the credential that creates it.`,
    ),
  narrowedPassword: (role: StaffRole, owner: StaffRole) =>
    problem(
      'staff_role_forbidden',
      `A token acting as ${role} cannot set the password of its owner, who is ${owner}: a password signs in with the owner's full role.`,
    ),
  tokenAboveCredential: (token: StaffRole, acting: StaffRole) =>
    problem(
      'staff_role_forbidden',
      `A credential acting as ${acting} cannot revoke a token acting as ${token}: a credential manages only tokens at most as wide as itself.`,
    ),
  memberAboveCredential: (acting: StaffRole, member: StaffRole) =>
    problem(
      'staff_role_forbidden',
      `A credential acting as ${acting} cannot end the console sessions of a member who is ${member}: a credential acts on no member wider than itself.`,
    ),
  currentPasswordRequired: () =>
    fieldProblem(
      'invalid_request',
      'Changing your own password needs your current password (currentPassword; the CLI takes --current-password).',
      inBody('currentPassword'),
    ),
  currentPasswordWrong: () => fieldProblem('invalid_request', 'The current password is incorrect.', inBody('currentPassword')),
  noCurrentPassword: () =>
    fieldProblem(
      'invalid_request',
      'You have no password yet, so none to confirm: an administrator sets your first one.',
      inBody('currentPassword'),
    ),
  passwordAttempts: (retryAfter: number) =>
    problem(
      'rate_limit_exceeded',
      `Too many password attempts for this account or from this address. Try again in ${retryAfter} seconds.`,
      { 'retry-after': String(retryAfter) },
    ),
  roleForbidden: (role: StaffRole, operation: Operation) =>
    problem('staff_role_forbidden', `The ${role} role may not perform ${operation} (docs/staff-roles.md).`),
};
