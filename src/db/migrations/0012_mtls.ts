import { sql, type Kysely } from 'kysely';

// Mutual TLS: the partner's one machine method, its registered client
// certificates, and the version of the enabled set that every mTLS listener
// polls to rebuild its truststore (src/identity/mtls/).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE partners ADD COLUMN auth_method text NOT NULL DEFAULT 'IDP_M2M' CHECK (auth_method IN ('IDP_M2M', 'MTLS'));
    CREATE TABLE partner_certificates (
      id            serial PRIMARY KEY,
      partner_id    integer NOT NULL REFERENCES partners(id),
      label         text,
      subject_dn    text NOT NULL,
      serial_number text NOT NULL,
      -- SHA-256 of the leaf's DER, upper-case hex with colons (as Node prints it).
      fingerprint   text NOT NULL UNIQUE,
      not_before    timestamptz NOT NULL,
      not_after     timestamptz NOT NULL,
      -- The leaf and the chain staff registered with it, PEM: the truststore's input.
      pem           text NOT NULL,
      status        text NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled', 'revoked')),
      created_at    timestamptz NOT NULL DEFAULT now(),
      updated_at    timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX partner_certificates_partner ON partner_certificates (partner_id);
    -- The binding key of a presented certificate; a revoked one frees it.
    CREATE UNIQUE INDEX partner_certificates_binding ON partner_certificates (subject_dn, serial_number) WHERE status <> 'revoked';
    CREATE TABLE mtls_truststore (
      id      integer PRIMARY KEY CHECK (id = 1),
      version bigint NOT NULL
    );
    INSERT INTO mtls_truststore (id, version) VALUES (1, 0);
  `.execute(db);
}
