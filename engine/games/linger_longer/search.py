"""What a seat may see, and the search hooks (see :mod:`engine.search`): dealing the unseen
cards and the stock, a cheap playout policy, the value of a finished game, and the
rule-of-thumb player. Every hook plays through :mod:`engine.games.linger_longer.play` on a
state with ``record=False``.

The habit behind both the rule of thumb and the playouts: a won trick is a card drawn, so win
every trick you can as cheaply as you can, and when you cannot, throw your least useful card.

A playout plays the searching seat (``searcher``) by that habit, except that he leads his
cheapest card: a lead is won only by a card strong enough to hold against everyone after him,
and spent on a lead it is not there to win a trick later as a follower, who sees what he must
beat (policy tests, 6,000 games against random players each: leading the cheapest card wins
30% of them, leading the strongest 28%, random play 26%). The others play the habit with a
share ``ROLLOUT_RANDOM`` of random cards: the search does not know how its opponents play, and
a model halfway between habit and chance held up best against both kinds. At 40 worlds a
decision, 400 games against each (same deals): 33.8% won against random players and 29.7%
against rule of thumb; with the others all random in the playouts 33.0% and 27.0%; with the
old playouts (everyone the habit, leads strongest, 10% chance) 28.0% and 31.0%. One standard
error is about 2.3 points.
"""

from __future__ import annotations

import random

from engine.game import Action, play
from engine.games.linger_longer.play import NO_TRUMP, legal_cards, play_card, rank_of
from engine.games.linger_longer.scoring import payoff
from engine.games.linger_longer.state import LingerState
from engine.search.determinize import assign_places
from engine.search.thumb import least

ROLLOUT_RANDOM = 0.5  # share of random cards the others play in a playout (the rest: habit)
STRENGTH: tuple[int, ...] = NO_TRUMP.strength  # 0 (two) .. 12 (ace) within a suit
# per trump suit: what a card costs to throw (trumps dearest, then by strength)
PLAYS: tuple[Action, ...] = tuple(play(c) for c in range(52))
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
        salt=0,
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
    seen = v.pile  # the cards played since the stock was made (a reshuffle returns the rest)
    for h in v.hands:
        seen |= h
    for _, c in v.trick:
        seen |= 1 << c
    pool = [c for c in range(52) if not seen >> c & 1]
    rng.shuffle(pool)
    dealt = deal_hidden(v, pool)
    if dealt is None:  # the quick deal got stuck: the general matching always finds one
        dealt = matched(v, pool, rng)
    hands, stock = dealt
    return v._replace(
        hands=hands,
        stock=stock,
        hidden=(0,) * v.n,
        viewer=-1,
        record=False,
        salt=rng.getrandbits(32),  # a reshuffle's order is as unknown as the stock's
        searcher=v.viewer,
    )


def deal_hidden(v: LingerState, pool: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """The hidden hands filled from the shuffled ``pool`` in its order, the seat with the most
    suits ruled out first, each taking the first cards he may hold; the rest is the stock, in
    the pool's order. None if a seat is left short (then :func:`matched` deals). A few hidden
    cards against a stock of dozens: much quicker than a matching over every place."""
    hands = list(v.hands)
    taken = 0
    order = sorted((p for p in range(v.n) if v.hidden[p]), key=lambda p: -v.excluded[p].bit_count())
    for p in order:
        need, barred, got = v.hidden[p], v.excluded[p] | taken, 0
        for c in pool:
            if not barred >> c & 1:
                got |= 1 << c
                need -= 1
                if not need:
                    break
        if need:
            return None
        hands[p] |= got
        taken |= got
    return tuple(hands), tuple(c for c in pool if not taken >> c & 1)


def matched(
    v: LingerState, pool: list[int], rng: random.Random
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hidden hands and the stock by :func:`engine.search.determinize.assign_places`."""
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
    return tuple(hands), tuple(stock)


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
    """The game played to its end through the rules' own :func:`play_card` on a lean state
    (no teaching record): no rule is coded twice. The searcher plays the habit but leads his
    cheapest card; the others play the habit, or at random (``ROLLOUT_RANDOM``)."""
    s = lean(state)
    me = s.searcher
    rnd = rng.random
    while s.phase != "over":
        legal = legal_cards(s)
        if not legal & (legal - 1):
            card = legal.bit_length() - 1  # one card: no choice to make
        elif s.to_move == me:
            card = least(legal, CHEAP[s.trump]) if not s.trick else card_choice(s, legal)
        elif rnd() < ROLLOUT_RANDOM:
            cards = [c for c in range(52) if legal >> c & 1]
            card = cards[int(rnd() * len(cards))]
        else:
            card = card_choice(s, legal)
        s = play_card(s, card, PLAYS[card])
    return s


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
