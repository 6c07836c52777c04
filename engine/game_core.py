"""The core of the Game protocol: the state API, refusals, settlement, variants and options,
the table sizes and the search hooks, which every game writes or inherits (:class:`GameCore`).

Every game module offers the same face (after OpenSpiel's one-state-API-for-all-games):

* ``game.new_deal(players=…, dealer=…, seed=…, variant=…)`` → an immutable state
* ``game.legal_actions(state)`` → the actions the player to move may take
* ``game.apply(state, action)`` → a *new* state (raises :class:`IllegalAction` with the rule)
* ``game.explain(state, action)`` → why an action is not allowed, as :class:`Refusal`s
* ``game.refusals(state)`` → every action the player to move may not take, with the rule
* ``game.settlement(state)`` → who receives or pays what, once the deal is over
* ``game.view(state, seat)`` → what that seat may see (hidden cards removed)

Actions are more than plays: stand, pass, take the widow, defend, close, meld, claim ...
(:class:`Action`, in :mod:`engine.action`, given with the protocol, as the refusals of
:mod:`engine.refusal` are).

Everything else that generic code (scenarios, quizzes, bots, search, the front ends) uses is
*declared*: an abstract method every game writes, or a capability with a declared default (a
class attribute or a method a game overrides). Where every game must do the same check first,
the public method is the protocol's own and final, and calls the game's hook:
``settlement_rows`` refuses a deal still in play (:class:`NotNow`), then asks the game's
``settled_rows``; ``next_deal`` refuses it in the same way, then asks ``deal_after``. Generic code never probes a game with ``getattr``/``hasattr``; a game's state
shows generic code the fields of :class:`TableState`.

The hooks that only teach (how a trick is pictured and explained, the quiz's and practice's
questions, the hand review's words, the Compare view's openings) are declared on
:class:`engine.game.Game`, which derives from :class:`GameCore` and is what every game
subclasses; import both from :mod:`engine.game`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar, cast, final

from engine.action import Action
from engine.cards import Card, listed
from engine.errors import DealError, NotNow
from engine.ledger import Settlement
from engine.refusal import Ground, IllegalAction, Refusal
from engine.rules import Rule, RuleBook
from engine.sentence import He, Sentence, Who, does

if TYPE_CHECKING:  # (engine.search imports this module: a type only)
    from engine.search.solver import Positions


@dataclass(frozen=True)
class Option:
    """A switchable rule: a named variant's reading of a point where the sources differ."""

    name: str
    label: str
    default: Any
    choices: tuple[Any, ...] = (True, False)
    help: str = ""
    words: tuple[tuple[Any, str], ...] = ()
    """Each choice that is a name in the engine's own terms (Sixty-Six's ``"foster"``), as a
    learner reads it where a page shows the value (:func:`engine.compare.value_words`)."""


@dataclass(frozen=True)
class Variant:
    """A named set of option values (``foster1897``, ``lesson_000``)."""

    name: str
    label: str
    description: str
    options: dict[str, Any] = field(default_factory=dict)


