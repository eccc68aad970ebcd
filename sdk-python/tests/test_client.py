"""The client's surface: typed errors per problem-code family carrying code,
status, detail and request id (and the fields of an invalid request); the
answer's metadata; per-call options; one token for many threads."""

from __future__ import annotations

import datetime
import threading
import time
import unittest
from concurrent.futures import ThreadPoolExecutor

import partner_commerce
from partner_commerce import (
    AuthenticationError,
    InvalidRequestError,
    NotFoundError,
    PartnerApiError,
    PartnerClient,
    PermissionDeniedError,
    RequestTimeoutError,
)

from .support import API, CLIENT_ID, PARTNER_ID, Stub, client, order_body


class ErrorsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.sdk = client()

    def test_a_missing_record_of_every_resource_is_a_typed_404_with_its_code(self) -> None:
        cases = [
            (lambda: self.sdk.orders.get(999_999_999), "order_not_found"),
            (lambda: self.sdk.orders.items(999_999_999).to_list(), "order_not_found"),
            (lambda: self.sdk.users.get(999_999_999), "user_not_found"),
            (lambda: self.sdk.divisions.get(999_999_999), "division_not_found"),
            (lambda: self.sdk.credit_accounts.get(999_999_999), "credit_account_not_found"),
            (lambda: self.sdk.products.get("SLO_999999999"), "product_not_found"),
            (lambda: self.sdk.sites.get(3), "site_not_found"),  # a site that exists, not granted: the same answer
            (lambda: self.sdk.orders.submission("00000000-0000-4000-8000-000000000000"), "submission_not_found"),
        ]
        for call, code in cases:
            with self.subTest(code):
                with self.assertRaises(NotFoundError) as caught:
                    call()
                error = caught.exception
                self.assertEqual((error.status, error.code), (404, code))
                self.assertTrue(error.detail)
                self.assertRegex(error.request_id or "", r"^[0-9a-f-]{36}$")
                self.assertEqual(error.problem["requestId"], error.request_id)
                self.assertIsInstance(error, PartnerApiError)

    def test_a_malformed_request_is_invalid_request_error_with_the_fields_it_is_about(self) -> None:
        cases = [
            (lambda: self.sdk.orders.get(0), "invalid_order_number", "path", "orderNumber"),
            (lambda: self.sdk.users.get(-1), "invalid_user_id", "path", "userId"),
            (lambda: self.sdk.orders.list(site_id=3).to_list(), "invalid_site_id", "query", "siteId"),
            (lambda: self.sdk.orders.submit({**order_body(), "lines": []}), "invalid_request", "body", "lines"),
            (lambda: self.sdk.orders.submit({**order_body(), "price": 1}), "invalid_request", "body", "price"),
        ]
        for call, code, where, field in cases:
            with self.subTest(code=code, field=field):
                with self.assertRaises(InvalidRequestError) as caught:
                    call()
                error = caught.exception
                self.assertEqual((error.status, error.code), (400, code))
                self.assertIn((where, field), [(e["in"], e["field"]) for e in error.errors], error.errors)
                self.assertEqual(error.field, error.errors[0]["field"], "field names the first of them")

    def test_a_datetime_filter_is_sent_in_rfc_3339_and_a_naive_one_is_refused_before_sending(self) -> None:
        utc = datetime.datetime(2020, 1, 1, tzinfo=datetime.timezone.utc)
        offset = datetime.datetime(2020, 1, 1, 2, 30, tzinfo=datetime.timezone(datetime.timedelta(hours=2, minutes=30)))
        as_text = [o["orderNumber"] for o in self.sdk.orders.list(placed_from="2020-01-01T00:00:00Z").to_list()]
        self.assertTrue(as_text, "the demo partner has orders since 2020")
        for value in (utc, offset):
            with self.subTest(value=value.isoformat()):
                self.assertEqual([o["orderNumber"] for o in self.sdk.orders.list(placed_from=value).to_list()], as_text)
        self.assertEqual(self.sdk.last_response.status, 200)
        with self.assertRaises(TypeError):
            self.sdk.orders.list(placed_to=datetime.datetime(2020, 1, 1)).to_list()

    def test_other_families_are_typed_too(self) -> None:
        body = order_body()
        self.sdk.orders.submit(body)
        with self.assertRaises(partner_commerce.ConflictError):
            self.sdk.orders.submit({**body, "shippingNotes": "another body"})
        scoped = client(scope="partner-api/orders:read")
        with self.assertRaises(partner_commerce.PermissionDeniedError) as caught:
            scoped.users.list().to_list()
        self.assertEqual(caught.exception.code, "insufficient_scope")

    def test_the_edge_firewalls_bare_403_says_what_it_is_and_another_refusal_without_detail_says_so(self) -> None:
        # A header over 8 KB breaks a managed rule: the firewall's bare 403, on the token request already.
        blocked = client(user_agent="x" * 9000)
        with self.assertRaises(PermissionDeniedError) as caught:
            blocked.me()
        error = caught.exception
        self.assertEqual((error.status, error.code, error.problem), (403, "forbidden", {}))
        self.assertRegex(error.request_id or "", r"^[0-9a-f-]{36}$")
        message = str(error)
        self.assertTrue(message.startswith("403 forbidden: refused by the API gateway's edge firewall"), message)
        self.assertRegex(message, r"blocked .*2,000 requests in a 5-minute window.* or a managed rule")
        self.assertIn("Not a scope problem (that is 403 insufficient_scope)", message)
        self.assertTrue(message.endswith(f"contact support with the request id (POST /oauth2/token, request {error.request_id})"), message)

        stub = Stub(lambda method, path, n: "forward" if path == "/oauth2/token" else (404, {"x-request-id": "stub-2"}, b""))
        try:
            with self.assertRaises(NotFoundError) as caught:
                client(base_url=stub.url, max_retries=0).me()
        finally:
            stub.close()
        self.assertEqual(str(caught.exception), "404 http_404: the service answered 404 with no detail (GET /v1/me, request stub-2)")

    def test_wrong_credentials_are_an_authentication_error_without_the_secret_in_it(self) -> None:
        wrong = PartnerClient(base_url=API, client_id=CLIENT_ID, client_secret="not-the-secret-0123456789")
        with self.assertRaises(AuthenticationError) as caught:
            wrong.me()
        self.assertEqual(caught.exception.status, 401)
        self.assertEqual(caught.exception.code, "invalid_client")
        self.assertNotIn("not-the-secret", str(caught.exception))


