"""The notebooks' prose says the rules, and what a move's notation means, to their reader.

- A sentence stating how a rule is read does not make "the engine" its actor (notebook 04:
  "The engine takes Pam as a trump only (Trickbook's rules notes)", 05 "the engine has him
  name a suit he holds", 06 "The engine plays for one counter a game", 11 "The engine reads it
  as Trickbook's rules notes recommend"): the rule is said ("Pam is a trump only"), or
  Trickbook as the lessons say it. The engine stays where the prose is about the code ("the
  engine computes the answer", "the engine refuses it and quotes the rule").
- Before a cell first prints a rob with its card ("P0 may: stand, rob A♣, ..."), the prose
  says the card named is the one put out (Rams 07 said "discard another (`rob 7C`)", and a
  teacher could read "rob A♣" as robbing the A♣; nbwalk2).
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from notebook_output import read_notebook

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))
RULE_READ = re.compile(
    r"\bthe engine (takes|applies|plays|follows|has him|reads (it|its))\b", re.IGNORECASE
)
ROB_SHOWN = re.compile(r"\brob (?:2 )?(?:10|[2-9JQKA])[\u2663\u2666\u2665\u2660]")
ROB_SAID = re.compile(r"`rob [^`]+`[^.]*\bnames the card he puts out")


def _cells(path: Path) -> list[nbformat.NotebookNode]:
    return list(read_notebook(path).cells)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_a_rule_is_said_not_what_the_engine_does(path: Path) -> None:
    for i, cell in enumerate(_cells(path)):
        if cell.cell_type == "markdown":
            said = " ".join(cell.source.split())
            assert not RULE_READ.search(said), (i, said)


def _printed(cell: nbformat.NotebookNode) -> str:
    outs = cell.get("outputs", [])
    return "".join(o.get("text", "") + o.get("data", {}).get("text/plain", "") for o in outs)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_a_rob_s_card_is_said_to_be_put_out_before_it_is_printed(path: Path) -> None:
    cells = _cells(path)
    first = next(
        (i for i, c in enumerate(cells) if c.cell_type == "code" and ROB_SHOWN.search(_printed(c))),
        None,
    )
    if first is None:
        return
    prose = " ".join(" ".join(c.source.split()) for c in cells[:first] if c.cell_type == "markdown")
    assert ROB_SAID.search(prose), (path.stem, first)


def test_notebooks_printing_a_rob_are_checked() -> None:
    shown = [p.stem for p in NOTEBOOKS if any(ROB_SHOWN.search(_printed(c)) for c in _cells(p))]
    assert "07_rams" in shown and len(shown) >= 3, shown


# "P1 may stand, widow, pass, rams": the moves' notation read as verbs after "may" (07 printed
# it so; "may widow", "may rams" are not English; "may pass, bid 2 ... or nap" is). Printed notation stands as a list after a
# colon ("P1 may: stand, widow, ..."), which a teacher reads as the code's words.
NOTATION_AS_VERBS = re.compile(r"\bmay (?:\w+, )*(?:widow|rams)\b")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_printed_notation_is_not_read_as_verbs(path: Path) -> None:
    for i, cell in enumerate(_cells(path)):
        said = " ".join(_printed(cell).split())
        assert not NOTATION_AS_VERBS.search(said), (path.stem, i, said[:200])
