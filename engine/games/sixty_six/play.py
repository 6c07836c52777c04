"""Sixty-Six's play: the deal, the legal actions and what each action does.

This is the one implementation of the rules of play. Teaching (the game's ``apply``, with the
checks of :func:`engine.games.sixty_six.moves.apply`, and the full record) and search (the same
functions on a state with ``record=False``) run the same code: the legal cards, the trick's
winner read from the rank-order layer, the draw from the stock, the last trick's 10.

Speed notes (callgrind, CPython 3.11, instructions a call; measured, not worth doing): a
position made from its fields by ``tuple.__new__`` costs ~2,500 and a class whose ``__new__``
is tuple's own would save ~330; its 15 fields unpacked ~1,160 (a tuple subclass unpacks by
iteration); :func:`.state.cold_with` ~6,300, a one-field positional copy ~5,100; the shuffle's
draws read from one block of words (safe: each deal seeds its generator afresh) would save
~3,000 of the 22,500 a shuffle costs, the shift and the swap costing most of a draw's call.
"""

from __future__ import annotations

import _random
import random
from typing import Any, Final

from engine.cards import PACK_24, PACK_32
from engine.constraints import PlayContext, legal_mask
from engine.game import Action
from engine.games.sixty_six.cards import (
    BIT,
    CLEAR,
    CLUBS_DIAMONDS,
    HEARTS_SPADES,
    MARRIAGE_CARDS,
    MARRIED,
    NINE_BIT,
    NINES,
    PACK24_CARDS,
    PACK32_CARDS,
    PAIRS,
    PLAYS24_HIGH,
    PLAYS24_LOW,
    POINTS,
    RANKINGS,
    SUIT_LED,
    SUIT_OF,
    TAKES,
    melds,
    plays,
)
from engine.games.sixty_six.rules import CLAIM, CLOSE, EXCHANGE, TARGET, Opts, chain_for
from engine.games.sixty_six.state import (
    Cold,
    HandRecord,
    SixtySixState,
    cold_with,
    seats_in_play,
)
from engine.tricks import Play

# The hot path reads a position's fields by place (a read by name on a tuple subclass costs
# ~190 instructions on 3.11, by place ~180): the leading ones by one slice (up to closed_by),
# the others by these places, and the callees take what their caller has read as arguments.
# fmt: off
_LAYOUT = (
    "n", "phase", "to_move", "hands", "stock", "trick", "leader", "history", "won", "tricks",
    "points", "closed_by",
)
# fmt: on
assert SixtySixState._fields[: len(_LAYOUT)] == _LAYOUT, "play.py reads fields by place"
_CLOSED_BY: Final = 11
assert SixtySixState._fields[_CLOSED_BY] == "closed_by", "play.py reads fields by place"
assert SixtySixState._fields[-1] == "cold", "play.py reads the cold record as state[-1]"

History = tuple[tuple[tuple[Play, ...], int], ...]  # finished tricks and their winners


# ---- the deal --------------------------------------------------------------------------------
def deal(
    o: Opts,
    players: int,
    dealer: int,
    seed: int | None,
    scores: tuple[int, ...],
    carry: int,
    sheet: tuple[HandRecord, ...],
) -> SixtySixState:
    """Shuffle (seeded) and deal: three at a time with a stock in two- and three-hand, the
    32-card pack all dealt out in four-hand (the dealer's last card turned for trumps)."""
    pack = list(PACK32_CARDS if players == 4 else PACK24_CARDS)
    if type(seed) is int:
        try:
            rng = _SPARE.pop()
        except IndexError:
            rng = random.Random()
        _seed(rng, seed)  # what random.Random(seed) does, on a generator made before
        shuffle(pack, rng)
        _SPARE.append(rng)
    else:
        shuffle(pack, random.Random(seed))
    hands = [0] * players
    stock: tuple[int, ...] = ()
    seats = seats_in_play(players, dealer)
    if players == 4:
        for i, c in enumerate(pack):  # all dealt out, the dealer's last card is turned
            hands[seats[i % 4]] |= 1 << c
        turned, stock = pack[-1], ()
    else:
        b, first, second = BIT, seats[0], seats[1]  # 3 at a time: first, second, twice
        hands[first] = b[pack[0]] | b[pack[1]] | b[pack[2]] | b[pack[6]] | b[pack[7]] | b[pack[8]]
        hands[second] = b[pack[3]] | b[pack[4]] | b[pack[5]] | b[pack[9]] | b[pack[10]]
        hands[second] |= b[pack[11]]
        turned = pack[12]
        stock = (*pack[13:], turned)  # the turned card lies under the stock
    return from_deal(o, players, dealer, tuple(hands), stock, turned, scores, carry, sheet)


