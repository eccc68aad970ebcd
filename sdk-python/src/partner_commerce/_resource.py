"""What the generated resource classes call: one operation, or every page of a listing."""

from __future__ import annotations

from typing import Any, Dict, Mapping, Optional, Type, TypeVar

from ._core import _OMIT, CoreView
from ._operation import Operation
from ._paging import Page, Pages

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
