"""What the notebooks print reads as the app's pages say it, not as code (look7, the notebooks
read in JupyterLab as a teacher): a finished trick names who wins it ("Trick 1: P1 9♥, ...;
P4 wins the trick with the 4♦", as the pages' "Trick 1: P4 wins"), where the notebooks' own
cells and the engine's review printout (``engine.review.review_text``) ended it "-> P4"; the
review labels a decision before play as the game names the move to the player (Rams' "take
the widow", then "play this deal"), not by the engine's word ("widow", then "stand", which
read as the engine's word for play); and a phase is said in words ("naming trumps"), not by
its name in the engine ("phase: trump")."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from notebook_output import joined, printed

import engine.games  # noqa: F401  (registers the games)
from engine.cards import Card
from engine.game import REGISTRY, Action
from engine.games.napoleon.text import PHASES
from engine.games.pool.rams import RAMS
from engine.games.pool.state import PHASE_WORDS as POOL_PHASES
from engine.games.sixty_six.text import PHASE_WORDS as SIXTY_SIX_PHASES
from engine.review import move_label
from engine.tricks import trick_said

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))


def printed_lines(path: Path) -> list[tuple[int, str]]:
    """Every line a notebook's saved outputs print (a line broken for a phone read whole),
    with its cell's index."""
    cells: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [
        (i, line)
        for i, cell in enumerate(cells)
        for out in cell.get("outputs", [])
        for line in joined(printed(out))
    ]


def game_of(path: Path) -> str:
    """The game a notebook teaches, by its name: ``07_rams.ipynb`` teaches ``rams``."""
    return path.stem.split("_", 1)[1]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_printed_line_draws_an_arrow(path: Path) -> None:
    """No trick's taker ("... P0 A♥ -> P4") and no payment ("pool -> P1   1 red  P1 won 1
    trick [loo.thirds]", "P0 -> P1: 2  P1 made his bid of 2") is an arrow."""
    lines = printed_lines(path)
    assert lines, path.name  # (a notebook with no saved output would pass)
    assert [(i, line) for i, line in lines if " -> " in line] == []


def settlement_cells(path: Path) -> list[int]:
    """The cells that print a settlement (``engine.cli.settlement_lines``, directly or
    through the notebook's ``settle``)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [
        i
        for i, c in enumerate(cells)
        if c["cell_type"] == "code"
        and re.search(r"^(?!def ).*\b(settlement_lines|settle)\(", "".join(c["source"]), re.M)
    ]


def test_settlements_are_said_as_the_pages_say_them() -> None:
    """Not vacuous: the settlements the arrows printed are said in the engine's words, each
    reason, a colon, then its moves ("P2 won no trick, so he is looed: P2 pays 3 red counters
    into the next pool"), in notebooks 01 to 10."""
    told = {}
    for path in NOTEBOOKS:
        cells = settlement_cells(path)
        lines = [line for i, line in printed_lines(path) if i in cells]
        told[path.name] = [line for line in lines if re.search(r"\S: (P\d|nobody|the )", line)]
    assert [name for name, lines in told.items() if not lines] == ["11_forty_five.ipynb"]


def test_the_notebooks_say_who_wins_each_trick() -> None:
    """Not vacuous: the trick records the arrows came from say the trick's taker in words, in
    the notebooks' own cells and in every review's "What happened"."""
    said = {p.name: [line for _, line in printed_lines(p) if "wins the trick with the" in line]
            for p in NOTEBOOKS}  # fmt: skip
    assert all(said.values()), [name for name, lines in said.items() if not lines]
    assert any(line.startswith("Trick 1: ") for lines in said.values() for line in lines)


def test_a_trick_said_names_its_cards_and_its_taker() -> None:
    cards = ((1, Card.parse("9H")), (4, Card.parse("4D")))
    assert trick_said(cards, 4, 2) == "Trick 2: P1 9♥, P4 4♦; P4 wins the trick with the 4♦"
    assert trick_said(cards, 4) == "P1 9♥, P4 4♦; P4 wins the trick with the 4♦"


# "  before play: widow (-1.78) ?? blunder: ...", "  before play: stand: best (0.78; ...)"
BEFORE_PLAY = re.compile(r"^\s*before play: (.+?)(?: \(|: best|$)")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_review_labels_a_move_as_the_game_names_it(path: Path) -> None:
    game = REGISTRY.get(game_of(path))
    bare = {
        w for w in game.declaration_words if game.move_words(game.word_action(w)) != w
    }  # the engine's words the game says otherwise to the player: Rams' widow, stand
    said = [m[1] for _, line in printed_lines(path) if (m := BEFORE_PLAY.match(line))]
    assert [w for w in said if w in bare] == []


def test_rams_review_says_what_the_learner_did() -> None:
    """Notebook 07's review: P1 took the widow, then played on without rams; the labels said
    "widow", then "stand"."""
    said = move_label(RAMS)
    assert (said(Action("widow")), said(Action("stand"))) == ("take the widow", "play this deal")
    rams = next(p for p in NOTEBOOKS if game_of(p) == "rams")
    lines = [m[1] for _, line in printed_lines(rams) if (m := BEFORE_PLAY.match(line))]
    assert lines == ["take the widow", "play this deal"]


ENGINE_PHASES = {*PHASES, *POOL_PHASES, *SIXTY_SIX_PHASES}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_phase_is_said_in_words(path: Path) -> None:
    """Notebook 05 printed "phase: trump" (the engine's name for naming trumps)."""
    named = [
        line
        for _, line in printed_lines(path)
        for m in re.finditer(r"\bphase: (\w+)", line)
        if m[1] in ENGINE_PHASES
    ]
    assert named == []
