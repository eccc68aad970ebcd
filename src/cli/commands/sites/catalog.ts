// `partner-api catalog ...`: the back-office catalog. Every command calls the
// audited CatalogAdminService and prints the product (or segment) it wrote.
import { InvalidArgumentError, Option, type Command } from 'commander';
import { renderAdminProduct, type AdminProduct } from '../../../catalog/admin/render.ts';
import {
  ImagePatchBody,
  NewImageBody,
  NewProductBody,
  NewSegmentBody,
  NewShareBody,
  PriceTiersBody,
  ProductPatchBody,
  ProductTemplateBody,
  SegmentIdsBody,
  SegmentPatchBody,
  SharePatchBody,
  TemplateDocumentBody,
  VariantBody,
  VariantPatchBody,
} from '../../../catalog/admin/schemas.ts';
import { ProductCentreBody } from '../../../shipping/admin/schemas.ts';
import { idOfKind } from '../../../catalog/ids.ts';
import type { AdminProductView } from '../../../catalog/admin/service.ts';
import { parseProductId, type ProductRef } from '../../../catalog/ids.ts';
import { renderProduct, renderSegment } from '../../../catalog/render.ts';
import { SERVICE_TYPES, VISIBILITIES, ARTWORK_SOURCES } from '../../../catalog/schemas.ts';
import { TEMPLATE_VENDOR_ID } from '../../../catalog/templates.ts';
import type { CliServices } from '../../services.ts';
import { type GlobalOptions, heldTo, list, positiveInt, runner, tableOf, listCommand, actingAs } from '../../runtime.ts';
import { idOrNone, orNone, orNull } from '../people/users.ts';

const anyRef = (value: string): ProductRef => {
  const ref = parseProductId(value);
  if (!ref) throw new InvalidArgumentError('productId must be SLO_<n> or SLS_<n>.');
  return ref;
};
const bool =
  (name: string) =>
  (value: string): boolean => {
    if (value !== 'true' && value !== 'false') throw new InvalidArgumentError(`${name} must be true or false.`);
    return value === 'true';
  };
const decimal =
  (name: string) =>
  (value: string): number => {
    if (!/^[0-9]+(\.[0-9]+)?$/.test(value)) throw new InvalidArgumentError(`${name} must be a non-negative number.`);
    return Number(value);
  };
const tier = (value: string, previous: Array<{ minQuantity: number; unitPrice: string }> = []) => {
  const match = /^([1-9][0-9]{0,8}):([0-9]{1,10}(\.[0-9]{1,4})?)$/.exec(value);
  if (!match) throw new InvalidArgumentError('--tier must be <minQuantity>:<unitPrice>, e.g. 100:0.25');
  return [...previous, { minQuantity: Number(match[1]), unitPrice: match[2]! }];
};
/** Options given, without the undefined ones. */
const given = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The display fields of a product, and of a share that overrides its master's: text, or `none` for null. */
const displayOptions = (cmd: Command) =>
  cmd
    .option('--description <text|none>', 'description (none: not set)')
    .option('--meta-description <text|none>', 'meta description (none: not set)')
    .option('--meta-keywords <text|none>', 'meta keywords (none: not set)');
type DisplayOpts = { description?: string; metaDescription?: string; metaKeywords?: string };
const displayColumns = (o: DisplayOpts) => ({
  description: orNull(o.description),
  metaDescription: orNull(o.metaDescription),
  metaKeywords: orNull(o.metaKeywords),
});

const summary = (p: AdminProduct) =>
  [
    `${p.productId} ${p.name} (${p.code}) on site ${p.siteId}: ${p.serviceType}, ${p.artworkSource}, ${p.visibility}`,
    `variants ${p.variants.length}, images ${p.images.length}, tiers ${p.priceTiers.map((t) => `${t.minQuantity}:${t.unitPrice}`).join(' ') || 'none'}, segments ${p.segmentIds.join(',') || 'none'}, fulfilment centre ${p.fulfilmentCentreId ?? 'none'}`,
  ].join('\n');

