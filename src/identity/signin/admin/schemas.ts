// The staff-account admin routes' path parameters (read by the console's pages
// too) and request bodies (read by the CLI too).
import { Type } from 'typebox';
import { Enabled } from '../../../http/openapi/admin-answers.ts';
import { CONTACT, idString, withExample } from '../../../http/schema-helpers.ts';
import { PasswordSchema as Password } from '../../passwords.ts';

export const PartnerIdParams = Type.Object({ partnerId: idString('invalid_request') }, { additionalProperties: false });
export const StaffIdParams = Type.Object({ staffId: idString('invalid_request') }, { additionalProperties: false });

export const NewStaffBody = withExample(
  Type.Object(
    { email: Type.String({ format: 'email', maxLength: 254, description: CONTACT.email }), password: Password },
    { additionalProperties: false },
  ),
  { email: 'jane@partner.example', password: 'correct horse battery staple' },
);
export const StaffPatchBody = withExample(Type.Object({ enabled: Enabled }, { additionalProperties: false }), { enabled: false });
export const PasswordBody = withExample(Type.Object({ password: Password }, { additionalProperties: false }), {
  password: 'another long passphrase',
});
