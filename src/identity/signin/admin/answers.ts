// The back office's partner-staff answers as published (src/http/openapi/admin-answers.ts).
import { Type } from 'typebox';
import { DateTime, named } from '../../../http/schema-helpers.ts';
import { adminPage, closed } from '../../../http/openapi/admin-answers.ts';

const AdminPartnerStaff = named(
  'AdminPartnerStaff',
  Type.Object(
    {
      staffId: Type.Integer(),
      partnerId: Type.Integer(),
      email: Type.String(),
      enabled: Type.Boolean(),
      createdAt: DateTime,
      updatedAt: DateTime,
    },
    closed,
  ),
);

export const STAFF_ANSWERS = {
  staffList: adminPage('AdminPartnerStaff', 'staff', AdminPartnerStaff),
  staffCreate: AdminPartnerStaff,
  staffUpdate: AdminPartnerStaff,
  staffResetPassword: AdminPartnerStaff,
};
