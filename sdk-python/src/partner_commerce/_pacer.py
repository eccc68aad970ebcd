"""The client's own pacing: a local copy of the partner's token bucket, read
from the RateLimit-Policy and RateLimit fields of every answer
(draft-ietf-httpapi-ratelimit-headers, as the gateway sends them), so a burst
from many threads larger than the bucket waits here, in order, instead of
being sent, refused with 429 and retried together.

- Until the policy is known, one request is in flight at a time: the first
  answer tells the bucket's depth (q), refill time (w) and what is left (r).
- Then a request leaves when the local bucket holds a token; it refills at
  q / w per second (the service rounds w up, so the estimate errs slow, never
  fast: trial's 5 tokens at 2/s read as w=3, 1.67/s). Every answer lowers the
  local count to the service's r when that is less (another process of the
  partner spending the same bucket), and raises it to r when the service holds
  more than the estimate, less every request r may not have counted: those
  sent after this one, and those still in flight when it was sent (the
  service may have served them after it, and threads read answers in any
  order). r is whole tokens the service had, so the pace reaches the bucket's
  real rate and never passes it.
- Requests on their way hold tokens the service has not taken yet, in a
  bucket that never holds more than its depth: the local count never passes
  the depth less the requests in flight.
- A 429 empties the local bucket and holds every request until Retry-After
  plus jitter, backing off on repeated 429s.
- Requests leave in the order they asked (tickets), each thread waiting on
  one condition; every wait is bounded.
- A host that sends no RateLimit fields is not paced.
"""

from __future__ import annotations

import random
import threading
import time
from typing import Callable, Dict, Mapping, NamedTuple, Optional, Set

from ._response import RateLimitState

#: The longest a waiting thread sleeps before it looks again.
_MAX_NAP = 1.0


def parse_rate_limit_field(value: Optional[str]) -> Dict[str, Dict[str, float]]:
    """`"bucket";q=5;w=3, "daily";q=10000;w=86400` -> {"bucket": {"q": 5, "w": 3}, "daily": {...}}"""
    out: Dict[str, Dict[str, float]] = {}
    for item in (value or "").split(","):
        name, *params = item.strip().split(";")
        key = name.strip().strip('"')
        if not key:
            continue
        values: Dict[str, float] = {}
        for param in params:
            k, _, v = param.partition("=")
            try:
                values[k.strip()] = float(v)
            except ValueError:
                continue
        out[key] = values
    return out


def rate_limit_state(headers: Mapping[str, str]) -> Optional[RateLimitState]:
    policy = parse_rate_limit_field(headers.get("ratelimit-policy"))
    state = parse_rate_limit_field(headers.get("ratelimit"))
    remaining = state.get("bucket", {}).get("r")
    limit = policy.get("bucket", {}).get("q")
    if remaining is None or limit is None:
        return None
    daily_remaining = state.get("daily", {}).get("r")
    daily_limit = policy.get("daily", {}).get("q")
    return RateLimitState(
        remaining=int(remaining),
        limit=int(limit),
        daily_remaining=None if daily_remaining is None else int(daily_remaining),
        daily_limit=None if daily_limit is None else int(daily_limit),
    )


class Slip(NamedTuple):
    """What the pacer knew when it let one request go: how many it had let go
    before, and how many of those were still unanswered."""

    sent_before: int
    in_flight_before: int


