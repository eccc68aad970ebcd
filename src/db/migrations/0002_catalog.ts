import { sql, type Kysely } from 'kysely';

// The catalog: products owned by a site (SLO_<id>) and shares of a master
// product into another site (SLS_<id>), their variants, images, price tiers,
// templates, and per-site segments with product-segment visibility.
//
// Products and shares draw their ids from ONE sequence, so a number names
// either a product or a share, never both: SLO_7 and SLS_7 cannot coexist and
// an id names exactly one site. Keyset pagination over the union orders by it.
//
// products.fulfilment_centre_id deliberately has no foreign key here: the
// fulfilment centres table (and the FK) arrive with migration 0003.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE SEQUENCE catalog_item_id_seq AS bigint;

    CREATE TABLE products (
      id                        bigint PRIMARY KEY DEFAULT nextval('catalog_item_id_seq'),
      site_id                   integer NOT NULL REFERENCES sites(id),
      fulfilment_centre_id      integer,
      code                      text NOT NULL,
      name                      text NOT NULL,
      description               text,
      meta_description          text,
      meta_keywords             text,
      service_type              text NOT NULL CHECK (service_type IN ('STOCK', 'POD')),
      artwork_source            text NOT NULL DEFAULT 'NONE' CHECK (artwork_source IN ('TEMPLATE', 'UPLOAD', 'NONE')),
      visibility                text NOT NULL DEFAULT 'ALL_USERS' CHECK (visibility IN ('ALL_USERS', 'SEGMENTS', 'HIDDEN')),
      requires_approval         boolean NOT NULL DEFAULT false,
      min_quantity              integer NOT NULL DEFAULT 1 CHECK (min_quantity >= 1),
      max_quantity              integer CHECK (max_quantity IS NULL OR max_quantity >= 1),
      turnaround_business_days  integer CHECK (turnaround_business_days IS NULL OR turnaround_business_days >= 1),
      attribute1_name           text,
      attribute2_name           text,
      attribute3_name           text,
      created_at                timestamptz NOT NULL DEFAULT now(),
      updated_at                timestamptz NOT NULL DEFAULT now(),
      search_vector             tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(code, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'C')
      ) STORED
    );
    CREATE INDEX products_site_id ON products (site_id, id);
    CREATE INDEX products_search ON products USING gin (search_vector);

    CREATE TABLE product_shares (
      id                 bigint PRIMARY KEY DEFAULT nextval('catalog_item_id_seq'),
      product_id         bigint NOT NULL REFERENCES products(id),
      site_id            integer NOT NULL REFERENCES sites(id),
      override_display   boolean NOT NULL DEFAULT false,
      description        text,
      meta_description   text,
      meta_keywords      text,
      visibility         text NOT NULL DEFAULT 'ALL_USERS' CHECK (visibility IN ('ALL_USERS', 'SEGMENTS', 'HIDDEN')),
      requires_approval  boolean NOT NULL DEFAULT false,
      created_at         timestamptz NOT NULL DEFAULT now(),
      updated_at         timestamptz NOT NULL DEFAULT now(),
      UNIQUE (product_id, site_id)
    );
    CREATE INDEX product_shares_site_id ON product_shares (site_id, id);

    CREATE TABLE product_variants (
      id                 bigserial PRIMARY KEY,
      product_id         bigint NOT NULL REFERENCES products(id),
      sku                text,
      attribute1_choice  text,
      attribute2_choice  text,
      attribute3_choice  text,
      location           text,
      weight             numeric(14, 4) CHECK (weight IS NULL OR weight >= 0),
      created_at         timestamptz NOT NULL DEFAULT now(),
      updated_at         timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX product_variants_product ON product_variants (product_id, id);

    CREATE TABLE product_images (
      id           bigserial PRIMARY KEY,
      product_id   bigint NOT NULL REFERENCES products(id),
      image_path   text NOT NULL,
      sequence     integer,
      is_primary   boolean NOT NULL DEFAULT false,
      image_alt    text,
      attribution  text,
      width        integer,
      height       integer,
      created_at   timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX product_images_product ON product_images (product_id, id);
    CREATE UNIQUE INDEX product_images_one_primary ON product_images (product_id) WHERE is_primary;

    CREATE TABLE product_price_tiers (
      id            bigserial PRIMARY KEY,
      product_id    bigint NOT NULL REFERENCES products(id),
      min_quantity  integer NOT NULL CHECK (min_quantity >= 1),
      unit_price    numeric(14, 4) NOT NULL CHECK (unit_price >= 0),
      UNIQUE (product_id, min_quantity)
    );

    CREATE TABLE template_documents (
      vendor       text NOT NULL,
      template_id  text NOT NULL,
      variables    jsonb NOT NULL DEFAULT '[]',
      updated_at   timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (vendor, template_id)
    );

    CREATE TABLE product_templates (
      product_id   bigint PRIMARY KEY REFERENCES products(id),
      vendor       text NOT NULL,
      template_id  text
    );

    CREATE TABLE segments (
      id          serial PRIMARY KEY,
      site_id     integer NOT NULL REFERENCES sites(id),
      name        text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX segments_site_id ON segments (site_id, id);

    CREATE TABLE product_segments (
      product_id  bigint NOT NULL REFERENCES products(id),
      segment_id  integer NOT NULL REFERENCES segments(id),
      PRIMARY KEY (product_id, segment_id)
    );

    CREATE TABLE product_share_segments (
      share_id    bigint NOT NULL REFERENCES product_shares(id),
      segment_id  integer NOT NULL REFERENCES segments(id),
      PRIMARY KEY (share_id, segment_id)
    );
  `.execute(db);
}