# Generators to deal with, seeded afresh per deal: making a generator costs as much again as
# seeding one (a tenth of a random deal's time). Taken and put back whole (list.pop, append:
# atomic), so no two threads ever deal with the same one.
_SPARE: list[random.Random] = []
_seed = _random.Random.seed  # the int seeding of random.Random (its own seed() hands ints to it)


def shuffle(cards: list[int], rng: random.Random) -> None:
    """``rng.shuffle(cards)``, draw for draw (so a seed deals what it always dealt), with the
    bounded draws written out: dealing is a fifth of a random deal's time."""
    getrandbits = rng.getrandbits
    for i, k in _STEPS[len(cards)]:  # a draw below i + 1, as _randbelow(i + 1) makes it
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


# random.shuffle's steps for a list of each pack's length: the place and its draw's bits
_STEPS = {
    size: tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    for size in (len(PACK24_CARDS), len(PACK32_CARDS))
}


def from_deal(
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
    seats = seats_in_play(players, dealer)
    known = [0] * players
    if players == 4:
        known[dealer] = 1 << turned
    zero = (0,) * players
    lead = seats[0]
    # fmt: off
    cold = _new(Cold, (
        o, dealer, seats, turned, SUIT_OF[turned],
        -1, -1,  # closed_after, exchanged_by
        zero, zero, (), tuple(known),  # melds, pending, marriages, known
        -1, "", (hands, stock),  # claimant, result, start
        scores, carry, sheet, -1, zero, True, -1,  # ..., viewer, hidden, record, first66
    ))
    return _new(SixtySixState, (
        players, "play", lead, hands, stock, (), lead, (),  # ..., trick, leader, history
        zero, zero, zero, -1, (), zero, cold,  # won, tricks, points, closed_by, log, excluded
    ))
    # fmt: on


def pack_of(state: SixtySixState) -> int:
    return PACK_32 if state.n == 4 else PACK_24


# ---- what the player to move may do -------------------------------------------------------
def legal_cards(state: SixtySixState) -> int:
    """Mask of the cards the player to move may play (the hot path)."""
    n, _, seat, hands, stock, trick = state[:6]  # one slice: a field read by name costs more
    if not trick or not (n == 4 or state[_CLOSED_BY] >= 0 or not stock):
        return hands[seat]
    return duty_cards(state, n, hands[seat], trick)


def duty_cards(state: SixtySixState, n: int, hand: int, trick: tuple[Play, ...]) -> int:
    """:func:`legal_cards` of a follower under the duties of compulsory play (stock closed or
    gone, or four-hand); ``n``, ``hand`` and ``trick`` as the caller has read them."""
    cold = state[-1]
    four = n == 4
    if not four and not cold.opts.strict_later_play:
        return hand & SUIT_LED[cold.trump][trick[0][1]] or hand
    return legal_mask(chain_for(cold.opts, four), play_context(state))


def play_context(state: SixtySixState) -> PlayContext:
    """The masks the duties of compulsory play read: suit led, trumps, the cards that head.
    The last one is kept (states never change), since a move asks for it up to three times:
    the legal actions, the check in ``apply``, what the card played reveals."""
    last = _last_context
    if last[0] is state:
        return last[1]
    hand = state.hands[state.to_move]
    r = RANKINGS[state.n == 4][state.trump]
    trick = state.trick
    if not trick:
        ctx = PlayContext(hand, True, 0, r.trump_mask)
    else:
        led = r.follows[trick[0][1]]
        winning = r.winning_play(trick)[1]
        ctx = PlayContext(
            hand,
            False,
            r.suit_mask[led],
            r.trump_mask,
            r.over[winning],
            bool(r.trump_mask >> winning & 1),
            winning,
        )
    _remember(state, ctx)
    return ctx


_last_context: tuple[object, PlayContext] = (None, PlayContext(0, True))


def _remember(state: SixtySixState, ctx: PlayContext) -> None:
    global _last_context
    _last_context = (state, ctx)  # one tuple, swapped whole: safe between threads


def may_meld(state: SixtySixState, seat: int) -> bool:
    """Is showing a marriage possible for ``seat`` at this lead (ignoring the cards)?"""
    n, _, to_move, _, stock, trick, _, history, _, _, _, closed_by = state[:12]
    if n == 4 or trick or to_move != seat:
        return False
    return _may_meld(state[-1], seat, stock, closed_by, history)


def _may_meld(
    cold: Cold, seat: int, stock: tuple[int, ...], closed_by: int, history: History
) -> bool:
    """:func:`may_meld` at a two- or three-hand lead of ``seat``, given the fields it reads."""
    if not stock and closed_by < 0 and not cold.opts.marriages_after_exhaustion:
        return False
    if history:
        return history[-1][1] == seat
    return seat == cold.seats[0]


def marriages_in(hand: int) -> int:
    """The kings and queens of the marriages in a hand, as a mask."""
    return MARRIED[hand & MARRIAGE_CARDS]


def lead_options(state: SixtySixState) -> int:
    """What the player to move may do at a lead besides playing a card (two- and three-hand),
    as one mask: the K and Q he may lead with a marriage shown, and the bits
    :data:`MAY_EXCHANGE` and :data:`MAY_CLOSE`. One function for the three rules, so that the
    legal actions read the position once."""
    n, _, seat, hands, stock, trick, _, history, _, _, _, closed_by = state[:12]
    if n == 4 or trick:
        return 0
    return _lead_options(state, seat, hands[seat], stock, history, closed_by)


def _lead_options(
    state: SixtySixState,
    seat: int,
    hand: int,
    stock: tuple[int, ...],
    history: History,
    closed_by: int,
) -> int:
    """:func:`lead_options` at a two- or three-hand lead, given the fields it reads."""
    pairs = MARRIED[hand & MARRIAGE_CARDS]
    out = pairs if pairs and _may_meld(state[-1], seat, stock, closed_by, history) else 0
    if stock and closed_by < 0:
        out |= MAY_CLOSE
        won_last = history and history[-1][1] == seat
        if won_last and len(stock) >= 2 and hand & NINE_BIT[state[-1].trump]:
            out |= MAY_EXCHANGE
    return out


def meld_cards(state: SixtySixState) -> int:
    """K and Q the player to move could lead with a marriage shown."""
    return lead_options(state) & ~(MAY_EXCHANGE | MAY_CLOSE)


def may_exchange(state: SixtySixState) -> bool:
    return bool(lead_options(state) & MAY_EXCHANGE)


def may_close(state: SixtySixState) -> bool:
    return bool(lead_options(state) & MAY_CLOSE)


def legal_actions(state: SixtySixState) -> list[Action]:
    n, phase, seat, hands, stock, trick, _, history, _, _, _, closed_by = state[:12]
    if phase != "play":
        return []
    if n == 4:  # every follower is under the duties
        mask = duty_cards(state, n, hands[seat], trick) if trick else hands[seat]
        _LEGAL[0] = (state, mask, 0)  # apply() checks the card chosen against this mask
        return plays(mask)
    if trick:  # following: any card while the stock is open, else what the duties leave
        mask = hands[seat] if stock and closed_by < 0 else duty_cards(state, n, hands[seat], trick)
        _LEGAL[0] = (state, mask, 0)  # apply() checks the card chosen against this mask
        try:
            return [*PLAYS24_LOW[mask & CLUBS_DIAMONDS], *PLAYS24_HIGH[mask & HEARTS_SPADES], CLAIM]
        except KeyError:  # a card outside the 24-card pack (a scenario's odd hand)
            return [*plays(mask), CLAIM]
    mask = hands[seat]  # a lead: any card, and the lead options
    extra = _lead_options(state, seat, mask, stock, history, closed_by)
    _LEGAL[0] = (state, mask, extra)  # apply() checks a card, marriage, exchange or close here
    try:  # the plays, then the marriages, the exchange, closing and the claim
        low, high = PLAYS24_LOW[mask & CLUBS_DIAMONDS], PLAYS24_HIGH[mask & HEARTS_SPADES]
    except KeyError:
        low, high = tuple(plays(mask)), ()
    pairs = extra & _CARD_BITS
    if pairs:
        return [*low, *high, *melds(pairs), *_TAIL[extra >> 56]]
    return [*low, *high, *_TAIL[extra >> 56]]


MAY_EXCHANGE = 1 << 56  # above every card's bit, and (as the cards' bits) in two 30-bit digits
MAY_CLOSE = 1 << 57
_CARD_BITS = (1 << 56) - 1
# the actions after the cards, by the lead options' top bits (MAY_EXCHANGE, MAY_CLOSE)
_TAIL = ((CLAIM,), (EXCHANGE, CLAIM), (CLOSE, CLAIM), (EXCHANGE, CLOSE, CLAIM))


# the last position whose legal actions were listed, its legal cards' mask and its lead options
# (:func:`lead_options`, 0 for a follower): states never change, so apply() on the same
# position (the usual next call) need not work the cards or the lead options out again
_LEGAL: list[tuple[object, int, int]] = [(None, 0, 0)]


def listed_legal_cards(state: SixtySixState) -> int:
    """:func:`legal_cards`, read from the last legal actions listed when they were this
    position's."""
    last = _LEGAL[0]
    return last[1] if last[0] is state else legal_cards(state)


# ---- doing it -------------------------------------------------------------------------------
def close(state: SixtySixState, action: Action = CLOSE) -> SixtySixState:
    # fmt: off
    (
        n, phase, seat, hands, stock, trick, leader, history, won, tricks, points, _, log,
        excluded, cold
    ) = state
    return _new(SixtySixState, (
        n, phase, seat, hands, stock, trick, leader, history, won, tricks, points, seat,
        (log, seat, action) if cold.record else log, excluded,
        cold_with(cold, closed_after=len(history)),
    ))
    # fmt: on


def claim(state: SixtySixState, action: Action = CLAIM) -> SixtySixState:
    return state._replace(
        phase="over",
        result="claim",
        claimant=state.to_move,
        to_move=-1,
        log=(state.log, state.to_move, action) if state.record else state.log,
    )


def exchange(state: SixtySixState) -> SixtySixState:
    seat = state.to_move
    nine = NINES[state.trump]
    up = state.stock[-1]
    hands = list(state.hands)
    hands[seat] = (hands[seat] & ~(1 << nine)) | (1 << up)
    known = list(state.known)
    known[seat] |= 1 << up
    return state._replace(
        hands=tuple(hands),
        stock=(*state.stock[:-1], nine),
        known=tuple(known),
        exchanged_by=seat,
        log=(state.log, seat, EXCHANGE) if state.record else state.log,
    )


def meld(state: SixtySixState, card: int, action: Action) -> SixtySixState:
    """Show the marriage of ``card``'s suit and lead ``card``."""
    seat = state.to_move
    suit = SUIT_OF[card]
    value = 40 if suit == state.trump else 20
    pair = PAIRS[suit][2]
    cold = state.cold
    known = list(cold.known)
    known[seat] |= pair
    shown = cold_with(cold, known=tuple(known), marriages=(*cold.marriages, (seat, suit, value)))
    if state.history:
        melds = list(cold.melds)
        melds[seat] += value
        shown = cold_with(shown, melds=tuple(melds))
        if cold.first66 < 0 and state.n != 4 and state.points[seat] + melds[seat] >= TARGET:
            shown = cold_with(shown, first66=seat)
    else:  # the opening lead: scored once he wins a trick
        pending = list(cold.pending)
        pending[seat] += value
        shown = cold_with(shown, pending=tuple(pending))
    # the marriage changes only the cold record: the hot one is the same, with this one
    return play_card(_new(SixtySixState, (*state[:-1], shown)), card, action)


# The hot path unpacks the hot record into locals and builds the next one in one go: a
# NamedTuple's fields read by name cost a descriptor call each, a tuple unpacked costs one op.
# fmt: off
assert SixtySixState._fields == (
    "n", "phase", "to_move", "hands", "stock", "trick", "leader", "history", "won", "tricks",
    "points", "closed_by", "log", "excluded", "cold",
)  # the order play_card unpacks and builds in
# fmt: on


def play_card(state: SixtySixState, card: int, action: Action) -> SixtySixState:
    """Play ``card`` (already known to be legal) and, when it completes the trick, give the
    trick to its winner, draw from the stock and score the last trick.

    A full two-hand position (the hot path of play and search) is done here with its two
    seats, 0 and 1, written out; any other (three or four at the table, a view with hidden
    cards) by :func:`_play_any`, the same steps for any seats."""
    # fmt: off
    (
        n, phase, seat, hands, stock, trick, leader, history, won, tricks, points, closed_by,
        log, excluded, cold
    ) = state
    # fmt: on
    if n != 2 or cold.viewer >= 0:
        return _play_any(state, card, action)
    h0, h1 = hands
    if seat:
        h1 &= CLEAR[card]
    else:
        h0 &= CLEAR[card]
    if not trick:  # a lead
        if cold.record:
            log = (log, seat, action)
        # fmt: off
        return _new(SixtySixState, (
            2, phase, 1 - seat, (h0, h1), stock, LEADS[seat][card], seat, history, won, tricks,
            points, closed_by, log, excluded, cold,
        ))
        # fmt: on
    if cold.record:
        log = (log, seat, action)
        if closed_by >= 0 or not stock:
            excluded = reveal(state, seat, card, n, trick, excluded, cold)
    # the trick is complete: to its winner, with its card points
    try:
        done, winner, pile, got = TAKEN[cold.trump][seat][trick[0][1]][card]
    except TypeError:  # a card outside the 24-card pack (a scenario's odd hand): no row
        done, winner, pile, got = taken(cold.trump, seat, trick[0][1], card)
    w0, w1 = won
    t0, t1 = tricks
    p0, p1 = points
    if winner:
        w1 |= pile
        t1 += 1
        p1 += got
    else:
        w0 |= pile
        t0 += 1
        p0 += got
    if cold.pending[winner]:  # the opening-lead marriage scores with his first trick
        ml, ql = list(cold.melds), list(cold.pending)
        ml[winner] += ql[winner]
        ql[winner] = 0
        cold = cold_with(cold, melds=tuple(ml), pending=tuple(ql))
    if cold.first66 < 0 and (p1 if winner else p0) + cold.melds[winner] >= TARGET:
        cold = cold_with(cold, first66=winner)
    if stock and closed_by < 0:  # draw from the stock: the winner first
        top, nxt_card = stock[0], stock[1]
        if winner:
            h0, h1 = h0 | DRAWN[nxt_card], h1 | DRAWN[top]
        else:
            h0, h1 = h0 | DRAWN[top], h1 | DRAWN[nxt_card]
        stock = stock[2:]
        if not stock and cold.record:  # the face-up card went to the loser: all saw it
            kl = list(cold.known)
            kl[1 - winner] |= 1 << nxt_card
            cold = cold_with(cold, known=tuple(kl))
    history += done
    if h0 or h1:
        # fmt: off
        return _new(SixtySixState, (
            2, phase, winner, (h0, h1), stock, (), winner, history, (w0, w1), (t0, t1),
            (p0, p1), closed_by, log, excluded, cold,
        ))
        # fmt: on
    # every card is played: the last trick
    if closed_by < 0 or cold.opts.last_trick_after_closing:
        if winner:
            p1 += 10
        else:
            p0 += 10
        if cold.first66 < 0 and (p1 if winner else p0) + cold.melds[winner] >= TARGET:
            cold = cold_with(cold, first66=winner)
    # fmt: off
    return _new(SixtySixState, (
        2, "over", -1, (h0, h1), stock, (), winner, history, (w0, w1), (t0, t1), (p0, p1),
        closed_by, log, excluded, cold_with(cold, result="played"),
    ))
    # fmt: on


def _play_any(state: SixtySixState, card: int, action: Action) -> SixtySixState:
    """:func:`play_card` at any table, in a view too (hidden cards counted)."""
    # fmt: off
    (
        n, phase, seat, hands, stock, trick, leader, history, won, tricks, points, closed_by,
        log, excluded, cold
    ) = state
    # fmt: on
    bit = 1 << card
    hl = list(hands)
    hl[seat] &= ~bit
    hands = tuple(hl)
    if cold.record:
        log = (log, seat, action)
        if trick and (n == 4 or closed_by >= 0 or not stock):
            excluded = reveal(state, seat, card, n, trick, excluded, cold)
    if cold.viewer >= 0 and seat != cold.viewer and cold.hidden[seat]:
        h = list(cold.hidden)
        h[seat] -= 1
        cold = cold_with(cold, hidden=tuple(h))
    seats = cold.seats
    if not trick:  # a lead: the trick goes on
        nxt = seats[1] if seat == seats[0] else seats[seats.index(seat) + 1 - len(seats)]
        # fmt: off
        return _new(SixtySixState, (
            n, phase, nxt, hands, stock, ((seat, card),), seat, history, won, tricks, points,
            closed_by, log, excluded, cold,
        ))
        # fmt: on
    trick = (*trick, (seat, card))
    if len(trick) < len(seats):  # four-hand: the trick goes on
        nxt = seats[1] if seat == seats[0] else seats[seats.index(seat) + 1 - len(seats)]
        # fmt: off
        return _new(SixtySixState, (
            n, phase, nxt, hands, stock, trick, leader, history, won, tricks, points,
            closed_by, log, excluded, cold,
        ))
        # fmt: on
    # the trick is complete: to its winner, with its card points
    winner = RANKINGS[n == 4][cold.trump].winning_play(trick)[0]
    pile = got = 0
    for _, c in trick:
        pile |= 1 << c
        got += POINTS[c]
    wl = list(won)
    wl[winner] |= pile
    won = tuple(wl)
    tl = list(tricks)
    tl[winner] += 1
    tricks = tuple(tl)
    pl = list(points)
    pl[winner] += got
    if cold.pending[winner]:  # the opening-lead marriage scores with his first trick
        ml, ql = list(cold.melds), list(cold.pending)
        ml[winner] += ql[winner]
        ql[winner] = 0
        cold = cold_with(cold, melds=tuple(ml), pending=tuple(ql))
    if n != 4 and cold.first66 < 0 and pl[winner] + cold.melds[winner] >= TARGET:
        cold = cold_with(cold, first66=winner)
    # draw from the stock: the winner first (two- and three-hand, stock open: two cards a trick)
    if stock and closed_by < 0:
        loser = trick[1][0] if trick[0][0] == winner else trick[0][0]
        top, nxt_card = stock[0], stock[1]
        if top >= 0:
            hl[winner] |= 1 << top
        if nxt_card >= 0:
            hl[loser] |= 1 << nxt_card
        hands = tuple(hl)
        stock = stock[2:]
        if not stock and cold.record:  # the face-up card went to the loser: all saw it
            kl = list(cold.known)
            kl[loser] |= 1 << nxt_card
            cold = cold_with(cold, known=tuple(kl))
        if cold.viewer >= 0:
            h = list(cold.hidden)
            for p, c in ((winner, top), (loser, nxt_card)):
                if c < 0:
                    h[p] += 1
            cold = cold_with(cold, hidden=tuple(h))
    history = (*history, (trick, winner))
    # every card is played (a view counts the cards it cannot see): the last trick
    if not any(hands) and not (cold.viewer >= 0 and any(cold.hidden)):
        if closed_by < 0 or cold.opts.last_trick_after_closing:
            pl[winner] += 10
            if n != 4 and cold.first66 < 0 and pl[winner] + cold.melds[winner] >= TARGET:
                cold = cold_with(cold, first66=winner)
        # fmt: off
        return _new(SixtySixState, (
            n, "over", -1, hands, stock, (), winner, history, won, tricks, tuple(pl),
            closed_by, log, excluded, cold_with(cold, result="played"),
        ))
        # fmt: on
    # fmt: off
    return _new(SixtySixState, (
        n, phase, winner, hands, stock, (), winner, history, won, tricks, tuple(pl),
        closed_by, log, excluded, cold,
    ))
    # fmt: on


# a drawn card's mask; an unknown stock card (-1, in a scenario's position) adds nothing
DRAWN = (*BIT, 0)
# a card played, (seat, card), and a trick of it alone, by [seat][card]: made once, shared by
# every position (tuples of ints never change)
PLAYED: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((seat, c) for c in range(64)) for seat in range(4)
)
LEADS: tuple[tuple[tuple[tuple[int, int]], ...], ...] = tuple(
    tuple((p,) for p in row) for row in PLAYED
)


