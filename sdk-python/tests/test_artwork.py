"""`orders.upload_artwork`: reserve, PUT the bytes to the storage host, attach,
in one call, against the started service and its storage host. The client
goes through a loopback HTTP proxy (a setting the SDK honours for storage as
for the API), which records what each PUT carried and can play storage's
answers: a 403 for a URL gone stale, an error quoting the URL, no answer."""

from __future__ import annotations

import hashlib
import io
import logging
import os
import traceback
import unittest
from typing import Callable, List, Optional, Tuple
from urllib.parse import parse_qs, urlsplit

from partner_commerce import ConflictError, NotFoundError, PartnerClient, UploadError

from .support import admin, client, order_body, shared
from .test_proxy_and_logging import ForwardProxy, Played

STALE = (403, {"content-type": "text/plain"}, b"AccessDenied: the URL has expired. Request a new one.\n")


def is_put(method: str, target: str) -> bool:
    return method == "PUT" and urlsplit(target).path.startswith("/o/")


class ArtworkTest(unittest.TestCase):
    def new_line(self) -> Tuple[int, int]:
        order = shared().orders.submit(order_body("art"))["order"]
        item = shared().orders.items(order["orderNumber"]).to_list()[0]
        return order["orderNumber"], item["itemNumber"]

    def uploader(self, plan: Optional[Callable[[str, str, int], Optional[Played]]] = None) -> Tuple[PartnerClient, ForwardProxy]:
        """A client through a proxy; `plan(method, target, n)` sees the n-th PUT to storage (None: relay it)."""
        puts: List[str] = []

        def play(method: str, target: str) -> Optional[Played]:
            if not is_put(method, target):
                return None
            puts.append(target)
            return plan(method, target, len(puts)) if plan is not None else None

        proxy = ForwardProxy(play)
        self.addCleanup(proxy.close)
        sdk = client(proxy=proxy.url)
        self.addCleanup(sdk.close)
        return sdk, proxy

    @staticmethod
    def puts(proxy: ForwardProxy) -> List[Tuple[str, dict]]:
        return [(target, headers) for (method, target, _), headers in zip(proxy.seen, proxy.headers) if is_put(method, target)]

    def test_the_bytes_go_to_storage_with_the_bound_type_and_no_token_and_are_read_back_from_the_line(self) -> None:
        order_number, item_number = self.new_line()
        sdk, proxy = self.uploader()
        data = os.urandom(300_000)
        attached = sdk.orders.upload_artwork(
            order_number, item_number, file_name="front.pdf", content=data, content_type="application/pdf"
        )
        md5 = hashlib.md5(data).hexdigest()
        self.assertEqual(
            attached,
            {"orderNumber": order_number, "itemNumber": item_number, "fileName": "front.pdf", "fileSize": len(data), "md5": md5, "active": True},
        )
        [(target, headers)] = self.puts(proxy)
        self.assertEqual(headers.get("content-type"), "application/pdf", "exactly the bound type")
        self.assertNotIn("authorization", headers, "the token stays with the API")
        self.assertNotEqual(urlsplit(target).netloc, urlsplit(sdk._core.core.base_url).netloc, "storage is another host")
        # Read back from the line itself.
        status, detail = admin("GET", f"/admin/orders/{order_number}/items/{item_number}")
        self.assertEqual(status, 200, detail)
        # Staff's read of the line: the file as stored, with the link staff open it by.
        files = [{**f, "link": isinstance(f.pop("link", None), str)} for f in detail["printFiles"]]
        self.assertEqual(files, [{"fileName": "front.pdf", "fileSize": len(data), "md5": md5, "active": True, "link": True}])

    def test_without_a_content_type_none_is_sent_and_a_binary_file_is_read(self) -> None:
        order_number, item_number = self.new_line()
        sdk, proxy = self.uploader()
        data = b"\x89PNG\r\n\x1a\n" + os.urandom(2000)
        attached = sdk.orders.upload_artwork(order_number, item_number, file_name="back.png", content=io.BytesIO(data))
        self.assertEqual((attached["fileSize"], attached["md5"]), (len(data), hashlib.md5(data).hexdigest()))
        [(_, headers)] = self.puts(proxy)
        self.assertNotIn("content-type", headers)
        with self.assertRaises(TypeError):
            sdk.orders.upload_artwork(order_number, item_number, file_name="a.txt", content=io.StringIO("text"))  # type: ignore[arg-type]

    def test_a_stale_url_is_replaced_once_by_a_fresh_reservation_and_no_log_line_names_it(self) -> None:
        order_number, item_number = self.new_line()
        sdk, proxy = self.uploader(lambda method, target, n: STALE if n == 1 else None)
        data = os.urandom(5000)
        with self.assertLogs("partner_commerce", level="DEBUG") as logs:
            attached = sdk.orders.upload_artwork(
                order_number, item_number, file_name="slow.pdf", content=data, content_type="application/pdf"
            )
        self.assertEqual(attached["md5"], hashlib.md5(data).hexdigest())
        targets = [target for target, _ in self.puts(proxy)]
        self.assertEqual(len(targets), 2)
        self.assertNotEqual(targets[0], targets[1], "a fresh URL the second time")
        reserved = [t for m, t, _ in proxy.seen if m == "POST" and t.endswith("/artwork/upload-url")]
        self.assertEqual(len(reserved), 2)
        self.assertTrue(any("403" in line and "once more" in line for line in logs.output), logs.output)
        for target in targets:
            signature = parse_qs(urlsplit(target).query)["X-Signature"][0]
            for line in logs.output:
                self.assertNotIn(signature, line)
                self.assertNotIn(urlsplit(target).query, line)

        always, _ = self.uploader(lambda method, target, n: STALE)
        with self.assertRaises(UploadError) as caught:
            always.orders.upload_artwork(order_number, item_number, file_name="never.pdf", content=data)
        self.assertEqual(caught.exception.status, 403)
        self.assertIn("expired", caught.exception.detail)

    def test_a_line_that_takes_no_artwork_is_the_apis_typed_error_and_nothing_is_put(self) -> None:
        order_number, item_number = self.new_line()
        shared().test_helpers.cancel_line(order_number, item_number)
        sdk, proxy = self.uploader()
        with self.assertRaises(ConflictError) as cancelled:
            sdk.orders.upload_artwork(order_number, item_number, file_name="a.pdf", content=b"x")
        self.assertEqual(cancelled.exception.code, "order_item_cancelled")
        with self.assertRaises(NotFoundError) as missing:
            sdk.orders.upload_artwork(order_number, item_number + 1000, file_name="a.pdf", content=b"x")
        self.assertEqual(missing.exception.code, "order_item_not_found")
        self.assertEqual(self.puts(proxy), [])

    def test_the_signed_url_is_in_no_part_of_an_upload_error(self) -> None:
        order_number, item_number = self.new_line()

        def echo(method: str, target: str, n: int) -> Played:
            signature = parse_qs(urlsplit(target).query)["X-Signature"][0]
            body = f"<Error><Code>InternalError</Code><Message>Could not store {target}</Message><Sig>{signature}</Sig></Error>"
            return 500, {"content-type": "application/xml"}, body.encode()

        refusing, refused_proxy = self.uploader(echo)
        dropping, dropped_proxy = self.uploader(lambda method, target, n: "reset")
        errors = []
        for sdk, proxy in ((refusing, refused_proxy), (dropping, dropped_proxy)):
            with self.assertRaises(UploadError) as caught:
                sdk.orders.upload_artwork(order_number, item_number, file_name="a.pdf", content=b"x", content_type="application/pdf")
            errors.append((caught.exception, self.puts(proxy)[0][0]))
        self.assertEqual(errors[0][0].status, 500)
        self.assertIn("storage answered 500: InternalError: Could not store [redacted]", str(errors[0][0]))
        self.assertIsNone(errors[1][0].status)
        self.assertIn("no answer", str(errors[1][0]))
        for error, target in errors:
            signature = parse_qs(urlsplit(target).query)["X-Signature"][0]
            shown = [str(error), repr(error), error.detail, repr(vars(error)), "".join(traceback.format_exception(type(error), error, error.__traceback__))]
            for text in shown:
                self.assertNotIn(signature, text)
                self.assertNotIn(urlsplit(target).query, text)


if __name__ == "__main__":
    logging.basicConfig()
    unittest.main()
