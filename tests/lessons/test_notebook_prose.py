"""What a teacher reads in the notebooks' prose, checked against the code beside it: a count
the text names is the count the cells play, and a pointer to another section points where the
thing it names is shown."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))


def cells(path: Path) -> list[tuple[str, str]]:
    """Each cell as (its type, its source)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def sections(path: Path) -> dict[int, str]:
    """Each numbered section ("## 4. ...") as the text of its cells, up to the next heading."""
    out: dict[int, str] = {}
    current: int | None = None
    for _, source in cells(path):
        heading = re.match(r"## (\d+)\.", source)
        if source.startswith("## "):
            current = int(heading.group(1)) if heading else None
        if current is not None:
            out[current] = out.get(current, "") + source + "\n"
    return out


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_section_pointed_to_shows_the_other_reading(path: Path) -> None:
    """'... offers the other as an option (section N shows one)': section N switches a reading
    in its code (Irish Loo's introduction pointed to section 5, the settlement, while the
    option, lead_duties, is switched in section 4)."""
    text = "\n".join(s for kind, s in cells(path) if kind == "markdown")
    by_number = sections(path)
    for n in map(int, re.findall(r"section (\d+) shows", text)):
        assert re.search(r"under_options|variant|options", by_number.get(n, "")), (
            f"{path.name}: section {n} is pointed to for another reading but shows none"
        )
