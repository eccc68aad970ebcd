import { sql, type Kysely } from 'kysely';

// The bearer credential read (src/identity/repo.ts CREDENTIAL_PARTNER: the
// client, its partner's name, state, tier and capabilities, the partner's
// granted sites) is kept per process (src/identity/credential-cache.ts), so
// every change to the rows it reads announces itself at commit:
// `pg_notify('credentials_changed', <table>)` from a statement trigger on
// `app_clients` (issue, revocation, a move to another partner; a secret's
// re-hash changes nothing the read returns and sends nothing), `partners`
// (any change: enabled, tier, capabilities, name) and `partner_sites` (grants
// given or taken, a site's deletion cascading here). TRUNCATE too. One signal
// per statement, and PostgreSQL folds identical ones of a transaction into
// one, so a bulk change costs one wake-up. Each process LISTENs on its one
// connection (src/jobs/signals.ts) and drops its whole cache on the signal;
// on the embedded engine the instance itself listens.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION credentials_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('credentials_changed', TG_TABLE_NAME);
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER app_clients_notify AFTER INSERT OR DELETE OR UPDATE OF client_id, partner_id ON app_clients
      FOR EACH STATEMENT EXECUTE FUNCTION credentials_notify();
    CREATE TRIGGER app_clients_truncate_notify AFTER TRUNCATE ON app_clients
      FOR EACH STATEMENT EXECUTE FUNCTION credentials_notify();
    CREATE TRIGGER partners_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partners
      FOR EACH STATEMENT EXECUTE FUNCTION credentials_notify();
    CREATE TRIGGER partner_sites_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partner_sites
      FOR EACH STATEMENT EXECUTE FUNCTION credentials_notify();
  `.execute(db);
}
