"""Reading a Spoil Five scenario (docs/scenarios.md): each field in turn, replayed through the
rules, so that an impossible position is refused with the field that makes it so.

Fields: ``players`` (3-10), ``dealer``, ``variant``/``options``, ``turn_card`` (the turned card:
its suit is trumps), ``hands`` (by seat; a hand left out is unknown), ``rob`` (``decline``, or
``{player: P1, discard: 7C}``: the card the robber put out), ``tricks`` (earlier tricks, each a
list of plays) or ``tricks_won`` (counts only, with ``leader``, or ``jinker`` for a jink),
``jink`` (``claim`` or ``jink``: what the winner of the first three tricks said), ``trick`` (the
plays to the current trick; a complete one is judged), ``pool``, ``counters`` (by seat),
``barred`` (seats that lost their right to the current pool by an irregularity),
``irregularities`` (``[{player: P2, kind: revoke_plain}]``, recorded before the current trick).
"""

from __future__ import annotations

from collections.abc import Container, Mapping
from typing import Any

from engine.cards import CARDS, Card, listed, pretty
from engine.game import Action, play
from engine.games.spoil_five.cards import trump_ace
from engine.games.spoil_five.moves import (
    apply,
    irregularity,
    no_right_why,
    opening,
    result_words,
    stakes,
    step,
)
from engine.games.spoil_five.robbing import DECLINE, ROB, Robber, rob_refusal
from engine.games.spoil_five.rules import (
    CLAIM,
    IRREGULARITIES,
    JINK,
    ROB_RULES,
    START_COUNTERS,
    TRICKS,
)
from engine.games.spoil_five.state import SpoilFiveState
from engine.scenario import Reader, ScenarioError, because, hands_as_dealt

FIELDS = {
    "game",
    "variant",
    "options",
    "players",
    "dealer",
    "turn_card",
    "hands",
    "rob",
    "tricks",
    "tricks_won",
    "leader",
    "jinker",
    "jink",
    "trick",
    "pool",
    "counters",
    "barred",
    "irregularities",
    "title",
    "note",
}


def _place(r: Reader, where: dict[int, str], c: Card, path: str) -> None:
    if c in where:
        raise ScenarioError(r.source, path, f"{c.pretty} is already at {where[c]}")
    where[c] = path


def _seats(r: Reader, key: str, n: int) -> int:
    v = r.raw(key, [])
    if not isinstance(v, list):
        raise r.error(key, f"expected a list of seats such as [P1, P3], got {v!r}")
    mask = 0
    for i, item in enumerate(v):
        mask |= 1 << r.parse_seat(item, r.path(f"{key}[{i}]"))
    return mask


def dealt_hands(
    r: Reader,
    n: int,
    turn: Card,
    given: Mapping[int, list[Card]],
    earlier: list[list[tuple[int, Card]]],
    current: list[tuple[int, Card]],
    rob_seat: int,
    discard: Card | None,
    counted: bool,
) -> list[int]:
    """Each hand as dealt (Spoil Five and Forty-Five): what it holds now (``given``) and what
    it has played to the ``earlier`` tricks and the ``current`` one; the robber's without
    the turn-up he took and with the card he put out. Every card is in one place. The turn-up
    is the robber's alone (seed 002: he "must have at least the ace and the turn-up"): in his
    hand, or played by him, once; with no rob it lies on the table. A robber's hand given
    without it, which he has not played, is refused, unless tricks were only ``counted`` (it
    may have gone to one of them: :func:`played_unseen`); one without the trump ace is left
    to the reader, which refuses the rob itself."""
    where: dict[int, str] = {turn: "turn_card"}

    def place(seat: int, c: Card, path: str) -> None:
        if c == turn and where.get(turn) == "turn_card":
            if seat == rob_seat:
                where.pop(turn)  # the robber holds the turn-up now (or has played it)
            elif rob_seat >= 0:
                raise ScenarioError(
                    r.source,
                    path,
                    f"{c.pretty} is the turn-up P{rob_seat} robbed: his, not P{seat}'s",
                )
        _place(r, where, c, path)

    for seat, cards in given.items():
        for i, c in enumerate(cards):
            place(seat, c, f"hands.P{seat}[{i}]")
    if discard is not None:
        _place(r, where, discard, "rob.discard")
    for i, plays in enumerate(earlier):
        for j, (seat, c) in enumerate(plays):
            place(seat, c, f"tricks[{i}][{j}]")
    for j, (seat, c) in enumerate(current):
        place(seat, c, f"trick[{j}]")

    hands = hands_as_dealt(n, given, [*earlier, current])
    if rob_seat >= 0 and discard is not None:
        held, ace = hands[rob_seat], trump_ace(CARDS[turn].suit)
        # (a robber without the trump ace is refused by the reader, naming the rob)
        with_ace = turn == ace or held >> ace & 1
        if rob_seat in given and with_ace and not held >> turn & 1 and not counted:
            raise r.error(
                f"hands.P{rob_seat}",
                f"P{rob_seat} robbed, so he holds (or has played) the {turn.pretty}",
            )
        hands[rob_seat] = (hands[rob_seat] & ~(1 << turn)) | 1 << discard
    for seat in range(n):
        if hands[seat].bit_count() > TRICKS:
            raise r.error(
                f"hands.P{seat}",
                f"P{seat} would hold {hands[seat].bit_count()} cards as dealt "
                f"({pretty(hands[seat])}); a hand is {TRICKS} cards",
            )
    return hands


