// The back office's client-certificate answers as published (src/http/openapi/admin-answers.ts).
import { Type } from 'typebox';
import { DateTime, named, oneOfLiterals } from '../../../http/schema-helpers.ts';
import { adminPage, closed } from '../../../http/openapi/admin-answers.ts';

const AdminCertificate = named(
  'AdminCertificate',
  Type.Object(
    {
      certificateId: Type.Integer(),
      partnerId: Type.Integer(),
      label: Type.String(),
      subjectDn: Type.String(),
      serialNumber: Type.String(),
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

export const CERTIFICATE_ANSWERS = {
  certificatesList: adminPage('AdminCertificate', 'certificates', AdminCertificate),
  certificatesRegister: AdminCertificate,
  certificatesUpdate: AdminCertificate,
  certificatesRevoke: AdminCertificate,
};
