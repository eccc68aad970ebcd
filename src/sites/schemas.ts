import { Type, type Static } from 'typebox';
import { idString } from '../http/schema-helpers.ts';
import type { SiteRecord } from './repo.ts';

export const Site = Type.Object(
  {
    siteId: Type.Integer(),
    name: Type.String(),
    url: Type.String(),
  },
  { additionalProperties: false },
);
export type Site = Static<typeof Site>;

export const SiteList = Type.Object({ sites: Type.Array(Site) }, { additionalProperties: false });

export const SiteParams = Type.Object({ siteId: idString('invalid_site_id') }, { additionalProperties: false });

export function renderSite(site: SiteRecord): Site {
  return { siteId: site.id, name: site.name, url: site.url };
}
