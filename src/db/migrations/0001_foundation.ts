import { sql, type Kysely } from 'kysely';

// Sites, partners and their credentials, storefront users (ordering users are
// users), the staff audit log and the environment's own secrets.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE environment_secrets (
      name        text PRIMARY KEY,
      value       text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sites (
      id                          serial PRIMARY KEY,
      name                        text NOT NULL,
      url                         text NOT NULL,
      country_code                text NOT NULL DEFAULT 'US',
      stores_division_addresses   boolean NOT NULL DEFAULT false,
      ordering_user_id            integer,
      created_at                  timestamptz NOT NULL DEFAULT now(),
      updated_at                  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE users (
      id                        serial PRIMARY KEY,
      site_id                   integer NOT NULL REFERENCES sites(id),
      username                  text,
      email                     text,
      first_name                text,
      last_name                 text,
      company                   text,
      phone                     text,
      active                    boolean NOT NULL DEFAULT true,
      division_id               integer,
      orders_require_approval   boolean NOT NULL DEFAULT false,
      all_segments_visible      boolean NOT NULL DEFAULT true,
      tax_exempt                boolean NOT NULL DEFAULT false,
      last_signin_at            timestamptz,
      created_at                timestamptz NOT NULL DEFAULT now(),
      updated_at                timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_site_username ON users (site_id, lower(username)) WHERE username IS NOT NULL;
    CREATE UNIQUE INDEX users_site_email ON users (site_id, lower(email)) WHERE email IS NOT NULL;
    CREATE INDEX users_site_id ON users (site_id, id);

    ALTER TABLE sites ADD CONSTRAINT sites_ordering_user FOREIGN KEY (ordering_user_id) REFERENCES users(id);

    CREATE TABLE partners (
      id            serial PRIMARY KEY,
      name          text NOT NULL,
      enabled       boolean NOT NULL DEFAULT true,
      tier          text NOT NULL DEFAULT 'trial' CHECK (tier IN ('trial', 'standard', 'enterprise')),
      capabilities  text[] NOT NULL DEFAULT '{}',
      created_at    timestamptz NOT NULL DEFAULT now(),
      updated_at    timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE partner_sites (
      partner_id  integer NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
      site_id     integer NOT NULL REFERENCES sites(id),
      granted_at  timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (partner_id, site_id)
    );

    CREATE TABLE app_clients (
      id            serial PRIMARY KEY,
      partner_id    integer NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
      client_id     text NOT NULL UNIQUE,
      secret_hash   text NOT NULL,
      label         text,
      created_at    timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX app_clients_partner ON app_clients (partner_id);

    CREATE TABLE audit_log (
      id           bigserial PRIMARY KEY,
      occurred_at  timestamptz NOT NULL DEFAULT now(),
      actor        text NOT NULL,
      action       text NOT NULL,
      target_type  text NOT NULL,
      target_id    text,
      details      jsonb NOT NULL DEFAULT '{}'
    );
  `.execute(db);
}