def played_unseen(
    hands: tuple[int, ...],
    given: Mapping[int, list[Card]],
    current: list[tuple[int, Card]],
    seat: int,
    cards: int,
) -> tuple[int, ...]:
    """The hands with ``cards`` taken out of ``seat``'s where the file gives his hand without
    them and he does not play them to the ``current`` trick: with the tricks only counted, a
    robber given without the turn-up (or the trump ace he robbed with) played it to one of
    them, and the file's hand is what he holds now."""
    if seat not in given:
        return hands
    kept = sum(1 << c for c in given[seat]) | sum(1 << c for p, c in current if p == seat)
    gone = cards & ~kept
    return tuple(h & ~gone if p == seat else h for p, h in enumerate(hands))


# what :func:`read_rob` says of a scenario that gives no rob, or the dealer's decline
NOT_SAID, DECLINED = -1, -2


def read_rob(r: Reader, n: int) -> tuple[int, Card | None]:
    """The ``rob`` field (Spoil Five's and Forty-Five's): who robbed and the card he put out
    (``{player: P1, discard: 7C}``); :data:`DECLINED` for the dealer letting a turned ace lie
    (``decline``), :data:`NOT_SAID` where the field is left out."""
    raw = r.raw("rob")
    if raw is None:
        return NOT_SAID, None
    if isinstance(raw, str) and raw.strip().lower() in ("decline", "declined"):
        return DECLINED, None
    if not isinstance(raw, Mapping):
        raise r.error("rob", f"expected decline, or {{player: P1, discard: 7C}}, got {raw!r}")
    sub = Reader(raw, r.source, r.path("rob"))
    sub.players = n
    sub.check_unknown({"player", "discard"})
    seat, discard = sub.seat("player"), sub.card("discard")
    if discard is None:
        raise sub.error("discard", "is required: the card the robber put out, such as 7C")
    return seat, discard


def tricks_count(r: Reader, v: Any, path: str) -> int:
    """A number of tricks won (``tricks_won``), 0 to 5."""
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= TRICKS:
        raise ScenarioError(r.source, path, f"expected a number of tricks 0 to {TRICKS}, got {v!r}")
    return v


