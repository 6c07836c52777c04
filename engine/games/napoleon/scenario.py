"""Reading a Napoleon scenario (docs/scenarios.md): each field in turn, replayed through the
rules, so that an impossible position is refused with the field that makes it so.

Fields: ``players``, ``dealer``, ``variant``/``options``, ``hands`` (by seat; a hand left out
is unknown), ``bids`` (by seat, in turn from the dealer's left: ``pass``, 1-4, ``nap``;
the turns after a nap may be listed, as passes), ``trump``, ``tricks`` (earlier tricks, each a
list of plays) or ``tricks_won`` (counts only: no more than play reaches before it stops),
``leader`` (with ``tricks_won``: a trick's winner, or the bidder before any trick), ``trick``
(the plays to the current trick; a complete one is judged). ``bids`` may also be a list, in
turn from the dealer's left.
"""

from __future__ import annotations

from typing import Any

from engine.cards import CARDS, Card, Suit, listed, pretty
from engine.game import Action, Refusal
from engine.games.napoleon.play import (
    FACE_SUITS,
    TRUMPS,
    apply,
    bid_refusals,
    bid_word,
    name_trump,
    opening,
    rank_of,
    settled,
    stop_said,
)
from engine.games.napoleon.rules import NAP_BID, PASS, RULES, TRICKS, bid_action
from engine.games.napoleon.state import NapoleonState
from engine.scenario import Reader, ScenarioError, because, hands_as_dealt

FIELDS = {
    "game",
    "variant",
    "options",
    "players",
    "dealer",
    "hands",
    "bids",
    "trump",
    "tricks",
    "tricks_won",
    "leader",
    "trick",
    "title",
    "note",
}


def _bid(r: Reader, value: Any, path: str) -> Action:
    t = str(value).strip().lower()
    if t in ("pass", "nap"):
        return PASS if t == "pass" else bid_action(NAP_BID)
    t = t.removeprefix("bid").strip()
    if t.isdigit() and 1 <= int(t) <= NAP_BID:
        return bid_action(int(t))
    raise ScenarioError(r.source, path, f"expected pass, a bid 1 to 4, or nap, got {value!r}")


