// Back office: creating and editing the catalog. Every write is audited in
// the same transaction as the change. Staff see every site (no grant).
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../audit/service.ts';
import { translatingConstraints } from '../../db/errors.ts';
import { requestClient, serialisedWrite, type RequestClient } from '../../db/row-queue.ts';
import { withTransaction, type Db } from '../../db/transaction.ts';
import { CatalogAdminRepo, type NewImage } from './repo.ts';
import { formatProductId, productKey, type ProductRef } from '../ids.ts';
import { CatalogRepo, type ImageRecord, type ProductRecord, type VariantRecord } from '../repo.ts';
import { checkQuantityRange, type PriceTier } from '../rules.ts';
import { normaliseVariables, type TemplateVariable } from '../templates.ts';
import { CatalogWriteRepo, type ProductColumns, type ShareColumns, type VariantColumns } from '../writes/repo.ts';
import { catalogErrors } from '../errors.ts';
import { ADMIN_LIST_MAX } from '../pages.ts';
import { auditTrail } from '../../audit/trail.ts';

const auditSegment = auditTrail('segment');
const auditProduct = auditTrail('product');
const auditTemplate = auditTrail('template');

export interface AdminProductView {
  product: ProductRecord;
  variants: VariantRecord[];
  images: ImageRecord[];
  priceTiers: PriceTier[];
  segmentIds: number[];
  template: { vendor: string; templateId: string | null } | null;
}

export type NewProduct = ProductColumns & { siteId: number; code: string; name: string; serviceType: string };

