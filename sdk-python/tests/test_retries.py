"""Retries, through a stub in front of the real service: connection errors,
408 and 5xx for requests safe to repeat (and the idempotent submit), 429 for
every request, each after Retry-After plus full jitter; a 401 once with a
fresh token; nothing retried that could act twice."""

from __future__ import annotations

import unittest
from typing import List

from partner_commerce import APIConnectionError, AuthenticationError, ResponseInfo, RetryInfo, ServiceUnavailableError

from .support import PARTNER_ID, Stub, client, not_token, order_body, problem, shared


def recording_client(stub: Stub, retries: List[RetryInfo], **options):
    return client(base_url=stub.url, on_retry=retries.append, initial_retry_delay=0.05, **options)


class RetriesTest(unittest.TestCase):
    def test_statuses_worth_another_attempt_are_retried_after_retry_after_plus_jitter(self) -> None:
        for status, code in ((503, "service_unavailable"), (502, "bad_gateway"), (408, "request_timeout"), (429, "rate_limit_exceeded")):
            with self.subTest(status=status):
                stub = Stub(lambda method, path, n, s=status, c=code: problem(s, c, {"retry-after": "1"}) if path == "/v1/me" and n == 1 else "forward")
                retries: List[RetryInfo] = []
                try:
                    # Pacing off: the 429 here is the stub's, and the retry is the core's own.
                    sdk = recording_client(stub, retries, pace=False)
                    self.assertEqual(sdk.me()["partnerId"], PARTNER_ID)
                    retried = not_token(retries)
                    self.assertEqual([(r.status, r.retry_after) for r in retried], [(status, 1.0)])
                    self.assertGreaterEqual(retried[0].delay, 1.0, "never before Retry-After")
                    self.assertLessEqual(retried[0].delay, 1.05 + 1e-9, "jitter within the first ceiling")
                finally:
                    stub.close()

    def test_a_dropped_connection_is_retried_for_a_read_and_for_the_idempotent_submit_which_creates_one_order(self) -> None:
        stub = Stub(lambda method, path, n: "reset" if path in ("/v1/me", "/v1/orders") and n == 1 else "forward")
        retries: List[RetryInfo] = []
        try:
            sdk = recording_client(stub, retries)
            self.assertEqual(sdk.me()["partnerId"], PARTNER_ID)  # dropped, then answered
            body = order_body("reset")
            submitted = sdk.orders.submit(body)  # dropped after it reached the service, then sent again
            # Sent again, whether by the retry loop or as a kept-alive connection found closed.
            self.assertEqual(stub.count("GET /v1/me"), 2)
            self.assertEqual(stub.count("POST /v1/orders"), 2)
            self.assertTrue(all(isinstance(r.error, APIConnectionError) for r in not_token(retries)))
            direct = shared().orders.submit(body)
            self.assertEqual(direct["order"]["orderNumber"], submitted["order"]["orderNumber"], "one order")
        finally:
            stub.close()

    def test_a_request_that_could_act_twice_is_not_retried_after_a_5xx_or_a_dropped_connection(self) -> None:
        for action in ("reset", problem(503, "service_unavailable")):
            with self.subTest(action=action if isinstance(action, str) else "503"):
                stub = Stub(lambda method, path, n, a=action: a if method == "POST" and path.startswith("/v1/products") else "forward")
                retries: List[RetryInfo] = []
                try:
                    sdk = recording_client(stub, retries)
                    expected = APIConnectionError if action == "reset" else ServiceUnavailableError
                    with self.assertRaises(expected):
                        sdk.products.quote("SLO_1", {"quantity": 10})
                    self.assertEqual(stub.count("POST /v1/products/SLO_1/quote"), 1)
                    self.assertEqual(not_token(retries), [])
                finally:
                    stub.close()

    def test_retries_stop_at_max_retries_and_raise_the_typed_error(self) -> None:
        stub = Stub(lambda method, path, n: problem(503, "service_unavailable", {"retry-after": "0"}) if path == "/v1/me" else "forward")
        retries: List[RetryInfo] = []
        try:
            with self.assertRaises(ServiceUnavailableError) as caught:
                recording_client(stub, retries, max_retries=2).me()
            self.assertEqual(caught.exception.code, "service_unavailable")
            self.assertEqual(stub.count("GET /v1/me"), 3)
            self.assertEqual([r.attempt for r in not_token(retries)], [1, 2])
            self.assertTrue(all(0 <= r.delay <= 0.05 * 2 ** (r.attempt - 1) for r in not_token(retries)), "full jitter")
        finally:
            stub.close()

    def test_a_401_is_retried_once_with_a_fresh_token(self) -> None:
        for always in (False, True):
            with self.subTest(always=always):
                stub = Stub(
                    lambda method, path, n, a=always: problem(401, "invalid_token")
                    if path == "/v1/me" and (a or n == 1)
                    else "forward"
                )
                minted: List[ResponseInfo] = []
                sdk = recording_client(stub, [], on_response=lambda i: minted.append(i) if i.path == "/oauth2/token" and i.status == 200 else None)
                try:
                    if always:
                        with self.assertRaises(AuthenticationError) as caught:
                            sdk.me()
                        self.assertEqual(caught.exception.code, "invalid_token")
                    else:
                        self.assertEqual(sdk.me()["partnerId"], PARTNER_ID)
                    self.assertEqual(len(minted), 2, "a fresh token after the 401")
                    self.assertEqual(stub.count("GET /v1/me"), 2, "once, never again and again")
                finally:
                    stub.close()


if __name__ == "__main__":
    unittest.main()
