// The back office's client-certificate answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { CreatedOn, describedLiterals, Nullable, named, UpdatedOn } from '../../../http/schema-helpers.ts';
import { adminPage, closed } from '../../../http/openapi/admin-answers.ts';

export const AdminCertificate = named(
  'AdminCertificate',
  Type.Object(
    {
      certificateId: Type.Integer({ description: "The certificate's id." }),
      partnerId: Type.Integer({ description: "The partner's id." }),
      label: Nullable(Type.String(), { description: 'A label for staff, to tell records apart.' }),
      subjectDn: Type.String({ description: "The certificate's subject distinguished name." }),
      serialNumber: Type.String({ description: "The certificate's serial number, hex." }),
      fingerprint: Type.String({ description: 'SHA-256 of the DER certificate, colon-separated hex.' }),
      notBefore: Type.String({ format: 'date-time', description: 'Valid from (ISO 8601 UTC).' }),
      notAfter: Type.String({ format: 'date-time', description: 'Valid until (ISO 8601 UTC).' }),
      status: describedLiterals(['enabled', 'disabled', 'revoked'], 'The state of the record.'),
      createdOn: CreatedOn,
      updatedOn: UpdatedOn,
    },
    closed,
  ),
);

export const AdminCertificateList = adminPage('AdminCertificate', 'certificates', AdminCertificate, {
  description: "The partner's client certificates.",
});
