"""The hand review says each decision once, and its unit once.

handrev's walk (/loo-play?seed=1&players=5&seat=0, 390 px): a decision read "? Mistake. You:
5♥ (expected -0.74 red counters). Best: A♥ (expected 0.7 red counters, over 120 sampled deals
of the 49 cards you could not see). Cost: 1.44 red counters (± 0.17).", the unit three times
in one line, and under "Every choice the search tried" the same again as the engine's line for
a notebook: "trick 1: 5♥ (-0.74) ? mistake: best A♥ (0.7), cost 1.44; 120 sampled deals".
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from apptools import click, go, markdown
from streamlit.testing.v1 import AppTest
from test_hand_review import PLAYABLE, finished_table

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from engine.review import decision_line
from engine.review_words import amount
from ui.pages import review_hand

OpenApp = Callable[..., AppTest]


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_each_decision_and_its_unit_said_once(
    app: OpenApp, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    monkeypatch.setattr(review_hand, "SAMPLES", {"worlds": 12, "exact_worlds": 3})
    game = REGISTRY.get(game_id)
    unit = game.amount_unit
    for seed in range(1, 8):  # the first deal whose review finds a better choice than the one made
        t = finished_table(game_id, seed=seed)
        at = app()
        at.session_state[f"{game_id}:table"] = t
        go(at, f"{game_id}:play")
        click(at, f"{game_id}:review_hand")
        kept = at.session_state[f"{game_id}:hand_review"][1]
        costly = [d for d in kept.decisions if not d.forced and d.cost > 0]
        if costly:
            break
    assert costly, game_id
    said = [x.value for x in (*at.error, *at.warning, *at.info)] + markdown(at).split("\n")
    captions = "\n".join(c.value for c in at.caption)
    for d in costly:
        line = next(s for s in said if f"Cost: {amount(d.cost)} " in s)
        # the unit once, with the learner's figure ("1 counter" or "2 counters" alike)
        assert len(re.findall(rf"\b{unit[:-1]}s?\b", line)) == 1, line
        # and the decision not said again under the choices, in the engine's words
        assert decision_line(d) not in captions
        assert f"cost {amount(d.cost)}" not in captions, captions
