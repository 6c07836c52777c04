"""The pool family's game: dealing, the protocol, views, the rule-of-thumb player and the
table's text. A pool game subclasses :class:`PoolGame` with its spec, rule book and options.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from engine.cards import CARDS, Suit, indices_in, mask_of
from engine.game import Action, IllegalAction, NotNow, Refusal, check_table, either_of
from engine.games.pool.board import DECLARE, PLAY, PoolBoard
from engine.games.pool.declaring import DEFEND, PASS, STAND, WIDOW
from engine.games.pool.play import ACES, PLAYS, ranking_for
from engine.games.pool.search import PoolSearch
from engine.games.pool.spec import WIDOW_EXCHANGE, WIDOW_LOO
from engine.games.pool.state import (
    PoolOpts,
    PoolState,
    declare_order,
    opening_state,
    render,
    throw,
    thrown_by,
    with_fields,
)
from engine.ledger import POOL, seat_account
from engine.ranking import Ranking
from engine.rules import Rule
from engine.search.thumb import least, most
from engine.sentence import Sentence, Who, he, you

# Why the rule of thumb chooses its move, told to the player (the terminal's hint and Play's,
# ``Game.heuristic_move``): constants, so the computer's own moves and the playouts format
# nothing. The hint names the move first ("would take the widow"), so a reason says only
# why, never the move again; a card's says which card in words ("the cheapest that does").
STANDS = "you hold a trump or an ace"
TAKES = "you hold no trump and no ace: it does so one time in two, and passes otherwise"
PASSES = "you hold no trump and no ace"
DEFENDS = "you may not pass"
KEEPS = "you keep your trumps, aces and kings"
KEEPS_ALL = "you hold only trumps, aces and kings"
LEADS = "lead the strongest card you may"
KEEPS_NONE = "the exchange that keeps your trumps, aces and kings is not open to you"
MUST = "you may not pass"
WINS = "you can head the trick: take it with the cheapest card that does"
THROWS = "you cannot head the trick: throw your weakest card"


def habit_play(r: Ranking, cards: int, lead: int, beaters: int) -> tuple[int, str]:
    """The rule of thumb's card from the mask ``cards`` and why (one of the phrases above):
    leading (``lead`` < 0) the strongest; following, the cheapest of those that would head
    the trick (``beaters``), else the weakest (ties: the lower card index)."""
    if lead < 0:
        return most(cards, r.strength), LEADS
    win = cards & beaters
    if win:
        return least(win, r.powers[r.follows[lead]]), WINS
    return least(cards, r.strength), THROWS


class PoolGame(PoolSearch):
    """A pool game: a spec, a rule book (``rule_for``), a play chain (``chain_for``)."""

    opts_type = PoolOpts
    amount_unit = "red counters"
    # the hand review's marks, in red counters lost: about a third of a simple pool's trick
    # share (one red), three quarters of it, and a share and a half (a looed player pays three)
    review_marks: ClassVar[tuple[float, float, float]] = (0.35, 0.75, 1.5)
    quiz_kinds: ClassVar[tuple[str, ...]] = ("legal_cards", "trick_winner", "settlement", "declare")
    declaration_words: ClassVar[tuple[str, ...]] = ("stand", "widow", "pass", "defend")
    habit_in_place: ClassVar[bool] = True
    """True while the game keeps the family's rule of thumb (``heuristic_action`` and
    ``heuristic_move`` not overridden): :meth:`playout` then plays it on a board, in place."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "habit_in_place" not in cls.__dict__:
            own = cls.heuristic_action is PoolGame.heuristic_action
            cls.habit_in_place = own and cls.heuristic_move is PoolGame.heuristic_move

    def make_opts(self, variant: str | None = None, **overrides: Any) -> PoolOpts:
        opts: PoolOpts = super().make_opts(variant, **overrides)
        return opts

    # ---- set-up ---------------------------------------------------------------------------
    def new_deal(
        self,
        players: int = 5,
        dealer: int = 0,
        seed: int | None = None,
        variant: str | None = None,
        counters: Sequence[int] | None = None,
        pool: int = 0,
        opts: PoolOpts | None = None,
        **overrides: Any,
    ) -> PoolState:
        """Shuffle (seeded), ante, deal. ``pool`` is what the last deal left for this one.

        >>> from engine.games.loo import LOO
        >>> s = LOO.new_deal(players=5, seed=1)
        >>> s.double, s.phase, len(s.hands), s.pool
        (False, 'play', 5, 9)
        """
        spec = self.spec
        o = opts or self.make_opts(variant, **overrides)
        lo, hi = self.players_range(o)
        check_table(f"{spec.name} ({o.variant})", lo, hi, players, dealer)
        cnt = tuple(counters) if counters is not None else (spec.start_counters,) * players
        if len(cnt) != players:
            raise ValueError(f"counters: expected {players} values, got {len(cnt)}")
        # Three-card Loo: the pool holds more than the dealer's ante; the others: always
        double = pool > 0 if spec.has_simple_pools else True
        deck = [c for c in range(52) if spec.pack >> c & 1]
        random.Random(seed).shuffle(deck)
        with_widow = spec.widow == WIDOW_LOO and (double or o.widow_in_single)
        hands = [0] * players
        widow = 0
        order = declare_order(dealer, players)  # dealer's left .. dealer
        if with_widow:
            # 002: the widow gets its card just before the dealer; 000: just to his left.
            order = [-1, *order] if o.text == "000" else [*order[:-1], -1, order[-1]]
        it = iter(deck)
        for _ in range(spec.hand):
            for s in order:
                c = next(it)
                if s < 0:
                    widow |= 1 << c
                else:
                    hands[s] |= 1 << c
        rest = list(it)
        undealt = 0
        for c in rest:
            undealt |= 1 << c
        counters_after = list(cnt)
        counters_after[dealer] -= spec.ante
        return self.start(
            opening_state(
                o,
                dealer,
                double,
                tuple(hands),
                widow,
                undealt,
                rest[0],
                int(CARDS[rest[0]].suit) if double else -1,
                pool + spec.ante,
                tuple(counters_after),
                stock=tuple(rest[1:]) if spec.widow == WIDOW_EXCHANGE else (),
                spec=spec,
            )
        )

    def start(self, s: PoolState) -> PoolState:
        """Open the declaring phase, or go straight to play when there is nothing to declare."""
        if self.has_widow(s):
            return with_fields(s, phase="declare", to_move=s.eldest)
        if self.spec.widow != WIDOW_LOO:  # everyone says whether he plays
            s = self.opening_flush(s)
            return s if s.phase == "over" else with_fields(s, phase="declare", to_move=s.eldest)
        return self.begin_play(with_fields(s, declarations=("stand",) * s.n))

    def under_variant(self, state: PoolState, variant: str) -> PoolState:
        """The same deal under another reading. Where the readings deal the widow differently
        (seed 000 deals one in every deal, 002 none in a simple pool), the hands stay as they
        are and the widow is dealt from, or returned to, the rest of the pack (its cards drawn
        with a generator seeded from the hands, so the same deal always gets the same widow)."""
        o = self.make_opts(variant)
        if state.history or state.trick or state.widow_taker >= 0:
            return state._replace(opts=o)  # a deal under way: only the reading changes
        wants = self.spec.widow == WIDOW_LOO and (state.double or o.widow_in_single)
        widow, undealt = state.widow, state.undealt
        if wants and not widow:
            rest = [c for c in range(52) if undealt >> c & 1 and c != state.turn_card]
            random.Random(str(state.hands)).shuffle(rest)
            for c in rest[: self.spec.hand]:
                widow |= 1 << c
            undealt &= ~widow
        elif widow and not wants:
            undealt |= widow
            widow = 0
        return self.start(
            opening_state(
                o,
                state.dealer,
                state.double,
                state.hands,
                widow,
                undealt,
                state.turn_card,
                state.trump,
                state.pool,
                state.counters,
                stock=state.stock,
                spec=self.spec,
            )
        )

    def deal_after(self, state: PoolState, seed: int | None = None) -> PoolState:
        """Settle ``state`` and deal the next hand: the deal passes left, the pool carries."""
        bal = self.balances_after(state)
        n = state.n
        return self.new_deal(
            players=n,
            dealer=(state.dealer + 1) % n,
            seed=seed,
            counters=[bal[seat_account(i)] for i in range(n)],
            pool=bal[POOL],
            opts=state.opts,
        )

    # ---- the protocol ---------------------------------------------------------------------
    def current_player(self, state: PoolState) -> int | None:
        return None if state.phase == "over" else state.to_move

    def is_over(self, state: PoolState) -> bool:
        return state.phase == "over"

    # ``apply`` checks the very position ``legal_actions`` just answered (a bot's step, a
    # playout's): keep the last declaring answer, as ``legal_cards`` keeps its mask. States
    # are immutable and the reference keeps the object alive, so its id cannot be reused.
    _last_declare: tuple[PoolState | None, tuple[Action, ...]] = (None, ())

    def legal_actions(self, state: PoolState) -> list[Action]:
        phase = state.phase
        if phase == "play":
            return self.card_actions(state)
        if phase == "declare":
            acts = self.declare_options(state)[0]
            self._last_declare = (state, tuple(acts))  # one tuple, swapped whole
            return acts
        if phase == "exchange":
            return self.exchange_options(state)
        return []

    def apply(self, state: PoolState, action: Action) -> PoolState:
        phase = state.phase
        if phase == "play":
            card = action.card
            if action.kind != "play" or card is None or not (self.legal_cards(state) >> card) & 1:
                raise IllegalAction(self.explain(state, action))
            return self.play_card(state, card)
        if phase == "declare":
            last = self._last_declare
            legal = last[1] if last[0] is state else self.declare_options(state)[0]
            if action not in legal:
                raise IllegalAction(self.explain(state, action))
            return self.declare(state, action)
        if phase == "exchange":
            if not self.may_exchange(state, action):
                raise IllegalAction(self.explain(state, action))
            return self.do_exchange(state, action)
        raise IllegalAction([self.unavailable(state, action)])

    def refusals(self, state: PoolState) -> list[Refusal]:
        if state.phase == "play":
            return self.card_refusals(state)
        if state.phase == "declare":
            return self.declare_options(state, explain=True)[1]
        if state.phase == "exchange":
            return self.exchange_refusals(state)
        return []

    def explain(self, state: PoolState, action: Action) -> list[Refusal]:
        if state.phase == "exchange" and action.kind == "exchange":
            if self.may_exchange(state, action):
                return []
            held = self.not_held(state, action)  # a discard he does not hold, whatever the count
            if held is not None:
                return [held]
            found = [r for r in self.exchange_refusals(state) if r.action.number == action.number]
            return found or [self.not_available(state, action)]
        if action in self.legal_actions(state):
            return []
        refused = self.kept_refusals(state)
        found = [r for r in refused if r.action == action]
        # a move refused outright whatever its cards (no rob now: "rob" without a card) is
        # refused with those cards for the same reason, not as a move unheard of here; by its
        # word (:meth:`action_word`), so Bierspiel's "rob 2 9C AD" is refused as taking both
        # turned cards, not as taking up the trump card
        word = self.word_action(self.action_word(action))
        found = found or [Refusal(action, r.rule, r.words) for r in refused if r.action == word]
        return found or [self.unavailable(state, action)]

    def over_rule(self, state: PoolState) -> Rule:
        """The rule that ended the deal, cited when an action comes after it: each trick's share
        of the pool (or points wiped out) for a deal played out; else the rule its settlement
        cites, which says how it ended: the dealer taking the pool when all passed, the pone,
        a flush, a rams made, or a rams lost stopped at its first lost trick (``rams_stop``)."""
        played = self.rule_for(state.opts, "over")
        settled = self.settlement(state)
        cited = [t.rule for t in settled.transfers if t.rule] if settled else []
        cited += [n.rule for n in settled.notes if n.rule] if settled else []
        if not cited or played.id in cited:
            return played
        stop = f"{self.id}.rams_stop"
        return self.rules[stop if stop in cited else cited[0]]

    def not_available(self, state: PoolState, action: Action) -> Refusal:
        o = state.opts
        if state.phase == "over":
            return Refusal(action, self.over_rule(state), "the deal is over")
        # a single pool's declaring is the widow exchange (000), not a double's play-or-drop
        role = "declare" if state.double or not o.widow_in_single else "single_exchange"
        if state.phase == "declare":
            if action.kind == "play":
                return Refusal(
                    action,
                    self.rule_for(o, role),
                    "a card is played only once everyone has declared",
                )
            if action.kind == "exchange":
                return Refusal(
                    action,
                    self.rule_for(o, "declare"),
                    # a statement, as it reads after the Quiz's "because" (not "first say
                    # whether you play: ...", an order)
                    Sentence.of(
                        *you("has", "have"),
                        " not yet said whether ",
                        *he("plays", "play"),
                        ": the dealer asks \u201cHow many?\u201d once everyone has declared",
                    ),
                )
            open_now = list(dict.fromkeys(map(self.action_word, self.legal_actions(state))))
            words = either_of([self.move_verbs.get(w, w) for w in open_now])
            return Refusal(
                action,
                self.rule_for(o, role),
                Sentence.of(
                    *you("cannot", "cannot"),
                    f" {self.move_words(action)} in this game's declaring: ",
                    *he("may", "may"),
                    f" {words}",
                ),
            )
        if state.phase == "exchange":
            role, why = self.exchange_fault(state, action)
            return Refusal(action, self.rule_for(o, role), why)
        if action.kind == "play" and action.card is not None:  # (held: legal, or refused)
            why = f"{action.card.pretty} may not be played now"
            return Refusal(action, self.rule_for(o, "follow"), why)
        if not (state.double or o.widow_in_single):  # a simple pool: nobody declares
            return Refusal(
                action,
                self.rule_for(o, "looed_simple"),
                Sentence.of(
                    "in a simple pool everyone plays: there is no declaring, so ",
                    *you("cannot", "cannot"),
                    f" {self.move_words(action)}; ",
                    *he("may", "may"),
                    " only play a card",
                ),
            )
        return Refusal(
            action,
            self.rule_for(o, role),
            Sentence.of(
                "declaring is over: ",
                *you("can", "can"),
                f" no longer {self.move_words(action)}; ",
                *he("may", "may"),
                " only play a card",
            ),
        )

    def exchange_fault(self, state: PoolState, action: Action) -> tuple[str, str | Sentence]:
        """(the rule's role, why) for an exchange that is not on offer."""
        who = self.seat_name(state.to_move)
        if action.kind != "exchange" or action.number is None:
            return "exchange", Sentence.of(
                "declaring is over and the dealer asks \u201cHow many?\u201d, so ",
                *you("cannot", "cannot"), f" {self.move_words(action)}: ",
                *he("must", "must"), " first say how many cards ",
                *he("exchanges", "exchange"), ", and which",
            )  # fmt: skip
        if action.number != len(action.cards):
            return "exchange_count", Sentence.of(
                f"exchange {action.number} must name the {action.number} card"
                f"{'s' if action.number != 1 else ''} ", *you("discards", "discard"),
                f", not {len(action.cards)}",
            )  # fmt: skip
        if action.number > len(state.stock):
            return "replacements", f"only {len(state.stock)} cards are left in the pack"
        return "exchange", Sentence.of(f"{action} is not an exchange ", Who(who), " may make")

    def board(self, state: PoolState) -> PoolBoard:
        """``state`` on a board that plays in place (``push``/``pop``): random play and search
        without a new record per card."""
        return PoolBoard(self, state)

    # ---- hidden information ---------------------------------------------------------------
    def view(self, state: PoolState, seat: int) -> PoolState:
        """What ``seat`` may know: his own hand, the cards played, the turn-up once turned, how
        many cards are left to exchange from (not which), and the cards he gave up himself
        (his slot of ``thrown``, so the view's ``discards``: a hand passed or given for the
        widow, an exchange, a widow or rob discard), not the others'."""
        hands = tuple(h if i == seat else 0 for i, h in enumerate(state.hands))
        return state._replace(
            hands=hands,
            widow=0,
            thrown=throw(0, seat, thrown_by(state, seat)),
            undealt=0,
            turn_card=state.turn_card if state.trump >= 0 else -1,
            stock=(-1,) * len(state.stock),
        )

    # ---- a rule-of-thumb player -----------------------------------------------------------
    def heuristic_action(self, state: PoolState, rng: random.Random) -> Action:
        """A simple player: declares on a trump or an ace, keeps trumps, aces and kings
        in an exchange, wins cheaply, else sheds low."""
        return self.heuristic_move(state, rng)[0]

    def heuristic_move(self, state: PoolState, rng: random.Random) -> tuple[Action, str]:
        """The rule of thumb's move and why (one of the phrases above), from one choice."""
        acts = self.legal_actions(state)
        if not acts:  # (a scenario that leaves the mover's cards out)
            raise NotNow(f"P{state.to_move} has no action to choose from in this position")
        r = ranking_for(state.opts, state.trump)
        hand = state.hands[state.to_move] if state.to_move >= 0 else 0
        if state.phase == "declare":
            return self.habit_declaration_why(hand, r, acts, rng)
        if state.phase == "exchange":
            keep = [c for c in indices_in(hand) if r.trump_mask >> c & 1 or CARDS[c].rank >= 13]
            out = tuple(CARDS[c] for c in indices_in(hand) if c not in keep)
            want = Action("exchange", number=len(out), cards=out)
            if want not in acts:
                return acts[0], KEEPS_NONE
            return want, KEEPS if out else KEEPS_ALL
        cards = mask_of(a.card for a in acts if a.card is not None)
        if not state.trick:
            card, why = habit_play(r, cards, -1, 0)
        else:
            lead = state.trick[0][1]
            card, why = habit_play(r, cards, lead, self.play_context(state).beaters)
        return PLAYS[card], why

    def habit_declaration(
        self, hand: int, r: Ranking, acts: Sequence[Action], rng: random.Random
    ) -> Action:
        """The rule of thumb's declaration: stand on a trump or an ace, else take the widow
        one time in two, else pass (the dealer who may not pass defends)."""
        return self.habit_declaration_why(hand, r, acts, rng)[0]

    def habit_declaration_why(
        self, hand: int, r: Ranking, acts: Sequence[Action], rng: random.Random
    ) -> tuple[Action, str]:
        """:meth:`habit_declaration`'s declaration and why (one of the phrases above)."""
        if hand & (r.trump_mask | ACES) and STAND in acts:
            return STAND, STANDS
        if WIDOW in acts and rng.random() < 0.5:
            return WIDOW, TAKES
        if PASS in acts:
            return PASS, PASSES
        return (DEFEND, DEFENDS) if DEFEND in acts else (acts[0], MUST)

    def playout(self, state: PoolState, rng: random.Random) -> PoolState:
        """:meth:`PoolSearch.playout` on a board (:meth:`board`): the same rule of thumb,
        card for card and draw for draw, played in place instead of a new record per card.
        The Monte-Carlo player's decisions at 40 worlds (thread CPU, median of 150, two runs):
        Loo 16-21 -> 10-11 ms, Irish Loo 23-24 -> 18-22, Five-card Loo 37-39 -> 22, with the
        same choices. A game with a rule of thumb of its own (Rams, Rounce, Bierspiel) plays
        it on the record."""
        if not self.habit_in_place:
            return super().playout(state, rng)
        board = self.board(state)
        while not board.over:
            mode = board.mode
            if mode == PLAY:
                acts = board.legal_actions()
                cards = board.mask
                if not cards & (cards - 1):  # one card: no choice
                    board.push(acts[0])
                    continue
                r = board.ranking
                if board.trick:
                    hand, lead = board.hands[board.to_move], board.lead
                    ctx = self.follow_context(board.opts, r, hand, lead, board.win[1])
                    board.push(PLAYS[habit_play(r, cards, lead, ctx.beaters)[0]])
                else:
                    board.push(PLAYS[habit_play(r, cards, -1, 0)[0]])
            elif mode == DECLARE:
                hand = board.hands[board.to_move]
                board.push(self.habit_declaration(hand, board.ranking, board.legal_actions(), rng))
            else:  # the exchange, or a game that declares or plays its own way: on the record
                board.push(self.heuristic_action(board.rec, rng))
        return board.state()

    # ---- text -----------------------------------------------------------------------------
    def hand_order(self, state: PoolState, cards: Sequence[int]) -> list[int]:
        """As the table draws the hand: ♠ ♥ ♣ ♦, each best first in the deal's rank order, a
        card among the suit it follows as (Bierspiel's 7♦ and Five-card Loo's Pam among the
        trumps, "always a trump"); in a natural order, :meth:`Game.hand_order`'s."""
        return [int(c) for c in ranking_for(state.opts, state.trump).sorted(list(cards))]

    def render(self, state: PoolState) -> str:
        return render(state, self.reading_shown(state.opts.variant))

    def table_cards(self, state: PoolState) -> dict[str, int]:
        """The hands, the trick and the tricks won, plus the widow and the turned trump card."""
        out = super().table_cards(state)
        if state.widow:
            out["the widow"] = state.widow
        tc = state.turn_card
        if state.trump >= 0 and 0 <= tc < 52 and CARDS[tc].suit == state.trump:
            out["the trump card"] = 1 << tc
        return out

    def cards_in_play(self, state: PoolState) -> int:
        """The hands, trick and tricks, plus the widow, the discards and the undealt pack."""
        mask = super().cards_in_play(state) | state.widow | state.discards | state.undealt
        for c in state.stock:
            mask |= 1 << c
        return mask

    def last_trick_info(self, state: PoolState) -> dict[str, Any] | None:
        """The trick just finished (when its cards are known), for ``trickbook answer``."""
        if not state.history or state.trick or not state.history[-1][0]:
            return None
        plays, winner = state.history[-1]
        card = next(c for s, c in plays if s == winner)
        turned = state.turned_after == len(state.history)
        return {
            "player": f"P{winner}",
            "card": CARDS[card].code,
            "trump": Suit(state.trump).letter if state.trump >= 0 else None,
            "trump_turned": turned,
            "rule": self.rule_for(state.opts, "trick_winner").id,
        }

    def practice_interest(self, kind: str, state: PoolState) -> int | None:
        if kind == "trick_winner":  # a discard, and a trump turned after the trick, add interest
            plays, _ = state.history[-1]
            follows = ranking_for(state.opts, -1).follows
            led = follows[plays[0][1]]
            off_suit = any(follows[c] != led for _, c in plays)
            return 1 + off_suit + (state.turned_after == len(state.history))
        return None

    def trick_notes(self, state: PoolState) -> tuple[list[str], list[Rule]]:
        """Why the last trick was judged as it was, when a trump was turned after it."""
        if state.turned_after != len(state.history) or state.turn_card < 0:
            return [], []
        rule = self.rule_for(state.opts, "rejudge")
        # who failed to follow, by seat: the engine knows it ('someone failed to follow' had
        # left the learner to find him in the trick)
        plays = state.history[-1][0]
        follows = ranking_for(state.opts, -1).follows
        off = [f"P{p}" for p, c in plays if follows[c] != follows[plays[0][1]]]
        who = " and ".join([", ".join(off[:-1]), off[-1]] if len(off) > 1 else off) or "someone"
        return [
            f"{who} failed to follow, so {CARDS[state.turn_card].pretty} was turned after the "
            f"trick: {Suit(state.trump).symbol} are trumps and the trick is judged again"
        ], [rule]
