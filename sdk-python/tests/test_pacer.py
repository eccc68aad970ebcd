"""The pacer against a simulated bucket on a clock the test moves: the service
rounds `w` in RateLimit-Policy up to whole seconds (trial: 5 tokens at 2 a
second reads `w=3`, 1.67 a second), so the client's own estimate refills
slower than the bucket; the service's `r` in each answer lifts it to what the
service really held, less the requests it may not have counted (in flight, or
answered but read out of order), and never above."""

from __future__ import annotations

import threading
import unittest

from typing import List, Optional

from partner_commerce._pacer import Pacer, Slip


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def answer(remaining: int) -> dict:
    return {"ratelimit-policy": '"bucket";q=5;w=3', "ratelimit": f'"bucket";r={remaining};t=1'}


def acquired_within(pacer: Pacer, seconds: float) -> Optional[Slip]:
    """The slip acquire() returns within `seconds` of real time, or None (the test's clock does not move meanwhile)."""
    got: List[Slip] = []
    thread = threading.Thread(target=lambda: got.append(pacer.acquire()), daemon=True)
    thread.start()
    thread.join(seconds)
    return got[0] if got else None


def first_answer(pacer: Pacer, remaining: int = 5) -> None:
    """The probe: the first request goes alone and its answer tells the policy."""
    slip = acquired_within(pacer, 5)
    assert slip is not None
    pacer.observe(answer(remaining), 200, slip)


class PacerTest(unittest.TestCase):
    def assert_waits_for_the_refill(self, pacer: Pacer, clock: Clock, refilled_at: float, why: str) -> None:
        """The next request is held while the clock stands still, and goes once the clock reaches the refill."""
        waiting = threading.Thread(target=pacer.acquire, daemon=True)
        waiting.start()
        waiting.join(0.5)
        self.assertTrue(waiting.is_alive(), why)
        clock.now = refilled_at
        waiting.join(5)
        self.assertFalse(waiting.is_alive(), "the refill lets it go")

    def test_the_service_remaining_count_lifts_the_estimate_to_the_bucket_real_rate_and_no_further(self) -> None:
        clock = Clock()
        pacer = Pacer(clock=clock, rng=lambda: 0.0)
        first_answer(pacer)
        slips = [acquired_within(pacer, 5) for _ in range(5)]
        for slip, left in zip(slips, (4, 3, 2, 1, 0)):
            assert slip is not None
            pacer.observe(answer(left), 200, slip)
        # Two seconds on: the bucket (2 a second) holds 4 tokens, the client's estimate (5 / 3 s) 3.33.
        clock.now = 2.0
        slips = [acquired_within(pacer, 5) for _ in range(3)]
        for slip, left in zip(slips, (3, 2, 1)):
            assert slip is not None
            pacer.observe(answer(left), 200, slip)
        # The service still holds one whole token: it is sent at once, though the estimate had a third of one.
        self.assertIsNotNone(acquired_within(pacer, 5), "the token the service reported is used")
        # And no more than the service had: the next waits for the refill.
        self.assert_waits_for_the_refill(pacer, clock, 2.6, "a request beyond the service's tokens was sent")

    def test_answers_to_requests_still_in_flight_do_not_lift_it_past_what_they_will_spend(self) -> None:
        clock = Clock()
        pacer = Pacer(clock=clock, rng=lambda: 0.0)
        first_answer(pacer)
        slips = [acquired_within(pacer, 5) for _ in range(5)]
        self.assertNotIn(None, slips)
        # The first answer says 4 left, but 4 more requests are in flight and will spend them.
        pacer.observe(answer(4), 200, slips[0])
        self.assert_waits_for_the_refill(pacer, clock, 0.7, "sent past the bucket while its tokens were in flight")

    def test_answers_read_out_of_order_do_not_lift_it_past_what_the_service_held(self) -> None:
        # Many threads: the service answers in the order it served, the threads read the answers in any order.
        clock = Clock()
        pacer = Pacer(clock=clock, rng=lambda: 0.0)
        first_answer(pacer)
        slips = [acquired_within(pacer, 5) for _ in range(4)]
        self.assertNotIn(None, slips)
        served = list(zip(slips, (4, 3, 2, 1)))
        for slip, left in reversed(served):
            pacer.observe(answer(left), 200, slip)
        # The service holds 1 token: the earliest-served answer, read last, says 4, but three were served after it.
        self.assertIsNotNone(acquired_within(pacer, 5), "the token the service still held")
        self.assert_waits_for_the_refill(pacer, clock, 0.7, "a stale answer read last lifted the estimate past the bucket")

    def test_requests_on_their_way_count_against_the_depth_however_long_they_take(self) -> None:
        # A slow service: the first answer says 4 are left, four go at once and none is answered. The service's
        # bucket holds their tokens until they reach it, and never more than 5: one more is all it can take.
        clock = Clock()
        pacer = Pacer(clock=clock, rng=lambda: 0.0)
        first_answer(pacer, remaining=4)
        in_transit = [acquired_within(pacer, 5) for _ in range(4)]
        self.assertNotIn(None, in_transit)
        clock.now = 0.7
        self.assertIsNotNone(acquired_within(pacer, 5), "the fifth goes once a token has refilled")
        clock.now = 60.0
        waiting = threading.Thread(target=pacer.acquire, daemon=True)
        waiting.start()
        waiting.join(0.5)
        self.assertTrue(waiting.is_alive(), "a sixth is held while five are unanswered, however long the clock runs")
        pacer.observe(answer(0), 200, in_transit[0])
        clock.now = 61.0
        waiting.join(5)
        self.assertFalse(waiting.is_alive(), "an answer frees its place")


if __name__ == "__main__":
    unittest.main()