def read_scenario(game: Any, r: Reader) -> NapoleonState:
    r.check_unknown(FIELDS)
    o = r.game_options(game)
    n = r.integer("players", 2, 6, rule=game.players_rule(o))
    r.players = n
    dealer = r.seat("dealer", 0)
    hands_given = r.per_seat("hands", r.card_list)
    earlier = r.trick_list("tricks")
    current = r.plays("trick")
    won = r.per_seat("tricks_won", lambda v, p: _count(r, v, p))
    if won and earlier:
        raise r.error("tricks_won", "give either the tricks (with their cards) or tricks_won")

    # every card once: hands, earlier tricks, the current trick
    where: dict[int, str] = {}
    for seat, cards in hands_given.items():
        for i, c in enumerate(cards):
            _place(r, where, c, f"hands.P{seat}[{i}]")
    for i, plays in enumerate(earlier):
        for j, (_, c) in enumerate(plays):
            _place(r, where, c, f"tricks[{i}][{j}]")
    for j, (_, c) in enumerate(current):
        _place(r, where, c, f"trick[{j}]")

    # each hand as dealt: what it holds now plus what it has played
    hands = hands_as_dealt(n, hands_given, [*earlier, current])
    for seat in range(n):
        if hands[seat].bit_count() > TRICKS:
            raise r.error(
                f"hands.P{seat}",
                f"P{seat} would hold {hands[seat].bit_count()} cards with those he played "
                f"({pretty(hands[seat])}); a hand is {TRICKS} cards \u2014 "
                f"{RULES['napoleon.deal'].cite()}",
                [RULES["napoleon.deal"]],
            )
    s = opening(o, n, dealer, tuple(hands))

    order = [(dealer + 1 + i) % n for i in range(n)]
    raw_bids = r.raw("bids", {})
    if isinstance(raw_bids, list):  # in turn from the dealer's left: [pass, 2, pass]
        if len(raw_bids) > n:
            raise r.error("bids", f"{len(raw_bids)} bids for {n} players: one turn each")
        bids = {order[i]: (v, r.path(f"bids[{i}]")) for i, v in enumerate(raw_bids)}
    else:
        bids = r.per_seat("bids", lambda v, p: (v, p))
    for k, seat in enumerate(order):
        if seat not in bids:
            later = [p for p in order[k + 1 :] if p in bids]
            if later:
                raise r.error(
                    f"bids.P{later[0]}",
                    f"P{seat} has not bid yet: the bids go round once from the dealer's left "
                    f"({listed((f'P{p}' for p in order), 'then')}) \u2014 "
                    f"{RULES['napoleon.first_bid'].cite()}",
                    [RULES["napoleon.first_bid"]],
                )
            break
        value, path = bids[seat]
        if s.phase != "declare":  # after a nap: the turns left can only be passes
            s = _after_nap(r, s, seat, _bid(r, value, path), path)
            continue
        s = r.applied(apply, s, _bid(r, value, path), path)

    trump = r.suit("trump")
    if trump is not None:
        if s.phase != "trump":
            rule = RULES["napoleon.redeal" if s.result else "napoleon.name_trump"]
            why = "everyone passed" if s.result else "the bidding is not over yet"
            raise r.error("trump", f"no trumps can be named: {why} \u2014 {rule.cite()}", [rule])
        a = TRUMPS[trump]
        if s.bidder in hands_given and not sum(won.values()):
            s = r.applied(apply, s, a, "trump")
        else:  # his hand unknown, or (tricks counted) maybe without the trumps he has played
            _held_somewhere(r, s.bidder, hands, Suit(trump))
            s = name_trump(s, a)
    elif earlier or current or won:
        if s.phase != "trump":  # the cards played have no deal to be played in
            field = "tricks_won" if won else "tricks" if earlier else "trick"
            redeal = RULES["napoleon.redeal"]
            why = (
                "everyone passed: the cards are dealt again "
                "(napoleon.redeal, RULES.md: \u201ca redeal if everyone passes\u201d)"
                if s.result
                else "the bidding is not over yet (the bids go round once from the dealer's left)"
            )
            raise r.error(field, because("no card is played in this deal", why), [redeal])
        raise r.error("trump", "is required once play has begun (the suit the bidder named)")

    if won:
        total = sum(won.values())
        if total > TRICKS:
            raise r.error("tricks_won", f"{total} tricks; a deal has {TRICKS}")
        tricks = tuple(won.get(p, 0) for p in range(n))
        _check_stop(r, s, tricks)
        # who leads now: the file's leader, else the trick under way's, else the bidder
        leader = r.seat("leader", current[0][0] if current else s.bidder)
        s = s._replace(
            tricks=tricks,
            history=tuple(((), w) for w in range(n) for _ in range(tricks[w])),
            leader=leader,
            to_move=leader,
        )
        res = settled(s)
        if res:
            s = s._replace(phase="over", to_move=-1, result=res)
            if r.has("leader"):
                _check_last_winner(r, s)
        else:
            _check_leader(r, s)
    for i, plays in enumerate(earlier):
        if len(plays) != n:
            raise r.error(f"tricks[{i}]", f"a finished trick has {n} cards, one from each player")
        s = _plays(r, s, plays, f"tricks[{i}]")
    if current:
        if len(current) > n:
            raise r.error("trick", f"{len(current)} plays: a trick has one card from each of {n}")
        s = _plays(r, s, current, "trick")  # a complete trick is judged, its winner to lead
    if r.has("leader") and not won:
        raise r.error("leader", "is read only with tricks_won (else the tricks say who leads)")

    # one card to each trick: what a hand holds now (counted tricks too), or hides if not given
    hidden = [0] * n
    for seat in range(n):
        on_trick = seat in {p for p, _ in s.trick}
        k = s.hands[seat].bit_count()
        if seat not in hands_given:
            hidden[seat] = max(TRICKS - len(s.history) - on_trick - k, 0)
        else:
            r.hand_fits(seat, k, TRICKS, len(s.history), on_trick)
    return s._replace(hidden=tuple(hidden))


def _held_somewhere(r: Reader, bidder: int, hands: list[int], suit: Suit) -> None:
    """The bidder's hand unknown, he still named a suit he held (``napoleon.trump_held``): not
    every card of it may be in the others' hands as dealt (held now or played)."""
    others = 0
    for seat, h in enumerate(hands):
        if seat != bidder:
            others |= h
    if others & FACE_SUITS[suit] == FACE_SUITS[suit]:
        rule = RULES["napoleon.trump_held"]
        name = suit.name.lower()
        raise r.error(
            "trump",
            f"P{bidder} cannot have named {name}: every {name[:-1]} is in another hand, and "
            f"the bidder names a suit he holds \u2014 {rule.cite()}",
            [rule],
        )


