"""Typed errors. Every refusal of the API is a problem document with a stable
`code` (spec, "Errors"); the SDK raises one class per family of codes, which
is the HTTP status: branch on the class, then on `code`."""

from __future__ import annotations

import email.utils
import json
import time
from typing import Any, Dict, List, Optional
from urllib.parse import parse_qsl, quote, urlsplit


class PartnerCommerceError(Exception):
    """Base of everything this package raises."""


class PartnerApiError(PartnerCommerceError):
    """The API refused the request with a problem document."""

    def __init__(
        self,
        *,
        status: int,
        code: str,
        detail: str,
        request_id: Optional[str],
        problem: Dict[str, Any],
        headers: Dict[str, str],
        method: str,
        path: str,
    ) -> None:
        super().__init__(f"{status} {code}: {detail} ({method} {path}, request {request_id})")
        self.status = status
        self.code = code
        self.detail = detail
        self.request_id = request_id
        #: The whole problem document as the service sent it.
        self.problem = problem
        self.headers = headers
        self.method = method
        self.path = path


class InvalidRequestError(PartnerApiError):
    """400: the request is malformed (`invalid_request`, `invalid_site_id`, `unknown_query_parameter`, ...)."""

    @property
    def errors(self) -> List[Dict[str, Any]]:
        """The fields the problem is about: `{in, field, pointer?, detail}` each."""
        errors = self.problem.get("errors")
        return errors if isinstance(errors, list) else []

    @property
    def field(self) -> Optional[str]:
        """The name of the first field the problem is about (`limit`, `shipTo.postalCode`), or None."""
        first = self.errors[0] if self.errors else None
        name = first.get("field") if isinstance(first, dict) else None
        return name if isinstance(name, str) else None


class AuthenticationError(PartnerApiError):
    """401: `invalid_token` at the API (after one retry with a fresh token), `invalid_client` at the token endpoint."""


class PermissionDeniedError(PartnerApiError):
    """403: `insufficient_scope`, or the edge firewall's bare 403 (`forbidden`: no problem document, so `detail` is
    the SDK's account of what it means: the source address blocked for a while, or a managed rule)."""


class NotFoundError(PartnerApiError):
    """404: `order_not_found`, `user_not_found`, ... (also a record outside the partner's grant)."""


class ConflictError(PartnerApiError):
    """409: `partner_order_id_reused`, `proof_not_pending_review`, ..."""


class UnprocessableError(PartnerApiError):
    """422: a business rule (`quote_invalid`, `denial_reason_not_available`, ...)."""


class RateLimitError(PartnerApiError):
    """429 `rate_limit_exceeded`, raised once the retries are spent."""

    @property
    def retry_after(self) -> Optional[float]:
        return retry_after_seconds(self.headers.get("retry-after"))


class InternalServerError(PartnerApiError):
    """500 `internal_error`."""


class ServiceUnavailableError(PartnerApiError):
    """503 `service_unavailable`, raised once the retries are spent."""


class UnexpectedStatusError(PartnerApiError):
    """Any other status (405, 408, 413, 431, 501, ...)."""


class SandboxOnlyError(NotFoundError):
    """A sandbox test helper called on a host that is no sandbox."""


_FAMILIES = {
    400: InvalidRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: UnprocessableError,
    429: RateLimitError,
    500: InternalServerError,
    503: ServiceUnavailableError,
}


def error_class_for(status: int) -> type:
    return _FAMILIES.get(status, UnexpectedStatusError)


class APIConnectionError(PartnerCommerceError):
    """No answer: the connection failed or was dropped (retried for requests safe to repeat). `hint`: where to
    look, when known."""

    def __init__(self, method: str, path: str, cause: BaseException, hint: Optional[str] = None) -> None:
        super().__init__(f"{method} {path}: {type(cause).__name__}: {cause}" + (f". {hint}" if hint else ""))
        self.method = method
        self.path = path
        self.__cause__ = cause


class RequestTimeoutError(APIConnectionError):
    """No answer within the call's timeout."""


class SubmissionFailedError(PartnerCommerceError):
    """The submission ended `failed`: the order was rejected (`errors`: `{code, detail, field?, partnerLineId?}`)."""

    def __init__(self, submission: Dict[str, Any]) -> None:
        self.submission = submission
        self.submission_id: str = submission["submissionId"]
        self.errors: List[Dict[str, Any]] = list(submission.get("errors") or [])
        details = "; ".join(f"{e.get('code')}: {e.get('detail')}" for e in self.errors)
        super().__init__(f"submission {self.submission_id} failed: {details}")


