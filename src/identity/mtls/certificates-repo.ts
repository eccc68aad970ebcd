// Registered partner certificates, the version of the enabled set, and the
// one-query binding of a presented certificate to its partner.
import { sql, type Selectable } from 'kysely';
import type { PartnersTable } from '../../db/tables/foundation.ts';
import type { CertificateStatus, PartnerCertificatesTable } from '../../db/tables/mtls.ts';
import { prepared } from '../../db/prepared.ts';
import { camelCaseRecord } from '../../db/driver/rows.ts';
import type { Db } from '../../db/transaction.ts';
import type { ParsedCertificate } from './certificate-rules.ts';

export type { CertificateStatus };

export interface CertificateRecord {
  id: number;
  partnerId: number;
  label: string | null;
  subjectDn: string;
  serialNumber: string;
  fingerprint: string;
  notBefore: Date;
  notAfter: Date;
  status: CertificateStatus;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = [
  'id',
  'partner_id',
  'label',
  'subject_dn',
  'serial_number',
  'fingerprint',
  'not_before',
  'not_after',
  'status',
  'created_at',
  'updated_at',
] as const;

type Row = Omit<Selectable<PartnerCertificatesTable>, 'pem'>;

const toRecord: (r: Row) => CertificateRecord = camelCaseRecord(COLUMNS);

export interface CertificatePartnerRow {
  certificate_id: number;
  fingerprint: string;
  not_before: Date;
  not_after: Date;
  partner_id: number;
  name: string;
  tier: Selectable<PartnersTable>['tier'];
  capabilities: string[];
  site_ids: number[];
}

/** One query per mTLS request, like the bearer path's (fixed SQL, see db/prepared.ts). */
const CERTIFICATE_PARTNER =
  prepared<CertificatePartnerRow>(`SELECT pc.id AS certificate_id, pc.fingerprint, pc.not_before, pc.not_after, p.id AS partner_id, p.name, p.tier, p.capabilities,
    array(SELECT ps.site_id FROM partner_sites ps WHERE ps.partner_id = p.id ORDER BY ps.site_id) AS site_ids
  FROM partner_certificates pc JOIN partners p ON p.id = pc.partner_id
  WHERE pc.subject_dn = $1 AND pc.serial_number = $2 AND pc.status = 'enabled' AND p.enabled AND p.auth_method = 'MTLS'`);

export class CertificatesRepo {
  constructor(private readonly db: Db) {}

  async listForPartner(partnerId: number): Promise<CertificateRecord[]> {
    return (
      await this.db.selectFrom('partner_certificates').select(COLUMNS).where('partner_id', '=', partnerId).orderBy('id').execute()
    ).map(toRecord);
  }

  async find(id: number): Promise<CertificateRecord | undefined> {
    const row = await this.db.selectFrom('partner_certificates').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async countLive(partnerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('partner_certificates')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('partner_id', '=', partnerId)
      .where('status', '<>', 'revoked')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Whether a live certificate already holds this fingerprint or binding (subject DN and serial). */
  async clashes(cert: ParsedCertificate): Promise<boolean> {
    const row = await this.db
      .selectFrom('partner_certificates')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('fingerprint', '=', cert.fingerprint),
          eb.and([eb('subject_dn', '=', cert.subjectDn), eb('serial_number', '=', cert.serialNumber), eb('status', '<>', 'revoked')]),
        ]),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(partnerId: number, label: string | null, cert: ParsedCertificate): Promise<CertificateRecord> {
    const row = await this.db
      .insertInto('partner_certificates')
      .values({
        partner_id: partnerId,
        label,
        subject_dn: cert.subjectDn,
        serial_number: cert.serialNumber,
        fingerprint: cert.fingerprint,
        not_before: cert.notBefore,
        not_after: cert.notAfter,
        pem: cert.pem,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async setStatus(id: number, status: CertificateStatus, now: Date): Promise<CertificateRecord> {
    const row = await this.db
      .updateTable('partner_certificates')
      .set({ status, updated_at: now })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  /** Announces a change of the enabled set to every mTLS listener (they poll this number). */
  async bumpVersion(): Promise<void> {
    await this.db.updateTable('mtls_truststore').set({ version: sql`version + 1` }).where('id', '=', 1).execute();
  }

  async version(): Promise<string> {
    return (await this.db.selectFrom('mtls_truststore').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version;
  }

  /** The PEM bundles of every enabled certificate: the truststore. */
  async enabledPems(): Promise<string[]> {
    return (await this.db.selectFrom('partner_certificates').select('pem').where('status', '=', 'enabled').orderBy('id').execute()).map(
      (r) => r.pem,
    );
  }

  /** The enabled certificate bound to (subject DN, serial) of an enabled mTLS partner, with the partner's grants. */
  async findBinding(subjectDn: string, serialNumber: string): Promise<CertificatePartnerRow | undefined> {
    return (await CERTIFICATE_PARTNER(this.db, [subjectDn, serialNumber]))[0];
  }
}
