"""The mTLS host: the client certificate authenticates every request (no
token is ever asked for), the same operations, pages and typed errors; a
client without a registered certificate gets no answer, and a client with
one the service does not trust is told that this may be why."""

from __future__ import annotations

import unittest
from typing import List

from partner_commerce import APIConnectionError, AuthenticationError, NotFoundError, PartnerClient, ResponseInfo

from .support import CLIENT_ID, CLIENT_SECRET, setting, wait_until

MTLS_URL = setting("PARTNER_MTLS_URL")
CA = setting("PARTNER_MTLS_CA")
CERTIFICATE = (setting("PARTNER_MTLS_CERT"), setting("PARTNER_MTLS_KEY"))
STRANGER = (setting("PARTNER_MTLS_STRANGER_CERT"), setting("PARTNER_MTLS_STRANGER_KEY"))
UNTRUSTED = "a client certificate the service does not trust (never registered, disabled, revoked or expired) is refused"


def answered(sdk: PartnerClient):
    try:
        return sdk.me()
    except (APIConnectionError, AuthenticationError):
        return None  # the truststore follows the back office within a poll interval


class MtlsTest(unittest.TestCase):
    def test_a_registered_certificate_authenticates_every_call_without_a_token(self) -> None:
        seen: List[ResponseInfo] = []
        sdk = PartnerClient(base_url=MTLS_URL, certificate=CERTIFICATE, ca_file=CA, max_retries=0, on_response=seen.append)
        me = wait_until(lambda: answered(sdk), timeout=60, interval=0.2)
        self.assertEqual(me["authMethod"], "MTLS")
        self.assertEqual(me["partnerId"], int(setting("PARTNER_MTLS_PARTNER_ID")))
        self.assertIsNone(sdk.access_token())
        self.assertGreater(sum(1 for _ in sdk.orders.list(site_id=1, limit=2)), 0)
        with self.assertRaises(NotFoundError) as caught:
            sdk.orders.get(999_999_999)
        self.assertEqual(caught.exception.code, "order_not_found")
        self.assertNotIn("/oauth2/token", {info.path for info in seen})

    def test_without_a_client_certificate_the_handshake_fails_and_nothing_is_answered(self) -> None:
        bare = PartnerClient(base_url=MTLS_URL, client_id=CLIENT_ID, client_secret=CLIENT_SECRET, ca_file=CA, max_retries=0)
        with self.assertRaises(APIConnectionError):
            bare.me()

    def test_a_certificate_the_service_does_not_trust_gets_no_answer_and_the_error_says_it_may_be_why(self) -> None:
        stranger = PartnerClient(base_url=MTLS_URL, certificate=STRANGER, ca_file=CA, max_retries=0)
        with self.assertRaises(APIConnectionError) as caught:
            stranger.me()
        self.assertIn(UNTRUSTED, str(caught.exception))
        # Nothing listening is no certificate's doing: no such hint.
        nowhere = PartnerClient(base_url="https://127.0.0.1:1", certificate=STRANGER, ca_file=CA, max_retries=0)
        with self.assertRaises(APIConnectionError) as caught:
            nowhere.me()
        self.assertNotIn("certificate", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
