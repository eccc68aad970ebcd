"""The API's request and answer shapes: generated from docs/openapi-sandbox.json
by scripts/generate.py; do not edit."""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, TypedDict, Union

__all__ = [
    'ArtworkReservation',
    'AttachRequest',
    'AttachedFile',
    'CreditAccount',
    'CreditAccountPage',
    'CreditAdjustment',
    'CreditAdjustmentPage',
    'DenialReasons',
    'DenialReasonsReasonsItem',
    'Discount',
    'Division',
    'DivisionPage',
    'DivisionPatch',
    'DivisionsCreateResponse',
    'ImagePatch',
    'Me',
    'NewDivision',
    'NewUser',
    'Order',
    'OrderAddress',
    'OrderItem',
    'OrderItemPage',
    'OrderItemVariantAttributesItem',
    'OrderLine',
    'OrderLineCancelledEvent',
    'OrderPage',
    'OrderStatusChangedEvent',
    'OrderSubmission',
    'PingResponse',
    'Problem',
    'ProblemErrorsItem',
    'Product',
    'ProductDetail',
    'ProductImage',
    'ProductImageList',
    'ProductPage',
    'ProductPatch',
    'ProductQuote',
    'ProductSegmentsRequest',
    'ProductsUpdateImageResponse',
    'Proof',
    'ProofDecision',
    'ProofDecline',
    'ProofFilesItem',
    'QuoteRequest',
    'Segment',
    'SegmentPage',
    'Shipment',
    'ShipmentCancelledEvent',
    'ShipmentLinesItem',
    'ShipmentPage',
    'ShipmentShippedEvent',
    'ShippingQuote',
    'ShippingQuoteQuotesItem',
    'ShippingQuoteRequest',
    'ShippingQuoteRequestShipTo',
    'Site',
    'SiteList',
    'Submission',
    'SubmissionAddress',
    'SubmissionError',
    'SubmissionOrder',
    'SubmissionOrderLinesItem',
    'SubmissionPage',
    'SubmissionShipTo',
    'Template',
    'TemplateVariablesItem',
    'TestHelpersPublishProofBody',
    'TestHelpersPublishProofBodyReasonsItem',
    'TestHelpersSetOrderStatusBody',
    'TestHelpersSetProductionStatusBody',
    'TestHelpersShipBody',
    'TestHelpersShipBodyLinesItem',
    'TestPingEvent',
    'Token',
    'UploadUrlRequest',
    'User',
    'UserAddress',
    'UserAddressPage',
    'UserDetail',
    'UserDetailSegmentsItem',
    'UserPage',
    'UserPatch',
    'UserSegmentsRequest',
    'Variant',
    'VariantPatch',
]


_ProblemErrorsItemRequired = TypedDict('_ProblemErrorsItemRequired', {'in': "Literal['path', 'query', 'body']", 'field': 'str', 'detail': 'str'})
class ProblemErrorsItem(_ProblemErrorsItemRequired, total=False):
    pointer: str


class _ProblemRequired(TypedDict):
    type: Literal['about:blank']
    title: str
    status: int
    code: str
    detail: str
    requestId: str
class Problem(_ProblemRequired, total=False):
    """RFC 9457 problem document"""
    errors: List[ProblemErrorsItem]


class Token(TypedDict):
    access_token: str
    token_type: Literal['Bearer']
    expires_in: int
    scope: str


class Me(TypedDict):
    partnerId: int
    name: str
    tier: Literal['trial', 'standard', 'enterprise']
    authMethod: Literal['IDP_M2M', 'MTLS', 'IDP_USER']
    credentialId: str
    grantedSiteIds: List[int]
    scopes: List[Literal['partner-api/orders:read', 'partner-api/orders:write', 'partner-api/products:read', 'partner-api/products:write', 'partner-api/users:read', 'partner-api/users:write', 'partner-api/divisions:read', 'partner-api/divisions:write', 'partner-api/credit:read', 'partner-api/sites:read']]


class Site(TypedDict):
    siteId: int
    name: str
    url: str


class SiteList(TypedDict):
    sites: List[Site]


class Product(TypedDict):
    productId: str
    siteId: int
    code: str
    name: str
    description: Optional[str]
    metaDescription: Optional[str]
    metaKeywords: Optional[str]
    overrideDisplay: bool
    serviceType: Literal['STOCK', 'POD']
    artworkSource: str
    visibility: Literal['ALL_USERS', 'SEGMENTS', 'HIDDEN']
    requiresApproval: bool
    minQuantity: int
    maxQuantity: Optional[int]
    turnaroundBusinessDays: Optional[int]
    createdOn: str
    updatedOn: str