class SubmissionPendingError(PartnerCommerceError):
    """Still not terminal at the deadline: resume with `orders.wait_for_submission(submission_id)`."""

    def __init__(self, submission_id: str, status: str) -> None:
        super().__init__(f"submission {submission_id} is still {status}")
        self.submission_id = submission_id
        self.status = status


class UploadError(PartnerCommerceError):
    """An artwork upload (`orders.upload_artwork`) that storage refused (`status`: 403, 409, 5xx...) or never
    answered (`status` None: a connection failure, or `timed_out`). The API's own refusals are its usual errors; this
    is the storage host's. The signed upload URL is a credential: it is in no attribute of this error and is struck
    out of the text it quotes (`detail`: what storage or the connection said)."""

    def __init__(
        self,
        *,
        status: Optional[int],
        detail: str,
        order_number: int,
        item_number: int,
        file_name: str,
        upload_url: str,
        timed_out: bool = False,
    ) -> None:
        # Struck out before it is cut short: a cut through the URL would leave a part no longer matched.
        detail = _redact(detail, upload_url)[:300]
        if status is None:
            what = "no answer in time" if timed_out else "no answer"
        else:
            what = f"storage answered {status}"
        where = f"artwork upload of {file_name} (order {order_number}, item {item_number})"
        super().__init__(f"{where}: {what}" + (f": {detail}" if detail else ""))
        self.status = status
        self.detail = detail
        self.timed_out = timed_out
        self.order_number = order_number
        self.item_number = item_number
        self.file_name = file_name


def _redact(text: str, url: str) -> str:
    """`text` with the signed URL struck out: the whole URL, its query, and each query value long enough to be a
    signature or a key (some stores quote the request they refused back, signature and all)."""
    query = urlsplit(url).query
    secrets = [url, query] + [value for _, value in parse_qsl(query) if len(value) >= 8]
    # As written in a URL, in a query, and escaped in XML (an S3 error quotes the request so).
    variants = {v for s in secrets for v in (s, quote(s, safe=""), s.replace("&", "&amp;")) if v}
    for secret in sorted(variants, key=len, reverse=True):
        text = text.replace(secret, "[redacted]")
    return text


def retry_after_seconds(value: Optional[str], now: Optional[float] = None) -> Optional[float]:
    """Retry-After as seconds (delta-seconds or an HTTP date); None when absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when is None:
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


#: What the edge firewall's bare 403 means (spec, "Edge firewall"), since the refusal itself says nothing.
FIREWALL_REFUSAL = (
    "refused by the API gateway's edge firewall, before any credential was read: this source address is blocked "
    "after more than 2,000 requests in a 5-minute window (every client behind it counts), or a managed rule refused "
    "the request's contents. Not a scope problem (that is 403 insufficient_scope). Retry once the window has passed; "
    "if it goes on, contact support with the request id"
)


def problem_error(status: int, headers: Dict[str, str], body: bytes, method: str, path: str) -> PartnerApiError:
    """The typed error of a refusal; tolerant of bodies that are no problem document, and given words of the SDK's
    own when the refusal says nothing (the firewall's bare 403), so that its reader is not left with "403 forbidden:"."""
    problem: Dict[str, Any] = {}
    try:
        parsed = json.loads(body.decode("utf-8")) if body else {}
        if isinstance(parsed, dict):
            problem = parsed
    except (ValueError, UnicodeDecodeError):
        pass
    # The token endpoint answers OAuth errors ({error, error_description}); the edge firewall a bare 403.
    code = problem.get("code") or problem.get("error") or ("forbidden" if status == 403 else f"http_{status}")
    given = [problem[key] for key in ("detail", "error_description") if isinstance(problem.get(key), str)]
    detail = given[0] if given else body[:200].decode("utf-8", "replace")
    if not detail.strip():
        detail = FIREWALL_REFUSAL if code == "forbidden" else f"the service answered {status} with no detail"
    request_id = problem.get("requestId") or headers.get("x-request-id")
    family = error_class_for(status)
    return family(
        status=status,
        code=str(code),
        detail=str(detail),
        request_id=request_id,
        problem=problem,
        headers=headers,
        method=method,
        path=path,
    )
