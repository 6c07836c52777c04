"""A game whose rules live in its own modules: :class:`ModularGame` answers the protocol of
:class:`engine.game.Game` by handing each method to the module that holds its concern.

Sixty-Six, Napoleon, Linger Longer, Spoil Five and Forty-Five are each a package of modules,
one per concern: ``play`` (Spoil Five's and Sixty-Six's ``moves``: the legal moves, applying
them, refusals), ``scoring``, ``search``, ``review_words`` and ``text``. Their game classes said
"ask the module" in the same words, method by method; here they say it once. A game names its
modules as class data, each checked by mypy against the protocol below that says what it must
hold (a module is a value of a :class:`typing.Protocol` type), and keeps in its own class what
is its own: the deal, a guard or a rule that differs, the quiz hooks. A game may still answer a
method itself where the hand-over would cost its hot path a call a move (Sixty-Six's
``legal_actions`` and ``apply``, timed against ``schnapsen`` by ``make bench``).

Nothing is looked up by name at run time: every hand-over is a declared method of this class,
and a module that lacks a function the protocol names fails the type check, not a game.
"""

from __future__ import annotations

from fractions import Fraction
from random import Random
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from engine.cards import CARDS, Suit
from engine.game import Action, Game, Ground, Refusal, ReviewChoice, TableState, check_table
from engine.ledger import Settlement
from engine.refusal import free_play_grounds
from engine.rules import Rule
from engine.sentence import Sentence

if TYPE_CHECKING:  # (engine.search imports the games' protocol: a type only)
    from engine.search.solver import Positions


class DealState(TableState, Protocol):
    """A state with its move record: the actions taken this deal, by seat, in order."""

    @property
    def moves(self) -> tuple[tuple[int, Action], ...]: ...


S = TypeVar("S", bound=DealState)
S_in = TypeVar("S_in", bound=DealState, contravariant=True)  # a module that only reads states
OptsT = TypeVar("OptsT")


class PlayModule(Protocol[S]):
    """The rules of play (``engine.games.napoleon.play``, ``engine.games.spoil_five.moves``,
    ``engine.games.sixty_six.moves``)."""

    def legal_actions(self, state: S, /) -> list[Action]: ...
    def legal_cards(self, state: S, /) -> int: ...
    def apply(self, state: S, action: Action, /) -> S: ...
    def refusals(self, state: S, /) -> list[Refusal]: ...
    def not_available(self, state: S, action: Action, /) -> Refusal: ...


class ScoringModule(Protocol[S_in]):
    """What a finished deal pays (``engine.games.napoleon.scoring``)."""

    def settlement(self, state: S_in, /) -> Settlement | None: ...
    def settlement_json(self, state: S_in, /) -> dict[str, Any]: ...
    def quiz_amounts(self, state: S_in, /) -> dict[str, Fraction]: ...


class SearchModule(Protocol[S]):
    """Views, hidden cards dealt at random, playouts, values and the rule of thumb
    (``engine.games.napoleon.search``): the hooks every game writes for the search."""

    def view(self, state: S, seat: int, /) -> S: ...
    def unseen(self, view: S, /) -> int: ...
    def determinize(self, view: S, rng: Random, /) -> S: ...
    def playout(self, state: S, rng: Random, /) -> S: ...
    def value(self, state: S, seat: int, /) -> int: ...
    def rollout_value(self, state: S, seat: int, /) -> float: ...
    def heuristic_action(self, state: S, rng: Random, /) -> Action: ...


class SolverModule(SearchModule[S], Protocol[S]):
    """A search module that also solves a sampled deal exactly, side against side
    (``engine.games.napoleon.search``, :func:`engine.search.solve`)."""

    def side(self, state: S, seat: int, /) -> int: ...
    def searchable(self, view: S, /) -> bool: ...
    def search_actions(self, state: S, /) -> list[Action]: ...
    def search(
        self, game: Game[S], world: S, seat: int, deadline: float, nodes: Positions | None, /
    ) -> dict[Action, int] | None: ...


class ReviewModule(Protocol[S_in]):
    """The hand review's numbers and words (``engine.games.napoleon.review_words``)."""

    def measures(self, end: S_in, seat: int, /) -> dict[str, float]: ...
    def why(
        self, view: S_in, seat: int, mine: ReviewChoice, best: ReviewChoice, /
    ) -> list[str | Sentence]: ...


class TextModule(Protocol[S_in]):
    """The position as text (``engine.games.napoleon.text``)."""

    def render(self, state: S_in, reading: str = "", /) -> str: ...


