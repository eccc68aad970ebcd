"""What the generated resource classes are made of: the operation table's
entries, one call of an operation, and every listing as an iterator over all
its pages: keyset pages followed by `nextCursor` until it is null (spec,
"Cross-cutting conventions" 3). Nothing is fetched until iteration starts,
and each iteration starts over."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Dict, Generic, Iterator, List, Mapping, Optional, Type, TypeVar
from urllib.parse import quote

from ._core import _OMIT, CoreView
from ._response import ResponseInfo


@dataclass(frozen=True)
class Operation:
    operation_id: str
    #: The SDK's name for it: `orders.approve_proof`, `me`.
    sdk_name: str
    method: str
    #: The document's path template: `/v1/orders/{orderNumber}`.
    path: str
    #: Safe to send twice (GET, PUT, DELETE, or a POST with its own idempotency key).
    idempotent: bool
    #: For a listing: the answer's array (`orders`), paged by `nextCursor`.
    page_key: Optional[str]

    def url_path(self, path_params: Mapping[str, Any]) -> str:
        path = self.path
        for name, value in path_params.items():
            if value is None or isinstance(value, bool):
                raise TypeError(f"{self.sdk_name}: {name} is required")
            path = path.replace("{" + name + "}", quote(str(value), safe=""))
        return path


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


R = TypeVar("R", bound="Resource")


class Resource:
    #: Hand-written subclasses that replace a generated resource (`orders`: submit waits and polls).
    _overrides: Dict[str, type] = {}

    def __init__(self, core: CoreView) -> None:
        self._core = core

    def _resource(self, name: str, generated: Type[R]) -> R:
        return self._overrides.get(name, generated)(self._core)

    def _call(self, op: Operation, path: Mapping[str, Any], query: Mapping[str, Any], body: Any = _OMIT) -> Any:
        return self._core.call(op, path, query, body).data

    def _pages(self, op: Operation, path: Mapping[str, Any], query: Mapping[str, Any], cursor: Optional[str] = None) -> Pages[Any]:
        key = op.page_key
        assert key is not None, f"{op.sdk_name} is no listing"

        def fetch(at: Optional[str]) -> Page[Any]:
            answer = self._core.call(op, path, {**query, "cursor": at})
            return Page(items=list(answer.data[key]), next_cursor=answer.data.get("nextCursor"), response=answer.info)

        return Pages(fetch, cursor)
