"""Every notebook's "not <move>, because <why> [<rule id>]" helper line is written alike.

Each notebook defines a small helper that lists what the player to move may do and, for each
refused move, "  not 7♦, because <why> [<rule id>]". Seven notebooks put two spaces before the
rule id ("he plays  [rams.widow]", 01 02 03 04 07 08 09) and four one (05 06 10 11), so the
same line read differently from one game to the next. Checked on the code cells' source, the
words a reader sees and copies (the saved outputs follow when the notebooks are refreshed).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))
# the reason, then what stands before the rule id's bracket
HELPER = re.compile(r"not \{[^}]+\}, because \{(\w+)\}(\s*)\[\{[\w.]+\}\]")


def helper_lines(path: Path) -> list[tuple[int, str, str]]:
    """(cell index, the line, what stands between the reason and "[") for each helper line."""
    found = []
    for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
        if cell["cell_type"] != "code":
            continue
        for line in "".join(cell["source"]).split("\n"):
            m = HELPER.search(line)
            if m:
                found.append((i, line.strip(), m.group(2)))
    return found


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_the_rule_id_follows_the_reason_after_one_space(path: Path) -> None:
    lines = helper_lines(path)
    assert lines, f"{path.name}: no 'not <move>, because <why> [<rule id>]' helper line"
    assert [(i, line) for i, line, gap in lines if gap != " "] == []
