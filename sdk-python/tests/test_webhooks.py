"""Webhooks as a partner's endpoint receives them from the started service:
an endpoint registered through the admin API, deliveries made by the sandbox's
test helpers, each verified on its raw bytes. A good delivery gives the typed
event; a tampered body, a stale or future timestamp, a missing or malformed
header are refused with their reason; a repeat is dropped; a test ping is
discarded."""

from __future__ import annotations

import json
import threading
import time
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, Tuple

from partner_commerce import (
    WebhookReceiver,
    WebhookVerificationError,
    is_known_event,
    sign_webhook_payload,
    verify_webhook,
)

from .support import PARTNER_ID, admin, order_body, shared, wait_until


class Endpoint:
    """A partner's webhook endpoint: keeps every raw delivery, answers with the receiver's status."""

    def __init__(self) -> None:
        self.raw: List[Tuple[bytes, Dict[str, str]]] = []
        self.events: List[Dict[str, Any]] = []
        self.outcomes: List[str] = []
        self.lock = threading.Lock()
        self.receiver = None
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                headers = {k.lower(): v for k, v in self.headers.items()}
                delivery = endpoint.receiver.handle(body, headers)
                with endpoint.lock:
                    endpoint.raw.append((body, headers))
                    endpoint.outcomes.append(delivery.outcome)
                self.send_response(delivery.status)
                self.send_header("content-length", "0")
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks"
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def deliveries_of(self, order_number: int) -> List[Tuple[bytes, Dict[str, str]]]:
        with self.lock:
            return [(b, h) for b, h in self.raw if json.loads(b).get("orderNumber") == order_number]


class WebhooksTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.endpoint = Endpoint()
        status, created = admin("POST", f"/admin/partners/{PARTNER_ID}/webhook-endpoints", {"url": cls.endpoint.url})
        assert status == 201, created
        cls.endpoint_id = created["endpointId"]
        cls.secret = created["signingSecret"]
        cls.endpoint.receiver = WebhookReceiver(cls.secret, cls.endpoint.events.append)
        sdk = shared()
        cls.order_number = sdk.orders.submit(order_body("hooks"))["order"]["orderNumber"]
        sdk.test_helpers.set_order_status(cls.order_number, {"status": "IN_PRODUCTION"})
        wait_until(lambda: len(cls.endpoint.deliveries_of(cls.order_number)) >= 2)
        cls.body, cls.headers = cls.endpoint.deliveries_of(cls.order_number)[-1]

    @classmethod
    def tearDownClass(cls) -> None:
        admin("PATCH", f"/admin/webhook-endpoints/{cls.endpoint_id}", {"enabled": False})
        cls.endpoint.server.shutdown()
        cls.endpoint.server.server_close()

    def test_a_good_delivery_verifies_to_its_typed_event_and_each_event_is_taken_once(self) -> None:
        event = verify_webhook(self.body, self.headers, self.secret)
        self.assertEqual(event["type"], "order.status_changed")
        self.assertEqual(event["orderNumber"], self.order_number)
        self.assertEqual(event["siteId"], 1)
        self.assertEqual(event["eventId"], self.headers["platform-event-id"])
        mine = [e for e in self.endpoint.events if e["orderNumber"] == self.order_number]
        self.assertEqual(len(mine), len({e["eventId"] for e in mine}))
        self.assertIn(event["eventId"], {e["eventId"] for e in mine})

    def test_a_repeat_of_a_delivery_is_dropped(self) -> None:
        taken = len(self.endpoint.events)
        again = self.endpoint.receiver.handle(self.body, self.headers)
        self.assertEqual((again.status, again.outcome), (204, "duplicate"))
        self.assertEqual(len(self.endpoint.events), taken, "on_event not called again")

    def test_a_tampered_body_is_refused(self) -> None:
        tampered = [
            self.body.replace(str(self.order_number).encode(), str(self.order_number + 1).encode()),
            self.body + b" ",
            json.dumps(json.loads(self.body)).encode(),  # a re-serialisation is not the raw bytes
            self.body[:-1],
        ]
        for body in tampered:
            if body == self.body:
                continue
            with self.subTest(body=body[:60]):
                with self.assertRaises(WebhookVerificationError) as caught:
                    verify_webhook(body, self.headers, self.secret)
                self.assertEqual(caught.exception.reason, "signature_mismatch")
                self.assertEqual(self.endpoint.receiver.handle(body, self.headers).status, 400)
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(self.body, self.headers, "whsec_not_the_secret")

    def test_a_timestamp_more_than_300_seconds_from_the_receivers_clock_either_way_is_refused(self) -> None:
        t = int(self.headers["platform-signature"].split(",")[0].split("=")[1])
        self.assertEqual(verify_webhook(self.body, self.headers, self.secret, now=t + 300)["orderNumber"], self.order_number)
        self.assertEqual(verify_webhook(self.body, self.headers, self.secret, now=t - 300)["orderNumber"], self.order_number)
        for now in (t + 301, t - 301, t + 86_400):
            with self.subTest(now=now - t):
                with self.assertRaises(WebhookVerificationError) as caught:
                    verify_webhook(self.body, self.headers, self.secret, now=now)
                self.assertEqual(caught.exception.reason, "timestamp_out_of_tolerance")
        stale = {**self.headers, "platform-signature": sign_webhook_payload(self.body, self.secret, int(time.time()) - 301)}
        self.assertEqual(self.endpoint.receiver.handle(self.body, stale).outcome, "timestamp_out_of_tolerance")

    def test_a_missing_or_malformed_header_is_refused(self) -> None:
        signature = self.headers["platform-signature"]
        t_part, v1_part = signature.split(",")
        malformed = [t_part, v1_part, "t=abc," + v1_part, "t=-5," + v1_part, "garbage"]
        without = {k: v for k, v in self.headers.items() if k.lower() != "platform-signature"}
        with self.assertRaises(WebhookVerificationError) as caught:
            verify_webhook(self.body, without, self.secret)
        self.assertEqual(caught.exception.reason, "missing_header")
        for value in malformed:
            with self.subTest(value=value):
                with self.assertRaises(WebhookVerificationError) as caught:
                    verify_webhook(self.body, {"platform-signature": value}, self.secret)
                self.assertEqual(caught.exception.reason, "malformed_header")
        with self.assertRaises(TypeError):
            verify_webhook(self.body.decode(), self.headers, self.secret)  # type: ignore[arg-type]

    def test_an_empty_or_missing_secret_is_refused_as_a_programming_error_and_no_receiver_is_built(self) -> None:
        for bad in ("", None, 42):
            with self.subTest(secret=bad):
                forged = {"platform-signature": sign_webhook_payload(self.body, bad if isinstance(bad, str) else "x")}
                with self.assertRaises(ValueError):
                    verify_webhook(self.body, forged, bad)  # type: ignore[arg-type]
                with self.assertRaises(ValueError):
                    WebhookReceiver(bad, lambda event: None)  # type: ignore[arg-type]

    def test_a_type_the_sdk_does_not_know_parses_as_it_came_and_is_taken_but_a_known_type_needs_its_order(self) -> None:
        future = {"eventId": "e3", "type": "product.updated", "occurredAt": "2026-01-15T12:00:00Z", "siteId": 1, "productId": "SLO_1"}
        body = json.dumps(future).encode()
        headers = {"platform-signature": sign_webhook_payload(body, self.secret)}
        event = verify_webhook(body, headers, self.secret)
        self.assertEqual(event, future)
        self.assertFalse(is_known_event(event))
        taken: List[Dict[str, Any]] = []
        receiver = WebhookReceiver(self.secret, taken.append)
        delivery = receiver.handle(body, headers)
        self.assertEqual((delivery.status, delivery.outcome), (204, "accepted"))
        self.assertEqual(taken, [future], "handed over with every field it carried")

        known = {**future, "type": "shipment.shipped"}
        for order_number in (None, "100234", True):
            with self.subTest(orderNumber=order_number):
                shaped = dict(known) if order_number is None else {**known, "orderNumber": order_number}
                body = json.dumps(shaped).encode()
                headers = {"platform-signature": sign_webhook_payload(body, self.secret)}
                with self.assertRaises(WebhookVerificationError) as caught:
                    verify_webhook(body, headers, self.secret)
                self.assertEqual(caught.exception.reason, "malformed_payload")
                self.assertEqual(receiver.handle(body, headers).status, 400)
        self.assertEqual(len(taken), 1)

    def test_a_test_ping_is_verified_then_discarded(self) -> None:
        before = len(self.endpoint.events)
        status, _ = admin("POST", f"/admin/webhook-endpoints/{self.endpoint_id}/test")
        self.assertLess(status, 300)
        wait_until(lambda: "test_ping" in self.endpoint.outcomes)
        self.assertEqual(len(self.endpoint.events), before, "a ping never reaches on_event")


if __name__ == "__main__":
    unittest.main()
