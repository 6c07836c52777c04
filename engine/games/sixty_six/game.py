"""The Sixty-Six game object: the protocol of :class:`engine.game.Game`, each method handing
over to the module that holds that concern (play and refusals, scoring, search with the views
and the rule of thumb, the review's words, text); what every such game hands over alike,
:class:`engine.games.modular.SolvableGame` hands over. The class keeps what is its own: the
deal and the next one, the hot path of ``apply``, marriages, closing and the exchange, the
grounds of a move, scenarios and the quiz hooks."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

import engine.games.sixty_six.moves as moves
import engine.games.sixty_six.play as play
import engine.games.sixty_six.quiz as quiz
import engine.games.sixty_six.review_words as review_words
import engine.games.sixty_six.scoring as scoring
import engine.games.sixty_six.search as search
import engine.games.sixty_six.text as text
import engine.games.sixty_six.thumb as thumb
from engine.cards import CARDS, Card
from engine.constraints import PlayContext
from engine.game import REGISTRY, Action, Ground
from engine.games.modular import SolvableGame
from engine.games.sixty_six.cards import POINTS, hand_order, ranking_for
from engine.games.sixty_six.rules import DEAL_WORD, OPTIONS, RULES, VARIANTS, Opts
from engine.games.sixty_six.scenario import read_scenario
from engine.games.sixty_six.scenario_fields import FIELDS
from engine.games.sixty_six.scoring import Outcome
from engine.games.sixty_six.state import HandRecord, SixtySixState
from engine.rules import Rule

_LEGAL, _legal_cards, _play_card = play._LEGAL, play.legal_cards, play.play_card  # the hot path
MAY_CLOSE, MAY_EXCHANGE = play.MAY_CLOSE, play.MAY_EXCHANGE
_OPTS: dict[tuple[type, str | None], Opts] = {}  # see SixtySix.make_opts


# the moves that are not a card, as a sentence names them (Game.move_words)
MOVE_WORDS = {
    "claim": "claim 66",
    "close": "close the stock",
    "exchange": "exchange the trump nine for the trump card",
}


class SixtySix(SolvableGame[SixtySixState, Opts]):
    id = "sixty_six"
    name = "Sixty-Six"
    description = (
        "Two-hand with a stock, marriages, the 9 of trumps, closing and claiming; "
        "three-hand with a sitting-out dealer; four-hand partnerships with 32 cards."
    )
    min_players = 2
    max_players = 4
    rules = RULES
    options = OPTIONS
    variants = VARIANTS
    default_variant = "seed"
    # a random claim is nearly always wrong and ends the hand: random players leave it out
    random_excludes = frozenset({"claim"})
    supports_search = True
    amount_unit = "game points"
    deal_word = DEAL_WORD
    # the hand review's marks, in game points lost: a fifth, nearly a half, nearly a whole one
    review_marks: ClassVar[tuple[float, float, float]] = (0.2, 0.45, 0.9)
    opts_type = Opts
    SCENARIO_FIELDS = FIELDS
    play_module = moves
    scoring_module = scoring
    search_module = search
    review_module = review_words
    text_module = text

    # options of play in the stock's end game: four-hand deals every card, so it has none
    STOCK_ONLY = frozenset({"strict_later_play", "closing_penalty", "last_trick_after_closing"})

    def heuristic_move(self, state: SixtySixState, rng: random.Random) -> tuple[Action, str]:
        """The rule of thumb's move and the habit that chose it (:mod:`.thumb`)."""
        return thumb.heuristic_move(state, rng)

    def move_words(self, action: Action) -> str:
        """A move that is not a card, as the terminal's hint names it ("would claim 66"),
        in the words of Play's buttons ("Claim 66", "Close the stock"), not its notation
        ("would claim here"); a meld keeps its own, ``meld Q♠``."""
        return MOVE_WORDS.get(action.kind, action.pretty)

    def readings_never_part(self, a: str, b: str, players: int | None = None) -> str | None:
        """Four-hand Sixty-Six deals all 32 cards: with no stock nobody closes, and every
        trick is played by the strict rules (:func:`.play.legal_cards`), so readings that
        differ only in the stock's end game or in closing never part at that table.

        >>> SIXTY_SIX.readings_never_part("seed", "foster_closing", 4)[:36]
        'With four players there is no stock:'
        >>> SIXTY_SIX.readings_never_part("seed", "foster_closing", 2) is None
        True
        """
        va, vb = self.options_for(a), self.options_for(b)
        if players != 4 or not {k for k in va if va[k] != vb[k]} <= self.STOCK_ONLY:
            return None
        return (
            "With four players there is no stock: all 32 cards are dealt, so nobody can close, "
            "and every trick is played by the strict rules (follow suit, head the trick, trump "
            "when void) under both readings. They part with two or three players."
        )

    # ---- set-up ---------------------------------------------------------------------------
    def make_opts(self, variant: str | None = None, **overrides: Any) -> Opts:
        """The option record (immutable) of a variant, made once per variant when nothing is
        overridden: every new game asks for it."""
        key = (type(self), variant)
        if not overrides and key in _OPTS:
            return _OPTS[key]
        opts: Opts = super().make_opts(variant, **overrides)
        if not overrides:
            _OPTS[key] = opts
        return opts

    def new_deal(
        self,
        players: int = 2,
        dealer: int = 0,
        seed: int | None = None,
        variant: str | None = None,
        scores: Sequence[int] | None = None,
        carry: int = 0,
        sheet: Sequence[HandRecord] = (),
        opts: Opts | None = None,
        **overrides: Any,
    ) -> SixtySixState:
        """Shuffle (seeded) and deal a hand.

        >>> s = SixtySix().new_deal(players=2, dealer=0, seed=3)
        >>> s.to_move, len(s.stock), [h.bit_count() for h in s.hands]
        (1, 12, [6, 6])
        """
        o = opts or self.make_opts(variant, **overrides)
        self.check_seats(players, dealer)
        slots = 2 if players == 4 else players
        sc = tuple(scores) if scores is not None else (0,) * slots
        if len(sc) != slots:
            raise ValueError(f"scores: expected {slots} values, got {len(sc)}")
        return play.deal(o, players, dealer, seed, sc, carry, tuple(sheet))

    def from_deal(
        self,
        o: Opts,
        players: int,
        dealer: int,
        hands: tuple[int, ...],
        stock: tuple[int, ...],
        turned: int,
        scores: tuple[int, ...],
        carry: int = 0,
        sheet: tuple[HandRecord, ...] = (),
    ) -> SixtySixState:
        """The opening position of a given deal (used by replays and scenarios)."""
        return play.from_deal(o, players, dealer, hands, stock, turned, scores, carry, sheet)

    def replay(self, state: SixtySixState) -> list[SixtySixState]:
        """The hand again from the deal: the opening position and the position after each
        action, re-applied through the rules (so a replay can never show an illegal move)."""
        if state.viewer >= 0:
            raise ValueError("a view cannot be replayed: it does not hold the deal")
        hands, stock = state.start
        c = state.cold
        opening = play.from_deal(
            c.opts, state.n, c.dealer, hands, stock, c.turned, c.scores, c.carry, c.sheet
        )
        return self.replayed(opening, state)

    def replay_tricks(self, state: SixtySixState) -> list[SixtySixState]:
        """Positions at the end of each trick (and the deal, and the end): trick-by-trick."""
        states = self.replay(state)
        out = [states[0]]
        for prev, s in zip(states, states[1:], strict=False):
            if len(s.history) > len(prev.history) or s.phase == "over":
                out.append(s)
        return out

    # ---- the protocol's hot path (the rest: SolvableGame's, from the modules above) -------
    # the module's function itself: SolvableGame's method would add a call to every move
    legal_actions = staticmethod(play.legal_actions)

    def apply(self, state: SixtySixState, action: Action) -> SixtySixState:
        """A card of the legal ones just listed (or checked here) is played at once, and a
        marriage, the exchange or closing its lead options just listed allow; anything else as
        SolvableGame does it: :func:`.moves.apply`, a refusal in :meth:`explain`'s words."""
        listed, mask, lead = _LEGAL[0]
        card = action.card
        if listed is state:  # the hot path: this position's legal actions were just listed
            kind = action.kind
            if kind == "play":
                if card is not None and mask >> card & 1:
                    return _play_card(state, card, action)
            elif lead:  # a lead's other moves, as its lead options (play.lead_options) allow
                if kind == "close":
                    if card is None and lead & MAY_CLOSE:
                        return play.close(state, action)
                elif kind == "meld":
                    if card is not None and lead >> card & 1:  # (the flags lie above the cards)
                        return play.meld(state, card, action)
                elif kind == "exchange" and card is None and lead & MAY_EXCHANGE:
                    return play.exchange(state)
        elif (
            action.kind == "play"
            and card is not None
            and state.phase == "play"
            and _legal_cards(state) >> card & 1
        ):
            return _play_card(state, card, action)
        return self.explained(moves.apply, state, action)

    # ---- marriages, closing, the exchange -------------------------------------------------
    def play_context(self, state: SixtySixState) -> PlayContext:
        return play.play_context(state)

    def may_meld(self, state: SixtySixState, seat: int) -> bool:
        """Is showing a marriage possible for ``seat`` at this lead (ignoring the cards)?"""
        return play.may_meld(state, seat)

    def meld_cards(self, state: SixtySixState) -> int:
        """K and Q the player to move could lead with a marriage shown."""
        return play.meld_cards(state)

    def may_exchange(self, state: SixtySixState) -> bool:
        return play.may_exchange(state)

    def may_close(self, state: SixtySixState) -> bool:
        return play.may_close(state)

    # ---- explanations ---------------------------------------------------------------------
    def grounds(self, state: SixtySixState, action: Action) -> list[Ground]:
        """Closing and claiming: the rule that allows it, and what it costs (a claim is
        counted now, by :meth:`claim_check`; a closer must reach 66 himself)."""
        if not self.offers(state, action):
            return []
        if action.kind == "claim":
            _, lines, rules = quiz.claim_check(state)
            allowed = "you may claim at your turn to play: play stops and the cards are counted"
            return [
                Ground(action, RULES["sixty_six.claim"], allowed, "allows"),
                *(Ground(action, rules[-1], line, "costs") for line in lines),
            ]
        if action.kind == "close":
            return [
                Ground(
                    action,
                    RULES["sixty_six.close"],
                    "at a turn to lead you may close: nobody draws from the stock any more",
                    "allows",
                ),
                Ground(
                    action,
                    RULES["sixty_six.foster_closing"],
                    "you must then reach 66 yourself, or your opponent scores 1 game point (2 "
                    "if you have under 33, 3 if he has not won a trick yet)",
                    "costs",
                )
                if state.opts.closing_penalty == "foster"
                else Ground(
                    action,
                    RULES["sixty_six.closer_fails"],
                    "you must then reach 66 yourself, or your opponent scores 2 game points "
                    "(3 if he has not won a trick yet)",
                    "costs",
                ),
            ]
        if action.kind == "play":
            return moves.play_grounds(state, action)
        return moves.word_grounds(state, action)

    def trick_reason(self, state: SixtySixState) -> str:
        """The winner, and, where the ten's place decided the trick (:func:`_ten_beat`), the
        comparison that did, in the ranking layer's words, as Napoleon's ace and Spoil Five's
        trumps: "no trump was played: 10♦ is the highest diamond in the trick, the suit led —
        10♦ beats K♦: diamonds rank A♦ 10♦ K♦ Q♦ J♦ 9♦"."""
        said = super().trick_reason(state)
        beat = _ten_beat(state) if said else None
        if beat is None:
            return said
        rank = ranking_for(state.four, state.trump)
        return rank.with_why(said, *state.history[-1], rival=beat)

    def trick_notes(self, state: SixtySixState) -> tuple[list[str], list[Rule]]:
        """The card order (``sixty_six.rank``) cited beside the trick's rule where the ten's
        place decided the trick: the rule the learner who gave it to the king missed."""
        return ([], [RULES["sixty_six.rank"]]) if _ten_beat(state) is not None else ([], [])

    def hand_order(self, state: SixtySixState, cards: Sequence[int]) -> list[int]:
        """Suit by suit as in Loo (♠ ♥ ♣ ♦), each in Sixty-Six's order A 10 K Q J 9 (8 7):
        :func:`engine.games.sixty_six.cards.hand_order`."""
        return hand_order(cards)

    # ---- scoring -------------------------------------------------------------------------
    def outcome(self, state: SixtySixState, seat: int = -1) -> Outcome | None:
        """How the finished hand scores (``None`` while it is in play); its reason told to
        ``seat`` as "you" (-1: in the third person)."""
        return scoring.outcome(state, seat)

    def scores_after(self, state: SixtySixState, out: Outcome | None = None) -> tuple[int, ...]:
        """Game-point totals once this hand is scored (the three-hand dealer capped at 6)."""
        return scoring.scores_after(state, out)

    def game_winner(self, state: SixtySixState) -> int | None:
        """The slot (seat, or side in four-hand) that has won the game with this hand."""
        return scoring.game_winner(state)

    def partners(self, state: SixtySixState, seat: int) -> tuple[int, ...]:
        """Four-hand: the seat and the one opposite (P0+P2, P1+P3); else the seat alone."""
        return (seat % 2, seat % 2 + 2) if state.n == 4 else (seat,)

    def record(self, state: SixtySixState, out: Outcome | None = None) -> HandRecord:
        return scoring.record(state, out)

    def deal_after(self, state: SixtySixState, seed: int | None = None) -> SixtySixState:
        """Score ``state`` and deal the next hand (the deal passes left, ties carry over)."""
        out = scoring.final_outcome(state)
        after = scoring.scores_after(state, out)
        cold = state.cold  # its fields read once each, not through the state's properties
        if max(after) >= cold.opts.game_to:
            raise ValueError("the game is over: start a new one with new_deal")
        n = state.n  # the deal as new_deal makes it, its arguments known to be good
        sheet = (*cold.sheet, scoring.record(state, out, after))
        return play.deal(cold.opts, n, (cold.dealer + 1) % n, seed, after, out.carry_next, sheet)

    def settled_rows(self, state: SixtySixState) -> list[dict[str, Any]]:
        """One row per player (per side in four-hand) for this hand: a table for pandas."""
        return scoring.settlement_rows(state)

    def score_table(self, state: SixtySixState, seat: int = -1) -> list[dict[str, Any]]:
        """The game's score sheet: one row per finished hand (this one too, once over), its
        reasons told to ``seat`` as "you" (-1: in the third person)."""
        return scoring.score_table(state, seat)

    # ---- search (the rest: SolvableGame, from .search) -------------------------------------
    def rollout_action(self, state: SixtySixState, rng: random.Random) -> Action:
        """The playout policy's move (see :func:`engine.games.sixty_six.search.rollout_action`)."""
        return search.rollout_action(state, rng)

    def obvious_action(self, view: SixtySixState) -> Action | None:
        return search.obvious_action(view)

    def review_measures(
        self, view: SixtySixState, world: SixtySixState, end: SixtySixState, seat: int
    ) -> dict[str, float]:
        """The module's measures of the end, and the card points of the trick at stake in
        ``view`` when the other side took it (:func:`.review_words.lost`: it reads ``view``)."""
        return {**review_words.measures(end, seat), "lost": review_words.lost(view, end, seat)}

    # ---- scenarios (docs/scenarios.md) ----------------------------------------------------
    def from_scenario(self, r: Any) -> SixtySixState:
        """Build the position a scenario describes (two-, three- or four-hand); every
        inconsistency is a :class:`engine.scenario.ScenarioError` naming the field."""
        return read_scenario(self, r)

    def table_cards(self, state: SixtySixState) -> dict[str, int]:
        """The hands and the trick, each seat's won cards (a scenario may give them without
        their tricks), the trump card face up under the stock and the four-hand turned card."""
        out = super().table_cards(state)
        for seat, mask in enumerate(state.won):
            if mask:
                key = f"P{seat}'s tricks"
                out[key] = out.get(key, 0) | mask
        if state.face_up >= 0:
            out["the trump card"] = 1 << state.face_up
        elif state.n == 4 and state.turned >= 0:
            out["the trump card"] = 1 << state.turned
        return out

    def cards_held(self, state: SixtySixState, seat: int) -> int | None:
        """Six at each lead while the stock is open (each trick's winner and loser draw), one
        fewer for each trick since it closed or ran out; four-hand as dealt, eight less the
        tricks (the default)."""
        if state.four or seat not in state.seats:
            return super().cards_held(state, seat)
        played = sum(state.tricks)
        if state.closed_by >= 0:
            at_lead = 6 - (played - state.closed_after)
        elif state.stock:
            at_lead = 6
        else:
            at_lead = 12 - played
        return at_lead - any(p == seat for p, _ in state.trick)

    def cards_in_play(self, state: SixtySixState) -> int:
        """The hands, trick and tricks, plus the stock (with the trump card) and won cards."""
        mask = super().cards_in_play(state)
        for c in state.stock:
            mask |= 1 << c
        for won in state.won:
            mask |= won
        return mask

    def last_trick_info(self, state: SixtySixState) -> dict[str, Any] | None:
        """The trick just finished (when its cards are known), for ``trickbook answer``, with
        the card points it took (before the rule, as ever)."""
        info = super().last_trick_info(state)
        if info is None:
            return None
        rule = info.pop("rule")
        return {
            **info,
            "card_points": sum(POINTS[c] for _, c in state.history[-1][0]),
            "rule": rule,
        }

    # ---- quiz hooks (engine.quiz) -----------------------------------------------------------
    quiz_kinds: ClassVar[tuple[str, ...]] = (
        "legal_cards",
        "trick_winner",
        "card_points",
        "may_act",
        "should_claim",
        "game_points",
    )
    declaration_words: ClassVar[tuple[str, ...]] = quiz.DECLARATION_WORDS
    card_words: ClassVar[frozenset[str]] = frozenset({"meld"})

    def practice_prompt(self, kind: str, state: SixtySixState, prompt: str) -> str:
        return quiz.practice_prompt(kind, state, prompt)

    def practice_interest(self, kind: str, state: SixtySixState) -> int | None:
        return quiz.practice_interest(kind, state)

    def pile_points(self, state: SixtySixState, seat: int) -> tuple[int, list[str], list[Rule]]:
        return quiz.pile_points(state, seat)

    def number_range(self, kind: str) -> tuple[int, int, str]:
        """Card points taken: every counting card of the pack and the 10 for the last trick."""
        most = sum(POINTS) + 10
        return 0, most, f"write the card points, a whole number from 0 to {most}, e.g. 35"

    def claim_check(self, state: SixtySixState) -> tuple[bool, list[str], list[Rule]]:
        return quiz.claim_check(state)

    # the lesson asks who takes the turned-up trump at the stock's last draw (sixty_six.draw)
    lesson_kinds: ClassVar[tuple[str, ...]] = ("trump_taken",)

    def after_trick(self, state: SixtySixState, kind: str) -> tuple[Any, list[Any], list[Rule]]:
        if kind != "trump_taken":
            return super().after_trick(state, kind)
        return quiz.trump_taken(state, self.trick_reason(state), self.trick_winner_rule(state))


SIXTY_SIX = SixtySix()
REGISTRY.register(SIXTY_SIX)


def _ten_beat(state: SixtySixState) -> Card | None:
    """The king, queen or jack a ten beat to take the last trick, if that was the comparison
    that decided it: Sixty-Six's A 10 K Q J 9 puts the ten where ace-high order would not
    (``sixty_six.rank``). None for any other trick."""
    if not state.history or not state.history[-1][0]:
        return None
    plays, winner = state.history[-1]
    rival = ranking_for(state.four, state.trump).rival(plays, winner)
    won = CARDS[dict(plays)[winner]]
    if rival is None or won.rank != 10 or rival.suit != won.suit or not 11 <= rival.rank <= 13:
        return None
    return rival
