"""OpenAPI operations -> the SDK's resource classes and operation table.

An operation's Python name is its operationId in snake_case, split at the
resource it begins with: the longest of the document's tags (in camelCase)
that prefixes it (`creditAccountsList` -> credit_accounts.list,
`testHelpersShip` -> test_helpers.ship), else its first word
(`segmentsList` -> segments.list); a one-word operationId (`me`, `ping`) is
a method of the client itself. A listing (an answer with `nextCursor` and
one array) returns an iterator over every page; the one listing without
pages (the granted sites) returns its list, as the TypeScript SDK does.
"""

from __future__ import annotations

import re

from codegen_types import TypeWriter, pascal

# Spoken by MCP clients, not called through an SDK.
PROTOCOL_OPERATIONS = {"mcp"}
METHODS = ("get", "post", "put", "patch", "delete")
# Safe to send twice: repeated after a connection error, a 408 or a 5xx.
IDEMPOTENT_METHODS = {"GET", "PUT", "DELETE"}
# A POST that is idempotent by its own key (`partnerOrderId`: spec, "Rules for the call").
IDEMPOTENT_OPERATIONS = {"ordersSubmit"}
# Listings the service answers whole, in one array (no `nextCursor`): the method returns that array, so
# `for site in client.sites.list()` reads sites, as every other listing's loop reads its items.
WHOLE_LISTINGS = {"sitesList": "sites"}


# A pattern of digits alone (`^[1-9][0-9]{0,17}$`): digit classes and quantifiers between the anchors.
DIGITS_ONLY = re.compile(r"\^(?:\[0-9\]|\[1-9\]|\\d|\{\d+(?:,\d*)?\}|[+*?])+\$")


def path_annotation(schema: dict, types: TypeWriter, name: str) -> str:
    """A path parameter's type. An id the document spells as a string of digits (`variantId`, `imageId`: up to 18,
    beyond a JSON number's exact range) is an integer in the answers that carry it, and the TypeScript SDK takes a
    number: taken here as either, so the id read from an answer is passed as it is."""
    if schema.get("type") == "string" and DIGITS_ONLY.fullmatch(schema.get("pattern", "")):
        return "Union[int, str]"
    return types.annotation(schema, name)


def snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


def camel(tag: str) -> str:
    words = re.split(r"[^A-Za-z0-9]+", tag.strip())
    return words[0].lower() + "".join(w[:1].upper() + w[1:] for w in words[1:])


def split_operation_id(operation_id: str, tag_prefixes: list[str]) -> tuple[str | None, str]:
    for prefix in tag_prefixes:  # longest first
        rest = operation_id[len(prefix) :]
        if operation_id.startswith(prefix) and rest[:1].isupper():
            return snake(prefix), snake(rest[0].lower() + rest[1:])
    words = re.findall(r"[A-Z]?[a-z0-9]+", operation_id)
    if len(words) < 2:
        return None, snake(operation_id)
    return words[0], snake(operation_id[len(words[0]) :])


def sdk_operations(document: dict) -> list[dict]:
    tags = {t for ops in document["paths"].values() for o in ops.values() if isinstance(o, dict) for t in o.get("tags", [])}
    prefixes = sorted({camel(t) for t in tags}, key=len, reverse=True)
    found = []
    for path, ops in document["paths"].items():
        for method in METHODS:
            op = ops.get(method)
            if not op or not path.startswith("/v1/") or op["operationId"] in PROTOCOL_OPERATIONS:
                continue
            group, name = split_operation_id(op["operationId"], prefixes)
            found.append({"path": path, "method": method.upper(), "op": op, "group": group, "name": name})
    return found


def _json_schema(container: dict | None) -> dict | None:
    content = (container or {}).get("content", {})
    return content.get("application/json", {}).get("schema")


