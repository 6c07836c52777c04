"""Spoil Five's hand-review words (``Game.review_why``): three tricks win the pool, and a
player who cannot win it does best to spoil it (nobody gets three, the pool stays for the next
deal); going on for five after three (jinking) risks the pool for the five-trick counters.
Every figure comes from the position (the pool) and from the review's sampled deals."""

from __future__ import annotations

from engine.game import ReviewChoice
from engine.games.spoil_five.state import SpoilFiveState
from engine.review_words import (
    SHARE_GAP,
    Line,
    doing,
    in_deals,
    in_them,
    kept_winner,
    lost_trick,
    named,
)
from engine.sentence import Sentence


def measures(end: SpoilFiveState, seat: int) -> dict[str, float]:
    """``pool``: the seat won the pool; ``spoiled``: nobody did; ``five``: he took all five."""
    won = end.winner == seat
    return {
        "pool": float(won),
        "spoiled": float(end.result == "spoiled"),
        "five": float(won and end.result == "five"),
    }


def why(view: SpoilFiveState, seat: int, mine: ReviewChoice, best: ReviewChoice) -> list[Line]:
    """The pool won with three tricks, spoiling it, jinking (from the sampled deals); a rob,
    letting the card lie, claiming or jinking named as a move (a page says its button)."""
    a, b = doing(mine.action), doing(best.action)
    m, bb = mine.measures, best.measures
    out: list[Line] = []
    what = "a step towards the three tricks that win the pool"
    if mine.action.kind == "play" and best.action.kind == "play":
        nearer = "you a step nearer the three tricks that win the pool"
        line = lost_trick(mine, best, not view.trick, what) or kept_winner(mine, best, nearer)
        if line:
            out.append(line)
    pool = f"the pool ({view.pool} counters)"
    if bb.get("pool", 0.0) - m.get("pool", 0.0) >= SHARE_GAP:
        out.append(
            Sentence.of(
                "After ",
                b,
                f" you win {pool} {in_deals(bb.get('pool', 0.0))}; after ",
                a,
                f" {in_them(m.get('pool', 0.0))}.",
            )
        )
    elif bb.get("spoiled", 0.0) - m.get("spoiled", 0.0) >= SHARE_GAP:
        out.append(
            Sentence.of(
                "Spoil it when you cannot win it: after ",
                b,
                " nobody takes three tricks (the pool stays for the next deal) "
                f"{in_deals(bb.get('spoiled', 0.0))}; after ",
                a,
                f" {in_them(m.get('spoiled', 0.0))}, and another player wins {pool}.",
            )
        )
    if mine.action.kind == "jink" and best.action.kind != "jink":
        out.append(
            f"Going on for five, you took all five {in_deals(m.get('five', 0.0))}; claiming "
            f"takes {pool} for certain."
        )
    elif best.action.kind == "jink" and mine.action.kind != "jink":
        # the move named once: a page says its button alone ("“Jink: go on for all five”
        # takes ..."), not after the words that say it ("Going on for five (“Jink: ...”)")
        out.append(
            Sentence.of(
                named(best.action, "Going on for five (jink)"),
                f" takes all five {in_deals(bb.get('five', 0.0))}: worth more than the pool alone.",
            )
        )
    return out
