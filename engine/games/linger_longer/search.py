"""What a seat may see, and the search hooks (see :mod:`engine.search`): dealing the unseen
cards and the stock, a cheap playout policy, the value of a finished game, and the
rule-of-thumb player. Every hook plays through :mod:`engine.games.linger_longer.play` on a
state with ``record=False``.

The habit behind both the rule of thumb and the playouts: a won trick is a card drawn, so win
every trick you can as cheaply as you can, and when you cannot, throw your least useful card.
"""

from __future__ import annotations

import random

from engine.game import Action, play
from engine.games.linger_longer.play import NO_TRUMP, legal_cards, play_card, rank_of
from engine.games.linger_longer.scoring import payoff
from engine.games.linger_longer.state import LingerState
from engine.search.determinize import assign_places
from engine.search.thumb import least

ROLLOUT_RANDOM = 0.1  # share of random cards in a playout (the rest follow the habit)
STRENGTH: tuple[int, ...] = NO_TRUMP.strength  # 0 (two) .. 12 (ace) within a suit
# per trump suit: what a card costs to throw (trumps dearest, then by strength)
CHEAP: tuple[tuple[int, ...], ...] = tuple(
    tuple(100 * (NO_TRUMP.follows[c] == t) + STRENGTH[c] for c in range(52)) for t in range(4)
)


# ---- views ------------------------------------------------------------------------------------
def view(state: LingerState, seat: int) -> LingerState:
    """``seat``'s view: his own hand and the turned trump card while the dealer holds it; the
    other cards in hand and the stock's order hidden (their numbers kept)."""
    known = [0] * state.n
    known[seat] = state.hands[seat]
    if state.hands[state.dealer] >> state.turned & 1:
        known[state.dealer] |= 1 << state.turned
    hands = tuple(known)
    hidden = tuple(h.bit_count() - k.bit_count() for h, k in zip(state.hands, hands, strict=True))
    return state._replace(
        hands=hands,
        hidden=hidden,
        viewer=seat,
        start=(),
        stock=(-1,) * len(state.stock),
        drew=tuple(d if state.history[i][1] == seat else -1 for i, d in enumerate(state.drew)),
    )


def unseen(v: LingerState) -> int:
    return (sum(v.hidden) if v.hidden else 0) + sum(1 for c in v.stock if c < 0)


def determinize(v: LingerState, rng: random.Random) -> LingerState:
    """A full state fitting the view: the cards the viewer has not seen dealt at random to the
    hidden hands (never a card of a suit a seat has shown he lacks since his last draw) and to
    the stock, in random order."""
    if v.viewer < 0:
        return v
    seen = 0
    for h in v.hands:
        seen |= h
    for plays, _ in v.history:
        for _, c in plays:
            seen |= 1 << c
    for _, c in v.trick:
        seen |= 1 << c
    pool = [c for c in range(52) if not seen >> c & 1]
    rng.shuffle(pool)
    slots: list[int] = []
    for p, k in enumerate(v.hidden):
        slots += [p] * k
    slots += [-1] * (len(pool) - len(slots))
    places = assign_places(pool, slots, v.excluded, rng)
    hands = list(v.hands)
    stock: list[int] = []
    for c, p in zip(pool, places, strict=True):
        if p >= 0:
            hands[p] |= 1 << c
        else:
            stock.append(c)
    return v._replace(
        hands=tuple(hands), stock=tuple(stock), hidden=(0,) * v.n, viewer=-1, record=False
    )


# ---- the habit ----------------------------------------------------------------------------------
def card_choice(state: LingerState, legal: int) -> int:
    """Win the trick as cheaply as possible if you can; else throw the cheapest card, keeping
    trumps. Leading, lead the strongest card (a led ace or trump is a likely win)."""
    r = rank_of(state)
    cheap = CHEAP[state.trump]
    if not state.trick:
        best = r.best(legal)
        return int(best) if best is not None else least(legal, cheap)
    _, win_card = r.winning_play(state.trick)
    beat = legal & r.over[win_card]
    if beat:
        return int(r.worst(beat))  # type: ignore[arg-type]
    return least(legal, cheap)


def heuristic_action(state: LingerState, rng: random.Random) -> Action:
    """The rule-of-thumb player: win what you can cheaply, else throw the cheapest card."""
    return play(card_choice(state, legal_cards(state)))


def lean(state: LingerState) -> LingerState:
    return state._replace(record=False) if state.record else state


