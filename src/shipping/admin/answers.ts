// The back office's shipping set-up answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { CONTACT, CreatedOn, DecimalString, describedLiterals, Nullable, named, UpdatedOn } from '../../http/schema-helpers.ts';
import { adminPage, closed, Enabled } from '../../http/openapi/admin-answers.ts';
import { PRODUCT_ID_DESCRIPTION } from '../../catalog/ids.ts';

const CENTRE_ID = "The fulfilment centre's id.";

export const AdminFulfilmentCentre = named(
  'AdminFulfilmentCentre',
  Type.Object(
    {
      fulfilmentCentreId: Type.Integer({ description: CENTRE_ID }),
      name: Type.String({ description: "The fulfilment centre's name." }),
      originCountry: Type.String({ description: 'The country shipments leave from (ISO 3166-1 alpha-2).' }),
      originState: Nullable(Type.String(), { description: 'The state shipments leave from.' }),
      originPostalCode: Type.String({ description: 'The postal code shipments leave from.' }),
      createdOn: CreatedOn,
      updatedOn: UpdatedOn,
    },
    closed,
  ),
);
export const AdminShippingService = named(
  'AdminShippingService',
  Type.Object(
    {
      serviceId: Type.Integer({ description: "The shipping service's id." }),
      fulfilmentCentreId: Type.Integer({ description: CENTRE_ID }),
      name: Type.String({ description: "The shipping service's name, as quotes show it." }),
      kind: describedLiterals(['carrier', 'custom'], 'What kind of record this is.'),
      enabled: Enabled,
      handlingFee: DecimalString,
      createdOn: CreatedOn,
      updatedOn: UpdatedOn,
    },
    closed,
  ),
);
export const AdminRateTable = named(
  'AdminRateTable',
  Type.Object(
    {
      rateTableId: Type.Integer({ description: "The rate table's id." }),
      serviceId: Type.Integer({ description: "The shipping service's id." }),
      country: Type.String({ description: CONTACT.country }),
      states: Nullable(Type.Array(Type.String()), { description: 'The states the rate table applies to.' }),
      bands: Type.Array(Type.Object({ upToOunces: DecimalString, price: DecimalString }, closed), {
        description: 'The rate bands, by weight.',
      }),
    },
    closed,
  ),
);

export const AdminFulfilmentCentreList = adminPage('AdminFulfilmentCentre', 'fulfilmentCentres', AdminFulfilmentCentre, {
  description: 'The fulfilment centres.',
});
export const AdminShippingServiceList = adminPage('AdminShippingService', 'services', AdminShippingService, {
  description: "The centre's shipping services.",
});
export const AdminRateTableList = adminPage('AdminRateTable', 'rateTables', AdminRateTable, { description: "The service's rate tables." });
export const AdminProductCentre = named(
  'AdminProductCentre',
  Type.Object(
    {
      productId: Type.String({ description: PRODUCT_ID_DESCRIPTION }),
      fulfilmentCentreId: Nullable(Type.Integer(), { description: CENTRE_ID }),
    },
    closed,
  ),
);
