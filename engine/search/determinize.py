"""Dealing the cards a player cannot see: a full deal consistent with everything he has seen.

A game's ``determinize`` hook lists the unseen cards and the hidden places they may go to (a
seat's hand, the stock, the widow); :func:`assign_places` deals them at random, never giving a
seat a card he has shown he lacks (a void revealed by not following suit, say).

>>> import random
>>> from engine.cards import Card, mask_of
>>> AS, KS, QH = Card.parse("AS"), Card.parse("KS"), Card.parse("QH")
>>> # P1 has shown he holds no spade: both spades must go to P0 or the stock
>>> places = assign_places([AS, KS, QH], [0, 1, -1], [0, mask_of([AS, KS])], random.Random(3))
>>> places[2]
1
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from engine.cards import CARDS


class NoDeal(ValueError):
    """No deal of the unseen cards fits what was seen (the view contradicts itself)."""


def assign_places(
    pool: Sequence[int],
    slots: Sequence[int],
    excluded: Sequence[int] | Mapping[int, int],
    rng: random.Random,
) -> list[int]:
    """A place for each card of ``pool`` (already shuffled): ``slots`` lists the places, a
    seat or -1 for a place no one holds (the stock); ``excluded[seat]`` are the cards that seat
    is known not to hold. Without exclusions the shuffled pool fills the places in order;
    otherwise a bipartite matching (augmenting paths) over a shuffled order of the places."""
    if len(slots) != len(pool):
        raise NoDeal(f"{len(pool)} unseen cards for {len(slots)} hidden places")
    if not any(excluded[s] for s in set(slots) if s >= 0):
        return list(slots)
    places = list(range(len(slots)))
    rng.shuffle(places)
    owner: dict[int, int] = {}  # place -> index of card in pool

    def ok(ci: int, p: int) -> bool:
        s = slots[p]
        return s < 0 or not (excluded[s] >> pool[ci]) & 1

    def augment(ci: int, seen: set[int]) -> bool:
        for p in places:
            if p in seen or not ok(ci, p):
                continue
            seen.add(p)
            if p not in owner or augment(owner[p], seen):
                owner[p] = ci
                return True
        return False

    for ci in range(len(pool)):
        if not augment(ci, set()):
            raise NoDeal(
                f"no deal of the unseen cards fits what was seen "
                f"({CARDS[pool[ci]].pretty} has no place)"
            )
    out = [0] * len(pool)
    for p, ci in owner.items():
        out[ci] = slots[p]
    return out


def deal_places(
    pool: Sequence[int],
    slots: Sequence[int],
    excluded: Sequence[int] | Mapping[int, int],
    rng: random.Random,
) -> list[int]:
    """What :func:`assign_places` returns, dealt faster: each card that some seat may not
    hold goes first, to one of the places open to it, chosen at random (each free place
    equally likely); the unconstrained cards of the shuffled pool then fill the places left
    in order. The matching of :func:`assign_places` re-routes a chain of cards for every card
    it places (cubic in the cards: half a Monte-Carlo decision's time in Spoil Five); this is
    linear, and falls back on the matching when a constrained card finds no free place.
    (The games whose recorded reviews were sampled through :func:`assign_places` keep it.)

    >>> import random
    >>> from engine.cards import Card, mask_of
    >>> AS, KS, QH = Card.parse("AS"), Card.parse("KS"), Card.parse("QH")
    >>> deal_places([AS, KS, QH], [0, 1, -1], [0, mask_of([AS, KS])], random.Random(3))[2]
    1
    """
    if len(slots) != len(pool):
        raise NoDeal(f"{len(pool)} unseen cards for {len(slots)} hidden places")
    seats = [s for s in set(slots) if s >= 0 and excluded[s]]
    if not seats:
        return list(slots)
    banned = 0
    for s in seats:
        banned |= excluded[s]
    free: dict[int, int] = {}  # place -> places of it still open
    for s in slots:
        free[s] = free.get(s, 0) + 1
    out = [-2] * len(pool)
    for ci, c in enumerate(pool):
        if not banned >> c & 1:
            continue
        total = 0
        for s, k in free.items():
            if k and (s < 0 or not (excluded[s] >> c) & 1):
                total += k
        if not total:
            return assign_places(pool, slots, excluded, rng)
        pick = rng.randrange(total)
        for s, k in free.items():
            if k and (s < 0 or not (excluded[s] >> c) & 1):
                if pick < k:
                    out[ci] = s
                    free[s] = k - 1
                    break
                pick -= k
    rest = [s for s, k in free.items() for _ in range(k)]
    i = 0
    for ci in range(len(pool)):
        if out[ci] == -2:
            out[ci] = rest[i]
            i += 1
    return out
