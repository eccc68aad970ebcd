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
    cmd
      .option('--description <text>')
      .option('--meta-description <text>')
      .option('--meta-keywords <text>')
      .addOption(new Option('--artwork-source <source>').choices(ARTWORK_SOURCES))
      .addOption(new Option('--visibility <visibility>').choices(VISIBILITIES))
      .option('--requires-approval <bool>', 'true or false', bool('--requires-approval'))
      .option('--min-quantity <n>', 'minimum order quantity', positiveInt('--min-quantity'))
      .option('--max-quantity <n>', 'maximum order quantity', positiveInt('--max-quantity'))
      .option('--turnaround-days <n>', 'POD production turnaround, business days', positiveInt('--turnaround-days'))
      .option('--attributes <names>', 'comma-separated variant attribute names (up to 3)', list);
  type ProductOpts = {
    description?: string;
    metaDescription?: string;
    metaKeywords?: string;
    artworkSource?: string;
    visibility?: string;
    requiresApproval?: boolean;
    minQuantity?: number;
    maxQuantity?: number;
    turnaroundDays?: number;
    attributes?: string[];
  };
  const columns = (o: ProductOpts) =>
    given({
      description: o.description,
      metaDescription: o.metaDescription,
      metaKeywords: o.metaKeywords,
      artworkSource: o.artworkSource,
      visibility: o.visibility,
      requiresApproval: o.requiresApproval,
      minQuantity: o.minQuantity,
      maxQuantity: o.maxQuantity,
      turnaroundBusinessDays: o.turnaroundDays,
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
    products.command('update <productId>').description('Edit an owned product').option('--name <name>').option('--code <code>'),
  ).action((id: string, o: ProductOpts & { name?: string; code?: string }) =>
    write((p) =>
      p.catalog.admin.updateProduct(
        master(id),
        heldTo(ProductPatchBody, { ...given({ name: o.name, code: o.code }), ...columns(o) }),
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
  shares
    .command('create <productId>')
    .requiredOption('--site <siteId>', 'site to share into', positiveInt('--site'))
    .action((id: string, o: { site: number }) =>
      write((p) => p.catalog.admin.createShare({ productId: master(id), ...heldTo(NewShareBody, { siteId: o.site }) }, actor())),
    );
  shares
    .command('update <shareId>')
    .option('--override-display <bool>', 'true: own description fields; false: inherit the master', bool('--override-display'))
    .option('--description <text>')
    .option('--meta-description <text>')
    .option('--meta-keywords <text>')
    .addOption(new Option('--visibility <visibility>').choices(VISIBILITIES))
    .option('--requires-approval <bool>', 'true or false', bool('--requires-approval'))
    .action(
      (
        id: string,
        o: {
          overrideDisplay?: boolean;
          description?: string;
          metaDescription?: string;
          metaKeywords?: string;
          visibility?: string;
          requiresApproval?: boolean;
        },
      ) => write((p) => p.catalog.admin.updateShare(idOfKind(id, 'SLS'), heldTo(SharePatchBody, given(o)), actor())),
    );

  const variantOptions = (cmd: Command) =>
    cmd
      .option('--sku <sku>')
      .option('--attribute1 <choice>')
      .option('--attribute2 <choice>')
      .option('--attribute3 <choice>')
      .option('--location <location>')
      .option('--weight <ounces>', 'ounces', decimal('--weight'));
  type VariantOpts = { sku?: string; attribute1?: string; attribute2?: string; attribute3?: string; location?: string; weight?: number };
  const variantColumns = (o: VariantOpts) =>
    given({
      sku: o.sku,
      attribute1Choice: o.attribute1,
      attribute2Choice: o.attribute2,
      attribute3Choice: o.attribute3,
      location: o.location,
      weight: o.weight,
    });
  const variants = catalog.command('variants').description('Variants of STOCK products');
  variantOptions(variants.command('add <productId>')).action((id: string, o: VariantOpts) =>
    write((p) => p.catalog.admin.addVariant(master(id), heldTo(VariantBody, variantColumns(o)), actor())),
  );
  variantOptions(variants.command('update <variantId>')).action((id: string, o: VariantOpts) =>
    write((p) => p.catalog.admin.updateVariant(String(positiveInt('variantId')(id)), heldTo(VariantPatchBody, variantColumns(o)), actor())),
  );

  const images = catalog.command('images').description('Product images');
  images
    .command('add <productId>')
    .requiredOption('--path <imagePath>')
    .option('--sequence <n>', 'display order', (v: string) => Number(decimal('--sequence')(v)))
    .option('--primary', 'make it the primary image')
    .option('--alt <text>')
    .option('--attribution <text>')
    .option('--width <px>', 'pixels', positiveInt('--width'))
    .option('--height <px>', 'pixels', positiveInt('--height'))
    .action(
      (
        id: string,
        o: { path: string; sequence?: number; primary?: boolean; alt?: string; attribution?: string; width?: number; height?: number },
      ) =>
        write((p) =>
          p.catalog.admin.addImage(
            master(id),
            heldTo(NewImageBody, {
              imagePath: o.path,
              sequence: o.sequence,
              primary: !!o.primary,
              imageAlt: o.alt,
              attribution: o.attribution,
              width: o.width,
              height: o.height,
            }),
            actor(),
          ),
        ),
    );
  images
    .command('update <imageId>')
    .option('--alt <text>')
    .option('--sequence <n>', 'display order', (v: string) => Number(decimal('--sequence')(v)))
    .option('--primary', 'make it the primary image')
    .action((id: string, o: { alt?: string; sequence?: number; primary?: boolean }) =>
      write((p) =>
        p.catalog.admin.updateImage(
          String(positiveInt('imageId')(id)),
          heldTo(ImagePatchBody, given({ imageAlt: o.alt, sequence: o.sequence, primary: o.primary })),
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
