"""Sixty-Six's hand-review words (``Game.review_why``): a trick takes its card points, the hand
is won at 66, closing the stock bets on reaching 66 from the cards in hand. Every figure comes
from the review's sampled deals."""

from __future__ import annotations

from engine.cards import Card
from engine.game import Action, ReviewChoice
from engine.games.sixty_six.cards import POINTS
from engine.games.sixty_six.rules import TARGET
from engine.games.sixty_six.state import SixtySixState, hand_points, side_of
from engine.review_words import (
    POINTS_GAP,
    SHARE_GAP,
    Line,
    amount,
    in_deals,
    in_them,
    kept_winner,
    label,
    lost_trick,
    named,
    units,
)
from engine.sentence import Part, Sentence


def measures(end: SixtySixState, seat: int) -> dict[str, float]:
    """``points``: the seat's (side's) points at the end of the hand; ``reach``: 66 made."""
    mine = hand_points(end, seat)
    return {"points": float(mine), "reach": float(mine >= TARGET)}


def lost(view: SixtySixState, end: SixtySixState, seat: int) -> float:
    """The card points of the trick on the table in ``view`` when the other side took it (0 if
    his side took it): the review's ``lost``, which needs the position decided in, not only the
    end (:meth:`engine.games.sixty_six.SixtySix.review_measures`)."""
    k = len(view.history)
    if view.phase == "play" and len(end.history) > k:
        plays, winner = end.history[k]
        if side_of(end, winner) != side_of(end, seat):
            return float(sum(POINTS[c] for _, c in plays))
    return 0.0


def why(view: SixtySixState, seat: int, mine: ReviewChoice, best: ReviewChoice) -> list[Line]:
    out: list[Line] = []
    m, bb = mine.measures, best.measures
    short = _claimed_short(view, seat, mine, best) or _claim_cuts_loss(view, seat, mine, best)
    if short:
        return [short]
    called = _marriage_left(view, mine.action, best.action)
    if called:
        out.append(called)
    if mine.action.kind == "play" and best.action.kind == "play":
        given = 1 - (mine.takes_trick or 0.0)
        per = m.get("lost", 0.0) / given if given > 0 else 0.0
        took, worth = _worth(view, per)
        line = lost_trick(mine, best, not view.trick, worth, took)
        if line is None:
            line = kept_winner(mine, best, "card points")
        if line:
            out.append(line)
    reach_gap = bb.get("reach", 0.0) - m.get("reach", 0.0)
    points_gap = bb.get("points", 0.0) - m.get("points", 0.0)
    if reach_gap >= SHARE_GAP or points_gap >= POINTS_GAP:
        out.append(
            Sentence.of(
                "After ",
                _doing(mine.action),
                f" you reach {TARGET} {in_deals(m.get('reach', 0.0))} "
                f"({m.get('points', 0.0):.0f} points on average); after ",
                _doing(best.action),
                f" {in_them(bb.get('reach', 0.0))} ({bb.get('points', 0.0):.0f} points).",
            )
        )
    return out


def _worth(view: SixtySixState, per: float) -> tuple[str, str]:
    """The card points of the trick the learner let go, after "take the trick": "with its 2
    card points" where his card ends the trick (every card in it is known), else "worth 12 card
    points on average," over the sampled deals where he lost it (the cards still to come are
    not known). A lead read "let P1 take the trick with its 12 card points in 65% of the
    sampled deals" of a trick the replay shows holding 14: an average said as the trick's own."""
    if len(view.trick) == len(view.seats) - 1:
        return "take the trick", f"with its {per:.0f} card points"
    return "take the trick,", f"worth {per:.0f} card points on average,"