class ProductPage(TypedDict):
    products: List[Product]
    nextCursor: Optional[str]


class Variant(TypedDict):
    variantId: int
    sku: Optional[str]
    attribute1Choice: Optional[str]
    attribute2Choice: Optional[str]
    attribute3Choice: Optional[str]
    location: Optional[str]
    weight: Optional[float]


class ProductDetail(TypedDict):
    productId: str
    siteId: int
    code: str
    name: str
    description: Optional[str]
    metaDescription: Optional[str]
    metaKeywords: Optional[str]
    overrideDisplay: bool
    serviceType: Literal['STOCK', 'POD']
    artworkSource: str
    visibility: Literal['ALL_USERS', 'SEGMENTS', 'HIDDEN']
    requiresApproval: bool
    minQuantity: int
    maxQuantity: Optional[int]
    turnaroundBusinessDays: Optional[int]
    createdOn: str
    updatedOn: str
    attribute1Name: Optional[str]
    attribute2Name: Optional[str]
    attribute3Name: Optional[str]
    variants: List[Variant]
    segmentIds: List[int]


class ProductPatch(TypedDict, total=False):
    name: str
    description: Optional[str]
    metaDescription: Optional[str]
    metaKeywords: Optional[str]
    visibility: Literal['ALL_USERS', 'SEGMENTS', 'HIDDEN']
    requiresApproval: bool
    overrideDisplay: bool
    minQuantity: int
    maxQuantity: int
    turnaroundBusinessDays: Optional[int]


class ProductImage(TypedDict):
    imageId: int
    imagePath: str
    sequence: int
    primary: bool
    imageAlt: Optional[str]
    attribution: Optional[str]
    imageWidth: Optional[int]
    imageHeight: Optional[int]


class ProductImageList(TypedDict):
    images: List[ProductImage]


class TemplateVariablesItem(TypedDict):
    name: str
    displayName: Optional[str]
    dataType: Optional[str]
    listItems: Optional[List[str]]


class Template(TypedDict):
    vendor: str
    templateId: Optional[str]
    variables: List[TemplateVariablesItem]


class QuoteRequest(TypedDict):
    quantity: int


class ProductQuote(TypedDict):
    productId: str
    quantity: int
    unitPrice: str
    totalPrice: str


class Segment(TypedDict):
    segmentId: int
    siteId: int
    name: str


class SegmentPage(TypedDict):
    segments: List[Segment]
    nextCursor: Optional[str]


class VariantPatch(TypedDict, total=False):
    attribute1Choice: str
    attribute2Choice: str
    attribute3Choice: str
    location: Optional[str]
    weight: Optional[float]


class ImagePatch(TypedDict, total=False):
    """Read-only, refused by name with this operation's 400 code: `imagePath`, `attribution`, `imageWidth`, `imageHeight`."""
    imageAlt: Optional[str]
    sequence: int
    primary: Literal[True]


class ProductSegmentsRequest(TypedDict):
    segmentIds: List[int]


class ShippingQuoteRequestShipTo(TypedDict):
    """Where the shipment goes."""
    country: str
    state: str
    postalCode: str


class _ShippingQuoteRequestRequired(TypedDict):
    siteId: int
    shipTo: ShippingQuoteRequestShipTo
    weightOunces: float
class ShippingQuoteRequest(_ShippingQuoteRequestRequired, total=False):
    productId: str


class ShippingQuoteQuotesItem(TypedDict):
    serviceName: str
    price: str


class ShippingQuote(TypedDict):
    quotes: List[ShippingQuoteQuotesItem]
    warnings: List[str]
    messages: List[str]


class User(TypedDict):
    userId: int
    siteId: int
    username: Optional[str]
    email: Optional[str]
    firstName: Optional[str]
    lastName: Optional[str]
    company: Optional[str]
    phone: Optional[str]
    active: bool
    divisionId: Optional[int]
    createdOn: str
    updatedOn: str
    lastSigninOn: Optional[str]
    ordersRequireApproval: bool
    allSegmentsVisible: bool
    taxExempt: bool


class UserPage(TypedDict):
    users: List[User]
    nextCursor: Optional[str]


