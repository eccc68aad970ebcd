"""One operation of the published document, as the generated table holds it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping
from urllib.parse import quote


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
    page_key: str | None

    def url_path(self, path_params: Mapping[str, Any]) -> str:
        path = self.path
        for name, value in path_params.items():
            if value is None or isinstance(value, bool):
                raise TypeError(f"{self.sdk_name}: {name} is required")
            path = path.replace("{" + name + "}", quote(str(value), safe=""))
        return path
