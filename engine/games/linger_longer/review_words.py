"""Linger Longer's hand-review words (``Game.review_why``): the winner of a trick draws the top
card of the stock and lingers, a player whose hand runs out drops out, and the last one left
holding cards wins. Every figure comes from the review's sampled deals."""

from __future__ import annotations

from engine.game import ReviewChoice
from engine.games.linger_longer.state import LingerState
from engine.review_words import SHARE_GAP, Line, in_deals, in_them, kept_winner, label, lost_trick


def measures(end: LingerState, seat: int) -> dict[str, float]:
    """``wins``: the seat is the last left holding cards."""
    return {"wins": float(end.winner == seat)}


def why(view: LingerState, seat: int, mine: ReviewChoice, best: ReviewChoice) -> list[Line]:
    """A trick won draws from the stock; the last left wins (from the sampled deals)."""
    a, b = label(mine.action), label(best.action)
    m, bb = mine.measures, best.measures
    out: list[Line] = []
    if view.stock:  # the trick's winner draws: one card more to stay in with
        line = lost_trick(mine, best, not view.trick, "draw from the stock", "take the trick and")
    else:
        line = lost_trick(mine, best, not view.trick, "the trick", "take")
    line = line or kept_winner(mine, best, "a card from the stock")
    if line:
        out.append(line)
    if bb.get("wins", 0.0) - m.get("wins", 0.0) >= SHARE_GAP:
        out.append(
            f"After the {b} you are the last left holding cards {in_deals(bb.get('wins', 0.0))}; "
            f"after the {a} {in_them(m.get('wins', 0.0))}."
        )
    return out
