"""The Markdown a notebook shows draws its hearts and diamonds red, as the Learn page and the
notebooks' own prose do.

look7, every notebook read in JupyterLab: notebook 01 shows its "trump turn" Learn step as
Markdown, and its prose "the dealer turns the top card of the pack: the 7♥" drew the 7♥ black
between cells whose prose draws every red card in the pages' red span. Now a cell shows
Markdown through ui.notebook_text.markdown, which colours them; checked here over every
notebook's prose (its code spans apart) and every Markdown a cell shows.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ui.format import red_html
from ui.notebook_text import markdown

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("[0-9][0-9]_*.ipynb"))
RED_CARD = re.compile(r"(?:10|[2-9JQKA])?[♥♦]")
SPAN = re.compile(re.escape(red_html("A♥")).replace("A♥", "([^<]*)"))
CODE = re.compile(r"`[^`]*`")  # (an action written as code, `rob 7C`, is not drawn as a card)


def _shown_markdown(path: Path) -> list[str]:
    """Every piece of Markdown the notebook shows: its prose cells, and the Markdown its cells
    display."""
    shown = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "markdown":
            shown.append("".join(cell["source"]))
        for out in cell.get("outputs", []):
            if "text/markdown" in out.get("data", {}):
                shown.append("".join(out["data"]["text/markdown"]))
    return shown


def test_markdown_draws_red_cards_red() -> None:
    data = markdown("the dealer turns the 7♥ or the 10♦, not the K♠").data
    assert red_html("7♥") in data and red_html("10♦") in data and "K♠" in data
    assert not RED_CARD.search(SPAN.sub("", data))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_red_card_of_a_notebook_s_markdown_is_red(path: Path) -> None:
    for text in _shown_markdown(path):
        black = RED_CARD.findall(CODE.sub("", SPAN.sub("", text)))
        assert not black, (path.name, black, text[:300])


def test_not_vacuous() -> None:
    """Notebook 01 shows a Learn step as Markdown, its turned 7♥ in the span."""
    loo = next(p for p in NOTEBOOKS if p.name.startswith("01_"))
    cells = json.loads(loo.read_text(encoding="utf-8"))["cells"]
    outputs = ["".join(o["data"]["text/markdown"]) for c in cells for o in c.get("outputs", [])
               if "text/markdown" in o.get("data", {})]  # fmt: skip
    assert outputs and any(red_html("7♥") in text for text in outputs)