def _doing(action: Action) -> Part:
    """An action as the object of "after": ``the A♠``, ``claiming 66``, ``closing the stock``,
    ``the marriage, leading the K♥``, ``exchanging the 9 of trumps``; a move not a card named
    as a move, in those words (:func:`engine.review_words.named`: a page says its button,
    "“Close the stock”")."""
    card = action.card
    if action.kind == "play" and card is not None:
        return f"the {card.pretty}"
    if action.kind == "meld" and card is not None:
        return named(action, f"the marriage, leading the {card.pretty}")
    words = {
        "claim": f"claiming {TARGET}",
        "close": "closing the stock",
        "exchange": "exchanging the 9 of trumps",
    }
    return named(action, words.get(action.kind, label(action)))


def _marriage_left(view: SixtySixState, mine: Action, best: Action) -> str | None:
    """A card led where calling a marriage was best. The review gave only the 66 it cost
    ("After the Q♠ you reach 66 in 2% ...; after the marriage, leading the Q♠ in 10%"), or
    nothing at all (three-hand, the A♦ led holding K♦ Q♦: a mistake with no words), not the
    rule of thumb: lead a marriage's card, and call it."""
    card, called = mine.card, best.card
    if mine.kind != "play" or best.kind != "meld" or card is None or called is None:
        return None
    rank = called.code[:-1]
    other = Card.parse(("Q" if rank == "K" else "K") + called.suit.letter)
    worth = 40 if int(called.suit) == view.trump else 20
    trumps = " (40: they are trumps)" if worth == 40 else ""
    pair = sorted((called, other), key=lambda c: c.code[:-1] != "K")  # the king first
    if card.suit == called.suit and card.code[:-1] in ("K", "Q"):
        gone = f"the {card.pretty} led without the call gave them away"
    else:
        gone = f"the {card.pretty} led instead left it uncalled"
    return (
        f"Call the marriage: you held the {pair[0].pretty} and {pair[1].pretty}, and leading "
        f"either you could call it for {worth} points{trumps}; {gone}."
    )


def _claim_cuts_loss(
    view: SixtySixState, seat: int, mine: ReviewChoice, best: ReviewChoice
) -> Sentence | None:
    """A claim short of 66 the best choice: a wrong claim costs a fixed score, and playing on
    would cost more (a hand lost without a trick). The review marked "?? Blunder. You: 9♥
    (expected -3 game points). Best: Claim 66 (expected -2)." with no word of why, beside a
    hand of 0 points: read as a bug, not as the rule that a wrong claim gives the other side
    2 game points while a hand lost without a trick gives 3. (The word "claim" is left out
    of the words around the move, which a page says by its button, “Claim 66”.)"""
    if best.action.kind != "claim" or mine.action.kind == "claim" or best.mean >= 0:
        return None
    points = hand_points(view, seat)
    if points >= TARGET:
        return None
    side = view.n == 4
    them, they, score = (
        ("the other side", "they", "score") if side else ("your opponent", "he", "scores")
    )
    return Sentence.of(
        f"Cut your loss: with {points} points{' on your side' if side else ''}, ",
        named(best.action, f"claiming {TARGET}"),
        f" is wrong, but the mistake gives {them} only {units(-best.mean, 'game points')}; after ",
        _doing(mine.action),
        f" {they} {score} {amount(-mine.mean)} on average over the sampled deals.",
    )


def _claimed_short(
    view: SixtySixState, seat: int, mine: ReviewChoice, best: ReviewChoice
) -> Sentence | None:
    """A claim made short of 66: the learner's own count, which he knew, not an average. It read
    "After claiming 66 you reach 66 in 0% of the sampled deals (24 points on average)": 24 was
    no average but what he had, and the claim lost the hand whatever the cards unseen."""
    if mine.action.kind != "claim":
        return None
    points = hand_points(view, seat)
    if points >= TARGET:
        return None
    who = "your side" if view.n == 4 else "you"
    return Sentence.of(
        f"Claiming needs {TARGET}: {who} had {points} points (cards won and marriages called), "
        "so claiming lost the hand; after ",
        _doing(best.action),
        f" you reach {TARGET} {in_deals(best.measures.get('reach', 0.0))}.",
    )