def playout(state: LingerState, rng: random.Random) -> LingerState:
    """The game played to its end by the habit (with a little randomness).

    The hot loop of the search: the same rules as :func:`play_card` (follow suit, the trick's
    winner by ``ace_high``, the winner draws, players without cards drop out, the three
    endings) on plain lists, with one state built at the end. ``tests/engine`` checks it
    against :func:`play_card` move by move (:func:`slow_playout`)."""
    if state.phase == "over":
        return state
    n = state.n
    trump = state.trump
    power = POWER[trump]
    cheap = CHEAP[trump]
    hands = list(state.hands)
    stock = list(state.stock)
    out = list(state.out)
    trick = list(state.trick)
    tricks = list(state.tricks)
    played = len(state.history)
    to_move = state.to_move
    rand = rng.random
    while True:
        hand = hands[to_move]
        if trick:
            led = FOLLOWS[trick[0][1]]
            legal = hand & SUITS[led] or hand
        else:
            legal = hand
        if legal & (legal - 1) and rand() < ROLLOUT_RANDOM:
            cards = [c for c in BITS if legal >> c & 1]
            card = cards[int(rand() * len(cards))]
        elif not trick:
            card = _most(legal, power)
        else:
            best = _winning(trick, power)
            beat = 0
            m = legal
            while m:
                bit = m & -m
                m ^= bit
                c = bit.bit_length() - 1
                if _beats(c, best, power):
                    beat |= bit
            card = _least(beat, power) if beat else _least(legal, cheap)
        hands[to_move] &= ~(1 << card)
        trick.append((to_move, card))
        if len(trick) < sum(1 for o in out if o < 0):
            to_move = _next_in(out, to_move, n)
            continue
        winner = trick[_winning_index(trick, power)][0]
        tricks[winner] += 1
        played += 1
        trick = []
        if stock:
            hands[winner] |= 1 << stock.pop(0)
        for p in range(n):
            if out[p] < 0 and not hands[p]:
                out[p] = played
        left = [p for p in range(n) if out[p] < 0]
        result = ""
        if len(left) == 1:
            winner, result = left[0], "last_left"
        elif not left:
            result = "last_trick"
        elif out[winner] >= 0:
            result = "winner_out"
        if result:
            return state._replace(
                hands=tuple(hands),
                stock=tuple(stock),
                out=tuple(out),
                trick=(),
                tricks=tuple(tricks),
                phase="over",
                to_move=-1,
                winner=winner,
                result=result,
                record=False,
            )
        to_move = winner


def slow_playout(state: LingerState, rng: random.Random) -> LingerState:
    """:func:`playout` through :func:`play_card`, one move at a time (the reference)."""
    s = lean(state)
    while s.phase != "over":
        legal = legal_cards(s)
        if legal & (legal - 1) and rng.random() < ROLLOUT_RANDOM:
            cards = [c for c in range(52) if legal >> c & 1]
            card = cards[int(rng.random() * len(cards))]
        else:
            card = card_choice(s, legal)
        s = play_card(s, card, play(card))
    return s


# ---- tables for the hot loop (from engine.ranking's ace_high order) ------------------------------
BITS = tuple(range(52))
FOLLOWS: tuple[int, ...] = NO_TRUMP.follows
SUITS: tuple[int, ...] = tuple(NO_TRUMP.suit_mask)
# per trump suit: a card's power in a trick (trumps above every plain card)
POWER: tuple[tuple[int, ...], ...] = tuple(
    tuple(100 * (FOLLOWS[c] == t) + STRENGTH[c] for c in range(52)) for t in range(4)
)


def _beats(c: int, best: int, power: tuple[int, ...]) -> bool:
    """Does ``c`` beat ``best`` (the card now winning the trick)?"""
    if FOLLOWS[c] == FOLLOWS[best]:
        return STRENGTH[c] > STRENGTH[best]
    return power[c] >= 100  # a trump over a plain card (a trump winning is followed above)


def _winning(trick: list[tuple[int, int]], power: tuple[int, ...]) -> int:
    return trick[_winning_index(trick, power)][1]


def _winning_index(trick: list[tuple[int, int]], power: tuple[int, ...]) -> int:
    best = 0
    for i in range(1, len(trick)):
        if _beats(trick[i][1], trick[best][1], power):
            best = i
    return best


def _most(mask: int, key: tuple[int, ...]) -> int:
    best, top = -1, -1
    while mask:
        bit = mask & -mask
        mask ^= bit
        c = bit.bit_length() - 1
        if key[c] > top:
            best, top = c, key[c]
    return best


def _least(mask: int, key: tuple[int, ...]) -> int:
    best, low = -1, 10**6
    while mask:
        bit = mask & -mask
        mask ^= bit
        c = bit.bit_length() - 1
        if key[c] < low:
            best, low = c, key[c]
    return best


def _next_in(out: list[int], seat: int, n: int) -> int:
    for k in range(1, n + 1):
        p = (seat + k) % n
        if out[p] < 0:
            return p
    return -1


def value(state: LingerState, seat: int) -> int:
    return payoff(state, seat)


def rollout_value(state: LingerState, seat: int) -> float:
    """The payoff, plus a little for lasting longer (a loser who dropped out late was closer to
    winning than one who dropped out first)."""
    v = float(payoff(state, seat))
    if state.winner != seat:
        lasted = state.out[seat] if state.out[seat] >= 0 else max(state.out)
        v += 0.01 * lasted
    return v
