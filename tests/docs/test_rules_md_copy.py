"""docs/RULES.md is the owners' ../shared/RULES.md unchanged. The engine cites "RULES.md" for
every product decision beyond the seeds, and the tests of those quotes and addresses read this
copy, which a clean clone has; without it they were skipped there (../shared is beside the
working copy only). Skipped where ../shared/RULES.md is absent: there is nothing to compare."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
OWNERS = ROOT.parent / "shared" / "RULES.md"


def test_the_copy_is_the_owners_file_unchanged() -> None:
    if not OWNERS.is_file():
        pytest.skip("../shared/RULES.md is not beside the project")
    assert (ROOT / "docs" / "RULES.md").read_bytes() == OWNERS.read_bytes(), (
        "docs/RULES.md differs from ../shared/RULES.md: copy the owners' file over it, unchanged"
    )