def taken(trump: int, follower: int, led: int, card: int) -> Taken:
    """A two-hand trick complete, the leader's card ``led`` (the leader is the other seat)
    and the follower's ``card``: the history's entry for it (the trick and its winner, as a
    one-item tuple to add to the history), its winner, its pile and its card points. The
    winner is read from the rank table (:data:`.cards.TAKES`), the plays are shared as
    :data:`PLAYED`'s are."""
    winner = follower if TAKES[trump][led][card] else 1 - follower
    trick = (PLAYED[1 - follower][led], PLAYED[follower][card])
    return ((trick, winner),), winner, BIT[led] | BIT[card], POINTS[led] + POINTS[card]


Taken = tuple[tuple[tuple[tuple[Play, Play], int]], int, int, int]
# :func:`taken` of every two-hand trick of the 24-card pack, by [trump][follower][card led]
# [card] (a card outside the pack has no row, or None in its row): one look-up judges a trick
# where play_card made its trick, winner, pile and points by ten, and each trick's record is
# made once. (4 x 2 x 24 x 24 entries, about 1 MB.)
_IN24 = frozenset(PACK24_CARDS)
_NONE: Any = None  # no row, no entry: indexing or unpacking it raises TypeError
TAKEN: tuple[tuple[tuple[tuple[Taken, ...], ...], ...], ...] = tuple(
    tuple(
        tuple(
            tuple(taken(trump, follower, led, c) if c in _IN24 else _NONE for c in range(64))
            if led in _IN24
            else _NONE
            for led in range(64)
        )
        for follower in range(2)
    )
    for trump in range(4)
)
_new = tuple.__new__