def _plays(r: Reader, s: NapoleonState, plays: list[tuple[int, Card]], path: str) -> NapoleonState:
    for j, (seat, c) in enumerate(plays):
        p = f"{path}[{j}]"
        if s.phase == "over":
            rule = RULES["napoleon.stop_early"]
            why = f"play had already stopped: {stop_said(s).text(-1, opens=False)}"
            raise ScenarioError(r.source, p, f"{why} \u2014 {rule.cite()}", [rule])
        if seat != s.to_move:
            raise ScenarioError(
                r.source, p, f"P{seat} cannot play {CARDS[c].pretty} now: it is P{s.to_move}'s turn"
            )
        first = s.phase == "play" and not s.history and not s.trick
        if first and not rank_of(s).trump_mask >> c & 1:
            # his hand may be unknown here, but he named a suit he holds (napoleon.trump_held)
            ref = Refusal(
                Action("play", c),
                RULES["napoleon.lead_trump"],
                f"P{seat} named {Suit(s.trump).name.lower()} and must lead one of them first",
            )
            raise r.refused(p, CARDS[c].pretty, ref, seat)
        s = r.applied(apply, s, Action("play", c), p)
    return s


def _after_nap(r: Reader, s: NapoleonState, seat: int, a: Action, path: str) -> NapoleonState:
    """A turn after a nap: nothing is higher, so only a pass (which the rules skip) is left."""
    if a != PASS:
        turn = s._replace(phase="declare", to_move=seat)
        ref = next(x for x in bid_refusals(turn) if x.action == a)
        raise r.move_refused(path, a, ref, seat)
    bids = list(s.bids)
    bids[seat] = 0
    return s._replace(bids=tuple(bids))


def _check_stop(r: Reader, s: NapoleonState, tricks: tuple[int, ...]) -> None:
    """Tricks won that play could not have reached: it stops once the bid is made or lost."""
    won = tricks[s.bidder]
    against = sum(tricks) - won
    most = TRICKS - s.bid + 1  # the tricks that beat the bid
    word = bid_word(s.bid)
    why = ""
    if won > s.bid:
        why = f"P{s.bidder} has won {won} tricks, but play stops once he has won {s.bid}"
    elif against > most:
        why = f"the others have won {against} tricks, but play stops once they have won {most}"
    if why:
        rule = RULES["napoleon.stop_early"]
        raise r.error("tricks_won", f"{why} (his bid is {word}) \u2014 {rule.cite()}", [rule])


def _check_leader(r: Reader, s: NapoleonState) -> None:
    """The leader of a trick in play: the bidder before any trick, else a trick's winner; the
    file's ``leader``, or the first player of its ``trick``, or the bidder."""
    p = s.leader
    # without a leader given, the trick under way names him (else the bidder is taken)
    by_trick = not r.has("leader") and bool(r.plays("trick"))
    field = "trick[0]" if by_trick else "leader"
    if not s.history:
        if p != s.bidder:
            rule = RULES["napoleon.name_trump"]
            raise r.error(
                field,
                f"no trick has been won yet, so P{s.bidder}, the bidder, leads \u2014 "
                f"{rule.cite()}",
                [rule],
            )
        return
    if s.tricks[p]:
        return
    winners = listed((f"P{q}" for q in range(s.n) if s.tricks[q]), "or")  # "P0 or P2"
    given = ""
    if not r.has("leader"):
        given = ", who leads the trick," if by_trick else f" (P{p}, the bidder, by default)"
    raise r.error(
        field,
        f"P{p}{given} has won no trick, so he cannot lead: the winner of the last trick, "
        f"{winners}, leads",
    )


def _check_last_winner(r: Reader, s: NapoleonState) -> None:
    """Play over with counted tricks: the ``leader`` given won the last trick, the one that
    made the result sure and stopped play (``napoleon.stop_early``): the bidder's if he made
    his bid, another player's, one who has won a trick, if he failed."""
    p, b = s.leader, s.bidder
    if s.result == "made":
        if p == b:
            return
        how = f"made P{b}'s bid of {bid_word(s.bid)}, so he won it"
    else:
        if p != b and s.tricks[p]:
            return
        winners = listed((f"P{q}" for q in range(s.n) if q != b and s.tricks[q]), "or")
        how = (
            f"beat P{b}'s bid of {bid_word(s.bid)}, so one of the others who won a trick "
            f"({winners}) won it"
        )
    why = f"P{p} did not win the last trick: it {how}, and play stopped there"
    rule = RULES["napoleon.stop_early"]
    raise r.error("leader", f"{why} \u2014 {rule.cite()}", [rule])


def _count(r: Reader, v: Any, path: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= TRICKS:
        raise ScenarioError(r.source, path, f"expected a number of tricks 0 to {TRICKS}, got {v!r}")
    return v


def _place(r: Reader, where: dict[int, str], c: Card, path: str) -> None:
    if c in where:
        raise ScenarioError(r.source, path, f"{c.pretty} is already at {where[c]}")
    where[c] = path
