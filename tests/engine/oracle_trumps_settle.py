"""A second, independent reading of how a deal of Spoil Five, Forty-Five, Sixty-Six (two-,
three- and four-hand), Napoleon and Linger Longer is scored and settled, and of who may take
which non-card action when.

Written from the source texts only (``seeds/*.txt`` and RULES.md §5-9), without reading the
engine's scoring code, so that ``test_oracle_trumps_settle.py`` compares two readings of the
same words. Like ``oracle_trumps.py`` (whose trick winners it uses) it is plain: seats are ints,
a deal's record is lists of the tricks' winners and the decisions taken, amounts are ints.

Where the texts leave a point open, the comment says so and quotes the reading taken.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

# ==== Spoil Five =================================================================================


@dataclass(frozen=True)
class SpoilResult:
    result: str  # "won", "five", "spoiled", "jink_failed"
    winner: int  # who takes the pool (-1: nobody)
    net: dict[int, int]  # per seat; the pool's change is -sum
    carried: int  # what the pool holds for the next deal, before its stakes


def spoil_five_settle(
    n: int, pool: int, winners: list[int], jinker: int, out_of_pool: set[int]
) -> SpoilResult:
    """Settle a finished Spoil Five deal.

    ``winners``: the seat that won each trick, in order; ``jinker``: the seat that went on after
    the first three tricks (-1: none); ``out_of_pool``: seats that cannot take the pool this deal
    (barred by an irregularity, or failed to rob under the compulsory-rob variant).
    """
    tricks = [winners.count(p) for p in range(n)]
    if jinker >= 0:
        # "if he continues playing he must jink it, and get all five tricks or lose what he has
        # already won, the game being spoiled just as if no one had won three tricks." (002)
        if tricks[jinker] == 5 and jinker not in out_of_pool:
            # "If he can win all five tricks he not only gets the pool, but receives an extra
            # counter from each of the other players." (002)
            net = {p: -1 for p in range(n) if p != jinker}
            net[jinker] = pool + (n - 1)
            return SpoilResult("five", jinker, net, 0)
        return SpoilResult("jink_failed", -1, dict.fromkeys(range(n), 0), pool)
    three = [p for p in range(n) if tricks[p] >= 3]
    # "If any one person can win three tricks he takes the pool." (002) An offender "loses all his
    # right and interest in the current pool, which he cannot win" (002): his three tricks take
    # nothing, and nobody else can have three, so the pool is spoiled. (RULES.md §5 gives no
    # reading beyond "the offender loses all right to the current pool until it is won".)
    if three and three[0] not in out_of_pool:
        net = dict.fromkeys(range(n), 0)
        net[three[0]] = pool
        return SpoilResult("won", three[0], net, 0)
    # "so that no one of them shall be able to get the three tricks necessary to win the pool.
    # When this is done, the game is said to be spoiled" (002). The pool stays for the next deal.
    return SpoilResult("spoiled", -1, dict.fromkeys(range(n), 0), pool)


def spoil_five_first_three(winners: list[int]) -> int:
    """The seat that won the first three tricks (who may claim or jink), else -1. "When a player
    has won three tricks, he should immediately abandon his hand and claim the pool, for if he
    continues playing he must jink it, and get all five tricks" (002): going on makes sense only
    for the winner of every trick so far."""
    if len(winners) >= 3 and winners[0] == winners[1] == winners[2]:
        return winners[0]
    return -1


def spoil_five_deal_over(
    winners: list[int], jinker: int, claimed: bool, out_of_pool: set[int]
) -> bool:
    """Is the deal decided after these tricks? Three tricks to one player decide it (he claims,
    or goes on only as a jinker, who fails at his first lost trick); five tricks end it.

    ORACLE FIXED: the first version let a player who cannot take the pool (barred, or failed to
    rob) go on after the first three tricks, as the engine does not. The texts side with the
    engine: jinking is "to risk a pool already won", "for if he continues playing he must jink
    it, and get all five tricks or lose what he has already won" (002); an offender "cannot win"
    the pool (002), so he has nothing won to risk and the deal ends, spoiled."""
    if len(winners) == 5:
        return True
    if jinker >= 0:
        return any(w != jinker for w in winners)
    counts = [winners.count(p) for p in set(winners)]
    if max(counts, default=0) >= 3:
        first = spoil_five_first_three(winners)
        return claimed or first < 0 or first in out_of_pool
    return False


def spoil_five_stakes(n: int, dealer: int, paid: list[int], carried: int) -> str | None:
    """Check what each seat put in before a deal (``paid``); None if it fits the texts.

    A fresh pool: RULES.md §5 (Peel) "each player stakes 2–3 and the dealer more". After a
    spoil: "After a spoil, each adds 1 per deal until the pool is won" (RULES.md §5, Peel); the
    offender still pays: "to which he must continue to contribute" (002)."""
    if carried:
        return None if paid == [1] * n else f"after a spoil each adds 1, paid {paid}"
    others = [paid[p] for p in range(n) if p != dealer]
    if len(set(others)) != 1 or others[0] not in (2, 3) or paid[dealer] <= others[0]:
        return f"a fresh pool: each stakes 2-3 and the dealer more, paid {paid}"
    return None


# ==== Forty-Five =================================================================================
GAME_45 = 45


@dataclass(frozen=True)
class FortyFiveResult:
    tricks_played: int  # when the deal ended (a count-out ends it early)
    points: tuple[int, int]  # scored per side this deal
    scores: tuple[int, int]  # the running totals after it
    won_by: int  # the side that won the game (-1: none yet)
    counted_out: bool


def forty_five_settle(
    winners: list[int],
    scores: tuple[int, int],
    per_trick: bool,
    no_score: set[int],
    turn_five: int = -1,
) -> FortyFiveResult:
    """Score a Forty-Five deal. ``winners``: the seat winning each trick (its side is seat % 2:
    "four or six divided into two equal partnerships", partners alternately); ``no_score``: sides
    that may not score this deal (the compulsory-rob variant: 1911 Britannica "A player who fails
    to rob cannot go out that hand", RULES.md §5, read for a game without a pool as: his side
    scores nothing that deal). ``turn_five``: the dealer's side under the variant
    ``dealer_turn_five`` when an ace or King is turned up (002: "counting five for the dealer's
    side if the ace or King is turned up"), -1 otherwise: 5 credited before play, which end the
    game there if they reach 45 (RULES.md §6's counting-out reading, "the game ends the moment a
    side reaches 45", read for them in both scorings), and stay the side's if it is barred.
    """
    five = [5 if s == turn_five else 0 for s in (0, 1)]
    if turn_five >= 0 and scores[turn_five] + 5 >= GAME_45:
        pts5 = (five[0], five[1])
        return FortyFiveResult(
            0, pts5, (scores[0] + five[0], scores[1] + five[1]), turn_five, False
        )
    scores = (scores[0] + five[0], scores[1] + five[1])
    sides = [w % 2 for w in winners]
    if per_trick:
        # "When this manner of counting is adopted, the players count out; that is, if each side
        # is 35 up, the first to win two tricks counts out." (002) RULES.md §6: "Recommended
        # reading: when counting out applies, trick points are credited as they are won and the
        # game ends the moment a side reaches 45." Read as always under this counting (35 all is
        # the seed's example), 5 per trick won, credited to a side that may score.
        run = list(scores)
        for i, side in enumerate(sides):
            if side in no_score:
                continue
            run[side] += 5
            if run[side] >= GAME_45:
                pts = (run[0] - scores[0] + five[0], run[1] - scores[1] + five[1])
                return FortyFiveResult(i + 1, pts, (run[0], run[1]), side, True)
    won = [sides.count(0), sides.count(1)]
    points = [0, 0]
    side = 0 if won[0] >= 3 else 1
    if side not in no_score:
        if per_trick:
            # "each trick counts five points, and the winners' score is deducted from the
            # losers', so that if one side wins four tricks it counts fifteen towards game" (002)
            points[side] = 5 * (won[side] - won[1 - side])
        else:
            # "The side winning the odd trick counts five points towards game, or ten points if
            # it wins all five tricks. Forty-five points is game." (002)
            points[side] = 10 if won[side] == 5 else 5
    after = (scores[0] + points[0], scores[1] + points[1])
    won_by = next((s for s in (0, 1) if after[s] >= GAME_45), -1)
    pts = (points[0] + five[0], points[1] + five[1])
    return FortyFiveResult(len(winners), pts, after, won_by, False)


# ==== Sixty-Six ==================================================================================
CARD_POINTS = {14: 11, 10: 10, 13: 4, 12: 3, 11: 2}  # "Each Ace 11 ... (No count for 9's)" (000)
LAST_TRICK = 10  # "For winning last trick___10" (000)
GAME_66 = 66  # RULES.md §7: '"more than 66" ... versus "66 or more" ... Use ≥ 66.'


@dataclass
class SixtySixHand:
    """The record of one hand. ``events`` in order: ``("trick", [(seat, card)...], winner)``,
    ``("meld", seat, suit)``, ``("close", seat)``, ``("claim", seat)``."""

    n: int
    dealer: int
    seats: tuple[int, ...]  # seats dealt in
    trump: str
    events: list[tuple[Any, ...]] = field(default_factory=list)
    played_out: bool = False
    closing: str = "modern"  # or "foster"
    last_trick_after_closing: bool = False
    game_to: int = 7


@dataclass(frozen=True)
class SixtySixResult:
    scored: dict[int, int]  # game points per slot (seat, or side 0/1 in four-hand)
    carry: int  # extra game points for the next hand's winner
    why: str


def _slot(h: SixtySixHand, seat: int) -> int:
    return seat % 2 if h.n == 4 else seat


def _timeline(h: SixtySixHand) -> tuple[list[dict[int, int]], dict[int, int], dict[int, int]]:
    """Points per slot after each event (cards won, marriages scored), tricks per slot, and the
    slot's tricks at each event index (for "before the opponent won a trick")."""
    slots = sorted({_slot(h, p) for p in h.seats})
    pts = dict.fromkeys(slots, 0)
    tricks = dict.fromkeys(slots, 0)
    pending = dict.fromkeys(slots, 0)
    after: list[dict[int, int]] = []
    for ev in h.events:
        if ev[0] == "trick":
            s = _slot(h, ev[2])
            pts[s] += sum(CARD_POINTS.get(c[0], 0) for _, c in ev[1])
            tricks[s] += 1
            # "If nondealer wants to lead a King or Queen from a marriage for the opening lead,
            # he may show the marriage and do so. But he does not score the marriage until
            # after he has won a trick." (000)
            pts[s] += pending[s]
            pending[s] = 0
        elif ev[0] == "meld":
            s = _slot(h, ev[1])
            # "In the trump suit, a marriage counts 40; in any other suit, 20." (000)
            value = 40 if ev[2] == h.trump else 20
            if tricks[s]:
                pts[s] += value
            else:
                pending[s] += value
        after.append(dict(pts))
    return after, tricks, pts


def _claim_points(loser_pts: int, loser_tricks: int) -> int:
    """ "If you are right, you score 1 game point— or 2 if your opponent has less than 33, or 3
    if he has not even won a trick." (000)"""
    if loser_tricks == 0:
        return 3
    return 2 if loser_pts < 33 else 1


def sixty_six_score(h: SixtySixHand) -> SixtySixResult:
    """The game points a finished hand scores (before the carry and the three-hand dealer)."""
    timeline, tricks, pts = _timeline(h)
    trick_evs = [i for i, ev in enumerate(h.events) if ev[0] == "trick"]
    closer = next((ev[1] for ev in h.events if ev[0] == "close"), -1)
    close_at = next((i for i, ev in enumerate(h.events) if ev[0] == "close"), -1)
    if h.played_out and trick_evs and (closer < 0 or h.last_trick_after_closing):
        # Last trick 10; RULES.md §7 default: "After closing, the last trick scores no 10"
        # (the 1895 text: "no score for winning the last trick"; Bicycle's four-hand page too).
        last = h.events[trick_evs[-1]]
        pts[_slot(h, last[2])] += LAST_TRICK
        for t in timeline[trick_evs[-1] :]:  # ORACLE FIXED: the 10 counts for "first" too
            t[_slot(h, last[2])] += LAST_TRICK
    if h.n == 4:
        # "Every hand is played out. ... The winning side scores 1 game point for having taken 66
        # to 99, or 2 for 100 to 129, or 3 for every trick (130). If the sides tie at 65, 1
        # extra game point goes to the side winning the next hand." (000) RULES.md §7 leaves
        # "130 points without every trick" open; reading taken: the words "every trick" decide
        # (the parenthesis gives the points such a side holds), so 130 with a lost no-count
        # trick scores 2.
        if pts[0] == pts[1]:
            return SixtySixResult({}, 1, "tie at 65")
        side = 0 if pts[0] > pts[1] else 1
        if tricks[1 - side] == 0:
            return SixtySixResult({side: 3}, 0, "every trick")
        if pts[side] >= 100:
            return SixtySixResult({side: 2}, 0, "100 to 129")
        return SixtySixResult({side: 1}, 0, "66 to 99")
    a, b = h.seats
    claim = next((ev[1] for ev in h.events if ev[0] == "claim"), -1)
    opp = {a: b, b: a}

    def tricks_at(seat: int, index: int) -> int:
        return sum(1 for i in trick_evs if i < index and h.events[i][2] == seat)

    def closer_fails(why: str) -> SixtySixResult:
        # RULES.md §7 default: "a player who closes must reach 66 himself; if he does not (or
        # his opponent reaches 66 first), the opponent scores 2 game points, or 3 if the
        # opponent had not won a trick when the stock was closed." Named variant foster_closing:
        # "opponent scores 1, or 2 if the closer has under 33, or 3 if he closed before the
        # opponent won a trick".
        o = opp[closer]
        no_trick = tricks_at(o, close_at) == 0
        if h.closing == "foster":
            gp = 3 if no_trick else (2 if pts[closer] < 33 else 1)
        else:
            gp = 3 if no_trick else 2
        return SixtySixResult({o: gp}, 0, why)

    # Who reached 66 first (the closing rule's "or his opponent reaches 66 first").
    first = next((p for t in timeline for p in (a, b) if t.get(p, 0) >= GAME_66), -1)
    both = pts[a] >= GAME_66 and pts[b] >= GAME_66
    if closer >= 0 and first == opp[closer] and both:
        # The known disagreement (see the test): the closer's opponent got there first, the
        # closer later. RULES.md §7's closing default is the more particular rule here.
        return closer_fails("the closer's opponent reached 66 first")
    if both:
        # RULES.md §7 states the tie without a condition: "If both players have "more than 66",
        # or they tie at 65, neither scores, and the winner of the next hand gets 1 extra." The
        # seed is less plain about a claim made with both at 66 ("Play stops at once and the cards
        # are counted. If you are right, you score ..."; the tie follows "because you may lose by
        # playing out the hand"; three-hand: "or tie at 65 (without a claim)"). A true gap:
        # RULES.md's unconditional reading is taken, so a right claim with the opponent at 66
        # too is a tie.
        return SixtySixResult({}, 1, "both 66 or more" + (" at a claim" if claim >= 0 else ""))
    if claim >= 0:
        # "In your turn to play, you may claim that you have reached 66. Play stops at once and
        # the cards are counted." (000)
        o = opp[claim]
        if pts[claim] >= GAME_66:
            if closer == o:
                return closer_fails("the closer's opponent claims 66")
            return SixtySixResult({claim: _claim_points(pts[o], tricks[o])}, 0, "right claim")
        if closer == claim:
            return closer_fails("the closer claims wrongly")
        # "If you are wrong, not having 66, your opponent scores 2 game points." (000)
        return SixtySixResult({o: 2}, 0, "wrong claim")
    if closer >= 0:
        # Played out after closing: the closer reaching 66 (his opponent not) is scored as a right
        # claim (RULES.md §7: a hand played out "with exactly one player at 66 or more ... score
        # it as a correct claim").
        o = opp[closer]
        if pts[closer] < GAME_66:
            return closer_fails("the closer did not reach 66")
        return SixtySixResult({closer: _claim_points(pts[o], tricks[o])}, 0, "closer made 66")
    # Played out, not closed. "If you and your opponent both get more than 66, or if you tie at
    # 65, neither wins. But the winner of the next hand gets 1 additional game point." (000)
    # RULES.md §7: "Hand played out without a claim, with exactly one player at 66 or more ...
    # score it as a correct claim at the end of the hand."
    over = [p for p in (a, b) if pts[p] >= GAME_66]
    if len(over) == 1:
        p = over[0]
        return SixtySixResult({p: _claim_points(pts[opp[p]], tricks[opp[p]])}, 0, "played out")
    return SixtySixResult({}, 1, "both 66 or more, or 65 all")


def sixty_six_totals(
    h: SixtySixHand, r: SixtySixResult, scores: dict[int, int], carry: int
) -> tuple[dict[int, int], int, int]:
    """The totals after a hand, the carry to the next and the winner of the game (-1: none)."""
    out = dict(scores)
    new_carry = 0
    if h.n == 3:
        # "The dealer scores the same number of game points as the winner of the deal. If both
        # players get 66 or more, or tie at 65 (without a claim), they score nothing and dealer
        # gets 1. But a player is not allowed to win the overall game (7 points) as dealer. If
        # the usual scoring would put him up to 7 or over, his total becomes 6" (000).
        # RULES.md §7 lists "whether the two-hand 'next hand +1' carry-over also applies" as a
        # gap with no reading; taken: no, the three-hand text gives the tie its own settlement
        # (the dealer's 1), so nothing is carried.
        gp = max(r.scored.values()) if r.scored else 1
        for p, v in r.scored.items():
            out[p] += v
        out[h.dealer] = min(out[h.dealer] + gp, h.game_to - 1)
    else:
        for p, v in r.scored.items():
            # "the winner of the next hand gets 1 additional game point" (000)
            out[p] += v + carry
        # A tie carries: reading taken, a second tie adds to the first (each tie's point waits
        # for the next hand that has a winner); the seed speaks only of one tie.
        new_carry = carry + r.carry if not r.scored else 0
    won = next((p for p in sorted(out) if out[p] >= h.game_to), -1)
    return out, new_carry, won


# ==== Napoleon ===================================================================================
NAP = 5
NAP_TRICKS = 5


def napoleon_settle(n: int, bidder: int, bid: int, tricks: list[int]) -> dict[int, int]:
    """ "When a bidder wins, he collects from each other player the same number of counters as
    his bid. If he is defeated, he pays this number to each. The bid of "nap" (all the tricks)
    is special. If it is made, the bidder collects 10 counters each, but if he fails he pays
    only 5 each." (003)"""
    if bidder < 0:
        return dict.fromkeys(range(n), 0)  # everyone passed: RULES.md §8 "a redeal"
    made = tricks[bidder] >= bid
    each = (10 if made else 5) if bid == NAP else bid
    sign = 1 if made else -1
    net = {p: -sign * each for p in range(n) if p != bidder}
    net[bidder] = sign * each * (n - 1)
    return net


def napoleon_stop(bid: int, bidder_tricks: int, others: int) -> bool:
    """ "Play stops the moment the outcome is sure—success or defeat for the bidder." (003)"""
    return bidder_tricks >= bid or others > NAP_TRICKS - bid


def napoleon_bids_open(
    n: int, dealer: int, bids: dict[int, int], seat: int, forced: bool
) -> set[int]:
    """The bids ``seat`` may make (0 = pass) given the earlier ones. "Each has one turn, in which
    he may pass or may bid from one to five. A bid of five is called "nap."" (003) RULES.md §8:
    "Recommended: strictly rising bids"; variant ``dealer_forced_one`` (older Britannica: "If
    all hands pass, the dealer bids 1"): the dealer, everyone before him having passed, bids 1
    and nothing else."""
    high = max(bids.values(), default=0)
    if forced and seat == dealer and high == 0:
        return {1}
    return set(range(high + 1, NAP + 1)) | {0}


# ==== Linger Longer ==============================================================================


def linger_winner(n: int, dealer: int, winners: list[int], stock: int) -> tuple[int, int]:
    """Who wins a game of Linger Longer, and after how many tricks it ends.

    "Each receives as many cards as there are players" (003); "When a player wins a trick, he
    draws the top card of the stock. Nobody else draws. ... When a player is left without any
    cards, he drops out of the hand, and the others play on. The last one left, after all the
    others have had to drop out, wins the game. If two or more are down to one card each at the
    end, the winner of the last trick wins the game." (003) ``stock``: cards left after the deal.
    The stock running out is a gap (RULES.md §9: "not covered"; Denexa reshuffles): read here as
    nobody drawing from an empty stock (a deal from a full pack never empties it). A trick's
    winner left without a card with two or more others still in: RULES.md §9 "Recommended: the
    game ends under the last-trick rule".
    """
    held = [n] * n
    for i, w in enumerate(winners):
        for p in range(n):
            if held[p]:
                held[p] -= 1
        if stock:
            held[w] += 1
            stock -= 1
        left = [p for p in range(n) if held[p]]
        if len(left) == 1:
            return left[0], i + 1
        if not left or not held[w]:
            return w, i + 1
    return -1, len(winners)


# ==== Who may take which non-card action =========================================================
# An action is ``(kind, card)``: ``("rob", c)`` puts out ``c`` and takes the turned card,
# ``("meld", c)`` shows a marriage and leads ``c``, others ``(kind, None)``.
NonCard = tuple[str, "tuple[int, str] | None"]


def spoil_rob_options(
    hand: Sequence[tuple[int, str]],
    turned: tuple[int, str],
    seat: int,
    dealer: int,
    may_rob: bool,
    kept: int = 14,
) -> set[NonCard]:
    """The rob actions open to ``seat`` (``may_rob``: his chance has not passed).

    The dealer, an ace turned: 1911 Britannica (RULES.md §5) "he puts out any card face down and
    takes in the ace before the eldest hand leads"; he may let it lie (RULES.md §5 "Recommended
    default: robbing is optional"). The holder of the trump ace: "putting out any card and
    taking the turn-up", Peel: "when it is his turn to play, and before showing his first card"
    (RULES.md §5); "only the holder of the trump suit's ace may rob" (RULES.md §5).

    ORACLE FIXED: the first version let the ace's holder put out the ace itself ("any card",
    1911 Britannica). The seed decides against it: "the player who robs ... must have at least
    the ace and the turn-up in trumps" (002), so he keeps the ace. (docs/scenarios.md's Spoil Five
    section still says "for each card he holds, the ace itself included"; the engine refuses it
    with ``rob_keeps_ace``, citing that sentence.) ``kept``: 13 for the King's holder robbing
    with the King (Forty-Five's ``rob_with_king``), who keeps the King as the ace's keeps the
    ace."""
    if not may_rob:
        return set()
    if turned[0] == 14 and seat == dealer:
        return {("rob", c) for c in hand} | {("decline", None)}
    return {("rob", c) for c in hand if c != (kept, turned[1])}


def spoil_rob_seat(
    start_hands: Sequence[Sequence[tuple[int, str]]],
    turned: tuple[int, str],
    dealer: int,
    with_king: bool = False,
) -> int:
    """Who may rob this deal: the dealer when an ace is turned, else the holder of the trump
    suit's ace ("The A♥ qualifies only when hearts are trumps", RULES.md §5), else nobody. With
    ``with_king`` (002's "robbing with the King, if the ace is not in play"): the ace in nobody's
    hand, the holder of the trump suit's King."""
    if turned[0] == 14:
        return dealer
    ace = next((p for p, h in enumerate(start_hands) if (14, turned[1]) in h), -1)
    if ace >= 0 or not with_king:
        return ace
    return next((p for p, h in enumerate(start_hands) if (13, turned[1]) in h), -1)


def sixty_six_options(
    n: int,
    leading: bool,
    opening: bool,
    stock: str,
    hand: Sequence[tuple[int, str]],
    trump: str,
    face_up: tuple[int, str] | None,
    marriages_after_exhaustion: bool = False,
) -> set[NonCard]:
    """The non-card actions open to the player to move in Sixty-Six.

    ``leading``: his turn to lead (the winner of the last trick, or the first leader);
    ``opening``: the hand's first lead; ``stock``: "open", "closed" or "exhausted";
    ``face_up``: the card under the open stock (None once closed or drawn)."""
    if n == 4:
        # Four-hand: "There is no melding." "Every hand is played out. There is no advantage in
        # claiming to have won." (000) All the cards are dealt, so there is no stock to close
        # or to exchange with.
        return set()
    # "In your turn to play, you may claim that you have reached 66." (000)
    out: set[NonCard] = {("claim", None)}
    if not leading:
        return out
    if stock == "open":
        # "At any turn to lead, a player may turn the trump card face down." (000)
        out.add(("close", None))
        # "A player having the 9 of trumps may exchange it for the trump card ... only after
        # winning a trick, before making the next lead." (000) Not on the opening lead (he has
        # won no trick). RULES.md §7: "not allowed once the stock is closed or exhausted".
        if not opening and (9, trump) in hand and face_up is not None:
            out.add(("exchange", None))
    # "To score a marriage you must show it after winning a trick, then lead one of the two
    # cards. If nondealer wants to lead a King or Queen from a marriage for the opening lead, he
    # may show the marriage and do so." Closing: "with the difference that marriages may still be
    # melded" (000); after the stock is exhausted, RULES.md §7: "the seed implies they are not
    # allowed (only closing keeps them) ... Default: follow the seed."
    if stock != "exhausted" or marriages_after_exhaustion:
        for suit in "CDHS":
            if (13, suit) in hand and (12, suit) in hand:
                out |= {("meld", (13, suit)), ("meld", (12, suit))}
    return out
