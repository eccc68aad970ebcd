// Divisions: one factory per refusal, carrying its wording (the API's words
// today; tests assert some of them). Throw sites pass arguments only.
import { problem } from '../errors/catalogue.ts';

export const divisionErrors = {
  notFound: () => problem('division_not_found'),
  auditUnavailable: () => problem('audit_unavailable', 'The change could not be audited, so it was not made; retry later.'),
  codeTaken: () => problem('division_code_conflict', 'Another division of the site already uses this code.'),
  parentIsSelf: () => problem('parent_is_self', 'A division cannot be its own parent.'),
  parentNotOnSite: () => problem('parent_not_on_site', 'parentId is not a division of the same site.'),
  parentIsDescendant: () => problem('division_parent_invalid', 'The parent is a descendant of this division: that would make a cycle.'),
  tooDeep: (maxDepth: number) => problem('division_parent_invalid', `Divisions nest at most ${maxDepth} levels deep.`),
  createNeedsAddress: () =>
    problem(
      'division_create_requires_address',
      'This site stores an address on every division; divisions are created with an address by staff.',
    ),
  /** Back office. */
  noDivision: (id: number) => problem('not_found', `No division ${id}.`),
  noSite: (siteId: number) => problem('not_found', `No site ${siteId}.`),
  adminNeedsAddress: () => problem('invalid_request', 'This site stores an address on every division: give at least address.street1.'),
  /** A partner-API refusal of the shared checks, in the back office's own code with the same detail. */
  asAdmin: (code: 'conflict' | 'invalid_request', detail: string) => problem(code, detail),
};
