"""What the tests share: the started service (its URLs and the demo partner's
credentials, from the environment test/sdk-python/python-sdk.test.ts sets),
the admin API, order bodies, and a small HTTP stub in front of the service
that plays failures (a status of its own, a dropped connection, a delay)."""

from __future__ import annotations

import http.client
import json
import os
import socket
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Dict, List, Optional, Tuple, Union
from urllib.parse import urlsplit

from partner_commerce import PartnerClient


def setting(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        raise RuntimeError(f"{name} is not set: run these tests through `npm test -- test/sdk-python/python-sdk.test.ts`")
    return value


API = setting("PARTNER_API_URL")
ADMIN = setting("PARTNER_ADMIN_URL")
CLIENT_ID = setting("PARTNER_CLIENT_ID")
CLIENT_SECRET = setting("PARTNER_CLIENT_SECRET")
PARTNER_ID = int(setting("PARTNER_ID"))
SUBMISSION_WAIT = int(setting("PARTNER_SUBMISSION_WAIT_MS")) / 1000


def client(**options: Any) -> PartnerClient:
    """A new client: it mints its own token (the token endpoint allows a burst of 20, then one per 3 s;
    the SDK waits out its 429s, which is slow: share `shared()` where a test needs nothing of its own)."""
    options.setdefault("base_url", API)
    return PartnerClient(client_id=CLIENT_ID, client_secret=CLIENT_SECRET, **options)


_shared: List[PartnerClient] = []


def shared() -> PartnerClient:
    if not _shared:
        _shared.append(client())
    return _shared[0]


def not_token(retries: List[Any]) -> List[Any]:
    """The retries of API calls (a new client's token request may meet the token endpoint's own limit)."""
    return [r for r in retries if r.path != "/oauth2/token"]


def admin(method: str, path: str, body: Optional[dict] = None) -> Tuple[int, Any]:
    parts = urlsplit(ADMIN)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    try:
        headers = {"authorization": f"Bearer {setting('PARTNER_ADMIN_TOKEN')}", "content-type": "application/json"}
        conn.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
        response = conn.getresponse()
        data = response.read()
        return response.status, json.loads(data) if data else None
    finally:
        conn.close()


def set_tier(tier: str) -> None:
    status, body = admin("PATCH", f"/admin/partners/{PARTNER_ID}", {"tier": tier})
    assert status == 200, body


SHIP_TO = {"name": "Ada Lovelace", "address1": "1 Main St", "city": "Columbus", "state": "OH", "postalCode": "43215", "country": "US"}


def order_body(prefix: str = "py", lines: int = 1) -> Dict[str, Any]:
    return {
        "siteId": 1,
        "partnerOrderId": f"{prefix}-{uuid.uuid4().hex[:16]}",
        "shipTo": dict(SHIP_TO),
        "lines": [{"productId": "SLO_1", "partnerLineId": f"L{i + 1}", "quantity": 30, "variantId": 2} for i in range(lines)],
    }


def wait_until(condition: Callable[[], Any], timeout: float = 30.0, interval: float = 0.05) -> Any:
    ends = time.monotonic() + timeout
    while time.monotonic() < ends:
        value = condition()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"not within {timeout} s")


#: What the stub does with one request: forward it, drop the connection, answer itself, or wait then forward.
Action = Union[str, Tuple[int, Dict[str, str], bytes], Tuple[str, float]]


def played(handler: BaseHTTPRequestHandler, action: Any) -> bool:
    """Plays a stub's own answer to the request `handler` serves: "reset" drops the connection (the request
    reached the stub; the client never hears back), (status, headers, body) is sent. False: nothing played."""
    if action == "reset":
        handler.close_connection = True
        handler.connection.shutdown(socket.SHUT_RDWR)
        return True
    if not isinstance(action, tuple):
        return False
    status, headers, data = action
    handler.send_response(int(status))
    for k, v in headers.items():
        handler.send_header(k, v)
    handler.send_header("content-length", str(len(data)))
    handler.end_headers()
    handler.wfile.write(data)
    return True


class _QuietServer(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that gave up (a timeout under test) leaves a broken pipe behind: expected here.
        pass


class Stub:
    """An HTTP server on 127.0.0.1 in front of the service; `plan(method, path, n)` decides each request
    (n: 1 for the first request of that method and path, 2 for the second, ...)."""

    def __init__(self, plan: Callable[[str, str, int], Action]) -> None:
        self.seen: List[str] = []
        self._lock = threading.Lock()
        target = urlsplit(API)
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def _handle(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else None
                with stub._lock:
                    stub.seen.append(f"{self.command} {self.path}")
                    n = stub.seen.count(stub.seen[-1])
                action = plan(self.command, self.path, n)
                if isinstance(action, tuple) and action[0] == "delay":
                    time.sleep(float(action[1]))
                    action = "forward"
                if played(self, action):
                    return
                upstream = http.client.HTTPConnection(target.hostname, target.port, timeout=60)
                try:
                    forwarded = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "connection")}
                    upstream.request(self.command, self.path, body=body, headers=forwarded)
                    answer = upstream.getresponse()
                    data = answer.read()
                    self.send_response(answer.status)
                    for k, v in answer.getheaders():
                        if k.lower() not in ("content-length", "transfer-encoding", "connection", "keep-alive"):
                            self.send_header(k, v)
                    self.send_header("content-length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                finally:
                    upstream.close()

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _handle

        self.server = _QuietServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self._thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def count(self, prefix: str) -> int:
        with self._lock:
            return sum(1 for s in self.seen if s.startswith(prefix))


def problem(status: int, code: str, headers: Optional[Dict[str, str]] = None) -> Tuple[int, Dict[str, str], bytes]:
    body = {"type": "about:blank", "title": "stub", "status": status, "code": code, "detail": f"stub {code}", "requestId": "stub-1"}
    return status, {"content-type": "application/problem+json", "x-request-id": "stub-1", **(headers or {})}, json.dumps(body).encode()
