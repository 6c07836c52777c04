"""The Game protocol: actions, refusals, variants, immutable states, and the registry.

Every game module offers the same face (after OpenSpiel's one-state-API-for-all-games):

* ``game.new_deal(players=…, dealer=…, seed=…, variant=…)`` → an immutable state
* ``game.legal_actions(state)`` → the actions the player to move may take
* ``game.apply(state, action)`` → a *new* state (raises :class:`IllegalAction` with the rule)
* ``game.explain(state, action)`` → why an action is not allowed, as :class:`Refusal`s
* ``game.refusals(state)`` → every action the player to move may not take, with the rule
* ``game.settlement(state)`` → who receives or pays what, once the deal is over
* ``game.view(state, seat)`` → what that seat may see (hidden cards removed)

Actions are more than plays: stand, pass, take the widow, defend, close, meld, claim ...
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from engine.cards import CARDS, Card, CardParseError
from engine.ledger import Settlement
from engine.rules import Rule, RuleBook


@dataclass(frozen=True, slots=True)
class Action:
    """``Action("play", card)`` or a declaration such as ``Action("stand")``.

    Text forms parse and print symmetrically: ``play QS`` (or just ``QS``), ``stand``.
    """

    kind: str
    card: Card | None = None

    def __str__(self) -> str:
        return self.kind if self.card is None else f"{self.kind} {self.card.code}"

    @property
    def pretty(self) -> str:
        return self.kind if self.card is None else f"{self.kind} {self.card.pretty}"

    @staticmethod
    def parse(text: str) -> Action:
        t = str(text).strip()
        parts = t.split()
        if not parts:
            raise ActionParseError(f"not an action: {text!r}")
        if len(parts) == 1:
            kind = parts[0].lower()
            if kind in DECLARATIONS:
                return Action(kind)
            try:
                return play(Card.parse(parts[0]))
            except CardParseError:
                raise ActionParseError(
                    f"not an action: {text!r} (expected a card such as QS, or one of "
                    f"{', '.join(sorted(DECLARATIONS))})"
                ) from None
        if len(parts) == 2:
            kind = parts[0].lower()
            try:
                card = Card.parse(parts[1])
            except CardParseError as e:
                raise ActionParseError(f"not an action: {text!r} ({e})") from None
            return play(card) if kind == "play" else Action(kind, card)
        raise ActionParseError(f"not an action: {text!r}")


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


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is not allowed: the rule that forbids it, in words for this position."""

    action: Action
    rule: Rule
    reason: str

    def message(self) -> str:
        return f"{self.reason} \u2014 {self.rule.cite()}"

    def as_dict(self) -> dict[str, str]:
        return {
            "action": str(self.action),
            "rule": self.rule.id,
            "reason": self.reason,
            "source": self.rule.source,
            "quote": self.rule.quote,
        }


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action the rules forbid; carries the refusals."""

    def __init__(self, refusals: Sequence[Refusal]) -> None:
        self.refusals = tuple(refusals)
        super().__init__("; ".join(r.message() for r in refusals) or "illegal action")


@dataclass(frozen=True)
class Option:
    """A switchable rule: a named variant's reading of a point where the sources differ."""

    name: str
    label: str
    default: Any
    choices: tuple[Any, ...] = (True, False)
    help: str = ""


@dataclass(frozen=True)
class Variant:
    """A named set of option values (``foster1897``, ``lesson_000``)."""

    name: str
    label: str
    description: str
    options: dict[str, Any] = field(default_factory=dict)


S = TypeVar("S")


