"""Sixty-Six scenario files (docs/scenarios.md): a position from a few fields, every field
checked, every inconsistency a :class:`engine.scenario.ScenarioError` naming the field.

The cards a scenario leaves out are not there: unknown stock cards are ``-1`` (a draw from
them adds nothing), and tricks whose cards are not given are counted only. The fields are read
and checked by field group in :mod:`engine.games.sixty_six.scenario_fields` (the game's form,
the cards, the trumps, tricks and points, the stock, every card in one place, hand sizes,
marriages, how the hand stands); this module builds the position from them: the history, then
the state, the current trick played through the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards import CARDS, mask_of
from engine.game import Action, Game, IllegalAction, play
from engine.games.sixty_six.cards import NINES, PAIRS, PARTNER, card_points
from engine.games.sixty_six.rules import CLAIM, TARGET
from engine.games.sixty_six.scenario_fields import FieldReader
from engine.games.sixty_six.state import SixtySixState, first_at_66
from engine.scenario import because
from engine.tricks import n_tricks


def read_scenario(game: Game[SixtySixState], reader: Any) -> SixtySixState:
    """The position a scenario describes (two-, three- or four-hand)."""
    return ScenarioReader(game, reader).build()


class ScenarioReader(FieldReader):
    """Reads a Sixty-Six scenario (an :class:`engine.scenario.Reader`) into a state: its fields
    read and checked (:class:`FieldReader`), then the position built from them."""

    def build(self) -> SixtySixState:
        self.read_form()
        self.read_cards()
        self.read_trump()
        self.read_tricks()
        self.read_stock()
        self.read_closing()
        self.read_stock_size()
        self.read_face_up()
        self.place_cards()
        self.check_hand_sizes()
        self.read_marriages()
        self.read_melds()
        self.read_ending()
        self.read_leader()
        self.read_history()
        state = self.make_state()
        if self.over_by_play:
            return self.played_out(state)
        return self.finish(self.play_trick(state))

    # -- the history: the tricks in an order that fits the facts ---------------------------------
    def counts_at_close(self) -> dict[int, int]:
        """Tricks each seat had won when the stock was closed (given, or the only reading)."""
        if self.at_close:
            return dict(self.at_close)
        closed_by, seats, played, tricks = self.closed_by, self.seats, self.played, self.tricks
        other = seats[0] if closed_by == seats[1] else seats[1]
        if self.closed_after == played:  # closed at this lead: every trick came before it
            return {s: tricks[s] for s in seats}
        if tricks[other] == 0:
            return {closed_by: self.closed_after}
        raise self.err(
            "tricks_at_close",
            f"is required: the stock was closed after {self.closed_after} of {played} "
            "tricks; how many had each player won then?",
        )

    def check_exchange_before_closing(self) -> None:
        """The 9 of trumps is exchanged "only after winning a trick" (000), and not once the
        stock is closed (RULES.md): with a closed stock, its exchanger had won a trick by the
        closing."""
        seat, closed_by = self.exchanged_by, self.closed_by
        if seat < 0 or closed_by < 0:
            return
        had = self.counts_at_close().get(seat, 0) if self.closed_after else 0
        if not had:
            when = (
                f"after {n_tricks(self.closed_after)}"
                if self.closed_after
                else "before the first trick"
            )
            raise self.err(
                "exchanged_by",
                f"P{seat} had won no trick when the stock was closed ({when}): the 9 is "
                "exchanged only after winning a trick, and not once the stock is closed",
            )

    def read_history(self) -> None:
        closed_by, leader, played = self.closed_by, self.leader, self.played
        left = list(self.tricks)
        pre: list[int] = []
        if closed_by >= 0 and self.closed_after:
            counts = self.counts_at_close()
            if counts.get(closed_by, 0) == 0:
                raise self.err(
                    "tricks_at_close",
                    f"P{closed_by} closed at his lead, so he had won the trick before it",
                )
            for s in self.seats:
                pre += [s] * counts.get(s, 0)
                left[s] -= counts.get(s, 0)
            pre.sort(key=lambda s: s == closed_by)  # the closer won the trick before closing
            if self.closed_after == played and played and pre[-1] != leader:
                raise self.err(
                    "closed_by", f"P{closed_by} closed at his lead, but P{leader} leads now"
                )
        self.check_exchange_before_closing()
        post = [s for s in self.seats for _ in range(left[s])]
        if post:
            if leader not in post:
                raise self.err(
                    "leader",
                    f"P{leader} has won no trick since the closing, so cannot be leading",
                )
            post.sort(key=lambda s: s == leader)
        self.history = tuple(((), s) for s in pre + post)

    # -- the state ------------------------------------------------------------------------------
    def known_cards(self, hands: Sequence[int]) -> list[int]:
        """Cards everyone has seen a seat take or show: a marriage, the trump card."""
        known = [0] * self.n
        for seat, suit, _ in self.shown:
            known[seat] |= PAIRS[suit][2] & hands[seat]
        if self.four and self.turned >= 0:
            known[self.dealer] |= (1 << self.turned) & hands[self.dealer]
        if self.exchanged_by >= 0 and self.turned >= 0:
            known[self.exchanged_by] |= (1 << self.turned) & hands[self.exchanged_by]
        return known

    def make_state(self) -> SixtySixState:
        n, trump = self.n, self.trump
        hands = [mask_of(self.hands_given.get(s, [])) for s in range(n)]
        won = [mask_of(self.won_given.get(s, [])) for s in range(n)]
        points = [card_points(won[s]) + self.given_pts.get(s, 0) for s in range(n)]
        stock: tuple[int, ...] = ()
        if self.size:
            if self.stock_kind == "open":
                under = self.face_up
            else:
                under = self.turned if self.exchanged_by < 0 else int(NINES[self.trump])
            stock = (-1,) * (self.size - 1) + (under,)
            rest = self.pack & ~mask_of(list(self.where))  # cards placed nowhere
            if self.size == 2 and self.stock_kind == "open" and rest.bit_count() == 1:
                stock = (rest.bit_length() - 1, under)  # the one face-down card, drawn first
        scores, carry = self.read_scores()
        return SixtySixState(
            opts=self.opts,
            n=n,
            dealer=self.dealer,
            seats=self.seats,
            phase="play",
            to_move=self.leader,
            hands=tuple(hands),
            stock=stock,
            turned=self.turned,
            trump=trump,
            closed_by=self.closed_by,
            closed_after=self.closed_after,
            exchanged_by=self.exchanged_by,
            trick=(),
            leader=self.leader,
            history=self.history,
            won=tuple(won),
            tricks=tuple(self.tricks),
            points=tuple(points),
            melds=tuple(self.melds),
            pending=tuple(self.pending),
            marriages=tuple(
                (s, su, 40 if su == trump else 20)
                for k, (s, su, _) in enumerate(self.shown)
                if k != self.lead_meld  # the marriage shown with this lead is added as it is led
            ),
            known=tuple(self.known_cards(hands)),
            excluded=(0,) * n,
            claimant=-1,
            result="",
            moves=(),
            start=(tuple(hands), stock),
            scores=scores,
            carry=carry,
            sheet=(),
            viewer=-1,
            hidden=(0,) * n,
            first66=-1 if self.four else self.first_to_66(points),
        )

    def first_to_66(self, points: list[int]) -> int:
        """Who reached 66 first: the one player there, or the file's ``first_to_66`` (with
        the tricks only counted, a closed hand with both there cannot say; RULES.md §7: the
        closer fails "if ... his opponent reaches 66 first")."""
        first, given = first_at_66(self.seats, points, self.melds), self.first_given
        if given < 0:
            return first
        bonus = self.over_by_play and (self.closed_by < 0 or self.opts.last_trick_after_closing)
        pts = {
            s: points[s] + self.melds[s] + 10 * (bonus and s == self.last_trick) for s in self.seats
        }
        if pts[given] < TARGET:
            raise self.err("first_to_66", f"P{given} has {pts[given]}, not 66")
        if first >= 0 and first != given:
            raise self.err("first_to_66", f"only P{first} has reached 66")
        return given

    def played_out(self, state: SixtySixState) -> SixtySixState:
        pts = list(state.points)
        if self.closed_by < 0 or self.opts.last_trick_after_closing:
            pts[self.last_trick] += 10
        return state._replace(points=tuple(pts), phase="over", result="played", to_move=-1)

    def play_trick(self, state: SixtySixState) -> SixtySixState:
        """The current trick, card by card, through the rules."""
        for i, (seat, card) in enumerate(self.trick):
            if seat != state.to_move:
                raise self.err(
                    f"trick[{i}]", f"expected P{state.to_move} to play next, got P{seat}"
                )
            hl = list(state.hands)
            hl[seat] |= 1 << card  # he held it when he played it
            if i == 0 and self.lead_meld >= 0:
                hl[seat] |= 1 << PARTNER[card]  # a marriage is shown with both cards in hand
                action = Action("meld", CARDS[card])
            else:
                action = play(card)
            state = state._replace(hands=tuple(hl))
            try:
                state = self.g.apply(state, action)
            except IllegalAction as e:  # each rule refusing it, cited
                why = "; ".join(x.message_of(seat) for x in e.refusals)
                said = because(f"P{seat} may not {action.pretty}", why)
                raise self.r.error(f"trick[{i}]", said, [x.rule for x in e.refusals]) from None
        return state

    def finish(self, state: SixtySixState) -> SixtySixState:
        if state.phase == "over" and self.played + 1 < self.total:
            # the hands given ran out, but the hand goes on: undo the engine's end of hand
            w = state.history[-1][1]
            pts = list(state.points)
            if self.closed_by < 0 or self.opts.last_trick_after_closing:
                pts[w] -= 10
            state = state._replace(points=tuple(pts), phase="play", result="", to_move=w)
        claimant = self.claimant
        if claimant >= 0:
            if state.phase != "play":
                raise self.err("claimed_by", "the hand is already over")
            if claimant != state.to_move:
                raise self.err(
                    "claimed_by",
                    f"it is P{state.to_move}'s turn, and a player claims only in his turn",
                )
            state = self.g.apply(state, CLAIM)
        return state
