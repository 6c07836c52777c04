"""Small helpers the games' hand-review words share (``Game.review_why``, :mod:`engine.review`).

Every sentence is built from the numbers of the sampled deals (a :class:`ReviewChoice` for the
action taken and one for the best), never written for one position. The thresholds below say
when a difference is large enough to be worth a sentence.
"""

from __future__ import annotations

from engine.game import Action, ReviewChoice
from engine.ledger import unit_said
from engine.sentence import Move, Part, Sentence

Line = str | Sentence
"""A line of the review's words: plain words, or a :class:`~engine.sentence.Sentence` that
names the moves it speaks of as moves (:func:`named`), so that a page says each as its button
does ("after “Play” you take ...") and the plain text by the engine's words ("after stand")."""

TRICK_GAP = 0.2
"""Take the trick: a difference of a fifth of the sampled deals is worth saying."""
SHARE_GAP = 0.15
"""A difference in how often something happens (a loo, a pool won, a bid made)."""
TRICKS_GAP = 0.3
"""A difference in tricks taken by the end of the deal, on average."""


def label(action: Action) -> str:
    """An action in words: a card by its face (``A♠``), anything else as it reads."""
    return (
        action.card.pretty if action.kind == "play" and action.card is not None else action.pretty
    )


def named(action: Action, words: str | None = None) -> Part:
    """An action inside a review sentence, said by ``words`` (by default :func:`label`'s): a
    card as plain words (its face, ``A♠``: a page shows it so too), any other move as a
    :class:`~engine.sentence.Move`, which the plain text says by those words and a page by
    its button ("stand" in the text, "“Play”" on Rams' page).

    >>> named(Action.parse("AS")), named(Action("stand"))
    ('A♠', Move(action=Action(kind='stand', card=None, number=None, cards=(), suit=None), words='stand'))
    """
    text = label(action) if words is None else words
    if action.kind == "play" and action.card is not None:
        return text
    return Move.of(action, text)


def opening(part: Part) -> Part:
    """``part`` opening a sentence, its first letter a capital: ``Widow`` (a move's engine
    words; a page says its button, "“Take the widow”", as it is)."""
    if isinstance(part, str):
        return part[:1].upper() + part[1:]
    if isinstance(part, Move):
        return part._replace(words=part.words[:1].upper() + part.words[1:])
    return part


def doing(action: Action) -> Part:
    """An action as the object of "after" or "with": ``the A♠``, ``putting out the 9♠ to
    rob`` (not the engine's ``rob 9♠``), anything else as :func:`label` reads it; a move not a
    card :func:`named` as a move, which a page says by its button.

    >>> doing(Action.parse("AS")), str(Sentence.of(doing(Action.parse("rob 9S"))))
    ('the A♠', 'putting out the 9♠ to rob')
    """
    if action.kind == "play" and action.card is not None:
        return f"the {action.card.pretty}"
    if action.kind == "rob" and action.card is not None:
        return named(action, f"putting out the {action.card.pretty} to rob")
    return named(action)


def pct(x: float) -> str:
    """A share of the sampled deals: ``40%``. Never "0%" or "100%" for a share that is not
    none or all of them: a share rounding there reads "1%" or "99%".

    >>> pct(0.4), pct(0.996), pct(0.001), pct(1.0), pct(0.0)
    ('40%', '99%', '1%', '100%', '0%')
    """
    if _none(x) or _every(x):
        return f"{round(100 * x)}%"
    return f"{min(99, max(1, round(100 * x)))}%"


def _every(x: float) -> bool:
    return x >= 1 - 1e-9


def _none(x: float) -> bool:
    return x <= 1e-9


