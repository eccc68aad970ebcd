// The back office's site answers, the admin routes' response schemas: renderAdminSite.
import { Type } from 'typebox';
import { DateTime, Nullable, named } from '../../http/schema-helpers.ts';
import { adminPage, closed } from '../../http/openapi/admin-answers.ts';

export const AdminSite = named(
  'AdminSite',
  Type.Object(
    {
      siteId: Type.Integer(),
      name: Type.String(),
      url: Type.String(),
      countryCode: Type.String(),
      storesDivisionAddresses: Type.Boolean(),
      orderingUserId: Nullable(Type.Integer()),
      createdOn: DateTime,
      updatedOn: DateTime,
    },
    closed,
  ),
);

export const AdminSiteList = adminPage('AdminSite', 'sites', AdminSite);
