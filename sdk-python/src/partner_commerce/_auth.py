"""Client credentials (spec, "Method 1"): one token, cached for slightly less
than `expires_in` and never one per request (the token endpoint has its own
rate limit). Many threads asking at once share one refresh: the first mints,
the others wait for it. A token the API refused (401) is dropped, so the
next caller mints a new one."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Callable, Optional


@dataclass(frozen=True)
class TokenGrant:
    access_token: str
    expires_in: float


class TokenCache:
    def __init__(self, mint: Callable[[], TokenGrant], clock: Callable[[], float] = time.monotonic) -> None:
        self._mint = mint
        self._clock = clock
        self._state = threading.Lock()
        # Held while minting: whoever waits on it finds the new token when it gets it.
        self._minting = threading.Lock()
        self._token: Optional[str] = None
        self._expires_at = 0.0

    def _current(self) -> Optional[str]:
        with self._state:
            if self._token is not None and self._clock() < self._expires_at:
                return self._token
            return None

    def token(self) -> str:
        token = self._current()
        if token is not None:
            return token
        with self._minting:
            token = self._current()
            if token is not None:
                return token
            grant = self._mint()
            # Renewed a little early: 10% of the lifetime, at most a minute.
            margin = min(60.0, grant.expires_in * 0.1)
            with self._state:
                self._token = grant.access_token
                self._expires_at = self._clock() + grant.expires_in - margin
            return grant.access_token

    def invalidate(self, token: str) -> None:
        """Drops `token` if it is still the cached one (a 401 answered it)."""
        with self._state:
            if self._token == token:
                self._token = None
