// The back office's client-certificate answers, the admin routes' response schemas.
import { Type } from 'typebox';
import { DateTime, Nullable, named, oneOfLiterals } from '../../../http/schema-helpers.ts';
import { adminPage, closed } from '../../../http/openapi/admin-answers.ts';

export const AdminCertificate = named(
  'AdminCertificate',
  Type.Object(
    {
      certificateId: Type.Integer({ description: "The certificate's id." }),
      partnerId: Type.Integer(),
      label: Nullable(Type.String()),
      subjectDn: Type.String({ description: "The certificate's subject distinguished name." }),
      serialNumber: Type.String({ description: "The certificate's serial number, hex." }),
      fingerprint: Type.String({ description: 'SHA-256 of the DER certificate, colon-separated hex.' }),
      notBefore: DateTime,
      notAfter: DateTime,
      status: oneOfLiterals(['enabled', 'disabled', 'revoked']),
      createdOn: DateTime,
      updatedOn: DateTime,
    },
    closed,
  ),
);

export const AdminCertificateList = adminPage('AdminCertificate', 'certificates', AdminCertificate);
