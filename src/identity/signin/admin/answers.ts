// The back office's partner-staff answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { CONTACT, CreatedOn, named, UpdatedOn } from '../../../http/schema-helpers.ts';
import { adminPage, closed, Enabled } from '../../../http/openapi/admin-answers.ts';

export const AdminPartnerStaff = named(
  'AdminPartnerStaff',
  Type.Object(
    {
      staffId: Type.Integer({ description: "The partner staff sign-in's id." }),
      partnerId: Type.Integer({ description: "The partner's id." }),
      email: Type.String({ description: CONTACT.email }),
      enabled: Enabled,
      createdAt: CreatedOn,
      updatedAt: UpdatedOn,
    },
    closed,
  ),
);

export const AdminPartnerStaffList = adminPage('AdminPartnerStaff', 'staff', AdminPartnerStaff, {
  description: "The partner's staff sign-ins.",
});
