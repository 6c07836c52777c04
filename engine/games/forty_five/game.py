"""The Forty-Five game object: the protocol of :class:`engine.game.Game`, each method handing
over to the module that holds that concern (play, scoring, search, scenario, text); what every
such game hands over alike, :class:`engine.games.modular.ModularGame` hands over."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any, ClassVar

import engine.games.forty_five.core as core
import engine.games.forty_five.king as king
import engine.games.forty_five.play as play
import engine.games.forty_five.review_words as review_words
import engine.games.forty_five.scoring as scoring
import engine.games.forty_five.search as search
import engine.games.forty_five.text as text
from engine.game import REGISTRY, Action, DealError, Ground
from engine.games.forty_five.rules import (
    GAME_TO,
    OPTIONS,
    PLAYER_COUNTS,
    RULES,
    TRICK_POINTS,
    VARIANTS,
    Opts,
)
from engine.games.forty_five.scenario import read_scenario
from engine.games.forty_five.state import DealRecord, FortyFiveState, side_name
from engine.games.modular import SolvableGame
from engine.games.spoil_five.cards import deciding_role
from engine.games.spoil_five.play import first_lead_grounds, play_grounds
from engine.games.spoil_five.robbing import move_words
from engine.rules import Rule
from engine.sentence import Sentence


class FortyFive(SolvableGame[FortyFiveState, Opts]):
    id = "forty_five"
    name = "Forty-Five"
    description = (
        "Spoil Five for two, or for four or six in two partnerships: five cards each, the "
        "Five, the Jack and the A\u2665 the best trumps; the odd trick scores 5, all five "
        "10, and 45 is game."
    )
    min_players = 2
    max_players = 6
    rules = RULES
    other_kinds: ClassVar[frozenset[str]] = frozenset({"rob", "decline"})
    options = OPTIONS
    variants = VARIANTS
    default_variant = "rules_md"
    # the deal the privileged trumps' strict reading first parts in at six, where Compare's
    # opening search (600 lines of play from deal 0) reaches none: bench/compare_openings.py
    # --deep found it after 11,568 lines
    compare_openings = {("rules_md", "strict_single_privileged", 6): 32}
    opts_type = Opts
    amount_unit = "points"
    # the hand review's marks in points of a deal's score (-10 to 10: the odd trick 5, all five
    # 10), near a sixth, a third, two thirds of a 5.6-point deal (engine.review.MARK_SHARES:
    # 0.93 / 1.86 / 3.71, within its MARK_BAND). Counters' 0.25 / 0.5 / 1 made a blunder of a
    # tenth of the odd trick's swing: 12 of a random learner's 15 marks over 12 two-hand deals
    review_marks: ClassVar[tuple[float, float, float]] = (0.75, 1.5, 3.0)
    supports_search = True
    quiz_kinds: ClassVar[tuple[str, ...]] = ("legal_cards", "trick_winner", "game_points")
    # the lesson asks who may rob as a declaration question, as Spoil Five's does: its boxes
    # "Rob" and "Let it lie" (ui.games.forty_five), robbing taking a card to put out
    # and whether play goes on after a trick, where scoring per trick a side may count out in
    # the middle of a deal (forty_five.count_out_reading), as Napoleon's stops early
    lesson_kinds: ClassVar[tuple[str, ...]] = ("declare", "plays_on")
    declaration_words: ClassVar[tuple[str, ...]] = ("rob", "decline", "play")
    # at play, "play" too (a card, not robbing), as Spoil Five's: the one right answer of a
    # player who may not rob (forty_five.rob_without_ace)
    phase_declarations: ClassVar[dict[str, tuple[str, ...]]] = {
        "rob": ("rob", "decline"),
        "play": ("rob", "decline", "play"),
    }
    card_words: ClassVar[frozenset[str]] = frozenset({"rob"})
    play_module = play
    scoring_module = scoring
    search_module = search
    review_module = review_words
    text_module = text

    # ---- set-up ---------------------------------------------------------------------------
    def under_variant(self, state: FortyFiveState, variant: str) -> FortyFiveState:
        """The same deal under another reading (Compare), who may rob read again: under
        ``rob_with_king`` the King's holder robs where the ace lies in the pack, so the robber
        fixed when the deal was dealt depends on the reading (:func:`robber_read`)."""
        return robber_read(super().under_variant(state, variant))

    def under_options(self, state: FortyFiveState, **overrides: Any) -> FortyFiveState:
        """As :meth:`under_variant`, for option overrides (Compare's words on a parting)."""
        return robber_read(super().under_options(state, **overrides))

    def player_counts(self, opts: Any) -> tuple[int, ...]:
        return PLAYER_COUNTS

    def fit_players(self, opts: Any, players: int) -> int:
        """The nearest count the game allows, the smaller on a tie: five asked for is four
        (the learner, a partner and two opponents), three is two."""
        return min(PLAYER_COUNTS, key=lambda c: (abs(c - players), c))

    def new_deal(
        self,
        players: int = 4,
        dealer: int = 0,
        seed: int | None = None,
        variant: str | None = None,
        opts: Opts | None = None,
        scores: tuple[int, int] = (0, 0),
        deal_no: int = 1,
        sheet: tuple[DealRecord, ...] = (),
        **overrides: Any,
    ) -> FortyFiveState:
        """Shuffle (seeded), deal five cards each and turn up the trump card.

        >>> s = FORTY_FIVE.new_deal(players=4, dealer=0, seed=2)
        >>> s.phase, s.to_move, [h.bit_count() for h in s.hands]
        ('play', 1, [5, 5, 5, 5])
        """
        o = opts or self.make_opts(variant, **overrides)
        if players not in PLAYER_COUNTS:
            raise DealError(
                f"Forty-Five is for 2 players, or 4 or 6 in two partnerships, not {players}"
            )
        self.check_seats(players, dealer)
        return play.deal(o, players, dealer, seed, scores, deal_no, sheet)

    def from_hands(
        self,
        hands: tuple[int, ...],
        turned: int,
        dealer: int = 0,
        variant: str | None = None,
        scores: tuple[int, int] = (0, 0),
    ) -> FortyFiveState:
        """The position before the first lead, with these hands and this card turned up."""
        return play.opening(self.make_opts(variant), len(hands), dealer, hands, turned, scores)

    def replay(self, state: FortyFiveState) -> list[FortyFiveState]:
        """The deal again from the turn-up: every position, re-applied through the rules (of
        a full state: a seat's view keeps no record of the hands as dealt)."""
        if not state.start:
            raise ValueError("a view cannot be replayed: it does not hold the hands as dealt")
        return self.replayed(dealt_again(state), state)

    def deal_after(self, state: FortyFiveState, seed: int | None = None) -> FortyFiveState:
        """The next deal: the deal passes to the left and the points carry over."""
        if state.winner >= 0:
            raise ValueError("the game is over: start a new one with new_deal")
        return play.deal(
            state.opts,
            state.n,
            (state.dealer + 1) % state.n,
            seed,
            scoring.scores_after(state),
            state.deal_no + 1,
            (*state.sheet, scoring.record(state)),
        )

    # ---- the protocol (the rest: ModularGame, from the modules above) ---------------------
    def grounds(self, state: FortyFiveState, action: Action) -> list[Ground]:
        """While the robber's chance is open: why he may rob, and what letting it pass costs;
        for a card, the privilege it uses (a trump held back, a plain lead trumped)."""
        if not self.offers(state, action):
            return []
        out: list[Ground] = []
        if play.may_rob(state):
            who = core.Robber(state.rob_seat, state.rob_kind)
            cost = "your side scores nothing this deal, however many tricks it takes"
            if who.kind == king.KING and action.kind == core.ROB:
                out.append(king.rob_ground(action, state.turned))
            else:
                out += core.rob_grounds(
                    action, who, state.turned, state.opts.eb_compulsory_rob, cost, core.ROB_RULES
                )
        if action.kind == "play" and action.card is not None:
            hand, trick = state.hands[state.to_move], [c for _, c in state.trick]
            strict = state.opts.strict_single_privileged
            found = play_grounds(
                hand, trick, state.trump, int(action.card), core.PLAY_RULES, strict
            )
            out += [Ground(action, rule, why, "allows") for rule, why in found]
        return out

    def allowing_grounds(self, state: FortyFiveState, words: Collection[str]) -> list[Ground]:
        """A word's grounds without those of playing to the trick, as Spoil Five's
        (:meth:`engine.games.spoil_five.game.SpoilFive.allowing_grounds`): "play" beside
        robbing is allowed by ``rob_optional``, not by the rules saying which card may go;
        before the first card, where nothing else allows it, by ``forty_five.lead``."""
        trick = set(core.PLAY_RULES.values())
        out = [x for x in super().allowing_grounds(state, words) if x.rule not in trick]
        # before the first card, where nothing else allows one, the eldest hand's lead does
        acts, s = self.legal_actions(state), state
        lead = (s.trick, s.history, s.to_move, s.dealer, s.n, RULES["forty_five.lead"])
        return out + first_lead_grounds(out, words, acts, *lead)

    def after_trick(self, state: FortyFiveState, kind: str) -> tuple[Any, list[Any], list[Rule]]:
        """Whether play goes on after the trick just finished, read off the engine's state
        after it (:func:`engine.games.forty_five.play.apply`): scoring per trick, play stops
        the moment a side's points, its tricks credited as won, reach 45
        (``forty_five.count_out_reading``); scored by the odd trick, nobody counts out and
        the deal is played to its fifth trick (``forty_five.count_out``: counting out belongs
        to per-trick scoring)."""
        if kind != "plays_on" or not state.history:
            return super().after_trick(state, kind)
        goes_on = state.phase != "over"
        n, rules = state.n, [self.trick_winner_rule(state)]
        why: Sentence
        if state.result == "counted_out":  # the settlement's line, as the caption says it
            why = Sentence.of(scoring.told(state) + ", and play stops here")
            rules.append(RULES["forty_five.count_out_reading"])
        elif not goes_on:
            why = Sentence.of("that was the fifth and last trick: play stops here")
        elif state.opts.per_trick:
            a, b = scoring.running(state, 0), scoring.running(state, 1)
            why = Sentence.of(
                f"with each trick's {TRICK_POINTS} credited as it is won, {side_name(n, 0)} "
                f"{'has' if n == 2 else 'have'} {a} points and {side_name(n, 1)} {b}: neither "
                f"has reached {GAME_TO}, so play goes on"
            )
            rules.append(RULES["forty_five.count_out_reading"])
        else:
            why = Sentence.of(
                "scored by the odd trick, the deal's points are counted only once its five "
                "tricks are played: nobody counts out, so play goes on"
            )
            rules.append(RULES["forty_five.count_out"])
        return goes_on, [self.trick_reason(state), why], rules

    def trick_winner_rule(self, state: FortyFiveState) -> Rule:
        """The rule of the order that decided the last trick, as in Spoil Five
        (:func:`deciding_role`)."""
        plays, winner = state.history[-1] if state.history else ((), -1)
        return self.rules[f"{self.id}.{deciding_role(plays, winner, state.trump)}"]

    def trick_reason(self, state: FortyFiveState) -> str:
        """The winner, and why it beats the next best card in the trick by the card order
        Forty-Five shares with Spoil Five (the A♥ above the ace of trumps, black plain cards
        lowest best): "... — A♥ beats A♦: both are trumps, and the trumps rank 5♦ J♦ A♥ ..."."""
        return core.with_order_why(super().trick_reason(state), *state.history[-1], state.trump)

    def hand_order(self, state: FortyFiveState, cards: Sequence[int]) -> list[int]:
        """The trumps together, best first (the A♥ among them), then the plain suits, each
        best first (engine/ranking.py's hand sort with this deal's trump)."""
        return core.hand_order(state.trump, cards)

    def follows_as(self, state: FortyFiveState, card: int) -> int:
        """The A♥ follows as a trump, never as a heart."""
        return int(core.rank_of(state.trump).follows[card])

    def table_cards(self, state: FortyFiveState) -> dict[str, int]:
        out = super().table_cards(state)
        if state.robber < 0:
            out["the trump card"] = 1 << state.turned
        if state.discard >= 0:
            out["the card put out"] = 1 << state.discard
        return out

    def cards_in_play(self, state: FortyFiveState) -> int:
        mask = super().cards_in_play(state) | 1 << state.turned
        return mask | (1 << state.discard if state.discard >= 0 else 0)

    # ---- scoring --------------------------------------------------------------------------
    def settled_rows(self, state: FortyFiveState) -> list[dict[str, Any]]:
        return scoring.settlement_rows(state)

    def score_table(
        self, state: FortyFiveState, seat: int = -1, terse: bool = False
    ) -> list[dict[str, Any]]:
        """The game's score sheet: one row per finished deal, its why told to ``seat`` (only
        how it was counted, if ``terse``)."""
        return scoring.score_table(state, seat, terse)

    def points_table(self, per_trick: bool = False) -> list[dict[str, Any]]:
        """What a deal scores by the tricks won (the default, or per trick)."""
        return scoring.points_table(per_trick)

    def scores_after(self, state: FortyFiveState) -> tuple[int, int]:
        return scoring.scores_after(state)

    def game_winner(self, state: FortyFiveState) -> int | None:
        """The side (0: the even seats, 1: the odd) that has won the game, if any."""
        return state.winner if state.winner >= 0 else None

    def partners(self, state: FortyFiveState, seat: int) -> tuple[int, ...]:
        """The seat's side: every second seat from his (two-hand: he alone)."""
        return tuple(range(state.side_of(seat), state.n, 2))

    def side_name(self, state: FortyFiveState, side: int) -> str:
        return side_name(state.n, side)

    def result_reason(self, state: FortyFiveState) -> str:
        return scoring.reason(state) if state.phase == "over" else ""

    # ---- views and search -------------------------------------------------------------------
    def obvious_action(self, view: FortyFiveState) -> Action | None:
        return search.obvious_action(view)

    def search_points(self, value: int) -> float:
        """Search values are scaled (:func:`engine.games.forty_five.search.scaled_value`)."""
        return search.search_points(value)

    # ---- scenarios and text ---------------------------------------------------------------
    def from_scenario(self, reader: Any) -> FortyFiveState:
        return read_scenario(self, reader)

    def move_words(self, action: Action) -> str:
        """Spoil Five's words for robbing (:func:`engine.games.spoil_five.robbing.move_words`)."""
        return move_words(action)

    # ---- quiz hooks -------------------------------------------------------------------------
    def practice_prompt(self, kind: str, state: FortyFiveState, prompt: str) -> str:
        if kind == "game_points":
            who = "side" if state.n > 2 else "player"  # two play alone, more as partners
            return (
                f"The deal is over. How many points does each {who} score in it? "
                f"(Game is {GAME_TO}.)"
            )
        return prompt

    def practice_interest(self, kind: str, state: FortyFiveState) -> int | None:
        """Levels 1-3: a free choice (1), a duty in play (2), the privilege in play (3); a
        trick the lead held (1), lost (2), lost to the A♥ or a privileged trump (3); the odd
        trick (1), all five (2), per trick or counting out (3)."""
        if kind == "legal_cards":
            refs = play.refusals(state)
            if not refs:
                return 1
            privileged = any("renege" in r.rule.id or "privileg" in r.rule.id for r in refs)
            return 3 if privileged else 2
        if kind == "trick_winner":
            plays, winner = state.history[-1]
            if winner == plays[0][0]:
                return 1
            card = dict(plays)[winner]
            top = core.privileged_mask(state.trump) >> card & 1
            return 2 + int(bool(top))
        if kind == "game_points":
            if state.result == "counted_out" or state.opts.per_trick:
                return 3
            return 1 + int(max(state.side_tricks(0), state.side_tricks(1)) == 5)
        return None


FORTY_FIVE = FortyFive()
REGISTRY.register(FORTY_FIVE)


def robber_read(state: FortyFiveState) -> FortyFiveState:
    """``state`` with what its own options decide at the deal read again, as
    :func:`play.opening` reads it when it deals: a deal not yet begun is opened again (who may
    rob; under ``dealer_turn_five`` whether the turn-up's 5 end the game before play); later,
    who may rob, left as it is once anyone has robbed, or once the robber of either reading
    has played a card (his chance is then gone, and a declined rob stays as it was)."""
    if not state.history and not state.trick and not state.moves and state.robber < 0:
        return dealt_again(state)
    who = king.robber_of(state.opts.rob_with_king, state.start, state.dealer, state.turned)
    if (who.seat, who.kind) == (state.rob_seat, state.rob_kind) or state.robber >= 0:
        return state
    if any(s >= 0 and play.has_played(state, s) for s in (who.seat, state.rob_seat)):
        return state
    return state._replace(rob_seat=who.seat, rob_kind=who.kind)


def dealt_again(state: FortyFiveState) -> FortyFiveState:
    """The deal's opening position under ``state``'s own options: the same hands as dealt,
    turn-up, scores and sheet (:meth:`FortyFive.replay`, :func:`robber_read`)."""
    return play.opening(
        state.opts,
        state.n,
        state.dealer,
        state.start,
        state.turned,
        state.scores,
        state.deal_no,
        state.sheet,
    )
