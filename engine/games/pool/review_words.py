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
    Line,
    gap,
    in_deals,
    in_them,
    kept_winner,
    label,
    lost_trick,
    named,
    opening,
    share,
    units,
)
from engine.sentence import Sentence

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


def why(
    game: Any, view: PoolState, seat: int, mine: ReviewChoice, best: ReviewChoice
) -> list[Line]:
    """The lines why ``best`` did better than ``mine``; a declaration, an exchange or a rob is
    named as a move (:func:`engine.review_words.named`: a page says its button, "“Play”"
    for Rams' stand), a card by its face."""
    a, b = label(mine.action), label(best.action)
    move_a, move_b = named(mine.action), named(best.action)
    take = prize(game, view)
    each = f", at {take} a trick," if take != "the trick" else ""
    out: list[Line] = []
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
                f"After the {a} you end the deal with no trick, and pay for it, "
                f"{in_deals(looed_mine)}; after the {b} {in_them(looed_best)}."
            )
        return out
    if RAMS in (mine.action.kind, best.action.kind):
        out.append(_rams(view, mine, best))
        return out
    went_in = gap(mine, best, "in")
    if went_in <= -0.5:  # the best stays out where the learner went in
        out.append(
            Sentence.of(
                "This hand is too weak to play: after ",
                move_a,
                f" you take {mine.tricks:.1f} tricks on average{each} and no trick at all (and "
                f"pay for it) {in_deals(looed_mine)}; ",
                move_b,
                f" keeps you out of the play (expected {units(best.mean, game.amount_unit)}).",
            )
        )
    elif went_in >= 0.5:  # the best plays where the learner stayed out
        out.append(
            Sentence.of(
                "This hand is worth playing: after ",
                move_b,
                f" you take {best.tricks:.1f} tricks on average{each} and no trick at all "
                f"{in_deals(looed_best, only=True)}; ",
                move_a,
                f" gives up your chance at {take} (expected {units(mine.mean, game.amount_unit)}).",
            )
        )
    elif best.tricks - mine.tricks >= TRICKS_GAP or looed_mine - looed_best >= SHARE_GAP:
        stronger = Sentence.of(
            opening(move_b),
            f" makes a stronger hand: {best.tricks:.1f} tricks on average against "
            f"{mine.tricks:.1f} after ",
            move_a,
        )
        if looed_mine - looed_best >= SHARE_GAP:
            stronger += f", no trick at all {in_deals(looed_best)} against {share(looed_mine)}"
        out.append(stronger + ".")
    return out


def _rams(view: PoolState, mine: ReviewChoice, best: ReviewChoice) -> Sentence:
    """General rams, announced or passed over: it needs every trick (``every``: the share of
    the sampled deals in which the announcer took them all). A rams lost read only "Rob 10♣
    makes a stronger hand: 2.3 tricks on average against 1.0 after rams" (Rams, 20 counters
    lost), which left out what a rams undertakes. "rams" is said once, as the move (the Play
    page says its button there)."""
    hand = view.spec.hand
    if mine.action.kind == RAMS:
        return Sentence.of(
            "After ",
            named(mine.action),
            f" you take all {hand} tricks {in_deals(mine.measures.get('every', 0.0))}, and "
            "you pay when you lose any one of them.",
        )
    return Sentence.of(
        "This hand can take every trick: after ",
        named(best.action),
        f" you take all {hand} {in_deals(best.measures.get('every', 0.0))}.",
    )
