"""Does a Learn step's text tell its task's answer? Read against the engine's answer.

A step states its rule, sets its position and asks the learner to apply the one to the other
(lessons.tasks). Its text may state the rule in general terms ("the highest trump wins") and
tell the position ("P0 has no heart and plays the 2♠"); it gives the answer away when its
account of the position does the judging itself. /rams-learn?step=trick_winner told "P0 had
none and trumped with the 7♥" above "Who wins this trick?": the engine's winner, by seat and
card, with the word that makes him win.

The check starts from the engine, not from the words: the winner of the trick
(:meth:`lessons.tasks.Task.answer`) and his card, and which cards of the trick are trumps
(:meth:`engine.game.Game.follows_as`). A clause of the text that tells the position (it names
a seat) and names the winner (his seat or his card, or a name the caller gives the card, such
as "Pam" for the J♣) tells the answer when it

* says he wins, takes, heads, beats or trumps the trick, or that his card is the best,
  highest or above another (:data:`WINNING`); or
* calls his card a trump where it is the only trump in the trick (one trump and no
  other: the learner need not compare anything).

Quoted words (the old book's) are left out. Shared by the lesson tests that hold a group of
lessons to it (tests/lessons/test_trick_winner_told.py and the pool lessons' own).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from engine.cards import CARDS
from lessons.loader import Step
from lessons.tasks import task_for

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


def clauses(text: str) -> list[str]:
    """The text's clauses, quotes left out.

    >>> clauses("P2's A♣ headed the clubs, but P0 had none and trumped. Who wins?")
    ["P2's A♣ headed the clubs", 'P0 had none and trumped.', 'Who wins?']
    """
    plain = " ".join(_QUOTED.sub('""', text).split())
    return [c for c in _CLAUSES.split(plain) if c]


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


def winner_told(step: Step, names: Mapping[str, Sequence[str]] | None = None) -> list[str]:
    """The clauses of a trick-winner step's text that tell its task's answer (none for a step
    with another task, or none); ``names``: a card's code → other names the text gives it
    (``{"JC": ["Pam"]}``)."""
    task = task_for(step)
    if task is None or task.kind != "trick_winner":
        return []
    q = task.question
    g, s = q.game, q.state
    seat = int(task.answer())
    plays = dict(q.shown_trick())
    card = CARDS[plays[seat]]
    trumps = [c for c in plays.values() if s.trump >= 0 and g.follows_as(s, c) == s.trump]
    only = trumps == [plays[seat]]
    return told(step.text, seat, card.pretty, only, (names or {}).get(card.code, ()))
