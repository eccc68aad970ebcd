// Example responses of the shipping back office, shown on /admin/docs.
const T = '2026-01-15T09:30:00.000Z';

export const centre = {
  fulfilmentCentreId: 1,
  name: 'Columbus Fulfilment',
  originCountry: 'US',
  originState: 'US-OH',
  originPostalCode: '43004',
  createdOn: T,
  updatedOn: T,
};
export const service = {
  serviceId: 1,
  fulfilmentCentreId: 1,
  name: 'Parcel Ground',
  kind: 'carrier',
  enabled: true,
  handlingFee: '1.50',
  createdOn: T,
  updatedOn: T,
};
export const rateTable = {
  rateTableId: 1,
  serviceId: 1,
  country: 'US',
  states: null,
  bands: [
    { upToOunces: '16.0000', price: '5.49' },
    { upToOunces: '80.0000', price: '9.80' },
  ],
};
export const productCentre = { productId: '1', fulfilmentCentreId: 1 };
