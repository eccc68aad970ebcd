"""Generates the SDK's names and types from the published OpenAPI document.

    python3 scripts/generate.py            # writes src/partner_commerce/_generated/
    python3 scripts/generate.py --check    # exit 1 when the committed files differ

The document (docs/openapi-sandbox.json: the partner API plus the sandbox's
test helpers) is the one source: every operation under /v1/ becomes a method
named after its operationId in snake_case, grouped by the resource the
operationId begins with (`ordersApproveProof` -> `orders.approve_proof`,
`creditAccountsList` -> `credit_accounts.list`), and every schema a TypedDict.
Standard library only, so a partner vendoring the package can rerun it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from codegen_operations import render_operations  # noqa: E402
from codegen_types import TypeWriter  # noqa: E402

HERE = Path(__file__).resolve().parent
PACKAGE = HERE.parent / "src" / "partner_commerce" / "_generated"
DOCUMENT = HERE.parent.parent / "docs" / "openapi-sandbox.json"


def generate(document: dict) -> dict[str, str]:
    """File name -> content."""
    types = TypeWriter(document)
    operations = render_operations(document, types)
    return {"types.py": types.render(), "operations.py": operations, "__init__.py": INIT}


INIT = '"""Generated from docs/openapi-sandbox.json by scripts/generate.py: do not edit."""\n'


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when the committed files differ from the document")
    parser.add_argument("--document", type=Path, default=DOCUMENT)
    parser.add_argument("--out", type=Path, default=PACKAGE)
    args = parser.parse_args(argv)
    files = generate(json.loads(args.document.read_text(encoding="utf-8")))
    if args.check:
        drifted = [name for name, text in files.items() if _read(args.out / name) != text]
        if drifted:
            print(
                f"{', '.join(sorted(drifted))} in {args.out} drifted from {args.document}: "
                "run python3 sdk-python/scripts/generate.py",
                file=sys.stderr,
            )
            return 1
        print(f"{args.out} matches {args.document}")
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (args.out / name).write_text(text, encoding="utf-8")
    print(f"wrote {', '.join(sorted(files))} to {args.out}")
    return 0


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
