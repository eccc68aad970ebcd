// The back office's shipping set-up answers as published (src/http/openapi/admin-answers.ts).
import { Type } from 'typebox';
import { DateTime, DecimalString, Nullable, named, oneOfLiterals } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';

const AdminFulfilmentCentre = named(
  'AdminFulfilmentCentre',
  Type.Object(
    {
      fulfilmentCentreId: Type.Integer(),
      name: Type.String(),
      originCountry: Type.String(),
      originState: Type.String(),
      originPostalCode: Type.String(),
      createdOn: DateTime,
      updatedOn: DateTime,
    },
    closed,
  ),
);
const AdminShippingService = named(
  'AdminShippingService',
  Type.Object(
    {
      serviceId: Type.Integer(),
      fulfilmentCentreId: Type.Integer(),
      name: Type.String(),
      kind: oneOfLiterals(['carrier', 'custom']),
      enabled: Type.Boolean(),
      handlingFee: DecimalString,
      createdOn: DateTime,
      updatedOn: DateTime,
    },
    closed,
  ),
);
const AdminRateTable = named(
  'AdminRateTable',
  Type.Object(
    {
      rateTableId: Type.Integer(),
      serviceId: Type.Integer(),
      country: Type.String(),
      states: Nullable(Type.Array(Type.String())),
      bands: Type.Array(Type.Object({ upToOunces: DecimalString, price: DecimalString }, closed)),
    },
    closed,
  ),
);

export const SHIPPING_ANSWERS = {
  shippingCentresList: adminPage('AdminFulfilmentCentre', 'fulfilmentCentres', AdminFulfilmentCentre),
  shippingCentresCreate: AdminFulfilmentCentre,
  shippingCentresShow: AdminFulfilmentCentre,
  shippingServicesList: adminPage('AdminShippingService', 'services', AdminShippingService),
  shippingServicesCreate: AdminShippingService,
  shippingServicesUpdate: AdminShippingService,
  shippingRatesList: adminPage('AdminRateTable', 'rateTables', AdminRateTable),
  shippingRatesCreate: AdminRateTable,
  shippingSetProductCentre: named(
    'AdminProductCentre',
    Type.Object({ productId: Type.String(), fulfilmentCentreId: Type.Integer() }, closed),
  ),
};
