// Generated from docs/openapi-sandbox.json by sdk/scripts/generate.mjs.
// Do not edit: run `npm run generate -w sdk`; `npm run check -w sdk` fails when this file is stale.
/* eslint-disable */

// The client's resources, one method per operation of docs/openapi-sandbox.json (see sdk/scripts/resources.mjs).
// Orders and TestHelpers are extended by hand in src/resources/ for what is not mechanical.
import type { PageIterator } from '../pagination.ts';
import { id, Resource } from '../resource.ts';
import type { Address, AttachedFile, Body, CreditAccount, CreditAdjustment, DenialReasons, Division, DivisionPatch, HelperOrderStatus, HelperProductionStatus, HelperProof, HelperShipment, ListQuery, NewDivision, NewUser, Order, OrderItem, OrderSubmission, OrderSummary, Product, ProductImages, ProductPatch, ProductQuote, ProductSummary, ProductTemplate, Proof, ProofDecision, ProofDecline, Segment, Shipment, ShippingQuote, ShippingQuoteRequest, Site, Submission, Success, UploadRequest, UploadReservation, User, UserDetail, UserPatch, UserSegments } from '../types.ts';

export class Sites extends Resource {
  /** List the granted sites. */
  async list(): Promise<Site[]> {
    return (await this.call<Success<'/v1/sites', 'get'>>('GET', '/v1/sites')).sites;
  }

  /** One granted site. */
  get(siteId: number): Promise<Site> {
    return this.call('GET', `/v1/sites/${id(siteId)}`);
  }

  /** List or search the products of one granted site. */
  products(siteId: number, query: ListQuery<'/v1/sites/{siteId}/products'> = {}): PageIterator<ProductSummary> {
    return this.pages(`/v1/sites/${id(siteId)}/products`, 'products', query);
  }

  /** List the storefront users of one granted site. */
  users(siteId: number, query: ListQuery<'/v1/sites/{siteId}/users'> = {}): PageIterator<User> {
    return this.pages(`/v1/sites/${id(siteId)}/users`, 'users', query);
  }

  /** Credit accounts of one granted site. */
  creditAccounts(siteId: number, query: ListQuery<'/v1/sites/{siteId}/credit-accounts'> = {}): PageIterator<CreditAccount> {
    return this.pages(`/v1/sites/${id(siteId)}/credit-accounts`, 'creditAccounts', query);
  }
}

export class Products extends Resource {
  /** List or search products of the granted sites. */
  list(query: ListQuery<'/v1/products'> = {}): PageIterator<ProductSummary> {
    return this.pages('/v1/products', 'products', query);
  }

  /** One product with its variants. */
  get(productId: string): Promise<Product> {
    return this.call('GET', `/v1/products/${id(productId)}`);
  }

  /** Change a product (strict allow-list); returns the product re-read. */
  update(productId: string, patch: ProductPatch): Promise<Product> {
    return this.call('PATCH', `/v1/products/${id(productId)}`, { body: patch });
  }

  /** The product's images. */
  images(productId: string): Promise<ProductImages> {
    return this.call('GET', `/v1/products/${id(productId)}/images`);
  }

  /** The product's template, read live from the template vendor. */
  template(productId: string): Promise<ProductTemplate> {
    return this.call('GET', `/v1/products/${id(productId)}/template`);
  }

  /** Price a quantity of the product. */
  quote(productId: string, quantity: number): Promise<ProductQuote> {
    return this.call('POST', `/v1/products/${id(productId)}/quote`, { body: { quantity }, idempotent: true });
  }

  /** Change a STOCK variant; returns the variant re-read. */
  updateVariant(productId: string, variantId: number, patch: Body<'/v1/products/{productId}/variants/{variantId}', 'patch'>): Promise<Success<'/v1/products/{productId}/variants/{variantId}', 'patch'>> {
    return this.call('PATCH', `/v1/products/${id(productId)}/variants/${id(variantId)}`, { body: patch });
  }

  /** Change an image; returns the product's whole image list. */
  updateImage(productId: string, imageId: number, patch: Body<'/v1/products/{productId}/images/{imageId}', 'patch'>): Promise<Success<'/v1/products/{productId}/images/{imageId}', 'patch'>> {
    return this.call('PATCH', `/v1/products/${id(productId)}/images/${id(imageId)}`, { body: patch });
  }

  /** Replace the product's segment assignment; returns the product re-read. */
  setSegments(productId: string, segmentIds: number[]): Promise<Product> {
    return this.call('PUT', `/v1/products/${id(productId)}/segments`, { body: { segmentIds } });
  }
}

