// Shipping's problems, one factory per case with its wording: throw sites
// pass values, not sentences.
import { notFound } from '../errors/back-office.ts';
import { problem } from '../errors/catalogue.ts';

const UNAVAILABLE = 'No shipping service could be priced for this shipment.';

export const shippingErrors = {
  // The partner quote
  malformedProductId: () => problem('invalid_shipping_quote_request', 'productId must be of the form SLO_<n> or SLS_<n>.'),
  unknownCountry: (given: string) =>
    problem('unknown_country_code', `shipTo.country '${given}' is not an ISO 3166-1 alpha-2 country code.`),
  stateWithoutSubdivisions: (country: string) =>
    problem('unknown_state_code', `${country} has no subdivisions; send shipTo.state as an empty string.`),
  unknownState: (given: string, country: string) =>
    problem('unknown_state_code', `shipTo.state '${given}' is not a subdivision of ${country}.`),
  productNotOnSite: (productId: string, siteId: number) => problem('product_not_found', `No product ${productId} on site ${siteId}.`),
  noProduct: () => problem('shipping_quote_unavailable', `${UNAVAILABLE} Send productId: it selects the fulfilment origin.`),
  noCentre: () => problem('shipping_quote_unavailable', `${UNAVAILABLE} The product has no fulfilment centre that can be priced.`),
  postalCode: (country: string) => problem('shipping_quote_unavailable', `${UNAVAILABLE} The postal code is not valid for ${country}.`),
  noRate: () =>
    problem(
      'shipping_quote_unavailable',
      `${UNAVAILABLE} No service of the product's fulfilment centre has a rate for this destination and weight.`,
    ),

  // Back office
  notFound: (what: 'fulfilment centre' | 'shipping service' | 'product', id: string | number) => notFound(what, id),
  notACountry: (code: string) => problem('invalid_request', `'${code}' is not an ISO 3166-1 alpha-2 country code.`),
  notASubdivision: (state: string, country: string) => problem('invalid_request', `'${state}' is not a subdivision of ${country}.`),
  notMoney: (field: string) =>
    problem('invalid_request', `${field} must be a non-negative decimal string with at most two decimal places.`),
  noBands: () => problem('invalid_request', 'A rate table needs at least one weight band.'),
  bandNotDecimal: () => problem('invalid_request', 'upToOunces must be a positive decimal string with at most four decimal places.'),
  bandOutOfRange: () => problem('invalid_request', 'upToOunces must be in 0 < w <= 5000000.'),
  duplicateBand: (upToOunces: string) => problem('invalid_request', `Two bands end at ${upToOunces} ounces.`),
  originStateRequired: (country: string) => problem('invalid_request', `originState is required for ${country}.`),
  originStateNotApplicable: (country: string) => problem('invalid_request', `${country} has no subdivisions; omit originState.`),
  originPostalCode: (country: string) => problem('invalid_request', `originPostalCode is not a valid postal code for ${country}.`),
  serviceNameTaken: (centreId: number, name: string) =>
    problem('conflict', `Fulfilment centre ${centreId} already has a service named '${name}'.`),
  emptyStates: () => problem('invalid_request', 'states must name at least one subdivision, or be omitted for the whole country.'),
  centreOfShare: () =>
    problem('invalid_request', "A shared product (SLS_) ships from its master product's centre: set it on the master product."),
  malformedProduct: () => problem('invalid_request', 'product must be SLO_<n> or the products.id <n>.'),
  unknownCentre: (centreId: number) => problem('invalid_request', `No fulfilment centre ${centreId}.`),
};
