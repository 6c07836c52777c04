"""How a finished Sixty-Six hand scores: game points per seat (or side), with the reason and
the rule; the settlement, the score sheet, a settlement question's answer and ``trickbook
answer``'s JSON."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from operator import add, sub
from typing import Any, NamedTuple

from engine.game import NotNow
from engine.games.sixty_six.rules import BANK, DEAL_WORD, RULES, TARGET, Opts
from engine.games.sixty_six.state import (
    HandRecord,
    SixtySixState,
    hand_points,
    slot_points,
    slot_tricks,
)
from engine.games.sixty_six.text import slot_account, slot_name
from engine.ledger import SCORES, Note, Settlement, Transfer
from engine.sentence import He, Part, Sentence, Verb, Who

_new = tuple.__new__  # a NamedTuple made from its fields in order, without its __new__'s call


class Outcome(NamedTuple):
    """How a finished hand scores: game points per slot, and why."""

    game_points: tuple[int, ...]
    winner: int  # slot that won the hand, or -1
    reason: str  # told to the seat asked for (outcome's ``seat``), or in the third person
    rule: str
    carry_next: int  # extra game points for the next hand's winner
    said: Sentence = Sentence(())  # the reason, its seats and sides as fields


def outcome(state: SixtySixState, seat: int = -1) -> Outcome | None:
    """How the finished hand scores (``None`` while it is in play); the reason told to ``seat``
    as "you" when it names him (-1: everyone in the third person, as the score sheet reads)."""
    if state.phase != "over":
        return None
    if state.n == 4:
        return _four_outcome(state)
    return _two_outcome(state, seat)


def final_outcome(state: SixtySixState) -> Outcome:
    """How the finished hand scores: :func:`outcome`, a hand still in play refused with
    :class:`NotNow` in Sixty-Six's word ("the hand is not over yet"). The one check of what
    only a finished hand has: its line on the score sheet (:func:`record`), the next hand
    (``SixtySix.deal_after``) and a playout's value (:func:`.search.value`)."""
    out = outcome(state)
    if out is None:
        raise NotNow.in_play(DEAL_WORD)
    return out


def _claim_value(opts: Opts, claimer_opp_pts: int, claimer_opp_tricks: int) -> int:
    if claimer_opp_tricks == 0:
        return 3
    return 2 if claimer_opp_pts < 33 else 1


def _closing_value(state: SixtySixState, closer: int, other: int) -> tuple[int, str]:
    """What the closer's opponent scores when the closer fails, and the rule."""
    cold = state.cold  # its fields read once each, not through the state's properties
    other_had_trick = False
    for _, w in state.history[: cold.closed_after]:
        if w == other:
            other_had_trick = True
            break
    if cold.opts.closing_penalty == "foster":
        if not other_had_trick:
            return 3, "sixty_six.foster_closing"
        return (2 if hand_points(state, closer) < 33 else 1), "sixty_six.foster_closing"
    return (2 if other_had_trick else 3), "sixty_six.closer_fails"


def _two_outcome(state: SixtySixState, seat: int = -1) -> Outcome:
    """Two-hand scoring (three-hand adds the dealer's share); its reason told to ``seat``
    follows on after what a page writes before it ("you claim correctly ...")."""
    out = _two_said(state)
    return out._replace(reason=out.said.text(seat, opens=False)) if seat >= 0 else out


