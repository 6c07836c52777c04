"""Sixty-Six's play: the deal, the legal actions and what each action does.

This is the one implementation of the rules of play. Teaching (``apply`` with every check and
the full record) and search (the same functions on a state with ``record=False``) run the same
code: the legal cards, the trick's winner read from the rank-order layer, the draw from the
stock, the last trick's 10.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.cards import PACK_24, PACK_32
from engine.constraints import PlayContext, legal_mask
from engine.game import Action, IllegalAction, Refusal
from engine.games.sixty_six.cards import (
    MELD,
    NINES,
    PACK24_CARDS,
    PACK32_CARDS,
    PAIRS,
    POINTS,
    RANKINGS,
    SUIT_OF,
    plays,
)
from engine.games.sixty_six.rules import CLAIM, CLOSE, EXCHANGE, Opts, chain_for
from engine.games.sixty_six.state import (
    F_EXCLUDED,
    F_HANDS,
    F_HIDDEN,
    F_HISTORY,
    F_KNOWN,
    F_LEADER,
    F_MELDS,
    F_MOVES,
    F_PENDING,
    F_PHASE,
    F_POINTS,
    F_RESULT,
    F_STOCK,
    F_TO_MOVE,
    F_TRICK,
    F_TRICKS,
    F_WON,
    HandRecord,
    SixtySixState,
    new_state,
    seats_in_play,
)

# what apply() asks for the refusals of a forbidden action (the game's explain)
Refuser = Callable[[SixtySixState, Action], list[Refusal]]


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
    random.Random(seed).shuffle(pack)
    hands = [0] * players
    stock: tuple[int, ...] = ()
    seats = seats_in_play(players, dealer)
    if players == 4:
        for i, c in enumerate(pack):  # all dealt out, the dealer's last card is turned
            hands[seats[i % 4]] |= 1 << c
        turned, stock = pack[-1], ()
    else:
        it = iter(pack)
        for _ in range(2):  # 3 at a time: non-dealer, dealer, twice
            for s in seats:
                for _ in range(3):
                    hands[s] |= 1 << next(it)
        rest = list(it)
        turned = rest[0]
        stock = (*rest[1:], turned)  # the turned card lies under the stock
    return from_deal(o, players, dealer, tuple(hands), stock, turned, scores, carry, sheet)


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
    return SixtySixState(
        opts=o,
        n=players,
        dealer=dealer,
        seats=seats,
        phase="play",
        to_move=seats[0],
        hands=hands,
        stock=stock,
        turned=turned,
        trump=SUIT_OF[turned],
        closed_by=-1,
        closed_after=-1,
        exchanged_by=-1,
        trick=(),
        leader=seats[0],
        history=(),
        won=zero,
        tricks=zero,
        points=zero,
        melds=zero,
        pending=zero,
        marriages=(),
        known=tuple(known),
        excluded=zero,
        claimant=-1,
        result="",
        moves=(),
        start=(hands, stock),
        scores=scores,
        carry=carry,
        sheet=sheet,
        viewer=-1,
        hidden=zero,
    )


def pack_of(state: SixtySixState) -> int:
    return PACK_32 if state.n == 4 else PACK_24


# ---- what the player to move may do -------------------------------------------------------
def legal_cards(state: SixtySixState) -> int:
    """Mask of the cards the player to move may play (the hot path)."""
    hand = state.hands[state.to_move]
    four = state.n == 4
    if not state.trick or not (four or state.closed_by >= 0 or not state.stock):
        return hand
    if not four and not state.opts.strict_later_play:
        r = RANKINGS[0][state.trump]
        return hand & r.suit_mask[r.follows[state.trick[0][1]]] or hand
    return legal_mask(chain_for(state.opts, four), play_context(state))


def play_context(state: SixtySixState) -> PlayContext:
    """The masks the duties of compulsory play read: suit led, trumps, the cards that head."""
    hand = state.hands[state.to_move]
    r = RANKINGS[state.n == 4][state.trump]
    if not state.trick:
        return PlayContext(hand=hand, leading=True, trump_mask=r.trump_mask)
    t = r.trick_masks(state.trick)
    return PlayContext(
        hand=hand,
        leading=False,
        led_mask=t.led_mask,
        trump_mask=r.trump_mask,
        beaters=t.beaters,
        trumped=t.trumped,
        winner=t.winning_card,
    )


def may_meld(state: SixtySixState, seat: int) -> bool:
    """Is showing a marriage possible for ``seat`` at this lead (ignoring the cards)?"""
    if state.n == 4 or state.trick or state.to_move != seat:
        return False
    if not state.stock and state.closed_by < 0 and not state.opts.marriages_after_exhaustion:
        return False
    if state.history:
        return state.history[-1][1] == seat
    return seat == state.seats[0]


def marriages_in(hand: int) -> int:
    """The kings and queens of the marriages in a hand, as a mask."""
    out = 0
    for _, _, pair in PAIRS:
        if hand & pair == pair:
            out |= pair
    return out


def meld_cards(state: SixtySixState) -> int:
    """K and Q the player to move could lead with a marriage shown."""
    seat = state.to_move
    pairs = marriages_in(state.hands[seat])
    if not pairs or not may_meld(state, seat):
        return 0
    return pairs


def may_exchange(state: SixtySixState) -> bool:
    seat = state.to_move
    if state.n == 4 or state.trick or state.closed_by >= 0 or len(state.stock) < 2:
        return False
    if not state.history or state.history[-1][1] != seat:
        return False
    return bool((state.hands[seat] >> NINES[state.trump]) & 1)


def may_close(state: SixtySixState) -> bool:
    return state.n != 4 and not state.trick and state.closed_by < 0 and len(state.stock) > 0


def legal_actions(state: SixtySixState) -> list[Action]:
    if state.phase != "play":
        return []
    acts = plays(legal_cards(state))
    if state.n == 4:
        return acts
    if not state.trick:
        melds = meld_cards(state)
        if melds:
            acts.extend(MELD[c] for c in _bits(melds))
        if may_exchange(state):
            acts.append(EXCHANGE)
        if may_close(state):
            acts.append(CLOSE)
    acts.append(CLAIM)
    return acts


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


# ---- doing it -------------------------------------------------------------------------------
def apply(state: SixtySixState, action: Action, explain: Refuser) -> SixtySixState:
    """The state after ``action``; :class:`IllegalAction` with the refusals (from ``explain``)
    when the rules forbid it."""
    kind, card = action.kind, action.card
    if kind == "play" and card is not None:
        if not (legal_cards(state) >> card) & 1:
            raise IllegalAction(explain(state, action))
        return play_card(state, card, action)
    if kind == "meld" and card is not None:
        if not (meld_cards(state) >> card) & 1:
            raise IllegalAction(explain(state, action))
        return meld(state, card, action)
    if kind == "exchange" and card is None and may_exchange(state):
        return exchange(state)
    if kind == "close" and card is None and may_close(state):
        return close(state, action)
    if kind == "claim" and card is None and state.n != 4:
        return claim(state, action)
    raise IllegalAction(explain(state, action))


def close(state: SixtySixState, action: Action = CLOSE) -> SixtySixState:
    return state._replace(
        closed_by=state.to_move,
        closed_after=len(state.history),
        moves=(*state.moves, (state.to_move, action)) if state.record else state.moves,
    )


def claim(state: SixtySixState, action: Action = CLAIM) -> SixtySixState:
    return state._replace(
        phase="over",
        result="claim",
        claimant=state.to_move,
        to_move=-1,
        moves=(*state.moves, (state.to_move, action)) if state.record else state.moves,
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
        moves=(*state.moves, (seat, EXCHANGE)) if state.record else state.moves,
    )


def meld(state: SixtySixState, card: int, action: Action) -> SixtySixState:
    """Show the marriage of ``card``'s suit and lead ``card``."""
    seat = state.to_move
    suit = SUIT_OF[card]
    value = 40 if suit == state.trump else 20
    pair = PAIRS[suit][2]
    known = list(state.known)
    known[seat] |= pair
    if state.history:
        melds = list(state.melds)
        melds[seat] += value
        s = state._replace(melds=tuple(melds))
    else:  # the opening lead: scored once he wins a trick
        pending = list(state.pending)
        pending[seat] += value
        s = state._replace(pending=tuple(pending))
    s = s._replace(known=tuple(known), marriages=(*state.marriages, (seat, suit, value)))
    return play_card(s, card, action)


