"""The hand review counts the cards you could not see in good English when there is one.

Learner walk (Chromium, 1400 px): /sixty_six-play?seed=3&players=2&computer=random played to
its end, "Review this hand", trick 10: "Best: Claim 66 (expected 2 game points, over 24
sampled deals of the 1 cards you could not see, each solved exactly)"."""

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
GID = "sixty_six"


def test_one_unseen_card_is_a_card(app: OpenApp, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_hand, "SAMPLES", {"worlds": 12, "exact_worlds": 3})
    # two-hand, the learner taking the first action the engine lists: at one decision the
    # other hand holds the one card he cannot see
    t = finished_table(GID, seed=1, players=2, choose=lambda acts: acts[0])
    at = app()
    at.session_state[f"{GID}:table"] = t
    go(at, f"{GID}:play")
    click(at, f"{GID}:review_hand")
    kept = at.session_state[f"{GID}:hand_review"][1]
    hidden = {d.hidden for d in kept.decisions if not d.forced}
    assert 1 in hidden and len(hidden) > 1, hidden  # (one, and more than one, both said)
    said = "\n".join(x.value for x in (*at.error, *at.warning, *at.info, *at.success))
    # (one card unseen can lie only one way: its sampled deals are one, and said so)
    assert "(the 1 card you could not see can lie only one way)" in said, said
    assert "of the 1 cards" not in said
    many = max(hidden)
    assert f"of the {many} cards you could not see" in said
