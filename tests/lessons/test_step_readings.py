"""A step is shown again under the learner's chosen reading (ui/pages/learn.py _other_reading:
the step's scenario with that reading's variant). A position may truly not arise under another
reading (its rules refuse a move the scenario makes), but it must never fail for want of a
field: Forty-Five's 'Counting out at 35 all' (per-trick scoring, the deal over) named no leader,
so under the default scoring, where the deal plays on, the page said 'this position cannot
arise: its leader is required'. The step and its docs/examples twin now name P2."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.scenario import ScenarioError, answer, from_dict, load_file
from lessons import available, load

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("gid", available())
def test_every_reading_can_set_a_step_up(gid: str) -> None:
    game, lesson = REGISTRY.get(gid), load(gid)
    missing = []
    for step in lesson.steps:
        if step.scenario is None:
            continue
        for variant in game.variants:
            try:
                from_dict({**step.scenario.data, "variant": variant}, step.scenario.source)
            except ScenarioError as e:
                if "required" in e.detail:
                    missing.append(f"{step.id} under {variant}: {e.path} {e.detail}")
    assert not missing, missing


def test_counting_out_under_each_scoring() -> None:
    step = load("forty_five").step("count_out")
    assert step.scenario is not None
    example = load_file(ROOT / "docs" / "examples" / "forty_five_count_out.yaml")
    for data, source in ((step.scenario.data, "step"), (example.data, "example")):
        counted = answer(from_dict({**data, "variant": "per_trick"}, source))
        assert counted["settlement"]["result"] == "counted_out"
        assert counted["settlement"]["game_won_by"] == "P0+P2"
        plain = answer(from_dict({**data, "variant": "rules_md"}, source))
        assert plain["phase"] == "play" and plain["to_move"] == "P2"  # the deal plays on
