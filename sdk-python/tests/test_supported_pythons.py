"""The package keeps to what it promises in pyproject.toml: its code parses
as Python 3.9 (the oldest `requires-python` allows, whatever interpreter
runs these tests) and it imports nothing outside the standard library."""

from __future__ import annotations

import ast
import sys
import unittest
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "partner_commerce"


def sources() -> list:
    return sorted(PACKAGE.rglob("*.py"))


class SupportedPythonsTest(unittest.TestCase):
    def test_every_module_parses_as_python_3_9(self) -> None:
        self.assertGreater(len(sources()), 10)
        for path in sources():
            with self.subTest(module=str(path.relative_to(PACKAGE))):
                ast.parse(path.read_text("utf-8"), filename=str(path), feature_version=(3, 9))

    def test_a_construct_newer_than_3_9_is_caught(self) -> None:
        # The check above bites: pattern matching is 3.10.
        with self.assertRaises(SyntaxError):
            ast.parse("match x:\n    case 1:\n        pass\n", feature_version=(3, 9))

    def test_only_the_standard_library_is_imported(self) -> None:
        stdlib = set(sys.stdlib_module_names)
        for path in sources():
            tree = ast.parse(path.read_text("utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names = [node.module]
                else:
                    continue
                for name in names:
                    top = name.split(".")[0]
                    self.assertTrue(top in stdlib or top == "partner_commerce", f"{path.name} imports {name}")


if __name__ == "__main__":
    unittest.main()
