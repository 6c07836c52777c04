"""Hidden information: what a seat may see, and the full deals that fit it.

A *view* keeps the seat's own hand, the cards everyone has seen (marriages shown, the trump
card taken for the 9, the face-up card drawn last), the cards played and the stock's size; the
rest is counted in ``hidden``. :func:`determinize` deals the unseen cards back at random, never
to a seat that has shown he lacks them (:func:`engine.search.assign_places`).
"""

from __future__ import annotations

import random

from engine.cards import card_list
from engine.games.sixty_six.play import pack_of
from engine.games.sixty_six.state import SixtySixState
from engine.search.determinize import assign_places


def view(state: SixtySixState, seat: int) -> SixtySixState:
    """What ``seat`` may know: his own hand, cards shown (marriages, the exchanged and the
    turned trump card), cards played, the stock's size and its face-up card."""
    if state.viewer >= 0:
        if state.viewer != seat:
            raise ValueError(f"this is P{state.viewer}'s view, not P{seat}'s")
        return state
    hands = []
    hidden = []
    for i, h in enumerate(state.hands):
        if i == seat:
            hands.append(h)
            hidden.append(0)
        else:
            hands.append(h & state.known[i])
            hidden.append((h & ~state.known[i]).bit_count())
    stock = tuple(-1 for _ in state.stock[:-1]) + state.stock[-1:]
    return state._replace(
        hands=tuple(hands), stock=stock, start=((), ()), viewer=seat, hidden=tuple(hidden)
    )


def unseen(view: SixtySixState) -> int:
    """How many cards the viewer has not seen (:func:`unseen_cards`)."""
    return unseen_cards(view).bit_count()


def unseen_cards(view: SixtySixState) -> int:
    """Cards the viewer has not seen, as a mask: in other hands (not shown) or in the stock."""
    seen = 0
    for i in range(view.n):
        seen |= view.hands[i] | view.won[i]
    for _, c in view.trick:
        seen |= 1 << c
    for c in view.stock:
        if c >= 0:
            seen |= 1 << c
    return pack_of(view) & ~seen


def determinize(view: SixtySixState, rng: random.Random) -> SixtySixState:
    """A full state consistent with everything ``view.viewer`` has seen: the unseen cards
    dealt at random to the hidden places, never to a seat known to be void of them."""
    if view.viewer < 0:
        return view
    pool = card_list(unseen_cards(view))
    rng.shuffle(pool)
    slots: list[int] = []  # seat per hidden hand place; -1 for a stock place
    for i in range(view.n):
        slots.extend([i] * view.hidden[i])
    slots.extend([-1] * sum(1 for c in view.stock if c < 0))
    if len(slots) != len(pool):
        raise ValueError(
            f"view of P{view.viewer}: {len(pool)} unseen cards for {len(slots)} hidden places"
        )
    assign = assign_places(pool, slots, view.excluded, rng)
    hands = list(view.hands)
    stock_cards = []
    for c, seat in zip(pool, assign, strict=True):
        if seat < 0:
            stock_cards.append(c)
        else:
            hands[seat] |= 1 << c
    it = iter(stock_cards)
    stock = tuple(c if c >= 0 else next(it) for c in view.stock)
    return view._replace(hands=tuple(hands), stock=stock, viewer=-1, hidden=(0,) * view.n)
