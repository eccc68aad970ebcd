"""HTTP over the standard library: a small pool of keep-alive connections
(http.client), safe to share between threads (a connection serves one
request at a time), HTTPS through `ssl` (a client certificate for the mTLS
host is part of the SSL context)."""

from __future__ import annotations

import http.client
import ssl
import threading
from typing import Dict, List, Optional, Tuple
from urllib.parse import urlsplit

#: Idle connections kept for reuse; more threads than this open and close their own.
MAX_IDLE = 16
# A kept-alive connection the server closed meanwhile fails like this on its next use, before the
# request was read: sent again once on a new connection.
_STALE = (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError, ConnectionAbortedError)


class Transport:
    def __init__(self, base_url: str, ssl_context: Optional[ssl.SSLContext]) -> None:
        parts = urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"base_url must be http(s)://host[:port][/prefix], got {base_url!r}")
        self.scheme = parts.scheme
        self.host = parts.hostname
        self.port = parts.port
        self.prefix = parts.path.rstrip("/")
        self.ssl_context = ssl_context if ssl_context is not None else (ssl.create_default_context() if self.scheme == "https" else None)
        self._idle: List[http.client.HTTPConnection] = []
        self._lock = threading.Lock()

    def _new(self, timeout: float) -> http.client.HTTPConnection:
        if self.scheme == "https":
            return http.client.HTTPSConnection(self.host, self.port, timeout=timeout, context=self.ssl_context)
        return http.client.HTTPConnection(self.host, self.port, timeout=timeout)

    def _take(self, timeout: float) -> Tuple[http.client.HTTPConnection, bool]:
        with self._lock:
            if self._idle:
                conn = self._idle.pop()
                conn.timeout = timeout
                if conn.sock is not None:
                    conn.sock.settimeout(timeout)
                return conn, True
        return self._new(timeout), False

    def _give(self, conn: http.client.HTTPConnection) -> None:
        with self._lock:
            if len(self._idle) < MAX_IDLE:
                self._idle.append(conn)
                return
        conn.close()

    def send(
        self, method: str, path: str, headers: Dict[str, str], body: Optional[bytes], timeout: float
    ) -> Tuple[int, Dict[str, str], bytes]:
        """(status, lower-cased headers, body); raises OSError or http.client.HTTPException without an answer."""
        conn, reused = self._take(timeout)
        try:
            try:
                return self._exchange(conn, method, path, headers, body)
            except _STALE:
                if not reused:
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
        conn.request(method, self.prefix + path, body=body, headers=headers)
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
        for conn in idle:
            conn.close()
