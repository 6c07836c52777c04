"""The Spoil Five game object: the protocol of :class:`engine.game.Game`, each method handing
over to the module that holds that concern (moves, scoring, search, scenario, text); what every
such game hands over alike, :class:`engine.games.modular.ModularGame` hands over.

Why not the pool family (``engine/games/pool``): its position and settlement are Loo's —
declaring (stand / widow / pass), a share of the pool per trick, a payment by the looed — and
none of that is in Spoil Five, which has instead robbing the turn-up, the reneging privilege,
three tricks taking the whole pool, the jink, a spoiled pool growing deal by deal and a penalty
that outlives the deal. What the two share is small and already shared below the family: the
rank-order layer, the ledger (``POOL``, transfers that sum to zero) and the declared protocol.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any, ClassVar

import engine.games.spoil_five.moves as moves
import engine.games.spoil_five.review_words as review_words
import engine.games.spoil_five.scoring as scoring
import engine.games.spoil_five.search as search
import engine.games.spoil_five.text as text
from engine.cards import Suit
from engine.game import REGISTRY, Action, Ground, Refusal
from engine.games.modular import ModularGame
from engine.games.spoil_five.cards import deciding_role, hand_order, with_order_why
from engine.games.spoil_five.play import first_lead_grounds, play_grounds
from engine.games.spoil_five.robbing import Robber, move_words, rob_grounds
from engine.games.spoil_five.rules import (
    COMMITS,
    IRREGULARITIES,
    OPTIONS,
    PLAY_RULES,
    ROB_RULES,
    RULES,
    START_COUNTERS,
    VARIANTS,
    Opts,
)
from engine.games.spoil_five.scenario import read_scenario
from engine.games.spoil_five.state import SpoilFiveState
from engine.ledger import POOL, seat_account
from engine.quiz_words import settlement_asked
from engine.rules import Rule


class SpoilFive(ModularGame[SpoilFiveState, Opts]):
    id = "spoil_five"
    name = "Spoil Five"
    description = (
        "Three to ten players, five cards each, for a pool: three tricks take it, five take "
        "it and a counter from each; otherwise the pool is spoiled and grows. The Five, the "
        "Jack and the A\u2665 are the best trumps and may renege."
    )
    min_players = 3
    max_players = 10
    rules = RULES
    options = OPTIONS
    variants = VARIANTS
    default_variant = "rules_md"
    # the deals a privileged trump's strict reading and compulsory robbing first part in, at
    # tables where Compare's opening search (600 lines of play from deal 0) reaches none:
    # bench/compare_openings.py --deep found them after 2,048, 2,753, 2,140 and 628 lines
    compare_openings = {
        ("rules_md", "strict_single_privileged", 3): 15,
        ("rules_md", "strict_single_privileged", 7): 7,
        ("rules_md", "eb_compulsory_rob", 8): 5,
        ("rules_md", "eb_compulsory_rob", 10): 9,
    }
    opts_type = Opts
    amount_unit = "counters"
    supports_search = True
    quiz_kinds: ClassVar[tuple[str, ...]] = ("legal_cards", "trick_winner", "settlement")
    # the lesson asks who may rob (rob or let it lie) as a declaration question of its own
    lesson_kinds: ClassVar[tuple[str, ...]] = ("declare",)
    declaration_words: ClassVar[tuple[str, ...]] = ("rob", "decline", "play", "claim", "jink")
    # what a declaration question offers: robbing is done before the first lead (the dealer
    # robs or declines) or at the ace's holder's first play, where "decline", the dealer's
    # word, is a wrong choice (spoil_five.rob_dealer, rob_ace_holder), and "play" (a card, not
    # robbing) the ace's holder's way to let it pass, and all that another may do: robbing
    # without the ace is an irregularity (spoil_five.rob_without_ace, a question whose right
    # answer had been no word at all, which no page takes); claiming or jinking only once the
    # first three tricks are won (spoil_five.claim, spoil_five.jink)
    phase_declarations: ClassVar[dict[str, tuple[str, ...]]] = {
        "rob": ("rob", "decline"),
        "play": ("rob", "decline", "play"),
        "jink": ("claim", "jink"),
    }
    card_words: ClassVar[frozenset[str]] = frozenset({"rob"})
    # a sixth, a third, two thirds of a 1.6-counter deal (engine.review.MARK_SHARES): the
    # stakes are in before the play, and most deals the pool is spoiled or won by another
    review_marks: ClassVar[tuple[float, float, float]] = (0.3, 0.6, 1.2)
    settlement_prompt = settlement_asked(pool="before the next deal's stakes")
    play_module = moves
    scoring_module = scoring
    search_module = search
    review_module = review_words
    text_module = text

    # ---- set-up ---------------------------------------------------------------------------
    def new_deal(
        self,
        players: int = 5,
        dealer: int = 0,
        seed: int | None = None,
        variant: str | None = None,
        counters: tuple[int, ...] | list[int] | None = None,
        pool: int = 0,
        barred: int = 0,
        opts: Opts | None = None,
        **overrides: Any,
    ) -> SpoilFiveState:
        """Stakes in (or, after a spoil, each adds one to the ``pool`` carried), then deal
        five cards each and turn the next for trumps.

        >>> s = SPOIL_FIVE.new_deal(players=5, dealer=0, seed=1)
        >>> s.pool, s.counters, [h.bit_count() for h in s.hands]
        (11, (17, 18, 18, 18, 18), [5, 5, 5, 5, 5])
        """
        o = opts or self.make_opts(variant, **overrides)
        self.check_seats(players, dealer)
        cnt = tuple(counters) if counters is not None else (START_COUNTERS,) * players
        if len(cnt) != players:
            raise ValueError(f"counters: expected {players} values, got {len(cnt)}")
        return moves.deal(o, players, dealer, seed, cnt, pool, barred)

    def from_hands(
        self,
        hands: tuple[int, ...],
        turn_card: int,
        dealer: int = 0,
        variant: str | None = None,
    ) -> SpoilFiveState:
        """The position after the deal, with these hands and this turn-up."""
        return moves.opening(self.make_opts(variant), len(hands), dealer, hands, turn_card)

    def deal_after(self, state: SpoilFiveState, seed: int | None = None) -> SpoilFiveState:
        """The next deal: the deal passes to the left; a won pool starts afresh (and lifts every
        penalty), a spoiled one carries over and each adds to it: the dealer and the stakes
        :meth:`next_stakes` says."""
        dealer, put = self.next_stakes(state)
        bal = scoring.balances_after(state)
        pool, barred = scoring.carried(state)
        n = state.n
        cnt = tuple(bal[seat_account(p)] for p in range(n))
        return moves.deal(state.opts, n, dealer, seed, cnt, pool, barred, put)

    def replay(self, state: SpoilFiveState) -> list[SpoilFiveState]:
        """The deal again from the turn-up: every position, re-applied through the rules (of
        a full state: a seat's view keeps no record of the hands as dealt)."""
        if not state.start:
            raise ValueError("a view cannot be replayed: it does not hold the hands as dealt")
        s = moves.opening(
            state.opts,
            state.n,
            state.dealer,
            state.start,
            state.turn_card,
            state.undealt,
            state.pool,
            state.counters,
            state.barred,
        )._replace(carried=state.carried)
        return self.replayed(s, state)

    # ---- the protocol (the rest: ModularGame, from the modules above) ---------------------
    def legal_cards(self, state: SpoilFiveState) -> int:
        """Mask of the cards the player to move may play: none outside play (while the dealer
        robs or declines, or a jink is to be decided)."""
        return moves.legal_cards(state) if state.phase == "play" else 0

    def grounds(self, state: SpoilFiveState, action: Action) -> list[Ground]:
        """While the robber's chance is open: why he may rob, and what letting it pass costs;
        for a card, the privilege it uses (a trump held back, a plain lead trumped); after the
        first three tricks, the claim or the jink (:func:`moves.jink_grounds`)."""
        if not self.offers(state, action):
            return []
        out: list[Ground] = moves.jink_grounds(state, action)
        if moves.may_rob_now(state):
            who = Robber(state.robber, state.rob_kind)
            cost = "you cannot win this deal's pool, however many tricks you take"
            out += rob_grounds(
                action, who, state.turn_card, state.opts.eb_compulsory_rob, cost, ROB_RULES
            )
        if action.kind == "play" and action.card is not None:
            hand, trick = state.hands[state.to_move], [c for _, c in state.trick]
            strict = state.opts.strict_single_privileged
            found = play_grounds(hand, trick, state.trump, int(action.card), PLAY_RULES, strict)
            out += [Ground(action, rule, why, "allows") for rule, why in found]
        return out

    def allowing_grounds(self, state: SpoilFiveState, words: Collection[str]) -> list[Ground]:
        """A word's grounds (:meth:`engine.game.Game.allowing_grounds`) without those of
        playing to the trick (:data:`PLAY_RULES`): "play" beside robbing is playing a card
        instead of robbing, which ``rob_optional`` allows; which card may go, the rules of play
        decide, and a words question does not ask it. q_rob_second's P2, void in the suit led,
        had ``follow_or_trump`` among his words' rules, missed by "Rob" ticked alone. Before
        the first card, where nothing else allows it (no ace to rob with), the eldest hand
        leads (``spoil_five.lead``: :func:`first_lead_grounds`, q_rob_without_ace)."""
        trick = set(PLAY_RULES.values())
        out = [x for x in super().allowing_grounds(state, words) if x.rule not in trick]
        # before the first card, where nothing else allows one, the eldest hand's lead does
        acts, s = self.legal_actions(state), state
        lead = (s.trick, s.history, s.to_move, s.dealer, s.n, RULES["spoil_five.lead"])
        return out + first_lead_grounds(out, words, acts, *lead)

    def trick_winner_rule(self, state: SpoilFiveState) -> Rule:
        """The rule of the order that decided the last trick (:func:`deciding_role`): the Five
        and Jack on top, the A♥, the other trumps, a plain suit's order; ``trick_winner`` for
        a trump over plain cards or the only card of the suit led (and before any trick)."""
        plays, winner = state.history[-1] if state.history else ((), -1)
        return self.rules[f"{self.id}.{deciding_role(plays, winner, state.trump)}"]

    def trick_reason(self, state: SpoilFiveState) -> str:
        """The winner, and why it beats the next best card in the trick by the Spoil Five order
        (the A♥ above the ace of trumps, black trumps lowest best): "A♥ is the highest trump (♦)
        in the trick — A♥ beats A♦: both are trumps, and the trumps rank 5♦ J♦ A♥ A♦ ..."."""
        return with_order_why(super().trick_reason(state), *state.history[-1], state.trump)

    def hand_order(self, state: SpoilFiveState, cards: Sequence[int]) -> list[int]:
        """The trumps together, best first (the A♥ among them), then the plain suits, each
        best first (engine/ranking.py's hand sort with this deal's trump)."""
        return hand_order(state.trump, cards)

    def follows_as(self, state: SpoilFiveState, card: int) -> int:
        """The A♥ follows as the trump suit: it is a trump, never a heart."""
        return int(moves.RANKINGS[state.trump].follows[card])

    def irregularity(self, state: SpoilFiveState, seat: int, kind: str) -> SpoilFiveState:
        """Record an irregularity (seed 002) and its penalty: see
        :func:`engine.games.spoil_five.moves.irregularity`."""
        return moves.irregularity(state, seat, kind)

    def barred_seats(self, state: SpoilFiveState) -> list[int]:
        """The seats that have lost all right to the current pool by an irregularity, until it
        is won, though they still pay into it (``spoil_five.penalty``), as
        :meth:`irregularity` records them."""
        return [seat for seat in range(state.n) if state.barred >> seat & 1]

    def offence(self, refusal: Refusal) -> Rule | None:
        """The irregularity a refused card would commit if played all the same (a revoke in a
        plain suit, renouncing in trumps, reneging to a higher trump's lead), or None."""
        role = refusal.rule.id.removeprefix("spoil_five.")
        kind = COMMITS.get(role)
        return RULES[IRREGULARITIES[kind]] if kind else None

    def privilege_note(self, state: SpoilFiveState) -> str:
        """The reneging privilege the player to move enjoys here, in words ("" when none)."""
        from engine.games.spoil_five.play import privilege_note

        if state.phase != "play" or not state.trick:
            return ""
        return privilege_note(
            state.hands[state.to_move],
            state.trick[0][1],
            state.trump,
            state.opts.strict_single_privileged,
        )

    def result_words(self, state: SpoilFiveState, seat: int = -1) -> str:
        """How the deal ended, in words (to ``seat`` as "you", if it is the player named)."""
        return moves.result_words(state, seat)

    def result_rule(self, state: SpoilFiveState) -> Rule:
        return RULES[moves.result_rule(state)]

    # ---- scoring --------------------------------------------------------------------------
    def settled_rows(self, state: SpoilFiveState) -> list[dict[str, Any]]:
        return scoring.settlement_rows(state)

    def balances_after(self, state: SpoilFiveState) -> dict[str, int]:
        """Everyone's counters and the pool once the deal is settled."""
        return scoring.balances_after(state)

    def stakes_of(self, state: SpoilFiveState) -> tuple[int, ...]:
        """What each seat put into this deal's pool (the stakes, or one each after a spoil)."""
        return moves.stakes(state.n, state.dealer, state.carried)

    def pool_after(self, state: SpoilFiveState) -> int:
        """What the next deal's pool starts from, before its stakes (0 when won)."""
        return scoring.carried(state)[0]

    def next_stakes(self, state: SpoilFiveState) -> tuple[int, tuple[int, ...]]:
        """The next deal's dealer and what each seat puts into its pool, read without dealing
        it (:meth:`deal_after` deals it so): a fresh pool's stakes, or one each on a pool
        carried over. Its pool is :meth:`pool_after` and their sum."""
        dealer = (state.dealer + 1) % state.n
        return dealer, moves.stakes(state.n, dealer, self.pool_after(state))

    # ---- views and search -------------------------------------------------------------------
    def obvious_action(self, view: SpoilFiveState) -> Action | None:
        """Robbing, when the chance is there: the turn-up is a trump, and the card put out is
        the cheapest in hand, so no search can do better (it would only spread its samples
        over five discards and a decline)."""
        if view.phase == "rob" or (moves.may_rob_now(view) and view.hands[view.to_move]):
            return search.rob_choice(view)
        return None

    # ---- scenarios and text ---------------------------------------------------------------
    def from_scenario(self, reader: Any) -> SpoilFiveState:
        return read_scenario(self, reader)

    def table_cards(self, state: SpoilFiveState) -> dict[str, int]:
        """The hands, the trick and the tricks won, plus the turn-up while it lies on the pack."""
        out = super().table_cards(state)
        if state.rob_done != "robbed" and state.turn_card >= 0:
            out["the turn-up"] = 1 << state.turn_card
        return out

    def cards_in_play(self, state: SpoilFiveState) -> int:
        """The hands, trick and tricks, the turn-up (unless robbed), the robber's discard and
        the rest of the pack (with any foul hand abandoned to it)."""
        mask = super().cards_in_play(state) | state.undealt
        if state.rob_done != "robbed":
            mask |= 1 << state.turn_card
        if state.discard >= 0:
            mask |= 1 << state.discard
        return mask

    # ---- quiz hooks -------------------------------------------------------------------------
    def action_word(self, action: Action) -> str:
        return action.kind

    def move_words(self, action: Action) -> str:
        """Robbing, letting the card lie, claiming and jinking in the Play page's words
        (:func:`engine.games.spoil_five.robbing.move_words`)."""
        return move_words(action)

    def practice_prompt(self, kind: str, state: SpoilFiveState, prompt: str) -> str:
        if kind == "trick_winner":
            # one question, as the lesson's own ask it: "Clubs are trumps. Who wins this trick?"
            return f"{Suit(state.trump).name.capitalize()} are trumps. Who wins this trick?"
        return super().practice_prompt(kind, state, prompt)

    def practice_interest(self, kind: str, state: SpoilFiveState) -> int | None:
        """Levels 1-3: a privileged trump in play (3), another duty (2); a trick won by a
        trump (2) or by the A♥ or a privileged trump (3); a pool won (2), five tricks or a
        failed jink (3)."""
        if kind == "legal_cards":
            ids = {r.rule.id for r in moves.refusals(state)}
            if any("renege" in i or "privileged" in i for i in ids) or self.privilege_note(state):
                return 3
            return 2 if ids else 1
        if kind == "trick_winner":
            plays, winner = state.history[-1]
            card = dict(plays)[winner]
            r = moves.RANKINGS[state.trump]
            if moves.PRIV[state.trump] >> card & 1:
                return 3
            return 1 + (winner != plays[0][0]) + r.is_trump(card)
        if kind == "settlement":
            return {"five": 3, "jink_failed": 3, "won": 2}.get(state.result, 1)
        return None


SPOIL_FIVE = SpoilFive()
REGISTRY.register(SPOIL_FIVE)

__all__ = ["POOL", "SPOIL_FIVE", "SpoilFive"]
