"""A hand worth playing that never ends without a trick is said so in plain words.

The pool family's hand review (Rams here), when the learner passed where playing was best, said "no trick
at all in only 0% of the sampled deals": "only" hedges a share that is none. It now says "in
none of the sampled deals", and keeps "only 12%" for a small share.
"""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.game import REGISTRY, Action, ReviewChoice

RAMS = REGISTRY.get("rams")


def _choice(kind: str, looed: float) -> ReviewChoice:
    played = kind != "pass"
    return ReviewChoice(
        action=Action(kind),
        mean=1.0 if played else 0.0,
        takes_trick=None,
        tricks=1.6 if played else 0.0,
        loses=looed,
        taker=None,
        measures={"in": float(played), "looed": looed if played else 0.0},
    )


def _why(looed_best: float) -> str:
    state = RAMS.new_deal(players=4, seed=3)
    assert state.phase != "play"
    (line,) = RAMS.review_why(state, 1, _choice("pass", 0.0), _choice("stand", looed_best))
    return str(line)  # the plain text (a page says each move by its button)


def test_none_where_the_share_rounds_to_nothing() -> None:
    line = _why(0.0)
    assert line.startswith("This hand is worth playing"), line
    assert "no trick at all in none of the sampled deals" in line, line
    assert "only 0%" not in line and "in 0%" not in line, line


def test_a_small_share_keeps_only() -> None:
    assert "no trick at all in only 12% of the sampled deals" in _why(0.12)


def test_a_large_share_is_said_plain() -> None:
    assert "no trick at all in 60% of the sampled deals" in _why(0.6)
