"""HTTP over the standard library: a small pool of keep-alive connections
(http.client), safe to share between threads (a connection serves one
request at a time), HTTPS through `ssl` (a client certificate for the mTLS
host is part of the SSL context), and an HTTP proxy when one is set: HTTPS
through a CONNECT tunnel (TLS end to end, the proxy sees only the host),
plain HTTP in the proxy's absolute form."""

from __future__ import annotations

import base64
import http.client
import ssl
import threading
import time
from typing import Dict, List, Optional, Tuple, Union
from urllib.parse import unquote, urlsplit
from urllib.request import getproxies, proxy_bypass

#: Idle connections kept for reuse; more threads than this open and close their own.
MAX_IDLE = 16
#: An idle connection older than this is closed, not reused: under the 5 s keep-alive servers commonly
#: keep, so the server rarely closes one just as a request is written to it.
MAX_IDLE_AGE = 4.0
# A kept-alive connection the server closed meanwhile fails like this on its next use. Only a request
# safe to repeat is then sent again on a new connection: the failure cannot tell whether it was read.
_STALE = (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError, ConnectionAbortedError)


#: Said of a connection that a client with a certificate saw closed without an answer.
UNTRUSTED_CERTIFICATE_HINT = (
    "The connection closed without an answer: on the mTLS host that is also how a client certificate the service "
    "does not trust (never registered, disabled, revoked or expired) is refused, in the TLS handshake. Check that "
    "this certificate is registered, enabled and in date"
)


def certificate_hint(cause: BaseException) -> Optional[str]:
    """The hint for a failure of a client with a certificate, when the certificate may explain it: the mTLS host
    refuses one it does not trust in the TLS handshake, which the client sees as the connection closed or reset, or
    as the server's TLS alert; never as an HTTP status. A refused connection or a failed name lookup is not that."""
    closed = isinstance(cause, _STALE + (ssl.SSLEOFError, ssl.SSLZeroReturnError))
    alert = isinstance(cause, ssl.SSLError) and "ALERT" in str(getattr(cause, "reason", None) or "")
    return UNTRUSTED_CERTIFICATE_HINT if closed or alert else None


class Proxy:
    """An HTTP proxy: `http://[user:password@]host[:port]`."""

    def __init__(self, url: str) -> None:
        parts = urlsplit(url if "://" in url else f"http://{url}")
        if parts.scheme != "http" or not parts.hostname:
            raise ValueError(f"proxy must be http://[user:password@]host[:port], got {parts.scheme}://{parts.hostname}")
        self.host = parts.hostname
        self.port = parts.port or 80
        self.headers: Dict[str, str] = {}
        if parts.username is not None:
            pair = f"{unquote(parts.username)}:{unquote(parts.password or '')}".encode("utf-8")
            self.headers["Proxy-Authorization"] = "Basic " + base64.b64encode(pair).decode("ascii")


def proxy_for(scheme: str, host: str, proxy: "Union[str, bool, None]") -> Optional[Proxy]:
    """The proxy to use: the one given; none when False; else HTTPS_PROXY / HTTP_PROXY less NO_PROXY, as curl reads them."""
    if proxy is False:
        return None
    if isinstance(proxy, str):
        return Proxy(proxy)
    from_environment = getproxies().get(scheme)
    if not from_environment or proxy_bypass(host):
        return None
    return Proxy(from_environment)


class Transport:
    def __init__(self, base_url: str, ssl_context: Optional[ssl.SSLContext], proxy: "Union[str, bool, None]" = None) -> None:
        parts = urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"base_url must be http(s)://host[:port][/prefix], got {base_url!r}")
        self.scheme = parts.scheme
        self.host = parts.hostname
        self.port = parts.port
        self.prefix = parts.path.rstrip("/")
        self.ssl_context = ssl_context if ssl_context is not None else (ssl.create_default_context() if self.scheme == "https" else None)
        self.proxy = proxy_for(self.scheme, self.host, proxy)
        # Through a proxy, plain HTTP names the whole URL on the request line; HTTPS tunnels and names only the path.
        netloc = self.host if self.port is None else f"{self.host}:{self.port}"
        self._target = f"http://{netloc}{self.prefix}" if self.proxy is not None and self.scheme == "http" else self.prefix
        self._idle: List[Tuple[http.client.HTTPConnection, float]] = []
        self._lock = threading.Lock()

    def _new(self, timeout: float) -> http.client.HTTPConnection:
        proxy = self.proxy
        if self.scheme == "https":
            if proxy is None:
                return http.client.HTTPSConnection(self.host, self.port, timeout=timeout, context=self.ssl_context)
            tunnelled = http.client.HTTPSConnection(proxy.host, proxy.port, timeout=timeout, context=self.ssl_context)
            tunnelled.set_tunnel(self.host, self.port, headers=proxy.headers)
            return tunnelled
        if proxy is None:
            return http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        return http.client.HTTPConnection(proxy.host, proxy.port, timeout=timeout)

    def _take(self, timeout: float) -> Tuple[http.client.HTTPConnection, bool]:
        now = time.monotonic()
        with self._lock:
            stale = [conn for conn, since in self._idle if now - since > MAX_IDLE_AGE]
            self._idle = [(conn, since) for conn, since in self._idle if now - since <= MAX_IDLE_AGE]
            taken = self._idle.pop()[0] if self._idle else None
        for conn in stale:
            conn.close()
        if taken is None:
            return self._new(timeout), False
        taken.timeout = timeout
        if taken.sock is not None:
            taken.sock.settimeout(timeout)
        return taken, True

    def _give(self, conn: http.client.HTTPConnection) -> None:
        with self._lock:
            if len(self._idle) < MAX_IDLE:
                self._idle.append((conn, time.monotonic()))
                return
        conn.close()

    def send(
        self, method: str, path: str, headers: Dict[str, str], body: Optional[bytes], timeout: float, safe: bool
    ) -> Tuple[int, Dict[str, str], bytes]:
        """(status, lower-cased headers, body); raises OSError or http.client.HTTPException without an answer."""
        conn, reused = self._take(timeout)
        try:
            try:
                return self._exchange(conn, method, path, headers, body)
            except _STALE:
                if not (reused and safe):
                    raise
                conn.close()
                conn = self._new(timeout)
                return self._exchange(conn, method, path, headers, body)
        except BaseException:
            conn.close()
            raise

    def _exchange(
        self, conn: http.client.HTTPConnection, method: str, path: str, headers: Dict[str, str], body: Optional[bytes]
    ) -> Tuple[int, Dict[str, str], bytes]:
        if self.proxy is not None and self.scheme == "http":
            headers = {**headers, **self.proxy.headers}
        conn.request(method, self._target + path, body=body, headers=headers)
        response = conn.getresponse()
        data = response.read()
        received: Dict[str, str] = {}
        for name, value in response.getheaders():
            key = name.lower()
            received[key] = f"{received[key]}, {value}" if key in received else value
        if response.will_close:
            conn.close()
        else:
            self._give(conn)
        return response.status, received, data

    def close(self) -> None:
        with self._lock:
            idle, self._idle = self._idle, []
        for conn, _ in idle:
            conn.close()
