"""Reading a pool-game scenario (docs/scenarios.md): every inconsistency names its field."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.cards import CARDS, listed
from engine.game import Action
from engine.games.pool.settlement import PoolSettlement
from engine.games.pool.spec import FLUSH_ANY_SUIT, TRUMP_ALWAYS, WIDOW_EXCHANGE, WIDOW_LOO
from engine.games.pool.state import (
    PoolState,
    as_given,
    declare_order,
    mask_of_cards,
    next_active,
    opening_state,
)
from engine.scenario import ScenarioError, because
from engine.tricks import n_tricks

COMMON_FIELDS = frozenset(
    {
        "game",
        "variant",
        "options",
        "players",
        "dealer",
        "pool",
        "counters",
        "trump",
        "turn_card",
        "hands",
        "declarations",
        "tricks_won",
        "trick",
        "leader",
        "irregularity",
        "title",
        "note",
    }
)


def flush_holders(seats: Iterable[int]) -> str:
    """Who holds a flush, as a sentence says it: "P2 holds a flush", "P1 and P3 hold flushes"
    (it read "P1, P3 holds a flush")."""
    names = [f"P{p}" for p in seats]
    return f"{listed(names)} {'holds a flush' if len(names) == 1 else 'hold flushes'}"


class PoolScenario(PoolSettlement):
    """``from_scenario`` for every pool game, with the spec's numbers."""

    @property
    def scenario_fields(self) -> frozenset[str]:
        extra = {"widow"} if self.spec.widow == WIDOW_LOO else set()
        if self.spec.widow == WIDOW_EXCHANGE:
            extra.add("exchanged")
        return COMMON_FIELDS | extra

    def from_scenario(self, r: Any) -> PoolState:
        """Build the position a scenario describes; every inconsistency is a ScenarioError."""
        spec = self.spec
        hand_size, units = spec.hand, spec.units
        r.check_unknown(set(self.scenario_fields))
        opts = r.game_options(self)
        lo, hi = self.players_range(opts)
        n = r.integer("players", lo, hi, rule=self.players_rule(opts))
        r.players = n
        dealer = r.seat("dealer", 0)
        pool = r.counters(r.raw("pool", spec.ante_red), r.path("pool"), units)
        if pool < spec.ante:
            raise r.error(
                "pool",
                f"expected at least the dealer's ante of {spec.ante_red} "
                + ("red counters" if spec.unit_word == "red" else spec.unit_word),
            )
        double = pool > spec.ante if spec.has_simple_pools else True
        counters = [spec.start_counters] * n
        for seat, amount in r.per_seat("counters", lambda v, p: r.counters(v, p, units)).items():
            counters[seat] = amount
        hands_given = r.per_seat("hands", r.card_list)
        widow_cards = r.cards("widow") if spec.widow == WIDOW_LOO else []
        decl_given = r.per_seat("declarations", lambda v, p: str(v).strip().lower())
        won = r.per_seat("tricks_won", lambda v, p: self.trick_count(r, v, p))
        exchanged = (
            r.per_seat("exchanged", lambda v, p: self.exchange_count(r, v, p))
            if spec.widow == WIDOW_EXCHANGE
            else {}
        )
        trick = r.plays("trick")
        turn_card = r.card("turn_card")
        trump_suit = r.suit("trump")
        # ---- cards are all different -------------------------------------------------------
        seen: dict[int, str] = {}

        def claim(card: int, where: str) -> None:
            if not spec.pack >> card & 1:
                raise ScenarioError(
                    r.source,
                    where,
                    f"{CARDS[card].pretty} is not in the {spec.pack.bit_count()}-card pack "
                    f"{spec.name} is played with",
                )
            if card in seen:
                raise ScenarioError(
                    r.source, where, f"{CARDS[card].pretty} is already in {seen[card]}"
                )
            seen[card] = where

        most = max(hand_size, spec.widow_cards)  # Rounce's widow taker holds six till he discards
        for seat, cs in hands_given.items():
            if len(cs) > most:
                raise r.error(f"hands.P{seat}", f"expected at most {most} cards, got {len(cs)}")
            for i, c in enumerate(cs):
                claim(c, f"hands.P{seat}[{i}]")
        for i, c in enumerate(widow_cards):
            claim(c, f"widow[{i}]")
        for i, (_, c) in enumerate(trick):
            claim(c, f"trick[{i}]")
        holder = self.turn_card_holder(opts, dealer)
        taker = self.turn_card_taker(r, opts, dealer)
        where = seen.get(turn_card, "") if turn_card is not None else ""
        held = where.startswith(f"hands.P{holder}[") or any(
            where == f"trick[{i}]" and p == taker for i, (p, _) in enumerate(trick)
        )
        if turn_card is not None and not held:
            # (a holder's hand may hold it, or he plays it now: Rams' robbing dealer)
            claim(turn_card, "turn_card")
        if len(widow_cards) > spec.widow_cards:
            raise r.error(
                "widow", f"expected at most {spec.widow_cards} cards, got {len(widow_cards)}"
            )
        # ---- trumps ------------------------------------------------------------------------
        if turn_card is not None and trump_suit is not None and turn_card.suit != trump_suit:
            raise r.error(
                "trump",
                f"the turned card {turn_card.pretty} makes "
                f"{turn_card.suit.symbol} trumps, not {trump_suit.symbol}",
            )
        if double and trump_suit is None:
            if turn_card is None:
                what = (
                    "a trump is always turned"
                    if spec.trump_source == TRUMP_ALWAYS
                    else "a double pool has a trump turned"
                )
                raise r.error("trump", f"{what}: expected a suit (C, D, H, S) or a turn_card")
            trump_suit = turn_card.suit
        trump = -1 if trump_suit is None else int(trump_suit)
        hands = tuple(mask_of_cards(hands_given.get(i, [])) for i in range(n))
        # the cards no field places: where an exchange's replacements come from, as many as
        # the pack holds after the deal and the turned card (the hands not given hold theirs)
        stock = tuple(c for c in range(52) if c not in seen and spec.pack >> c & 1)
        stock = stock[: max(0, spec.pack.bit_count() - n * hand_size - 1)]
        state = opening_state(
            opts,
            dealer,
            double,
            hands,
            mask_of_cards(widow_cards),
            0,
            -1 if turn_card is None else int(turn_card),
            trump,
            pool,
            tuple(counters),
            stock=stock if spec.widow == WIDOW_EXCHANGE else (),
            spec=spec,
        )
        if widow_cards and not self.has_widow(state):
            raise r.error(
                "widow",
                "no widow is dealt in a simple pool (\u201cno trump is turned, and no widow "
                f"dealt\u201d): a widow comes with a double, a pool of more than {spec.ante_red} "
                "red",
            )
        irregular = self.read_irregularity(r, state)
        if trump >= 0 and not double:
            if not sum(won.values()):
                raise r.error(
                    "trump",
                    "no trump is known yet in a simple pool: the top card is turned once a trick "
                    "in which someone failed to follow is complete (give it as turn_card, and "
                    "trump only when tricks_won shows such a trick played)"
                    + (
                        "; a trump the dealer turned by mistake does not count: it remains a simple"
                        if irregular.get("dealer_turned_trump")
                        else ""
                    ),
                )
            state = state._replace(turned_after=1)
        if irregular.get("dealer_turned_trump"):
            state = state._replace(forfeit=spec.irregular_trump_red * units)
        # a trick, a count of tricks or a revoke (found in the play) shows that play has begun
        begun = bool(won or trick or "revoke" in irregular)
        # ---- a five-card flush takes the pool at once ----------------------------------------
        # the hands are as dealt while nobody has exchanged: no `exchanged`, and no play after
        # the declarations (the trick or tricks of a deal not declared are refused below)
        as_dealt = not exchanged and not (decl_given and begun)
        if spec.flush == FLUSH_ANY_SUIT and opts.flushes and as_dealt:
            early = self.opening_flush(state)
            if early.phase == "over":
                shown = (("tricks_won", won), ("trick", trick), ("declarations", decl_given))
                field = next((f for f, given in shown if given), "")
                if field:
                    raise r.error(
                        field,
                        f"{flush_holders(early.flushes)}, "
                        + ("which takes" if len(early.flushes) == 1 else "and a flush takes")
                        + " the pool at once: "
                        + ("nobody declares" if field == "declarations" else "no trick is played"),
                    )
                return self.apply_irregularity(r, early, irregular)
        # ---- declaring -----------------------------------------------------------------------
        declaring = double or opts.widow_in_single
        if not double and declaring and not decl_given and begun:
            declaring = False  # 000's single: play has begun, so the widow matter is settled
        if not declaring:
            if decl_given and not opts.widow_in_single:
                raise r.error(
                    "declarations",
                    "nobody declares in a simple pool: everyone plays (leave declarations out)",
                )
            state = state._replace(declarations=("stand",) * n)
        else:
            if spec.has_simple_pools and self.widow_played_from(decl_given, won, trick):
                state = state._replace(widow=0)
            state = self.replay_declarations(r, state, decl_given)
            if state.phase == "exchange":
                state = self.replay_exchanges(r, state, exchanged, begun)
            elif exchanged:
                raise r.error(
                    "exchanged",
                    "the dealer asks \u201cHow many?\u201d once everyone has declared"
                    + (
                        f": P{state.to_move} declares next"
                        if state.phase == "declare"
                        else ", and " + because("nobody exchanges", self.ended_words(state))
                    ),
                )
            if state.phase != "play":
                if won or trick:
                    raise r.error(
                        "tricks_won" if won else "trick",
                        self.ended_words(state)
                        if state.phase == "over"
                        else "no trick is played before everyone has declared"
                        + (" and exchanged" if spec.widow == WIDOW_EXCHANGE else ""),
                    )
                return self.apply_irregularity(r, state, irregular)
        # ---- tricks --------------------------------------------------------------------------
        active = state.active
        for seat in won:
            if seat not in active:
                raise r.error(f"tricks_won.P{seat}", f"P{seat} is not playing this deal")
        done = sum(won.values())
        if done > hand_size:
            raise r.error("tricks_won", f"expected at most {hand_size} tricks in all, got {done}")
        tricks = tuple(won.get(i, 0) for i in range(n))
        history = tuple(((), s) for s in range(n) for _ in range(won.get(s, 0)))
        state = state._replace(tricks=tricks, history=history)
        if done == hand_size and trick:
            raise r.error("trick", f"all {hand_size} tricks are already counted in tricks_won")
        self.check_hand_sizes(r, state, hands_given, done, trick)
        if done == hand_size:
            return self.apply_irregularity(
                r, state._replace(phase="over", to_move=-1, result="played"), irregular
            )
        if trick:
            leader = trick[0][0]
        elif done and not r.has("leader") and self.no_next_lead(state, irregular) >= 0:
            leader = self.no_next_lead(state, irregular)  # the deal is over: nobody leads again
        elif done:
            if not r.has("leader"):
                raise r.error(
                    "leader",
                    f"is required: after {n_tricks(done)} and no card led to the next, say "
                    "who leads it (the winner of the last trick)",
                )
            leader = r.seat("leader")
        else:
            leader = self.first_leader(state)
            if r.has("leader") and r.seat("leader") != leader:
                raise r.error("leader", f"P{leader} {self.first_leader_words(state)}")
        if leader not in active:
            raise r.error(
                "leader" if not trick else "trick[0]", f"P{leader} is not playing this deal"
            )
        first = self.first_leader(state)
        if trick and not done and leader != first:
            raise r.error("trick[0]", f"P{first} {self.first_leader_words(state)}, not P{leader}")
        if done and not won.get(leader):
            raise r.error(
                "leader" if not trick else "trick[0]",
                f"P{leader} won no trick, so he does not lead: the winner of the last trick "
                "leads the next",
            )
        state = state._replace(phase="play", leader=leader, to_move=leader)
        for i, (seat, card) in enumerate(trick):
            if seat != state.to_move:
                turn = (
                    f"P{seat} is not playing this deal, so he plays no card: P{state.to_move} "
                    "plays next"
                    if seat not in active
                    else f"expected P{state.to_move} to play next, got P{seat}"
                )
                raise r.error(f"trick[{i}]", turn)
            hands_l = list(state.hands)
            hands_l[seat] |= 1 << card  # the card was in his hand when he played it
            state = state._replace(hands=tuple(hands_l))
            if (
                state.trump < 0
                and state.turn_card < 0
                and next_active(state, seat) == state.leader  # this card completes the trick
                and self.failed_to_follow(state, tuple(trick))
            ):
                raise r.error(
                    "turn_card",
                    "someone failed to follow, so a trump is turned "
                    "after this trick: give the turn_card",
                )
            if not self.legal_cards(state) >> card & 1:
                why = [x for x in self.card_refusals(state) if x.action.card == card]
                what = f"P{seat} may not play {CARDS[card].pretty}"
                raise r.error(
                    f"trick[{i}]",
                    because(what, why[0].message_of(seat)) if why else f"{what} here",
                    [x.rule for x in why[:1]],
                )
            state = self.play_card(state, card)
        return self.apply_irregularity(r, state, irregular)

    def no_next_lead(self, state: PoolState, irregular: dict[str, Any]) -> int:
        """When the tricks counted end the deal, so that nobody leads again: the seat that would
        have (the deal is settled without him); -1 while play goes on. A revoke abandons the
        hands."""
        if "revoke" in irregular:
            return next(p for p in state.active if state.tricks[p])
        return -1

    def ended_words(self, state: PoolState) -> str:
        """How declaring ended the deal without play, for a scenario that goes on to play."""
        if state.result == "flush":
            return f"{flush_holders(state.flushes)}: the pool is taken without play"
        if state.result == "widow_unopposed":
            return (
                f"all passed but P{state.widow_taker}, who took the widow: he takes the pool "
                "without play"
            )
        if state.result == "dealer_takes":
            return f"everyone passed: P{state.dealer} (dealer) takes the pool without play"
        if state.result == "pone_paid":
            return (
                "everyone before the pone passed, and he paid the dealer to drop: the pool "
                "stays and no trick is played"
            )
        return f"declaring ended the deal ({state.result}): no trick is played"

    def check_hand_sizes(
        self,
        r: Any,
        state: PoolState,
        given: dict[int, list[Any]],
        done: int,
        trick: list[tuple[int, Any]],
    ) -> None:
        """One card goes to each trick: a hand given for a player in holds no more than the
        tricks counted (and his card to the trick under way) leave him."""
        in_trick = {p for p, _ in trick}
        for seat in state.active:
            if seat in given:
                r.hand_fits(
                    seat, state.hands[seat].bit_count(), self.spec.hand, done, seat in in_trick
                )

    def turn_card_taker(self, r: Any, opts: Any, dealer: int) -> int:
        """The seat that took up the turned card, as the file's declarations say, and so may
        play it to the trick under way (-1: none; Rams: the dealer, whose rob is checked as
        his declarations are replayed)."""
        return self.turn_card_holder(opts, dealer)

    def turn_card_holder(self, opts: Any, dealer: int) -> int:
        """The seat whose given hand may hold the turned card (-1: none; Rams: the dealer, who
        robs it or, in the lesson text's deal, holds it as his own last card)."""
        return -1

    # ---- irregularities -----------------------------------------------------------------------
    def read_irregularity(self, r: Any, state: PoolState) -> dict[str, Any]:
        """``irregularity: {revoke: P2}`` or ``irregularity: {dealer_turned_trump: true}``, or
        both in one deal (a simple whose dealer turned a trump may see a revoke too)."""
        if not r.has("irregularity"):
            r.raw("irregularity")
            return {}
        v = r.raw("irregularity")
        kinds = ["revoke"] + (["dealer_turned_trump"] if self.spec.has_simple_pools else [])
        if not isinstance(v, Mapping) or not v or any(k not in kinds for k in v):
            raise r.error(
                "irregularity",
                f"expected one of {listed((f'{{{k}: ...}}' for k in kinds), 'or')}"
                + (" (or both)" if len(kinds) > 1 else "")
                + f", got {v!r}",
            )
        found: dict[str, Any] = {}
        if "revoke" in v:
            found["revoke"] = r.parse_seat(v["revoke"], f"{r.path('irregularity')}.revoke")
        if "dealer_turned_trump" not in v:
            return found
        val = v["dealer_turned_trump"]
        path = f"{r.path('irregularity')}.dealer_turned_trump"
        if val is not True:
            raise ScenarioError(r.source, path, f"expected true, got {val!r}")
        if state.double:
            raise ScenarioError(
                r.source,
                path,
                "a trump is turned in every double pool: the penalty is for turning one in a "
                "simple",
            )
        return found | {"dealer_turned_trump": True}

    def apply_irregularity(self, r: Any, state: PoolState, irregular: dict[str, Any]) -> PoolState:
        """A revoke abandons the hands: the deal is over and settles by ``loo.revoke``."""
        off = irregular.get("revoke")
        if off is None:
            return state
        path = f"{r.path('irregularity')}.revoke"
        if state.phase != "play":
            raise ScenarioError(
                r.source,
                path,
                "a revoke is found in the play: the deal must be in play"
                + (f" (it is {state.result or state.phase})" if state.phase else ""),
            )
        if off not in state.active:
            raise ScenarioError(r.source, path, f"P{off} is not playing this deal")
        return state._replace(phase="over", to_move=-1, result="revoke", offender=off)

    # ---- helpers --------------------------------------------------------------------------
    def first_leader_words(self, state: PoolState) -> str:
        """Why :meth:`first_leader` leads the first trick, for a scenario's ``leader`` error."""
        return "the eldest hand playing, leads the first trick"

    def trick_count(self, r: Any, v: Any, p: str) -> int:
        hand = self.spec.hand
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= hand:
            raise ScenarioError(r.source, p, f"expected a number of tricks 0..{hand}, got {v!r}")
        return v

    def exchange_count(self, r: Any, v: Any, p: str) -> int:
        hand = self.spec.hand
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= hand:
            raise ScenarioError(r.source, p, f"expected a number of cards 0..{hand}, got {v!r}")
        return v

    def replay_declarations(self, r: Any, state: PoolState, given: dict[int, str]) -> PoolState:
        """Apply the declarations in turn, checking each against the rules."""
        words = self.declaration_words
        order = declare_order(state.dealer, state.n)
        hands, widow = state.hands, state.widow
        s = state._replace(phase="declare", to_move=order[0])
        for i, seat in enumerate(order):
            if seat not in given:
                for later in order[i + 1 :]:
                    if later in given:
                        raise r.error(
                            f"declarations.P{later}",
                            f"P{seat} declares before P{later}: give P{seat}'s declaration too",
                        )
                return s
            word = given[seat]
            if word not in words:
                raise ScenarioError(
                    r.source,
                    f"{r.path('declarations')}.P{seat}",
                    f"expected one of {listed(words, 'or')}, got {word!r}",
                )
            if s.phase != "declare":
                raise r.error(
                    f"declarations.P{seat}",
                    because("declaring is already over", self.ended_words(s))
                    if s.result
                    else "declaring is already over (play has begun)",
                )
            act = Action(word)
            if act not in self.declare_options(s)[0]:
                why = [x for x in self.declare_options(s, explain=True)[1] if x.action == act]
                why = why or self.explain(s, act)  # a move not on offer now: the engine's reason
                said = (
                    self.refused_declaration(seat, act, why[0].message_of(seat))
                    if why
                    else f"P{seat} may not {self.move_words(act)} here"
                )
                raise r.error(f"declarations.P{seat}", said, [x.rule for x in why[:1]])
            before, s = s, self.declare(s, act)
            if widow and s.widow_taker == seat and self.spec.has_simple_pools:
                hands, widow = self.widow_to_taker(r, hands, widow, seat), 0
            # hands in a scenario are the cards held now: keep them as given
            s = as_given(s, before, hands, widow if s.widow_taker < 0 else 0)
            if s.phase not in ("declare", "exchange") and s.result != "dealer_takes":
                # declare() judged the end of declaring with swapped hands: judge it again
                s = self.after_declaring(s._replace(phase="declare", result="", flushes=()))
        return s

    def widow_to_taker(
        self, r: Any, hands: tuple[int, ...], widow: int, seat: int
    ) -> tuple[int, ...]:
        """Three-card Loo: the ``widow`` given is the widow as dealt; once ``seat`` takes it
        (or defends the pool with it) its cards are his hand (002: three trumps "whether
        dealt him or found in the widow"), his hand not being given twice; once he has played
        from it, the reader gives none (:meth:`widow_played_from`)."""
        if hands[seat]:
            raise r.error(
                "widow",
                f"P{seat} took the widow, so its cards are his hand now: give them once, as "
                f"widow or as hands.P{seat}, not both",
            )
        return tuple(widow if i == seat else h for i, h in enumerate(hands))

    def widow_played_from(
        self, decl: dict[int, str], won: dict[int, int], trick: list[tuple[int, Any]]
    ) -> bool:
        """Has a player who took the widow (or defended with it) played since: a trick counted,
        or his card on the trick under way? Then he may no longer hold all its cards, and the
        widow given places none (his hand is the cards given for him)."""
        taker = next((p for p, w in decl.items() if w in ("widow", "defend")), -1)
        return taker >= 0 and bool(sum(won.values()) or any(p == taker for p, _ in trick))

    def replay_exchanges(
        self, r: Any, state: PoolState, given: dict[int, int], played: bool
    ) -> PoolState:
        """Mark the exchanges made (the hands are the cards held after them)."""
        done = list(state.exchanged)
        active = state.active
        for seat in given:
            if seat not in active:
                raise r.error(f"exchanged.P{seat}", f"P{seat} is not playing this deal")
        s = state
        for i, seat in enumerate(active):
            if seat not in given:
                if played:  # play has begun: every exchange was made
                    continue
                for later in active[i + 1 :]:
                    if later in given:
                        raise r.error(
                            f"exchanged.P{later}",
                            f"P{seat} is asked before P{later}: give P{seat}'s exchange too",
                        )
                return s._replace(exchanged=tuple(done), to_move=seat)
            k = given[seat]
            if k > len(s.stock):  # the replacements are dealt from what the pack still holds
                raise r.error(
                    f"exchanged.P{seat}",
                    f"P{seat} cannot have exchanged {k}: only {len(s.stock)} card"
                    f"{'s were' if len(s.stock) != 1 else ' was'} left in the pack to deal from "
                    "after the deal and the turned card",
                )
            done[seat] = k
            s = s._replace(stock=s.stock[k:])
            # his flush takes the pool at once; exchanges a file gives after his are read (the
            # first flush made is the elder hand's of any after it: the same pool and payments)
            later = any(p in given for p in active[i + 1 :])
            if not played and not later and self.exchange_flush(s, seat):
                return self.carry_on(s._replace(exchanged=tuple(done)), "flush", (seat,))
        return self.after_exchanging(s._replace(exchanged=tuple(done)))