export class Segments extends Resource {
  /** Segments of the granted sites. */
  list(query: ListQuery<'/v1/segments'> = {}): PageIterator<Segment> {
    return this.pages('/v1/segments', 'segments', query);
  }
}

export class Shipping extends Resource {
  /** Price delivery of a shipment from a product's fulfilment centre. */
  quote(body: ShippingQuoteRequest): Promise<ShippingQuote> {
    return this.call('POST', '/v1/shipping/quote', { body, idempotent: true });
  }
}

export class Users extends Resource {
  /** List storefront users of the granted sites. */
  list(query: ListQuery<'/v1/users'> = {}): PageIterator<User> {
    return this.pages('/v1/users', 'users', query);
  }

  /** Create a storefront user; returns it as UserDetail. */
  create(body: NewUser): Promise<UserDetail> {
    return this.call('POST', '/v1/users', { body });
  }

  /** One user with its segments. */
  get(userId: number): Promise<UserDetail> {
    return this.call('GET', `/v1/users/${id(userId)}`);
  }

  /** Change a user (seven fields); returns the user re-read. */
  update(userId: number, patch: UserPatch): Promise<UserDetail> {
    return this.call('PATCH', `/v1/users/${id(userId)}`, { body: patch });
  }

  /** The user's saved addresses (an unknown or ungranted user has none). */
  addresses(userId: number, query: ListQuery<'/v1/users/{userId}/addresses'> = {}): PageIterator<Address> {
    return this.pages(`/v1/users/${id(userId)}/addresses`, 'addresses', query);
  }

  /** Replace the user's segments; returns the user re-read. */
  setSegments(userId: number, body: UserSegments): Promise<UserDetail> {
    return this.call('PUT', `/v1/users/${id(userId)}/segments`, { body });
  }
}

export class Divisions extends Resource {
  /** Divisions of the granted sites, flat with parent links. */
  list(query: ListQuery<'/v1/divisions'> = {}): PageIterator<Division> {
    return this.pages('/v1/divisions', 'divisions', query);
  }

  /** Create a division (always active). */
  create(body: NewDivision): Promise<Success<'/v1/divisions', 'post'>> {
    return this.call('POST', '/v1/divisions', { body });
  }

  /** One division. */
  get(divisionId: number): Promise<Division> {
    return this.call('GET', `/v1/divisions/${id(divisionId)}`);
  }

  /** Change a division; returns it re-read. On sites not using division addresses this clears the stored address. */
  update(divisionId: number, patch: DivisionPatch): Promise<Division> {
    return this.call('PATCH', `/v1/divisions/${id(divisionId)}`, { body: patch });
  }
}

export class CreditAccounts extends Resource {
  /** Credit accounts of the granted sites. */
  list(query: ListQuery<'/v1/credit-accounts'> = {}): PageIterator<CreditAccount> {
    return this.pages('/v1/credit-accounts', 'creditAccounts', query);
  }

  /** One credit account with its current balance. */
  get(creditAccountId: number): Promise<CreditAccount> {
    return this.call('GET', `/v1/credit-accounts/${id(creditAccountId)}`);
  }

  /** The account's movements, oldest first. */
  adjustments(creditAccountId: number, query: ListQuery<'/v1/credit-accounts/{creditAccountId}/adjustments'> = {}): PageIterator<CreditAdjustment> {
    return this.pages(`/v1/credit-accounts/${id(creditAccountId)}/adjustments`, 'adjustments', query);
  }
}

export class Orders extends Resource {
  /** List orders of the granted sites, newest first. */
  list(query: ListQuery<'/v1/orders'> = {}): PageIterator<OrderSummary> {
    return this.pages('/v1/orders', 'orders', query);
  }

  /** Submit an order; waits up to 20 seconds for the outcome. */
  submit(body: OrderSubmission): Promise<Submission> {
    return this.call('POST', '/v1/orders', { body, idempotent: true });
  }

  /** The partner's submissions, newest first. */
  submissions(query: ListQuery<'/v1/orders/submissions'> = {}): PageIterator<Submission> {
    return this.pages('/v1/orders/submissions', 'submissions', query);
  }

  /** One submission; Retry-After: 2 while not terminal. */
  submission(submissionId: string): Promise<Submission> {
    return this.call('GET', `/v1/orders/submissions/${id(submissionId)}`);
  }