class Pacer:
    def __init__(self, clock: Callable[[], float] = time.monotonic, rng: Callable[[], float] = random.random) -> None:
        self._clock = clock
        self._random = rng
        self._cond = threading.Condition()
        self._depth: Optional[float] = None
        self._per_second = 0.0
        self._unpaced = False
        self._tokens = 0.0
        self._updated_at = 0.0
        self._hold_until = 0.0
        self._refusals = 0
        self._probing = False
        self._in_flight = 0
        self._sent = 0
        self._next_ticket = 0
        self._serving = 0
        self._abandoned: Set[int] = set()

    def acquire(self) -> Slip:
        """Blocks until a request may be sent; the slip goes back with its answer to `observe`."""
        with self._cond:
            ticket = self._next_ticket
            self._next_ticket += 1
            try:
                while True:
                    wait = self._wait_for(ticket)
                    if wait is None:
                        slip = Slip(self._sent, self._in_flight)
                        self._sent += 1
                        self._in_flight += 1
                        return slip
                    self._cond.wait(min(wait, _MAX_NAP))
            finally:
                # Gone or given up (an interrupt): either way the next ticket is served.
                if ticket == self._serving:
                    self._serving += 1
                    while self._serving in self._abandoned:
                        self._abandoned.discard(self._serving)
                        self._serving += 1
                else:
                    self._abandoned.add(ticket)
                self._cond.notify_all()

    def _wait_for(self, ticket: int) -> Optional[float]:
        """None: go now (and take what going takes); else how long to wait before looking again."""
        if ticket != self._serving:
            return _MAX_NAP
        hold = self._hold_until - self._clock()
        if hold > 0:
            return hold
        if self._unpaced:
            return None
        if self._depth is None:
            # Learning the policy: one request at a time until an answer carries it.
            if self._probing:
                return _MAX_NAP
            self._probing = True
            return None
        self._refill()
        if self._tokens >= 1:
            self._tokens -= 1
            return None
        if self._depth - self._in_flight < 1:
            # Every token the bucket can hold is spoken for by requests on their way: an answer frees one (notify).
            return _MAX_NAP
        # A millisecond past the exact refill: the service's arithmetic may land a hair under a whole token.
        return (1 - self._tokens) / self._per_second + 0.001

    def _refill(self) -> None:
        if self._depth is None:
            return
        now = self._clock()
        # The service's bucket still holds the tokens of requests on their way to it, and never more than its
        # depth: while they travel, its refill past the depth is lost, so the local count stops at the depth
        # less them.
        cap = self._depth - self._in_flight
        self._tokens = min(cap, self._tokens + (now - self._updated_at) * self._per_second)
        self._updated_at = now

    def observe(self, headers: Mapping[str, str], status: int, slip: Slip) -> None:
        """What the answer to the request `slip` let go said of the bucket (any status; a 429 also calls `refused`)."""
        policy = parse_rate_limit_field(headers.get("ratelimit-policy")).get("bucket", {})
        state = parse_rate_limit_field(headers.get("ratelimit")).get("bucket", {})
        with self._cond:
            self._probing = False
            self._in_flight = max(0, self._in_flight - 1)
            if policy.get("q") and policy.get("w") and "r" in state:
                self._refill()
                first = self._depth is None
                self._depth = policy["q"]
                self._per_second = policy["q"] / policy["w"]
                self._unpaced = False
                # Raised to what the service held, less what it may not have counted yet: the requests sent after
                # this one and those unanswered when it left (served after it, or answered but read later).
                uncounted = (self._sent - slip.sent_before - 1) + slip.in_flight_before
                held = state["r"] - uncounted
                if first:
                    self._tokens = state["r"]
                elif held > self._tokens:
                    self._tokens = held
                else:
                    self._tokens = min(self._tokens, state["r"])
                self._updated_at = self._clock()
                if status != 429:
                    self._refusals = 0
            elif self._depth is None and status not in (401, 429):
                # An answer without the fields (a host with no gateway): nothing to pace by.
                self._unpaced = True
            self._cond.notify_all()

    def refused(self, retry_after: Optional[float], initial_delay: float, max_delay: float) -> float:
        """A 429: hold every request for Retry-After (or the next token) plus jitter; returns the wait."""
        with self._cond:
            self._refusals += 1
            self._tokens = 0
            now = self._clock()
            self._updated_at = now
            if retry_after is not None:
                base = retry_after
            else:
                base = 1 / self._per_second if self._depth else initial_delay
            backoff = min(max_delay, initial_delay * 2 ** (self._refusals - 1))
            delay = base + self._random() * backoff
            self._hold_until = max(self._hold_until, now + delay)
            self._cond.notify_all()
            return delay

    def abandoned(self) -> None:
        """A request ended without an answer: let the next probe go."""
        with self._cond:
            self._in_flight = max(0, self._in_flight - 1)
            self._probing = False
            self._cond.notify_all()
