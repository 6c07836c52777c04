"""The Napoleon game object: the protocol of :class:`engine.game.Game`, each method handing
over to the module that holds that concern (play, scoring, search, scenario, text); what every
such game hands over alike, :class:`engine.games.modular.ModularGame` hands over."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, ClassVar

import engine.games.napoleon.play as play
import engine.games.napoleon.review_words as review_words
import engine.games.napoleon.scoring as scoring
import engine.games.napoleon.search as search
import engine.games.napoleon.text as text
from engine.cards import Card, Suit
from engine.game import REGISTRY, Action, Ground, Refusal
from engine.games.modular import SolvableGame
from engine.games.napoleon.play import dealer_forced
from engine.games.napoleon.rules import (
    NAP_BID,
    OPTIONS,
    RULES,
    TRICKS,
    VARIANTS,
    Opts,
    bid_value,
)
from engine.games.napoleon.scenario import read_scenario
from engine.games.napoleon.state import NapoleonState
from engine.quiz_words import NEUTRAL_TURN, settlement_asked
from engine.rules import Rule
from engine.sentence import Sentence

BID_TOLERANCE = 1.0
"""How far a bid may stray from the engine's estimate and still be judged sound, in tricks.

The estimate is the Monte-Carlo search's expected tricks with the best trump suit (see
:func:`engine.games.napoleon.search.expected_tricks`). A bid ``b`` is sound when
``|b - estimate| <= 1``. A pass counts as bidding one less than the lowest bid still allowed
(0 before anyone has bid), so it is sound when the estimate is at most that lowest bid. There
is no single right bid: the engine's own is the estimate rounded down (up only within a quarter
trick), when that bid is allowed, else a pass."""

ENGINE_MARGIN = 0.25  # the engine bids b when its estimate reaches b - 0.25

BID_WORDS = ("pass", "bid 1", "bid 2", "bid 3", "bid 4", "nap")
# naming trumps ("trump clubs" ... "trump spades", lower case as every answer word is read): a
# words question of its own once the bidding is over, where a suit the bidder does not hold is
# refused (napoleon.trump_held)
TRUMP_WORDS = tuple(f"trump {s.name.lower()}" for s in Suit)


@lru_cache(maxsize=256)
def _estimate(hand: int, n: int, seat: int) -> dict[Suit, float]:
    s = play.opening(Opts(), n, 0, tuple(hand if p == seat else 0 for p in range(n)))
    # the seed comes from the hand, so the same hand always gets the same estimate
    return search.expected_tricks(s, seat, seed=hand % 1_000_003)


def _ace_beat(state: NapoleonState) -> Card | None:
    """The card an ace beat to take the last trick where the ace's rank was the one thing that
    decided it (``napoleon.ace_high``): the best other card that could have won
    (:meth:`engine.ranking.Ranking.rival`), of the ace's own suit. None for any other trick,
    or before a trick with cards is done. Found once for the rule and the reason alike."""
    if not state.history or not state.history[-1][0]:
        return None
    plays, winner = state.history[-1]
    r, card = play.rank_of(state), dict(plays)[winner]
    suit = r.follows[card]
    rival = r.rival(plays, winner) if card == r.suit_order[suit][0] else None
    return rival if rival is not None and r.follows[rival] == suit else None


class Napoleon(SolvableGame[NapoleonState, Opts]):
    id = "napoleon"
    name = "Napoleon"
    description = (
        "Two to six players, five cards each: bid how many tricks you will take if you name "
        "trumps; nap is all five."
    )
    min_players = 2
    max_players = 6
    rules = RULES
    options = OPTIONS
    variants = VARIANTS
    default_variant = "seed"
    # the deal the dealer's forced bid first parts in at six, where Compare's opening search
    # (600 lines of play from deal 0) falls short: bench/compare_openings.py --deep found it
    # after 834 lines
    compare_openings = {("seed", "dealer_forced_one", 6): 0}
    opts_type = Opts
    amount_unit = "counters"
    # a sixth, a third, two thirds of a 2.6-counter deal (engine.review.MARK_SHARES)
    review_marks: ClassVar[tuple[float, float, float]] = (0.45, 0.9, 1.75)
    supports_search = True
    quiz_kinds: ClassVar[tuple[str, ...]] = (
        "legal_cards",
        "trick_winner",
        "settlement",
        "declare",
        "bid_estimate",
    )
    declaration_words: ClassVar[tuple[str, ...]] = BID_WORDS + TRUMP_WORDS
    phase_declarations: ClassVar[dict[str, tuple[str, ...]]] = {
        "declare": BID_WORDS,
        "trump": TRUMP_WORDS,
    }
    number_words: ClassVar[dict[str, int]] = {"pass": 0, "nap": NAP_BID}  # a bid, in words
    settlement_prompt = settlement_asked(pool=None)
    free_play = ("napoleon.follow_suit", "napoleon.otherwise_free")
    play_module = play
    scoring_module = scoring
    search_module = search
    review_module = review_words
    text_module = text

    def grounds(self, state: NapoleonState, action: Action) -> list[Ground]:
        """A card no duty narrows (:class:`ModularGame`'s free play); a pass or a bid by the
        bidding rules (:func:`play.bid_grounds`), the trump suit named by the bidder's
        (:func:`play.trump_grounds`)."""
        if state.phase == "declare":
            return play.bid_grounds(state, action)
        if state.phase == "trump":
            return play.trump_grounds(state, action)
        return super().grounds(state, action)

    def explain(self, state: NapoleonState, action: Action) -> list[Refusal]:
        """As :meth:`engine.game.Game.explain`, ``bid 5`` read as nap, as :func:`play.apply`
        reads it: legal where nap is, refused by the rule that refuses nap."""
        return super().explain(state, play.as_read(action))

    # ---- set-up ---------------------------------------------------------------------------
    def new_deal(
        self,
        players: int = 4,
        dealer: int = 0,
        seed: int | None = None,
        variant: str | None = None,
        opts: Opts | None = None,
        **overrides: Any,
    ) -> NapoleonState:
        """Shuffle (seeded) and deal five cards each; the dealer's left bids first.

        >>> s = NAPOLEON.new_deal(players=4, dealer=0, seed=1)
        >>> s.phase, s.to_move, [h.bit_count() for h in s.hands]
        ('declare', 1, [5, 5, 5, 5])
        """
        o = opts or self.make_opts(variant, **overrides)
        self.check_seats(players, dealer)
        return play.deal(o, players, dealer, seed)

    def from_hands(
        self, hands: tuple[int, ...], dealer: int = 0, variant: str | None = None
    ) -> NapoleonState:
        """The position before the first bid, with these hands (five cards each)."""
        return play.opening(self.make_opts(variant), len(hands), dealer, hands)

    def replay(self, state: NapoleonState) -> list[NapoleonState]:
        """The deal again from the first bid: every position, re-applied through the rules."""
        return self.replayed(play.opening(state.opts, state.n, state.dealer, state.start), state)

    def deal_after(self, state: NapoleonState, seed: int | None = None) -> NapoleonState:
        """The next deal: the deal passes to the left; after everyone passed, the same
        dealer deals again (``napoleon.redeal``)."""
        dealer = state.dealer if state.result == "all_passed" else (state.dealer + 1) % state.n
        return play.deal(state.opts, state.n, dealer, seed)

    # ---- the protocol (the rest: ModularGame, from the modules above) ---------------------
    def legal_cards(self, state: NapoleonState) -> int:
        """Mask of the cards the player to move may play: none outside play (while bidding)."""
        return play.legal_cards(state) if state.phase == "play" else 0

    def hand_order(self, state: NapoleonState, cards: Sequence[int]) -> list[int]:
        """As the table draws the hand: once trumps are named, the trumps first, then ♠ ♥ ♣ ♦,
        each best first (:func:`play.hand_order`)."""
        return play.hand_order(state, cards)

    def trick_winner_rule(self, state: NapoleonState) -> Rule:
        """``napoleon.ace_high`` where an ace took the last trick from a card of its own suit,
        its rank the one thing that decided it (seed 003's Napoleon section: "Ace ranks
        highest."); else ``napoleon.trick_winner``: a trump over plain cards, a lone card of
        the suit led, or a king or lower over lesser cards of its suit. The comparison is the
        one Spoil Five's tricks are cited by (:meth:`engine.ranking.Ranking.rival`)."""
        if _ace_beat(state) is not None:
            return RULES["napoleon.ace_high"]
        return super().trick_winner_rule(state)

    def trick_reason(self, state: NapoleonState) -> str:
        """The winner, and, where the ace's rank decided the trick (``napoleon.ace_high``), the
        comparison that did, in the ranking layer's words as Spoil Five's: "A♠ is the highest
        spade, the suit led — A♠ beats K♠: spades rank A♠ K♠ Q♠ ..."."""
        said = super().trick_reason(state)
        beat = _ace_beat(state) if said else None
        if beat is None:
            return said
        return play.rank_of(state).with_why(said, *state.history[-1], rival=beat)

    def stop_reason(self, state: NapoleonState) -> str:
        """Why the deal ended where it did (play stops once the result is sure)."""
        return play.stop_reason(state)

    # the lesson asks whether play goes on after a trick (napoleon.stop_early)
    lesson_kinds: ClassVar[tuple[str, ...]] = ("plays_on",)

    def after_trick(self, state: NapoleonState, kind: str) -> tuple[Any, list[Any], list[Rule]]:
        """Whether play goes on after the trick just finished, read off the engine's state
        after it: it stops as soon as the bid is made or beaten (``napoleon.stop_early``)."""
        if kind != "plays_on" or not state.history or state.bidder < 0:
            return super().after_trick(state, kind)
        goes_on = state.phase != "over"
        if goes_on:
            won, against = state.bidder_tricks, state.against
            left = TRICKS - len(state.history)
            why = Sentence.of(
                f"P{state.bidder} has won {won} trick{'s' if won != 1 else ''} toward his bid of "
                f"{play.bid_word(state.bid)} and the others {against}: with {left} trick"
                f"{'s' if left != 1 else ''} left he may still make it or fail, so play goes on"
            )
        else:
            why = play.stop_said(state) + Sentence.of(": play stops here")
        lines = [x for x in (self.trick_reason(state), why) if x]
        return goes_on, lines, [self.trick_winner_rule(state), RULES["napoleon.stop_early"]]

    def stop_rule(self, state: NapoleonState) -> Rule | None:
        if state.phase != "over":
            return None
        if state.result == "all_passed":
            return RULES["napoleon.redeal"]
        return RULES["napoleon.stop_early"]

    # ---- scoring --------------------------------------------------------------------------
    def settled_rows(self, state: NapoleonState) -> list[dict[str, Any]]:
        """One row per player for a finished deal: bid, tricks, counters (a table)."""
        net = scoring.quiz_amounts(state)
        rows = []
        for p in range(state.n):
            v = int(net[f"P{p}"])
            rows.append(
                {
                    "player": f"P{p}",
                    "bid": text.settled_bid(state, p),
                    "tricks": state.tricks[p],
                    "counters": f"{v:+d}" if v else "0",
                }
            )
        return rows

    def payment_table(self, players: int) -> list[dict[str, Any]]:
        """Per bid, what passes made and failed (rows for a table)."""
        return scoring.payment_table(players)

    # ---- views and search -------------------------------------------------------------------
    def expected_tricks(self, state: NapoleonState, seat: int) -> dict[Suit, float]:
        """The engine's estimate: tricks ``seat`` takes on average as bidder, per trump suit
        he could name (Monte-Carlo over the unseen cards, seeded by his hand)."""
        hand = state.start[seat] if state.start else state.hands[seat]
        return dict(_estimate(hand, state.n, seat))

    # ---- scenarios and text ---------------------------------------------------------------
    def from_scenario(self, reader: Any) -> NapoleonState:
        return read_scenario(self, reader)

    # ---- quiz hooks -------------------------------------------------------------------------
    def action_word(self, action: Action) -> str:
        if action.kind == "trump" and action.suit is not None:
            return TRUMP_WORDS[action.suit]
        return str(action) if action.kind in ("bid", "nap", "pass") else action.kind

    def move_words(self, action: Action) -> str:
        """Naming trumps and nap as a sentence names them ("name hearts as trumps", "bid nap,
        all five tricks"), not in their notation ("trump ♥", "nap"); a bid and a pass are
        their own words."""
        if action.kind == "trump" and action.suit is not None:
            return f"name {action.suit.name.lower()} as trumps"
        if action.kind == "nap":
            return "bid nap, all five tricks"
        return action.pretty

    def word_action(self, word: str) -> Action:
        if word in TRUMP_WORDS:
            return play.TRUMPS[TRUMP_WORDS.index(word)]
        return Action.parse(word)

    def practice_prompt(self, kind: str, state: NapoleonState, prompt: str) -> str:
        p = f"P{state.to_move}"
        if kind == "declare" and state.phase == "trump":
            return f"You are {p}, to name trumps. Which suits may you name? Choose all."
        # a bid or a pass: the picture marks the seat "to move" (quiz_words.NEUTRAL_TURN), and
        # the prompt says the same (it said "to bid" over it); naming trumps is one kind of move,
        # said in the game's own words by both
        if kind == "declare":
            return f"You are {p}, {NEUTRAL_TURN}. Which may you say? Choose all."
        if kind == "bid_estimate":  # the lesson's words (lessons/napoleon.yaml q_first_bid)
            return (
                f"You are {p}, {NEUTRAL_TURN}. What would you bid? Answer 0 to pass, 1 to 4, "
                "or 5 for nap."
            )
        return super().practice_prompt(kind, state, prompt)

    def practice_interest(self, kind: str, state: NapoleonState) -> int | None:
        """Levels 1-3: a free choice (1) or a duty in play (3); a trick the lead lost (2), to
        a trump (3); a bid made (1), failed (2), a nap (3); a bid to beat (declare)."""
        if kind == "bid_estimate":
            return 3 if state.phase == "declare" and state.hands[state.to_move] else -1
        if kind == "declare" and state.phase == "trump":  # a suit he lacks, refused
            return 1 if play.trump_refusals(state) else 0
        if kind == "declare":  # a bid already made puts the rising-bids rule in play
            return state.bid + 2 * dealer_forced(state)
        if kind == "legal_cards":
            return 3 if play.refusals(state) else 1
        if kind == "trick_winner":
            plays, winner = state.history[-1]
            led_lost = winner != plays[0][0]
            trumped = led_lost and play.rank_of(state).is_trump(dict(plays)[winner])
            return 1 + led_lost + trumped
        if kind == "settlement":
            if state.result == "all_passed":
                return 0
            return 1 + (state.result == "failed") + (state.bid == NAP_BID)
        return None

    def bid_check(
        self, state: NapoleonState, bid: int | None
    ) -> tuple[bool, int, list[str], list[Rule]]:
        """Is ``bid`` (0 = pass) sound for the player to move, judged by :data:`BID_TOLERANCE`
        against the engine's estimate; the bid the engine would make; and the reasons."""
        seat = state.to_move
        est = self.expected_tricks(state, seat)
        best_suit, e = search.best_estimate(est)
        low = state.bid + 1
        forced = play.dealer_forced(state)
        engine_bid = min(int(e + ENGINE_MARGIN), NAP_BID)
        if forced:
            engine_bid = 1  # "If all hands pass, the dealer bids 1" (RULES.md §8)
        elif engine_bid < low:
            engine_bid = 0
        per = ", ".join(f"{s.symbol} {est[s]:.1f}" for s in sorted(est, key=lambda k: -est[k]))
        # said to the player to move, as every bid question's prompt is ("You are P1, ...")
        lines = [
            "The engine dealt the unseen cards many times and played each deal out with you "
            f"naming trumps: expected tricks {per}.",
            f"Best: {best_suit.symbol if best_suit is not None else '-'} trumps, about "
            f"{e:.1f} tricks. A bid within {BID_TOLERANCE:g} trick of that counts as sound; a "
            f"pass counts as sound when the estimate is at most {low}.",
        ]
        # what the bid the engine makes undertakes and what it pays: a nap, all five tricks,
        # by its own rules (10 made, 5 failed), not those of a bid of 1 to 4
        paid = ("nap", "nap_pays") if engine_bid == NAP_BID else ("bid_made", "bid_failed")
        rules = [RULES["napoleon.one_turn"], *(RULES[f"napoleon.{r}"] for r in paid)]
        if bid is None:
            return True, engine_bid, lines, rules
        if bid == 0:
            if forced:
                lines.insert(0, "You may not pass: everyone else passed, and the dealer must bid.")
                return False, engine_bid, lines, [RULES["napoleon.dealer_forced_one"], *rules]
            ok = e <= low
        elif forced and bid != 1:
            lines.insert(0, "You may bid only 1: everyone else passed, and the dealer bids 1.")
            return False, engine_bid, lines, [RULES["napoleon.dealer_forced_one"], *rules]
        elif not low <= bid <= NAP_BID:
            lines.insert(0, f"A bid of {bid} is not allowed here: a bid must be {low} to 5.")
            return False, engine_bid, lines, [RULES["napoleon.rising_bids"], *rules]
        else:
            ok = abs(bid - e) <= BID_TOLERANCE
        return ok, engine_bid, lines, rules

    def number_range(self, kind: str) -> tuple[int, int, str]:
        """A bid estimate is 0 (pass) to 5 (nap): "he may pass or may bid from one to five" (003)."""
        return 0, NAP_BID, f"answer 0 or pass, 1–{NAP_BID - 1}, or {NAP_BID} or nap"

    def bid_of(self, action: Action) -> int:
        """The tricks an action bids (0 for a pass or any other action)."""
        return bid_value(action)


NAPOLEON = Napoleon()
REGISTRY.register(NAPOLEON)
