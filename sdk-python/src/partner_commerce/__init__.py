"""The Partner Commerce API's Python SDK (standard library only, Python 3.9+).

    from partner_commerce import PartnerClient
    client = PartnerClient(base_url="http://localhost:3000", client_id="...", client_secret="...")
    for order in client.orders.list(site_id=1):
        ...
"""

from ._client import ClientCertificate, PartnerClient
from ._core import VERSION as __version__
from ._errors import (
    APIConnectionError,
    AuthenticationError,
    ConflictError,
    InternalServerError,
    InvalidRequestError,
    NotFoundError,
    PartnerApiError,
    PartnerCommerceError,
    PermissionDeniedError,
    RateLimitError,
    RequestTimeoutError,
    SandboxOnlyError,
    ServiceUnavailableError,
    SubmissionFailedError,
    SubmissionPendingError,
    UnexpectedStatusError,
    UnprocessableError,
    UploadError,
)
from ._generated.operations import OPERATIONS
from ._resource import Operation, Page, Pages
from ._response import ApiResponse, RateLimitState, ResponseInfo, RetryInfo
from .webhooks import (
    KNOWN_EVENT_TYPES,
    Delivery,
    UnknownWebhookEvent,
    WebhookEvent,
    WebhookReceiver,
    WebhookVerificationError,
    is_known_event,
    is_test_ping,
    parse_webhook_event,
    sign_webhook_payload,
    verify_webhook,
)

__all__ = [
    "APIConnectionError",
    "ApiResponse",
    "AuthenticationError",
    "ClientCertificate",
    "ConflictError",
    "Delivery",
    "InternalServerError",
    "InvalidRequestError",
    "KNOWN_EVENT_TYPES",
    "NotFoundError",
    "OPERATIONS",
    "Operation",
    "Page",
    "Pages",
    "PartnerApiError",
    "PartnerClient",
    "PartnerCommerceError",
    "PermissionDeniedError",
    "RateLimitError",
    "RateLimitState",
    "RequestTimeoutError",
    "ResponseInfo",
    "RetryInfo",
    "SandboxOnlyError",
    "ServiceUnavailableError",
    "SubmissionFailedError",
    "SubmissionPendingError",
    "UnexpectedStatusError",
    "UnknownWebhookEvent",
    "UnprocessableError",
    "UploadError",
    "WebhookEvent",
    "WebhookReceiver",
    "WebhookVerificationError",
    "__version__",
    "is_known_event",
    "is_test_ping",
    "parse_webhook_event",
    "sign_webhook_payload",
    "verify_webhook",
]
