"""Dealing the cards a player cannot see: a full deal consistent with everything he has seen.

A game's ``determinize`` hook lists the unseen cards and the hidden places they may go to (a
seat's hand, the stock, the widow); :func:`assign_places` deals them at random, never giving a
seat a card he has shown he lacks (a void revealed by not following suit, say), and
:func:`deal_places` does the same in linear time.

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
    """A place for each card of ``pool`` (in any order), as :func:`assign_places` gives, dealt
    faster: each card that some seat may not hold goes first, to one of the places open to
    it, chosen at random (each free place equally likely); then a random sample of the
    other cards fills the seats' places left, and the rest go to the places no one holds.
    The matching of :func:`assign_places` re-routes a chain of cards for every card it
    places (cubic in the cards: half a Monte-Carlo decision's time in Spoil Five), and wants
    the pool shuffled first; this is linear in the cards and draws only as many random
    numbers as there are cards to give to the seats. It falls back on the matching when a
    card finds no free place. (The games whose recorded reviews were sampled through
    :func:`assign_places` keep it.)

    >>> import random
    >>> from engine.cards import Card, mask_of
    >>> AS, KS, QH = Card.parse("AS"), Card.parse("KS"), Card.parse("QH")
    >>> deal_places([AS, KS, QH], [0, 1, -1], [0, mask_of([AS, KS])], random.Random(3))[2]
    1
    """
    if len(slots) != len(pool):
        raise NoDeal(f"{len(pool)} unseen cards for {len(slots)} hidden places")
    free: dict[int, int] = {}  # place -> places of it still open
    for s in slots:
        free[s] = free.get(s, 0) + 1
    banned = 0
    for s in free:
        if s >= 0:
            banned |= excluded[s]
    out = [-1] * len(pool)
    rest = list(range(len(pool)))  # the cards no seat is barred from
    if banned:
        rest = []
        bound: list[int] = []
        for ci, c in enumerate(pool):
            (bound if banned >> c & 1 else rest).append(ci)
        rng.shuffle(bound)
        for ci in bound:
            c = pool[ci]
            total = 0
            for s, k in free.items():
                if k and (s < 0 or not (excluded[s] >> c) & 1):
                    total += k
            if not total:
                shuffled = list(pool)
                rng.shuffle(shuffled)
                places = assign_places(shuffled, slots, excluded, rng)
                where = dict(zip(shuffled, places, strict=True))
                return [where[c] for c in pool]
            pick = rng.randrange(total)
            for s, k in free.items():
                if k and (s < 0 or not (excluded[s] >> c) & 1):
                    if pick < k:
                        out[ci] = s
                        free[s] = k - 1
                        break
                    pick -= k
    seats = [s for s, k in free.items() if s >= 0 for _ in range(k)]
    for ci, s in zip(rng.sample(rest, len(seats)), seats, strict=True):
        out[ci] = s
    return out
