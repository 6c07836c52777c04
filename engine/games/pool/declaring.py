"""Declaring: stand, take the widow, pass or defend (Three-card Loo); play or not, then "How
many?" (Irish and Five-card Loo); flushes shown once declaring is done.

``declare_options`` answers both the hot question (which declarations are legal) and, only when
asked, the teaching one (why the others are not).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache, partial
from itertools import combinations
from typing import Any, ClassVar

from engine.cards import CARDS, listed, pretty
from engine.game import Action, Refusal
from engine.games.pool.play import PAM_BIT, PoolPlay, ranking_for
from engine.games.pool.spec import FLUSH_ANY_SUIT, FLUSH_TRUMPS, WIDOW_EXCHANGE, WIDOW_LOO
from engine.games.pool.state import (
    THROWN_SLOT,
    PoolOpts,
    PoolState,
    declare_order,
    seats_in,
    throw,
    with_fields,
)
from engine.ranking import ranking
from engine.scenario import because
from engine.sentence import HIM, HIS, REFUSED, YOU, YOURS, He, Part, Sentence, Who, does, he, you

STAND, WIDOW, PASS, DEFEND = Action("stand"), Action("widow"), Action("pass"), Action("defend")

_new = tuple.__new__
_HANDS, _WIDOW, _TAKER, _DECLARATIONS, _TO_MOVE, _PHASE, _LEADER, _THROWN = (
    PoolState._fields.index(f)
    for f in (
        "hands",
        "widow",
        "widow_taker",
        "declarations",
        "to_move",
        "phase",
        "leader",
        "thrown",
    )
)

# the plain suits by face: a five-card flush is five of one suit, Pam counting as any suit
FACE_SUITS = ranking("ace_high", None).suit_mask


@lru_cache(maxsize=4096)
def exchange_actions(hand: int, stock: int) -> tuple[Action, ...]:
    """The exchanges a hand may name with ``stock`` cards left to deal from (cached: a hand
    is asked once a deal, and search asks the same hands again)."""
    cards = [c for c in range(52) if hand >> c & 1]
    most = min(len(cards), stock)
    return tuple(exchange(ds) for k in range(most + 1) for ds in combinations(cards, k))


def exchange(discards: tuple[int, ...]) -> Action:
    """``exchange N c1 ... cN``: name how many cards you exchange, and discard them
    (``discards`` in card order). Exchanges of up to three cards are made once and kept."""
    a = _EXCHANGES.get(discards)
    if a is None:
        a = Action("exchange", number=len(discards), cards=tuple(map(CARDS.__getitem__, discards)))
        if len(discards) <= 3:  # at most 23,479 of them: worth keeping
            _EXCHANGES[discards] = a
    return a


_EXCHANGES: dict[tuple[int, ...], Action] = {}

IN_WORDS = ("stand", "widow")  # what a player before the dealer declares to play


def next_declarer(double: bool, kind: str, seat: int, dealer: int, decl: Sequence[str]) -> int:
    """Who declares after ``seat`` declares ``kind`` (``decl``: the declarations before it):
    the next seat, or -1 when declaring ends with it. In 000's single pool taking the widow,
    or the dealer's word, ends it; in a double the dealer's word does, and so does the last
    pass before the dealer when nobody is in (the pool is his)."""
    if not double:
        return -1 if kind == "widow" or seat == dealer else (seat + 1) % len(decl)
    if seat == dealer:
        return -1
    nxt = (seat + 1) % len(decl)
    if nxt == dealer and kind not in IN_WORDS and "stand" not in decl and "widow" not in decl:
        return -1
    return nxt


def take_declaration(
    kind: str,
    seat: int,
    double: bool,
    dealer: int,
    decl: list[str],
    hands: list[int],
    widow: int,
    taker: int,
    thrown: int,
) -> tuple[int, int, int, int]:
    """Make ``seat``'s declaration on the position's parts (:func:`make_declaration`): returns
    the new (widow, widow_taker, thrown) and :func:`next_declarer`."""
    nxt = next_declarer(double, kind, seat, dealer, decl)
    widow, taker, thrown = make_declaration(kind, seat, double, decl, hands, widow, taker, thrown)
    return widow, taker, thrown, nxt


def make_declaration(
    kind: str,
    seat: int,
    double: bool,
    decl: list[str],
    hands: list[int],
    widow: int,
    taker: int,
    thrown: int,
) -> tuple[int, int, int]:
    """``seat``'s declaration made on the position's parts: ``decl`` and ``hands`` change in
    place; returns the new (widow, widow_taker, thrown). Taking the widow (or defending with
    it) discards the hand for it, passing throws the hand in (his own, in ``thrown``); 000's
    single pool records the widow exchange as "widow" or "satisfied"."""
    if kind in GIVES_UP_HAND:  # (a set of words: cheaper than comparing them one by one)
        thrown |= hands[seat] << THROWN_SLOT * seat  # (:func:`throw`, inline: the hot path)
        if kind in FOR_THE_WIDOW:
            hands[seat], widow, taker = widow, 0, seat
        else:
            hands[seat] = 0
    decl[seat] = kind if double else ("widow" if kind == "widow" else "satisfied")
    return widow, taker, thrown


# the declarations that give the declarer's hand up: for the widow (taking it, or defending the
# pool with it) or thrown in (a pass); any other keeps his hand and changes only his word, so a
# board declaring in place makes it by writing the word it left the first time
FOR_THE_WIDOW = frozenset({"widow", "defend"})
GIVES_UP_HAND = FOR_THE_WIDOW | {"pass"}


class PoolDeclaring(PoolPlay):
    """Declaring and exchanging, over :class:`PoolPlay`."""

    # a move as a refusal names it to the learner ("you cannot take the widow now"); a game
    # whose table says it otherwise (Bierspiel "takes up" the trump card) overrides a word
    move_verbs: ClassVar[dict[str, str]] = {
        "stand": "stand",
        "pass": "pass",
        "widow": "take the widow",
        "defend": "defend the pool",
        "rams": "announce rams",
        "rob": "rob the trump",
        "discard": "discard",
        "exchange": "exchange cards",
        "auf": "say \u201cAuf\u201d",
    }

    hot_declare: ClassVar[bool] = True
    """True while the game declares the family's way (``declare_options`` and ``declare``
    not overridden): its :class:`~engine.games.pool.board.PoolBoard` then declares in place,
    with :meth:`declare_choice` and :func:`take_declaration` (the code those two run), and
    the last declaration ends on a record with :meth:`finish_declaring`. Set for each
    subclass by whether it overrides them (Rams' rams and robbing, Bierspiel's taking up,
    declare otherwise)."""

    hot_finish: ClassVar[bool] = True
    """True while the game declares the family's way (``hot_declare``) and ends declaring so
    too (``finish_declaring`` not overridden): a board then ends it from its own parts, with
    :meth:`declaring_end` and :meth:`carry_on` (the code ``finish_declaring`` runs), without a
    record in between."""

    hot_begin: ClassVar[bool] = True
    """True while the game ends declaring in place (``hot_finish``), plays its cards so
    (``hot_play``) and begins play the family's way (``carry_on``, ``begin_play`` and
    ``first_leader`` not overridden): a board then begins play straight from its own parts,
    with :meth:`first_leader_on`, when :meth:`declaring_end` says play follows."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "hot_declare" not in cls.__dict__:
            cls.hot_declare = (
                cls.declare is PoolDeclaring.declare
                and cls.declare_options is PoolDeclaring.declare_options
            )
        if "hot_finish" not in cls.__dict__:
            cls.hot_finish = (
                cls.hot_declare and cls.finish_declaring is PoolDeclaring.finish_declaring
            )
        if "hot_begin" not in cls.__dict__:
            cls.hot_begin = (
                cls.hot_finish
                and cls.hot_play
                and cls.carry_on is PoolDeclaring.carry_on
                and cls.begin_play is PoolDeclaring.begin_play
                and cls.first_leader is PoolDeclaring.first_leader
            )

    def move_words(self, action: Action) -> str:
        """A move that is not a card played, as a refusal names it to the learner: ``take the
        widow``, ``rob the trump, putting out 7♣``, ``discard 9♦``; an exchange by its cards,
        ``exchange 7♣, 8♦ and J♦``, or ``keep all your cards`` (the hint: "would ...")."""
        words = self.move_verbs.get(action.kind, action.kind)
        cards = " and ".join(c.pretty for c in action.named_cards)
        if action.kind == "exchange" and action.number is not None:
            said = listed(c.pretty for c in action.cards)
            return f"exchange {said}" if said else "keep all your cards"
        if not cards:
            return words
        return f"{words}, putting out {cards}" if action.kind == "rob" else f"{words} {cards}"

    def refused_declaration(self, seat: int, action: Action, reason: str) -> str:
        """A declaration a scenario gives that the rules refuse, as its error says it, with the
        move named as a refusal names it (:meth:`move_words`) and joined to the reason as every
        scenario error joins one (:func:`engine.scenario.because`): ``P1 may not announce
        rams, because there is no general rams in Bierspiel: ...``, ``P2 may not take the
        widow, because ...``."""
        return because(f"P{seat} may not {self.move_words(action)}", reason)

    def has_widow(self, state: PoolState) -> bool:
        """A widow is dealt in every double, and in single pools too under seed 000."""
        return self.spec.widow == WIDOW_LOO and (state.double or state.opts.widow_in_single)

    # ---- flushes ------------------------------------------------------------------------------
    def opening_flush(self, s: PoolState) -> PoolState:
        """Five-card Loo: a flush dealt takes the pool at once (the elder of two wins)."""
        if self.spec.flush != FLUSH_ANY_SUIT or not s.opts.flushes:
            return s
        holders = self.flush_holders(s, tuple(declare_order(s.dealer, s.n)))
        if not holders:
            return s
        return with_fields(s, phase="over", to_move=-1, result="flush", flushes=holders)

    def flush_holders(self, state: PoolState, seats: tuple[int, ...]) -> tuple[int, ...]:
        return self.flush_seats(state.opts, state.trump, state.hands, seats)

    def flush_seats(
        self, opts: PoolOpts, trump: int, hands: Sequence[int], seats: tuple[int, ...]
    ) -> tuple[int, ...]:
        """:meth:`flush_holders` from the position's parts: which of ``seats`` hold a flush,
        a full hand within one of the flush suits (:meth:`flush_suits`)."""
        suits, wild = self.flush_suits(opts, trump)
        size = self.spec.hand
        found = []
        keep = ~wild
        for p in seats:
            hand = hands[p]
            if hand.bit_count() == size:
                plain = hand & keep if wild else hand  # (an ``&`` allocates: only when wild)
                for m in suits:
                    if plain & m == plain:
                        found.append(p)
                        break
        return tuple(found)

    def flush_suits(self, opts: PoolOpts, trump: int) -> tuple[tuple[int, ...], int]:
        """The cards a flush lies within under ``trump`` (a full hand inside one of these
        masks: the trumps, or any plain suit) and the card that joins any of them (Pam; 0 for
        none). A board declaring in place asks the rules for flushes only when a hand holds
        no card outside them all.

        >>> from engine.games.loo import LOO
        >>> from engine.cards import Suit, pretty
        >>> suits, wild = LOO.flush_suits(LOO.new_deal(players=3, seed=1).opts, Suit.HEARTS)
        >>> [pretty(m) for m in suits], wild
        (['2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥'], 0)
        """
        if self.spec.flush == FLUSH_TRUMPS:
            return (ranking_for(opts, trump).trump_mask,), 0
        return FACE_SUITS, PAM_BIT if opts.pam else 0

    # ---- what may be declared -----------------------------------------------------------------
    def declare_options(
        self, state: PoolState, explain: bool = False
    ) -> tuple[list[Action], list[Refusal]]:
        """(legal declarations, refusals of the others) for the player to move.

        The refusals, with their reasons, are built only when ``explain`` is asked for: the
        legal list is on the hot path, the explanations are not.
        """
        taker = state.widow_taker
        return self.declare_choice(
            state.opts,
            state.double,
            self.has_widow(state) and taker < 0,
            state.to_move,
            state.dealer,
            state.declarations,
            taker,
            explain,
        )

    def declare_choice(
        self,
        o: PoolOpts,
        double: bool,
        widow_free: bool,
        seat: int,
        dealer: int,
        decl: Sequence[str],
        taker: int,
        explain: bool = False,
    ) -> tuple[list[Action], list[Refusal]]:
        """:meth:`declare_options` from the position's parts (a board declaring in place asks
        this): ``widow_free`` says a widow was dealt and nobody has taken it."""
        loo_widow = self.spec.widow == WIDOW_LOO
        refusals: list[Refusal] = []
        if not double:  # 000's single pool: the widow exchange only
            if explain:
                r = self.rule_for(o, "single_exchange")
                refusals += [
                    Refusal(
                        PASS,
                        r,
                        Sentence.of(
                            "in a single pool everyone plays: ",
                            *you("may", "may"),
                            " take the widow or say ",
                            *he("is", "are"),
                            " satisfied",
                        ),
                    ),
                    Refusal(DEFEND, r, "there is no pool to defend in a single"),
                ]
            return ([STAND, WIDOW] if widow_free else [STAND]), refusals
        legal = [STAND, WIDOW] if widow_free else [STAND]
        if explain and not widow_free:
            refusals.append(
                Refusal(
                    WIDOW,
                    self.rule_for(o, "widow_once"),
                    Sentence.of(
                        *does(self.seat_name(taker), "has", "have"), " already taken the widow"
                    )
                    if taker >= 0
                    else "there is no widow",
                )
            )
        if seat != dealer:
            legal.append(PASS)
            if explain and loo_widow:
                refusals.append(
                    Refusal(
                        DEFEND,
                        # the rule naming the dealer as who defends (loo.defend), not his duty
                        # to play against a lone stander (dealer_must_play), which binds no one
                        # else
                        self.rule_for(o, "defend"),
                        "only the dealer defends the pool",
                    )
                )
            return legal, refusals
        ins = [s for s in range(len(decl)) if s != seat and decl[s] in ("stand", "widow")]
        lone = len(ins) == 1
        if lone and (o.dealer_always_plays or decl[ins[0]] == "stand"):
            # the dealer must play: for himself (his own hand), or take the widow to defend
            if explain:
                rule = self.rule_for(o, "dealer_must_play")
                lone_name = self.seat_name(ins[0])
                why: tuple[Part, ...]
                if not loo_widow:
                    why = (", with no widow to defend the pool",)
                elif widow_free:
                    why = (" or defend the pool",)
                else:
                    why = (", with ", HIS, " own hand (the widow is taken)")
                against = ("only ", *does(lone_name, "is", "are"), " in against ", YOU, ": ")
                play = (*he("must", "must"), " play for ", He(REFUSED, "himself"), *why)
                refusals.append(Refusal(PASS, rule, Sentence.of(*against, *play)))
                if loo_widow and not widow_free:
                    refusals.append(
                        Refusal(
                            DEFEND,
                            self.rule_for(o, "defend"),
                            Sentence.of(
                                *does(lone_name, "has", "have"),
                                " taken the widow, so ",
                                *you("cannot", "cannot"),
                                " defend the pool with it: ",
                                *he("may", "may"),
                                " play only ",
                                HIS,
                                " own hand",
                            ),
                        )
                    )
                if widow_free:
                    refusals.append(
                        Refusal(
                            WIDOW,
                            rule,
                            Sentence.of(
                                "against a lone player, taking the widow means defending "
                                "the pool: ",
                                *you("may", "may"),
                                " defend the pool instead",
                            ),
                        )
                    )
            return ([STAND, DEFEND] if widow_free else [STAND]), refusals
        legal.append(PASS)
        if explain and loo_widow:
            if lone:  # a lone widow-taker (002): the dealer is not obliged, and the widow is gone
                none: str | Sentence = Sentence.of(
                    Who(self.seat_name(ins[0])), " took the widow, so there is none to defend "
                    "the pool with, and ", *you("need", "need"), " not play: ",
                    *he("may", "may"), " stand or pass",
                )  # fmt: skip
            elif ins:
                none = Sentence.of(
                    *you("defends", "defend"),
                    " the pool only when a single player stands against ", HIM,
                )  # fmt: skip
            else:
                none = Sentence.of("nobody is in: the pool is ", *YOURS)
            refusals.append(Refusal(DEFEND, self.rule_for(o, "dealer_must_play"), none))
        return legal, refusals

    def declare(self, state: PoolState, action: Action) -> PoolState:
        """Apply a declaration (already checked legal)."""
        seat, kind, dealer, double = state.to_move, action.kind, state.dealer, state.double
        decl = list(state.declarations)
        hands = list(state.hands)
        widow, taker, thrown, nxt = take_declaration(
            kind,
            seat,
            double,
            dealer,
            decl,
            hands,
            state.widow,
            state.widow_taker,
            state.thrown,
        )
        # one new state, its fields set by position (the hot path: ``with_fields``' keywords
        # cost more than the copy); the next player declares, or declaring ends
        f = list(state)
        f[_HANDS], f[_WIDOW], f[_TAKER], f[_THROWN] = tuple(hands), widow, taker, thrown
        f[_DECLARATIONS] = tuple(decl)
        if nxt >= 0:
            f[_TO_MOVE] = nxt
            return _new(PoolState, f)
        return self.finish_declaring(_new(PoolState, f), seat)

    def finish_declaring(self, s: PoolState, seat: int) -> PoolState:
        """End declaring with ``seat``'s declaration, already made on ``s`` (whose ``to_move``
        is still ``seat``), as :meth:`declaring_end` says."""
        decl, then, holders = self.declaring_end(
            s.opts, s.double, s.dealer, seat, s.declarations, s.hands, s.trump
        )
        return self.carry_on(with_fields(s, declarations=decl), then, holders)

    def declaring_end(
        self,
        opts: PoolOpts,
        double: bool,
        dealer: int,
        seat: int,
        decl: Sequence[str],
        hands: Sequence[int],
        trump: int,
    ) -> tuple[tuple[str, ...], str, tuple[int, ...]]:
        """How declaring ends with ``seat``'s declaration, made on ``decl`` and ``hands`` (a
        board declaring in place asks this for the last declaration): the declarations then,
        and what follows (:meth:`carry_on`): :meth:`declaring_words`, unless a flush is
        shown (:meth:`shown_flush`)."""
        end, then, seats = self.declaring_words(opts, double, dealer, seat, decl)
        return (end, *self.shown_flush(opts, trump, hands, then, seats))

    def declaring_words(
        self, opts: PoolOpts, double: bool, dealer: int, seat: int, decl: Sequence[str]
    ) -> tuple[tuple[str, ...], str, tuple[int, ...]]:
        """What :meth:`declaring_end` reads off the declarations alone (a board declaring in
        place keeps it by declaring position and word): the declarations then, what follows
        unless a flush is shown, and the seats whose hands may show one. The single pool's
        exchange done, everyone plays; every player before the dealer passed, the pool is
        his; the dealer declared, on to the exchange, flushes and play
        (:meth:`after_declaring_words`)."""
        if not double:
            return tuple(["widow" if d == "widow" else "stand" for d in decl]), "play", ()
        if seat != dealer:
            taken = list(decl)
            taken[dealer] = "stand"
            return tuple(taken), "dealer_takes", ()
        final = tuple(decl)
        return (final, *self.after_declaring_words(opts, double, dealer, final))

    def shown_flush(
        self, opts: PoolOpts, trump: int, hands: Sequence[int], then: str, seats: tuple[int, ...]
    ) -> tuple[str, tuple[int, ...]]:
        """``then``, unless one of ``seats`` holds a flush (:meth:`flush_seats`): then the
        pool is the flush's, and its holders."""
        if seats:
            holders = self.flush_seats(opts, trump, hands, seats)
            if holders:
                return "flush", holders
        return then, ()

    def carry_on(self, s: PoolState, then: str, holders: tuple[int, ...]) -> PoolState:
        """``s`` carried on as :meth:`declaring_end` or :meth:`after_exchanging_on` say: play
        begins, the exchange, or the deal is over with the result ``then`` (and the flushes'
        ``holders`` when a flush ends it)."""
        if then == "play":
            return self.begin_play(s)
        if then == "exchange":
            return with_fields(s, phase="exchange", to_move=s.active[0])
        if holders:
            return with_fields(s, phase="over", to_move=-1, result=then, flushes=holders)
        return with_fields(s, phase="over", to_move=-1, result=then)

    def after_declaring(self, s: PoolState) -> PoolState:
        return self.carry_on(
            s,
            *self.after_declaring_on(s.opts, s.double, s.dealer, s.declarations, s.hands, s.trump),
        )

    def after_declaring_on(
        self,
        opts: PoolOpts,
        double: bool,
        dealer: int,
        decl: tuple[str, ...],
        hands: Sequence[int],
        trump: int,
    ) -> tuple[str, tuple[int, ...]]:
        """What follows the dealer's declaration: :meth:`after_declaring_words`, unless a
        flush is shown."""
        then, seats = self.after_declaring_words(opts, double, dealer, decl)
        return self.shown_flush(opts, trump, hands, then, seats)

    def after_declaring_words(
        self, opts: PoolOpts, double: bool, dealer: int, decl: tuple[str, ...]
    ) -> tuple[str, tuple[int, ...]]:
        """What follows the dealer's declaration, read off the declarations alone, and the
        seats whose hands may show a flush: only the widow-taker left in takes the pool, else
        the exchange, else play (:meth:`flush_check`)."""
        ins = seats_in(decl, dealer)
        if len(ins) == 1:  # only the widow-taker is left in
            return "widow_unopposed", ()
        if self.spec.widow == WIDOW_EXCHANGE:
            return "exchange", ()
        return "play", self.flush_check(opts, double, ins)

    def after_exchanging(self, s: PoolState) -> PoolState:
        """Hands are final: a flush takes the pool, else play begins."""
        return self.carry_on(
            s, *self.after_exchanging_on(s.opts, s.double, s.active, s.hands, s.trump)
        )

    def after_exchanging_on(
        self,
        opts: PoolOpts,
        double: bool,
        ins: tuple[int, ...],
        hands: Sequence[int],
        trump: int,
    ) -> tuple[str, tuple[int, ...]]:
        """:meth:`after_exchanging` from the position's parts (``ins``: the seats in)."""
        return self.shown_flush(opts, trump, hands, "play", self.flush_check(opts, double, ins))

    def flush_check(self, opts: PoolOpts, double: bool, ins: tuple[int, ...]) -> tuple[int, ...]:
        """The seats whose hands, once final, may show a flush: those in (``ins``), in a double
        pool where flushes are played; none otherwise."""
        return ins if opts.flushes and double else ()

    def first_leader(self, s: PoolState) -> int:
        """Who leads the first trick: the eldest hand playing (Rams: the rams announcer)."""
        return self.first_leader_on(s.declarations, s.dealer)

    def first_leader_on(self, decl: tuple[str, ...], dealer: int) -> int:
        """The family's :meth:`first_leader` from the position's parts: the first seat in,
        clockwise from the dealer's left."""
        return seats_in(decl, dealer)[0]

    def begin_play(self, s: PoolState) -> PoolState:
        first = self.first_leader(s)
        f = list(s)
        f[_PHASE], f[_TO_MOVE], f[_LEADER] = "play", first, first
        return _new(PoolState, f)

    # ---- "How many?" ------------------------------------------------------------------------
    def exchange_options(self, state: PoolState) -> list[Action]:
        """Every exchange the player to move may name: 0 up to his whole hand, no more than
        the pack still holds, each with the cards he discards. None for a hand a scenario
        left out (a player in always holds his cards when asked): which he may name is
        unknown, not "exchange 0" alone."""
        hand = state.hands[state.to_move]
        return list(exchange_actions(hand, len(state.stock))) if hand else []

    def may_exchange(self, state: PoolState, action: Action) -> bool:
        """Is ``action`` one of :meth:`exchange_options` (without listing them)?"""
        if action.kind != "exchange" or action.number != len(action.cards) or action.card:
            return False
        out = 0
        for c in action.cards:
            out |= 1 << c
        hand = state.hands[state.to_move]
        return out & hand == out and len(action.cards) <= len(state.stock)

    def exchange_refusals(self, state: PoolState) -> list[Refusal]:
        held = state.hands[state.to_move].bit_count()
        left = len(state.stock)
        if held <= left:
            return []
        rule = self.rule_for(state.opts, "replacements")
        return [
            Refusal(
                Action("exchange", number=k),
                rule,
                f"only {left} card{'s are' if left != 1 else ' is'} left in the pack to deal from",
            )
            for k in range(left + 1, held + 1)
        ]

    def do_exchange(self, state: PoolState, action: Action) -> PoolState:
        """Discard the named cards and deal as many from the top of the rest of the pack."""
        seat = state.to_move
        out = 0
        for c in action.cards:
            out |= 1 << c
        k = len(action.cards)
        got = 0
        for new in state.stock[:k]:
            got |= 1 << new
        hands = list(state.hands)
        hands[seat] = hands[seat] & ~out | got
        done = list(state.exchanged)
        done[seat] = k
        s = with_fields(
            state,
            hands=tuple(hands),
            stock=state.stock[k:],
            undealt=state.undealt & ~got,
            thrown=throw(state.thrown, seat, out),
            exchanged=tuple(done),
        )
        if self.exchange_flush(s, seat):
            return self.carry_on(s, "flush", (seat,))
        ins = s.active
        i = ins.index(seat)
        if i + 1 < len(ins):
            return with_fields(s, to_move=ins[i + 1])
        return self.after_exchanging(s)

    def exchange_flush(self, s: PoolState, seat: int) -> bool:
        """Five-card Loo: does ``seat``'s exchange give him a flush? He "may immediately claim
        the pool" (002; RULES.md: "takes the pool at once"), before the next player is asked
        "How many?" (the first to make one is the elder of any that could follow). Irish
        Loo's three trumps wait until every hand is final, as Three-card Loo's flushes wait
        for the declarations."""
        if self.spec.flush != FLUSH_ANY_SUIT or not s.opts.flushes:
            return False
        return bool(self.flush_seats(s.opts, s.trump, s.hands, (seat,)))

    def exchange_text(self, state: PoolState, seat: int) -> str:
        k = state.exchanged[seat] if state.exchanged else -1
        return "" if k < 0 else f"exchanged {k}"

    def describe_flush(self, state: PoolState, seat: int) -> str:
        return pretty(state.hands[seat], partial(self.hand_order, state))  # as the table draws it
