// The back office's shipping set-up answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { DateTime, DecimalString, Nullable, named, oneOfLiterals } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';

export const AdminFulfilmentCentre = named(
  'AdminFulfilmentCentre',
  Type.Object(
    {
      fulfilmentCentreId: Type.Integer(),
      name: Type.String(),
      originCountry: Type.String(),
      originState: Nullable(Type.String()),
      originPostalCode: Type.String(),
      createdOn: DateTime,
      updatedOn: DateTime,
    },
    closed,
  ),
);
export const AdminShippingService = named(
  'AdminShippingService',
  Type.Object(
    {
      serviceId: Type.Integer({ description: "The shipping service's id." }),
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
export const AdminRateTable = named(
  'AdminRateTable',
  Type.Object(
    {
      rateTableId: Type.Integer({ description: "The rate table's id." }),
      serviceId: Type.Integer({ description: "The shipping service's id." }),
      country: Type.String(),
      states: Nullable(Type.Array(Type.String())),
      bands: Type.Array(Type.Object({ upToOunces: DecimalString, price: DecimalString }, closed)),
    },
    closed,
  ),
);

export const AdminFulfilmentCentreList = adminPage('AdminFulfilmentCentre', 'fulfilmentCentres', AdminFulfilmentCentre);
export const AdminShippingServiceList = adminPage('AdminShippingService', 'services', AdminShippingService);
export const AdminRateTableList = adminPage('AdminRateTable', 'rateTables', AdminRateTable);
export const AdminProductCentre = named(
  'AdminProductCentre',
  Type.Object({ productId: Type.String(), fulfilmentCentreId: Nullable(Type.Integer()) }, closed),
);
