import { sql, type Kysely } from 'kysely';

// Shipping: fulfilment centres (the origin of a product's shipments), their
// shipping services (carrier services and custom options), and weight-banded
// rate tables per service and destination. Products (0002_catalog) point at
// their fulfilment centre.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE fulfilment_centres (
      id                  serial PRIMARY KEY,
      name                text NOT NULL,
      origin_country      text NOT NULL CHECK (origin_country ~ '^[A-Z]{2}$'),
      origin_state        text,
      origin_postal_code  text NOT NULL,
      created_at          timestamptz NOT NULL DEFAULT now(),
      updated_at          timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE shipping_services (
      id                    serial PRIMARY KEY,
      fulfilment_centre_id  integer NOT NULL REFERENCES fulfilment_centres(id),
      name                  text NOT NULL,
      kind                  text NOT NULL CHECK (kind IN ('carrier', 'custom')),
      enabled               boolean NOT NULL DEFAULT true,
      handling_fee          numeric(12, 2) NOT NULL DEFAULT 0 CHECK (handling_fee >= 0),
      created_at            timestamptz NOT NULL DEFAULT now(),
      updated_at            timestamptz NOT NULL DEFAULT now(),
      UNIQUE (fulfilment_centre_id, name)
    );

    CREATE TABLE shipping_rate_tables (
      id          serial PRIMARY KEY,
      service_id  integer NOT NULL REFERENCES shipping_services(id) ON DELETE CASCADE,
      country     text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      states      text[] CHECK (states IS NULL OR cardinality(states) > 0),
      created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX shipping_rate_tables_service ON shipping_rate_tables (service_id, country);

    CREATE TABLE shipping_rate_bands (
      rate_table_id  integer NOT NULL REFERENCES shipping_rate_tables(id) ON DELETE CASCADE,
      up_to_ounces   numeric(12, 4) NOT NULL CHECK (up_to_ounces > 0),
      price          numeric(12, 2) NOT NULL CHECK (price >= 0),
      PRIMARY KEY (rate_table_id, up_to_ounces)
    );

    ALTER TABLE products
      ADD CONSTRAINT products_fulfilment_centre FOREIGN KEY (fulfilment_centre_id) REFERENCES fulfilment_centres(id);
  `.execute(db);
}
