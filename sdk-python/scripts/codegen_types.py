"""JSON Schema (as the OpenAPI 3.1 document writes it) -> Python type hints.

Every component schema becomes a TypedDict of its own name; an object
declared inline gets the name of where it sits (`Problem.errors[]` ->
`ProblemErrorsItem`). Keys are the wire's names, unchanged: a TypedDict is
the JSON object itself, so nothing is renamed on the way in or out.
Output targets Python 3.9 (typing.List, Optional, two-class TypedDicts for a
mix of required and optional keys).
"""

from __future__ import annotations

import keyword
import re

IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
SCALARS = {"string": "str", "integer": "int", "number": "float", "boolean": "bool", "null": "None"}


def pascal(text: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", text) if part)


def _plain_key(key: str) -> bool:
    return bool(IDENTIFIER.match(key)) and not keyword.iskeyword(key)


def _summary(schema: dict) -> str:
    text = (schema.get("description") or "").strip().split("\n")[0]
    return text.replace('"""', "'''").replace("\\", "\\\\")


class TypeWriter:
    def __init__(self, document: dict) -> None:
        self.document = document
        self.schemas: dict = document.get("components", {}).get("schemas", {})
        self.blocks: list[str] = []
        self.names: set[str] = set()
        for name, schema in self.schemas.items():
            self.declare(name, schema)

    def resolve(self, schema: dict) -> dict:
        ref = schema.get("$ref")
        return self.schemas[ref.rsplit("/", 1)[-1]] if ref else schema

    def annotation(self, schema: dict, hint: str) -> str:
        """The type of `schema`; an inline object is declared as a TypedDict named `hint`."""
        if not isinstance(schema, dict) or not schema:
            return "Any"
        if "$ref" in schema:
            return schema["$ref"].rsplit("/", 1)[-1]
        if "const" in schema:
            return f"Literal[{schema['const']!r}]"
        if "enum" in schema:
            values = [v for v in schema["enum"] if v is not None]
            literal = f"Literal[{', '.join(repr(v) for v in values)}]"
            return f"Optional[{literal}]" if None in schema["enum"] else literal
        for combinator in ("anyOf", "oneOf"):
            if combinator in schema:
                return self._union([self.annotation(s, hint) for s in schema[combinator]])
        kind = schema.get("type")
        if isinstance(kind, list):
            return self._union([self.annotation({**schema, "type": k}, hint) for k in kind])
        if kind == "array":
            return f"List[{self.annotation(schema.get('items', {}), hint + 'Item')}]"
        if kind == "object" or "properties" in schema:
            if schema.get("properties"):
                if hint not in self.names:
                    self.declare(hint, schema)
                return hint
            extra = schema.get("additionalProperties")
            if isinstance(extra, dict) and extra:
                return f"Dict[str, {self.annotation(extra, hint + 'Value')}]"
            return "Dict[str, Any]"
        return SCALARS.get(kind, "Any")

    @staticmethod
    def _union(parts: list[str]) -> str:
        unique = list(dict.fromkeys(parts))
        nullable = "None" in unique
        rest = [p for p in unique if p != "None"]
        if not rest:
            return "None"
        inner = rest[0] if len(rest) == 1 else f"Union[{', '.join(rest)}]"
        return f"Optional[{inner}]" if nullable else inner

    def declare(self, name: str, schema: dict) -> None:
        self.names.add(name)
        properties: dict = schema.get("properties", {})
        required = [k for k in properties if k in schema.get("required", [])]
        optional = [k for k in properties if k not in required]
        fields = {key: self.annotation(value, name + pascal(key)) for key, value in properties.items()}
        doc = _summary(schema)
        lines: list[str] = []
        if required and optional:
            base = f"_{name}Required"
            lines += self._typed_dict(base, required, fields, total=True, doc="")
            lines += self._typed_dict(name, optional, fields, total=False, doc=doc, base=base)
        else:
            lines += self._typed_dict(name, required or optional, fields, total=bool(required) or not properties, doc=doc)
        self.blocks.append("\n".join(lines))

    @staticmethod
    def _typed_dict(name: str, keys: list[str], fields: dict, total: bool, doc: str, base: str = "TypedDict") -> list[str]:
        totality = "" if total else ", total=False"
        if all(_plain_key(k) for k in keys):
            lines = [f"class {name}({base}{totality}):"]
            if doc:
                lines.append(f'    """{doc}"""')
            lines += [f"    {key}: {fields[key]}" for key in keys]
            if len(lines) == 1:
                lines.append("    pass")
            return lines
        if base != "TypedDict":
            raise ValueError(f"{name}: optional keys that are not identifiers are not supported")
        members = ", ".join(f"{key!r}: {fields[key]!r}" for key in keys)
        return [f"{name} = TypedDict({name!r}, {{{members}}}{totality})"]

    def render(self) -> str:
        header = [
            '"""The API\'s request and answer shapes: generated from docs/openapi-sandbox.json',
            'by scripts/generate.py; do not edit."""',
            "",
            "from __future__ import annotations",
            "",
            "from typing import Any, Dict, List, Literal, Optional, TypedDict, Union",
            "",
            "__all__ = [",
            *[f"    {name!r}," for name in sorted(n for n in self.names if not n.startswith("_"))],
            "]",
        ]
        return "\n".join(header) + "\n\n\n" + "\n\n\n".join(self.blocks) + "\n"
