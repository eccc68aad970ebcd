"""Behind a company's HTTP proxy: plain HTTP goes in the proxy's absolute
form with its credentials, HTTPS through a CONNECT tunnel (TLS end to end,
the client certificate too), and the environment's HTTP_PROXY / NO_PROXY are
honoured when no proxy is given. The `partner_commerce` logger tells every
answer at DEBUG and every retry at INFO, and never a token, a secret or a
query string."""

from __future__ import annotations

import base64
import http.client
import os
import select
import socket
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable, Dict, List, Optional, Tuple, Union
from unittest import mock
from urllib.parse import urlsplit

from partner_commerce import PartnerClient

from .support import API, CLIENT_ID, CLIENT_SECRET, PARTNER_ID, client, played, set_tier, setting
from .test_rate_limits import burst

_HOP_BY_HOP = {"connection", "keep-alive", "proxy-authorization", "proxy-connection", "transfer-encoding"}


#: What a planned request gets instead of being relayed: dropped without an answer, or (status, headers, body).
Played = Union[str, Tuple[int, Dict[str, str], bytes]]


class ForwardProxy:
    """An HTTP proxy on loopback that records what it was asked: (method, target, Proxy-Authorization), and the
    headers of each request in `headers`. `plan(method, target)` may answer a plain-HTTP request itself (None: relay)."""

    def __init__(self, plan: Optional[Callable[[str, str], Optional[Played]]] = None) -> None:
        self.seen: List[Tuple[str, str, Optional[str]]] = []
        self.headers: List[Dict[str, str]] = []
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def _record(self) -> None:
                proxy.seen.append((self.command, self.path, self.headers.get("proxy-authorization")))

            def do_CONNECT(self) -> None:
                self._record()
                host, _, port = self.path.rpartition(":")
                upstream = socket.create_connection((host, int(port)), timeout=30)
                self.send_response(200, "Connection established")
                self.end_headers()
                pump(self.connection, upstream)
                self.close_connection = True

            def _relay(self) -> None:
                self._record()
                proxy.headers.append({k.lower(): v for k, v in self.headers.items()})
                target = urlsplit(self.path)
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else None
                if plan is not None and played(self, plan(self.command, self.path)):
                    return
                headers = {k: v for k, v in self.headers.items() if k.lower() not in _HOP_BY_HOP}
                upstream = http.client.HTTPConnection(target.hostname, target.port, timeout=30)
                try:
                    upstream.request(self.command, target.path + (f"?{target.query}" if target.query else ""), body=body, headers=headers)
                    relayed = upstream.getresponse()
                    data = relayed.read()
                    kept = {k: v for k, v in relayed.getheaders() if k.lower() not in _HOP_BY_HOP and k.lower() != "content-length"}
                    played(self, (relayed.status, kept, data))
                finally:
                    upstream.close()

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _relay

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def pump(a: socket.socket, b: socket.socket) -> None:
    """Bytes both ways until either side closes (a CONNECT tunnel)."""
    try:
        while True:
            readable, _, _ = select.select([a, b], [], [], 30)
            if not readable:
                return
            for side in readable:
                data = side.recv(65536)
                if not data:
                    return
                (b if side is a else a).sendall(data)
    finally:
        b.close()


