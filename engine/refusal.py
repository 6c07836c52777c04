"""Why an action is not allowed (:class:`Refusal`, raised in an :class:`IllegalAction`), and
why an allowed one is (:class:`Ground`): each with the rule behind it, in words for the
position. :mod:`engine.game` gives them with the protocol that returns them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from engine.cards import CARDS, cards_in
from engine.rules import Rule
from engine.sentence import REFUSED, Sentence

if TYPE_CHECKING:
    from engine.game import Action

Rules = tuple[Rule, Rule]  # a follow rule and the free-play rule beside it

BECAUSE = ", because "
"""What joins a refusal's reason to the words naming what is refused: "A♠ and 10♠ refused,
because P1 must follow suit: he holds A♣" (Compare), "you chose 9♣, but it is not allowed,
because you must follow suit: you hold K♥" (the Quiz), "“Bid 1” is not open to you, because
P1 has bid 1: a bid must be higher" (Play). A reason has a colon of its own (the rule, then
what makes it bite), and a colon before it made two in one sentence: look10 found Compare's,
and colons13 the Quiz's and Play's."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is not allowed: the rule that forbids it, in words for this position."""

    action: Action
    rule: Rule
    words: str | Sentence
    """The reason, written to the player refused ("you must follow suit: you hold A♣"): plain
    words, or a sentence that names him as :data:`engine.sentence.REFUSED` (and any other seat
    by its own account) as fields, so it can be said of him too (:meth:`said_of`)."""

    @property
    def reason(self) -> str:
        """The reason as the player refused reads it."""
        w = self.words
        return w if isinstance(w, str) else w.text(REFUSED, opens=False)

    @property
    def bare_reason(self) -> str:
        """The reason without its asides (:meth:`engine.sentence.Sentence.bare`): "you must
        follow suit: you hold K♠ and 3♠", where Play says "...; of those you may play K♠". A
        Learn task's wrong try is told this, so that the answer is left to the learner."""
        w = self.words
        return w if isinstance(w, str) else w.bare().text(REFUSED, opens=False)

    def said_of(self, seat: int) -> Sentence | None:
        """The reason with the player refused named as ``seat`` ("P1 must follow suit: he
        holds A♣"; told to P1, "you must ..."); None for plain words."""
        return None if isinstance(self.words, str) else self.words.bound(seat)

    def message(self) -> str:
        return f"{self.reason} \u2014 {self.rule.cite()}"

    def reason_of(self, seat: int) -> str:
        """The reason said of ``seat`` (:meth:`said_of`), for a reader who is not the player
        refused: a scenario's error quoting why P0 may not play a card says "P0 must follow
        suit: he holds 5\u2660", not "you must ..."; plain words as they are."""
        said = self.said_of(seat)
        return self.reason if said is None else said.text(opens=False)

    def message_of(self, seat: int) -> str:
        """:meth:`message` said of ``seat`` (:meth:`reason_of`)."""
        return f"{self.reason_of(seat)} \u2014 {self.rule.cite()}"

    def message_plain(self) -> str:
        """:meth:`message` with the book named instead of the seed file (for learners)."""
        return f"{self.reason} \u2014 {self.rule.cite_plain()}"

    def message_plain_of(self, seat: int) -> str:
        """:meth:`message_plain` said of ``seat`` (:meth:`reason_of`), for a reader who is not
        the player refused: a notebook showing why P4 may not rob says "P4 may not rob: he
        does not hold the A\u2660 ...", with the book named."""
        return f"{self.reason_of(seat)} \u2014 {self.rule.cite_plain()}"

    def as_dict(self) -> dict[str, str]:
        return {
            "action": str(self.action),
            "rule": self.rule.id,
            "reason": self.reason,
            "source": self.rule.source,
            "quote": self.rule.shown,
        }


Role = Literal["allows", "costs"]
"""What a :class:`Ground`'s rule says of its move: that the player may make it here
(``"allows"``), or what making it costs him, scores or binds him to (``"costs"``)."""


@dataclass(frozen=True, slots=True)
class Ground:
    """Why an allowed action is allowed here, or what taking it costs: the rule, in words for
    this position (``rob 7♦``: "you hold the A♠ ..."; a play that lets a chance to rob pass).

    ``role`` is declared where the grounds are built, never read from their order or words:
    a kind of move counts as taught once a rule that *allows* it is taught
    (:func:`lessons.teaching.allowing`), not a rule saying what it costs (the pone's pass
    "allowed" by the five it costs him, Rams' ``rams.pone``)."""

    action: Action
    rule: Rule
    reason: str
    role: Role

    @property
    def allows(self) -> bool:
        """Whether the rule lets the player make the move (not only says what it costs)."""
        return self.role == "allows"


def free_play_grounds(
    state: Any, action: Action, legal: Sequence[Action], refused: Sequence[Refusal], rules: Rules
) -> list[Ground]:
    """Why a legal card may be played where following suit is the only duty and it refuses no
    card (``legal``, ``refused``: the position's legal actions and refusals): a lead, a follower
    holding none of the suit led, or one holding only that suit. ``rules``: the game's follow
    rule and its "otherwise play what you please" (Napoleon's, Linger Longer's)."""
    if action.card is None or str(action) not in map(str, legal):
        return []
    if action.kind != "play" or any(r.action.kind == "play" for r in refused):
        return []
    follow, free = rules
    if not state.trick:
        return [Ground(action, free, "you lead: you may lead what you please", "allows")]
    led = CARDS[state.trick[0][1]].suit
    if all(c.suit == led for c in cards_in(state.hands[state.to_move])):
        why = f"every card you hold is a {led.symbol}: each follows suit"
        return [Ground(action, follow, why, "allows")]
    return [
        Ground(action, free, f"you hold no {led.symbol}: you may play what you please", "allows")
    ]


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action the rules forbid; carries the refusals."""

    def __init__(self, refusals: Sequence[Refusal]) -> None:
        self.refusals = tuple(refusals)
        super().__init__("; ".join(r.message() for r in refusals) or "illegal action")
