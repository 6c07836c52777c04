"""Notebook prose read as a learner reads it (words, 2026-12-06).

- Napoleon's section 2 said "The bids must rise (Trickbook's rules notes), so P2 may no longer
  bid 1 or 2:" in its body: a source cited in brackets, where every other notebook says the
  rule in the body and whose reading it is in a quoted note ("> **About the source.** ..."),
  as the Learn page puts a step's note under its quote.
- A notebook's prose printed its red cards black ("The A♥ beats the 9♥", "the 7♦ next below
  the ace"), where the pages draw hearts and diamonds in the faces' red (ui.format: "Colour
  ♥♦ yourself; text renders them black"). Each is now a red span, as ui.format.red_html
  writes one for the pages (JupyterLab's sanitizer keeps its colour); code spans stay as code.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from notebook_output import read_notebook
from test_notebook_teacher_walk import NOTE, _cells, body

from ui.format import red_html

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))

# a source named in brackets after a sentence of the body: "(Trickbook's rules notes)"
CITED = re.compile(r"\([^()]*rules notes[^()]*\)")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_body_cites_no_rules_notes_in_brackets(path: Path) -> None:
    cells = read_notebook(path).cells
    said = [body(c.source) for c in cells if c.cell_type == "markdown"]
    assert [s for s in said if CITED.search(s)] == []


def test_napoleon_says_the_rising_bids_and_leaves_whose_reading_to_a_note() -> None:
    cell = next(c.source for c in _cells("05_") if c.source.startswith("P1 bids 2."))
    said = body(cell)
    assert "Each bid must be higher than the last, so P2 may no longer bid 1 or 2." in said
    note = " ".join(cell[cell.index(NOTE) :].replace("\n>", "\n").split())
    assert "does not say that a bid must top the last" in note
    assert "Trickbook's rules notes recommend" in note


# the pages' red span around a card ('<span style="color:#c62828">A♥</span>'), and a red card
RED_SPAN = re.compile(re.escape(red_html("A♥")).replace("A♥", "(?:10|[2-9JQKA])?[♥♦]"))
RED_CARD = re.compile(r"[♥♦]")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_red_card_in_the_prose_is_red(path: Path) -> None:
    cells = read_notebook(path).cells
    black = []
    for c in cells:
        if c.cell_type != "markdown":
            continue
        prose = re.sub(r"`[^`]*`", "", c.source)  # code spans stay as code
        left = RED_SPAN.sub("", prose)
        black += [line for line in left.splitlines() if RED_CARD.search(line)]
    assert black == []


def test_the_red_span_is_the_pages_own() -> None:
    assert red_html("9♥ and K♠") == '<span style="color:#c62828">9♥</span> and K♠'
    assert RED_SPAN.fullmatch('<span style="color:#c62828">10♦</span>')