def play_card(state: SixtySixState, card: int, action: Action) -> SixtySixState:
    """Play ``card`` (already known to be legal) and, when it completes the trick, give the
    trick to its winner, draw from the stock and score the last trick."""
    seat = state.to_move
    hands = list(state.hands)
    hands[seat] &= ~(1 << card)
    record = state.record
    moves = (*state.moves, (seat, action)) if record else state.moves
    excluded = state.excluded
    if record and state.trick and (state.n == 4 or state.closed_by >= 0 or not state.stock):
        excluded = reveal(state, seat, card)
    trick = (*state.trick, (seat, card))
    hidden = state.hidden
    if state.viewer >= 0 and seat != state.viewer and hidden[seat]:
        h = list(hidden)
        h[seat] -= 1
        hidden = tuple(h)
    seats = state.seats
    if len(trick) < len(seats):
        nxt = seats[1] if seat == seats[0] else seats[(seats.index(seat) + 1) % len(seats)]
        f = list(state)  # the hot path: a field list is cheaper than _replace
        f[F_HANDS] = tuple(hands)
        f[F_TRICK] = trick
        f[F_TO_MOVE] = nxt
        f[F_MOVES] = moves
        f[F_EXCLUDED] = excluded
        f[F_HIDDEN] = hidden
        if not state.trick:
            f[F_LEADER] = seat
        return new_state(f)
    return _finish_trick(state, trick, hands, moves, excluded, hidden)


