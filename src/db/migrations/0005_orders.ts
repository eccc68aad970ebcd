import { sql, type Kysely } from 'kysely';

// Orders, their lines, shipments, print proofs and artwork, plus
// the two simple discount rules and the handling fee the catalog lacked.
//
// Numbers the partner sees come from sequences: orderNumber, itemNumber (the
// platform's job number, unique across orders), shipmentNumber, projectId.
// A line's internal key (`order_lines.id`) is never published: the spec names
// a line by (orderNumber, itemNumber) and itemNumber is a nullable column.
//
// orders.division_id has no foreign key: divisions arrive with 0006_people.
// Money is NUMERIC; null means "not priced", never zero.
// Proof and production statuses are free text on purpose: staff may store a
// status this API has not been taught, which reads as UNKNOWN.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE SEQUENCE order_number_seq AS integer START 100001;
    CREATE SEQUENCE item_number_seq AS integer START 500001;
    CREATE SEQUENCE shipment_number_seq AS integer START 700001;
    CREATE SEQUENCE project_id_seq AS integer START 900001;

    -- Pricing rules used when an order is placed (src/orders/placement/).
    -- A product discount applies to every order line of the product (master)
    -- on every site; a user discount to every line the user orders. Both
    -- are percentages of the line's list total; the handling fee is a flat
    -- amount per line, charged separately and never part of lineTotal.
    CREATE TABLE product_discounts (
      product_id  bigint PRIMARY KEY REFERENCES products(id),
      name        text NOT NULL,
      percent     numeric(5, 2) NOT NULL CHECK (percent > 0 AND percent <= 100)
    );
    CREATE TABLE user_discounts (
      user_id     integer PRIMARY KEY REFERENCES users(id),
      name        text NOT NULL,
      percent     numeric(5, 2) NOT NULL CHECK (percent > 0 AND percent <= 100)
    );
    CREATE TABLE product_handling_fees (
      product_id  bigint PRIMARY KEY REFERENCES products(id),
      amount      numeric(14, 2) NOT NULL CHECK (amount >= 0)
    );

    CREATE TABLE orders (
      order_number          integer PRIMARY KEY DEFAULT nextval('order_number_seq'),
      site_id               integer NOT NULL REFERENCES sites(id),
      status                text NOT NULL,
      placed_on             timestamptz NOT NULL DEFAULT now(),
      ordering_user_id      integer REFERENCES users(id),
      division_id           integer,
      project_id            integer NOT NULL DEFAULT nextval('project_id_seq'),
      -- Set together when a partner submitted the order (webhooks carry
      -- partnerOrderId to that partner only).
      source_partner_id     integer REFERENCES partners(id),
      partner_order_id      text,
      ship_to               jsonb,
      bill_to               jsonb,
      shipping_provider     text,
      shipping_method       text,
      shipping_service_id   integer REFERENCES shipping_services(id),
      shipping_service_name text,
      -- Internal: the shipment's notes for the warehouse, never published.
      shipping_notes        text,
      item_total            numeric(14, 2),
      handling_total        numeric(14, 2),
      shipping_total        numeric(14, 2),
      total_price           numeric(14, 2),
      created_at            timestamptz NOT NULL DEFAULT now(),
      updated_at            timestamptz NOT NULL DEFAULT now(),
      CHECK ((source_partner_id IS NULL) = (partner_order_id IS NULL))
    );
    CREATE INDEX orders_site_placed ON orders (site_id, placed_on DESC, order_number DESC);
    CREATE INDEX orders_placed ON orders (placed_on DESC, order_number DESC);
    CREATE UNIQUE INDEX orders_partner_order ON orders (source_partner_id, partner_order_id) WHERE source_partner_id IS NOT NULL;

    CREATE TABLE order_lines (
      id                        bigserial PRIMARY KEY,
      order_number              integer NOT NULL REFERENCES orders(order_number),
      -- The platform's job number; null on records that never got one.
      item_number               integer UNIQUE DEFAULT nextval('item_number_seq'),
      -- The line's own site: normally the order's; a line whose site
      -- disagrees is shown to nobody.
      site_id                   integer NOT NULL REFERENCES sites(id),
      product_id                text NOT NULL,
      variant_id                bigint,
      sku                       text,
      product_name              text NOT NULL,
      product_code              text NOT NULL,
      job_name                  text,
      external_id               text,
      partner_line_id           text,
      quantity                  integer NOT NULL CHECK (quantity >= 0),
      unit_price                numeric(14, 4),
      line_list_total           numeric(14, 2),
      line_total                numeric(14, 2),
      handling_amount           numeric(14, 2),
      product_discount          jsonb,
      user_discount             jsonb,
      shipped                   boolean NOT NULL DEFAULT false,
      shipped_on                timestamptz,
      cancelled                 boolean NOT NULL DEFAULT false,
      cancelled_at              timestamptz,
      estimated_ship_by         timestamptz,
      ship_by                   timestamptz,
      turnaround_business_days  integer,
      production_status         text,
      proof_status              text,
      note                      text,
      variant_attributes        jsonb NOT NULL DEFAULT '[]',
      problem                   boolean NOT NULL DEFAULT false,
      reorder                   boolean NOT NULL DEFAULT false,
      backorder_quantity        integer,
      shippable                 boolean NOT NULL DEFAULT true,
      digital_delivery          boolean NOT NULL DEFAULT false,
      hidden_from_customer      boolean NOT NULL DEFAULT false,
      -- Rework and proof records the platform keeps as lines: never shown.
      internal_record           boolean NOT NULL DEFAULT false,
      artwork_url               text,
      template_variables        jsonb,
      ship_to                   jsonb,
      -- Storage key of the rendered preview (visualUrl is signed per read).
      visual_object_key         text,
      created_at                timestamptz NOT NULL DEFAULT now(),
      updated_at                timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX order_lines_order ON order_lines (order_number, id);

    CREATE TABLE shipments (
      shipment_number   integer PRIMARY KEY DEFAULT nextval('shipment_number_seq'),
      order_number      integer NOT NULL REFERENCES orders(order_number),
      carrier           text,
      service           text,
      tracking_number   text,
      tracking_url      text,
      shipped_on        timestamptz,
      cancelled         boolean NOT NULL DEFAULT false,
      cancelled_at      timestamptz,
      created_at        timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX shipments_order ON shipments (order_number, shipment_number);

    CREATE TABLE shipment_lines (
      shipment_number  integer NOT NULL REFERENCES shipments(shipment_number),
      line_id          bigint NOT NULL REFERENCES order_lines(id),
      quantity         integer NOT NULL CHECK (quantity >= 1),
      PRIMARY KEY (shipment_number, line_id)
    );

    CREATE TABLE proof_files (
      id                bigserial PRIMARY KEY,
      line_id           bigint NOT NULL REFERENCES order_lines(id),
      name              text NOT NULL,
      object_key        text NOT NULL,
      active            boolean NOT NULL DEFAULT true,
      -- Archived: still listed, but no download can be had (link null).
      archived          boolean NOT NULL DEFAULT false,
      consumer_visible  boolean NOT NULL DEFAULT true,
      created_at        timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX proof_files_line ON proof_files (line_id, created_at, id);

    -- The line's proof log: text entries only (a decline writes its reason
    -- and comment here; there is no structured denial field).
    CREATE TABLE proof_log (
      id          bigserial PRIMARY KEY,
      line_id     bigint NOT NULL REFERENCES order_lines(id),
      actor       text NOT NULL,
      entry       text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX proof_log_line ON proof_log (line_id, id);

    -- The denial reasons a line offers (set by staff per line).
    CREATE TABLE line_denial_reasons (
      line_id      bigint NOT NULL REFERENCES order_lines(id),
      code         text NOT NULL,
      description  text NOT NULL,
      position     integer NOT NULL,
      PRIMARY KEY (line_id, code)
    );

    -- An upload reservation: the name and where its bytes go. The signed
    -- URL itself is a credential and is never stored.
    CREATE TABLE upload_reservations (
      name         text PRIMARY KEY,
      line_id      bigint NOT NULL REFERENCES order_lines(id),
      file_name    text NOT NULL,
      object_key   text NOT NULL,
      expires_at   timestamptz NOT NULL,
      attached_at  timestamptz,
      created_at   timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX upload_reservations_line ON upload_reservations (line_id);

    CREATE TABLE print_files (
      id                bigserial PRIMARY KEY,
      line_id           bigint NOT NULL REFERENCES order_lines(id),
      reservation_name  text NOT NULL UNIQUE REFERENCES upload_reservations(name),
      file_name         text NOT NULL,
      object_key        text NOT NULL,
      file_size         bigint NOT NULL,
      md5               text NOT NULL,
      active            boolean NOT NULL DEFAULT true,
      created_at        timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX print_files_line ON print_files (line_id, id);
  `.execute(db);
}