def _two_said(state: SixtySixState) -> Outcome:
    cold = state.cold  # its fields read once each, not through the state's properties
    a, b = cold.seats
    pa, pb = hand_points(state, a), hand_points(state, b)
    hp = {a: pa, b: pb}  # hand points by seat, worked out once
    slots = state.n
    gp = [0] * slots
    winner, value, rule = -1, 0, ""
    why: tuple[Part, ...] = ()
    closer = state.closed_by
    first = cold.first66
    beaten = ""  # the closer failed, his opponent at 66 first: "reached" in play, or "claim"
    if closer >= 0 and pa >= TARGET and pb >= TARGET and first not in (-1, closer):
        # both at 66 in a closed hand, the closer's opponent there first: the closer failed
        # (RULES.md §7: "if he does not (or his opponent reaches 66 first)"), not a tie
        winner, beaten = first, "reached"
        value, rule = _closing_value(state, closer, first)
        why = (
            _p(first),
            " reached 66 first, before ",
            _p(closer),
            ", who closed (",
            *_pair(state, first, closer),
            ")",
        )
    elif pa >= TARGET and pb >= TARGET or (cold.result == "played" and pa == pb == 65):
        rule = "sixty_six.no_winner"
        pair = ("(", *_pair(state, a, b), ")")
        why = ("both have 66 or more ", *pair) if pa >= TARGET else ("a tie at 65 ", *pair)
        why += () if pa >= TARGET else (": nobody wins",)
    elif cold.result == "claim":
        c = cold.claimant
        o = b if c == a else a
        pc, po = hp[c], hp[o]
        claims = (_p(c), " ", _verb(c, "claims", "claim"))
        made = count_said(state, c)
        if pc >= TARGET and closer == o:
            winner, beaten = c, "claim"
            value, rule = _closing_value(state, o, c)
            # one sentence ("P0 claims 76, so P1 closed and failed"): the line's only colon
            # comes before what it scores
            why = (*claims, f" {made}, so ", _p(o), " closed and failed")
        elif pc >= TARGET:
            winner = c
            value, rule = _claim_value(cold.opts, po, state.tricks[o]), "sixty_six.claim_score"
            why = (*claims, f" correctly with {made}", *_loser(state, o))
        elif closer == c:
            winner = o
            value, rule = _closing_value(state, c, o)
            why = (_p(c), " closed and ", _verb(c, "claims", "claim"), f" wrongly with {made}")
        else:
            winner, value, rule = o, 2, "sixty_six.wrong_claim"
            # (not ": P1 scores 2": the reason's moves say it, 'P1 scores 2 game points')
            why = (*claims, f" wrongly with only {made}")
    else:  # played out: said in a sentence ("the hand was played out and P1 has 77"), where
        # "played out: P1 has 77" put a second colon in the line before what it scores
        if closer >= 0:
            o = b if closer == a else a
            # 001: "The hands are played out as in Later Play"
            closed = (_p(closer), " closed, the hand was played out and ", He(f"P{closer}", "he"))
            if hp[closer] >= TARGET:
                winner = closer
                value = _claim_value(cold.opts, hp[o], state.tricks[o])
                rule = "sixty_six.played_out"
                why = (*closed, f" made {count_said(state, closer, '')}")
                why += _loser(state, o, _no_ten(state, closer))
            else:
                winner = o
                value, rule = _closing_value(state, closer, o)
                why = (*closed, f" made only {count_said(state, closer)}")
        elif pa >= TARGET or pb >= TARGET:
            w, o = (a, b) if pa >= TARGET else (b, a)
            winner = w
            value = _claim_value(cold.opts, hp[o], state.tricks[o])
            rule = "sixty_six.played_out"
            has = (_p(w), " ", _verb(w, "has", "have"), f" {count_said(state, w)}")
            why = ("the hand was played out and ", *has, *_loser(state, o))
        else:
            rule = "sixty_six.no_winner"
            why = ("nobody reached 66 (", *_pair(state, a, b), ")")
    if rule == "sixty_six.closer_fails" and value == 3:
        why += ("; ", _p(winner), " had no trick when the stock was closed")
    elif rule == "sixty_six.foster_closing":  # each of the reading's three values says why
        if value == 3:
            why += ("; the stock was closed before ", _p(winner), " won a trick")
        else:  # the 1895 text's band, in its words: "or 2 if the closer has fewer than 33".
            # "made only 50: P0 scores 1 game point" left the learner asking why not 2; "P1 made
            # under 33" after a wrong claim spoke of a hand not played out, and 91 "made 33 or
            # more", reaching 66 second, read as a feat: the band is the failed closer's count
            band = "fewer than 33" if value == 2 else "33 or more"
            failed: tuple[Part, ...] = ()
            if beaten == "claim":
                failed = (f" with {hp[closer]}",)
            elif beaten:
                failed = ("; ", _p(closer), " failed")
            why += (*failed, f", and a failed closer with {band} gives {value}")
    if winner < 0:
        if state.n == 3:
            gp[cold.dealer] = 1
            said = Sentence((*why, *_dealer_scores(cold, 1, "1")))
            return _new(Outcome, (tuple(gp), -1, said.text(), "sixty_six.three.no_winner", 0, said))
        said = Sentence((*why, "; the next hand's winner gets 1 extra"))
        return _new(Outcome, (tuple(gp), -1, said.text(), rule, cold.carry + 1, said))
    gp[winner] = value + cold.carry
    if cold.carry:
        why += (_carried(cold.carry),)
    if state.n == 3:
        gp[cold.dealer] = gp[winner]
        why += _dealer_scores(cold, gp[winner], "the same")
    said = Sentence(why)
    return _new(Outcome, (tuple(gp), winner, said.text(), rule, 0, said))


