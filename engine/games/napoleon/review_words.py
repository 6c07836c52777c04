"""Napoleon's hand-review words (``Game.review_why``): the highest bidder (the napoleon) must
make the tricks he bid, everyone else plays together to stop him; a bid is worth making when
the hand makes it often enough. Every figure comes from the review's sampled deals."""

from __future__ import annotations

from engine.game import ReviewChoice
from engine.games.napoleon.play import bid_word
from engine.games.napoleon.state import NapoleonState
from engine.review_words import (
    SHARE_GAP,
    Line,
    in_deals,
    in_them,
    kept_winner,
    label,
    lost_trick,
    named,
)
from engine.sentence import Sentence


def measures(end: NapoleonState, seat: int) -> dict[str, float]:
    """``made``: the napoleon made his bid; ``mine``: the seat was the napoleon."""
    return {"made": float(end.result == "made"), "mine": float(end.bidder == seat)}


def why(view: NapoleonState, seat: int, mine: ReviewChoice, best: ReviewChoice) -> list[Line]:
    """The bid made or stopped, a bid too high (from the sampled deals); a bid, a pass or nap
    named as a move (a page says its button, "“Bid 2”")."""
    the_a = "the " if mine.action.kind == "play" else ""
    the_b = "the " if best.action.kind == "play" else ""
    a, b = the_a + label(mine.action), the_b + label(best.action)
    m, bb = mine.measures, best.measures
    out: list[Line] = []
    napoleon = view.bidder == seat
    if view.phase == "play":
        what = "a trick towards his bid" if not napoleon else "a trick you needed"
        line = lost_trick(mine, best, not view.trick, what, "take")
        # what a trick is worth, after "and a trick takes": toward the bid, or toward its defeat
        # ("and a trick takes your side's tricks" had said neither)
        nearer = (
            f"you a step nearer your bid of {bid_word(view.bid)}"
            if napoleon
            else f"your side a step nearer beating P{view.bidder}'s bid"
        )
        line = line or kept_winner(mine, best, nearer)
        if line:
            out.append(line)
        made = bb.get("made", 0.0) - m.get("made", 0.0)
        if napoleon and made >= SHARE_GAP:
            out.append(
                f"You make your bid of {view.bid} {in_deals(bb.get('made', 0.0))} after {b}; "
                f"after {a} {in_them(m.get('made', 0.0))}."
            )
        elif not napoleon and view.bidder >= 0 and -made >= SHARE_GAP:
            out.append(
                f"Play to stop the napoleon: P{view.bidder} makes his bid of {view.bid} "
                f"{in_deals(m.get('made', 0.0))} after {a}; after {b} "
                f"{in_them(bb.get('made', 0.0))}."
            )
        return out
    if view.phase == "declare":
        bid_mine, bid_best = m.get("mine", 0.0), bb.get("mine", 0.0)
        move_a, move_b = named(mine.action, a), named(best.action, b)
        if bid_mine >= 0.5 and bid_mine - bid_best >= 0.5:
            out.append(
                Sentence.of(
                    "Too high for this hand: after ",
                    move_a,
                    f" you make it {in_deals(m.get('made', 0.0), only=True)}; ",
                    move_b,
                    " loses less.",
                )
            )
        elif bid_best >= 0.5:
            out.append(
                Sentence.of(
                    "After ",
                    move_b,
                    f" you make your bid {in_deals(bb.get('made', 0.0))}: this hand is worth it.",
                )
            )
    return out
