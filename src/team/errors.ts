// The team area's problems, one factory per case with its wording.
import { problem } from '../errors/catalogue.ts';
import { notFound } from '../errors/back-office.ts';
import type { Operation, StaffRole } from '../access/permissions.ts';

export const teamErrors = {
  memberNotFound: (id: number) => notFound('team member', id),
  tokenNotFound: (id: number) => notFound('API token', id),
  emailTaken: (email: string) => problem('conflict', `A team member with email ${email} exists.`),
  passwordTooShort: (min: number) => problem('invalid_request', `A password has at least ${min} characters.`),
  lastAdministrator: () =>
    problem(
      'conflict',
      'This is the last enabled administrator: make another administrator first, or the back office has nobody to run it.',
    ),
  expiryTooLong: (max: number) => problem('invalid_request', `A token lives at most ${max} days.`),
  roleAboveOwner: (role: StaffRole, owner: StaffRole) =>
    problem('invalid_request', `A token cannot act as ${role}: its owner is ${owner}, and a token may only narrow its owner's role.`),
  roleForbidden: (role: StaffRole, operation: Operation) =>
    problem('staff_role_forbidden', `The ${role} role may not perform ${operation} (docs/staff-roles.md).`),
};
