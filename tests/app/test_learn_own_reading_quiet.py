"""Learn shows a step's position again "under your chosen rules" only when the learner's
reading is not the step's own (seen in a walk of every Five-card Loo step at 390 and 1400 px:
each step, to a learner who had changed nothing, said "Under your chosen rules (Foster's
Hoyle (1897)) the answer here is the same."). Cause: ui/pages/learn.py showed the other reading
when any free option was on, and Five-card and Irish Loo's options (Pam, flushes, the trump
lead's duties) are on by default. Now it compares the learner's variant and each free option
with the step's own (its variant, the options its position sets, else each option's default):
ui.pages.learn_position.reads_otherwise."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import available, load
from lessons.tasks import task_for
from ui.pages.common import free_options
from ui.pages.learn_position import reads_otherwise

OpenApp = Callable[..., AppTest]


def _said(at: AppTest) -> list[str]:
    return [e.value for e in [*at.caption, *at.info, *at.warning] if "chosen rules" in str(e.value)]


def _first_shown(game_id: str) -> str:
    """The first step without a task whose position Learn judges (a settlement, the legal
    cards, ...): Learn compares the answers under two readings only there, and draws a task's
    position once it is solved."""
    return next(
        s.id
        for s in load(game_id).steps
        if s.scenario is not None
        and s.variant is None
        and s.show not in (None, "cards")
        and task_for(s) is None
    )


@pytest.mark.parametrize("game_id", ["five_card_loo", "irish_loo"])
def test_a_learner_who_changed_nothing_is_not_shown_another_reading(
    app: OpenApp, game_id: str
) -> None:
    step_id = _first_shown(game_id)
    at = open_step(app(f"{game_id}:learn", learner=f"quiet{game_id[:6]}"), game_id, step_id)
    assert not at.exception
    assert not _said(at), _said(at)


@pytest.mark.parametrize("game_id", available())
def test_the_own_reading_is_the_step_s(game_id: str) -> None:
    """Over every step: with the learner's settings at the lesson's defaults, another reading
    is shown exactly where the step has a variant of its own or its position sets a free
    option away from its default (Loo's unlimited step); a free option the learner turns
    shows it on every step."""
    game, lesson = REGISTRY.get(game_id), load(game_id)
    options = free_options(game)
    fresh = {"variant": lesson.variant, "options": {o.name: o.default for o in options}}
    for step in lesson.steps:
        if step.scenario is None:
            continue
        own = step.variant or lesson.variant
        set_here = step.scenario.data.get("options", {})
        expected = own != lesson.variant or any(
            bool(set_here.get(o.name, o.default)) != bool(o.default) for o in options
        )
        assert reads_otherwise(game, step, own, fresh) == expected, step.id
        for o in options:
            turned = {**fresh, "options": {**fresh["options"], o.name: not o.default}}
            if bool(set_here.get(o.name, o.default)) == bool(o.default):
                assert reads_otherwise(game, step, own, turned), (step.id, o.name)


def test_loo_s_unlimited_step_shows_the_limited_reading(app: OpenApp) -> None:
    at = open_step(app("loo:learn", learner="quietunlim"), "loo", "unlimited")
    assert not at.exception
    assert _said(at), "the step plays unlimited Loo; the learner's reading is limited"