class _NewUserRequired(TypedDict):
    siteId: int
    username: str
    email: str
class NewUser(_NewUserRequired, total=False):
    active: bool
    firstName: str
    lastName: str
    company: Optional[str]
    phone: Optional[str]
    divisionId: Optional[int]


class UserDetailSegmentsItem(TypedDict):
    segmentId: int
    name: str
    autoAssigned: bool


class UserDetail(TypedDict):
    userId: int
    siteId: int
    username: Optional[str]
    email: Optional[str]
    firstName: Optional[str]
    lastName: Optional[str]
    company: Optional[str]
    phone: Optional[str]
    active: bool
    divisionId: Optional[int]
    createdOn: str
    updatedOn: str
    lastSigninOn: Optional[str]
    ordersRequireApproval: bool
    allSegmentsVisible: bool
    taxExempt: bool
    segments: List[UserDetailSegmentsItem]


class UserPatch(TypedDict, total=False):
    active: bool
    email: str
    firstName: str
    lastName: str
    company: Optional[str]
    phone: Optional[str]
    divisionId: Optional[int]


class UserAddress(TypedDict):
    id: int
    siteId: int
    addressType: Optional[str]
    company: Optional[str]
    firstName: Optional[str]
    lastName: Optional[str]
    phone: Optional[str]
    address1: Optional[str]
    address2: Optional[str]
    city: Optional[str]
    zip: Optional[str]
    country: Optional[str]
    countryCode: Optional[str]
    state: Optional[str]
    stateCode: Optional[str]


class UserAddressPage(TypedDict):
    addresses: List[UserAddress]
    nextCursor: Optional[str]


class _UserSegmentsRequestRequired(TypedDict):
    segmentIds: List[int]
class UserSegmentsRequest(_UserSegmentsRequestRequired, total=False):
    acknowledgeAllSegmentsVisibleReset: bool


class Division(TypedDict):
    divisionId: int
    siteId: int
    name: str
    code: str
    parentId: Optional[int]
    active: bool
    taxExempt: bool
    auditSalesTaxForTerms: bool
    createdOn: str
    updatedOn: str


class DivisionPage(TypedDict):
    divisions: List[Division]
    nextCursor: Optional[str]


class _NewDivisionRequired(TypedDict):
    siteId: int
    name: str
    code: str
class NewDivision(_NewDivisionRequired, total=False):
    parentId: Optional[int]


class DivisionPatch(TypedDict, total=False):
    name: str
    code: str
    parentId: Optional[int]
    active: bool


class CreditAccount(TypedDict):
    creditAccountId: int
    siteId: int
    divisionId: Optional[int]
    userId: Optional[int]
    amount: str
    currentBalance: str
    issuedOn: str
    startsOn: Optional[str]
    stopsOn: Optional[str]
    active: bool
    templateName: Optional[str]
    scope: Optional[Literal['USER', 'DIVISION']]
    shippingApplicable: Optional[bool]
    handlingApplicable: Optional[bool]
    taxApplicable: Optional[bool]


class CreditAccountPage(TypedDict):
    creditAccounts: List[CreditAccount]
    nextCursor: Optional[str]


class CreditAdjustment(TypedDict):
    adjustmentId: int
    creditAccountId: int
    type: str
    amount: str
    orderNumber: Optional[int]
    note: Optional[str]
    occurredOn: str


class CreditAdjustmentPage(TypedDict):
    adjustments: List[CreditAdjustment]
    nextCursor: Optional[str]


class _SubmissionShipToRequired(TypedDict):
    name: str
    address1: str
    city: str
    state: str
    postalCode: str
    country: str
class SubmissionShipTo(_SubmissionShipToRequired, total=False):
    company: str
    address2: str
    phone: str
    email: str


class _SubmissionAddressRequired(TypedDict):
    name: str
    address1: str
    city: str
    state: str
    postalCode: str
    country: str
class SubmissionAddress(_SubmissionAddressRequired, total=False):
    company: str
    address2: str
    phone: str


class _OrderLineRequired(TypedDict):
    productId: str
    partnerLineId: str
    quantity: int
class OrderLine(_OrderLineRequired, total=False):
    variantId: int
    sku: str
    jobName: str
    artworkUrl: str
    templateVariables: Dict[str, str]
    shipTo: SubmissionAddress


