"""Every operation of the published document, as methods named after its
operationIds: generated from docs/openapi-sandbox.json by scripts/generate.py;
do not edit."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Dict, List, Literal, Optional, Union

from .._resource import Operation, Pages, Resource
from .types import *  # noqa: F403

OPERATIONS: Dict[str, Operation] = {
    'ping': Operation('ping', 'ping', 'GET', '/v1/ping', idempotent=True, page_key=None),
    'me': Operation('me', 'me', 'GET', '/v1/me', idempotent=True, page_key=None),
    'sitesList': Operation('sitesList', 'sites.list', 'GET', '/v1/sites', idempotent=True, page_key=None),
    'sitesGet': Operation('sitesGet', 'sites.get', 'GET', '/v1/sites/{siteId}', idempotent=True, page_key=None),
    'productsList': Operation('productsList', 'products.list', 'GET', '/v1/products', idempotent=True, page_key='products'),
    'sitesProducts': Operation('sitesProducts', 'sites.products', 'GET', '/v1/sites/{siteId}/products', idempotent=True, page_key='products'),
    'productsGet': Operation('productsGet', 'products.get', 'GET', '/v1/products/{productId}', idempotent=True, page_key=None),
    'productsUpdate': Operation('productsUpdate', 'products.update', 'PATCH', '/v1/products/{productId}', idempotent=False, page_key=None),
    'productsImages': Operation('productsImages', 'products.images', 'GET', '/v1/products/{productId}/images', idempotent=True, page_key=None),
    'productsTemplate': Operation('productsTemplate', 'products.template', 'GET', '/v1/products/{productId}/template', idempotent=True, page_key=None),
    'productsQuote': Operation('productsQuote', 'products.quote', 'POST', '/v1/products/{productId}/quote', idempotent=False, page_key=None),
    'segmentsList': Operation('segmentsList', 'segments.list', 'GET', '/v1/segments', idempotent=True, page_key='segments'),
    'productsUpdateVariant': Operation('productsUpdateVariant', 'products.update_variant', 'PATCH', '/v1/products/{productId}/variants/{variantId}', idempotent=False, page_key=None),
    'productsUpdateImage': Operation('productsUpdateImage', 'products.update_image', 'PATCH', '/v1/products/{productId}/images/{imageId}', idempotent=False, page_key=None),
    'productsSetSegments': Operation('productsSetSegments', 'products.set_segments', 'PUT', '/v1/products/{productId}/segments', idempotent=True, page_key=None),
    'shippingQuote': Operation('shippingQuote', 'shipping.quote', 'POST', '/v1/shipping/quote', idempotent=False, page_key=None),
    'usersList': Operation('usersList', 'users.list', 'GET', '/v1/users', idempotent=True, page_key='users'),
    'usersCreate': Operation('usersCreate', 'users.create', 'POST', '/v1/users', idempotent=False, page_key=None),
    'sitesUsers': Operation('sitesUsers', 'sites.users', 'GET', '/v1/sites/{siteId}/users', idempotent=True, page_key='users'),
    'usersGet': Operation('usersGet', 'users.get', 'GET', '/v1/users/{userId}', idempotent=True, page_key=None),
    'usersUpdate': Operation('usersUpdate', 'users.update', 'PATCH', '/v1/users/{userId}', idempotent=False, page_key=None),
    'usersAddresses': Operation('usersAddresses', 'users.addresses', 'GET', '/v1/users/{userId}/addresses', idempotent=True, page_key='addresses'),
    'usersSetSegments': Operation('usersSetSegments', 'users.set_segments', 'PUT', '/v1/users/{userId}/segments', idempotent=True, page_key=None),
    'divisionsList': Operation('divisionsList', 'divisions.list', 'GET', '/v1/divisions', idempotent=True, page_key='divisions'),
    'divisionsCreate': Operation('divisionsCreate', 'divisions.create', 'POST', '/v1/divisions', idempotent=False, page_key=None),
    'divisionsGet': Operation('divisionsGet', 'divisions.get', 'GET', '/v1/divisions/{divisionId}', idempotent=True, page_key=None),
    'divisionsUpdate': Operation('divisionsUpdate', 'divisions.update', 'PATCH', '/v1/divisions/{divisionId}', idempotent=False, page_key=None),
    'creditAccountsList': Operation('creditAccountsList', 'credit_accounts.list', 'GET', '/v1/credit-accounts', idempotent=True, page_key='creditAccounts'),
    'sitesCreditAccounts': Operation('sitesCreditAccounts', 'sites.credit_accounts', 'GET', '/v1/sites/{siteId}/credit-accounts', idempotent=True, page_key='creditAccounts'),
    'creditAccountsGet': Operation('creditAccountsGet', 'credit_accounts.get', 'GET', '/v1/credit-accounts/{creditAccountId}', idempotent=True, page_key=None),
    'creditAccountsAdjustments': Operation('creditAccountsAdjustments', 'credit_accounts.adjustments', 'GET', '/v1/credit-accounts/{creditAccountId}/adjustments', idempotent=True, page_key='adjustments'),
    'ordersList': Operation('ordersList', 'orders.list', 'GET', '/v1/orders', idempotent=True, page_key='orders'),
    'ordersSubmit': Operation('ordersSubmit', 'orders.submit', 'POST', '/v1/orders', idempotent=True, page_key=None),
    'ordersSubmissions': Operation('ordersSubmissions', 'orders.submissions', 'GET', '/v1/orders/submissions', idempotent=True, page_key='submissions'),
    'ordersSubmission': Operation('ordersSubmission', 'orders.submission', 'GET', '/v1/orders/submissions/{submissionId}', idempotent=True, page_key=None),
    'ordersGet': Operation('ordersGet', 'orders.get', 'GET', '/v1/orders/{orderNumber}', idempotent=True, page_key=None),
    'ordersItems': Operation('ordersItems', 'orders.items', 'GET', '/v1/orders/{orderNumber}/items', idempotent=True, page_key='items'),
    'ordersShipments': Operation('ordersShipments', 'orders.shipments', 'GET', '/v1/orders/{orderNumber}/shipments', idempotent=True, page_key='shipments'),
    'ordersProof': Operation('ordersProof', 'orders.proof', 'GET', '/v1/orders/{orderNumber}/items/{itemNumber}/proof', idempotent=True, page_key=None),
    'ordersDenialReasons': Operation('ordersDenialReasons', 'orders.denial_reasons', 'GET', '/v1/orders/{orderNumber}/items/{itemNumber}/proof/denial-reasons', idempotent=True, page_key=None),
    'ordersApproveProof': Operation('ordersApproveProof', 'orders.approve_proof', 'POST', '/v1/orders/{orderNumber}/items/{itemNumber}/proof/approve', idempotent=False, page_key=None),
    'ordersDeclineProof': Operation('ordersDeclineProof', 'orders.decline_proof', 'POST', '/v1/orders/{orderNumber}/items/{itemNumber}/proof/decline', idempotent=False, page_key=None),
    'ordersArtworkUploadUrl': Operation('ordersArtworkUploadUrl', 'orders.artwork_upload_url', 'POST', '/v1/orders/{orderNumber}/items/{itemNumber}/artwork/upload-url', idempotent=False, page_key=None),
    'ordersAttachArtwork': Operation('ordersAttachArtwork', 'orders.attach_artwork', 'POST', '/v1/orders/{orderNumber}/items/{itemNumber}/artwork', idempotent=False, page_key=None),
    'testHelpersSetOrderStatus': Operation('testHelpersSetOrderStatus', 'test_helpers.set_order_status', 'PUT', '/v1/test-helpers/orders/{orderNumber}/status', idempotent=True, page_key=None),
    'testHelpersSetProductionStatus': Operation('testHelpersSetProductionStatus', 'test_helpers.set_production_status', 'PUT', '/v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/production-status', idempotent=True, page_key=None),
    'testHelpersPublishProof': Operation('testHelpersPublishProof', 'test_helpers.publish_proof', 'POST', '/v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/proof', idempotent=False, page_key=None),
    'testHelpersCancelLine': Operation('testHelpersCancelLine', 'test_helpers.cancel_line', 'POST', '/v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/cancel', idempotent=False, page_key=None),
    'testHelpersShip': Operation('testHelpersShip', 'test_helpers.ship', 'POST', '/v1/test-helpers/orders/{orderNumber}/shipments', idempotent=False, page_key=None),
    'testHelpersCancelShipment': Operation('testHelpersCancelShipment', 'test_helpers.cancel_shipment', 'POST', '/v1/test-helpers/orders/{orderNumber}/shipments/{shipmentNumber}/cancel', idempotent=False, page_key=None),
}


class SitesOperations(Resource):
    """Catalog, Credit accounts, Sites, Users: `client.sites.…`."""

    def list(self) -> List[Site]:
        """List the granted sites. (GET /v1/sites)"""
        return self._call(OPERATIONS['sitesList'], {}, {})['sites']

    def get(self, site_id: int) -> Site:
        """One granted site. (GET /v1/sites/{siteId})"""
        return self._call(OPERATIONS['sitesGet'], {'siteId': site_id}, {})

    def products(self, site_id: int, *, service_type: Optional[Literal['STOCK', 'POD']] = None, q: Optional[str] = None, cursor: Optional[str] = None, limit: Optional[int] = None, updated_since: Optional[str] = None) -> Pages[Product]:
        """List or search the products of one granted site. (GET /v1/sites/{siteId}/products)"""
        return self._pages(OPERATIONS['sitesProducts'], {'siteId': site_id}, {'serviceType': service_type, 'q': q, 'limit': limit, 'updatedSince': updated_since}, cursor=cursor)

    def users(self, site_id: int, *, division_id: Optional[int] = None, cursor: Optional[str] = None, limit: Optional[int] = None) -> Pages[User]:
        """List the storefront users of one granted site. (GET /v1/sites/{siteId}/users)"""
        return self._pages(OPERATIONS['sitesUsers'], {'siteId': site_id}, {'divisionId': division_id, 'limit': limit}, cursor=cursor)

    def credit_accounts(self, site_id: int, *, division_id: Optional[int] = None, user_id: Optional[int] = None, active: Optional[Literal['true', 'false']] = None, cursor: Optional[str] = None, limit: Optional[int] = None) -> Pages[CreditAccount]:
        """Credit accounts of one granted site. (GET /v1/sites/{siteId}/credit-accounts)"""
        return self._pages(OPERATIONS['sitesCreditAccounts'], {'siteId': site_id}, {'divisionId': division_id, 'userId': user_id, 'active': active, 'limit': limit}, cursor=cursor)


class ProductsOperations(Resource):
    """Catalog: `client.products.…`."""

    def list(self, *, site_id: Optional[int] = None, service_type: Optional[Literal['STOCK', 'POD']] = None, q: Optional[str] = None, cursor: Optional[str] = None, limit: Optional[int] = None, updated_since: Optional[str] = None) -> Pages[Product]:
        """List or search products of the granted sites. (GET /v1/products)"""
        return self._pages(OPERATIONS['productsList'], {}, {'siteId': site_id, 'serviceType': service_type, 'q': q, 'limit': limit, 'updatedSince': updated_since}, cursor=cursor)

    def get(self, product_id: str) -> ProductDetail:
        """One product with its variants. (GET /v1/products/{productId})"""
        return self._call(OPERATIONS['productsGet'], {'productId': product_id}, {})

    def update(self, product_id: str, body: Optional[ProductPatch] = None) -> ProductDetail:
        """Change a product (strict allow-list); returns the product re-read. (PATCH /v1/products/{productId})"""
        return self._call(OPERATIONS['productsUpdate'], {'productId': product_id}, {}, body=body)

    def images(self, product_id: str) -> ProductImageList:
        """The product's images. (GET /v1/products/{productId}/images)"""
        return self._call(OPERATIONS['productsImages'], {'productId': product_id}, {})

    def template(self, product_id: str) -> Template:
        """The product's template, read live from the template vendor. (GET /v1/products/{productId}/template)"""
        return self._call(OPERATIONS['productsTemplate'], {'productId': product_id}, {})

    def quote(self, product_id: str, body: QuoteRequest) -> ProductQuote:
        """Price a quantity of the product. (POST /v1/products/{productId}/quote)"""
        return self._call(OPERATIONS['productsQuote'], {'productId': product_id}, {}, body=body)

    def update_variant(self, product_id: str, variant_id: Union[int, str], body: Optional[VariantPatch] = None) -> Variant:
        """Change a STOCK variant; returns the variant re-read. (PATCH /v1/products/{productId}/variants/{variantId})"""
        return self._call(OPERATIONS['productsUpdateVariant'], {'productId': product_id, 'variantId': variant_id}, {}, body=body)

    def update_image(self, product_id: str, image_id: Union[int, str], body: Optional[ImagePatch] = None) -> ProductsUpdateImageResponse:
        """Change an image; returns the product's whole image list. (PATCH /v1/products/{productId}/images/{imageId})"""
        return self._call(OPERATIONS['productsUpdateImage'], {'productId': product_id, 'imageId': image_id}, {}, body=body)

    def set_segments(self, product_id: str, body: ProductSegmentsRequest) -> ProductDetail:
        """Replace the product's segment assignment; returns the product re-read. (PUT /v1/products/{productId}/segments)"""
        return self._call(OPERATIONS['productsSetSegments'], {'productId': product_id}, {}, body=body)


