// The submissions area's problems, one factory per case with its wording:
// throw sites pass the values, never a sentence.
import { fieldProblem, inBody, inPath, problem } from '../errors/catalogue.ts';
import { type LineProductRule, ruleField } from '../orders/placement/rules.ts';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../http/pressure/admission.ts';

/** `lines.3`: where a line's 400 points (the worker's rejections say `lines[3]`). */
const at = (index: number) => `lines.${index}`;

export const submissionErrors = {
  notFound: () => problem('submission_not_found', 'No submission with this id.'),
  partnerOrderIdReused: (partnerOrderId: string) =>
    problem(
      'partner_order_id_reused',
      `partnerOrderId '${partnerOrderId}' was used with a different body; use a new partnerOrderId for a different order.`,
    ),
  /** A crowd of waiting submissions stood (src/http/pressure/admission.ts): nothing was stored. */
  backlogged: () =>
    problem(
      'service_unavailable',
      `Orders are arriving faster than they are being processed; nothing was stored. Retry after ${OVERLOAD_RETRY_AFTER_SECONDS} s.`,
      { 'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS) },
    ),
  orderingNotProvisioned: (siteId: number) =>
    problem('ordering_not_provisioned', `Site ${siteId} has no ordering user; staff must configure one before orders can be submitted.`),
  inactiveDivision: (divisionId: number, siteId: number) =>
    fieldProblem('invalid_request', `divisionId ${divisionId} is not an active division of site ${siteId}.`, inBody('divisionId')),
  /** The POST's wording of the line rules the placement shares (orders/placement/rules.ts). */
  lineRule: (rule: LineProductRule, index: number, productId: string, siteId: number) =>
    fieldProblem('invalid_request', LINE_RULE_DETAILS[rule](at(index), productId, siteId), inBody('lines', index, ruleField(rule))),
  /** Names the order's shipTo and each line's. */
  shipToTwice: (lineIndexes: number[]) =>
    fieldProblem(
      'invalid_request',
      'shipTo is given on the order and on lines; give it on the order, or on every line.',
      inBody('shipTo'),
      ...lineIndexes.map((index) => inBody('lines', index, 'shipTo')),
    ),
  shipToMissing: () => fieldProblem('invalid_request', 'shipTo is required: give it on the order, or on every line.', inBody('shipTo')),
  lineShipToMissing: (index: number) =>
    fieldProblem(
      'invalid_request',
      `${at(index)}.shipTo is required: without an order-level shipTo every line carries its own.`,
      inBody('lines', index, 'shipTo'),
    ),
  unknownCountry: (given: string, path: Array<string | number>) =>
    fieldProblem(
      'invalid_request',
      `${path.join('.')}.country '${given}' is not an ISO 3166-1 alpha-2 country code.`,
      inBody(...path, 'country'),
    ),
  partnerLineIdRepeated: (index: number, partnerLineId: string) =>
    fieldProblem(
      'invalid_request',
      `${at(index)}.partnerLineId '${partnerLineId}' is used by another line; partnerLineId must be unique within the request.`,
      inBody('lines', index, 'partnerLineId'),
    ),
  reservedVariableKey: (index: number, key: string) =>
    fieldProblem(
      'invalid_request',
      `${at(index)}.templateVariables: the key '${key}' is not allowed.`,
      inBody('lines', index, 'templateVariables', key),
    ),
};

const LINE_RULE_DETAILS: Record<LineProductRule, (line: string, productId: string, siteId: number) => string> = {
  not_on_site: (line, productId, siteId) => `${line}.productId '${productId}' is not in the product list of site ${siteId}.`,
  variant_required: (line, productId) => `${line}.variantId is required: ${productId} is a STOCK product.`,
  variant_superfluous: (line, productId) => `${line}.variantId must be omitted: ${productId} is a POD product.`,
};

/** Back office. */
export const adminSubmissionErrors = {
  notASubmissionId: (id: string) => fieldProblem('invalid_submission_id', `${id} is not a submission id (a UUID).`, inPath('submissionId')),
  notFound: (id: string) => problem('not_found', `No submission ${id}.`),
  alreadyTerminal: (id: string, status: string) => problem('conflict', `Submission ${id} is already ${status}.`),
  neverReprocessed: (id: string, status: string) =>
    problem('conflict', `Submission ${id} is ${status}; a terminal submission is never reprocessed.`),
};