def _finish_trick(
    state: SixtySixState,
    trick: tuple[tuple[int, int], ...],
    hands: list[int],
    moves: tuple[tuple[int, Action], ...],
    excluded: tuple[int, ...],
    hidden: tuple[int, ...],
) -> SixtySixState:
    winner = RANKINGS[state.n == 4][state.trump].winning_play(trick)[0]
    pile = 0
    got = 0
    for _, c in trick:
        pile |= 1 << c
        got += POINTS[c]
    won = list(state.won)
    won[winner] |= pile
    tricks = list(state.tricks)
    tricks[winner] += 1
    points = list(state.points)
    points[winner] += got
    melds, pending = state.melds, state.pending
    if pending[winner]:  # the opening-lead marriage scores with his first trick
        ml, pl = list(melds), list(pending)
        ml[winner] += pl[winner]
        pl[winner] = 0
        melds, pending = tuple(ml), tuple(pl)
    stock, known = state.stock, state.known
    # draw from the stock: the winner first (two- and three-hand, stock open)
    if stock and state.closed_by < 0:
        loser = trick[0][0] if winner != trick[0][0] else trick[1][0]
        top, nxt_card = stock[0], stock[1]
        if top >= 0:
            hands[winner] |= 1 << top
        if nxt_card >= 0:
            hands[loser] |= 1 << nxt_card
        stock = stock[2:]
        if not stock and state.record:  # the face-up card went to the loser: everyone saw it
            kl = list(known)
            kl[loser] |= 1 << nxt_card
            known = tuple(kl)
        if state.viewer >= 0:
            h = list(hidden)
            for p, c in ((winner, top), (loser, nxt_card)):
                if c < 0:
                    h[p] += 1
            hidden = tuple(h)
    phase, result, to_move = "play", "", winner
    left = 0
    for p in state.seats:
        left |= hands[p]
    if not left and not (state.viewer >= 0 and any(hidden)):
        # every card is played: the last trick
        if state.closed_by < 0 or state.opts.last_trick_after_closing:
            points[winner] += 10
        phase, result, to_move = "over", "played", -1
    f = list(state)
    f[F_HANDS] = tuple(hands)
    f[F_TRICK] = ()
    f[F_LEADER] = winner
    f[F_TO_MOVE] = to_move
    f[F_WON] = tuple(won)
    f[F_TRICKS] = tuple(tricks)
    f[F_POINTS] = tuple(points)
    f[F_MELDS] = melds
    f[F_PENDING] = pending
    f[F_HISTORY] = (*state.history, (trick, winner))
    f[F_MOVES] = moves
    f[F_EXCLUDED] = excluded
    f[F_HIDDEN] = hidden
    f[F_STOCK] = stock
    f[F_KNOWN] = known
    f[F_PHASE] = phase
    f[F_RESULT] = result
    return new_state(f)


def reveal(state: SixtySixState, seat: int, card: int) -> tuple[int, ...]:
    """Cards a follower has just shown he does not hold (compulsory play only): a card
    off the suit led shows a void; under the strict duties, not trumping shows no trump
    he would have had to play, and not heading shows no card that would have headed."""
    strict = state.n == 4 or state.opts.strict_later_play
    if not strict:  # follow suit only: a card off the suit led shows a void, nothing more
        r = RANKINGS[0][state.trump]
        led_mask = r.suit_mask[r.follows[state.trick[0][1]]]
        if (1 << card) & led_mask or not ~state.excluded[seat] & led_mask:
            return state.excluded
        ex = list(state.excluded)
        ex[seat] |= led_mask
        return tuple(ex)
    ctx = play_context(state)
    undertrump = state.opts.undertrump if state.n == 4 else True
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
        return state.excluded
    ex = list(state.excluded)
    ex[seat] |= out
    return tuple(ex)


def replay(state: SixtySixState, explain: Refuser) -> list[SixtySixState]:
    """The hand again from the deal: the opening position and the position after each
    action, re-applied through the rules (so a replay can never show an illegal move)."""
    if state.viewer >= 0:
        raise ValueError("a view cannot be replayed: it does not hold the deal")
    hands, stock = state.start
    s = from_deal(
        state.opts,
        state.n,
        state.dealer,
        hands,
        stock,
        state.turned,
        state.scores,
        state.carry,
        state.sheet,
    )
    out = [s]
    for _, act in state.moves:
        s = apply(s, act, explain)
        out.append(s)
    return out