  /** One order. */
  get(orderNumber: number): Promise<Order> {
    return this.call('GET', `/v1/orders/${id(orderNumber)}`);
  }

  /** The order's lines visible to the partner, by item number. */
  items(orderNumber: number, query: ListQuery<'/v1/orders/{orderNumber}/items'> = {}): PageIterator<OrderItem> {
    return this.pages(`/v1/orders/${id(orderNumber)}/items`, 'items', query);
  }

  /** The order's shipments, oldest first (cancelled ones included). */
  shipments(orderNumber: number, query: ListQuery<'/v1/orders/{orderNumber}/shipments'> = {}): PageIterator<Shipment> {
    return this.pages(`/v1/orders/${id(orderNumber)}/shipments`, 'shipments', query);
  }

  /** The line's proof: status, files with fresh signed links, preview. */
  proof(orderNumber: number, itemNumber: number): Promise<Proof> {
    return this.call('GET', `/v1/orders/${id(orderNumber)}/items/${id(itemNumber)}/proof`);
  }

  /** The denial reason codes this line offers. */
  denialReasons(orderNumber: number, itemNumber: number): Promise<DenialReasons> {
    return this.call('GET', `/v1/orders/${id(orderNumber)}/items/${id(itemNumber)}/proof/denial-reasons`);
  }

  /** Approve the proof (PENDING_REVIEW only); the line goes into production. */
  approveProof(orderNumber: number, itemNumber: number): Promise<ProofDecision> {
    return this.call('POST', `/v1/orders/${id(orderNumber)}/items/${id(itemNumber)}/proof/approve`, { body: {} });
  }

  /** Decline the proof with a reason this line offers (PENDING_REVIEW only). */
  declineProof(orderNumber: number, itemNumber: number, body: ProofDecline): Promise<ProofDecision> {
    return this.call('POST', `/v1/orders/${id(orderNumber)}/items/${id(itemNumber)}/proof/decline`, { body });
  }

  /** Reserve an upload: a single-use name and a signed PUT URL on storage. */
  artworkUploadUrl(orderNumber: number, itemNumber: number, body: UploadRequest): Promise<UploadReservation> {
    return this.call('POST', `/v1/orders/${id(orderNumber)}/items/${id(itemNumber)}/artwork/upload-url`, { body });
  }

  /** Attach an uploaded file to the line (size and MD5 from storage); the line goes to prepress. */
  attachArtwork(orderNumber: number, itemNumber: number, reservationName: string): Promise<AttachedFile> {
    return this.call('POST', `/v1/orders/${id(orderNumber)}/items/${id(itemNumber)}/artwork`, { body: { reservationName } });
  }
}

export class TestHelpers extends Resource {
  /** Move the order's status (announces order.status_changed). */
  setOrderStatus(orderNumber: number, status: HelperOrderStatus): Promise<Order> {
    return this.call('PUT', `/v1/test-helpers/orders/${id(orderNumber)}/status`, { body: { status } });
  }

  /** Move the line's production status. */
  setProductionStatus(orderNumber: number, itemNumber: number, productionStatus: HelperProductionStatus): Promise<OrderItem> {
    return this.call('PUT', `/v1/test-helpers/orders/${id(orderNumber)}/items/${id(itemNumber)}/production-status`, { body: { productionStatus } });
  }

  /** Publish a proof for review (the line goes to PENDING_REVIEW). */
  publishProof(orderNumber: number, itemNumber: number, body: HelperProof = {}): Promise<Proof> {
    return this.call('POST', `/v1/test-helpers/orders/${id(orderNumber)}/items/${id(itemNumber)}/proof`, { body });
  }

  /** Cancel the line (announces order_line.cancelled). */
  cancelLine(orderNumber: number, itemNumber: number): Promise<OrderItem> {
    return this.call('POST', `/v1/test-helpers/orders/${id(orderNumber)}/items/${id(itemNumber)}/cancel`, { body: {} });
  }

  /** Ship lines of the order (announces shipment.shipped). */
  ship(orderNumber: number, body: HelperShipment = {}): Promise<Shipment> {
    return this.call('POST', `/v1/test-helpers/orders/${id(orderNumber)}/shipments`, { body });
  }

  /** Cancel a shipment (announces shipment.cancelled). */
  cancelShipment(orderNumber: number, shipmentNumber: number): Promise<Shipment> {
    return this.call('POST', `/v1/test-helpers/orders/${id(orderNumber)}/shipments/${id(shipmentNumber)}/cancel`, { body: {} });
  }
}
