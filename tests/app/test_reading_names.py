"""One plain name per reading of the rules, the same wherever a page names it (learner walk
2026-12-02: the header read "Rules: Foster's Hoyle (1897), with Pam + a younger flush pays +
double-pool leading duties + flushes", the readings "Trickbook's reading (the rules notes)",
"Foster with the rules notes", "The lesson text", and Learn's note named the variant without
the options the header named). A variant's label is the name (its id stays in addresses and
scenario files); the rules box's header and Learn's notes add only the options the learner
changed (ui.pages.common.reading_name)."""

from __future__ import annotations

from collections.abc import Callable

from apptools import click, open_box, open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from lessons import load
from lessons.tasks import task_for

OpenApp = Callable[..., AppTest]


def test_every_reading_has_one_plain_name() -> None:
    for game in REGISTRY:
        labels = [v.label for v in game.variants.values()]
        assert len(set(labels)) == len(labels), game.id
        for label in labels:
            assert "rules notes" not in label and "Trickbook" not in label, (game.id, label)
    assert REGISTRY.get("loo").variants["foster1897"].label == "Foster's Hoyle (1897)"
    assert REGISTRY.get("rams").variants["dealer_card_trump_000"].label == (
        REGISTRY.get("loo").variants["lesson_000"].label
    )


def test_the_header_and_learns_note_name_the_reading_alike(app: OpenApp) -> None:
    at = open_step(app("loo:learn"), "loo", "need_not_undertrump")
    header = [e.label for e in at.expander if e.label.startswith("Rules: ")]
    assert header == ["Rules: Foster's Hoyle (1897)"], header  # options as the reading has them
    open_box(at, "loo:learn:rules_box")
    at.radio(key="w:loo:learn:variant").set_value("lesson_000").run()
    at.toggle(key="w:loo:learn:opt:unlimited").set_value(True).run()
    assert not at.exception
    name = "The lesson text (Trump Games) · Unlimited Loo: on"
    assert [e.label for e in at.expander if e.label.startswith("Rules: ")] == [f"Rules: {name}"]
    task = task_for(load("loo").step("need_not_undertrump"))
    assert task is not None
    click(at, f"loo:learn:try:{min(task.answer()).code}")
    said = (
        [w.value for w in at.warning] + [i.value for i in at.info] + [c.value for c in at.caption]
    )
    assert any(f"under your chosen rules ({name})".lower() in t.lower() for t in said), said