class Game(ABC, Generic[S]):
    """Base class for a game family. Subclasses fill in the class attributes and methods."""

    id: ClassVar[str]
    name: ClassVar[str]
    description: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    rules: ClassVar[RuleBook]
    options: ClassVar[tuple[Option, ...]] = ()
    variants: ClassVar[dict[str, Variant]] = {}
    default_variant: ClassVar[str] = ""

    # --- the state API (every game implements these) ----------------------------------------
    @abstractmethod
    def new_deal(
        self,
        players: int,
        dealer: int = 0,
        seed: int | None = None,
        variant: str | None = None,
        **kw: Any,
    ) -> S:
        """Shuffle (seeded) and deal: the opening state of a deal."""

    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]:
        """The actions the player to move may take."""

    @abstractmethod
    def apply(self, state: S, action: Action) -> S:
        """The state after ``action`` (a new one); :class:`IllegalAction` if not allowed."""

    @abstractmethod
    def refusals(self, state: S) -> list[Refusal]:
        """Every action on offer that the player to move may not take, with its rule."""

    @abstractmethod
    def current_player(self, state: S) -> int | None:
        """The seat to act, or None once the deal is over."""

    @abstractmethod
    def is_over(self, state: S) -> bool:
        """Is the deal finished?"""

    @abstractmethod
    def settlement(self, state: S) -> Settlement | None:
        """Who receives or pays what once the deal is over (None before)."""

    @abstractmethod
    def view(self, state: S, seat: int) -> S:
        """What ``seat`` may see: the state with every card hidden from him taken out."""

    @abstractmethod
    def render(self, state: S) -> str:
        """The position as text."""

    # --- shared helpers ---------------------------------------------------------------------
    def players_range(self, opts: Any) -> tuple[int, int]:
        """The player counts these options allow (a variant may narrow the game's range)."""
        return (self.min_players, self.max_players)

    def explain(self, state: S, action: Action) -> list[Refusal]:
        """Why ``action`` is not allowed here (empty when it is legal)."""
        if action in self.legal_actions(state):
            return []
        found = [r for r in self.refusals(state) if r.action == action]
        return found or [self.not_available(state, action)]

    @abstractmethod
    def not_available(self, state: S, action: Action) -> Refusal:
        """A refusal for an action that is not even on offer (wrong phase, card not held)."""

    # the game's option record (a NamedTuple with one field per Option, plus ``variant``)
    opts_type: ClassVar[Callable[..., Any]]

    def make_opts(self, variant: str | None = None, **overrides: Any) -> Any:
        """The game's option record for a variant and explicit overrides (validated)."""
        vals = self.options_for(variant, **overrides)
        return self.opts_type(variant=variant or self.default_variant, **vals)

    def options_for(self, variant: str | None, **overrides: Any) -> dict[str, Any]:
        """Option values: defaults, then the variant's, then explicit overrides (validated)."""
        name = variant or self.default_variant
        if name not in self.variants:
            raise ValueError(
                f"unknown variant {name!r} for {self.id} "
                f"(expected one of {', '.join(self.variants)})"
            )
        vals = {o.name: o.default for o in self.options}
        vals.update(self.variants[name].options)
        known = {o.name: o for o in self.options}
        for k, v in overrides.items():
            if k not in known:
                raise ValueError(
                    f"unknown option {k!r} for {self.id} (expected one of {', '.join(known)})"
                )
            if known[k].choices and v not in known[k].choices:
                raise ValueError(f"option {k!r} must be one of {known[k].choices}, not {v!r}")
            vals[k] = v
        return vals


class Registry:
    """Games by id, in the order they were registered."""

    def __init__(self) -> None:
        self._games: dict[str, Game[Any]] = {}

    def register(self, game: Game[Any]) -> Game[Any]:
        self._games[game.id] = game
        return game

    def get(self, game_id: str) -> Game[Any]:
        try:
            return self._games[game_id]
        except KeyError:
            raise KeyError(f"unknown game {game_id!r} (known: {', '.join(self._games)})") from None

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self._games.values())

    def ids(self) -> list[str]:
        return list(self._games)


REGISTRY = Registry()


class Bot(Protocol):
    name: str

    def choose(self, game: Game[Any], state: Any, seat: int) -> Action: ...


Chooser = Callable[[Game[Any], Any, int], Action]