def _signature(entry: dict, types: TypeWriter) -> tuple[list[str], list[str], str, str]:
    """(parameters, call arguments, return annotation, page key)"""
    op = entry["op"]
    op_id = op["operationId"]
    params = op.get("parameters", [])
    positional, keywords, path_args, query_args = [], [], [], []
    in_path = re.findall(r"{(\w+)}", entry["path"])
    by_name = {p["name"]: p for p in params if p["in"] == "path"}
    for wire in in_path:
        annotation = path_annotation(by_name[wire].get("schema", {}), types, pascal(op_id) + pascal(wire))
        positional.append(f"{snake(wire)}: {annotation}")
        path_args.append(f"{wire!r}: {snake(wire)}")
    for p in params:
        if p["in"] != "query":
            continue
        annotation = types.annotation(p.get("schema", {}), pascal(op_id) + pascal(p["name"]))
        if p.get("schema", {}).get("format") == "date-time":
            annotation = "Union[str, datetime]"  # an aware datetime is sent in RFC 3339 (_core._wire)
        keywords.append(f"{snake(p['name'])}: Optional[{annotation}] = None")
        query_args.append(f"{p['name']!r}: {snake(p['name'])}")
    body = _json_schema(op.get("requestBody"))
    body_arg = ""
    if body is not None:
        annotation = types.annotation(body, pascal(op_id) + "Body")
        if types.resolve(body).get("required"):
            positional.append(f"body: {annotation}")
        else:
            positional.append(f"body: Optional[{annotation}] = None")
        body_arg = ", body=body"
    success = next((r for status, r in op["responses"].items() if status.startswith("2")), None)
    answer = _json_schema(success)
    returns, page_key = "None", ""
    if answer is not None:
        resolved = types.resolve(answer)
        props = resolved.get("properties", {})
        arrays = [k for k, v in props.items() if types.resolve(v).get("type") == "array"]
        if "nextCursor" in props and len(arrays) == 1:
            page_key = arrays[0]
            item = types.annotation(props[page_key].get("items", {}), pascal(op_id) + "Item")
            returns = f"Pages[{item}]"
        elif op_id in WHOLE_LISTINGS:
            whole = WHOLE_LISTINGS[op_id]
            returns = f"List[{types.annotation(props[whole].get('items', {}), pascal(op_id) + 'Item')}]"
        else:
            returns = types.annotation(answer, pascal(op_id) + "Response")
    args = [f"OPERATIONS[{op_id!r}]", "{" + ", ".join(path_args) + "}"]
    if page_key:
        args.append("{" + ", ".join(a for a in query_args if not a.startswith("'cursor'")) + "}")
        args.append(f"cursor={snake('cursor')}" if any(a.startswith("'cursor'") for a in query_args) else "cursor=None")
    else:
        args.append("{" + ", ".join(query_args) + "}")
        args.append(body_arg.lstrip(", ") or "")
    parameters = positional + (["*", *keywords] if keywords else [])
    return parameters, [a for a in args if a], returns, page_key


def _method(entry: dict, types: TypeWriter) -> list[str]:
    parameters, args, returns, page_key = _signature(entry, types)
    summary = (entry["op"].get("summary") or "").replace('"""', "'''").replace("\\", "\\\\")
    call = "self._pages" if page_key else "self._call"
    whole = WHOLE_LISTINGS.get(entry["op"]["operationId"])
    lines = [
        f"    def {entry['name']}({', '.join(['self', *parameters])}) -> {returns}:",
        f'        """{summary}{"" if summary.endswith(".") else "."} ({entry["method"]} {entry["path"]})"""',
        f"        return {call}({', '.join(args)}){f'[{whole!r}]' if whole else ''}",
    ]
    return lines


def render_operations(document: dict, types: TypeWriter) -> str:
    entries = sdk_operations(document)
    groups: dict[str | None, list[dict]] = {}
    for entry in entries:
        groups.setdefault(entry["group"], []).append(entry)
    out = [
        '"""Every operation of the published document, as methods named after its',
        'operationIds: generated from docs/openapi-sandbox.json by scripts/generate.py;',
        'do not edit."""',
        "",
        "from __future__ import annotations",
        "",
        "from datetime import datetime",
        "from typing import Any, Dict, List, Literal, Optional, Union",
        "",
        "from .._resource import Operation, Pages, Resource",
        "from .types import *  # noqa: F403",
        "",
        "OPERATIONS: Dict[str, Operation] = {",
    ]
    for e in entries:
        op_id = e["op"]["operationId"]
        idempotent = e["method"] in IDEMPOTENT_METHODS or op_id in IDEMPOTENT_OPERATIONS
        page_key = _signature(e, types)[3]
        sdk_name = f"{e['group']}.{e['name']}" if e["group"] else e["name"]
        out.append(
            f"    {op_id!r}: Operation({op_id!r}, {sdk_name!r}, {e['method']!r}, {e['path']!r}, "
            f"idempotent={idempotent}, page_key={page_key or None!r}),"
        )
    out.append("}")
    names = {}
    for group, members in groups.items():
        if group is None:
            continue
        names[group] = pascal(group) + "Operations"
        tags = sorted({t for m in members for t in m["op"].get("tags", [])})
        out += ["", "", f"class {names[group]}(Resource):", f'    """{", ".join(tags)}: `client.{group}.…`."""', ""]
        for m in members:
            out += _method(m, types) + [""]
        out.pop()
    out += ["", "", "class ClientOperations(Resource):", '    """The operations of no resource (`client.me()`), and the resources."""', ""]
    out.append("    def __init__(self, core: Any) -> None:")
    out.append("        super().__init__(core)")
    for group, cls in names.items():
        out.append(f"        self.{group}: {cls} = self._resource({group!r}, {cls})")
    out.append("")
    for m in groups.get(None, []):
        out += _method(m, types) + [""]
    out.pop()
    return "\n".join(out) + "\n"
