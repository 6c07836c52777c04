"""RULES.md, the owners' rules notes, where the tests read it: the project's copy,
docs/RULES.md (tests/docs/test_rules_md_copy.py holds it to the owners' ../shared/RULES.md
wherever that is beside the project). The tests of the engine's RULES.md quotes and addresses
read the copy, so they run on a clean clone too, where ../shared is absent."""

from __future__ import annotations

from pathlib import Path

RULES_MD = Path(__file__).resolve().parents[2] / "docs" / "RULES.md"