def _dealer_scores(cold: Any, value: int, what: str) -> tuple[Part, ...]:
    """What the three-hand dealer scores, ``value`` by the usual scoring ("; the dealer scores
    the same", "1"), or, where that would take him to the game's 7, why he does not (000: "If
    the usual scoring would put him up to 7 or over, his total becomes 6"): look6 found the
    capped dealer's Learn step (/sixty_six-learn?step=three_dealer_cap) saying "the dealer
    scores the same: P1 scores 1 game point" of a dealer at 6 who scored nothing."""
    d, before, top = cold.dealer, cold.scores[cold.dealer], cold.opts.game_to - 1
    if before + value <= top:
        return (f"; the dealer scores {what}",)
    his = Who(f"P{d}", possessive=True)
    return (f"; the dealer would score {what}, but as dealer ", his, f" total stops at {top}")


# a seat as a sentence names it, made once per seat (a Who never changes)
_WHO: tuple[Who, ...] = tuple(Who(f"P{seat}") for seat in range(4))
_p = _WHO.__getitem__


def _verb(seat: int, third: str, told: str) -> Verb:
    return _new(Verb, (_WHO[seat].account, third, told))


class Count(NamedTuple):
    """Seats' count as the hand scores it, in its parts: which seats count together (a side in
    four-hand), the 10 for the last trick and the closed stock's rule read once, for the words
    (:func:`count_said`), the pile counted card by card (``quiz.pile_points``), the score
    sheet's row and the table's badge."""

    seats: tuple[int, ...]
    cards: int  # the card points taken (those a scenario gives without their cards too)
    melds: int  # the marriages scored (none in four-hand)
    last: int  # the 10 for the last trick, or 0
    no_ten: bool  # they took the last trick of a hand played out after a close: no 10

    @property
    def total(self) -> int:
        return self.cards + self.melds + self.last


def count_of(state: SixtySixState, seats: Sequence[int]) -> Count:
    """The count of ``seats`` (one seat, or a four-hand side's two): the rules of
    :func:`last_trick_bonus` and :func:`no_last_trick_ten`, read off the position once."""
    cold = state.cold  # its fields read once each, not through the state's properties
    points, melds = state.points, cold.melds
    cards = melded = last = 0
    for s in seats:
        cards += points[s]
        melded += melds[s]
    last, no_ten = _last_trick(state, cold, seats)
    return _new(Count, (tuple(seats), cards - last, melded, last, no_ten))


def _last_trick(state: SixtySixState, cold: Any, seats: Sequence[int]) -> tuple[int, bool]:
    """The 10 for the last trick in these seats' count (only when every card was played), and
    whether they took the last trick of a hand played out after a close, which scores no 10
    (RULES.md §7; the ``last_trick_after_closing`` option scores it). ``cold``: the state's
    cold part, read once by the caller."""
    history = state.history
    if cold.result != "played" or not history or history[-1][1] not in seats:
        return 0, False
    if state.closed_by < 0 or cold.opts.last_trick_after_closing:
        return 10, False
    return 0, True


def side_count(state: SixtySixState, seat: int) -> Count:
    """A seat's count: his own, or in four-hand his side's."""
    return count_of(state, (seat % 2, seat % 2 + 2) if state.n == 4 else (seat,))


