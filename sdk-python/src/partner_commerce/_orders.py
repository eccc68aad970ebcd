"""Order submission as partners need it: `orders.submit(body)` is safe to call
again with the same body (idempotent by `partnerOrderId`, so it is retried
after a connection error or a 5xx too), waits the service's own window (up
to 20 s), then follows the submission, honouring Retry-After, until it is
terminal (spec, "Order submission" and "Rules for the call")."""

from __future__ import annotations

import time
from typing import Any

from ._errors import NotFoundError, SandboxOnlyError, SubmissionFailedError, SubmissionPendingError, retry_after_seconds
from ._generated.operations import OPERATIONS, OrdersOperations, TestHelpersOperations
from ._generated.types import OrderSubmission, Submission
from ._response import ApiResponse

TERMINAL = ("completed", "failed")
#: The poll interval when an answer carries no Retry-After (the spec's hint is 2 s).
DEFAULT_POLL = 2.0
#: How long `submit` follows a submission before SubmissionPendingError (resume with wait_for_submission).
DEFAULT_DEADLINE = 600.0


class Orders(OrdersOperations):
    def submit(self, body: OrderSubmission, *, deadline: float = DEFAULT_DEADLINE) -> Submission:  # type: ignore[override]
        """Submits an order and returns the completed submission (its `order` is the created order).

        Raises SubmissionFailedError when the order is rejected, ConflictError `partner_order_id_reused`
        when the id was used with another body, SubmissionPendingError when still not terminal
        `deadline` seconds after the call began (the POST itself may first take the service's whole
        20-second wait window).
        """
        ends = time.monotonic() + deadline
        first = self._core.call(OPERATIONS["ordersSubmit"], {}, {}, body)
        return self._settle(first, ends)

    def wait_for_submission(self, submission_id: str, *, deadline: float = DEFAULT_DEADLINE) -> Submission:
        """Follows a submission until it is terminal (after a SubmissionPendingError, or a restart)."""
        ends = time.monotonic() + deadline
        answer = self._core.call(OPERATIONS["ordersSubmission"], {"submissionId": submission_id}, {})
        return self._settle(answer, ends)

    def _settle(self, answer: ApiResponse[Any], ends: float) -> Submission:
        """Polls until the submission is terminal or the monotonic clock passes `ends`."""
        submission = answer.data
        # The poll URL is the submission's own read (the POST's Location names the same path).
        poll = OPERATIONS["ordersSubmission"]
        while submission["status"] not in TERMINAL:
            if time.monotonic() >= ends:
                raise SubmissionPendingError(submission["submissionId"], submission["status"])
            hint = retry_after_seconds(answer.info.headers.get("retry-after"))
            time.sleep(min(DEFAULT_POLL if hint is None else hint, self._core.settings.max_retry_delay))
            answer = self._core.call(poll, {"submissionId": submission["submissionId"]}, {})
            submission = answer.data
        if submission["status"] == "failed":
            raise SubmissionFailedError(submission)
        return submission


class TestHelpers(TestHelpersOperations):
    """The sandbox's test helpers: staff's actions of the order lifecycle, on your own test orders.

    On a host that is no sandbox every call raises SandboxOnlyError (the host answers them as unknown paths).
    """

    __test__ = False  # not a unittest case, whatever a test runner thinks of the name

    def _call(self, op: Any, path: Any, query: Any, body: Any = None) -> Any:
        try:
            return super()._call(op, path, query, {} if body is None else body)
        except NotFoundError as error:
            # `not_found` is the answer to an unknown path: no partner operation answers it.
            if error.code != "not_found":
                raise
            raise SandboxOnlyError(
                status=error.status,
                code=error.code,
                detail=f"{op.sdk_name} exists only on a sandbox host: {error.detail}",
                request_id=error.request_id,
                problem=error.problem,
                headers=error.headers,
                method=error.method,
                path=error.path,
            ) from error