class ModularGame(Game[S], Generic[S, OptsT]):
    """A game whose protocol its modules answer (see the module docstring). ``S`` is its
    state, ``OptsT`` its option record (:meth:`make_opts`).

    >>> import engine.games.napoleon.play as play
    >>> from engine.games.napoleon import NAPOLEON
    >>> NAPOLEON.play_module is play
    True
    >>> s = NAPOLEON.new_deal(players=4, seed=1)
    >>> NAPOLEON.legal_actions(s) == play.legal_actions(s), NAPOLEON.trick_winner_rule(s).id
    (True, 'napoleon.trick_winner')
    """

    play_module: PlayModule[S]
    scoring_module: ScoringModule[S]
    search_module: SearchModule[S]
    review_module: ReviewModule[S]
    text_module: TextModule[S]

    free_play: ClassVar[tuple[str, str] | None] = None
    """The ids of the rules a card no duty narrows is played by, where following suit is the
    only duty (``napoleon.follow_suit``, ``napoleon.otherwise_free``): :meth:`grounds` cites
    them (:func:`engine.refusal.free_play_grounds`). None: no grounds by default."""

    def make_opts(self, variant: str | None = None, **overrides: Any) -> OptsT:
        opts: OptsT = super().make_opts(variant, **overrides)
        return opts

    def check_seats(self, players: int, dealer: int) -> None:
        """Refuse a table the game is not for, or a dealer who is not at it (``new_deal``)."""
        check_table(self.name, self.min_players, self.max_players, players, dealer)

    def replayed(self, opening: S, state: S) -> list[S]:
        """``opening`` and the position after each of ``state``'s moves, re-applied through
        the rules from it (``replay``: ``opening`` is the deal ``state`` began from)."""
        s = opening
        out = [s]
        for _, a in state.moves:
            s = self.apply(s, a)
            out.append(s)
        return out

    # ---- the protocol: the rules of play ----------------------------------------------------
    def current_player(self, state: S) -> int | None:
        return None if state.phase == "over" else state.to_move

    def is_over(self, state: S) -> bool:
        return state.phase == "over"

    def legal_actions(self, state: S) -> list[Action]:
        return self.play_module.legal_actions(state)

    def legal_cards(self, state: S) -> int:
        """Mask of the cards the player to move may play."""
        return self.play_module.legal_cards(state)

    def apply(self, state: S, action: Action) -> S:
        return self.explained(self.play_module.apply, state, action)

    def refusals(self, state: S) -> list[Refusal]:
        return self.play_module.refusals(state)

    def not_available(self, state: S, action: Action) -> Refusal:
        return self.play_module.not_available(state, action)

    def grounds(self, state: S, action: Action) -> list[Ground]:
        """With :attr:`free_play`: a card that no duty narrows, led, or played by a follower
        with none of the suit led, by the game's "otherwise free" rule."""
        if self.free_play is None:
            return []
        follow, free = self.free_play
        legal, refused = self.legal_actions(state), self.refusals(state)
        rules = (self.rules[follow], self.rules[free])
        return free_play_grounds(state, action, legal, refused, rules)

    def trick_winner_rule(self, state: S) -> Rule:
        """The game's ``<id>.trick_winner``."""
        return self.rules[f"{self.id}.trick_winner"]

    def last_trick_info(self, state: S) -> dict[str, Any] | None:
        if not state.history or state.trick or not state.history[-1][0]:
            return None  # (tricks given by count only have no cards)
        plays, winner = state.history[-1]
        card = next(c for s, c in plays if s == winner)
        return {
            "player": f"P{winner}",
            "card": CARDS[card].code,
            "trump": Suit(state.trump).letter,
            "rule": self.trick_winner_rule(state).id,
        }

    # ---- scoring ----------------------------------------------------------------------------
    def settlement(self, state: S) -> Settlement | None:
        return self.scoring_module.settlement(state)

    def settlement_json(self, state: S) -> dict[str, Any]:
        return self.scoring_module.settlement_json(state)

    def quiz_amounts(self, state: S) -> dict[str, Fraction]:
        return self.scoring_module.quiz_amounts(state)

    # ---- views and search -------------------------------------------------------------------
    def view(self, state: S, seat: int) -> S:
        return self.search_module.view(state, seat)

    def unseen(self, view: S) -> int:
        return self.search_module.unseen(view)

    def determinize(self, view: S, rng: Random) -> S:
        return self.search_module.determinize(view, rng)

    def playout(self, state: S, rng: Random) -> S:
        return self.search_module.playout(state, rng)

    def value(self, state: S, seat: int) -> int:
        return self.search_module.value(state, seat)

    def rollout_value(self, state: S, seat: int) -> float:
        return self.search_module.rollout_value(state, seat)

    def heuristic_action(self, state: S, rng: Random) -> Action:
        return self.search_module.heuristic_action(state, rng)

    def heuristic_move(self, state: S, rng: Random) -> tuple[Action, str]:
        """The search module's ``heuristic_move`` (the move and why, from one choice) where it
        has one, else :meth:`Game.heuristic_move`'s move alone."""
        move = getattr(self.search_module, "heuristic_move", None)
        return move(state, rng) if move else super().heuristic_move(state, rng)

    def review_measures(self, view: S, world: S, end: S, seat: int) -> dict[str, float]:
        return self.review_module.measures(end, seat)

    def review_why(
        self, view: S, seat: int, mine: ReviewChoice, best: ReviewChoice
    ) -> list[str | Sentence]:
        return self.review_module.why(view, seat, mine, best)

    # ---- text -------------------------------------------------------------------------------
    def render(self, state: S) -> str:
        return self.text_module.render(state, self.reading_shown(state.opts.variant))


class SolvableGame(ModularGame[S, OptsT]):
    """A :class:`ModularGame` whose search module solves sampled deals exactly once few cards
    are left (Napoleon, Forty-Five, Sixty-Six): the exact-search hooks of
    :class:`engine.game.Game` are its module's."""

    search_module: SolverModule[S]

    def side(self, state: S, seat: int) -> int:
        return self.search_module.side(state, seat)

    def searchable(self, view: S) -> bool:
        return self.search_module.searchable(view)

    def search_actions(self, state: S) -> list[Action]:
        return self.search_module.search_actions(state)

    def search(
        self, world: S, seat: int, deadline: float = 0.0, nodes: Positions | None = None
    ) -> dict[Action, int] | None:
        return self.search_module.search(self, world, seat, deadline, nodes)
