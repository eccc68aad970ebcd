"""Webhook receivers (spec, "Events" and "Signing"):

    Platform-Signature: t=<unix seconds>,v1=<lowercase hex HMAC-SHA-256 of "<t>." + raw body>
    Platform-Event-Id: <eventId>

`verify_webhook` checks a delivery against the raw request bytes (never a
re-serialisation), the timestamp within 300 s of the receiver's clock either
way, the digest in constant time, and returns the typed event.
`WebhookReceiver` adds what every endpoint needs beside it: repeats of an
`eventId` dropped (delivery is at least once), test pings discarded.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, Dict, Mapping, Optional, Union, cast

from ._errors import PartnerCommerceError
from ._generated.types import (
    OrderLineCancelledEvent,
    OrderStatusChangedEvent,
    ShipmentCancelledEvent,
    ShipmentShippedEvent,
    TestPingEvent,
)

SIGNATURE_HEADER = "platform-signature"
EVENT_ID_HEADER = "platform-event-id"
TOLERANCE_SECONDS = 300
KNOWN_EVENT_TYPES = ("order.status_changed", "shipment.shipped", "shipment.cancelled", "order_line.cancelled")

#: An event of a type this SDK does not know yet (new types reach an endpoint when staff add them): its fields as
#: received; only `eventId` and `type` are sure to be there (a new type need not name an order). Log or ignore it.
UnknownWebhookEvent = Dict[str, Any]

#: A delivery's payload: `is_known_event` tells the published types from one added later.
WebhookEvent = Union[
    OrderStatusChangedEvent,
    ShipmentShippedEvent,
    ShipmentCancelledEvent,
    OrderLineCancelledEvent,
    TestPingEvent,
    UnknownWebhookEvent,
]


class WebhookVerificationError(PartnerCommerceError):
    """reason: missing_header, malformed_header, timestamp_out_of_tolerance, signature_mismatch or malformed_payload."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


def _header(headers: Mapping[str, Any], name: str) -> Optional[str]:
    for key, value in headers.items():
        if key.lower() == name:
            return ",".join(value) if isinstance(value, (list, tuple)) else str(value)
    return None


def sign_webhook_payload(raw_body: bytes, secret: str, timestamp: Optional[int] = None) -> str:
    """The Platform-Signature header for a payload (to test a receiver)."""
    t = int(time.time()) if timestamp is None else timestamp
    digest = hmac.new(secret.encode("utf-8"), f"{t}.".encode("ascii") + raw_body, hashlib.sha256).hexdigest()
    return f"t={t},v1={digest}"


def _require_secret(secret: Any) -> None:
    # A secret is the configuration's, never the sender's: an empty one (a WEBHOOK_SECRET= left blank) would let
    # anyone sign, so it is refused as a programming error, not answered as a bad delivery.
    if not isinstance(secret, str) or not secret:
        raise ValueError("secret must be the endpoint's signing secret (whsec_...); it is empty or missing")


def verify_webhook(
    raw_body: Union[bytes, bytearray],
    headers: Mapping[str, Any],
    secret: str,
    *,
    tolerance: float = TOLERANCE_SECONDS,
    now: Optional[float] = None,
) -> WebhookEvent:
    """Checks the delivery's signature and returns its event; raises WebhookVerificationError with a `reason`."""
    _require_secret(secret)
    if not isinstance(raw_body, (bytes, bytearray)):
        raise TypeError("raw_body must be the request's bytes as received (never a re-serialisation)")
    value = _header(headers, SIGNATURE_HEADER)
    if not value:
        raise WebhookVerificationError("missing_header", "no Platform-Signature header")
    t: Optional[str] = None
    signatures = []
    for part in value.split(","):
        key, sep, v = part.partition("=")
        if not sep:
            continue
        if key.strip() == "t":
            t = v.strip()
        elif key.strip() == "v1":
            signatures.append(v.strip())
    if t is None or not re.fullmatch(r"\d{1,12}", t) or not signatures:
        raise WebhookVerificationError("malformed_header", "Platform-Signature needs t=<seconds> and v1=<hex>")
    clock = time.time() if now is None else now
    if abs(clock - int(t)) > tolerance:
        raise WebhookVerificationError("timestamp_out_of_tolerance", "the signature timestamp is outside the tolerance")
    expected = hmac.new(secret.encode("utf-8"), f"{t}.".encode("ascii") + bytes(raw_body), hashlib.sha256).hexdigest()
    # Any v1 may match (a sender may sign with two secrets during a rotation); every one is compared in constant time.
    matched = False
    for candidate in signatures:
        matched |= hmac.compare_digest(candidate.encode("ascii", "replace"), expected.encode("ascii"))
    if not matched:
        raise WebhookVerificationError("signature_mismatch", "the signature does not match the body")
    return parse_webhook_event(raw_body)