def count_said(state: SixtySixState, seat: int, note: str = " ({})") -> str:
    """A seat's count (his side's, in four-hand) as the hand scores it, in what the learner can
    count: "72" where it is the cards' points alone, else where it comes from, "62 in cards + 10
    for the last trick = 72", "33 in cards + 40 in marriages = 73"; a last trick taken after
    the stock was closed says, as ``note`` places it, that it scored no 10 ("" to leave it to
    the caller). walk13 (/sixty_six-quiz?seed=57337&kind=game_points, four-hand played out):
    "P0+P2 take 104 points" left a learner who counted 94 in the cards drawn asking where the
    10 came from."""
    c = side_count(state, seat)
    cards, melds, last = c.cards, c.melds, c.last
    if melds or last:
        terms = [f"{cards} in cards"]
        if melds:
            terms.append(f"{melds} in marriages")
        if last:
            terms.append("10 for the last trick")
        said = f"{' + '.join(terms)} = {cards + melds + last}"
    else:
        said = str(cards)
    ten = _no_ten(state, seat, c) if note else ""
    return said + note.format(ten) if ten else said


def _no_ten(state: SixtySixState, seat: int, count: Count | None = None) -> str:
    """Why a seat's last trick scored nothing, where it did not: the stock was closed.
    ``count``: the seat's :func:`side_count`, where the caller has it."""
    if state.n != 4 and (count or side_count(state, seat)).no_ten:
        return "no 10 for the last trick, as the stock was closed"  # (a comma: one colon a line)
    return ""


def _pair(state: SixtySixState, x: int, y: int) -> tuple[Part, ...]:
    """Two seats' counts, "70-68" where each is the cards' alone, else each said by
    :func:`count_said`: "P1 has 57 in cards + 20 in marriages = 77, P2 has 73"."""
    mx, my = count_said(state, x, ", {}"), count_said(state, y, ", {}")
    if mx.isdigit() and my.isdigit():
        return (f"{mx}-{my}",)
    has = [_verb(k, "has", "have") for k in (x, y)]
    return (_p(x), " ", has[0], f" {mx}, ", _p(y), " ", has[1], f" {my}")


def _loser(state: SixtySixState, o: int, first: str = "") -> tuple[Part, ...]:
    """The beaten seat's count, which sets what the winner scores: " (P1 has 40)", ", no
    trick)" where he took none; ``first``: the winner's note said in the same brackets."""
    made = count_said(state, o, ", {}") + (", no trick)" if state.tricks[o] == 0 else ")")
    return (f" ({first}; " if first else " (", _p(o), " ", _verb(o, "has", "have"), f" {made}")


def _four_outcome(state: SixtySixState) -> Outcome:
    p = [state.points[0] + state.points[2], state.points[1] + state.points[3]]
    t = [state.tricks[0] + state.tricks[2], state.tricks[1] + state.tricks[3]]
    if p[0] == p[1]:  # 65 each: one side's 55 in cards and its 10 for the last trick, said
        # without naming the sides, as Play tells it to either ("Nobody wins the hand. ...")
        last = last_trick_bonus(state, (0, 2)) or last_trick_bonus(state, (1, 3))
        counts = f" ({p[0] - last} in cards + {last} for the last trick, against {p[0]} in cards)"
        words = f"a tie at {p[0]}{counts if last else ''}: the next hand's winner gets 1 extra"
        tie = Sentence.of(words)
        return Outcome((0, 0), -1, tie.text(), "sixty_six.four.tie", state.carry + 1, tie)
    w = 0 if p[0] > p[1] else 1
    total = sum(state.tricks)
    # "P0+P2 take 105 points (100 to 129)": a bare "take 105" left the learner asking 105 what
    made = count_said(state, w)
    if t[w] == total:
        value, why = 3, "every trick"
    elif p[w] >= 100:  # 130 without every trick (a trick of 9s, 8s, 7s lost): still 2
        band = "(100 to 129)" if p[w] < 130 else "but not every trick"
        value, why = 2, f"{made} points {band}"
    else:
        value, why = 1, f"{made} points (66 to 99)"
    gp = [0, 0]
    gp[w] = value + state.carry
    side = f"P{w}+P{w + 2}"
    said = Sentence.of(Who(side), " ", Verb.of(side, "take", "takes"), f" {why}")
    if state.carry:
        said += _carried(state.carry)
    return Outcome(tuple(gp), w, said.text(), "sixty_six.four.scoring", 0, said)


