"""The generated names and types follow the published document: the
committed files match what scripts/generate.py makes of
docs/openapi-sandbox.json (`--check`), a changed document is drift that the
check refuses, and the client has a method, named after the operationId in
snake_case, for every operation of the document under /v1/."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import typing
import unittest
from pathlib import Path

from partner_commerce import OPERATIONS

from .support import Stub, client, shared

SDK = Path(__file__).resolve().parent.parent
DOCUMENT = SDK.parent / "docs" / "openapi-sandbox.json"
GENERATE = SDK / "scripts" / "generate.py"


def check(document: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(GENERATE), "--check", "--document", str(document)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


class GeneratedTest(unittest.TestCase):
    def test_the_committed_files_match_the_published_document(self) -> None:
        result = check(DOCUMENT)
        self.assertEqual(result.returncode, 0, result.stderr)

    def test_a_changed_document_is_drift_the_check_refuses(self) -> None:
        original = json.loads(DOCUMENT.read_text(encoding="utf-8"))

        def renamed(doc: dict) -> None:
            doc["paths"]["/v1/orders/{orderNumber}"]["get"]["operationId"] = "ordersFetch"

        def new_field(doc: dict) -> None:
            doc["components"]["schemas"]["Order"]["properties"]["newField"] = {"type": "string"}

        def new_operation(doc: dict) -> None:
            doc["paths"]["/v1/widgets"] = {"get": {**doc["paths"]["/v1/me"]["get"], "operationId": "widgetsList"}}

        for change in (renamed, new_field, new_operation):
            with self.subTest(change.__name__), tempfile.TemporaryDirectory() as folder:
                doc = json.loads(json.dumps(original))
                change(doc)
                path = Path(folder) / "openapi.json"
                path.write_text(json.dumps(doc), encoding="utf-8")
                result = check(path)
                self.assertEqual(result.returncode, 1, result.stdout)
                self.assertIn("drifted", result.stderr)

    def test_every_v1_operation_of_the_document_is_a_client_method_named_after_its_operation_id(self) -> None:
        document = json.loads(DOCUMENT.read_text(encoding="utf-8"))
        sdk = shared()
        found = 0
        for path, operations in document["paths"].items():
            for method, op in operations.items():
                if not isinstance(op, dict) or not path.startswith("/v1/") or op["operationId"] == "mcp":
                    continue
                found += 1
                entry = OPERATIONS[op["operationId"]]
                self.assertEqual((entry.method, entry.path), (method.upper(), path))
                group, _, name = entry.sdk_name.rpartition(".")
                self.assertEqual(snake(op["operationId"]), f"{group}_{name}" if group else name)
                target = getattr(sdk, group) if group else sdk
                self.assertTrue(callable(getattr(target, name, None)), entry.sdk_name)
        self.assertEqual(found, len(OPERATIONS))
        for spoken in ("orders.list", "orders.get", "orders.submit", "orders.items", "orders.approve_proof",
                       "orders.artwork_upload_url", "credit_accounts.list", "sites.credit_accounts", "test_helpers.ship"):
            self.assertIn(spoken, {op.sdk_name for op in OPERATIONS.values()})

    def test_a_path_id_the_document_spells_as_digits_takes_the_integer_the_answers_carry(self) -> None:
        document = json.loads(DOCUMENT.read_text(encoding="utf-8"))
        schemas = document["components"]["schemas"]
        self.assertEqual(schemas["Variant"]["properties"]["variantId"]["type"], "integer")
        self.assertEqual(schemas["ProductImage"]["properties"]["imageId"]["type"], "integer")
        sdk = shared()
        digit_ids = set()
        for path, operations in document["paths"].items():
            for op in operations.values():
                if not isinstance(op, dict) or op.get("operationId") not in OPERATIONS:
                    continue
                group, _, name = OPERATIONS[op["operationId"]].sdk_name.rpartition(".")
                method = getattr(getattr(sdk, group) if group else sdk, name)
                hints = typing.get_type_hints(method)
                for parameter in op.get("parameters", []):
                    schema = parameter.get("schema", {})
                    digits = re.fullmatch(r"\^[-\[\]0-9{},]+\$", schema.get("pattern", ""))
                    if parameter["in"] != "path" or schema.get("type") != "string" or not digits:
                        continue
                    digit_ids.add(f"{op['operationId']}.{parameter['name']}")
                    self.assertEqual(hints[snake(parameter["name"])], typing.Union[int, str], f"{path} {parameter['name']}")
        self.assertEqual(digit_ids, {"productsUpdateVariant.variantId", "productsUpdateImage.imageId"})

        stub = Stub(lambda method, path, n: "forward" if path == "/oauth2/token" else (200, {"content-type": "application/json"}, b"{}"))
        try:
            stubbed = client(base_url=stub.url)
            stubbed.products.update_variant("SLO_1", 2, {"location": "A1"})
            stubbed.products.update_image("SLO_1", 123456789012345678, {"sequence": 1})
        finally:
            stub.close()
        self.assertIn("PATCH /v1/products/SLO_1/variants/2", stub.seen)
        self.assertIn("PATCH /v1/products/SLO_1/images/123456789012345678", stub.seen)


if __name__ == "__main__":
    unittest.main()
