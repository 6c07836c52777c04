"""A notebook says what its Quiz says in the Quiz's words (nbread4, notebooks 05, 06, 10 and 11
read in JupyterLab as a teacher).

- Where its Quiz section lists what the game asks, it calls the trick question as the Quiz page
  and the table printed under it call it: Spoil Five's section said it asks "*which card wins?*
  in every trump suit" and Forty-Five's "which card wins the trick", over that table's "Who wins
  the trick?" and questions whose boxes say "Choose the player who wins the trick": the answer
  is a player, by the card he played.
- A player's net in a list of everyone's is written as the Quiz's feedback writes it
  (engine.ledger.net_words): Napoleon's failed nap printed "P0 +5, P1 -20, ..." with a hyphen
  a few cells above the Quiz's "Right: P0 +5; P1 −20; ...", and Linger Longer's "P0 -1"; and
  a payment in a settlement table as the app's tables write it (nbread5).

All read the saved notebooks: 0.05 s."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from notebook_output import printed

from engine.ledger import with_minus
from lessons import load
from ui.format import kind_label
from ui.tables import game_ui

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))
LESSON = re.compile(r"""lesson = load\(["'](\w+)["']\)""")


def _cells(path: Path) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return cells


def _quiz_words(path: Path) -> tuple[str, str] | None:
    """The game a notebook quizzes on and its Quiz section's words, where they list what the
    game asks; None where they do not."""
    sources = ["".join(c["source"]) for c in _cells(path)]
    quiz = re.compile(r"^## .*Quiz", re.M)
    heading = next((i for i, s in enumerate(sources) if quiz.search(s)), None)
    if heading is None:
        return None
    said = " ".join(sources[heading].split())
    game = next((m.group(1) for s in sources[heading:] if (m := LESSON.search(s))), None)
    if game is None or " asks" not in said:
        return None
    return game, said


# the notebooks whose Quiz section lists what the game asks (02, 05, 06, 10 and 11)
LISTING = {p.stem: found for p in NOTEBOOKS if (found := _quiz_words(p)) is not None}


def test_the_notebooks_read_here_are_those_listing_what_their_game_asks() -> None:
    assert {"10_spoil_five", "11_forty_five"} <= set(LISTING), sorted(LISTING)


@pytest.mark.parametrize("stem", sorted(LISTING))
def test_the_trick_question_is_called_as_the_quiz_page_calls_it(stem: str) -> None:
    game, said = LISTING[stem]
    assert "trick_winner" in {q.kind for q in load(game).quiz}, game  # (each asks one)
    label = kind_label("trick_winner", game_ui(game).kind_labels).rstrip("?")
    assert label[0].lower() + label[1:] in said, said
    assert "which card wins" not in said, said


# a seat (or a side) and a loss written with a hyphen: "P1 -20", "P0+P2 -5"
HYPHEN_LOSS = re.compile(r"\bP\d+(?:\+P\d+)? -\d")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_a_player_s_loss_is_written_with_the_minus_the_quiz_writes(path: Path) -> None:
    """(Rams' "rams made: P0 -5, P1 +35, ..." too, nbread5: now net_words.)"""
    lines = [
        line
        for cell in _cells(path)
        for out in cell.get("outputs", [])
        for line in printed(out).splitlines()
        if HYPHEN_LOSS.search(line)
    ]
    assert not lines, lines


TABLE_CELL = re.compile(r"<td>([^<]*)</td>")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_a_table_s_payment_is_written_with_the_minus_the_app_s_tables_write(path: Path) -> None:
    """A settlement table (``settlement_rows`` in a DataFrame) writes a payment as the app's
    settlement tables and the Quiz write it, "−5" (engine.ledger.with_minus, through
    ui.tables.with_minus_signs): notebooks 01, 03 to 08 wrote "-5", "-10" with a hyphen in
    the net and pool columns (nbread4's report), a few cells from the Quiz's "P1 −20". The
    engine's rows keep the ASCII minus, as the app's do. Reads the saved tables' cells."""
    cells = [
        cell
        for c in _cells(path)
        for out in c.get("outputs", [])
        if 'class="dataframe"' in (html := "".join(out.get("data", {}).get("text/html", "")))
        for cell in TABLE_CELL.findall(html)
    ]
    assert [c for c in cells if with_minus(c) != c] == []
