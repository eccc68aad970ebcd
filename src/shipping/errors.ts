// Shipping's problems, one factory per case with its wording: throw sites
// pass values, not sentences.
import { notFound } from '../errors/back-office.ts';
import { type FieldRef, fieldProblem, inBody, inPath, problem } from '../errors/catalogue.ts';

const UNAVAILABLE = 'No shipping service could be priced for this shipment.';

export const shippingErrors = {
  // The partner quote
  malformedProductId: () =>
    fieldProblem('invalid_shipping_quote_request', 'productId must be of the form SLO_<n> or SLS_<n>.', inBody('productId')),
  unknownCountry: (given: string) =>
    fieldProblem(
      'unknown_country_code',
      `shipTo.country '${given}' is not an ISO 3166-1 alpha-2 country code.`,
      inBody('shipTo', 'country'),
    ),
  stateWithoutSubdivisions: (country: string) =>
    fieldProblem('unknown_state_code', `${country} has no subdivisions; send shipTo.state as an empty string.`, inBody('shipTo', 'state')),
  unknownState: (given: string, country: string) =>
    fieldProblem('unknown_state_code', `shipTo.state '${given}' is not a subdivision of ${country}.`, inBody('shipTo', 'state')),
  noProduct: () => problem('shipping_quote_unavailable', `${UNAVAILABLE} Send productId: it selects the fulfilment origin.`),
  noCentre: () => problem('shipping_quote_unavailable', `${UNAVAILABLE} The product has no fulfilment centre that can be priced.`),
  postalCode: (country: string) =>
    fieldProblem(
      'shipping_quote_unavailable',
      `${UNAVAILABLE} The postal code is not valid for ${country}.`,
      inBody('shipTo', 'postalCode'),
    ),
  noRate: () =>
    problem(
      'shipping_quote_unavailable',
      `${UNAVAILABLE} No service of the product's fulfilment centre has a rate for this destination and weight.`,
    ),

  // Back office
  notFound: (what: 'fulfilment centre' | 'shipping service' | 'product', id: string | number) => notFound(what, id),
  notACountry: (code: string, at: FieldRef) => fieldProblem('invalid_request', `'${code}' is not an ISO 3166-1 alpha-2 country code.`, at),
  notASubdivision: (state: string, country: string, at: FieldRef) =>
    fieldProblem('invalid_request', `'${state}' is not a subdivision of ${country}.`, at),
  /** `at`: the field, whose last segment names it in the detail. */
  notMoney: (at: FieldRef) =>
    fieldProblem('invalid_request', `${at.path.at(-1)} must be a non-negative decimal string with at most two decimal places.`, at),
  noBands: () => fieldProblem('invalid_request', 'A rate table needs at least one weight band.', inBody('bands')),
  bandNotDecimal: (index: number) =>
    fieldProblem(
      'invalid_request',
      'upToOunces must be a positive decimal string with at most four decimal places.',
      inBody('bands', index, 'upToOunces'),
    ),
  bandOutOfRange: (index: number) =>
    fieldProblem('invalid_request', 'upToOunces must be in 0 < w <= 5000000.', inBody('bands', index, 'upToOunces')),
  duplicateBand: (upToOunces: string, index: number) =>
    fieldProblem('invalid_request', `Two bands end at ${upToOunces} ounces.`, inBody('bands', index, 'upToOunces')),
  originStateRequired: (country: string) =>
    fieldProblem('invalid_request', `originState is required for ${country}.`, inBody('originState')),
  originStateNotApplicable: (country: string) =>
    fieldProblem('invalid_request', `${country} has no subdivisions; omit originState.`, inBody('originState')),
  originPostalCode: (country: string) =>
    fieldProblem('invalid_request', `originPostalCode is not a valid postal code for ${country}.`, inBody('originPostalCode')),
  serviceNameTaken: (centreId: number, name: string) =>
    problem('conflict', `Fulfilment centre ${centreId} already has a service named '${name}'.`),
  emptyStates: () =>
    fieldProblem('invalid_request', 'states must name at least one subdivision, or be omitted for the whole country.', inBody('states')),
  centreOfShare: () =>
    fieldProblem(
      'invalid_request',
      "A shared product (SLS_) ships from its master product's centre: set it on the master product.",
      inPath('productId'),
    ),
  malformedProduct: () => fieldProblem('invalid_request', 'product must be SLO_<n> or the products.id <n>.', inPath('productId')),
  unknownCentre: (centreId: number) => fieldProblem('invalid_request', `No fulfilment centre ${centreId}.`, inBody('fulfilmentCentreId')),
};
