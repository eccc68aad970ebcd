// Divisions: one factory per refusal, carrying its wording (the API's words
// today; tests assert some of them). Throw sites pass arguments only.
import { type ApiError, fieldProblem, inBody, problem } from '../errors/catalogue.ts';

export const divisionErrors = {
  notFound: () => problem('division_not_found'),
  auditUnavailable: () => problem('audit_unavailable', 'The change could not be audited, so it was not made; retry later.'),
  codeTaken: () => problem('division_code_conflict', 'Another division of the site already uses this code.'),
  parentIsSelf: () => fieldProblem('parent_is_self', 'A division cannot be its own parent.', inBody('parentId')),
  parentNotOnSite: () => fieldProblem('parent_not_on_site', 'parentId is not a division of the same site.', inBody('parentId')),
  parentIsDescendant: () =>
    fieldProblem('division_parent_invalid', 'The parent is a descendant of this division: that would make a cycle.', inBody('parentId')),
  tooDeep: (maxDepth: number) =>
    fieldProblem('division_parent_invalid', `Divisions nest at most ${maxDepth} levels deep.`, inBody('parentId')),
  createNeedsAddress: () =>
    problem(
      'division_create_requires_address',
      'This site stores an address on every division; divisions are created with an address by staff.',
    ),
  /** Back office. */
  noDivision: (id: number) => problem('not_found', `No division ${id}.`),
  noSite: (siteId: number) => problem('not_found', `No site ${siteId}.`),
  adminNeedsAddress: () =>
    fieldProblem(
      'invalid_request',
      'This site stores an address on every division: give at least address.street1.',
      inBody('address', 'street1'),
    ),
  /** A partner-API refusal of the shared checks, in the back office's own code with the same detail and fields. */
  asAdmin: (code: 'conflict' | 'invalid_request', refused: ApiError) => {
    const error = problem(code, refused.detail);
    if (refused.errors) error.errors = refused.errors;
    return error;
  },
};