def parse_webhook_event(raw_body: Union[bytes, bytearray]) -> WebhookEvent:
    """Parses a payload without a signature check (unsigned endpoints' deliveries are hints only)."""
    try:
        event = json.loads(bytes(raw_body).decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        raise WebhookVerificationError("malformed_payload", "the body is not JSON") from None
    if not isinstance(event, dict) or not isinstance(event.get("eventId"), str) or not isinstance(event.get("type"), str):
        raise WebhookVerificationError("malformed_payload", "the body is not a webhook event")
    # Only the published types are held to their fields: a type added later is returned as it came, whatever it
    # carries, since a parser must never fail on a type it does not know (spec, "Delivery rules" 5).
    order_number = event.get("orderNumber")
    if is_known_event(event) and (not isinstance(order_number, int) or isinstance(order_number, bool)):
        raise WebhookVerificationError("malformed_payload", f"a {event['type']} event without an integer orderNumber")
    return cast(WebhookEvent, event)


def is_test_ping(event: Mapping[str, Any]) -> bool:
    """The synthetic test ping staff may send: verify it, then discard it."""
    return str(event.get("eventId", "")).startswith("test_")


def is_known_event(event: Mapping[str, Any]) -> bool:
    """One of the four published types (False for a type added later: log or ignore it, never fail on it)."""
    return event.get("type") in KNOWN_EVENT_TYPES


@dataclass(frozen=True)
class Delivery:
    #: The status to answer the delivery with: 204 taken (or a repeat, or a ping), 400 refused.
    status: int
    event: Optional[WebhookEvent]
    #: "accepted", "duplicate", "test_ping", or the verification failure's reason.
    outcome: str


class WebhookReceiver:
    """Framework-neutral: hand it each delivery's raw body and headers, answer with `.status`.

    ``on_event`` runs once per eventId (repeats are dropped); keep it quick: enqueue and return,
    the sender waits at most 5 seconds. Remembers the last `remember` event ids (thread-safe).
    """

    def __init__(self, secret: str, on_event: Callable[[WebhookEvent], None], *, remember: int = 10_000) -> None:
        # At start-up, not at the first delivery: a receiver without its secret should not start.
        _require_secret(secret)
        self._secret = secret
        self._on_event = on_event
        self._remember = remember
        self._seen: "OrderedDict[str, None]" = OrderedDict()
        self._lock = threading.Lock()

    def handle(self, raw_body: bytes, headers: Mapping[str, Any]) -> Delivery:
        try:
            event = verify_webhook(raw_body, headers, self._secret)
        except WebhookVerificationError as error:
            return Delivery(400, None, error.reason)
        if is_test_ping(event):
            return Delivery(204, event, "test_ping")
        with self._lock:
            if event["eventId"] in self._seen:
                self._seen.move_to_end(event["eventId"])
                return Delivery(204, event, "duplicate")
            self._seen[event["eventId"]] = None
            while len(self._seen) > self._remember:
                self._seen.popitem(last=False)
        try:
            self._on_event(event)
        except BaseException:
            # Not taken: a later delivery of the same event must not be dropped as a repeat.
            with self._lock:
                self._seen.pop(event["eventId"], None)
            raise
        return Delivery(204, event, "accepted")
