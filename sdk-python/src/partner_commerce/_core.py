"""The request pipeline every operation goes through: authentication (the
cached client-credentials token, or the client certificate on the mTLS
host), pacing by the partner's rate limit, a timeout per attempt, retries
with exponential backoff and full jitter (after Retry-After when the server
sent one), and problem documents turned into typed errors."""

from __future__ import annotations

import datetime
import http.client
import json
import logging
import platform
import random
import socket
import ssl
import threading
import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable, Dict, Mapping, Optional, Tuple, Union
from urllib.parse import urlencode, urlsplit

from ._auth import TokenCache, TokenGrant
from ._errors import APIConnectionError, RequestTimeoutError, problem_error, retry_after_seconds
from ._pacer import Pacer, rate_limit_state
from ._response import ApiResponse, ResponseInfo, RetryInfo
from ._transport import Transport, certificate_hint

if TYPE_CHECKING:
    from ._resource import Operation

VERSION = "0.1.0"
#: Every answer at DEBUG (method, path without its query, status, request id, time), every retry at INFO;
#: never a header, a body or a query string (they can hold tokens and personal data).
log = logging.getLogger("partner_commerce")
#: Worth another attempt when the request is safe to repeat.
RETRY_WHEN_SAFE = {408, 500, 502, 503, 504}
_OMIT: Any = object()


@dataclass(frozen=True)
class Settings:
    """What a call is made with; `with_options` overrides timeout and max_retries for the calls of a view."""

    max_retries: int = 4
    #: The first backoff ceiling in seconds, doubled each attempt.
    initial_retry_delay: float = 0.5
    #: No single wait is longer; a Retry-After beyond it is not waited for: the error is raised.
    max_retry_delay: float = 30.0
    #: Seconds per attempt, for the connection and each read (the submission call waits up to 20 s by itself).
    timeout: float = 60.0


