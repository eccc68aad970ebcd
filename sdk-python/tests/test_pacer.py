"""The pacer against a simulated bucket on a clock the test moves: the service
rounds `w` in RateLimit-Policy up to whole seconds (trial: 5 tokens at 2 a
second reads `w=3`, 1.67 a second), so the client's own estimate refills
slower than the bucket; the service's `r` in each answer lifts it to what the
service really held, less the requests still in flight, and never above."""

from __future__ import annotations

import threading
import unittest

from partner_commerce._pacer import Pacer


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def answer(remaining: int) -> dict:
    return {"ratelimit-policy": '"bucket";q=5;w=3', "ratelimit": f'"bucket";r={remaining};t=1'}


def acquired_within(pacer: Pacer, seconds: float) -> bool:
    """Whether acquire() returns within `seconds` of real time (the test's clock does not move meanwhile)."""
    thread = threading.Thread(target=pacer.acquire, daemon=True)
    thread.start()
    thread.join(seconds)
    return not thread.is_alive()


class PacerTest(unittest.TestCase):
    def test_the_service_remaining_count_lifts_the_estimate_to_the_bucket_real_rate_and_no_further(self) -> None:
        clock = Clock()
        pacer = Pacer(clock=clock, rng=lambda: 0.0)
        pacer.observe(answer(5), 200)
        for _ in range(5):
            self.assertTrue(acquired_within(pacer, 5))
        for left in (4, 3, 2, 1, 0):
            pacer.observe(answer(left), 200)
        # Two seconds on: the bucket (2 a second) holds 4 tokens, the client's estimate (5 / 3 s) 3.33.
        clock.now = 2.0
        for _ in range(3):
            self.assertTrue(acquired_within(pacer, 5))
        for left in (3, 2, 1):
            pacer.observe(answer(left), 200)
        # The service still holds one whole token: it is sent at once, though the estimate had a third of one.
        self.assertTrue(acquired_within(pacer, 5), "the token the service reported is used")
        # And no more than the service had: the next waits for the refill.
        waiting = threading.Thread(target=pacer.acquire, daemon=True)
        waiting.start()
        waiting.join(0.5)
        self.assertTrue(waiting.is_alive(), "a request beyond the service's tokens was sent")
        clock.now = 2.6
        waiting.join(5)
        self.assertFalse(waiting.is_alive(), "the refill lets it go")

    def test_answers_to_requests_still_in_flight_do_not_lift_it_past_what_they_will_spend(self) -> None:
        clock = Clock()
        pacer = Pacer(clock=clock, rng=lambda: 0.0)
        pacer.observe(answer(5), 200)
        for _ in range(5):
            self.assertTrue(acquired_within(pacer, 5))
        # The first answer says 4 left, but 4 more requests are in flight and will spend them.
        pacer.observe(answer(4), 200)
        waiting = threading.Thread(target=pacer.acquire, daemon=True)
        waiting.start()
        waiting.join(0.5)
        self.assertTrue(waiting.is_alive(), "sent past the bucket while its tokens were in flight")
        clock.now = 0.7
        waiting.join(5)
        self.assertFalse(waiting.is_alive())


if __name__ == "__main__":
    unittest.main()