class SegmentsOperations(Resource):
    """Catalog: `client.segments.…`."""

    def list(self, *, site_id: Optional[int] = None, cursor: Optional[str] = None, limit: Optional[int] = None) -> Pages[Segment]:
        """Segments of the granted sites. (GET /v1/segments)"""
        return self._pages(OPERATIONS['segmentsList'], {}, {'siteId': site_id, 'limit': limit}, cursor=cursor)


class ShippingOperations(Resource):
    """Shipping: `client.shipping.…`."""

    def quote(self, body: ShippingQuoteRequest) -> ShippingQuote:
        """Price delivery of a shipment from a product's fulfilment centre. (POST /v1/shipping/quote)"""
        return self._call(OPERATIONS['shippingQuote'], {}, {}, body=body)


class UsersOperations(Resource):
    """Users: `client.users.…`."""

    def list(self, *, site_id: Optional[int] = None, division_id: Optional[int] = None, cursor: Optional[str] = None, limit: Optional[int] = None) -> Pages[User]:
        """List storefront users of the granted sites. (GET /v1/users)"""
        return self._pages(OPERATIONS['usersList'], {}, {'siteId': site_id, 'divisionId': division_id, 'limit': limit}, cursor=cursor)

    def create(self, body: NewUser) -> UserDetail:
        """Create a storefront user; returns it as UserDetail. (POST /v1/users)"""
        return self._call(OPERATIONS['usersCreate'], {}, {}, body=body)

    def get(self, user_id: int) -> UserDetail:
        """One user with its segments. (GET /v1/users/{userId})"""
        return self._call(OPERATIONS['usersGet'], {'userId': user_id}, {})

    def update(self, user_id: int, body: Optional[UserPatch] = None) -> UserDetail:
        """Change a user (seven fields); returns the user re-read. (PATCH /v1/users/{userId})"""
        return self._call(OPERATIONS['usersUpdate'], {'userId': user_id}, {}, body=body)

    def addresses(self, user_id: int, *, cursor: Optional[str] = None, limit: Optional[int] = None) -> Pages[UserAddress]:
        """The user's saved addresses (an unknown or ungranted user has none). (GET /v1/users/{userId}/addresses)"""
        return self._pages(OPERATIONS['usersAddresses'], {'userId': user_id}, {'limit': limit}, cursor=cursor)

    def set_segments(self, user_id: int, body: UserSegmentsRequest) -> UserDetail:
        """Replace the user's segments; returns the user re-read. (PUT /v1/users/{userId}/segments)"""
        return self._call(OPERATIONS['usersSetSegments'], {'userId': user_id}, {}, body=body)


