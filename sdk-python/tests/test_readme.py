"""The README's ```python blocks, verbatim: each is a complete program, run
in order against the started service as a newcomer would run it (the values
the README names set in the environment), and prints what the README says."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import unittest
from pathlib import Path
from typing import List

from .support import API, CLIENT_ID, CLIENT_SECRET, PARTNER_ID, admin, set_tier

README = Path(__file__).resolve().parent.parent / "README.md"


def python_blocks() -> List[str]:
    return re.findall(r"^```python\n(.*?)^```$", README.read_text(encoding="utf-8"), flags=re.S | re.M)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run(source: str, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", source], env={**os.environ, **env}, capture_output=True, text=True, timeout=180)


class ReadmeTest(unittest.TestCase):
    def test_the_readme_shows_four_programs(self) -> None:
        self.assertEqual(len(python_blocks()), 4)

    def test_the_quick_start_runs(self) -> None:
        result = run(python_blocks()[0], {"API": API, "CLIENT_ID": CLIENT_ID, "CLIENT_SECRET": CLIENT_SECRET})
        self.assertEqual(result.returncode, 0, result.stderr)
        lines = result.stdout.splitlines()
        self.assertEqual(lines[0], f"partner {PARTNER_ID} (IDP_M2M), sites [1, 2]")
        self.assertRegex(lines[1], r"^order \d+ RECEIVED, total [\d.]+$")
        self.assertRegex(lines[2], r"^  line \d+: .+ x 30$")
        self.assertRegex(lines[3], r"^\d+ orders on site 1$")
        self.assertRegex(lines[4], r"^404 order_not_found, request [0-9a-f-]{36}$")
        self.assertRegex(lines[5], r"^200, \d+ of \d+ left in the bucket$")

    def test_24_orders_from_threads_are_each_created_once(self) -> None:
        set_tier("standard")
        result = run(python_blocks()[1], {"API": API, "CLIENT_ID": CLIENT_ID, "CLIENT_SECRET": CLIENT_SECRET})
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.strip(), "24 orders created from 24 submissions")

    def test_the_sandbox_walk_runs_and_its_webhooks_arrive(self) -> None:
        port = free_port()
        status, endpoint = admin("POST", f"/admin/partners/{PARTNER_ID}/webhook-endpoints", {"url": f"http://127.0.0.1:{port}/hooks"})
        self.assertEqual(status, 201, endpoint)
        self.addCleanup(admin, "PATCH", f"/admin/webhook-endpoints/{endpoint['endpointId']}", {"enabled": False})
        env = {
            "SANDBOX": API,
            "SANDBOX_CLIENT_ID": CLIENT_ID,
            "SANDBOX_CLIENT_SECRET": CLIENT_SECRET,
            "WEBHOOK_SECRET": endpoint["signingSecret"],
            "RECEIVER_PORT": str(port),
        }
        result = run(python_blocks()[2], env)
        self.assertEqual(result.returncode, 0, result.stderr)
        lines = result.stdout.splitlines()
        self.assertRegex(lines[0], r"^shipment \d+: \S+, order \S+$")
        self.assertEqual(lines[1], "rejected: order_rejected")
        self.assertEqual(lines[2], "slow: completed")
        self.assertEqual(lines[3], "events: order.status_changed order_line.cancelled shipment.cancelled shipment.shipped")

    def test_the_artwork_upload_runs(self) -> None:
        result = run(python_blocks()[3], {"API": API, "CLIENT_ID": CLIENT_ID, "CLIENT_SECRET": CLIENT_SECRET})
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.strip(), "banner.pdf: 32 bytes, md5 as sent: True")


if __name__ == "__main__":
    unittest.main()