class _OrderSubmissionRequired(TypedDict):
    siteId: int
    partnerOrderId: str
    lines: List[OrderLine]
class OrderSubmission(_OrderSubmissionRequired, total=False):
    shipTo: SubmissionShipTo
    billTo: SubmissionAddress
    divisionId: int
    shippingProvider: str
    shippingMethod: str
    shippingNotes: str


class SubmissionOrderLinesItem(TypedDict):
    partnerLineId: str
    quantity: int
    lineListTotal: float
    lineTotalBeforeAdjustments: float


class SubmissionOrder(TypedDict):
    """Present only when completed."""
    orderNumber: int
    status: str
    totalPrice: float
    projectId: int
    lines: List[SubmissionOrderLinesItem]


class _SubmissionErrorRequired(TypedDict):
    code: str
    detail: str
class SubmissionError(_SubmissionErrorRequired, total=False):
    field: str
    partnerLineId: str


class _SubmissionRequired(TypedDict):
    submissionId: str
    status: Literal['queued', 'processing', 'completed', 'failed']
class Submission(_SubmissionRequired, total=False):
    order: SubmissionOrder
    errors: List[SubmissionError]


class _OrderAddressRequired(TypedDict):
    name: str
    address1: str
    city: str
    state: str
    postalCode: str
    country: str
class OrderAddress(_OrderAddressRequired, total=False):
    company: str
    address2: str
    phone: str
    email: str


class Order(TypedDict):
    orderNumber: int
    siteId: int
    status: str
    placedOn: str
    updatedOn: str
    partnerOrderId: Optional[str]
    projectId: int
    divisionId: Optional[int]
    shipTo: Optional[OrderAddress]
    billTo: Optional[OrderAddress]
    shippingProvider: Optional[str]
    shippingMethod: Optional[str]
    shippingService: Optional[str]
    itemTotal: Optional[str]
    handlingTotal: Optional[str]
    shippingTotal: Optional[str]
    totalPrice: Optional[str]
    itemCount: int
    shipmentCount: int


class OrderPage(TypedDict):
    orders: List[Order]
    nextCursor: Optional[str]


class SubmissionPage(TypedDict):
    submissions: List[Submission]
    nextCursor: Optional[str]


class Discount(TypedDict):
    """A discount applied to the line: its name, its percentage, and the amount it took off."""
    name: str
    percent: str
    amount: str


class OrderItemVariantAttributesItem(TypedDict):
    name: str
    choice: str


class OrderItem(TypedDict):
    orderNumber: int
    siteId: int
    itemNumber: int
    sku: Optional[str]
    productId: str
    productName: str
    productCode: str
    jobName: Optional[str]
    externalId: Optional[str]
    quantity: int
    lineListTotal: Optional[str]
    lineTotal: Optional[str]
    shipped: bool
    shippedOn: Optional[str]
    cancelled: bool
    estimatedShipBy: Optional[str]
    shipBy: Optional[str]
    turnaroundBusinessDays: Optional[int]
    productionStatus: Optional[str]
    proofStatus: Optional[str]
    note: Optional[str]
    variantAttributes: List[OrderItemVariantAttributesItem]
    productDiscount: Optional[Discount]
    userDiscount: Optional[Discount]
    handlingAmount: Optional[str]
    problem: bool
    reorder: bool
    backorderQuantity: Optional[int]
    shippable: bool
    digitalDelivery: bool


class OrderItemPage(TypedDict):
    items: List[OrderItem]
    nextCursor: Optional[str]


class ShipmentLinesItem(TypedDict):
    itemNumber: int
    quantity: int


class Shipment(TypedDict):
    shipmentNumber: int
    orderNumber: int
    carrier: Optional[str]
    service: Optional[str]
    trackingNumber: Optional[str]
    trackingUrl: Optional[str]
    shipped: bool
    shippedOn: Optional[str]
    cancelled: bool
    cancelledOn: Optional[str]
    createdOn: str
    lines: List[ShipmentLinesItem]


class ShipmentPage(TypedDict):
    shipments: List[Shipment]
    nextCursor: Optional[str]


class ProofFilesItem(TypedDict):
    name: str
    link: Optional[str]
    active: bool
    createdOn: str


class Proof(TypedDict):
    orderNumber: int
    itemNumber: int
    proofStatus: Optional[str]
    files: List[ProofFilesItem]
    visualUrl: Optional[str]


