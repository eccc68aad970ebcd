// Products, variants, images, templates, quotes, segments and shipping quotes.
import type { Core } from '../core.ts';
import { PageIterator } from '../pagination.ts';
import type {
  Body,
  ListQuery,
  Product,
  ProductImages,
  ProductPatch,
  ProductQuote,
  ProductSummary,
  ProductTemplate,
  Segment,
  ShippingQuote,
  ShippingQuoteRequest,
  Success,
} from '../types.ts';

const id = (n: number | string) => encodeURIComponent(String(n));
type Variant = Success<'/v1/products/{productId}/variants/{variantId}', 'patch'>;
type VariantPatch = Body<'/v1/products/{productId}/variants/{variantId}', 'patch'>;
type ImagePatch = Body<'/v1/products/{productId}/images/{imageId}', 'patch'>;

export class Products {
  constructor(private readonly core: Core) {}

  /** Every product of the granted sites (or of `siteId`); a search (`q`) is one ranked page. */
  list(query: ListQuery<'/v1/products'> = {}): PageIterator<ProductSummary> {
    return new PageIterator(async (cursor) => {
      const { data } = await this.core.request<{ products: ProductSummary[]; nextCursor: string | null }>('GET', '/v1/products', {
        query: { ...query, cursor },
      });
      return { items: data.products, nextCursor: data.nextCursor };
    });
  }

  async get(productId: string): Promise<Product> {
    return (await this.core.request<Product>('GET', `/v1/products/${id(productId)}`)).data;
  }

  async update(productId: string, patch: ProductPatch): Promise<Product> {
    return (await this.core.request<Product>('PATCH', `/v1/products/${id(productId)}`, { body: patch })).data;
  }

  async updateVariant(productId: string, variantId: number, patch: VariantPatch): Promise<Variant> {
    return (await this.core.request<Variant>('PATCH', `/v1/products/${id(productId)}/variants/${id(variantId)}`, { body: patch })).data;
  }

  async images(productId: string): Promise<ProductImages> {
    return (await this.core.request<ProductImages>('GET', `/v1/products/${id(productId)}/images`)).data;
  }

  async updateImage(productId: string, imageId: number, patch: ImagePatch): Promise<ProductImages> {
    return (await this.core.request<ProductImages>('PATCH', `/v1/products/${id(productId)}/images/${id(imageId)}`, { body: patch })).data;
  }

  async template(productId: string): Promise<ProductTemplate> {
    return (await this.core.request<ProductTemplate>('GET', `/v1/products/${id(productId)}/template`)).data;
  }

  /** Prices a quantity (a read: retried like one). */
  async quote(productId: string, quantity: number): Promise<ProductQuote> {
    return (await this.core.request<ProductQuote>('POST', `/v1/products/${id(productId)}/quote`, { body: { quantity }, idempotent: true }))
      .data;
  }

  async setSegments(productId: string, segmentIds: number[]): Promise<Product> {
    return (await this.core.request<Product>('PUT', `/v1/products/${id(productId)}/segments`, { body: { segmentIds } })).data;
  }
}

export class Segments {
  constructor(private readonly core: Core) {}

  list(query: ListQuery<'/v1/segments'> = {}): PageIterator<Segment> {
    return new PageIterator(async (cursor) => {
      const { data } = await this.core.request<{ segments: Segment[]; nextCursor: string | null }>('GET', '/v1/segments', {
        query: { ...query, cursor },
      });
      return { items: data.segments, nextCursor: data.nextCursor };
    });
  }
}

export class Shipping {
  constructor(private readonly core: Core) {}

  /** Prices delivery (a read: retried like one). */
  async quote(body: ShippingQuoteRequest): Promise<ShippingQuote> {
    return (await this.core.request<ShippingQuote>('POST', '/v1/shipping/quote', { body, idempotent: true })).data;
  }
}
