"""The pool family's hand-review words (``Game.review_why``): a trick takes its share of the
pool, a player who goes in and takes no trick pays (he is looed), and a hand too weak to
stand on is passed. Every figure comes from the position (the pool, the tricks a deal) and
from the review's sampled deals."""

from __future__ import annotations

from typing import Any

from engine.game import ReviewChoice
from engine.games.pool.state import PoolState
from engine.review_words import (
    SHARE_GAP,
    TRICKS_GAP,
    gap,
    kept_winner,
    label,
    lost_trick,
    pct,
    units,
)

OUT = ("", "pass")  # declarations that keep a seat out of the play
RAMS = "rams"  # general rams: the announcer undertakes to take every trick


def measures(end: PoolState, seat: int) -> dict[str, float]:
    """``in``: the seat played the deal; ``looed``: he played and took no trick (and so pays:
    looed in Loo, ramsed in Rams, a fresh cross in Bierspiel)."""
    played = end.declarations[seat] not in OUT
    return {
        "in": float(played),
        "looed": float(played and end.tricks[seat] == 0),
        "every": float(end.rams == seat and end.tricks[seat] == end.spec.hand),
    }


def prize(game: Any, view: PoolState) -> str:
    """What a trick takes, in words: its share of this deal's pool (a third in Three-card
    Loo), or simply the trick where the deal pays no pool by the trick."""
    share = view.pool / view.spec.hand / game.units_per_counter
    if share <= 0:
        return "the trick"
    return f"the pool share ({units(share, game.amount_unit)})"


def why(game: Any, view: PoolState, seat: int, mine: ReviewChoice, best: ReviewChoice) -> list[str]:
    a, b = label(mine.action), label(best.action)
    take = prize(game, view)
    each = f", at {take} a trick," if take != "the trick" else ""
    out: list[str] = []
    looed_mine, looed_best = mine.measures.get("looed", 0.0), best.measures.get("looed", 0.0)
    if view.phase == "play":
        line = lost_trick(mine, best, leading=not view.trick, what=take)
        line = line or kept_winner(mine, best, take)
        if line:
            out.append(line)
        elif best.tricks - mine.tricks >= TRICKS_GAP:
            # (", at the pool share (1 counter) a trick," stood between "tricks" and the
            # figures, and nothing at all where a trick takes no share: "more tricks 0.4")
            worth = f", each taking {take}" if take != "the trick" else ""
            out.append(
                f"The {b} brings more tricks: {best.tricks:.1f} on average against "
                f"{mine.tricks:.1f} with the {a}{worth}."
            )
        if looed_mine - looed_best >= SHARE_GAP:
            out.append(
                f"After the {a} you end the deal with no trick, and pay for it, in "
                f"{pct(looed_mine)} of the sampled deals; after the {b} in {pct(looed_best)}."
            )
        return out
    if RAMS in (mine.action.kind, best.action.kind):
        out.append(_rams(view, mine, best))
        return out
    went_in = gap(mine, best, "in")
    if went_in <= -0.5:  # the best stays out where the learner went in
        out.append(
            f"This hand is too weak to play: after {a} you take {mine.tricks:.1f} tricks on "
            f"average{each} and no trick at all (and pay for it) in {pct(looed_mine)} of the "
            f"sampled deals; {b} keeps you out of the play (expected "
            f"{units(best.mean, game.amount_unit)})."
        )
    elif went_in >= 0.5:  # the best plays where the learner stayed out
        out.append(
            f"This hand is worth playing: after {b} you take {best.tricks:.1f} tricks on "
            f"average{each} and no trick at all in {_rarely(looed_best)} of the sampled "
            f"deals; {a} gives up your chance at {take} (expected "
            f"{units(mine.mean, game.amount_unit)})."
        )
    elif best.tricks - mine.tricks >= TRICKS_GAP or looed_mine - looed_best >= SHARE_GAP:
        line = (
            f"{b[:1].upper() + b[1:]} makes a stronger hand: {best.tricks:.1f} tricks on average "
            f"against {mine.tricks:.1f} after {a}"
        )
        if looed_mine - looed_best >= SHARE_GAP:
            line += (
                f", no trick at all in {pct(looed_best)} of the sampled deals against "
                f"{pct(looed_mine)}"
            )
        out.append(line + ".")
    return out


def _rarely(share: float) -> str:
    """How seldom the hand worth playing ends with no trick: "only 12%", and "none" where the
    share rounds to 0% ("no trick at all in only 0% of the sampled deals" read as a hedge on
    nothing)."""
    if round(100 * share) == 0:
        return "none"
    return f"only {pct(share)}" if share < 0.5 else pct(share)


def _rams(view: PoolState, mine: ReviewChoice, best: ReviewChoice) -> str:
    """General rams, announced or passed over: it needs every trick (``every``: the share of
    the sampled deals in which the announcer took them all). A rams lost read only "Rob 10♣
    makes a stronger hand: 2.3 tricks on average against 1.0 after rams" (Rams, 20 counters
    lost), which left out what a rams undertakes. "rams" is said once, as the action (the Play
    page puts its button's words there)."""
    hand = view.spec.hand
    if mine.action.kind == RAMS:
        return (
            f"After rams you take all {hand} tricks in {pct(mine.measures.get('every', 0.0))} "
            "of the sampled deals, and you pay when you lose any one of them."
        )
    return (
        f"This hand can take every trick: after rams you take all {hand} in "
        f"{pct(best.measures.get('every', 0.0))} of the sampled deals."
    )
