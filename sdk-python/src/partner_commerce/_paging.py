"""Every listing is an iterator over all its pages: keyset pages followed by
`nextCursor` until it is null (spec, "Cross-cutting conventions" 3). Nothing
is fetched until iteration starts, and each iteration starts over."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Generic, Iterator, List, Optional, TypeVar

from ._response import ResponseInfo

T = TypeVar("T")

#: A bound on pages per iteration, so a service that kept answering a cursor could never loop a client forever.
MAX_PAGES = 1_000_000


@dataclass(frozen=True)
class Page(Generic[T]):
    items: List[T]
    next_cursor: Optional[str]
    #: The answer this page came in (status, request id, rate-limit state).
    response: ResponseInfo


class Pages(Generic[T]):
    def __init__(self, fetch: Callable[[Optional[str]], Page[T]], cursor: Optional[str] = None) -> None:
        self._fetch = fetch
        self._cursor = cursor

    def pages(self) -> Iterator[Page[T]]:
        """The pages themselves, with their answers' metadata."""
        cursor = self._cursor
        for _ in range(MAX_PAGES):
            page = self._fetch(cursor)
            yield page
            if page.next_cursor is None:
                return
            cursor = page.next_cursor
        raise RuntimeError(f"more than {MAX_PAGES} pages: stopped")

    def __iter__(self) -> Iterator[T]:
        for page in self.pages():
            yield from page.items

    def to_list(self) -> List[T]:
        return list(self)