def scores_after(state: SixtySixState, out: Outcome | None = None) -> tuple[int, ...]:
    """Game-point totals once this hand is scored (the three-hand dealer capped at 6)."""
    out = out or outcome(state)
    if out is None:
        return state.scores
    cold = state.cold
    if state.n != 3:  # (three-hand: the dealer's cap)
        return tuple(map(add, cold.scores, out.game_points))
    totals = list(cold.scores)
    for slot, gp in enumerate(out.game_points):
        new = totals[slot] + gp
        if state.n == 3 and slot == cold.dealer and new >= cold.opts.game_to:
            new = max(totals[slot], cold.opts.game_to - 1)
        totals[slot] = new
    return tuple(totals)


def _carried(carry: int) -> str:
    """The words a hand's reason ends with where its winner takes points a tie carried."""
    return f" (+{carry} carried from a tied hand)"


def _carry_moved(state: SixtySixState, out: Outcome) -> tuple[Sentence, Sentence] | None:
    """Where this hand's winner takes points carried from a tied hand: the hand's own reason
    without them, and the carried points' words (two moves, each cited by its rule: the claim
    or play that won, and the tie's, "the winner of the next hand gets 1 additional game
    point"); else None."""
    carried = _carried(state.carry)
    if out.winner < 0 or not state.carry or out.said.parts[-1:] != (carried,):
        return None
    n = state.carry
    ties, go = ("a tied hand", "goes") if n == 1 else ("tied hands", "go")
    winner = Who(slot_account(state, out.winner))  # told to him: "goes to you"
    return Sentence(out.said.parts[:-1]), Sentence.of(
        f"the {n} carried from {ties} {go} to ", winner
    )


def settlement(state: SixtySixState) -> Settlement | None:
    """Game points as transfers from the game-points bank (they sum to zero); the points a
    tie carried to the hand's winner a move of their own, cited by the tie's rule."""
    out = outcome(state)
    if out is None:
        return None
    t: list[Transfer] = []
    after = scores_after(state)
    split = _carry_moved(state, out)
    for slot, gp in enumerate(out.game_points):
        got = after[slot] - state.scores[slot]
        if gp and split is not None and slot == out.winner:  # (no cap: not three-hand)
            to = slot_account(state, slot)
            tie = "sixty_six.four.tie" if state.n == 4 else "sixty_six.no_winner"
            t.append(Transfer(BANK, to, got - state.carry, split[0], out.rule, taken_said=SCORES))
            t.append(Transfer(BANK, to, state.carry, split[1], tie, taken_said=SCORES))
        elif gp:
            # (the hand's reason says the dealer's cap where it holds his score back)
            rule = out.rule if got == gp else "sixty_six.three.dealer_cap"
            if got:
                t.append(
                    Transfer(
                        BANK, slot_account(state, slot), got, out.said, rule, taken_said=SCORES
                    )
                )
    # nobody scores (a tie, both at 66): say why, and what the next hand's winner gets
    return Settlement(tuple(t), () if t else (Note(out.said, out.rule),))


def game_winner(state: SixtySixState) -> int | None:
    """The slot (seat, or side in four-hand) that has won the game with this hand."""
    after = scores_after(state)
    best = max(range(len(after)), key=lambda i: after[i])
    return best if after[best] >= state.opts.game_to else None


def record(
    state: SixtySixState, out: Outcome | None = None, after: tuple[int, ...] | None = None
) -> HandRecord:
    """This hand's line on the score sheet (``out`` and ``after``: its outcome and
    :func:`scores_after`, when already worked out)."""
    out = out or final_outcome(state)
    cold = state.cold
    after = after or scores_after(state, out)
    # fmt: off
    return _new(HandRecord, (
        len(cold.sheet) + 1,  # the hand's number
        cold.dealer,
        cold.result,
        hand_points_of(state),
        # what each scored, the three-hand dealer's cap included (his "+1" beside a total
        # left at 6 did not add up)
        tuple(map(sub, after, cold.scores)),
        after,
        out.reason,
        out.rule,
        out.said,
    ))
    # fmt: on


def hand_points_of(state: SixtySixState) -> tuple[int, ...]:
    """Every score slot's hand points (:func:`.state.slot_points`), in slot order."""
    return tuple([slot_points(state, s) for s in range(2 if state.n == 4 else state.n)])