class ProxyTest(unittest.TestCase):
    def setUp(self) -> None:
        self.proxy = ForwardProxy()
        self.addCleanup(self.proxy.close)

    def test_plain_http_goes_in_the_absolute_form_with_the_proxy_credentials(self) -> None:
        host = urlsplit(self.proxy.url).netloc
        sdk = client(proxy=f"http://agency:p%40ss@{host}")
        self.addCleanup(sdk.close)
        self.assertEqual(sdk.me()["partnerId"], PARTNER_ID)
        expected = "Basic " + base64.b64encode(b"agency:p@ss").decode("ascii")
        asked = [(method, target) for method, target, auth in self.proxy.seen if auth == expected]
        self.assertIn(("POST", f"{API}/oauth2/token"), asked)
        self.assertIn(("GET", f"{API}/v1/me"), asked)

    def test_https_goes_through_a_connect_tunnel_with_the_client_certificate_inside_it(self) -> None:
        mtls = setting("PARTNER_MTLS_URL")
        certificate = (setting("PARTNER_MTLS_CERT"), setting("PARTNER_MTLS_KEY"))
        sdk = PartnerClient(base_url=mtls, certificate=certificate, ca_file=setting("PARTNER_MTLS_CA"), proxy=self.proxy.url)
        self.addCleanup(sdk.close)
        self.assertEqual(sdk.me()["authMethod"], "MTLS")
        netloc = urlsplit(mtls).netloc
        self.assertEqual({(method, target) for method, target, _ in self.proxy.seen}, {("CONNECT", netloc)}, "the proxy saw only the tunnel")

    def test_the_environment_proxy_is_used_unless_no_proxy_names_the_host_or_proxy_is_false(self) -> None:
        with mock.patch.dict(os.environ, {"HTTP_PROXY": self.proxy.url, "http_proxy": self.proxy.url, "NO_PROXY": "", "no_proxy": ""}):
            through = client()
            self.addCleanup(through.close)
            through.me()
            self.assertIn(("GET", f"{API}/v1/me"), [(m, t) for m, t, _ in self.proxy.seen])
            self.proxy.seen.clear()
            refused = client(proxy=False)
            self.addCleanup(refused.close)
            refused.me()
        host = urlsplit(API).hostname or ""
        with mock.patch.dict(os.environ, {"HTTP_PROXY": self.proxy.url, "http_proxy": self.proxy.url, "NO_PROXY": host, "no_proxy": host}):
            bypassed = client()
            self.addCleanup(bypassed.close)
            bypassed.me()
        self.assertEqual(self.proxy.seen, [], "proxy=False and NO_PROXY go direct")

    def test_a_proxy_other_than_http_is_refused_at_construction(self) -> None:
        with self.assertRaises(ValueError):
            PartnerClient(base_url=API, client_id=CLIENT_ID, client_secret=CLIENT_SECRET, proxy="socks5://127.0.0.1:1080")


class LoggingTest(unittest.TestCase):
    def test_answers_are_logged_at_debug_without_token_secret_or_query(self) -> None:
        sdk = client()
        self.addCleanup(sdk.close)
        with self.assertLogs("partner_commerce", level="DEBUG") as logged:
            sdk.me()
            next(iter(sdk.orders.list(site_id=1, limit=1)), None)
        text = "\n".join(logged.output)
        # attempt 0, or later when an earlier test left the partner's bucket empty (its 429 is retried and logged too).
        self.assertRegex(text, r"DEBUG:partner_commerce:GET /v1/me: 200 in \d+ ms \(request id [0-9a-f-]{36}, attempt \d+\)")
        self.assertRegex(text, r"GET /v1/orders: 200")
        token = sdk.access_token() or ""
        for secret in (token, CLIENT_SECRET, "siteId", "limit="):
            self.assertNotIn(secret, text)

    def test_retries_are_logged_at_info_with_their_cause(self) -> None:
        sdk = client(pace=False, max_retries=10)
        self.addCleanup(sdk.close)
        sdk.access_token()
        set_tier("trial")
        self.addCleanup(set_tier, "standard")
        with self.assertLogs("partner_commerce", level="INFO") as logged:
            self.assertEqual(burst(lambda: sdk.me()["partnerId"]), [PARTNER_ID] * 12)
        retries = [line for line in logged.output if line.startswith("INFO:")]
        self.assertTrue(retries, "a burst of 12 on a bucket of 5 retried")
        for line in retries:
            self.assertRegex(line, r"INFO:partner_commerce:GET /v1/me: retry \d+ in \d+\.\d\d s after 429")


if __name__ == "__main__":
    unittest.main()