def reveal(
    state: SixtySixState,
    seat: int,
    card: int,
    n: int,
    trick: tuple[Play, ...],
    excluded: tuple[int, ...],
    cold: Cold,
) -> tuple[int, ...]:
    """Cards a follower has just shown he does not hold (compulsory play only): a card
    off the suit led shows a void; under the strict duties, not trumping shows no trump
    he would have had to play, and not heading shows no card that would have headed.
    ``n``, ``trick``, ``excluded`` and ``cold``: the position's fields, as the caller has
    them unpacked (a field read from the position costs more than passing it)."""
    if n != 4 and not cold.opts.strict_later_play:  # follow suit only: a card off the suit
        led_mask = SUIT_LED[cold.trump][trick[0][1]]  # led shows a void, nothing more
        if BIT[card] & led_mask or excluded[seat] & led_mask == led_mask:
            return excluded
        ex = list(excluded)
        ex[seat] |= led_mask
        return tuple(ex)
    ctx = play_context(state)
    undertrump = cold.opts.undertrump if n == 4 else True
    bit = 1 << card
    led, tm, beaters = ctx.led_mask, ctx.trump_mask, ctx.beaters
    out = 0
    if not bit & led:
        out |= led
        if not bit & tm:
            out |= tm & beaters if ctx.trumped and not undertrump else tm
    if not bit & beaters:
        out |= beaters & (led if bit & led else tm if bit & tm else beaters)
    if not out:
        return excluded
    ex = list(excluded)
    ex[seat] |= out
    return tuple(ex)