export function catalogCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const catalog = program.command('catalog').description('Catalog: products, shares, variants, images, price tiers, templates, segments');
  const write = (work: (p: CliServices) => Promise<AdminProductView>) => exec(async (p) => renderAdminProduct(await work(p)), summary);
  const master = (productId: string) => idOfKind(productId, 'SLO');

  const products = catalog.command('products').description('Owned products (SLO_)');
  listCommand(
    products,
    exec,
    'site',
    null,
    async (p, siteId) => (await p.catalog.admin.listProducts(siteId)).map(renderProduct),
    tableOf(['productId', 'code', 'name', 'serviceType', 'visibility']),
  );
  products.command('show <productId>').action((id: string) => write((p) => p.catalog.admin.getProduct(anyRef(id))));

  const productOptions = (cmd: Command) =>
    displayOptions(cmd)
      .addOption(new Option('--artwork-source <source>').choices(ARTWORK_SOURCES))
      .addOption(new Option('--visibility <visibility>').choices(VISIBILITIES))
      .option('--requires-approval <bool>', 'true or false', bool('--requires-approval'))
      .option('--min-quantity <n>', 'minimum order quantity', positiveInt('--min-quantity'))
      .option('--max-quantity <n|none>', 'maximum order quantity (none: no maximum)', idOrNone('--max-quantity'))
      .option('--turnaround-days <n|none>', 'POD production turnaround, business days (none: not set)', idOrNone('--turnaround-days'))
      .option('--attributes <names>', 'comma-separated variant attribute names (up to 3)', list)
      .option('--fulfilment-centre <id|none>', 'the fulfilment centre it ships from (none: not set)', idOrNone('--fulfilment-centre'));
  type ProductOpts = DisplayOpts & {
    artworkSource?: string;
    visibility?: string;
    requiresApproval?: boolean;
    minQuantity?: number;
    maxQuantity?: number | 'none';
    turnaroundDays?: number | 'none';
    attributes?: string[];
    fulfilmentCentre?: number | 'none';
  };
  const columns = (o: ProductOpts) =>
    given({
      ...displayColumns(o),
      artworkSource: o.artworkSource,
      visibility: o.visibility,
      requiresApproval: o.requiresApproval,
      minQuantity: o.minQuantity,
      maxQuantity: orNull(o.maxQuantity),
      turnaroundBusinessDays: orNull(o.turnaroundDays),
      fulfilmentCentreId: orNull(o.fulfilmentCentre),
      attributeNames: o.attributes
        ? ([o.attributes[0] ?? null, o.attributes[1] ?? null, o.attributes[2] ?? null] as [string | null, string | null, string | null])
        : undefined,
    });

  productOptions(
    products
      .command('create')
      .description('Create an owned product')
      .requiredOption('--site <siteId>', 'site id', positiveInt('--site'))
      .requiredOption('--code <code>')
      .requiredOption('--name <name>')
      .addOption(new Option('--service-type <type>').choices(SERVICE_TYPES).makeOptionMandatory()),
  ).action((o: ProductOpts & { site: number; code: string; name: string; serviceType: string }) =>
    write((p) =>
      p.catalog.admin.createProduct(
        heldTo(NewProductBody, { siteId: o.site, code: o.code, name: o.name, serviceType: o.serviceType, ...columns(o) }),
        actor(),
      ),
    ),
  );
  productOptions(
    products
      .command('update <productId>')
      .description('Edit an owned product')
      .option('--name <name>')
      .option('--code <code>')
      .addOption(new Option('--service-type <type>').choices(SERVICE_TYPES)),
  ).action((id: string, o: ProductOpts & { name?: string; code?: string; serviceType?: string }) =>
    write((p) =>
      p.catalog.admin.updateProduct(
        master(id),
        heldTo(ProductPatchBody, { ...given({ name: o.name, code: o.code, serviceType: o.serviceType }), ...columns(o) }),
        actor(),
      ),
    ),
  );
  products
    .command('set-fulfilment-centre <productId>')
    .option('--centre <id>', 'fulfilment centre id', positiveInt('--centre'))
    .option('--none', 'no fulfilment centre')
    .action((id: string, o: { centre?: number; none?: boolean }) =>
      write(async (p) => {
        // The route's own service (PUT /admin/products/{productId}/fulfilment-centre): the same checks, codes and audit.
        const centre = heldTo(ProductCentreBody, { fulfilmentCentreId: o.none ? null : (o.centre ?? null) }).fulfilmentCentreId;
        await p.admin.shipping.setProductCentre(`SLO_${master(id)}`, centre, actor());
        return p.catalog.admin.getProduct(anyRef(id));
      }),
    );
  products
    .command('set-price-tiers <productId>')
    .description('Replace the price tiers')
    .option('--tier <minQuantity:unitPrice>', 'repeatable', tier, [])
    .action((id: string, o: { tier: Array<{ minQuantity: number; unitPrice: string }> }) =>
      write((p) => p.catalog.admin.setPriceTiers(master(id), heldTo(PriceTiersBody, { tiers: o.tier }).tiers, actor())),
    );
  products
    .command('set-template <productId>')
    .option('--vendor <vendor>', 'template vendor', TEMPLATE_VENDOR_ID)
    .option('--template-id <id>', 'document id at the vendor')
    .option('--none', 'no template')
    .action((id: string, o: { vendor: string; templateId?: string; none?: boolean }) =>
      write((p) =>
        p.catalog.admin.setProductTemplate(
          master(id),
          heldTo(ProductTemplateBody, { template: o.none ? null : { vendor: o.vendor, templateId: o.templateId ?? null } }).template,
          actor(),
        ),
      ),
    );
  products
    .command('set-segments <productId>')
    .description('Replace the segments of a product or share')
    .requiredOption('--segments <ids>', 'comma-separated segment ids; empty for none', (v: string) =>
      list(v).map(positiveInt('--segments')),
    )
    .action((id: string, o: { segments: number[] }) =>
      write((p) => p.catalog.admin.setProductSegments(anyRef(id), heldTo(SegmentIdsBody, { segmentIds: o.segments }).segmentIds, actor())),
    );

  const shares = catalog.command('shares').description('Shares of a product into another site (SLS_)');
  type ShareOpts = { visibility?: string; requiresApproval?: boolean };
  const shareOptions = (cmd: Command) =>
    cmd
      .addOption(new Option('--visibility <visibility>').choices(VISIBILITIES))
      .option('--requires-approval <bool>', 'true or false', bool('--requires-approval'));
  shareOptions(shares.command('create <productId>').requiredOption('--site <siteId>', 'site to share into', positiveInt('--site'))).action(
    (id: string, o: ShareOpts & { site: number }) =>
      write((p) =>
        p.catalog.admin.createShare(
          {
            productId: master(id),
            ...heldTo(NewShareBody, { siteId: o.site, ...given({ visibility: o.visibility, requiresApproval: o.requiresApproval }) }),
          },
          actor(),
        ),
      ),
  );
  shareOptions(
    displayOptions(
      shares
        .command('update <shareId>')
        .option('--override-display <bool>', 'true: own description fields; false: inherit the master', bool('--override-display')),
    ),
  ).action((id: string, { overrideDisplay, visibility, requiresApproval, ...o }: ShareOpts & DisplayOpts & { overrideDisplay?: boolean }) =>
    write((p) =>
      p.catalog.admin.updateShare(
        idOfKind(id, 'SLS'),
        heldTo(SharePatchBody, given({ overrideDisplay, ...displayColumns(o), visibility, requiresApproval })),
        actor(),
      ),
    ),
  );

  const variantOptions = (cmd: Command) =>
    cmd
      .option('--sku <sku|none>', 'stock keeping unit (none: not set)')
      .option('--attribute1 <choice>')
      .option('--attribute2 <choice>')
      .option('--attribute3 <choice>')
      .option('--location <location|none>', 'warehouse location (none: not set)')
      .option('--weight <ounces|none>', 'ounces (none: not set)', orNone(decimal('--weight')));
  type VariantOpts = {
    sku?: string;
    attribute1?: string;
    attribute2?: string;
    attribute3?: string;
    location?: string;
    weight?: number | 'none';
  };
  const variantColumns = (o: VariantOpts) =>
    given({
      sku: orNull(o.sku),
      attribute1Choice: o.attribute1,
      attribute2Choice: o.attribute2,
      attribute3Choice: o.attribute3,
      location: orNull(o.location),
      weight: orNull(o.weight),
    });
  const variants = catalog.command('variants').description('Variants of STOCK products');
  variantOptions(variants.command('add <productId>')).action((id: string, o: VariantOpts) =>
    write((p) => p.catalog.admin.addVariant(master(id), heldTo(VariantBody, variantColumns(o)), actor())),
  );
  variantOptions(variants.command('update <variantId>')).action((id: string, o: VariantOpts) =>
    write((p) => p.catalog.admin.updateVariant(String(positiveInt('variantId')(id)), heldTo(VariantPatchBody, variantColumns(o)), actor())),
  );

  const images = catalog.command('images').description('Product images');
  const sequence = orNone((v: string) => Number(decimal('--sequence')(v)));
  images
    .command('add <productId>')
    .requiredOption('--path <imagePath>')
    .option('--sequence <n|none>', 'display order (none: not set)', sequence)
    .option('--primary', 'make it the primary image')
    .option('--alt <text|none>', 'alternative text (none: not set)')
    .option('--attribution <text|none>', 'credit for the image (none: not set)')
    .option('--width <px|none>', 'pixels (none: not set)', idOrNone('--width'))
    .option('--height <px|none>', 'pixels (none: not set)', idOrNone('--height'))
    .action(
      (
        id: string,
        o: {
          path: string;
          sequence?: number | 'none';
          primary?: boolean;
          alt?: string;
          attribution?: string;
          width?: number | 'none';
          height?: number | 'none';
        },
      ) =>
        write((p) =>
          p.catalog.admin.addImage(
            master(id),
            heldTo(NewImageBody, {
              imagePath: o.path,
              sequence: orNull(o.sequence),
              primary: !!o.primary,
              imageAlt: orNull(o.alt),
              attribution: orNull(o.attribution),
              width: orNull(o.width),
              height: orNull(o.height),
            }),
            actor(),
          ),
        ),
    );
  images
    .command('update <imageId>')
    .option('--alt <text|none>', 'alternative text (none: not set)')
    .option('--sequence <n>', 'display order', (v: string) => Number(decimal('--sequence')(v)))
    .option('--primary', 'make it the primary image')
    .action((id: string, o: { alt?: string; sequence?: number; primary?: boolean }) =>
      write((p) =>
        p.catalog.admin.updateImage(
          String(positiveInt('imageId')(id)),
          heldTo(ImagePatchBody, given({ imageAlt: orNull(o.alt), sequence: o.sequence, primary: o.primary })),
          actor(),
        ),
      ),
    );

  const templates = catalog.command('templates').description('Documents of the built-in template store');
  templates
    .command('put')
    .requiredOption('--template-id <id>')
    .requiredOption('--variables <json>', 'JSON array of {name, displayName, dataType, listItems}')
    .option('--vendor <vendor>', 'vendor', TEMPLATE_VENDOR_ID)
    .action((o: { templateId: string; variables: string; vendor: string }) => {
      let variables: unknown;
      try {
        variables = JSON.parse(o.variables);
      } catch {
        throw new InvalidArgumentError('--variables must be a JSON array.');
      }
      if (!Array.isArray(variables)) throw new InvalidArgumentError('--variables must be a JSON array.');
      return exec(
        (p) =>
          p.catalog.admin.putTemplateDocument(
            heldTo(TemplateDocumentBody, { vendor: o.vendor, templateId: o.templateId, variables }),
            actor(),
          ),
        (d) => `template ${d.vendor}/${d.templateId}: ${d.variables.length} variables`,
      );
    });

  const segments = catalog.command('segments').description('Segments of a site');
  listCommand(
    segments,
    exec,
    'site',
    null,
    async (p, siteId) => (await p.catalog.admin.listSegments(siteId)).map(renderSegment),
    tableOf(['segmentId', 'siteId', 'name']),
  );
  segments
    .command('create')
    .requiredOption('--site <siteId>', 'site id', positiveInt('--site'))
    .requiredOption('--name <name>')
    .action((o: { site: number; name: string }) =>
      exec(
        async (p) => renderSegment(await p.catalog.admin.createSegment(heldTo(NewSegmentBody, { siteId: o.site, name: o.name }), actor())),
        (s) => `created segment ${s.segmentId} on site ${s.siteId}`,
      ),
    );
  segments
    .command('rename <segmentId>')
    .requiredOption('--name <name>')
    .action((id: string, o: { name: string }) =>
      exec(
        async (p) =>
          renderSegment(
            await p.catalog.admin.renameSegment(positiveInt('segmentId')(id), heldTo(SegmentPatchBody, { name: o.name }).name, actor()),
          ),
        (s) => `segment ${s.segmentId} is now '${s.name}'`,
      ),
    );
}