def in_deals(x: float, only: bool = False) -> str:
    """How often something happened in the sampled deals, in words where it happened in every
    one of them or in none: "in 100% of the sampled deals" read as a figure to weigh where the
    sample left no doubt (look14). ``only``: a small share is hedged ("in only 20% ...").

    >>> in_deals(0.4), in_deals(1.0), in_deals(0.0)
    ('in 40% of the sampled deals', 'in every sampled deal', 'in none of the sampled deals')
    >>> in_deals(0.2, only=True), in_deals(0.7, only=True)
    ('in only 20% of the sampled deals', 'in 70% of the sampled deals')
    """
    if _every(x):
        return "in every sampled deal"
    if _none(x):
        return "in none of the sampled deals"
    return f"in {'only ' if only and x < 0.5 else ''}{pct(x)} of the sampled deals"


def in_them(x: float) -> str:
    """A second share, once :func:`in_deals` has named the sampled deals: "in 40%", and "in
    every one", "in none" (not "in 100%", "in 0%").

    >>> in_them(0.4), in_them(1.0), in_them(0.0)
    ('in 40%', 'in every one', 'in none')
    """
    return f"in {share(x)}"


def share(x: float) -> str:
    """A second share without its "in" (:func:`in_them`): "40%", "every one", "none"; after
    "against" ("no trick at all in 10% of the sampled deals against none").

    >>> share(0.4), share(1.0), share(0.0)
    ('40%', 'every one', 'none')
    """
    if _every(x):
        return "every one"
    if _none(x):
        return "none"
    return pct(x)


def gap(mine: ReviewChoice, best: ReviewChoice, key: str) -> float:
    """How much more of the game's measure ``key`` the best action brings, on average."""
    return best.measures.get(key, 0.0) - mine.measures.get(key, 0.0)


def lost_trick(
    mine: ReviewChoice,
    best: ReviewChoice,
    leading: bool,
    what: str,
    took: str = "head the trick and take",
) -> str | None:
    """ "Leading the A♠ let P2 head the trick and take {what} in 70% of the sampled deals; with
    the K♠ you take it in 90%": when the best action takes the trick on the table clearly more
    often than the one played (None otherwise)."""
    if mine.takes_trick is None or best.takes_trick is None:
        return None
    if best.takes_trick - mine.takes_trick < TRICK_GAP:
        return None
    who = f"P{mine.taker}" if mine.taker is not None else "another player"
    how = "leading" if leading else "playing"
    return (
        f"{how.capitalize()} the {label(mine.action)} let {who} {took} "
        f"{what} {in_deals(1 - mine.takes_trick)}; with the "
        f"{label(best.action)} you take it {in_them(best.takes_trick)}."
    )


def kept_winner(mine: ReviewChoice, best: ReviewChoice, what: str) -> str | None:
    """The trick given up on purpose: the best action takes this trick less often, yet ends
    the deal with as many tricks, each taking ``what`` (None when that is not the story)."""
    if mine.takes_trick is None or best.takes_trick is None:
        return None
    if mine.takes_trick - best.takes_trick < TRICK_GAP or best.tricks < mine.tricks:
        return None
    return (
        f"Keep your winner for later: the {label(mine.action)} takes this trick "
        f"{in_deals(mine.takes_trick)} and the {label(best.action)} {in_them(best.takes_trick)}"
        f", but the {label(best.action)} ends the deal with as many tricks or more "
        f"({best.tricks:.1f} against {mine.tricks:.1f} on average), and a trick takes {what}."
    )


def shown(x: float) -> float:
    """``x`` as :func:`amount` shows it, to the hundredth: marks are judged on it, so that a
    cost and its ± read as the rule that marked them (``0.544`` and ``0.2705`` read 0.54 and
    0.27: no more than twice, so no mark).

    >>> shown(0.544), shown(0.2705), shown(-1.0)
    (0.54, 0.27, -1.0)
    """
    return float(f"{x:.2f}")


def amount(x: float) -> str:
    """A result in counters, short: ``0.4``, ``-1.25``, ``2``."""
    text = f"{shown(x):.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def units(x: float, unit: str) -> str:
    """``1 red counter``, ``0.5 red counters``: an amount with its unit."""
    return unit_said(amount(x), unit)


POINTS_GAP = 5.0
"""Points of a deal's score: a difference of five is worth a sentence (a Sixty-Six ten, a
Forty-Five trick)."""
