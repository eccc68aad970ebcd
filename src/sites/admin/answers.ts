// The back office's site answers, the admin routes' response schemas: renderAdminSite.
import { Type } from 'typebox';
import { CreatedOn, Nullable, named, SiteIdField, UpdatedOn } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';

export const AdminSite = named(
  'AdminSite',
  Type.Object(
    {
      siteId: SiteIdField,
      name: Type.String({ description: "The site's name." }),
      url: Type.String({ description: "The site's storefront URL." }),
      countryCode: Type.String({ description: 'Country, ISO abbreviation.' }),
      storesDivisionAddresses: Type.Boolean({ description: 'Whether the site keeps an address on its divisions.' }),
      orderingUserId: Nullable(Type.Integer(), { description: 'The user orders are placed as.' }),
      createdOn: CreatedOn,
      updatedOn: UpdatedOn,
    },
    closed,
  ),
);

export const AdminSiteList = adminPage('AdminSite', 'sites', AdminSite, { description: 'The granted sites.' });
