"""Bierspiel's crosses: the chalk in place of Rams' counters.

:func:`settlement` gives a deal's points wiped out (a trick, a point: won from the chalk) and
fresh crosses (penalties: paid to it), each with its reason, its seats as fields
(:mod:`engine.sentence`). :class:`ChalkedCrosses`, the layer of Rams that
:class:`~engine.games.pool.bierspiel.Bierspiel` is built on, answers from it everything the
chalk decides: points left, who pays for the beer, the crosses carried to the next deal, the
settlement's rows and JSON, a settlement question's amounts and prompt; :func:`chalk` writes a
slate. Kept apart so bierspiel.py keeps to the deal, the play and the hidden cards.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from engine.games.pool.rams import RamsFamily
from engine.games.pool.rams_settlement import ending_said, in_rams_words, unopposed_notes
from engine.games.pool.state import PoolState
from engine.ledger import Note, Settlement, Transfer, seat_account
from engine.sentence import Sentence, Verb, Who, he_does

CROSS = 5  # a fresh cross: five points to wipe out
WIPED = "chalk"  # the ledger account: a point wiped out is won from it, a fresh cross paid to it


def settlement(game: RamsFamily, s: PoolState) -> Settlement:
    """A finished deal's wipes and crosses, so a player's net is what he gained, as in every
    game; his points left go down by it, and never below nothing."""
    o = s.opts
    left = list(s.counters)
    t: list[Transfer] = []
    off = s.offender if s.penalty else -1

    def wipe(p: int, k: int, why: Sentence, rule: str) -> None:
        # the points wiped out in words after the reason: "P1 wipes out 2 from his crosses"
        # (a page's amount says "2 points"), "(all he had left)" where they are fewer than due
        n = min(k, left[p])
        if n:
            all_left = " (all {he} had left)" if n < k else ""
            said = ("wipe", "wipes", "out {amount} from {his} crosses" + all_left)
            left[p] -= n
            t.append(Transfer(WIPED, seat_account(p), n, why, rule, taken_said=said))

    def cross(p: int, why: Sentence, rule: str) -> None:
        # 002: "All penalties are made by adding fresh crosses to the delinquent's score": the
        # cross in words after the reason, "P0 takes a fresh cross (5 to wipe out)"
        fresh = ("take", "takes", "a fresh cross ({amount} to wipe out)")
        left[p] += CROSS
        t.append(Transfer(seat_account(p), WIPED, CROSS, why, rule, paid_said=fresh))

    if s.result == "pone_paid":
        # one reason for the pone's cross and the dealer's points, the sentence Play says under
        # the table (it had said 'P3 (the pone) would not play against the dealer: a fresh
        # cross' and 'You (dealer) are paid five by the pone' under it)
        why = pone_said(game, s)
        rule = game.rule("pone").id
        cross(game.pone(s), why, rule)
        wipe(s.dealer, CROSS, why, rule)
    else:
        for p in s.active:
            if p == off:
                continue
            a = seat_account(p)
            k = s.tricks[p]
            if k:
                # 002: "When a trick is won, a beer-soaked finger wipes out the centre of a
                # cross": "P1 won 2 tricks: P1 wipes out 2 from his crosses", the move in words
                won = Sentence.of(Who(a), f" won {k} trick{'s' if k > 1 else ''}")
                wipe(p, k, won, game.rule("wipe_out").id)
            elif o.ramsed_cross:
                # 002: "All penalties are made by adding fresh crosses to the delinquent's
                # score": one sentence, as Rams says a player ramsed, the cross in words after it
                ramsed = Sentence.of(
                    Who(a), " played and won no trick, so ", *he_does(a, "is", "are"), " ramsed"
                )
                cross(p, ramsed, game.rule("ramsed").id)
    if off >= 0:
        a = seat_account(off)
        # 002: "All penalties are made by adding fresh crosses to the delinquent's score": one
        # sentence, the cross in words after it, as for the ramsed
        why = Sentence.of(
            Who(a),
            f" {game.penalties.get(s.penalty, s.penalty)}, so ",
            *he_does(a, "wipes", "wipe"),
            " out nothing this deal",
        )
        cross(off, why, game.rule("penalty_cross").id)
    # at six the dealer holds no cards: a lone player is told why nobody played against him
    return Settlement(tuple(t), unopposed_notes(game, s))


def pone_said(game: RamsFamily, s: PoolState) -> Sentence:
    """Everyone passed and the pone would not play: Rams' sentence (:func:`ending_said`), what
    it costs him in chalk the moves said after it ("P3 takes a fresh cross (5 to wipe out),
    P0 wipes out 5 from his crosses"; "(all he had left)" where the dealer's slate holds fewer
    than five)."""
    said = ending_said(game, s)
    assert said is not None
    return said


class ChalkedCrosses(RamsFamily):
    """Rams scored in chalk: three crosses of five points for counters, a trick won wiping out
    a point, a penalty (and the ramsed, the pone) a fresh cross, and the beer for the last
    player left with points. Bierspiel's layer over :class:`RamsFamily`."""

    # a settlement answer counts chalk, not money: what the hint and the prompts say it is
    amount_signs = "+ for each point he wipes out (one a trick), \u2212 five for each fresh cross"
    amount_examples = (3, -5)
    settlement_prompt = "The deal is over. What does each player gain?"  # (+ and −: the hint)

    def deal_after(self, state: PoolState, seed: int | None = None) -> PoolState:
        """The crosses carry to the next deal; once the beer is decided, fresh crosses."""
        n = state.n
        left = self.points_after(state)
        if self.beer(state) >= 0:
            left = [self.spec.start_counters] * n
        return self.new_deal(
            players=n,
            dealer=(state.dealer + 1) % n,
            seed=seed,
            counters=left,
            opts=state.opts,
        )

    def settlement(self, state: PoolState) -> Settlement | None:
        """Points wiped out (a trick, a point: won from the chalk) and fresh crosses (penalties:
        paid to it): :func:`settlement`; and, when the
        deal decides it, a note of who pays for the beer."""
        if state.phase != "over":
            return None
        st, beer = settlement(self, state), self.beer(state)
        if beer < 0:
            return st
        # the beer is no transfer: say it, or the Why of "the last pays for the beer" does not
        a = seat_account(beer)
        said = Sentence.of(
            "The others wiped out their last cross first: ", Who(a), " ", Verb(a, "pays", "pay")
        )
        said += Sentence.of(" for the beer")
        return Settlement(st.transfers, (*st.notes, Note(said, self.rule("beer").id)))

    def points_after(self, state: PoolState) -> list[int]:
        """Each player's points left once the deal is settled."""
        st = settlement(self, state) if state.phase == "over" else None
        net = st.net() if st else {}
        return [state.counters[i] - net.get(seat_account(i), 0) for i in range(state.n)]

    def points_left(self, state: PoolState) -> list[int]:
        """Each player's points left as the chalk stands now. During the deal each trick won
        has wiped out a point, none below nothing (seed 002: "When a trick is won, a
        beer-soaked finger wipes out the centre of a cross"); the fresh crosses (the ramsed, a
        penalty) are chalked when the deal is settled: once it is over, :meth:`points_after`.

        >>> from engine.games.pool.bierspiel import BIERSPIEL as G
        >>> s = G.new_deal(players=4, seed=1, counters=[15, 2, 15, 15])
        >>> G.points_left(s._replace(phase="play", tricks=(0, 3, 0, 1)))
        [15, 0, 15, 14]
        """
        if state.phase == "over":
            return self.points_after(state)
        return [c - min(k, c) for c, k in zip(state.counters, state.tricks, strict=True)]

    def beer(self, state: PoolState) -> int:
        """The seat that pays for the beer once this deal is settled, or -1 (not decided yet):
        the one left with points when all the others have wiped out their third cross; if the
        last ones wipe theirs out in the same deal, the one whose last point went last."""
        if state.phase != "over":
            return -1
        left = self.points_after(state)
        still = [p for p in range(state.n) if left[p] > 0]
        if len(still) == 1:
            return still[0]
        if still or all(c == 0 for c in state.counters):
            return -1
        # everyone is at nothing: who wiped out his last point latest (trick by trick)
        pts = list(state.counters)
        last: dict[int, int] = {}
        for i, (_, w) in enumerate(state.history):
            if pts[w] > 0:
                pts[w] -= 1
                if pts[w] == 0:
                    last[w] = i
        if len(last) > 1 and any(not plays for plays, _ in state.history):
            return -1  # a scenario's tricks_won: which of them went last is not known
        return max(last, key=last.__getitem__) if last else -1

    def value(self, state: PoolState, seat: int) -> int:
        """Points ``seat`` wiped out in the deal, less the crosses he took (search maximises);
        the transfers alone, without the beer's note (it would double a leaf's cost)."""
        st = settlement(self, state) if state.phase == "over" else None
        return st.net().get(seat_account(seat), 0) if st else 0

    def settled_rows(self, state: PoolState) -> list[dict[str, Any]]:
        st = self.settlement(state) or Settlement(())
        left = self.points_after(state)
        beer = self.beer(state)
        rows: list[dict[str, Any]] = []
        for i in range(state.n):
            a = seat_account(i)
            wiped = sum(x.amount for x in st.transfers if x.payee == a)
            added = sum(x.amount for x in st.transfers if x.payer == a)
            rows.append(
                {
                    "player": self.seat_name(i),
                    "declared": state.declarations[i] or self.not_declared(state, i),
                    "tricks": str(state.tricks[i]),
                    "wiped out": str(wiped),
                    "fresh crosses": str(added // CROSS),
                    "points left": str(left[i]),
                    "chalk": chalk(left[i]),
                    "beer": "1" if i == beer else "0",  # rounds he pays (0s teach it too)
                }
            )
        return in_rams_words(rows, state)

    def settlement_json(self, state: PoolState) -> dict[str, Any]:
        st = self.settlement(state) or Settlement(())
        left = self.points_after(state)
        players = {}
        for i in range(state.n):
            a = seat_account(i)
            players[f"P{i}"] = {
                "wiped_out": sum(x.amount for x in st.transfers if x.payee == a),
                "fresh_crosses": sum(x.amount for x in st.transfers if x.payer == a) // CROSS,
                "net": st.net().get(a, 0),
                "points_left": left[i],
            }
        beer = self.beer(state)
        return {
            "result": state.result,
            "unit": "points",
            "players": players,
            "beer": f"P{beer}" if beer >= 0 else None,
            "transfers": [x.as_dict() for x in st.transfers],
        }

    def quiz_amounts(self, state: PoolState) -> dict[str, Fraction]:
        """What each player gained in the deal: + a point for each point wiped out, − five for
        each fresh cross."""
        st = self.settlement(state)
        net = st.net() if st else {}
        return {f"P{i}": Fraction(net.get(seat_account(i), 0)) for i in range(state.n)}


def chalk(points: int) -> str:
    """``13`` → ``"X X 3"``: whole crosses, and what is left of the one being wiped out (a
    letter X, which every font has: the app's text font has no ✗, drawn by another font)."""
    whole, part = divmod(points, CROSS)
    marks = ["X"] * whole + ([str(part)] if part else [])
    return " ".join(marks) or "wiped out"
