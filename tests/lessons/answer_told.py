"""Does a "Who wins this trick?" text tell its answer? Read against the engine's answer.

The one checker for every lesson's trick-winner steps and questions (its test:
tests/lessons/test_trick_winner_told.py). A step states its rule, sets its position and asks
the learner to apply the one to the other (lessons.tasks); a question's prompt tells the trick
and asks. It starts from the engine, not from the words: the winner of the trick
(:meth:`lessons.tasks.Task.answer`, :meth:`lessons.loader.Question.solve`), his card, and which
cards of the trick are trumps (:meth:`engine.game.Game.follows_as`). Quoted words (the old
book's) are left out. Two rules, the second stricter:

* :func:`told`, the judging: a text may state the rule ("the highest trump wins") and tell the
  position ("P0 has no heart and plays the 2♠"), but a clause telling the position (it names a
  seat) and naming the winner (his seat or his card, or another name of the card, such as
  "Pam" for the J♣) must not say he wins, takes, heads, beats or trumps the trick, or that his
  card is the best, highest or above another (:data:`WINNING`), nor call his card a trump
  where it is the trick's only trump (the learner need not compare anything).
  /rams-learn?step=trick_winner told "P0 had none and trumped with the 7♥" above "Who wins
  this trick?": the winner, by seat and card, with the word that makes him win.
* :func:`winner_named`, the winner left out: no sentence names the winner's seat or card at
  all. The picture draws every card of the trick, so a step's text can tell the trick up to
  the card that decides it ("the last card played is not a club") and leave that card to the
  learner's eye. A step whose text must name the winner's card (the card the step is about,
  a trick of two cards) is exempt in the test, with its reason.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from engine.cards import CARDS
from engine.quiz import Question

_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")
# where one account of a play ends and the next begins: a sentence's end, a semicolon or a
# colon, or ", and"/", but"/", while" before the next seat's play
_CLAUSES = re.compile(r"(?<=[.!?])\s+|;\s*|:\s+|,?\s+(?:and|but|while|then)\s+(?=P\d\b)")
# what a clause says of the winner's card or seat that makes it the winner
WINNING = re.compile(
    r"\b(?:wins|won|win|takes|took|beats|beat|heads|headed|over-?trumps|over-?trumped"
    r"|trumps|trumped|tops|topped|best|highest|higher than|above|ranks over)\b",
    re.I,
)
_A_TRUMP = re.compile(r"\ba trump\b|\bthe only trump\b|\bas a trump\b", re.I)
_SEAT = re.compile(r"\bP\d\b")
# other names a text gives a card
NAMES = {"JC": ("Pam",)}


class Winner(NamedTuple):
    """The engine's winner of a shown trick: his seat, his card (pretty, "7♥"), the card's other
    names, and whether it is the trick's only trump."""

    seat: int
    card: str
    names: tuple[str, ...]
    only_trump: bool


def winner(q: Question) -> Winner:
    """The engine's winner of a "Who wins this trick?" question (a step's task or a quiz's).

    >>> from lessons import load
    >>> winner(load("loo").question("q_highest_trump"))
    Winner(seat=3, card='9♥', names=(), only_trump=False)
    """
    g, s = q.game, q.state
    seat = int(q.solve())
    trick = dict(q.shown_trick())
    trumps = [c for c in trick.values() if s.trump >= 0 and g.follows_as(s, c) == s.trump]
    code = CARDS[trick[seat]].code
    return Winner(seat, CARDS[trick[seat]].pretty, NAMES.get(code, ()), trumps == [trick[seat]])


def _plain(text: str) -> str:
    return " ".join(_QUOTED.sub('""', text).split())


def clauses(text: str) -> list[str]:
    """The text's clauses, quotes left out.

    >>> clauses("P2's A♣ headed the clubs, but P0 had none and trumped. Who wins?")
    ["P2's A♣ headed the clubs", 'P0 had none and trumped.', 'Who wins?']
    """
    return [c for c in _CLAUSES.split(_plain(text)) if c]


def told(text: str, seat: int, card: str, only_trump: bool, names: Sequence[str] = ()) -> list[str]:
    """The clauses of ``text`` telling that seat ``seat`` wins with ``card`` (pretty: "7♥",
    or one of ``names``): ``only_trump`` when it is the one trump in the trick.

    >>> told("P2's A♣ headed the clubs, but P0 had none and trumped with the 7♥.", 0, "7♥", True)
    ['P0 had none and trumped with the 7♥.']
    >>> told("P0 has no heart and plays the 2♠, a trump, small as it is.", 0, "2♠", True)
    ['P0 has no heart and plays the 2♠, a trump, small as it is.']
    >>> told("P3 plays the A♥ (a trump) and P0 the K♦.", 3, "A♥", False)
    []
    >>> told("The highest trump wins. P1 leads the 7♥ and P0 plays the 2♠.", 0, "2♠", True)
    []
    """
    who = [rf"\bP{seat}\b", re.escape(card), *(rf"\b{re.escape(n)}\b" for n in names)]
    named = re.compile("|".join(who))
    out = []
    for c in clauses(text):
        if not (_SEAT.search(c) and named.search(c)):
            continue
        if WINNING.search(c) or (only_trump and _A_TRUMP.search(c)):
            out.append(c)
    return out


def winner_named(text: str, seat: int, card: str) -> list[str]:
    """The sentences of ``text`` (quotes left out) naming seat ``seat`` or ``card`` ("7♥").

    >>> winner_named("P2's A♣ headed the clubs, but P0 had none and trumped with the 7♥.", 0, "7♥")
    ["P2's A♣ headed the clubs, but P0 had none and trumped with the 7♥."]
    >>> winner_named('A trump "beats P0". P1 led the 9♣; the last card is not a club.', 0, "7♥")
    []
    """
    who = re.compile(rf"\bP{seat}\b|{re.escape(card)}")
    return [s for s in re.split(r"(?<=[.!?])\s+", _plain(text)) if who.search(s)]
