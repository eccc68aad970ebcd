import { Type, type Static } from 'typebox';
import { idString, withExample, named, SiteIdField } from '../http/schema-helpers.ts';
import type { SiteRecord } from './repo.ts';

export const Site = named(
  'Site',
  withExample(
    Type.Object(
      {
        siteId: SiteIdField,
        name: Type.String({ description: "The site's name." }),
        url: Type.String({ description: "The site's URL." }),
      },
      { additionalProperties: false },
    ),
    { siteId: 1, name: 'Acme Print Co', url: 'https://acme.example.com' },
  ),
);
export type Site = Static<typeof Site>;

export const SiteList = withExample(
  Type.Object({ sites: Type.Array(Site, { description: 'The granted sites.' }) }, { additionalProperties: false }),
  {
    sites: [
      { siteId: 1, name: 'Acme Print Co', url: 'https://acme.example.com' },
      { siteId: 2, name: 'Northwind Promo Store', url: 'https://northwind.example.com' },
    ],
  },
);

export const SiteParams = Type.Object({ siteId: idString('invalid_site_id') }, { additionalProperties: false });

export function renderSite(site: SiteRecord): Site {
  return { siteId: site.id, name: site.name, url: site.url };
}