class DivisionsOperations(Resource):
    """Divisions: `client.divisions.…`."""

    def list(self, *, site_id: Optional[int] = None, parent_id: Optional[int] = None, cursor: Optional[str] = None, limit: Optional[int] = None) -> Pages[Division]:
        """Divisions of the granted sites, flat with parent links. (GET /v1/divisions)"""
        return self._pages(OPERATIONS['divisionsList'], {}, {'siteId': site_id, 'parentId': parent_id, 'limit': limit}, cursor=cursor)

    def create(self, body: NewDivision) -> DivisionsCreateResponse:
        """Create a division (always active). (POST /v1/divisions)"""
        return self._call(OPERATIONS['divisionsCreate'], {}, {}, body=body)

    def get(self, division_id: int) -> Division:
        """One division. (GET /v1/divisions/{divisionId})"""
        return self._call(OPERATIONS['divisionsGet'], {'divisionId': division_id}, {})

    def update(self, division_id: int, body: Optional[DivisionPatch] = None) -> Division:
        """Change a division; returns it re-read. On sites not using division addresses this clears the stored address. (PATCH /v1/divisions/{divisionId})"""
        return self._call(OPERATIONS['divisionsUpdate'], {'divisionId': division_id}, {}, body=body)


class CreditAccountsOperations(Resource):
    """Credit accounts: `client.credit_accounts.…`."""

    def list(self, *, site_id: Optional[int] = None, division_id: Optional[int] = None, user_id: Optional[int] = None, active: Optional[Literal['true', 'false']] = None, cursor: Optional[str] = None, limit: Optional[int] = None) -> Pages[CreditAccount]:
        """Credit accounts of the granted sites. (GET /v1/credit-accounts)"""
        return self._pages(OPERATIONS['creditAccountsList'], {}, {'siteId': site_id, 'divisionId': division_id, 'userId': user_id, 'active': active, 'limit': limit}, cursor=cursor)

    def get(self, credit_account_id: int) -> CreditAccount:
        """One credit account with its current balance. (GET /v1/credit-accounts/{creditAccountId})"""
        return self._call(OPERATIONS['creditAccountsGet'], {'creditAccountId': credit_account_id}, {})

    def adjustments(self, credit_account_id: int, *, type: Optional[str] = None, cursor: Optional[str] = None, limit: Optional[int] = None) -> Pages[CreditAdjustment]:
        """The account's movements, oldest first. (GET /v1/credit-accounts/{creditAccountId}/adjustments)"""
        return self._pages(OPERATIONS['creditAccountsAdjustments'], {'creditAccountId': credit_account_id}, {'type': type, 'limit': limit}, cursor=cursor)


