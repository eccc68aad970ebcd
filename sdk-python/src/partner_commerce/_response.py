"""What the SDK tells of an HTTP answer: status, request id, headers and the
partner's rate-limit state (`client.last_response`, `on_response`, pages)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Generic, Optional, TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class RateLimitState:
    """The partner's bucket and daily quota after a request (RateLimit and RateLimit-Policy fields)."""

    #: Requests left in the bucket, and its depth.
    remaining: int
    limit: int
    #: Requests left today, and the daily quota.
    daily_remaining: Optional[int]
    daily_limit: Optional[int]


@dataclass(frozen=True)
class ResponseInfo:
    method: str
    path: str
    #: 0 for the first attempt.
    attempt: int
    status: int
    request_id: Optional[str]
    #: Lower-case names.
    headers: Dict[str, str] = field(repr=False)
    duration: float
    rate_limit: Optional[RateLimitState]


@dataclass(frozen=True)
class ApiResponse(Generic[T]):
    data: T
    info: ResponseInfo


@dataclass(frozen=True)
class RetryInfo:
    method: str
    path: str
    #: 1 for the first retry.
    attempt: int
    #: Seconds the client waits before it.
    delay: float
    #: The status that caused it, or None for a connection error.
    status: Optional[int]
    #: The server's Retry-After in seconds, when it sent one.
    retry_after: Optional[float]
    error: Any