def last_trick_bonus(state: SixtySixState, seats: Sequence[int]) -> int:
    """The 10 for the last trick in these seats' count (only when every card was played)."""
    return _last_trick(state, state.cold, seats)[0]


def no_last_trick_ten(state: SixtySixState, seats: Sequence[int]) -> bool:
    """Did ``seats`` take the last trick of a hand played out after a close, which scores no 10
    (RULES.md §7; the ``last_trick_after_closing`` option scores it)?"""
    return _last_trick(state, state.cold, seats)[1]


def settlement_rows(state: SixtySixState) -> list[dict[str, Any]]:
    """One row per player (per side in four-hand) for this hand: a table for pandas."""
    after = scores_after(state)
    slots = 2 if state.n == 4 else state.n
    rows: list[dict[str, Any]] = []
    for slot in range(slots):
        count = side_count(state, slot)  # (points may be given without their cards)
        rows.append(
            {
                "player": slot_name(state, slot),
                "role": "dealer" if state.n < 4 and slot == state.dealer else "",
                "tricks": sum(state.tricks[s] for s in count.seats),
                "card points": count.cards,
                "last trick": count.last,
                "marriages": count.melds,
                "hand points": slot_points(state, slot),
                "game points": after[slot] - state.scores[slot],  # (the dealer's cap in)
                "total": after[slot],
            }
        )
    return rows


def score_table(state: SixtySixState, seat: int = -1) -> list[dict[str, Any]]:
    """The game's score sheet: one row per finished hand (this one too, once over); its
    reasons told to ``seat`` as "you" where they name him (-1: everyone in the third person).
    Each hand's record keeps its reason told to every seat, as only the hand's position can
    word it, and the sheet outlives the position."""
    recs = list(state.sheet)
    if state.phase == "over":
        recs.append(record(state))
    slots = 2 if state.n == 4 else state.n
    rows: list[dict[str, Any]] = []
    for r in recs:
        row: dict[str, Any] = {"hand": r.hand_no, "dealer": f"P{r.dealer}", "result": r.result}
        for s in range(slots):
            name = slot_name(state, s)
            row[f"{name} points"] = r.hand_points[s]
            row[f"{name} +"] = r.game_points[s]
            row[f"{name} total"] = r.totals[s]
        # two- and three-hand reasons follow on ("you claim correctly ..."); four-hand's open
        # a sentence, of sides, the learner's "Your side (P1+P3)"
        row["why"] = r.said.text(seat, opens=state.n == 4)
        rows.append(row)
    return rows


def quiz_amounts(state: SixtySixState) -> dict[str, Fraction]:
    """Game points scored this hand per slot (``P0``/``P1``…, or ``P0+P2``/``P1+P3``),
    as the score sheet records them (the three-hand dealer's cap included)."""
    after = scores_after(state)
    slots = 2 if state.n == 4 else state.n
    return {slot_name(state, k): Fraction(after[k] - state.scores[k]) for k in range(slots)}


def settlement_json(state: SixtySixState) -> dict[str, Any]:
    """Game points per slot for a finished hand, with the reason and the rule."""
    out = outcome(state)
    if out is None:
        return {"result": "", "unit": "game points"}
    after = scores_after(state)
    slots = 2 if state.n == 4 else state.n
    st = settlement(state) or Settlement(())
    rule = next((x for x in RULES if x.id == out.rule), None)
    w = game_winner(state)
    return {
        "result": state.result,
        "claimed_by": f"P{state.claimant}" if state.claimant >= 0 else None,
        "closed_by": f"P{state.closed_by}" if state.closed_by >= 0 else None,
        "unit": "game points",
        "players": {
            slot_name(state, k): {
                "hand_points": slot_points(state, k),
                "tricks": slot_tricks(state, k),
                "game_points": after[k] - state.scores[k],
                "total": after[k],
            }
            for k in range(slots)
        },
        "reason": out.reason,
        "rule": rule.as_dict() if rule is not None else None,
        "carry_to_next_hand": out.carry_next,
        "game_won_by": slot_name(state, w) if w is not None else None,
        "transfers": [t.as_dict() for t in st.transfers],
    }