class OrdersOperations(Resource):
    """Artwork, Orders, Proofs: `client.orders.…`."""

    def list(self, *, site_id: Optional[int] = None, placed_from: Optional[Union[str, datetime]] = None, placed_to: Optional[Union[str, datetime]] = None, cursor: Optional[str] = None, limit: Optional[int] = None) -> Pages[Order]:
        """List orders of the granted sites, newest first. (GET /v1/orders)"""
        return self._pages(OPERATIONS['ordersList'], {}, {'siteId': site_id, 'placedFrom': placed_from, 'placedTo': placed_to, 'limit': limit}, cursor=cursor)

    def submit(self, body: OrderSubmission) -> Submission:
        """Submit an order; waits up to 20 seconds for the outcome. (POST /v1/orders)"""
        return self._call(OPERATIONS['ordersSubmit'], {}, {}, body=body)

    def submissions(self, *, status: Optional[Literal['queued', 'processing', 'completed', 'failed']] = None, cursor: Optional[str] = None, limit: Optional[int] = None) -> Pages[Submission]:
        """The partner's submissions, newest first. (GET /v1/orders/submissions)"""
        return self._pages(OPERATIONS['ordersSubmissions'], {}, {'status': status, 'limit': limit}, cursor=cursor)

    def submission(self, submission_id: str) -> Submission:
        """One submission; Retry-After: 2 while not terminal. (GET /v1/orders/submissions/{submissionId})"""
        return self._call(OPERATIONS['ordersSubmission'], {'submissionId': submission_id}, {})

    def get(self, order_number: int) -> Order:
        """One order. (GET /v1/orders/{orderNumber})"""
        return self._call(OPERATIONS['ordersGet'], {'orderNumber': order_number}, {})

    def items(self, order_number: int, *, cursor: Optional[str] = None, limit: Optional[int] = None) -> Pages[OrderItem]:
        """The order's lines visible to the partner, by item number. (GET /v1/orders/{orderNumber}/items)"""
        return self._pages(OPERATIONS['ordersItems'], {'orderNumber': order_number}, {'limit': limit}, cursor=cursor)

    def shipments(self, order_number: int, *, cursor: Optional[str] = None, limit: Optional[int] = None) -> Pages[Shipment]:
        """The order's shipments, oldest first (cancelled ones included). (GET /v1/orders/{orderNumber}/shipments)"""
        return self._pages(OPERATIONS['ordersShipments'], {'orderNumber': order_number}, {'limit': limit}, cursor=cursor)

    def proof(self, order_number: int, item_number: int) -> Proof:
        """The line's proof: status, files with fresh signed links, preview. (GET /v1/orders/{orderNumber}/items/{itemNumber}/proof)"""
        return self._call(OPERATIONS['ordersProof'], {'orderNumber': order_number, 'itemNumber': item_number}, {})

    def denial_reasons(self, order_number: int, item_number: int) -> DenialReasons:
        """The denial reason codes this line offers. (GET /v1/orders/{orderNumber}/items/{itemNumber}/proof/denial-reasons)"""
        return self._call(OPERATIONS['ordersDenialReasons'], {'orderNumber': order_number, 'itemNumber': item_number}, {})

    def approve_proof(self, order_number: int, item_number: int, body: Optional[Dict[str, Any]] = None) -> ProofDecision:
        """Approve the proof (PENDING_REVIEW only); the line goes into production. (POST /v1/orders/{orderNumber}/items/{itemNumber}/proof/approve)"""
        return self._call(OPERATIONS['ordersApproveProof'], {'orderNumber': order_number, 'itemNumber': item_number}, {}, body=body)

    def decline_proof(self, order_number: int, item_number: int, body: ProofDecline) -> ProofDecision:
        """Decline the proof with a reason this line offers (PENDING_REVIEW only). (POST /v1/orders/{orderNumber}/items/{itemNumber}/proof/decline)"""
        return self._call(OPERATIONS['ordersDeclineProof'], {'orderNumber': order_number, 'itemNumber': item_number}, {}, body=body)

    def artwork_upload_url(self, order_number: int, item_number: int, body: UploadUrlRequest) -> ArtworkReservation:
        """Reserve an upload: a single-use name and a signed PUT URL on storage. (POST /v1/orders/{orderNumber}/items/{itemNumber}/artwork/upload-url)"""
        return self._call(OPERATIONS['ordersArtworkUploadUrl'], {'orderNumber': order_number, 'itemNumber': item_number}, {}, body=body)

    def attach_artwork(self, order_number: int, item_number: int, body: AttachRequest) -> AttachedFile:
        """Attach an uploaded file to the line (size and MD5 from storage); the line goes to prepress. (POST /v1/orders/{orderNumber}/items/{itemNumber}/artwork)"""
        return self._call(OPERATIONS['ordersAttachArtwork'], {'orderNumber': order_number, 'itemNumber': item_number}, {}, body=body)


