"""A busy machine reviews a hand as an idle one does (engine/review.py).

The hand review's exact searches stopped at 0.25 s of the wall clock (``SEARCH_S``), and past it
that sampled deal was played out instead: a loaded machine reached the limit sooner, so the
same hand, reviewed twice, could say "24 sampled deals, each solved exactly" once and "9 solved
exactly, the rest played out" the next time, with other costs and marks. The searches now stop
at a number of positions (``SEARCH_NODES``, :class:`engine.search.solver.Positions`)."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from engine.game import Action
from engine.games.sixty_six import SIXTY_SIX
from engine.review import HandReview, review_hand

G = SIXTY_SIX


def _closed_hand(seed: int) -> tuple[Any, list[Action], int]:
    """Two-hand Sixty-Six: the first player closes at his first lead, then both play at
    random. Every later decision of his is solved exactly, from six cards a hand."""
    start = G.new_deal(players=2, dealer=1, seed=seed)
    seat = G.current_player(start)
    assert seat is not None
    (close,) = [a for a in G.legal_actions(start) if a.kind == "close"]
    rng = random.Random(seed)
    state, actions = G.apply(start, close), [close]
    while not G.is_over(state):
        a = rng.choice(G.legal_actions(state))
        actions.append(a)
        state = G.apply(state, a)
    return start, actions, seat


def _figures(r: HandReview) -> list[tuple[Any, ...]]:
    """What the review says of each decision: the figures, the mark, every choice's value."""
    return [
        (d.step, d.worlds, d.exact, d.solved, d.cost, d.error, d.mark, d.why, d.choices)
        for d in r.decisions
    ]


def test_a_busy_machine_reviews_a_hand_as_an_idle_one_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    start, actions, seat = _closed_hand(2003)
    idle = review_hand(G, start, actions, seat, seed=5, worlds=24, exact_worlds=12)
    exact = [d for d in idle.decisions if d.exact and not d.forced]
    assert len(exact) >= 3 and all(d.solved == d.worlds for d in exact)
    now = [time.perf_counter()]

    def busy() -> float:  # a machine so loaded that every reading is a second on
        now[0] += 1.0
        return now[0]

    monkeypatch.setattr(time, "perf_counter", busy)
    loaded = review_hand(G, start, actions, seat, seed=5, worlds=24, exact_worlds=12)
    assert _figures(loaded) == _figures(idle)
