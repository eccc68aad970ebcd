// Partner-facing catalog writes: product PATCH, variant PATCH, image PATCH
// and the product-segment assignment. Checks run in the spec's order: what
// the id and body alone decide (400), then existence and tenancy (404), then
// rules that need the stored record. Each write is one transaction, so a
// failure changes nothing.
import type { Clock } from '../../clock.ts';
import { type Db } from '../../db/transaction.ts';
import type { Caller } from '../../access/caller.ts';
import { productKey, type ProductRef } from '../ids.ts';
import { CatalogRepo, type ImageRecord, type ProductDetail, type VariantRecord } from '../repo.ts';
import { checkPatchForKind, checkPatchForServiceType, checkQuantityRange, planShareDisplay, type ProductPatch } from '../rules.ts';
import type { CatalogService } from '../service.ts';
import { CatalogWriteRepo, type VariantColumns } from './repo.ts';
import { allFieldProblems } from '../../errors/catalogue.ts';
import { catalogErrors } from '../errors.ts';
import { serialisedWrite } from '../../db/row-queue.ts';

export interface ImagePatch {
  imageAlt?: string | null;
  sequence?: number;
  primary?: boolean;
}

/** Read-only image fields: refused by name. */
export const READ_ONLY_IMAGE_FIELDS = ['imagePath', 'attribution', 'imageWidth', 'imageHeight'] as const;

export class CatalogWriteService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly reads: CatalogService,
  ) {}

  async patchProduct(caller: Caller, ref: ProductRef, patch: ProductPatch): Promise<ProductDetail> {
    checkPatchForKind(ref.kind, patch);
    await serialisedWrite(this.db, productKey(ref), async (trx) => {
      const product = await new CatalogRepo(trx).findProduct(caller.grantedSiteIds, ref);
      if (!product) throw catalogErrors.productNotFound();
      checkPatchForServiceType(product.serviceType, patch);
      const writes = new CatalogWriteRepo(trx);
      const now = this.clock.now();
      if (ref.kind === 'SLO') {
        checkQuantityRange(patch.minQuantity ?? product.minQuantity, patch.maxQuantity ?? product.maxQuantity);
        await writes.updateProduct(ref.id, patch, now);
        return;
      }
      const share = (await writes.shareDisplay(ref.id))!;
      const master = (await writes.masterDisplay(product.masterId))!;
      const display = planShareDisplay(
        {
          overrideDisplay: share.override_display,
          description: share.description,
          metaDescription: share.meta_description,
          metaKeywords: share.meta_keywords,
        },
        { description: master.description, metaDescription: master.meta_description, metaKeywords: master.meta_keywords },
        patch,
      );
      await writes.updateShare(ref.id, { ...display, visibility: patch.visibility, requiresApproval: patch.requiresApproval }, now);
    });
    return this.reads.getProduct(caller, ref);
  }

  /**
   * Variants belong to the master product: through a share (SLS_) they are not
   * addressable (400 `variant_not_site_addressable`). A POD product has no
   * addressable variant, and a variant of another product is not one of this
   * product's: both 400 `invalid_variant_id`.
   */
  async patchVariant(caller: Caller, ref: ProductRef, variantId: string, patch: VariantColumns): Promise<VariantRecord> {
    if (ref.kind === 'SLS') {
      throw catalogErrors.variantThroughShare();
    }
    return serialisedWrite(this.db, productKey(ref), async (trx) => {
      const product = await new CatalogRepo(trx).findProduct(caller.grantedSiteIds, ref);
      if (!product) throw catalogErrors.productNotFound();
      if (product.serviceType !== 'STOCK') throw catalogErrors.podHasNoVariants();
      const variant = await new CatalogWriteRepo(trx).updateVariant(product.masterId, variantId, patch, this.clock.now());
      if (!variant) throw catalogErrors.notAVariantOfProduct(variantId);
      return variant;
    });
  }

  /** Returns the product's whole image list after the change. */
  async patchImage(caller: Caller, ref: ProductRef, imageId: string, patch: ImagePatch & Record<string, unknown>): Promise<ImageRecord[]> {
    const readOnly = READ_ONLY_IMAGE_FIELDS.filter((field) => field in patch);
    if (readOnly.length) throw allFieldProblems(readOnly.map(catalogErrors.readOnlyImageField))!;
    if (patch.primary === false) {
      throw catalogErrors.demotePrimary();
    }
    if (ref.kind === 'SLS') {
      throw catalogErrors.imageThroughShare();
    }
    return serialisedWrite(this.db, productKey(ref), async (trx) => {
      const product = await new CatalogRepo(trx).findProduct(caller.grantedSiteIds, ref);
      if (!product) throw catalogErrors.productNotFound();
      const writes = new CatalogWriteRepo(trx);
      await writes.lockProduct({ kind: 'SLO', id: product.masterId });
      if (!(await writes.imageExists(product.masterId, imageId))) throw catalogErrors.imageNotFound();
      await writes.updateImage(imageId, { imageAlt: patch.imageAlt, sequence: patch.sequence });
      if (patch.primary === true) await writes.makePrimary(product.masterId, imageId);
      return new CatalogRepo(trx).images(product.masterId);
    });
  }

  /** Replaces the product's segments; an id not on the product's site is 400 `invalid_segment_ids` and nothing changes. */
  async putSegments(caller: Caller, ref: ProductRef, segmentIds: number[]): Promise<ProductDetail> {
    const wanted = [...new Set(segmentIds)].sort((a, b) => a - b);
    await serialisedWrite(this.db, productKey(ref), async (trx) => {
      const repo = new CatalogRepo(trx);
      const product = await repo.findProduct(caller.grantedSiteIds, ref);
      if (!product) throw catalogErrors.productNotFound();
      const writes = new CatalogWriteRepo(trx);
      await writes.lockProduct(ref);
      const onSite = new Set(await repo.segmentsOnSite(product.siteId, wanted));
      const foreign = wanted.filter((id) => !onSite.has(id));
      if (foreign.length) throw catalogErrors.foreignSegments(foreign, segmentIds);
      await writes.replaceSegments(ref, wanted);
    });
    return this.reads.getProduct(caller, ref);
  }
}
