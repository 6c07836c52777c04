"""The hand review says its sampled deals in a sentence of their own, not in brackets within
brackets.

handrev's walk: once the review counted the different deals among its sampled ones (e158e5a),
a decision read "Best: K♥ (expected -5, over 24 sampled deals (20 different) of the 44 cards
you could not see, each solved exactly)." (/forty_five-play?seed=1&players=2&seat=0, 390 px)
and "You: J♦, the best choice here (expected 1 game point over 24 sampled deals, all the same
one (the 1 card you could not see can lie only one way), solved exactly)." (two-hand
Sixty-Six, trick 12).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import click, go
from streamlit.testing.v1 import AppTest
from test_hand_review import finished_table

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from ui.pages import review_hand

OpenApp = Callable[..., AppTest]


def depth(text: str) -> int:
    """How deep the brackets of ``text`` go (0: none)."""
    deepest = level = 0
    for ch in text:
        level += {"(": 1, ")": -1}.get(ch, 0)
        deepest = max(deepest, level)
    return deepest


@pytest.mark.parametrize(("game_id", "players"), [("sixty_six", 2), ("forty_five", 2)])
def test_no_brackets_within_brackets(
    app: OpenApp, monkeypatch: pytest.MonkeyPatch, game_id: str, players: int
) -> None:
    monkeypatch.setattr(review_hand, "SAMPLES", {"worlds": 12, "exact_worlds": 6})
    t = finished_table(game_id, seed=1, players=players, choose=lambda acts: acts[0])
    at = app()
    at.session_state[f"{game_id}:table"] = t
    go(at, f"{game_id}:play")
    click(at, f"{game_id}:review_hand")
    said = [x.value for x in (*at.error, *at.warning, *at.info, *at.success)]
    said += [m.value for m in at.markdown if m.value.startswith("You: ")]
    lines = [s for s in said if s.startswith(("You: ", "?"))]
    assert any("sampled deals" in s for s in lines)
    nested = [s for s in lines if depth(s) > 1]
    assert not nested, nested