class TableState(Protocol):
    """The fields every game state shows generic code (a game's NamedTuple state has them).

    ``hands`` and ``trick`` hold card masks and ``(seat, card)`` plays; ``history`` the finished
    tricks with their winners; ``trump`` a suit index or -1; ``to_move`` -1 once the deal is over.
    """

    @property
    def n(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def to_move(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def hands(self) -> tuple[int, ...]: ...
    @property
    def trick(self) -> tuple[tuple[int, int], ...]: ...
    @property
    def history(self) -> tuple[tuple[tuple[tuple[int, int], ...], int], ...]: ...
    @property
    def tricks(self) -> tuple[int, ...]: ...
    @property
    def trump(self) -> int: ...
    @property
    def opts(self) -> Any: ...


S = TypeVar("S")


class GameCore(ABC, Generic[S]):
    """The core of every game: what it takes to deal, play, refuse, settle and search a deal.
    Games subclass :class:`engine.game.Game`, which adds the teaching hooks to it."""

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

    def offers(self, state: S, action: Action) -> bool:
        """Whether ``action`` is one of :meth:`legal_actions` (compared as written: an action
        parsed from text equals the engine's own)."""
        legal = self.legal_actions(state)
        # an equal action is written alike: the texts are compared only when none is equal
        return action in legal or str(action) in map(str, legal)

    @abstractmethod
    def apply(self, state: S, action: Action) -> S:
        """The state after ``action`` (a new one); :class:`IllegalAction` if not allowed."""

    @abstractmethod
    def refusals(self, state: S) -> list[Refusal]:
        """Every action on offer that the player to move may not take, with its rule."""

    # Each refusal's words are built with it, and :meth:`explain` refuses one action at a
    # time: a caller refusing a position's actions in turn (``apply`` of each, Compare's
    # moves) had every refusal rebuilt for each, and a quiz question's reasons asked for them
    # three times. Keep the last position's, as the pool family's ``legal_actions`` keeps its
    # declaring answer. States are immutable and the reference keeps the object alive, so its
    # id cannot be reused; one tuple, swapped whole (a page's threads share the game).
    _last_refusals: tuple[Any, tuple[Refusal, ...]] = (None, ())

    @final
    def kept_refusals(self, state: S) -> tuple[Refusal, ...]:
        """:meth:`refusals`, kept for the last position asked about (the same object)."""
        last = self._last_refusals
        if last[0] is state:
            return last[1]
        found = tuple(self.refusals(state))
        self._last_refusals = (state, found)
        return found

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

    def reading_shown(self, variant: str) -> str:
        """The reading a position is played under, by its name as the app shows it
        ("Foster's Hoyle (1897)" for ``foster1897``), for ``render``; "" for a game with one
        reading, where there is nothing to tell apart."""
        if len(self.variants) < 2:
            return ""
        v = self.variants.get(variant)
        return variant if v is None else v.label

    @abstractmethod
    def from_scenario(self, reader: Any) -> S:
        """The position a scenario describes (``reader`` is an :class:`engine.scenario.Reader`);
        every inconsistency raises :class:`engine.scenario.ScenarioError` naming the field."""

    @abstractmethod
    def settlement_json(self, state: S) -> dict[str, Any]:
        """The settlement as ``trickbook answer`` prints it (amounts in the game's own unit)."""

    @abstractmethod
    def trick_winner_rule(self, state: S) -> Rule:
        """The rule that decides who wins a trick under this state's options."""

    @final
    def next_deal(self, state: S, seed: int | None = None) -> S:
        """The next deal after a finished one: the deal passes on, and what carries over
        (the pool, counters, game points) carries. A deal still in play is refused here, for
        every game, with :meth:`NotNow.in_play` in the game's word for it (:attr:`deal_word`:
        "the hand is not over yet" in Sixty-Six); the deal is the game's :meth:`deal_after`.
        Final: a game writes the hook, never this check."""
        if not self.is_over(state):
            raise NotNow.in_play(self.deal_word)
        return self.deal_after(state, seed)

    @abstractmethod
    def deal_after(self, state: S, seed: int | None = None) -> S:
        """The deal :meth:`next_deal` deals after ``state``, a deal it has found over."""

    @final
    def settlement_rows(self, state: S) -> list[dict[str, Any]]:
        """The settlement as a table, one row per player (and pool or side), for the pages: of
        a finished deal only. A deal still in play is refused here, for every game, with
        :class:`NotNow` (a deal in play read a table of zeros, or none at all); the rows are
        the game's :meth:`settled_rows`. Final: a game writes the hook, never this check."""
        if not self.is_over(state):
            raise NotNow(
                f"the {self.deal_word} is still in play: its settlement is made once it is over"
            )
        return self.settled_rows(state)

    @abstractmethod
    def settled_rows(self, state: S) -> list[dict[str, Any]]:
        """The rows of :meth:`settlement_rows` for ``state``, a deal it has found over."""

    @abstractmethod
    def heuristic_action(self, state: S, rng: Random) -> Action:
        """The rule-of-thumb move for the player to move (the computer's middle level)."""

    # --- declared capabilities with defaults ------------------------------------------------
    deal_word: ClassVar[str] = "deal"
    """What the game calls one deal played out, in words: "hand" in Sixty-Six, "game" in
    Linger Longer (one deal is the game); :meth:`next_deal`'s refusal says it, as the pages
    do (``ui.play_table.deal_word``)."""
    units_per_counter: ClassVar[int] = 1
    """How many ledger units make one counter (Loo keeps white counters: 3 to a red)."""
    amount_unit: ClassVar[str] = "points"
    """What a settlement is counted in, in words ("red counters", "game points")."""
    declaration_words: ClassVar[tuple[str, ...]] = ()
    """The action words a *words* question chooses from (stand/widow/..., meld/close/...)."""
    other_kinds: ClassVar[frozenset[str]] = frozenset()
    """Kinds of action beyond ``play`` and the :attr:`declaration_words` that the game has a
    rule about (:attr:`action_kinds`): Forty-Five's ``rob`` and ``decline``, Napoleon's
    ``trump``."""
    absent_kinds: ClassVar[frozenset[str]] = frozenset()
    """Kinds of move the game does not have, though its family does, each refused by a rule of
    the game's own when asked for anyway (``trickbook answer``, a scenario): Rounce's and
    Bierspiel's ``rams`` ("there is no such announcement as general rounce", seed 002), Irish
    and Five-card Loo's ``widow`` ("no widow is dealt"). Among :attr:`action_kinds`, so that
    rule refuses them, not :meth:`foreign_action`; never on offer (:meth:`on_offer`): no page
    offers a move the game cannot make."""
    random_excludes: ClassVar[frozenset[str]] = frozenset()
    """Action kinds a random player leaves out unless nothing else is legal (a random claim)."""
    supports_search: ClassVar[bool] = True
    """Whether the Play page offers the Monte-Carlo level for this game (every game writes the
    search hooks; a game whose search is too slow to play against may turn the level off)."""

    def on_offer(self, state: S) -> list[Action]:
        """Every action on offer to the player to move, in the engine's order: the legal
        ones, then those a rule refuses (:meth:`offered_refusals`), as a Learn task lays them
        out."""
        return [*self.legal_actions(state), *(r.action for r in self.offered_refusals(state))]

    def offered_refusals(self, state: S) -> list[Refusal]:
        """The refused moves a page may offer, to be refused with their rule: every refusal
        (:meth:`refusals`) of a move the game has (:attr:`action_kinds`), not now allowed (a
        card the player may not play, a rob that is the dealer's); never one of the moves the
        game lacks (:attr:`absent_kinds`: Rounce's general rounce), which a page would offer
        only to refuse it every time. The one rule of what every page offers: Play's disabled
        buttons, Learn's tasks, the quiz picture's turn all read it."""
        have = self.action_kinds - self.absent_kinds
        return [r for r in self.refusals(state) if r.action.kind in have]

    def under_variant(self, state: S, variant: str) -> S:
        """The same deal, as dealt (the same cards in the same places), read under another
        named variant: the Compare view (:mod:`engine.compare`) plays it under two readings.
        The default swaps the option record of a NamedTuple state (``opts``, as
        :class:`TableState` shows it); a game whose options change the deal itself (Loo's
        widow in every deal under seed 000) overrides it."""
        replace: Callable[..., S] = cast(Any, state)._replace
        return replace(opts=self.make_opts(variant))

    def under_options(self, state: S, **overrides: Any) -> S:
        """The same position read under option overrides of its own variant (validated as
        :meth:`make_opts` does): ``G.under_options(state, lead_duties=False)`` asks what may be
        played here with Irish Loo's leading duties off. As :meth:`under_variant`, the option
        record is swapped and the cards stay where they are: an option that would have dealt
        the cards otherwise (Loo's widow) changes no card here."""
        opts: Any = cast(Any, state).opts
        names = {o.name for o in self.options}  # its own options, an override made kept
        kept = {k: v for k, v in opts._asdict().items() if k in names}
        replace: Callable[..., S] = cast(Any, state)._replace
        return replace(opts=self.make_opts(opts.variant, **{**kept, **overrides}))

    def players_range(self, opts: Any) -> tuple[int, int]:
        """The player counts these options allow (a variant may narrow the game's range)."""
        return (self.min_players, self.max_players)

    def players_rule(self, opts: Any) -> Rule | None:
        """The rule that sets :meth:`players_range` for these options, which a scenario with
        another player count is refused citing: the game's ``<id>.players`` where its book
        has one; None where no text sets the number (Spoil Five's 3 to 10, Sixty-Six's forms
        are read from its ``players`` field alone)."""
        rule_id = f"{self.id}.players"
        if rule_id not in self.rules:
            return None
        return self.rules[rule_id]

    def player_counts(self, opts: Any) -> tuple[int, ...]:
        """Every player count these options allow, lowest first: by default the whole of
        :meth:`players_range`; a game played only by some counts in it (Forty-Five: two, or
        four or six in two partnerships) names them."""
        lo, hi = self.players_range(opts)
        return tuple(range(lo, hi + 1))

    def usual_players(self, opts: Any) -> int:
        """The table a new game is dealt for when nobody says: five where these options' range
        holds five, made playable by :meth:`fit_players` (Forty-Five's four), else the fewest
        they allow (Sixty-Six's two)."""
        lo, hi = self.players_range(opts)
        return self.fit_players(opts, 5 if lo <= 5 <= hi else lo)

    def fit_players(self, opts: Any, players: int) -> int:
        """``players`` if these options allow it, else the next count up that they allow (the
        highest, past the top): a count drawn at random from :meth:`players_range` made
        playable."""
        counts = self.player_counts(opts)
        return next((c for c in counts if c >= players), counts[-1])

    def tricks_played(self, state: S) -> int:
        """How many tricks of the deal are over, as the game counts them: what a table's
        "Trick 5" and "out after trick 4" number from. The default counts
        :attr:`TableState.history`, where a scenario that gives the tricks won or played puts
        them; a game whose scenario begins mid-deal without them answers from its own state
        (Linger Longer: the stock's size says how many tricks are over)."""
        t: Any = state
        return len(t.history)

    def cards_in_play(self, state: S) -> int:
        """Every card this deal holds, wherever it lies, as one mask: the hands, the trick, the
        finished tricks and a game's own places (stock, widow, undealt cards, discards, won
        cards). It never changes during a deal (``make stress`` checks it at every step). The
        default reads :class:`TableState` (right for a game with no other place); a game with a
        stock, a widow or discards adds them."""
        t: Any = state
        mask = 0
        for hand in t.hands:
            mask |= hand
        for _, card in t.trick:
            mask |= 1 << card
        for plays, _ in self.tricks_on_table(state):
            for _, card in plays:
                mask |= 1 << card
        return mask

    def tricks_on_table(self, state: S) -> tuple[tuple[tuple[tuple[int, int], ...], int], ...]:
        """The finished tricks whose cards still lie where they fell, as ``(plays, winner)``
        pairs: every trick of :attr:`TableState.history` by default. ``history`` is the record
        of the deal and never changes; a game that gathers played cards back into play answers
        with the tricks since then (Linger Longer's ``reshuffle`` variant shuffles them into a
        new stock), so that a card drawn again is in one place, not in a hand and a trick."""
        t: Any = state
        history: tuple[tuple[tuple[tuple[int, int], ...], int], ...] = t.history
        return history

    # --- search hooks: every game writes the four abstract ones, so every game can be searched
    # (the Monte-Carlo level); the others have defaults --------------------------------------
    def obvious_action(self, view: S) -> Action | None:
        """A move no search can improve (None: search)."""
        return None

    def searchable(self, view: S) -> bool:
        """Is the position small and compulsory enough to solve each sampled deal exactly?"""
        return False

    @abstractmethod
    def unseen(self, view: S) -> int:
        """How many cards the viewer cannot see."""

    @abstractmethod
    def determinize(self, view: S, rng: Random) -> S:
        """A full state consistent with everything ``view`` shows, hidden cards dealt at random."""

    @abstractmethod
    def playout(self, state: S, rng: Random) -> S:
        """The state at the end of the deal, played out by a cheap policy."""

    @abstractmethod
    def value(self, state: S, seat: int) -> int:
        """What a finished deal is worth to ``seat`` (the search maximises it)."""

    def rollout_value(self, state: S, seat: int) -> float:
        """The value used to score a playout (by default :meth:`value`)."""
        return float(self.value(state, seat))

    def search(
        self, world: S, seat: int, deadline: float = 0.0, nodes: Positions | None = None
    ) -> dict[Action, int] | None:
        """Exact values of the root actions in a perfect-information world (None: past the
        wall-clock ``deadline``, 0 for none, or past the positions ``nodes`` has left, None for
        no limit). A game may answer with :func:`engine.search.solve`, which reads the two hooks
        below."""
        return None

    def search_points(self, value: int) -> float:
        """What a value of :meth:`search` is worth in :meth:`value`'s units (the hand review
        mixes the two): by default the same. A game whose search scales its values to break
        ties (Forty-Five: five times the points, plus the trick margin) decodes them here."""
        return float(value)

    def search_actions(self, state: S) -> list[Action]:
        """The actions exact search tries here, best first (by default every legal action)."""
        return self.legal_actions(state)

    def side(self, state: S, seat: int) -> int:
        """The side ``seat`` plays for: partners share one and search maximises it together
        (by default every seat is its own side)."""
        return seat

    def partners(self, state: S, seat: int) -> tuple[int, ...]:
        """The seats whose tricks count for ``seat``'s side the whole game through: he and his
        partners in a partnership game, by default he alone (a :meth:`side` that a deal's bid
        forms, Napoleon's allies against the bidder, is no partnership)."""
        return (seat,)

    # --- shared helpers ---------------------------------------------------------------------

    def explained(self, move: Callable[[S, Action], S], state: S, action: Action) -> S:
        """``move(state, action)``: a rules module's own ``apply``, which refuses what it does
        not allow with :class:`IllegalAction`; a refusal is raised again in the words of
        :meth:`explain` (a card not held, too), as every game words it. A game whose rules
        live in such a module answers :meth:`apply` with this."""
        try:
            return move(state, action)
        except IllegalAction:
            raise IllegalAction(self.explain(state, action)) from None

    def explain(self, state: S, action: Action) -> list[Refusal]:
        """Why ``action`` is not allowed here (empty when it is legal)."""
        if action in self.legal_actions(state):
            return []
        found = [r for r in self.kept_refusals(state) if r.action == action]
        return found or [self.unavailable(state, action)]

    def unavailable(self, state: S, action: Action) -> Refusal:
        """Why an action that no rule of this position refuses is not allowed: a move the game
        does not have (:meth:`foreign_action`), a card the player to move does not hold
        (:meth:`not_held`), else the game's :meth:`not_available` (the wrong time for it)."""
        if action.kind not in self.action_kinds:
            return self.foreign_action(state, action)
        return self.not_held(state, action) or self.not_available(state, action)

    @property
    def action_kinds(self) -> frozenset[str]:
        """Every kind of action the game has a rule about: ``play``, its declarations (the
        first word of each of :attr:`declaration_words`: Napoleon's ``bid 3`` is a ``bid``),
        :attr:`other_kinds` and :attr:`absent_kinds`. Any other kind, a move of another game
        sent through a scenario or ``trickbook answer`` (``meld`` to Spoil Five), is refused
        by :meth:`foreign_action`."""
        words = (w.split()[0] for w in self.declaration_words)
        return frozenset({"play", *words, *self.other_kinds, *self.absent_kinds})

    def moves_rule(self, state: S) -> Rule:
        """The rule naming the game's moves, cited by :meth:`foreign_action`: the game's
        ``<id>.own_moves`` (:func:`engine.rules.own_moves`)."""
        return self.rules[f"{self.id}.own_moves"]

    def foreign_action(self, state: S, action: Action) -> Refusal:
        """The refusal of a move this game does not have (its kind is not in
        :attr:`action_kinds`), the same in every game and at every point of a deal: "meld K\u2665
        is not an action in Spoil Five" (its cards by their faces), citing :meth:`moves_rule`,
        whose statement names the game's moves, never a rule about some other move (Spoil Five
        cited who leads). A game whose one move is playing a card says so."""
        why = f"{action.pretty} is not an action in {self.name}"
        if not self.declaration_words and not self.other_kinds:
            why += ": the only action is to play a card"
        return Refusal(action, self.moves_rule(state), why)

    def hand_rule(self, state: S) -> Rule:
        """The rule that a player plays, discards or shows only cards of his own hand, cited by
        :meth:`not_held`: the game's ``<id>.from_hand`` (:func:`engine.rules.from_hand`). A game
        whose citations follow its options (Loo's seed 000 text) answers with the one they cite."""
        return self.rules[f"{self.id}.from_hand"]

    def not_held(self, state: S, action: Action) -> Refusal | None:
        """The refusal of an action naming a card the player to move does not hold (a card to
        play, the card a rob or an exchange puts out, a marriage shown), citing
        :meth:`hand_rule`: "P1 does not hold 2\u2663", the seat and the card, in every game.
        None when the action names no such card, or when no action of its kind is legal now
        (then :meth:`not_available` says why: it is not the time for it). A mover whose hand is
        not given (a scenario may leave it out) is told so in play, not that he lacks the card."""
        seat = self.current_player(state)
        named = list(action.named_cards)
        if seat is None or seat < 0 or not named:
            return None
        t: Any = state
        hand: int = t.hands[seat]
        missing = [c for c in named if not hand >> c & 1]
        if not missing:
            return None
        kinds = {a.kind for a in self.legal_actions(state)}  # (one refused outright: not now)
        me = f"P{seat}"  # named as a seat, not "you": told to that seat, "you do not hold"
        if hand and action.kind in kinds:
            reason = Sentence.of(*does(me, "does", "do"), f" not hold {_either(missing)}")
        elif not hand and (action.kind in kinds or (t.phase, action.kind) == ("play", "play")):
            reason = Sentence.of(
                f"{_either(missing)} is not among ", Who(me, possessive=True), " known cards: ",
                He(me, "his"), " hand is not given",
            )  # fmt: skip
        else:
            return None
        return Refusal(action, self.hand_rule(state), reason)

    def grounds(self, state: S, action: Action) -> list[Ground]:
        """The rules that let the player to move take ``action`` (a legal one) here, and any
        that say what it costs: cited when a learner chooses it (a Learn task's verdict). By
        default none: a card play needs no rule beyond the duties that did not refuse it."""
        return []

    @abstractmethod
    def not_available(self, state: S, action: Action) -> Refusal:
        """A refusal for an action that is not even on offer now (the wrong phase for it, the
        deal over). A card the player to move does not hold is :meth:`not_held`'s, for every
        game: callers ask :meth:`unavailable`, which tries that first."""

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
            raise DealError(f"unknown variant {name!r} for {self.id} ({expected(self.variants)})")
        vals = {o.name: o.default for o in self.options}
        vals.update(self.variants[name].options)
        known = {o.name: o for o in self.options}
        for k, v in overrides.items():
            if k not in known:
                raise DealError(f"unknown option {k!r} for {self.id} ({expected(known)})")
            if known[k].choices and v not in known[k].choices:
                # YAML reads an unquoted 000 or 002 as a number: say which text was meant
                meant = [c for c in known[k].choices if str(c).isdigit() and int(c) == v]
                hint = (
                    f" (YAML reads an unquoted {meant[0]} as the number {v}: write '{meant[0]}')"
                    if meant and isinstance(v, int) and not isinstance(v, bool)
                    else ""
                )
                may = listed([repr(c) for c in known[k].choices], "or")  # "'002' or '000'"
                raise DealError(f"option {k!r} must be {may}, not {v!r}{hint}")
            vals[k] = v
        return vals


def expected(words: Iterable[str]) -> str:
    """What a refusal of a name expected: ``expected seed`` (a game with one variant),
    ``expected one of seed or reshuffle``."""
    ws = list(words)
    return f"expected {ws[0]}" if len(ws) == 1 else f"expected one of {listed(ws, 'or')}"


def either_of(words: Sequence[str]) -> str:
    """Alternatives in words: ``rob``; ``close or claim``; ``7\u2663, 3\u2666 or 9\u2660``."""
    return listed(words, "or")


def _either(cards: Sequence[Card]) -> str:
    """``7\u2663``, ``7\u2663 or 3\u2666``, ``7\u2663, 3\u2666 or 9\u2660``."""
    return either_of([c.pretty for c in cards])