class Core:
    def __init__(
        self,
        base_url: str,
        *,
        client_id: Optional[str],
        client_secret: Optional[str],
        scope: Optional[str],
        ssl_context: Optional[ssl.SSLContext],
        mtls: bool,
        settings: Settings,
        pace: bool,
        on_response: Optional[Callable[[ResponseInfo], None]],
        on_retry: Optional[Callable[[RetryInfo], None]],
        user_agent: Optional[str],
        proxy: Union[str, bool, None] = None,
        storage_ssl_context: Optional[ssl.SSLContext] = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.settings = settings
        self.transport = Transport(self.base_url, ssl_context, proxy)
        # Uploads go to storage, another host: a pool of its own per origin, through the same proxy settings.
        self._proxy = proxy
        self._storage_ssl_context = storage_ssl_context
        self._storage: Dict[str, Transport] = {}
        self._storage_lock = threading.Lock()
        self.pacer = Pacer() if pace else None
        self.on_response = on_response
        self.on_retry = on_retry
        self.last = threading.local()
        self.user_agent = f"partner-commerce-python/{VERSION} python/{platform.python_version()}" + (
            f" {user_agent}" if user_agent else ""
        )
        self.mtls = mtls
        if mtls:
            self.tokens: Optional[TokenCache] = None
        else:
            if not client_id or not client_secret:
                raise TypeError("client_id and client_secret (or a client certificate for the mTLS host) are required")
            self._credentials = (client_id, client_secret, scope)
            self.tokens = TokenCache(self._mint)

    def view(self, **changes: Any) -> "CoreView":
        return CoreView(self, replace(self.settings, **changes))

    def _mint(self) -> TokenGrant:
        client_id, client_secret, scope = self._credentials
        form = {"grant_type": "client_credentials", "client_id": client_id, "client_secret": client_secret}
        if scope:
            form["scope"] = scope
        answer = self.request(self.settings, "POST", "/oauth2/token", form=form, anonymous=True, idempotent=True)
        return TokenGrant(answer.data["access_token"], float(answer.data["expires_in"]))

    def request(
        self,
        settings: Settings,
        method: str,
        path: str,
        *,
        query: Optional[Mapping[str, Any]] = None,
        body: Any = _OMIT,
        form: Optional[Mapping[str, str]] = None,
        idempotent: bool = False,
        anonymous: bool = False,
    ) -> ApiResponse[Any]:
        path = _local_path(path) + _query_string(query)
        safe = method in ("GET", "HEAD", "PUT", "DELETE", "OPTIONS") or idempotent
        headers = {"accept": "application/json, application/problem+json", "user-agent": self.user_agent}
        payload: Optional[bytes] = None
        if form is not None:
            headers["content-type"] = "application/x-www-form-urlencoded"
            payload = urlencode(form).encode("ascii")
        elif body is not _OMIT:
            headers["content-type"] = "application/json"
            payload = json.dumps(body, separators=(",", ":")).encode("utf-8")
        attempt = 0
        refreshed = False
        # Bounded: each pass either returns, raises, or spends a retry (the 401 refresh at most once).
        for _ in range(settings.max_retries + 2):
            token = None if anonymous or self.tokens is None else self.tokens.token()
            # The token endpoint is outside the partner's bucket: only the API's requests are paced.
            pacer = None if anonymous else self.pacer
            slip = pacer.acquire() if pacer is not None else None
            sent = dict(headers)
            if token is not None:
                sent["authorization"] = f"Bearer {token}"
            started = time.monotonic()
            try:
                status, received, data = self.transport.send(method, path, sent, payload, settings.timeout, safe)
            except (OSError, http.client.HTTPException) as cause:
                if pacer is not None:
                    pacer.abandoned()
                if isinstance(cause, (socket.timeout, TimeoutError)):
                    error: APIConnectionError = RequestTimeoutError(method, path, cause)
                else:
                    error = APIConnectionError(method, path, cause, certificate_hint(cause) if self.mtls else None)
                if safe and attempt < settings.max_retries:
                    attempt += 1
                    self._wait(settings, RetryInfo(method, path, attempt, 0.0, None, None, error))
                    continue
                raise error from cause
            except BaseException:
                # An interrupt mid-request: the pacer must not wait for an answer that never comes.
                if pacer is not None:
                    pacer.abandoned()
                raise
            if pacer is not None and slip is not None:
                pacer.observe(received, status, slip)
            info = ResponseInfo(
                method=method,
                path=path,
                attempt=attempt,
                status=status,
                request_id=received.get("x-request-id"),
                headers=received,
                duration=time.monotonic() - started,
                rate_limit=rate_limit_state(received),
            )
            self.last.response = info
            if log.isEnabledFor(logging.DEBUG):
                log.debug(
                    "%s %s: %d in %.0f ms (request id %s, attempt %d)",
                    method, _path_only(path), status, info.duration * 1000, info.request_id, attempt,
                )
            if self.on_response is not None:
                self.on_response(info)
            if status == 401 and token is not None and not refreshed and self.tokens is not None:
                # Once with a fresh token (spec, "Retry guidance"): an expired or revoked token.
                self.tokens.invalidate(token)
                refreshed = True
                continue
            if status < 400:
                return ApiResponse(_decode(received, data), info)
            problem = problem_error(status, received, data, method, path)
            # 429 is the gateway refusing before any work is done: retried for every request.
            retryable = status == 429 or (safe and status in RETRY_WHEN_SAFE)
            after = retry_after_seconds(received.get("retry-after"))
            if retryable and attempt < settings.max_retries and (after is None or after <= settings.max_retry_delay):
                attempt += 1
                retry = RetryInfo(method, path, attempt, 0.0, status, after, problem)
                if status == 429 and pacer is not None:
                    # The pacer holds every request of this client until then; the retry queues behind it.
                    delay = pacer.refused(after, settings.initial_retry_delay, settings.max_retry_delay)
                    self._retrying(replace(retry, delay=delay))
                    continue
                self._wait(settings, retry)
                continue
            raise problem
        raise AssertionError("unreachable: the retry loop is bounded by max_retries")

    def upload(self, settings: Settings, url: str, body: bytes, content_type: Optional[str]) -> Tuple[int, Dict[str, str], bytes]:
        """One PUT of bytes to a signed storage URL: (status, headers, body). The URL itself authorises it, so no
        token is sent; not paced (storage is not the partner's bucket), not retried, not logged and not shown to
        `on_response` (the URL is a credential). Raises OSError or http.client.HTTPException without an answer."""
        parts = urlsplit(url)
        origin = f"{parts.scheme}://{parts.netloc}"
        with self._storage_lock:
            transport = self._storage.get(origin)
            if transport is None:
                transport = self._storage[origin] = Transport(origin, self._storage_ssl_context, self._proxy)
        headers = {"user-agent": self.user_agent}
        if content_type is not None:
            headers["content-type"] = content_type
        target = parts.path + (f"?{parts.query}" if parts.query else "")
        # PUT is safe to repeat: a kept-alive connection the storage host closed meanwhile is replaced, once.
        return transport.send("PUT", target, headers, body, settings.timeout, True)

    def _wait(self, settings: Settings, retry: RetryInfo) -> None:
        # Full jitter: uniform in [0, min(cap, initial * 2^(attempt-1))], after the server's Retry-After when
        # it sent one, so clients told the same Retry-After do not come back together.
        ceiling = min(settings.max_retry_delay, settings.initial_retry_delay * 2 ** (retry.attempt - 1))
        delay = (retry.retry_after or 0.0) + random.uniform(0, ceiling)
        self._retrying(replace(retry, delay=delay))
        time.sleep(delay)

    def _retrying(self, retry: RetryInfo) -> None:
        log.info(
            "%s %s: retry %d in %.2f s after %s",
            retry.method, _path_only(retry.path), retry.attempt, retry.delay,
            retry.status if retry.status is not None else type(retry.error).__name__,
        )
        if self.on_retry is not None:
            self.on_retry(retry)

    def close(self) -> None:
        self.transport.close()
        with self._storage_lock:
            storage, self._storage = list(self._storage.values()), {}
        for transport in storage:
            transport.close()


class CoreView:
    """The shared core (connections, token, bucket) with one set of per-call settings."""

    def __init__(self, core: Core, settings: Settings) -> None:
        self.core = core
        self.settings = settings

    def request(self, method: str, path: str, **kwargs: Any) -> ApiResponse[Any]:
        return self.core.request(self.settings, method, path, **kwargs)

    def call(self, op: "Operation", path_params: Mapping[str, Any], query: Mapping[str, Any], body: Any = _OMIT) -> ApiResponse[Any]:
        if body is None:
            body = {}
        return self.request(op.method, op.url_path(path_params), query=query, body=body, idempotent=op.idempotent)


def _local_path(path: str) -> str:
    """A path, or the path of an absolute URL (a Location header): the token is never sent to another host."""
    if path.startswith("/"):
        return path
    parts = urlsplit(path)
    return parts.path + (f"?{parts.query}" if parts.query else "")


def _path_only(path: str) -> str:
    return path.split("?", 1)[0]


def _query_string(query: Optional[Mapping[str, Any]]) -> str:
    if not query:
        return ""
    pairs = [(k, _wire(v)) for k, v in query.items() if v is not None]
    return f"?{urlencode(pairs)}" if pairs else ""


def _wire(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, datetime.datetime):
        # RFC 3339, as every date-time the API takes: str() would put a space for the "T".
        if value.utcoffset() is None:
            raise TypeError("a datetime sent to the API needs a time zone (e.g. tzinfo=datetime.timezone.utc)")
        text = value.isoformat()
        return text[:-6] + "Z" if text.endswith("+00:00") else text
    return str(value)


def _decode(headers: Mapping[str, str], data: bytes) -> Any:
    if not data:
        return None
    if "json" in headers.get("content-type", ""):
        return json.loads(data.decode("utf-8"))
    return data.decode("utf-8", "replace")


__all__ = ["Core", "CoreView", "Settings", "_OMIT"]
