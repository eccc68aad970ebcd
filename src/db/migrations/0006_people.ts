import { sql, type Kysely } from 'kysely';

// People: divisions (a site's organisational tree, with a postal address that
// is stored but never published), storefront users' segment assignments and
// the site rules that auto-assign segments, users' saved addresses, and
// credit accounts with their movements (the balance is derived from them).
//
// Division codes are deliberately NOT unique in the schema: the platform
// treats a code as a label and may hold duplicates from before the rule; new
// writes check uniqueness under a lock on the site row (see src/divisions/).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE divisions (
      id                          serial PRIMARY KEY,
      site_id                     integer NOT NULL REFERENCES sites(id),
      name                        text NOT NULL,
      code                        text NOT NULL,
      parent_id                   integer REFERENCES divisions(id),
      active                      boolean NOT NULL DEFAULT true,
      tax_exempt                  boolean NOT NULL DEFAULT false,
      audit_sales_tax_for_terms   boolean NOT NULL DEFAULT false,
      country_code                text NOT NULL,
      -- The nine address fields: never published, cleared by partner PATCH on
      -- sites that do not store division addresses.
      address_company             text,
      address_first_name          text,
      address_last_name           text,
      address_street1             text,
      address_street2             text,
      address_city                text,
      address_zip                 text,
      address_country             text,
      address_state               text,
      created_at                  timestamptz NOT NULL DEFAULT now(),
      updated_at                  timestamptz NOT NULL DEFAULT now(),
      CHECK (parent_id IS NULL OR parent_id <> id)
    );
    CREATE INDEX divisions_site_id ON divisions (site_id, id);
    CREATE INDEX divisions_parent_id ON divisions (parent_id, id);
    CREATE INDEX divisions_site_code ON divisions (site_id, code);

    ALTER TABLE users ADD CONSTRAINT users_division FOREIGN KEY (division_id) REFERENCES divisions(id);
    CREATE INDEX users_division_id ON users (division_id, id);

    CREATE TABLE user_segments (
      user_id         integer NOT NULL REFERENCES users(id),
      segment_id      integer NOT NULL REFERENCES segments(id),
      auto_assigned   boolean NOT NULL DEFAULT false,
      PRIMARY KEY (user_id, segment_id)
    );

    -- A rule assigns its segment to every user of the site whose email domain
    -- matches (case-insensitively) or who belongs to the division.
    CREATE TABLE segment_rules (
      id            serial PRIMARY KEY,
      site_id       integer NOT NULL REFERENCES sites(id),
      segment_id    integer NOT NULL REFERENCES segments(id),
      email_domain  text,
      division_id   integer REFERENCES divisions(id),
      created_at    timestamptz NOT NULL DEFAULT now(),
      CHECK ((email_domain IS NULL) <> (division_id IS NULL))
    );
    CREATE INDEX segment_rules_site_id ON segment_rules (site_id, id);

    CREATE TABLE user_addresses (
      id            serial PRIMARY KEY,
      user_id       integer NOT NULL REFERENCES users(id),
      site_id       integer NOT NULL REFERENCES sites(id),
      address_type  text,
      company       text,
      first_name    text,
      last_name     text,
      phone         text,
      address1      text,
      address2      text,
      city          text,
      zip           text,
      country       text,
      country_code  text,
      state         text,
      state_code    text,
      created_at    timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX user_addresses_user_id ON user_addresses (user_id, id);

    CREATE TABLE credit_accounts (
      id                    serial PRIMARY KEY,
      site_id               integer NOT NULL REFERENCES sites(id),
      division_id           integer REFERENCES divisions(id),
      user_id               integer REFERENCES users(id),
      amount                numeric(14,2) NOT NULL,
      issued_at             timestamptz NOT NULL DEFAULT now(),
      starts_at             timestamptz,
      stops_at              timestamptz,
      active                boolean NOT NULL DEFAULT true,
      template_name         text,
      shipping_applicable   boolean,
      handling_applicable   boolean,
      tax_applicable        boolean,
      created_at            timestamptz NOT NULL DEFAULT now(),
      updated_at            timestamptz NOT NULL DEFAULT now(),
      CHECK ((division_id IS NULL) <> (user_id IS NULL))
    );
    CREATE INDEX credit_accounts_site_id ON credit_accounts (site_id, id);
    CREATE INDEX credit_accounts_division_id ON credit_accounts (division_id, id);
    CREATE INDEX credit_accounts_user_id ON credit_accounts (user_id, id);

    -- Signed amounts: debits and expiries negative, credits and refunds
    -- positive. currentBalance = amount + sum(movements).
    CREATE TABLE credit_movements (
      id                  serial PRIMARY KEY,
      credit_account_id   integer NOT NULL REFERENCES credit_accounts(id),
      type                text NOT NULL CHECK (type ~ '^[A-Z][A-Z0-9_]*$'),
      amount              numeric(14,2) NOT NULL,
      order_number        integer,
      note                text,
      occurred_at         timestamptz NOT NULL DEFAULT now(),
      created_at          timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX credit_movements_account ON credit_movements (credit_account_id, id);
  `.execute(db);
}
