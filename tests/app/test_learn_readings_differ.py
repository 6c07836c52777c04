"""Where Learn shows a step's position again under the learner's reading, its heading names
the two readings and does not say the texts disagree (seen at 1400 and 390 px,
/?game=forty_five&step=per_trick and count_out: 'The texts disagree here. Under your chosen
rules (Foster's Hoyle (1897)):' over the odd-trick count, though the per-trick count the step
shows is Foster's too, his 'another variation', RULES.md section 6). Two variants need not be
two texts, and a variant declares no source: the heading says the readings differ and names
both, each in brackets as it is written, 'this step follows other rules (Per trick, counting
out); under your chosen rules (Foster's Hoyle (1897))' (it read 'this step shows Per trick,
counting out', a reading's capital mid-sentence, at 1400 and 390 px). Every lesson step that
shows a reading of its own, opened under the lesson's."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from apptools import open_box, open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import available, load
from ui.pages.learn_position import readings_differ

OpenApp = Callable[..., AppTest]
OWN_READING = [
    (g, s.id)
    for g in available()
    for s in load(g).steps
    if s.variant not in (None, load(g).variant)
]


@pytest.mark.parametrize(("game_id", "step_id"), OWN_READING)
def test_the_other_reading_is_named_as_a_reading(app: OpenApp, game_id: str, step_id: str) -> None:
    game, lesson = REGISTRY.get(game_id), load(game_id)
    step = lesson.step(step_id)
    assert step.variant is not None
    at = open_step(
        app(f"{game_id}:learn", learner=f"read{game_id[:4]}{step_id[:8]}"), game_id, step_id
    )
    said = [w.value for w in at.warning if "chosen rules" in w.value]
    assert not [w.value for w in at.warning if "texts disagree" in w.value]
    own = game.variants[step.variant].label
    chosen = game.variants[lesson.variant].label
    for text in said:
        assert text == (
            f"The readings differ here: this step follows other rules ({own}); "
            f"under your chosen rules ({chosen}):"
        ), text
    if (game_id, step_id) in {("forty_five", "per_trick"), ("forty_five", "count_out")}:
        assert said, at.warning  # the answers differ there: the heading is shown


@pytest.mark.parametrize("game_id", available())
def test_no_reading_s_name_is_capitalised_mid_sentence(game_id: str) -> None:
    """Every reading a step may show against every reading the learner may choose: the
    heading's own words begin with its one capital; the names stand in brackets as written."""
    game, lesson = REGISTRY.get(game_id), load(game_id)
    step = lesson.steps[0]
    for own, variant in game.variants.items():
        for chosen in game.variants.values():
            label = chosen.label
            text = readings_differ(game, replace(step, variant=own), label)
            words = text.replace(f"({variant.label})", "")
            words = words.replace(f"({label})", "")
            assert not any(ch.isupper() for ch in words[1:]), text


@pytest.mark.parametrize("game_id", ["forty_five", "loo"])
def test_the_rules_box_speaks_of_readings(app: OpenApp, game_id: str) -> None:
    """The rules box of the same page (ui.pages.common.variant_controls) said 'Which text's
    rules', 'Where the texts disagree' and 'what the texts say' over Forty-Five's four
    readings, three of them Foster's (seen at 1400 and 390 px, /?game=forty_five&step=per_trick
    with the box open); and Learn's note under it 'the other text's reading'."""
    at = open_box(app(f"{game_id}:learn"), f"{game_id}:learn:rules_box")
    radio = at.radio(key=f"w:{game_id}:learn:variant")
    said = [radio.label, *(c.value for c in at.caption), *(m.value for m in at.markdown)]
    assert radio.label == "Which reading of the rules"
    assert "**Where the readings differ**" in said
    assert any("<th>what the sources say</th>" in t for t in said)
    assert not [t for t in said if "text's" in t or "the texts" in t]