def read_scenario(game: Any, r: Reader) -> SpoilFiveState:
    r.check_unknown(FIELDS)
    o = r.game_options(game)
    n = r.integer("players", 3, 10)
    r.players = n
    dealer = r.seat("dealer", 0)
    turn = r.card("turn_card")
    if turn is None:
        raise r.error("turn_card", "is required: the card turned up after the deal (trumps)")
    hands_given = r.per_seat("hands", r.card_list)
    earlier = r.trick_list("tricks")
    current = r.plays("trick")
    won = r.per_seat("tricks_won", lambda v, p: tricks_count(r, v, p))
    if won and earlier:
        raise r.error("tricks_won", "give either the tricks (with their cards) or tricks_won")

    # the rob: the card put out goes back into the hand as dealt, the turn-up out of it
    rob_seat, discard = read_rob(r, n)

    only_counted = sum(won.values()) > 0
    hands = dealt_hands(r, n, turn, hands_given, earlier, current, rob_seat, discard, only_counted)
    trump = CARDS[turn].suit
    ace = trump_ace(trump)
    if rob_seat >= 0 and turn != ace and not hands[rob_seat] >> ace & 1:
        holder = [p for p in range(n) if hands[p] >> ace & 1]
        if holder or (rob_seat in hands_given and not only_counted):
            # in the words (and with the rule) play refuses it in, as Forty-Five's reader does
            who = Robber(holder[0] if holder else -1, "ace")
            ref = rob_refusal(Action(ROB, discard), who, rob_seat, turn, ROB_RULES)
            raise r.error("rob.player", ref.message_of(rob_seat), [ref.rule])
        hands[rob_seat] |= 1 << ace  # an unknown hand: the rob shows he held the ace

    default_pool = sum(stakes(n, dealer, 0))
    pool = r.integer("pool", 0, 10_000, default_pool)
    cnt = r.per_seat("counters", lambda v, p: _int(r, v, p))
    put = stakes(n, dealer, 0)
    counters = tuple(cnt.get(p, START_COUNTERS - put[p]) for p in range(n))
    barred = _seats(r, "barred", n)
    s = opening(o, n, dealer, tuple(hands), turn, 0, pool, counters, barred)

    if s.phase == "rob":
        if rob_seat == NOT_SAID:
            if earlier or current or won:
                raise r.error(
                    "rob",
                    f"is required: {ace.pretty} was turned, so P{dealer} (the dealer) robs or "
                    "declines before the first lead",
                )
        else:
            if rob_seat not in (DECLINED, dealer):
                raise r.error("rob.player", f"an ace was turned: only P{dealer}, the dealer, robs")
            # the dealer may always decline: his hand need not be given for it
            s = (
                step(s, DECLINE)
                if rob_seat == DECLINED
                else r.applied(apply, s, Action(ROB, discard), "rob")
            )
    elif rob_seat == DECLINED:
        raise r.error("rob", "only the dealer declines, when an ace is turned up")
    elif rob_seat >= 0 and rob_seat != s.robber:
        raise r.error("rob.player", f"P{rob_seat} does not hold the ace of trumps")

    if only_counted:
        s = _counted_rob(r, s, rob_seat, discard)
        if rob_seat >= 0:
            held = played_unseen(s.hands, hands_given, current, rob_seat, 1 << turn | 1 << ace)
            s = s._replace(hands=held)
    if won:
        s = _tricks_won(r, s, won)
    for i, plays in enumerate(earlier):
        if len(plays) != n - s.folded.bit_count():
            raise r.error(f"tricks[{i}]", f"a finished trick has {n} cards, one from each player")
        s = _plays(r, s, plays, f"tricks[{i}]", discard)
    irr = r.raw("irregularities", [])
    if not isinstance(irr, list):
        raise r.error(
            "irregularities",
            f"expected a list such as [{{player: P2, kind: revoke_plain}}], got {irr!r}",
        )
    for i, item in enumerate(irr):
        path = f"irregularities[{i}]"
        if not isinstance(item, Mapping):
            raise r.error(path, f"expected {{player: P2, kind: ...}}, got {item!r}")
        sub = Reader(item, r.source, r.path(path))
        sub.players = n
        sub.check_unknown({"player", "kind"})
        seat = sub.seat("player")
        kind = sub.choice("kind", list(IRREGULARITIES))
        try:
            s = irregularity(s, seat, kind)
        except ValueError as e:
            raise sub.error("kind", str(e)) from None
    if current:
        s = _plays(r, s, current, "trick", discard)
    elif s.phase == "jink" and r.has("jink"):
        s = _jink(r, s)
    if rob_seat >= 0 and discard is not None and s.rob_done == "" and s.phase == "play":
        # the ace's holder robs in his turn, before his first card: now, or (tricks counted
        # only) at some earlier trick; before his turn he has not robbed yet
        if s.to_move != rob_seat and not s.history:
            raise r.error(
                "rob.player", f"P{rob_seat} robs in his turn, before his first card: not yet"
            )
        back = s.to_move
        s = r.applied(apply, s._replace(to_move=rob_seat), Action(ROB, discard), "rob")
        s = s._replace(to_move=back)
    if r.has("leader") and not won:
        raise r.error("leader", "is read only with tricks_won (else the tricks say who leads)")
    if r.has("jinker") and not won:
        raise r.error("jinker", "is read only with tricks_won (else the tricks and jink say it)")
    if r.has("jink") and "jink" not in r.used:
        three = [p for p in range(n) if s.tricks[p] >= 3 and s.out_of_pool >> p & 1]
        if three:  # an irregularity at the claim-or-jink choice spoiled the deal
            raise r.error(
                "jink",
                f"P{three[0]} has nothing to claim or jink: {_no_pool(s, three[0], 'his three tricks')}",
            )
        raise r.error("jink", "is read only when a player has won the first three tricks")

    counted = bool(won) and s.phase != "over"
    hands_now, hidden = known_hands(r, s.hands, s.history, s.trick, hands_given, counted, s.folded)
    return s._replace(hands=hands_now, hidden=hidden)


