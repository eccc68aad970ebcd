// The back-office representation of a certificate (admin API and CLI --json).
import type { CertificateRecord } from './certificates-repo.ts';

export function renderCertificate(c: CertificateRecord) {
  return {
    certificateId: c.id,
    partnerId: c.partnerId,
    label: c.label,
    subjectDn: c.subjectDn,
    serialNumber: c.serialNumber,
    fingerprint: c.fingerprint,
    notBefore: c.notBefore.toISOString(),
    notAfter: c.notAfter.toISOString(),
    status: c.status,
    createdOn: c.createdAt.toISOString(),
    updatedOn: c.updatedAt.toISOString(),
  };
}