class MetadataAndOptionsTest(unittest.TestCase):
    def test_last_response_tells_status_request_id_and_rate_limit_state_per_thread(self) -> None:
        sdk = client()
        self.assertEqual(sdk.me()["partnerId"], PARTNER_ID)
        info = sdk.last_response
        self.assertEqual((info.method, info.path, info.status), ("GET", "/v1/me", 200))
        self.assertRegex(info.request_id, r"^[0-9a-f-]{36}$")
        self.assertIsNotNone(info.rate_limit)
        self.assertGreaterEqual(info.rate_limit.limit, info.rate_limit.remaining)
        self.assertGreater(info.rate_limit.daily_limit, 0)
        other = []
        thread = threading.Thread(target=lambda: other.append(sdk.last_response))
        thread.start()
        thread.join(10)
        self.assertEqual(other, [None], "another thread has its own")

    def test_with_options_sets_the_timeout_and_retries_of_its_calls_only(self) -> None:
        stub = Stub(lambda method, path, n: ("delay", 3.0) if path == "/v1/me" else "forward")
        try:
            sdk = client(base_url=stub.url, max_retries=2)
            started = time.monotonic()
            with self.assertRaises(RequestTimeoutError):
                sdk.with_options(timeout=0.3, max_retries=0).me()
            self.assertLess(time.monotonic() - started, 2.5, "gave up at the call's timeout")
            self.assertEqual(stub.count("GET /v1/me"), 1, "no retry")
            with self.assertRaises(RequestTimeoutError):
                sdk.with_options(timeout=0.3, max_retries=1).me()
            self.assertEqual(stub.count("GET /v1/me"), 3, "one retry")
            self.assertEqual(sdk.me()["partnerId"], PARTNER_ID, "the client's own timeout (60 s) is unchanged")
        finally:
            stub.close()

    def test_one_token_is_minted_for_many_threads(self) -> None:
        minted = []
        sdk = client(on_response=lambda info: minted.append(info) if info.path == "/oauth2/token" else None)
        with ThreadPoolExecutor(max_workers=12) as pool:
            answers = list(pool.map(lambda _: sdk.me()["partnerId"], range(12)))
        self.assertEqual(answers, [PARTNER_ID] * 12)
        self.assertEqual(len(minted), 1)


if __name__ == "__main__":
    unittest.main()
