"""The Linger Longer game object: the protocol of :class:`engine.game.Game`, each method
handing over to the module that holds that concern (play, scoring, search, scenario, text); what
every such game hands over alike, :class:`engine.games.modular.ModularGame` hands over."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import engine.games.linger_longer.play as play
import engine.games.linger_longer.review_words as review_words
import engine.games.linger_longer.scoring as scoring
import engine.games.linger_longer.search as search
import engine.games.linger_longer.text as text
from engine.cards import CARDS, listed
from engine.game import REGISTRY, Action
from engine.games.linger_longer.rules import OPTIONS, RULES, VARIANTS, Opts
from engine.games.linger_longer.scenario import full_stock, read_scenario
from engine.games.linger_longer.state import LingerState
from engine.games.linger_longer.text import out_before, out_said
from engine.games.modular import ModularGame
from engine.quiz_words import settlement_asked
from engine.rules import Rule


class LingerLonger(ModularGame[LingerState, Opts]):
    id = "linger_longer"
    name = "Linger Longer"
    description = (
        "Four to six players, as many cards each as there are players: only the trick winner "
        "draws from the stock, and the last player left holding cards wins."
    )
    min_players = 4
    max_players = 6
    rules = RULES
    options = OPTIONS
    variants = VARIANTS
    default_variant = "seed"
    deal_word = "game"  # one deal is the game: it goes on until only one player holds cards
    opts_type = Opts
    amount_unit = "counters"
    # a sixth, a third, two thirds of a 2-counter game (engine.review.MARK_SHARES)
    review_marks: ClassVar[tuple[float, float, float]] = (0.35, 0.7, 1.35)
    supports_search = True
    quiz_kinds: ClassVar[tuple[str, ...]] = (
        "legal_cards",
        "trick_winner",
        "still_in",
        "settlement",
    )
    free_play = ("linger_longer.follow_suit", "linger_longer.otherwise_free")
    settlement_prompt = settlement_asked(over="game", pool=None)
    play_module = play
    scoring_module = scoring
    search_module = search
    review_module = review_words
    text_module = text

    # ---- set-up ---------------------------------------------------------------------------
    def new_deal(
        self,
        players: int = 4,
        dealer: int = 0,
        seed: int | None = None,
        variant: str | None = None,
        opts: Opts | None = None,
        **overrides: Any,
    ) -> LingerState:
        """Shuffle (seeded) and deal as many cards each as there are players; the dealer's
        last card fixes trumps; the dealer's left leads.

        >>> s = LINGER_LONGER.new_deal(players=5, dealer=0, seed=1)
        >>> s.to_move, [h.bit_count() for h in s.hands], len(s.stock)
        (1, [5, 5, 5, 5, 5], 27)
        """
        o = opts or self.make_opts(variant, **overrides)
        self.check_seats(players, dealer)
        return play.deal(o, players, dealer, seed)

    def readings_never_part(self, a: str, b: str, players: int | None = None) -> str | None:
        """Readings that differ only in what happens when the stock runs out never part in a
        dealt game: the winner and the last player to drop out play every trick and at most
        one of them wins each, so each trick costs the two of them a card or more; dealt 2n
        cards between them, the winner still holding one at the end, a game lasts at most
        2n - 1 tricks, one draw each, and the stock of 52 - n*n cards outlasts them at every
        table size. The figures are the table's (``players``), else the largest table's: a
        five-player game was told "at most 11 tricks with 6 players". The sentence gives the
        count's grounds, the cards the two are dealt, as the Learn step "When the stock runs
        out" does: "a game of 5 players lasts at most 9 tricks" read as a bare figure.

        >>> why = LINGER_LONGER.readings_never_part("seed", "reshuffle", 5)
        >>> "dealt 10 cards between them" in why and "at most 9 tricks" in why
        True
        >>> "against a stock of 27 cards" in why
        True
        """
        va, vb = self.options_for(a), self.options_for(b)
        if {k for k in va if va[k] != vb[k]} != {"stock_out"}:
            return None
        counts = range(self.min_players, self.max_players + 1)
        if any(2 * n - 1 >= 52 - n * n for n in counts):
            return None
        if players is not None and players in counts:
            n, table = players, f"At a table of {players} players"
        else:
            n = self.max_players
            table = f"Even at a table of {n} players, the most,"
        return (
            "These two readings differ only in what happens when the stock runs out, and in a "
            "dealt game it never does. The winner and the last player to drop out play to "
            "every trick, and only one of them can win it, so each trick costs the two of them "
            f"at least one card. {table} they are dealt {2 * n} cards between them, and the "
            f"winner still holds one at the end: a game lasts at most {2 * n - 1} tricks, one "
            f"card drawn a trick, against a stock of {52 - n * n} cards. "
            "They part only in a position set up by hand, like the Learn step "
            "“When the stock runs out”."
        )

    def replay(self, state: LingerState) -> list[LingerState]:
        """The game again from the deal: every position, re-applied through the rules (the
        stock as dealt is the cards drawn, in order, then what is left)."""
        if not state.start:
            return [state]
        # the stock as dealt: the cards drawn from it, then what is left; after a reshuffle,
        # the cards drawn before it (the replay makes the new stock again itself)
        first = state.reshuffled[0] - 1 if state.reshuffled else len(state.drew)
        dealt = tuple(c for c in state.drew[:first] if c >= 0)
        if not state.reshuffled:
            dealt += state.stock
        s = play.opening(
            state.opts, state.n, state.dealer, state.start, state.turned, dealt, state.salt
        )
        return self.replayed(s, state)

    def deal_after(self, state: LingerState, seed: int | None = None) -> LingerState:
        """The next game: the deal passes to the left."""
        return play.deal(state.opts, state.n, (state.dealer + 1) % state.n, seed)

    # ---- the protocol (the rest: ModularGame, from the modules above) ---------------------
    def hand_order(self, state: LingerState, cards: Sequence[int]) -> list[int]:
        """As the table draws the hand: the trumps first, then ♠ ♥ ♣ ♦, each best first
        (:func:`play.hand_order`)."""
        return play.hand_order(state, cards)

    def end_rule(self, state: LingerState) -> Rule | None:
        """The rule that decided the winner of a finished game."""
        return play.end_rule(state)

    def end_reason(self, state: LingerState, seat: int = -1) -> str:
        return play.end_reason(state, seat)

    def tricks_on_table(
        self, state: LingerState
    ) -> tuple[tuple[tuple[tuple[int, int], ...], int], ...]:
        """The finished tricks since the stock was last made: a reshuffle (variant
        ``reshuffle``) gathers every trick before it into the new stock, so their cards are in
        the stock or, drawn again, in a hand (``history`` still records them)."""
        if not state.reshuffled:
            return state.history
        return state.history[state.reshuffled[-1] :]

    def cards_in_play(self, state: LingerState) -> int:
        """The hands, the trick, the finished tricks still on the table and the stock (a card
        drawn moves from the stock to a hand; a reshuffle moves the tricks' cards back to the
        stock; none leaves the deal)."""
        mask = super().cards_in_play(state)
        for c in state.stock:
            if c >= 0:
                mask |= 1 << c
        return mask

    def cards_held(self, state: LingerState, seat: int) -> int | None:
        """None: each trick's winner draws from the stock, so a hand's size depends on who
        won which trick."""
        return None

    def table_cards(self, state: LingerState) -> dict[str, int]:
        """The default places, with the turned card named as the trump card while the dealer
        still holds it (the stock lies face down: none of its cards is shown)."""
        out = super().table_cards(state)
        if state.hands[state.dealer] >> state.turned & 1:
            out["the trump card"] = 1 << state.turned
        return out

    # ---- scoring --------------------------------------------------------------------------
    def settled_rows(self, state: LingerState) -> list[dict[str, Any]]:
        """One row per player for a finished game: how he ended, tricks won, counters."""
        net = scoring.quiz_amounts(state)
        rows = []
        for p in range(state.n):
            v = int(net[f"P{p}"])
            if p == state.winner:
                how = "won the game"
            elif state.out[p] >= 0:
                how = out_said(state, state.out[p], out_before(state))
            else:
                k = state.hands[p].bit_count()
                how = f"still held {k} card{'s' if k != 1 else ''}"
            rows.append(
                {
                    "player": f"P{p}",
                    "end": how,
                    # won in the record: a position set up mid-game does not say how many of
                    # the tricks before it he won (the column is left blank, and not shown)
                    "tricks": state.tricks[p] if state.wins_known else "",
                    "counters": f"{v:+d}" if v else "0",
                }
            )
        return rows

    # ---- who is still in --------------------------------------------------------------------
    def still_in(self, state: LingerState) -> tuple[frozenset[int], list[str], list[Rule]]:
        """Who still holds cards after the trick just finished, and why: the winner drew (or
        the stock was empty), and who played his last card without drawing dropped out."""
        if not state.history:
            raise ValueError("no trick has been played yet")
        plays, w = state.history[-1]
        k = len(state.history)
        drawn = state.drew[k - 1] if len(state.drew) >= k else -1
        lines: list[str] = []
        rules = [RULES["linger_longer.trick_winner"], RULES["linger_longer.winner_draws"]]
        # The answer names the winning card ("P2's A♠ won the trick", quiz_words.won_with):
        # this line says why that card won, then who takes the trick.
        reason = self.trick_reason(state)
        card = dict(plays)[w]
        lines.append(
            f"{reason}, so P{w} takes the trick"
            if reason
            else f"P{w} wins the trick with {CARDS[card].pretty}"
        )
        if k in state.reshuffled:
            lines.append(
                "the stock was empty: the cards played so far are shuffled into a new stock, "
                f"and P{w} draws its top card; nobody else draws"
            )
            rules.append(RULES["linger_longer.reshuffle"])
        elif drawn >= 0:
            lines.append(f"P{w} draws the top card of the stock; nobody else draws")
        else:
            lines.append(f"the stock is empty: P{w} draws nothing")
            rules.append(RULES["linger_longer.stock_out"])
        gone = play.dropped_in(state, k)
        if gone:
            names = listed(f"P{p}" for p in gone)  # "P1 and P3", as every list is said
            lines.append(f"{names} played {'his' if len(gone) == 1 else 'their'} last card: out")
            rules.append(RULES["linger_longer.drop_out"])
        # the game's winner may have played his last card too: he wins, he is not out
        won_last = play.won_with_last_card(state, bool(gone))
        if not gone and not won_last:
            lines.append("everyone who played still holds a card: nobody drops out")
        left = frozenset(state.still_in())
        if state.phase == "over":
            if won_last and left:
                held = listed(f"P{p}" for p in sorted(left))
                won_last += f"; {held} still {'holds a card' if len(left) == 1 else 'hold cards'}"
            lines.append(won_last or play.end_reason(state))
            rule = play.end_rule(state)
            if rule is not None:
                rules.append(rule)
        return left, lines, rules

    # ---- views and search -------------------------------------------------------------------
    def obvious_action(self, view: LingerState) -> Action | None:
        return search.obvious_action(view)

    # ---- scenarios and text ---------------------------------------------------------------
    def from_scenario(self, reader: Any) -> LingerState:
        """The position, and whether its tricks can be numbered: a stock as the deal left it,
        or one whose size says how many tricks are over (:func:`tricks_over`), can; an empty
        stock set by hand, or one the ``reshuffle`` variant may have made again, cannot."""
        s = read_scenario(self, reader)
        drawn = sum(1 for d in s.drew if d >= 0)  # by the winner of the scenario's own trick
        at_deal = not s.reshuffled and full_stock(s.opts, s.n, len(s.stock) + drawn)
        return s._replace(counted=bool(s.before) or at_deal)

    def tricks_played(self, state: LingerState) -> int:
        """The tricks over, those before a scenario's position (its stock says) included."""
        return state.trick_no(len(state.history))

    def trick_title(self, state: LingerState) -> str:
        """Titled "Trick 5" where the stock says how many came before, "This trick" where it
        does not (:attr:`LingerState.counted`: an empty stock set up by hand, or reshuffle's)."""
        return super().trick_title(state) if state.counted else "This trick"

    def last_trick_info(self, state: LingerState) -> dict[str, Any] | None:
        """The trick just finished, and who still holds cards after it."""
        info = super().last_trick_info(state)
        if info is not None:
            info["still_in"] = [f"P{p}" for p in state.still_in()]
        return info

    # ---- quiz hooks -------------------------------------------------------------------------
    def practice_interest(self, kind: str, state: LingerState) -> int | None:
        """A trick where somebody drops out (or the stock is empty) asks more of the learner."""
        if kind == "still_in":
            k = len(state.history)
            gone = bool(play.dropped_in(state, k))
            empty = len(state.drew) >= k and state.drew[k - 1] < 0
            return 1 + gone + empty
        if kind == "trick_winner":
            plays, winner = state.history[-1]
            led_lost = winner != plays[0][0]
            trumped = led_lost and play.rank_of(state).is_trump(dict(plays)[winner])
            return 1 + led_lost + trumped
        if kind == "legal_cards":
            return 3 if play.refusals(state) else 1
        if kind == "settlement":
            return 1 + (state.result != "last_left")
        return None


LINGER_LONGER = LingerLonger()
REGISTRY.register(LINGER_LONGER)
