"""What a teacher reads in the notebooks. Their code is code a learner can copy and change: a
hand is read with the engine's card functions (``engine.cards.count``, ``card_list``,
``CARDS[...]``), not with bit arithmetic on the engine's masks, which a learner cannot read and
should not need. Their words for a game's variants are the app's: readings."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from notebook_output import joined
from notebook_output import printed as out_text

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))

# a hand's or a card's bits: `hands[0] >> card & 1`, `1 << state.turn_card`, `hand.bit_count()`
BITS = re.compile(r"hands\[[^\]]*\]\s*(>>|<<|&)|<<\s*[\w.]*(turn_card|turned)\b|\.bit_count\(\)")


def code_lines(path: Path) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [
        line
        for cell in cells
        if cell["cell_type"] == "code"
        for line in "".join(cell["source"]).splitlines()
    ]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_code_reads_cards_without_bit_arithmetic(path: Path) -> None:
    assert [line.strip() for line in code_lines(path) if BITS.search(line)] == []


# the engine's private face: a private name (`state._replace(...)`) or a seat set's bits
# (`s.barred >> p & 1`); the game says the same in public (`G.under_options`, `barred_seats`)
PRIVATE = re.compile(r"\._[a-z]\w*|>>\s*[\w.]+\s*&\s*1")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_code_uses_the_engine_s_public_face(path: Path) -> None:
    assert [line.strip() for line in code_lines(path) if PRIVATE.search(line)] == []


def markdown(path: Path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_speaks_of_readings_as_the_app_does(path: Path) -> None:
    """A game's named variants are readings, as the app's pages call them (1cf13e8, 001b68d):
    Forty-Five's per-trick count and Five-card Loo without Pam are Foster's own, German practice
    is no rule text, so "One deal, two rule texts" was not true of them."""
    assert "two rule texts" not in markdown(path)
    assert "## One deal, two readings" in markdown(path)


# a rule quoted by its file: "seed 002: “...”", "RULES.md: “...”", "RULES.md, from https://...: “",
# or a passage signed "(seed 002)"
BY_FILE = re.compile(r"(seed \d{3}|RULES\.md)[^:\n“]*: \u201c|\(seed \d{3}\)")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_printed_rule_names_its_book_as_the_app_does(path: Path) -> None:
    """A rule a notebook prints or shows (a refusal, a rule's source, a step's passage) names its
    book and shows its quote as the quiz feedback and the app's pages do (Rule.cite_plain, Refusal.message_plain); only a
    scenario's error ('<scenario>: field ...') keeps the file's name, as a file's errors do."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    printed = [
        line
        for cell in cells
        for out in cell.get("outputs", [])
        for text in (out_text(out), out.get("data", {}).get("text/markdown", ""))
        for line in joined("".join(text))  # (a line broken for a phone read whole)
        if not line.startswith("<scenario>")
    ]
    assert [line for line in printed if BY_FILE.search(line)] == []


# a notebook exported to HTML (nbconvert's lab template) hides what a code line has beyond its
# box (overflow hidden, no scroll bar): in a 700 px window 82 characters show (measured in
# Chromium: 7.8 px a character, 88 needed 740 px). ruff's 100 is for the modules, read in an editor
WIDTH = 82


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_code_lines_fit_a_narrow_page(path: Path) -> None:
    """Every code line fits a narrow export (01's settlement line was 113 characters, Rams'
    132): a long call is wrapped or takes a named step ('cards = ...')."""
    assert [line for line in code_lines(path) if len(line) > WIDTH] == []
