import { Type } from 'typebox';
import { idString, withExample } from '../../../http/schema-helpers.ts';
import { Enabled } from '../../../http/openapi/admin-answers.ts';

const T = '2026-01-15T09:30:00.000Z';

export const PartnerIdParams = Type.Object({ partnerId: idString('invalid_request') }, { additionalProperties: false });
export const CertificateIdParams = Type.Object({ certificateId: idString('invalid_request') }, { additionalProperties: false });

// A leaf and up to three chain certificates of 4096-bit RSA are about 8 KB of PEM.
export const NewCertificateBody = withExample(
  Type.Object(
    {
      pem: Type.String({
        minLength: 1,
        maxLength: 32_768,
        description: "The partner's certificate in PEM, optionally followed by the chain that issued it (at most 4 certificates).",
      }),
      label: Type.Optional(Type.String({ maxLength: 200, description: 'A label for the certificate.' })),
    },
    { additionalProperties: false },
  ),
  {
    // A real self-signed P-256 certificate (CN=orders.partner.example, ten years), so the example registers as documented.
    pem: [
      '-----BEGIN CERTIFICATE-----',
      'MIIBwzCCAWmgAwIBAgIUICn3whqJ5T6RMWBSTACkR11PDz8wCgYIKoZIzj0EAwIw',
      'NzEfMB0GA1UEAwwWb3JkZXJzLnBhcnRuZXIuZXhhbXBsZTEUMBIGA1UECgwLUGFy',
      'dG5lciBMdGQwHhcNMjYxMTIyMjAxMDIyWhcNMzYxMTE5MjAxMDIyWjA3MR8wHQYD',
      'VQQDDBZvcmRlcnMucGFydG5lci5leGFtcGxlMRQwEgYDVQQKDAtQYXJ0bmVyIEx0',
      'ZDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABEHQ4WRr/gUGsDSitoUEilad6ZNX',
      'LME6YLWSsLpwMMNzdltTpBgtxJrpQVNbLnD+KdheEVQOnLk/wIxuR8cHH2SjUzBR',
      'MB0GA1UdDgQWBBTDbaf5ora+mv6UsXaVLgtGth124jAfBgNVHSMEGDAWgBTDbaf5',
      'ora+mv6UsXaVLgtGth124jAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0gA',
      'MEUCIQCByi1Diz6DWi7xWgMKe4ixwkY1QPK4WfebSbaqfkZFtwIgB/A2CigA/Tbo',
      'KZu/0h7JsKRfGc3OCTkmvZq2VhmvkPA=',
      '-----END CERTIFICATE-----',
    ]
      .join('\n')
      .concat('\n'),
    label: 'production 2026',
  },
);

export const CertificatePatchBody = withExample(Type.Object({ enabled: Enabled }, { additionalProperties: false }), {
  enabled: false,
});

export const certificateExample = {
  certificateId: 4,
  partnerId: 1,
  label: 'production 2026',
  subjectDn: 'CN=orders.partner.example\nO=Partner Ltd',
  serialNumber: '3A1F09C2D4E5',
  fingerprint: '9F:86:D0:81:88:4C:7D:65:9A:2F:EA:A0:C5:5A:D0:15:A3:BF:4F:1B:2B:0B:82:2C:D1:5D:6C:15:B0:F0:0A:08',
  notBefore: T,
  notAfter: '2027-01-15T09:30:00.000Z',
  status: 'enabled',
  createdOn: T,
  updatedOn: T,
};
