"""Every listing is an iterator over all its pages: every order of a site,
page after page, each once; and every listing operation of the document
iterates to its end through the SDK. The granted sites, answered whole,
are a list of sites."""

from __future__ import annotations

import re
import unittest

from partner_commerce import OPERATIONS, Pages

from .support import client, order_body


class PagingTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.sdk = client()
        # More orders on site 1 than a few pages of 2 hold.
        for _ in range(3):
            cls.sdk.orders.submit(order_body("paging"))

    def test_every_order_of_a_site_is_iterated_once_whatever_the_page_size(self) -> None:
        by_pages = []
        for page in self.sdk.orders.list(site_id=1, limit=2).pages():
            self.assertLessEqual(len(page.items), 2)
            self.assertEqual(page.response.status, 200)
            by_pages.append([o["orderNumber"] for o in page.items])
        self.assertGreater(len(by_pages), 2, "several pages")
        self.assertIsNone(page.next_cursor, "the last page ends the loop")
        numbers = [n for page in by_pages for n in page]
        self.assertEqual(len(numbers), len(set(numbers)), "no order twice")
        for limit in (1, 3, 200):
            self.assertEqual([o["orderNumber"] for o in self.sdk.orders.list(site_id=1, limit=limit)], numbers)
        self.assertTrue(all(o["siteId"] == 1 for o in self.sdk.orders.list(site_id=1)))

    def test_iterating_again_starts_over_and_nothing_is_fetched_before_iteration(self) -> None:
        calls = []
        sdk = client(on_response=lambda info: calls.append(info.path))
        pages = sdk.orders.list(site_id=1, limit=5)
        self.assertEqual(calls, [])
        self.assertEqual(list(pages), list(pages))

    def test_every_listing_of_the_document_iterates_to_its_end(self) -> None:
        order = next(iter(self.sdk.orders.list(site_id=1)))
        account = next(iter(self.sdk.credit_accounts.list()), None)
        user = next(iter(self.sdk.users.list(site_id=1)))
        path_values = {
            "siteId": 1,
            "orderNumber": order["orderNumber"],
            "userId": user["userId"],
            "creditAccountId": account["creditAccountId"] if account else 1,
        }
        listings = [op for op in OPERATIONS.values() if op.page_key]
        self.assertGreaterEqual(len(listings), 12)
        for op in listings:
            with self.subTest(op.sdk_name):
                group, _, name = op.sdk_name.rpartition(".")
                method = getattr(getattr(self.sdk, group), name)
                args = [path_values[p] for p in _path_names(op.path)]
                pages = method(*args, limit=3)
                self.assertIsInstance(pages, Pages)
                items = list(pages)
                self.assertEqual(len(items), len({repr(i) for i in items}), "no item twice")

    def test_the_granted_sites_are_a_list_of_sites(self) -> None:
        sites = self.sdk.sites.list()
        self.assertIsInstance(sites, list)
        self.assertEqual(sorted(site["siteId"] for site in sites), sorted(self.sdk.me()["grantedSiteIds"]))
        self.assertEqual([site["siteId"] for site in sites], [site["siteId"] for site in self.sdk.sites.list()])


def _path_names(template: str) -> list:
    return re.findall(r"{(\w+)}", template)


if __name__ == "__main__":
    unittest.main()
