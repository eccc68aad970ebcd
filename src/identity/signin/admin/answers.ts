// The back office's partner-staff answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { DateTime, named } from '../../../http/schema-helpers.ts';
import { adminPage, closed } from '../../../http/openapi/admin-answers.ts';

export const AdminPartnerStaff = named(
  'AdminPartnerStaff',
  Type.Object(
    {
      staffId: Type.Integer({ description: "The partner staff sign-in's id." }),
      partnerId: Type.Integer(),
      email: Type.String(),
      enabled: Type.Boolean(),
      createdAt: DateTime,
      updatedAt: DateTime,
    },
    closed,
  ),
);

export const AdminPartnerStaffList = adminPage('AdminPartnerStaff', 'staff', AdminPartnerStaff);
