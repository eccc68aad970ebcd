"""`PartnerClient`: one per process, shared by every thread (one token, one
bucket, one pool of connections)."""

from __future__ import annotations

import ssl
from dataclasses import replace
from typing import Any, Callable, Iterable, Optional, Tuple, Union

from ._core import Core, CoreView, Settings
from ._generated.operations import ClientOperations
from ._orders import Orders, TestHelpers
from ._response import ResponseInfo, RetryInfo

#: A client certificate for the mTLS host: (certificate file, private key file), or a ready SSL context.
ClientCertificate = Union[Tuple[str, str], ssl.SSLContext]


class PartnerClient(ClientOperations):
    """A client of the Partner Commerce API.

    Bearer and sandbox hosts: ``PartnerClient(base_url=..., client_id=..., client_secret=...)``.
    The mTLS host: ``PartnerClient(base_url=..., certificate=("client.pem", "client.key"), ca_file=...)``.
    """

    _overrides = {"orders": Orders, "test_helpers": TestHelpers}

    orders: Orders
    test_helpers: TestHelpers

    def __init__(
        self,
        base_url: str,
        client_id: Optional[str] = None,
        client_secret: Optional[str] = None,
        scope: Union[str, Iterable[str], None] = None,
        *,
        certificate: Optional[ClientCertificate] = None,
        ca_file: Optional[str] = None,
        max_retries: int = 4,
        initial_retry_delay: float = 0.5,
        max_retry_delay: float = 30.0,
        timeout: float = 60.0,
        pace: bool = True,
        on_response: Optional[Callable[[ResponseInfo], None]] = None,
        on_retry: Optional[Callable[[RetryInfo], None]] = None,
        user_agent: Optional[str] = None,
        proxy: Union[str, bool, None] = None,
        _core: Optional[CoreView] = None,
    ) -> None:
        """
        scope: the scopes to ask for (a space-separated string or a list); the partner's capabilities when None.
        max_retries: retries after the first attempt (connection errors, 408, 429, 5xx).
        initial_retry_delay / max_retry_delay: seconds; backoff is exponential with full jitter.
        timeout: seconds per attempt (connection and each read).
        pace: wait in the client by the partner's rate limit (RateLimit fields) instead of meeting 429s.
        on_response / on_retry: called with every answer / before every retry (logging, metrics).
        proxy: an HTTP proxy URL (``http://user:password@host:port``); False for none; when None, HTTPS_PROXY
            or HTTP_PROXY from the environment, less the hosts in NO_PROXY.

        Answers are logged at DEBUG and retries at INFO on the ``partner_commerce`` logger (no header, body or query).
        """
        if _core is None:
            context: Optional[ssl.SSLContext] = None
            if isinstance(certificate, ssl.SSLContext):
                context = certificate
            elif certificate is not None:
                context = ssl.create_default_context(cafile=ca_file)
                context.load_cert_chain(certificate[0], certificate[1])
            elif ca_file is not None:
                context = ssl.create_default_context(cafile=ca_file)
            # Uploads go to storage, not to the API: without the client certificate (a credential of the API alone),
            # trusting the public CAs and, when given, the CA of the API's server. A context you made is used as it is.
            storage_context: Optional[ssl.SSLContext] = certificate if isinstance(certificate, ssl.SSLContext) else None
            if storage_context is None and ca_file is not None:
                storage_context = ssl.create_default_context()
                storage_context.load_verify_locations(cafile=ca_file)
            scopes = scope if scope is None or isinstance(scope, str) else " ".join(scope)
            core = Core(
                base_url,
                client_id=client_id,
                client_secret=client_secret,
                scope=scopes,
                ssl_context=context,
                mtls=certificate is not None,
                settings=Settings(
                    max_retries=max_retries,
                    initial_retry_delay=initial_retry_delay,
                    max_retry_delay=max_retry_delay,
                    timeout=timeout,
                ),
                pace=pace,
                on_response=on_response,
                on_retry=on_retry,
                user_agent=user_agent,
                proxy=proxy,
                storage_ssl_context=storage_context,
            )
            _core = core.view()
        super().__init__(_core)

    def with_options(self, *, timeout: Optional[float] = None, max_retries: Optional[int] = None) -> "PartnerClient":
        """The same client (connections, token, rate-limit bucket) with other options for the calls made through it.

        ``client.with_options(timeout=5, max_retries=0).orders.get(100001)``
        """
        changes: dict = {}
        if timeout is not None:
            changes["timeout"] = timeout
        if max_retries is not None:
            changes["max_retries"] = max_retries
        return PartnerClient("", _core=CoreView(self._core.core, replace(self._core.settings, **changes)))

    @property
    def last_response(self) -> Optional[ResponseInfo]:
        """The last answer this thread received through this client: status, request id, headers, rate-limit state."""
        return getattr(self._core.core.last, "response", None)

    def access_token(self) -> Optional[str]:
        """The current access token (minting one if needed); None on the mTLS host."""
        tokens = self._core.core.tokens
        return None if tokens is None else tokens.token()

    def close(self) -> None:
        self._core.core.close()

    def __enter__(self) -> "PartnerClient":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
