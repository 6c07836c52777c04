"""The hand review's caption speaks to a learner (learner walk, /spoil_five-play at 390 px,
"Review this hand"): it said a cost is marked "only when the cost is larger than the sampling
noise (over twice its ± figure), so it is likely real, not the luck of the sampled deals.
Reviewed in 0.3 s." - statistics words, and the page's own timing, which is make bench's
business (bench/review.py). Now it says what the ± after a cost means, in one clause, and
when a cost earns its mark; no timing."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from apptools import click, go
from streamlit.testing.v1 import AppTest
from test_hand_review import finished_table

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from ui.pages import review_hand

OpenApp = Callable[..., AppTest]


@pytest.fixture(autouse=True)
def small_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_hand, "SAMPLES", {"worlds": 12, "exact_worlds": 3})


@pytest.mark.parametrize("game_id", ["spoil_five", "loo"])
def test_the_review_caption_is_in_plain_words(app: OpenApp, game_id: str) -> None:
    t = finished_table(game_id, 3)
    at = app()
    at.session_state[f"{game_id}:table"] = t
    go(at, f"{game_id}:play")
    click(at, f"{game_id}:review_hand")
    assert not at.exception, at.exception
    caption = next(c.value for c in at.caption if c.value.startswith("Marks for "))
    assert "The ± after a cost says how far the sampled deals may be off" in caption, caption
    assert "sampling noise" not in caption, caption
    assert not re.search(r"Reviewed in|\d s\b", caption), caption
