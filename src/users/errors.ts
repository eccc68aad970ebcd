// The users area's problems, one factory per case with its wording: throw
// sites pass the values, never a sentence. Partner-facing codes first, then
// the back office's (users and their addresses, segment rules), which answer
// with the generic codes.
import { notFound } from '../errors/back-office.ts';
import { entriesOf, fieldProblem, inBody, problem } from '../errors/catalogue.ts';

/** The platform's own refusal: fixed, never echoing the values (they may be personal data). */
export const MONOLITH_REJECTED_DETAIL = 'The platform refused the change on its own validation.';

const ALREADY_EXISTS = 'A user with this username or email already exists on the site.';

export const userErrors = {
  notFound: () => problem('user_not_found'),
  alreadyExists: () => problem('user_already_exists', ALREADY_EXISTS),
  emailTaken: () => problem('user_already_exists', 'Another user of the site already has this email.'),
  /** `fields`: the body fields refused (named, their values never echoed). */
  monolithRejected: (fields: readonly string[]) =>
    fieldProblem('monolith_rejected', MONOLITH_REJECTED_DETAIL, ...fields.map((f) => inBody(f))),
  allSegmentsVisibleResetNotAcknowledged: () =>
    problem(
      'all_segments_visible_reset_not_acknowledged',
      'The user sees all segments; this write sets allSegmentsVisible to false. Send acknowledgeAllSegmentsVisibleReset: true to proceed.',
    ),
  autoAssignedSegmentsPresent: (segmentIds: number[]) =>
    problem('auto_assigned_segments_present', `Site rules assign segments ${segmentIds.join(', ')} to this user; keep them in segmentIds.`),
  /** `given`: the body's segmentIds; each foreign one is named. */
  segmentsNotOnSite: (segmentIds: number[], given: readonly number[]) =>
    fieldProblem(
      'segment_not_on_site',
      `Not segments of the user's site: ${segmentIds.join(', ')}.`,
      ...entriesOf('segmentIds', given, segmentIds),
    ),
  divisionNotOnSite: () => fieldProblem('division_not_on_site', "divisionId is not a division of the user's site.", inBody('divisionId')),
};

export const userAdminErrors = {
  noSite: (siteId: number) => notFound('site', siteId),
  noUser: (userId: number) => notFound('user', userId),
  noAddress: (addressId: number) => notFound('address', addressId),
  taken: () => problem('conflict', ALREADY_EXISTS),
  /** `given`: the body's segmentIds; each foreign one is named. */
  segmentsOffSite: (segmentIds: number[], given: readonly number[]) =>
    fieldProblem(
      'invalid_request',
      `Not segments of the user's site: ${segmentIds.join(', ')}.`,
      ...entriesOf('segmentIds', given, segmentIds),
    ),
  divisionOffSite: (divisionId: number) =>
    fieldProblem('invalid_request', `Division ${divisionId} is not on the user's site.`, inBody('divisionId')),
};

export const segmentRuleErrors = {
  noRule: (ruleId: number) => notFound('segment rule', ruleId),
  oneMatch: () =>
    fieldProblem('invalid_request', 'Give exactly one of emailDomain and divisionId.', inBody('emailDomain'), inBody('divisionId')),
  segmentOffSite: (segmentId: number, siteId: number) =>
    fieldProblem('invalid_request', `Segment ${segmentId} is not on site ${siteId}.`, inBody('segmentId')),
  divisionOffSite: (divisionId: number, siteId: number) =>
    fieldProblem('invalid_request', `Division ${divisionId} is not on site ${siteId}.`, inBody('divisionId')),
};
