// Back office: a partner's client certificates. Every change is audited in
// its own transaction and bumps the truststore version when the enabled set
// changes, so every mTLS listener rebuilds its truststore.
import type { Clock } from '../../../clock.ts';
import type { Actor } from '../../../audit/service.ts';
import { lockRow } from '../../../db/locks.ts';
import { requestClient, serialisedWrite } from '../../../db/row-queue.ts';
import { type Db } from '../../../db/transaction.ts';
import { PartnersRepo } from '../../repo.ts';
import { notFound } from '../../../errors/back-office.ts';
import { certificateErrors } from '../../errors.ts';
import { CertificatesRepo, type CertificateRecord } from '../certificates-repo.ts';
import { auditTrail } from '../../../audit/trail.ts';

const auditPartner = auditTrail('partner');

/** Like app clients: one in use and its replacement, registered before the first expires. */
export const MAX_LIVE_CERTIFICATES = 2;

/**
 * The row every certificate write serialises on (db/row-queue.ts): each locks
 * its partner, then bumps the one truststore version row, so they all queue
 * there anyway; keying them by it needs no read before the transaction.
 */
const TRUSTSTORE_KEY = 'mtls_truststore:1';

export class CertificatesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(partnerId: number): Promise<CertificateRecord[]> {
    if (!(await new PartnersRepo(this.db).exists(partnerId))) throw notFound('partner', partnerId);
    return new CertificatesRepo(this.db).listForPartner(partnerId);
  }

  async register(partnerId: number, pem: string, label: string | null, actor: Actor): Promise<CertificateRecord> {
    const client = requestClient();
    // Loaded on use: the X.509 library is heavy, and most CLI and service starts never register a certificate.
    const { parseCertificateBundle } = await import('../certificate-rules.ts');
    const parsed = parseCertificateBundle(pem, this.clock.now());
    return serialisedWrite(
      this.db,
      TRUSTSTORE_KEY,
      async (trx) => {
        if (!(await lockRow(trx, 'partners', 'id', partnerId))) throw notFound('partner', partnerId);
        if ((await new PartnersRepo(trx).authMethod(partnerId)) !== 'MTLS') throw certificateErrors.partnerOnBearerTokens(partnerId);
        const certificates = new CertificatesRepo(trx);
        if ((await certificates.countLive(partnerId)) >= MAX_LIVE_CERTIFICATES) {
          throw certificateErrors.tooManyLive(partnerId, MAX_LIVE_CERTIFICATES);
        }
        if (await certificates.clashes(parsed)) throw certificateErrors.alreadyRegistered();
        const created = await certificates.insert(partnerId, label, parsed);
        await certificates.bumpVersion();
        await auditPartner(trx, {
          actor,
          action: 'certificate.register',
          targetId: partnerId,
          details: {
            certificateId: created.id,
            subjectDn: created.subjectDn,
            serialNumber: created.serialNumber,
            fingerprint: created.fingerprint,
            label,
          },
        });
        return created;
      },
      client,
    );
  }

  /** Disables (or enables again) a live certificate; a revoked one stays revoked. */
  async setEnabled(id: number, enabled: boolean, actor: Actor): Promise<CertificateRecord> {
    return this.#change(id, enabled ? 'certificate.enable' : 'certificate.disable', actor, async (current, certificates) => {
      if (current.status === 'revoked') throw certificateErrors.revoked(id);
      return certificates.setStatus(id, enabled ? 'enabled' : 'disabled', this.clock.now());
    });
  }

  /** Revokes for good: the certificate leaves the truststore and frees its live slot. */
  async revoke(id: number, actor: Actor): Promise<CertificateRecord> {
    return this.#change(id, 'certificate.revoke', actor, async (current, certificates) => {
      if (current.status === 'revoked') throw certificateErrors.alreadyRevoked(id);
      return certificates.setStatus(id, 'revoked', this.clock.now());
    });
  }

  async #change(
    id: number,
    action: string,
    actor: Actor,
    apply: (current: CertificateRecord, certificates: CertificatesRepo) => Promise<CertificateRecord>,
  ): Promise<CertificateRecord> {
    return serialisedWrite(this.db, TRUSTSTORE_KEY, async (trx) => {
      const certificates = new CertificatesRepo(trx);
      const found = await certificates.find(id);
      if (!found) throw certificateErrors.notFound(id);
      await lockRow(trx, 'partners', 'id', found.partnerId);
      const current = (await certificates.find(id))!;
      const changed = await apply(current, certificates);
      await certificates.bumpVersion();
      await auditPartner(trx, { actor, action, targetId: found.partnerId, details: { certificateId: id, status: changed.status } });
      return changed;
    });
  }
}