export class CatalogAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async getProduct(ref: ProductRef, db: Db = this.db): Promise<AdminProductView> {
    const siteId = await new CatalogAdminRepo(db).siteOf(ref);
    const repo = new CatalogRepo(db);
    const product = siteId === undefined ? undefined : await repo.findProduct([siteId], ref);
    if (!product) throw catalogErrors.notFound('product', formatProductId(ref.kind, ref.id));
    return {
      product,
      variants: await repo.variants(product.masterId),
      images: await repo.images(product.masterId),
      priceTiers: await repo.priceTiers(product.masterId),
      segmentIds: await repo.segmentIds(ref),
      template: (await repo.template(product.masterId)) ?? null,
    };
  }

  async listSegments(siteId: number) {
    return new CatalogRepo(this.db).listSegments([siteId], undefined, ADMIN_LIST_MAX);
  }

  async listProducts(siteId: number): Promise<ProductRecord[]> {
    return new CatalogRepo(this.db).listProducts({ siteIds: [siteId], limit: ADMIN_LIST_MAX });
  }

  /** Runs `work` on an owned product (SLO) in a transaction, audits it, returns the product re-read. */
  async #onMaster(
    productId: string,
    action: string,
    details: Record<string, unknown>,
    actor: Actor,
    work: (trx: Db) => Promise<void>,
    client: RequestClient | null = requestClient(),
  ): Promise<AdminProductView> {
    const ref: ProductRef = { kind: 'SLO', id: productId };
    return translatingConstraints(() =>
      serialisedWrite(
        this.db,
        productKey(ref),
        async (trx) => {
          // Locked first: the work may replace a set (price tiers) or move the primary image.
          if (!(await new CatalogWriteRepo(trx).lockProduct(ref)))
            throw catalogErrors.notFound('product', formatProductId('SLO', productId));
          await work(trx);
          await auditProduct(trx, { actor, action, targetId: `SLO_${productId}`, details });
          return this.getProduct(ref, trx);
        },
        client,
      ),
    );
  }

  async createProduct(input: NewProduct, actor: Actor): Promise<AdminProductView> {
    checkQuantityRange(input.minQuantity ?? 1, input.maxQuantity ?? null, 'invalid_request');
    return translatingConstraints(() =>
      withTransaction(this.db, async (trx) => {
        const repo = new CatalogAdminRepo(trx);
        if (!(await repo.siteExists(input.siteId))) throw catalogErrors.notFound('site', input.siteId);
        const id = await repo.insertProduct(input.siteId, input);
        await auditProduct(trx, { actor, action: 'product.create', targetId: `SLO_${id}`, details: { ...input } });
        return this.getProduct({ kind: 'SLO', id }, trx);
      }),
    );
  }

  async updateProduct(productId: string, changes: ProductColumns, actor: Actor): Promise<AdminProductView> {
    return this.#onMaster(productId, 'product.update', { ...changes }, actor, async (trx) => {
      const current = await this.getProduct({ kind: 'SLO', id: productId }, trx);
      checkQuantityRange(
        changes.minQuantity ?? current.product.minQuantity,
        changes.maxQuantity === undefined ? current.product.maxQuantity : changes.maxQuantity,
        'invalid_request',
      );
      await new CatalogWriteRepo(trx).updateProduct(productId, changes, this.clock.now());
    });
  }

  /** Assigns the fulfilment centre the product ships from (null: none). */
  async createShare(
    input: { productId: string; siteId: number; visibility?: string; requiresApproval?: boolean },
    actor: Actor,
  ): Promise<AdminProductView> {
    // Keyed by the master: the share's insert takes a key-share lock on it, which waits behind writes that lock it.
    return serialisedWrite(this.db, productKey({ kind: 'SLO', id: input.productId }), async (trx) => {
      const repo = new CatalogAdminRepo(trx);
      const masterSite = await repo.siteOf({ kind: 'SLO', id: input.productId });
      if (masterSite === undefined) throw catalogErrors.notFound('product', formatProductId('SLO', input.productId));
      if (!(await repo.siteExists(input.siteId))) throw catalogErrors.notFound('site', input.siteId);
      if (masterSite === input.siteId) throw catalogErrors.shareIntoOwnSite();
      const id = await repo.insertShare(input.productId, input.siteId, input);
      await auditProduct(trx, { actor, action: 'product_share.create', targetId: `SLS_${id}`, details: { ...input } });
      return this.getProduct({ kind: 'SLS', id }, trx);
    });
  }

  async updateShare(shareId: string, changes: ShareColumns, actor: Actor): Promise<AdminProductView> {
    const ref: ProductRef = { kind: 'SLS', id: shareId };
    return serialisedWrite(this.db, productKey(ref), async (trx) => {
      if (!(await new CatalogWriteRepo(trx).updateShare(shareId, changes, this.clock.now())))
        throw catalogErrors.notFound('share', formatProductId('SLS', shareId));
      await auditProduct(trx, { actor, action: 'product_share.update', targetId: `SLS_${shareId}`, details: { ...changes } });
      return this.getProduct(ref, trx);
    });
  }

  async addVariant(productId: string, values: VariantColumns, actor: Actor): Promise<AdminProductView> {
    return this.#onMaster(productId, 'product_variant.create', { ...values }, actor, async (trx) => {
      const current = await this.getProduct({ kind: 'SLO', id: productId }, trx);
      if (current.product.serviceType !== 'STOCK') throw catalogErrors.variantsOnlyOnStock();
      await new CatalogAdminRepo(trx).insertVariant(productId, values);
    });
  }

  async updateVariant(variantId: string, values: VariantColumns, actor: Actor): Promise<AdminProductView> {
    const client = requestClient();
    const productId = await new CatalogAdminRepo(this.db).productOf('product_variants', variantId);
    if (!productId) throw catalogErrors.notFound('variant', variantId);
    return this.#onMaster(
      productId,
      'product_variant.update',
      { variantId, ...values },
      actor,
      async (trx) => {
        await new CatalogWriteRepo(trx).updateVariant(productId, variantId, values, this.clock.now());
      },
      client,
    );
  }

  async addImage(productId: string, image: NewImage, actor: Actor): Promise<AdminProductView> {
    return this.#onMaster(productId, 'product_image.create', { ...image }, actor, async (trx) => {
      const id = await new CatalogAdminRepo(trx).insertImage(productId, image);
      if (image.primary) await new CatalogWriteRepo(trx).makePrimary(productId, id);
    });
  }

  async updateImage(
    imageId: string,
    changes: { imageAlt?: string | null; sequence?: number; primary?: boolean },
    actor: Actor,
  ): Promise<AdminProductView> {
    const client = requestClient();
    // One image is primary: it changes by promoting another, so `false` would be a silent no-op (refused, as the schema says).
    if (changes.primary === false) throw catalogErrors.adminDemotePrimary();
    const productId = await new CatalogAdminRepo(this.db).productOf('product_images', imageId);
    if (!productId) throw catalogErrors.notFound('image', imageId);
    return this.#onMaster(
      productId,
      'product_image.update',
      { imageId, ...changes },
      actor,
      async (trx) => {
        const writes = new CatalogWriteRepo(trx);
        await writes.updateImage(imageId, changes);
        if (changes.primary) await writes.makePrimary(productId, imageId);
      },
      client,
    );
  }

  /** Replaces the price tiers; minimum quantities must be distinct. */
  async setPriceTiers(productId: string, tiers: PriceTier[], actor: Actor): Promise<AdminProductView> {
    const repeated = tiers.findIndex((t, index) => tiers.findIndex((u) => u.minQuantity === t.minQuantity) !== index);
    if (repeated >= 0) throw catalogErrors.duplicateTierMinimum(repeated);
    return this.#onMaster(productId, 'product.set_price_tiers', { tiers }, actor, async (trx) => {
      await new CatalogAdminRepo(trx).replacePriceTiers(productId, tiers);
    });
  }

  /** Points a product at a vendor's template document (null: no template). */
  async setProductTemplate(
    productId: string,
    template: { vendor: string; templateId: string | null } | null,
    actor: Actor,
  ): Promise<AdminProductView> {
    return this.#onMaster(productId, 'product.set_template', { template }, actor, async (trx) => {
      await new CatalogAdminRepo(trx).setProductTemplate(productId, template);
    });
  }

  /** Creates or replaces a document in the built-in template store. */
  async putTemplateDocument(
    given: { vendor: string; templateId: string; variables: unknown[] },
    actor: Actor,
  ): Promise<{ vendor: string; templateId: string; variables: TemplateVariable[] }> {
    const input = { ...given, variables: normaliseVariables(given.variables) };
    return serialisedWrite(this.db, `template_documents:${input.vendor}/${input.templateId}`, async (trx) => {
      await new CatalogAdminRepo(trx).upsertTemplateDocument(input.vendor, input.templateId, input.variables, this.clock.now());
      await auditTemplate(trx, {
        actor,
        action: 'template.put',
        targetId: `${input.vendor}/${input.templateId}`,
        details: { variables: input.variables.length },
      });
      return input;
    });
  }

  async createSegment(input: { siteId: number; name: string }, actor: Actor): Promise<{ id: number; siteId: number; name: string }> {
    return withTransaction(this.db, async (trx) => {
      const repo = new CatalogAdminRepo(trx);
      if (!(await repo.siteExists(input.siteId))) throw catalogErrors.notFound('site', input.siteId);
      const id = await repo.insertSegment(input.siteId, input.name);
      await auditSegment(trx, { actor, action: 'segment.create', targetId: id, details: { ...input } });
      return { id, ...input };
    });
  }

  async renameSegment(id: number, name: string, actor: Actor): Promise<{ id: number; siteId: number; name: string }> {
    return serialisedWrite(this.db, `segments:${id}`, async (trx) => {
      const segment = await new CatalogAdminRepo(trx).renameSegment(id, name);
      if (!segment) throw catalogErrors.notFound('segment', id);
      await auditSegment(trx, { actor, action: 'segment.update', targetId: id, details: { name } });
      return segment;
    });
  }

  /** Replaces a product's (or share's) segments; every id must be a segment of its site. */
  async setProductSegments(ref: ProductRef, segmentIds: number[], actor: Actor): Promise<AdminProductView> {
    const wanted = [...new Set(segmentIds)];
    return serialisedWrite(this.db, productKey(ref), async (trx) => {
      const writes = new CatalogWriteRepo(trx);
      if (!(await writes.lockProduct(ref))) throw catalogErrors.notFound('product', formatProductId(ref.kind, ref.id));
      const siteId = (await new CatalogAdminRepo(trx).siteOf(ref))!;
      const onSite = new Set(await new CatalogRepo(trx).segmentsOnSite(siteId, wanted));
      const foreign = wanted.filter((id) => !onSite.has(id));
      if (foreign.length) throw catalogErrors.segmentsNotOfSite(siteId, foreign, segmentIds);
      await writes.replaceSegments(ref, wanted);
      await auditProduct(trx, {
        actor,
        action: 'product.set_segments',
        targetId: formatProductId(ref.kind, ref.id),
        details: { segmentIds: wanted },
      });
      return this.getProduct(ref, trx);
    });
  }
}
