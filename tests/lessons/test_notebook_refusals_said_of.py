"""A notebook's reader is a teacher, not the player refused: a refusal it prints is said of the
seat ("P4 may not rob: he does not hold the A♠"), through the engine (Refusal.reason_of,
Refusal.message_plain_of), not as written to that player ("you may not rob: you do not hold
the A♠", which notebooks 10 and 11 printed under a comment naming the seat)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from notebook_output import joined, printed

from engine.game import Action, IllegalAction
from engine.games.forty_five import FORTY_FIVE
from engine.scenario import from_dict

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))

# a helper's line for a refused action ("  not 7♥, because ..."), or a cell that catches a
# refusal
REFUSAL_LINE = re.compile(r"^\s*not [^:,]+, because ")
YOU = re.compile(r"\byour?\b", re.IGNORECASE)


def refusal_lines(path: Path) -> list[str]:
    out = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        catches = "except IllegalAction" in "".join(cell.get("source", ""))
        for o in cell.get("outputs", []):
            for line in joined(printed(o)):  # (run-ons joined)
                if catches or REFUSAL_LINE.match(line):
                    out.append(line)
    return out


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_printed_refusal_is_said_of_the_seat(path: Path) -> None:
    assert refusal_lines(path), "no refusal line read: the helper's words and REFUSAL_LINE part"
    assert [line for line in refusal_lines(path) if YOU.search(line)] == []


def test_a_refusal_said_of_a_seat_names_him_and_the_book() -> None:
    """Notebook 11's position: P0 robbed the turned A♠, so P1 may not rob."""
    robbing = from_dict(
        {
            "game": "forty_five",
            "players": 2,
            "dealer": "P0",
            "turn_card": "AS",
            "hands": {"P0": ["KS", "9S", "QD", "7C", "2H"]},
        }
    ).state
    after = FORTY_FIVE.apply(robbing, Action.parse("rob 2H"))
    with pytest.raises(IllegalAction) as e:
        FORTY_FIVE.apply(after, Action.parse("rob 9S"))
    r = e.value.refusals[0]
    said = r.message_plain_of(after.to_move)
    assert said.startswith("P1 may not rob: he does not hold the A\u2660")
    assert said.endswith(r.rule.cite_plain())
    assert not YOU.search(said.removesuffix(r.rule.cite_plain()))