def _counted_rob(
    r: Reader, s: SpoilFiveState, rob_seat: int, discard: Card | None
) -> SpoilFiveState:
    """With tricks counted, every player has played a card: the holder of the trump ace robbed
    before his first (the file's ``rob``), or let the chance pass (Peel: he robs "before
    showing his first card"), and under ``eb_compulsory_rob`` cannot win this deal."""
    if s.phase != "play" or s.robber < 0 or s.rob_done:
        return s
    if rob_seat >= 0 and discard is not None:
        robbed = r.applied(apply, s._replace(to_move=rob_seat), Action(ROB, discard), "rob")
        return robbed._replace(to_move=s.to_move)
    no_win = s.no_win | (1 << s.robber if s.opts.eb_compulsory_rob else 0)
    return s._replace(rob_done="passed", no_win=no_win)


def known_hands(
    r: Reader,
    hands: tuple[int, ...],
    history: tuple[Any, ...],
    trick: tuple[tuple[int, int], ...],
    given: Container[int],
    counted: bool,
    folded: int = 0,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hands as the scenario knows them, and how many cards each holds unseen. A hand not
    given is unknown, all of it: even a robber's, whose rob showed the turn-up (and the trump
    ace) but not the rest, so no answer may list his cards from those alone. With the tricks
    only counted (``counted``, play going on), a hand given may not hold more cards than the
    tricks played leave him."""
    in_trick = {p for p, _ in trick}
    out, hidden = list(hands), [0] * len(hands)
    for seat in range(len(hands)):
        if folded >> seat & 1:
            continue
        if seat not in given:
            out[seat], hidden[seat] = 0, max(TRICKS - len(history) - (seat in in_trick), 0)
        elif counted:
            r.hand_fits(seat, hands[seat].bit_count(), TRICKS, len(history), seat in in_trick)
    return tuple(out), tuple(hidden)


def _jink(r: Reader, s: SpoilFiveState) -> SpoilFiveState:
    word = r.choice("jink", ["claim", "jink"])
    return r.applied(apply, s, CLAIM if word == "claim" else JINK, "jink")


def _plays(
    r: Reader, s: SpoilFiveState, plays: list[tuple[int, Card]], path: str, discard: Card | None
) -> SpoilFiveState:
    for j, (seat, c) in enumerate(plays):
        p = f"{path}[{j}]"
        if s.phase == "jink":
            if not r.has("jink"):
                raise ScenarioError(
                    r.source,
                    p,
                    f"P{s.to_move} won the first three tricks: give jink (claim or jink) to say "
                    "whether he went on",
                )
            s = _jink(r, s)
        if s.phase == "over":
            raise ScenarioError(r.source, p, because("the deal was already over", result_words(s)))
        if seat != s.to_move:
            raise ScenarioError(
                r.source, p, f"P{seat} cannot play {CARDS[c].pretty} now: it is P{s.to_move}'s turn"
            )
        if s.rob_done == "" and seat == s.robber and discard is not None:
            # the rob comes before his first card
            s = r.applied(apply, s, Action(ROB, discard), "rob")
        s = r.applied(apply, s, play(c), p)
    return s


def _tricks_won(r: Reader, s: SpoilFiveState, won: dict[int, int]) -> SpoilFiveState:
    total = sum(won.values())
    if total > TRICKS:
        raise r.error("tricks_won", f"{total} tricks; a deal has {TRICKS}")
    n = s.n
    tricks = tuple(won.get(p, 0) for p in range(n))
    jinker = r.seat("jinker", -1) if r.has("jinker") else -1
    if jinker >= 0 and tricks[jinker] < 3:
        raise r.error(
            "jinker", f"P{jinker} has {tricks[jinker]} tricks: a jinker won the first three"
        )
    out = s.out_of_pool  # barred, foul or (eb_compulsory_rob) let his chance to rob pass
    if jinker >= 0 and out >> jinker & 1:
        raise r.error("jinker", f"P{jinker} cannot jink: {_no_pool(s, jinker)}")
    top = max(range(n), key=lambda p: tricks[p])
    s = s._replace(
        tricks=tricks,
        history=tuple(((), w) for w in range(n) for _ in range(tricks[w])),
        jinker=jinker,
    )
    if jinker >= 0:
        if total > tricks[jinker]:
            return s._replace(phase="over", to_move=-1, result="jink_failed")
        if total == TRICKS:
            return s._replace(phase="over", to_move=-1, result="five", winner=jinker)
        return s._replace(leader=jinker, to_move=jinker)
    if tricks[top] >= 3:
        if tricks[top] > 3 and out >> top & 1:
            raise r.error("tricks_won", f"P{top} has {tricks[top]} tricks: {_no_pool(s, top)}")
        if tricks[top] > 3:
            raise r.error("tricks_won", f"P{top} would have claimed at three tricks (give jinker)")
        if out >> top & 1:
            return s._replace(phase="over", to_move=-1, result="spoiled")
        if total == 3:  # he won the first three: he claims the pool or jinks (seed 002)
            return s._replace(phase="jink", leader=top, to_move=top)
        return s._replace(phase="over", to_move=-1, result="won", winner=top)
    if total == TRICKS:
        return s._replace(phase="over", to_move=-1, result="spoiled")
    leader = next_leader(r, tricks, s.eldest)
    return s._replace(leader=leader, to_move=leader)


def _no_pool(s: SpoilFiveState, seat: int, tricks: str = "his third trick") -> str:
    """Why a player out of the pool never played on past three tricks: they ended the deal."""
    why, rule = no_right_why(s, seat)
    return (
        f"he has no right to this pool ({why}, {rule}), so {tricks} left nobody able to "
        "win three and ended the deal, spoiled"
    )


def next_leader(r: Reader, tricks: tuple[int, ...], eldest: int) -> int:
    """Who leads now, from ``tricks_won`` (per seat): the eldest before any trick; then the
    winner of the last trick, who must have won one ("the winner of each trick leads to the
    next"). ``leader`` names him; without it, the trick being played shows him, or the only
    seat with tricks. A leader who has won no trick is refused."""
    current = r.plays("trick")
    first = current[0][0] if current else -1
    winners = [p for p, k in enumerate(tricks) if k]
    if r.has("leader"):
        leader = r.seat("leader")
    elif first >= 0:
        leader = first
    elif len(winners) <= 1:
        leader = winners[0] if winners else eldest
    else:
        names = listed(f"P{p}" for p in winners)  # "P0 and P2"
        raise r.error(
            "leader",
            f"is required: who won the last trick ({names} have won tricks) leads the next",
        )
    where = "leader" if r.has("leader") or first < 0 else "trick[0]"
    if not winners and leader != eldest:
        raise r.error(where, f"P{leader} cannot lead the first trick: the eldest, P{eldest}, leads")
    if winners and not tricks[leader]:
        raise r.error(
            where,
            f"P{leader} has won no trick, so cannot lead: the winner of the last trick leads "
            "the next",
        )
    return leader


def _int(r: Reader, v: Any, path: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise ScenarioError(r.source, path, f"expected a whole number of counters, got {v!r}")
    return v
