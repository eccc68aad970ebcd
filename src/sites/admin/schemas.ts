// Back-office site request schemas.
import { Type } from 'typebox';
import { idString, Nullable, WebUrl, withExample } from '../../http/schema-helpers.ts';

const Name = Type.String({ minLength: 1, maxLength: 200, description: "The site's name." });

export const SiteIdParams = Type.Object({ siteId: idString('invalid_site_id') }, { additionalProperties: false });

export const NewSiteBody = withExample(
  Type.Object(
    {
      name: Name,
      url: WebUrl(2000, "The site's storefront URL."),
      countryCode: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'Country, ISO abbreviation.' })),
      storesDivisionAddresses: Type.Optional(Type.Boolean({ description: 'Whether the site keeps an address on its divisions.' })),
    },
    { additionalProperties: false },
  ),
  { name: 'Acme Print Co', url: 'https://acme.example.com', countryCode: 'US', storesDivisionAddresses: false },
);
export const SitePatchBody = withExample(Type.Partial(NewSiteBody, { additionalProperties: false, minProperties: 1 }), {
  name: 'Acme Print & Promo',
});
export const OrderingUserBody = withExample(
  Type.Object({ userId: Nullable(Type.Integer({ minimum: 1 }), { description: "The user's id." }) }, { additionalProperties: false }),
  { userId: 1 },
);