class TestHelpersOperations(Resource):
    """Test helpers: `client.test_helpers.…`."""

    def set_order_status(self, order_number: int, body: TestHelpersSetOrderStatusBody) -> Order:
        """Move the order's status (announces order.status_changed). (PUT /v1/test-helpers/orders/{orderNumber}/status)"""
        return self._call(OPERATIONS['testHelpersSetOrderStatus'], {'orderNumber': order_number}, {}, body=body)

    def set_production_status(self, order_number: int, item_number: int, body: TestHelpersSetProductionStatusBody) -> OrderItem:
        """Move the line's production status. (PUT /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/production-status)"""
        return self._call(OPERATIONS['testHelpersSetProductionStatus'], {'orderNumber': order_number, 'itemNumber': item_number}, {}, body=body)

    def publish_proof(self, order_number: int, item_number: int, body: Optional[TestHelpersPublishProofBody] = None) -> Proof:
        """Publish a proof for review (the line goes to PENDING_REVIEW). (POST /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/proof)"""
        return self._call(OPERATIONS['testHelpersPublishProof'], {'orderNumber': order_number, 'itemNumber': item_number}, {}, body=body)

    def cancel_line(self, order_number: int, item_number: int, body: Optional[Dict[str, Any]] = None) -> OrderItem:
        """Cancel the line (announces order_line.cancelled). (POST /v1/test-helpers/orders/{orderNumber}/items/{itemNumber}/cancel)"""
        return self._call(OPERATIONS['testHelpersCancelLine'], {'orderNumber': order_number, 'itemNumber': item_number}, {}, body=body)

    def ship(self, order_number: int, body: Optional[TestHelpersShipBody] = None) -> Shipment:
        """Ship lines of the order (announces shipment.shipped). (POST /v1/test-helpers/orders/{orderNumber}/shipments)"""
        return self._call(OPERATIONS['testHelpersShip'], {'orderNumber': order_number}, {}, body=body)

    def cancel_shipment(self, order_number: int, shipment_number: int, body: Optional[Dict[str, Any]] = None) -> Shipment:
        """Cancel a shipment (announces shipment.cancelled). (POST /v1/test-helpers/orders/{orderNumber}/shipments/{shipmentNumber}/cancel)"""
        return self._call(OPERATIONS['testHelpersCancelShipment'], {'orderNumber': order_number, 'shipmentNumber': shipment_number}, {}, body=body)


class ClientOperations(Resource):
    """The operations of no resource (`client.me()`), and the resources."""

    def __init__(self, core: Any) -> None:
        super().__init__(core)
        self.sites: SitesOperations = self._resource('sites', SitesOperations)
        self.products: ProductsOperations = self._resource('products', ProductsOperations)
        self.segments: SegmentsOperations = self._resource('segments', SegmentsOperations)
        self.shipping: ShippingOperations = self._resource('shipping', ShippingOperations)
        self.users: UsersOperations = self._resource('users', UsersOperations)
        self.divisions: DivisionsOperations = self._resource('divisions', DivisionsOperations)
        self.credit_accounts: CreditAccountsOperations = self._resource('credit_accounts', CreditAccountsOperations)
        self.orders: OrdersOperations = self._resource('orders', OrdersOperations)
        self.test_helpers: TestHelpersOperations = self._resource('test_helpers', TestHelpersOperations)

    def ping(self) -> PingResponse:
        """Liveness. (GET /v1/ping)"""
        return self._call(OPERATIONS['ping'], {}, {})

    def me(self) -> Me:
        """The calling partner identity. (GET /v1/me)"""
        return self._call(OPERATIONS['me'], {}, {})
