"""Generated from docs/openapi-sandbox.json by scripts/generate.py: do not edit."""
