"""Forty-Five's hand-review words (``Game.review_why``): partners score by the tricks their
side takes, so a trick handed to the other side is points for them. Every figure comes from
the review's sampled deals."""

from __future__ import annotations

from engine.game import ReviewChoice
from engine.games.forty_five.scoring import deal_points
from engine.games.forty_five.state import FortyFiveState
from engine.review_words import (
    POINTS_GAP,
    SHARE_GAP,
    Line,
    doing,
    in_deals,
    in_them,
    kept_winner,
    lost_trick,
)
from engine.sentence import Sentence


def measures(end: FortyFiveState, seat: int) -> dict[str, float]:
    """``points``: what the seat's side scores this deal; ``three``: it took three or more."""
    me = end.side_of(seat)
    return {"points": float(deal_points(end)[me]), "three": float(end.side_tricks(me) >= 3)}


def why(view: FortyFiveState, seat: int, mine: ReviewChoice, best: ReviewChoice) -> list[Line]:
    """Tricks and points for the side (from the sampled deals); a rob or letting the card lie
    named as a move (a page says its button)."""
    a, b = doing(mine.action), doing(best.action)
    m, bb = mine.measures, best.measures
    out: list[Line] = []
    what = "the trick for the other side"
    if mine.action.kind == "play" and best.action.kind == "play":
        line = lost_trick(mine, best, not view.trick, what, "take")
        line = line or kept_winner(mine, best, "your side a step nearer the odd trick")
        if line:
            out.append(line)
    three = bb.get("three", 0.0) - m.get("three", 0.0)
    if three >= SHARE_GAP or bb.get("points", 0.0) - m.get("points", 0.0) >= POINTS_GAP:
        out.append(
            Sentence.of(
                "After ",
                b,
                f" your side takes three tricks or more {in_deals(bb.get('three', 0.0))} and "
                f"scores {bb.get('points', 0.0):.1f} points on average; after ",
                a,
                f" {in_them(m.get('three', 0.0))}, scoring {m.get('points', 0.0):.1f}.",
            )
        )
    return out
