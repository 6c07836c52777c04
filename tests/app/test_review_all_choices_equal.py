"""The hand review does not call a choice the best where every choice comes to the same.

handrev's walk (/rams-play?seed=1&players=4&seat=0, "Rams (all five tricks)" clicked, Chromium
at 390x2200): once the rams was lost, trick 1 read "You: K♠, the best choice here (expected -20
counters over 120 sampled deals ...)" above a table of five cards each at -20; after "Play",
"You: Play, the best choice here (expected -20 counters ...)". Over four seeded deals of every
game (a random first player, 60 sampled deals) 25 of 160 decisions with a choice were such ties.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import click, go
from streamlit.testing.v1 import AppTest
from test_hand_review import finished_table

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import Action
from engine.review_words import amount
from ui.pages import review_hand

OpenApp = Callable[..., AppTest]
GID = "rams"


def rams_first(acts: list[Action]) -> Action:
    """Announce rams when offered, else the first action listed."""
    return next((a for a in acts if a.kind == "rams"), acts[0])


def test_a_tie_is_not_called_the_best(app: OpenApp, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_hand, "SAMPLES", {"worlds": 12, "exact_worlds": 3})
    t = finished_table(GID, seed=1, players=4, choose=rams_first)
    at = app()
    at.session_state[f"{GID}:table"] = t
    go(at, f"{GID}:play")
    click(at, f"{GID}:review_hand")
    kept = at.session_state[f"{GID}:hand_review"][1]
    judged = [d for d in kept.decisions if not d.forced]
    tied = [d for d in judged if len({amount(c.mean) for c in d.choices}) == 1]
    assert tied  # the rams lost: every card after it comes to the same
    said = [s.value for s in at.success]
    assert sum("every choice tried here comes to the same" in s for s in said) == len(tied), said
    best = [d for d in judged if d not in tied and d.best is not None and d.best.action == d.played]
    assert sum("the best choice here" in s for s in said) == len(best), said
