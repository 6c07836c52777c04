"""Actions: a play or a declaration (stand, pass, widow, rams, bid 3, trump H, exchange 2 ...),
with a text form that parses and prints symmetrically (``play QS`` or just ``QS``, ``stand``,
``exchange 2 7C 3D``, its cards kept in card order). :mod:`engine.game` gives them with the
protocol that takes them; a game adds its own words with :func:`register_declaration`.

>>> Action.parse("QS") == play(Card.parse("QS")), str(Action.parse("exchange 2 3D 7C"))
(True, 'exchange 2 7C 3D')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.cards import CARDS, Card, CardParseError, Suit, listed


@dataclass(frozen=True, slots=True)
class Action:
    """``Action("play", card)`` or a declaration such as ``Action("stand")``.

    Text forms parse and print symmetrically: ``play QS`` (or just ``QS``), ``stand``.
    """

    kind: str
    card: Card | None = None
    number: int | None = None
    """A number the action names (``exchange 2``, ``bid 3``), or None."""
    cards: tuple[Card, ...] = ()
    """The cards it names besides ``card`` (``exchange 2 7C 3D``: the discards), kept sorted."""
    suit: Suit | None = None
    """A suit the action names (``trump H``: Napoleon's bidder names trumps), or None."""

    def __post_init__(self) -> None:
        if self.cards and list(self.cards) != sorted(self.cards):
            object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def __str__(self) -> str:
        return self._text(_code)

    @property
    def pretty(self) -> str:
        return self._text(lambda c: c.pretty)

    @property
    def named_cards(self) -> tuple[Card, ...]:
        """Every card the action names: ``card``, then ``cards`` (a take-up's discards).

        >>> Action.parse("rob 2 9C AD").named_cards == Action.parse("rob 2 AD 9C").named_cards
        True
        """
        return self.cards if self.card is None else (self.card, *self.cards)

    def _text(self, face: Callable[[Card], str]) -> str:
        parts = [self.kind]
        if self.card is not None:
            parts.append(face(self.card))
        if self.number is not None:
            parts.append(str(self.number))
        parts += [face(c) for c in self.cards]
        if self.suit is not None:
            parts.append(self.suit.letter if face is _code else self.suit.symbol)
        return " ".join(parts)

    @staticmethod
    def parse(text: str) -> Action:
        t = str(text).strip()
        parts = t.split()
        if not parts:
            raise ActionParseError(f"not an action: {text!r}")
        if len(parts) >= 2 and parts[1].isdigit():  # ``exchange 2 7C 3D``: a number, then cards
            try:
                named = tuple(Card.parse(p) for p in parts[2:])
            except CardParseError as e:
                raise ActionParseError(f"not an action: {text!r} ({e})") from None
            return Action(parts[0].lower(), number=int(parts[1]), cards=named)
        if len(parts) == 1:
            kind = parts[0].lower()
            if kind in DECLARATIONS:
                return Action(kind)
            try:
                return play(Card.parse(parts[0]))
            except CardParseError:
                raise ActionParseError(
                    f"not an action: {text!r} (expected a card such as QS, or one of "
                    f"{listed(sorted(DECLARATIONS), 'or')})"
                ) from None
        if len(parts) == 2:
            kind = parts[0].lower()
            if len(parts[1]) == 1 or parts[1].upper().rstrip("S") in _SUIT_WORDS:
                try:  # ``trump H``: a suit, not a card
                    return Action(kind, suit=Suit.parse(parts[1]))
                except CardParseError:
                    pass
            try:
                card = Card.parse(parts[1])
            except CardParseError as e:
                raise ActionParseError(f"not an action: {text!r} ({e})") from None
            return play(card) if kind == "play" else Action(kind, card)
        raise ActionParseError(f"not an action: {text!r}")


def _code(c: Card) -> str:
    return c.code


_SUIT_WORDS = {"CLUB", "DIAMOND", "HEART", "SPADE"}

# Words a one-word action may be; games add their own with register_declaration().
DECLARATIONS: set[str] = {"stand", "pass", "widow", "defend", "drop", "play"}


def register_declaration(*words: str) -> None:
    DECLARATIONS.update(words)


_PLAY = tuple(Action("play", c) for c in CARDS)


def play(card: int) -> Action:
    """The cached play action for a card (cheap in the hot path)."""
    return _PLAY[card]


class ActionParseError(ValueError):
    pass
