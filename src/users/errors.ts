// The users area's problems, one factory per case with its wording: throw
// sites pass the values, never a sentence. Partner-facing codes first, then
// the back office's (users and their addresses, segment rules), which answer
// with the generic codes.
import { notFound } from '../errors/back-office.ts';
import { problem } from '../errors/catalogue.ts';

/** The platform's own refusal: fixed, never echoing the values (they may be personal data). */
export const MONOLITH_REJECTED_DETAIL = 'The platform refused the change on its own validation.';

const ALREADY_EXISTS = 'A user with this username or email already exists on the site.';

export const userErrors = {
  notFound: () => problem('user_not_found'),
  alreadyExists: () => problem('user_already_exists', ALREADY_EXISTS),
  emailTaken: () => problem('user_already_exists', 'Another user of the site already has this email.'),
  monolithRejected: () => problem('monolith_rejected', MONOLITH_REJECTED_DETAIL),
  allSegmentsVisibleResetNotAcknowledged: () =>
    problem(
      'all_segments_visible_reset_not_acknowledged',
      'The user sees all segments; this write sets allSegmentsVisible to false. Send acknowledgeAllSegmentsVisibleReset: true to proceed.',
    ),
  autoAssignedSegmentsPresent: (segmentIds: number[]) =>
    problem('auto_assigned_segments_present', `Site rules assign segments ${segmentIds.join(', ')} to this user; keep them in segmentIds.`),
  segmentsNotOnSite: (segmentIds: number[]) => problem('segment_not_on_site', `Not segments of the user's site: ${segmentIds.join(', ')}.`),
  divisionNotOnSite: () => problem('division_not_on_site', "divisionId is not a division of the user's site."),
};

export const userAdminErrors = {
  noSite: (siteId: number) => notFound('site', siteId),
  noUser: (userId: number) => notFound('user', userId),
  noAddress: (addressId: number) => notFound('address', addressId),
  taken: () => problem('conflict', ALREADY_EXISTS),
  segmentsOffSite: (segmentIds: number[]) => problem('invalid_request', `Not segments of the user's site: ${segmentIds.join(', ')}.`),
  divisionOffSite: (divisionId: number) => problem('invalid_request', `Division ${divisionId} is not on the user's site.`),
};

export const segmentRuleErrors = {
  noRule: (ruleId: number) => notFound('segment rule', ruleId),
  oneMatch: () => problem('invalid_request', 'Give exactly one of emailDomain and divisionId.'),
  segmentOffSite: (segmentId: number, siteId: number) => problem('invalid_request', `Segment ${segmentId} is not on site ${siteId}.`),
  divisionOffSite: (divisionId: number, siteId: number) => problem('invalid_request', `Division ${divisionId} is not on site ${siteId}.`),
};
