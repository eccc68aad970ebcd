"""orders.submit: many threads at once on the standard tier lose nothing and
create each order once; a repeat of the same body answers the same order; the
POST's wait is followed by polling until the submission is terminal; a
rejected order and a reused partnerOrderId are typed errors."""

from __future__ import annotations

import threading
import unittest
from concurrent.futures import ThreadPoolExecutor
from typing import List

import partner_commerce
from partner_commerce import ConflictError, ResponseInfo, SubmissionFailedError

from .support import SUBMISSION_WAIT, client, order_body, set_tier


class SubmitTest(unittest.TestCase):
    def test_24_orders_submitted_at_once_from_threads_on_the_standard_tier_are_each_created_once(self) -> None:
        set_tier("standard")
        answers: List[ResponseInfo] = []
        lock = threading.Lock()

        def seen(info: ResponseInfo) -> None:
            with lock:
                answers.append(info)

        sdk = client(on_response=seen)
        bodies = [order_body("threads") for _ in range(24)]
        with ThreadPoolExecutor(max_workers=24) as pool:
            results = list(pool.map(lambda body: sdk.orders.submit(body), bodies))
        self.assertEqual([r["status"] for r in results], ["completed"] * 24)
        numbers = [r["order"]["orderNumber"] for r in results]
        self.assertEqual(len(set(numbers)), 24, "24 distinct orders")
        # Each partnerOrderId names one submission of the partner's list, and its order is the one submit returned.
        wanted = {b["partnerOrderId"] for b in bodies}
        listed = [s for s in sdk.orders.submissions(limit=100) if s.get("order") and s["order"]["orderNumber"] in numbers]
        self.assertEqual(len(listed), 24, "each submission listed exactly once")
        for number in numbers:
            self.assertEqual(sdk.orders.get(number)["orderNumber"], number)
        # Paced by the bucket (burst 20, 10 a second): every submission was sent, none refused and lost.
        refused = [a for a in answers if a.status == 429]
        self.assertLessEqual(len(refused), 3, refused)
        self.assertEqual(len(wanted), 24)

    def test_the_same_body_again_answers_the_same_order_and_a_different_body_with_its_id_is_a_conflict(self) -> None:
        sdk = client()
        body = order_body("again")
        first = sdk.orders.submit(body)
        again = sdk.orders.submit(dict(body))
        self.assertEqual(again["submissionId"], first["submissionId"])
        self.assertEqual(again["order"]["orderNumber"], first["order"]["orderNumber"])
        self.assertEqual(sdk.last_response.status, 200, "the identical resubmission answers the original")
        changed = {**body, "lines": [{**body["lines"][0], "quantity": 31}]}
        with self.assertRaises(ConflictError) as caught:
            sdk.orders.submit(changed)
        self.assertEqual(caught.exception.code, "partner_order_id_reused")
        self.assertEqual(caught.exception.status, 409)

    def test_a_submission_still_queued_when_the_wait_ends_is_polled_until_it_completes(self) -> None:
        polls: List[ResponseInfo] = []
        sdk = client(on_response=lambda info: polls.append(info) if "/submissions/" in info.path else None)
        # The sandbox holds a `sandbox-slow…` submission for twice the POST's wait.
        submission = sdk.orders.submit(order_body("sandbox-slow"))
        self.assertEqual(submission["status"], "completed")
        self.assertGreaterEqual(len(polls), 1, "the submission was polled after the POST's window")
        self.assertTrue(all(p.status == 200 for p in polls))
        self.assertGreater(SUBMISSION_WAIT, 0)

    def test_a_deadline_reached_raises_submission_pending_and_wait_for_submission_resumes(self) -> None:
        polls: List[ResponseInfo] = []
        sdk = client(on_response=lambda info: polls.append(info) if "/submissions/" in info.path else None)
        # The deadline counts from the call's start: shorter than the POST's own wait, it leaves no poll after it.
        with self.assertRaises(partner_commerce.SubmissionPendingError) as caught:
            sdk.orders.submit(order_body("sandbox-slow"), deadline=SUBMISSION_WAIT / 2)
        self.assertEqual(polls, [])
        self.assertIn(caught.exception.status, ("queued", "processing"))
        done = sdk.orders.wait_for_submission(caught.exception.submission_id)
        self.assertEqual(done["status"], "completed")

    def test_a_rejected_order_raises_submission_failed_with_its_errors(self) -> None:
        with self.assertRaises(SubmissionFailedError) as caught:
            client().orders.submit(order_body("sandbox-reject"))
        self.assertEqual([e["code"] for e in caught.exception.errors], ["order_rejected"])
        self.assertEqual(caught.exception.submission["status"], "failed")


if __name__ == "__main__":
    unittest.main()
