"""Bierspiel's face-down lead that takes the trick is marked as every trick's winner is
(RULES.md §4: the face-down card calls for a trump; "if nobody has a trump, the leader wins
it"). /?game=bierspiel&step=face_down_trick is about exactly that, yet its picture drew P1's
8♣ face down with no winner's mark (the table hook replaced the "marked" state with
"down_known"), so no card of the trick was marked. The winner comes from the engine's trick."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.scenario import from_dict
from lessons import load
from ui.cards import position_html

LESSON = Path(__file__).parents[2] / "lessons" / "bierspiel.yaml"


def _winner_picture(step_id: str, **kw: Any) -> tuple[str, int, int]:
    """The trick-winner picture as Learn draws it (ui/pages/learn.py _position)."""
    step = load("bierspiel").step(step_id)
    assert step.scenario is not None and step.show == "trick_winner"
    s = step.scenario.state
    plays, winner = s.history[-1]
    card = next(c for p, c in plays if p == winner)
    html = position_html(
        s, highlight=False, trick=plays, marked=[card], width=56, **({"reveal": True} | kw)
    )
    return html, winner, card


def test_the_face_down_winner_is_marked_to_a_reader_who_knows_it() -> None:
    html, winner, card = _winner_picture("face_down_trick")
    assert winner == 1 and CARDS[card].code == "8C"  # the leader took it, face down
    states = re.findall(r'data-state="([a-z_]+)"', html.split("Trick", 1)[1])
    assert states.count("down_known_marked") == 1, states  # P1's 8♣: face down, and the winner
    assert "marked" not in states and "down_known" not in states  # no other winner, no bare one
    assert 'data-card="8C" data-state="down_known_marked"' in html
    assert "played face down, the deciding card" in html


def test_the_face_down_winner_is_marked_on_its_back_to_a_seat_that_did_not_lead_it() -> None:
    html, _, _ = _winner_picture("face_down_trick", viewer=2, reveal=False)
    assert 'data-state="down_marked"' in html and 'data-card="8C"' not in html
    assert 'aria-label="a card played face down, the deciding card"' in html


def test_a_trump_that_takes_the_call_is_marked_and_the_lead_stays_unmarked() -> None:
    """The same call answered by P2's 10♠ (a trump, RULES.md §4: the highest trump wins):
    the 10♠ is marked, the face-down 8♣ is not."""
    data = next(
        s for s in yaml.safe_load(LESSON.read_text())["steps"] if s["id"] == "face_down_trick"
    )
    data = data["scenario"] | {"trick": ["P1 8C", "P2 10S", "P3 JC", "P0 10C"]}
    s = from_dict(data).state
    plays, winner = s.history[-1]
    assert winner == 2
    html = position_html(
        s, reveal=True, highlight=False, trick=plays, marked=[plays[1][1]], width=56
    )
    assert 'data-card="10S" data-state="marked"' in html
    assert 'data-state="down_known"' in html and "down_known_marked" not in html
