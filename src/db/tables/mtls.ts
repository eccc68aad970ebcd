import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './foundation.ts';

/** The `status` column's values. */
export type CertificateStatus = 'enabled' | 'disabled' | 'revoked';

export interface PartnerCertificatesTable {
  id: Generated<number>;
  partner_id: number;
  label: string | null;
  subject_dn: string;
  serial_number: string;
  fingerprint: string;
  not_before: Date;
  not_after: Date;
  pem: string;
  status: Generated<CertificateStatus>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MtlsTables {
  partner_certificates: PartnerCertificatesTable;
  mtls_truststore: { id: number; version: string };
}
