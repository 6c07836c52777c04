"""The pages show a reading's and an option's words as the engine writes them.

ui.format.plain_label reworded every variant label and description and every option's help
on the way to the page: 'seed 002' dropped, "the seed" made "The lesson text", "RULES.md" made
"the rules notes", whatever the game. It guessed: Forty-Five's readings 'As the seed's
reading, but ...' were shown 'As The lesson text's reading, but ...' where Forty-Five's book is
Foster's (140ca49 rewrote them at the source). No engine text leans on it now, and
tests/engine/test_rule_notes_plain.py stops the engine from naming a source file or an engine
value in these words, so the rewriting is gone: what the engine says is what the learner
reads, and the check at the source is the one that counts. Here every game's texts carry
words the rewriting changed, and the rules box (and the names the pages give a reading)
must show them unchanged."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from html import escape
from typing import Any

import pytest
from apptools import open_box
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.rules import SEED_FILES
from ui.pages.common import disagreements, free_options, reading_name

OpenApp = Callable[..., AppTest]
GAMES = [g.id for g in REGISTRY]


def _with_file_talk(monkeypatch: pytest.MonkeyPatch, game_id: str) -> Any:
    """The game with every reading's label, description and option help carrying what the
    rewriting changed (the engine's own texts say none of it)."""
    game = REGISTRY.get(game_id)
    cls = type(game)
    options = tuple(replace(o, help=f"RULES.md: {o.help}") for o in game.options)
    variants = {
        k: replace(
            v, label=f"{v.label} (seed 002)", description=f"As the seed's reading: {v.description}"
        )
        for k, v in game.variants.items()
    }
    monkeypatch.setattr(cls, "options", options)
    monkeypatch.setattr(cls, "variants", variants)
    return game


@pytest.mark.parametrize("game_id", GAMES)
def test_a_reading_is_named_and_described_as_the_engine_writes_it(
    app: OpenApp, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    game = _with_file_talk(monkeypatch, game_id)
    at = open_box(app(f"{game_id}:learn"), f"{game_id}:learn:rules_box")
    labels = [v.label for v in game.variants.values()]
    radio = at.radio(key=f"w:{game_id}:learn:variant")
    assert list(radio.options) == labels
    chosen = game.variants[radio.value]
    assert chosen.description in [c.value for c in at.caption]
    s = {"variant": radio.value, "options": {o.name: o.default for o in free_options(game)}}
    assert reading_name(game, s) == chosen.label
    assert [e.label for e in at.expander if e.label.startswith("Rules: ")] == [
        f"Rules: {chosen.label}"
    ]
    helps = {t.label: t.proto.help for t in at.toggle}
    assert helps == {o.label: o.help for o in free_options(game)}
    rows = disagreements(game)
    for row in rows:
        option = next(o for o in game.options if o.label == row["rule"])
        assert row["what the sources say"] == option.help
        assert set(labels) <= set(row)
        assert escape(option.help) in "\n".join(m.value for m in at.markdown)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_readings_table_names_no_engine_value(game_id: str) -> None:
    """The rules box's "Where the readings differ" (/sixty_six-play, /linger_longer-play) gave
    Sixty-Six's "Closer fails" as 'modern' under the lesson texts and 'foster' under the 1895
    penalties, and Linger Longer's "When the stock runs out" as 'reshuffle': the engine's
    values, which the learner never chooses by name. A value that is such a name is said in
    its option's words (Option.words); yes/no, numbers and books as before."""
    game = REGISTRY.get(game_id)
    values = {c for o in game.options for c in o.choices if isinstance(c, str)} - set(SEED_FILES)
    for row in disagreements(game):
        option = next(o for o in game.options if o.label == row["rule"])
        cells = [row[v.label] for v in game.variants.values()]
        named = [c for c in cells for v in values if re.search(rf"\b{re.escape(v)}\b", c)]
        assert named == [], (option.name, cells)
        if set(option.choices) & values:
            assert len(set(cells)) > 1 and all(len(c.split()) >= 3 for c in cells), cells