class DenialReasonsReasonsItem(TypedDict):
    code: str
    description: str


class DenialReasons(TypedDict):
    orderNumber: int
    itemNumber: int
    reasons: List[DenialReasonsReasonsItem]


class _ProofDecisionRequired(TypedDict):
    orderNumber: int
    itemNumber: int
    proofStatus: str
class ProofDecision(_ProofDecisionRequired, total=False):
    reason: str


class _ProofDeclineRequired(TypedDict):
    reason: str
class ProofDecline(_ProofDeclineRequired, total=False):
    comment: str


class _UploadUrlRequestRequired(TypedDict):
    fileName: str
class UploadUrlRequest(_UploadUrlRequestRequired, total=False):
    contentType: str


class ArtworkReservation(TypedDict):
    orderNumber: int
    itemNumber: int
    reservationName: str
    uploadUrl: str
    uploadMethod: Literal['PUT']
    contentType: Optional[str]
    expiresAt: Optional[str]


class AttachRequest(TypedDict):
    reservationName: str


class AttachedFile(TypedDict):
    orderNumber: int
    itemNumber: int
    fileName: str
    fileSize: int
    md5: str
    active: bool


class _OrderStatusChangedEventRequired(TypedDict):
    eventId: str
    type: Literal['order.status_changed']
    occurredAt: str
    siteId: int
    orderNumber: int
class OrderStatusChangedEvent(_OrderStatusChangedEventRequired, total=False):
    """The order's status changed."""
    partnerOrderId: str


class _ShipmentShippedEventRequired(TypedDict):
    eventId: str
    type: Literal['shipment.shipped']
    occurredAt: str
    siteId: int
    orderNumber: int
    shipmentNumber: int
class ShipmentShippedEvent(_ShipmentShippedEventRequired, total=False):
    """A shipment of the order was shipped."""
    partnerOrderId: str


class _ShipmentCancelledEventRequired(TypedDict):
    eventId: str
    type: Literal['shipment.cancelled']
    occurredAt: str
    siteId: int
    orderNumber: int
    shipmentNumber: int
class ShipmentCancelledEvent(_ShipmentCancelledEventRequired, total=False):
    """A shipment of the order was cancelled."""
    partnerOrderId: str


class _OrderLineCancelledEventRequired(TypedDict):
    eventId: str
    type: Literal['order_line.cancelled']
    occurredAt: str
    siteId: int
    orderNumber: int
class OrderLineCancelledEvent(_OrderLineCancelledEventRequired, total=False):
    """A line of the order was cancelled."""
    partnerOrderId: str


class TestPingEvent(TypedDict):
    """The synthetic test ping staff send through the normal delivery path; it may arrive unannounced and bypasses the subscription filter. Verify its signature if signing is on, then discard it."""
    eventId: str
    type: Literal['order.status_changed']
    occurredAt: str
    siteId: Literal[0]
    orderNumber: Literal[0]


class PingResponse(TypedDict):
    status: Literal['ok']
    time: str


class ProductsUpdateImageResponse(TypedDict):
    images: List[ProductImage]


class DivisionsCreateResponse(TypedDict):
    divisionId: int


class TestHelpersSetOrderStatusBody(TypedDict):
    status: Literal['RECEIVED', 'IN_PRODUCTION', 'ON_HOLD', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'CANCELLED']


class TestHelpersSetProductionStatusBody(TypedDict):
    productionStatus: Optional[Literal['PREPRESS', 'PROOFING', 'IN_PRODUCTION', 'FINISHING', 'READY_TO_SHIP', 'SHIPPED', 'ON_HOLD']]


class TestHelpersPublishProofBodyReasonsItem(TypedDict):
    code: str
    description: str


class TestHelpersPublishProofBody(TypedDict, total=False):
    """Every field optional: send {} for a proof with the default reasons."""
    reasons: List[TestHelpersPublishProofBodyReasonsItem]
    fileName: str


class _TestHelpersShipBodyLinesItemRequired(TypedDict):
    itemNumber: int
class TestHelpersShipBodyLinesItem(_TestHelpersShipBodyLinesItemRequired, total=False):
    quantity: int


class TestHelpersShipBody(TypedDict, total=False):
    """Every field optional: send {} to ship everything left to ship."""
    lines: List[TestHelpersShipBodyLinesItem]
    carrier: str
    service: str
    trackingNumber: str
    trackingUrl: str
