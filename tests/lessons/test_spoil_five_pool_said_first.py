"""Spoil Five's lesson says where the pool's figure comes from on the first step that shows it.

Found by look12 (/spoil_five-learn?step=deal at 1400 and 390 px): from the first step the
picture's Pool box reads "9 counters" (7 at three players), and the text said only "Everyone
puts counters into the pool"; that a fresh pool is two counters from each player and three from
the dealer came 22 steps later (three_tricks). The figures are the engine's: the step's pool,
what the dealer and each other player put in (SpoilFive.stakes_of)."""

from __future__ import annotations

import engine.games  # noqa: F401  (registers the games)
from engine.games.pool.spec import NUMBER_WORDS
from engine.games.spoil_five import SPOIL_FIVE
from lessons import load


def _said(n: int, text: str) -> bool:
    return str(n) in text.split() or NUMBER_WORDS[n] in text.lower()


def test_the_first_pool_shown_is_explained() -> None:
    lesson = load("spoil_five")
    step = next(
        s
        for s in lesson.steps
        if s.scenario is not None and s.scenario.state.pool > 0 and s.scenario.state.phase != "over"
    )
    assert step.scenario is not None  # (found among the steps that show one)
    state = step.scenario.state
    put = SPOIL_FIVE.stakes_of(state)
    dealer = put[state.dealer]
    others = {p for i, p in enumerate(put) if i != state.dealer}
    assert len(others) == 1, put
    (each,) = others
    text = step.text.replace(":", " ").replace(",", " ").replace(".", " ")
    assert sum(put) == state.pool
    assert _said(state.pool, text), (step.id, state.pool, step.text)
    assert _said(each, text) and _said(dealer, text), (step.id, each, dealer, step.text)
    assert "dealer" in text
