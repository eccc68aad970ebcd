"""Orders as partners need them beyond the generated calls. `orders.submit(body)`
is safe to call again with the same body (idempotent by `partnerOrderId`, so
it is retried after a connection error or a 5xx too), waits the service's own
window (up to 20 s), then follows the submission, honouring Retry-After,
until it is terminal (spec, "Order submission" and "Rules for the call").
`orders.upload_artwork(...)` makes the three calls of an upload (reserve,
PUT to storage, attach) one (spec, "Artwork upload flow")."""

from __future__ import annotations

import http.client
import re
import socket
import time
from typing import Any, BinaryIO, Optional, Union

from ._core import log
from ._errors import (
    NotFoundError,
    SandboxOnlyError,
    SubmissionFailedError,
    SubmissionPendingError,
    UploadError,
    retry_after_seconds,
)
from ._generated.operations import OPERATIONS, OrdersOperations, TestHelpersOperations
from ._generated.types import AttachedFile, OrderSubmission, Submission, UploadUrlRequest
from ._response import ApiResponse

#: What `upload_artwork` takes: the bytes, or a file opened in binary mode (read whole: a stale URL sends them again).
Content = Union[bytes, bytearray, memoryview, BinaryIO]

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

    def upload_artwork(
        self,
        order_number: int,
        item_number: int,
        *,
        file_name: str,
        content: Content,
        content_type: Optional[str] = None,
    ) -> AttachedFile:
        """Uploads a print file to a line and attaches it; returns the attached file (`fileSize` and `md5` as storage
        read them).

        Reserves an upload, PUTs the bytes to the signed URL (with exactly the reserved Content-Type, none when
        `content_type` is None; never the access token; with the client's timeout and proxy), then attaches the
        reservation. A PUT refused with 403 (the URL went stale: it lives about a minute) is made once more with a
        fresh reservation. Storage's other refusals, and no answer, raise UploadError; the API's refusals its usual
        errors (ConflictError `order_item_cancelled`, NotFoundError `order_item_not_found`...). The signed URL is a
        credential: it is in no error, log line or repr.
        """
        data = _bytes_of(content)
        request: UploadUrlRequest = {"fileName": file_name}
        if content_type is not None:
            request["contentType"] = content_type
        for attempt in (1, 2):
            reservation = self.artwork_upload_url(order_number, item_number, request)
            url = reservation["uploadUrl"]
            started = time.monotonic()
            try:
                # The type the URL was signed for, as the service answers it: the PUT must carry exactly that.
                status, _, body = self._core.core.upload(self._core.settings, url, data, reservation.get("contentType"))
            except (OSError, http.client.HTTPException) as cause:
                timed_out = isinstance(cause, (socket.timeout, TimeoutError))
                # `from None`: the cause's own text is quoted (struck out of the URL), never chained as it is.
                raise UploadError(
                    status=None,
                    detail=f"{type(cause).__name__}: {cause}",
                    timed_out=timed_out,
                    order_number=order_number,
                    item_number=item_number,
                    file_name=file_name,
                    upload_url=url,
                ) from None
            log.debug(
                "artwork upload to order %s item %s: storage answered %d in %.0f ms (attempt %d)",
                order_number, item_number, status, (time.monotonic() - started) * 1000, attempt,
            )
            if status < 300:
                return self.attach_artwork(order_number, item_number, {"reservationName": reservation["reservationName"]})
            if status == 403 and attempt == 1:
                # A stale URL; one fresh reservation covers a slow start, not a wrong request.
                log.info(
                    "artwork upload to order %s item %s: storage refused the URL (403); once more with a new one",
                    order_number, item_number,
                )
                continue
            raise UploadError(
                status=status,
                detail=_storage_text(body),
                order_number=order_number,
                item_number=item_number,
                file_name=file_name,
                upload_url=url,
            )
        raise AssertionError("unreachable: the second refusal raises")


def _bytes_of(content: Content) -> bytes:
    if isinstance(content, (bytes, bytearray, memoryview)):
        return bytes(content)
    read = getattr(content, "read", None)
    if read is None:
        raise TypeError("upload_artwork: content must be bytes or a file opened in binary mode")
    data = read()
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("upload_artwork: the file must be opened in binary mode ('rb')")
    return bytes(data)


def _storage_text(body: bytes) -> str:
    """What a storage refusal says, in one line: an S3-style XML error's Code and Message, else the first line.
    Not cut short here: UploadError strikes the URL out of the whole line first."""
    text = body.decode("utf-8", "replace")
    code = re.search(r"<Code>([^<]*)</Code>", text)
    if code is not None:
        message = re.search(r"<Message>([^<]*)</Message>", text)
        return code.group(1) + (f": {message.group(1)}" if message and message.group(1) else "")
    lines = text.strip().splitlines()
    return lines[0] if lines else ""


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
