"""The Rules page keeps its folds once a process (ui/pages/rules.py folded, _normalised): the
page reads the same as with every text folded afresh."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from apptools import nodes
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.rules import SEED_FILES, normalise, seed_text
from lessons import LessonError, load
from ui.pages import rules


def _page(at: AppTest) -> list[str]:
    return [str(getattr(e, "proto", "")) for e in nodes(at.main)]


@pytest.mark.parametrize("game", ["loo", "sixty_six", "bierspiel"])
def test_the_rules_page_reads_the_same_with_its_folds_kept(
    app: Callable[..., AppTest], monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    kept = [_page(app(f"{game}:rules")) for _ in range(2)]  # the second from the kept folds
    with monkeypatch.context() as m:
        m.setattr(rules, "_normalised", normalise)
        m.setattr(rules, "folded", rules.folded.__wrapped__)
        fresh = _page(app(f"{game}:rules"))
    assert kept[0] == kept[1] == fresh
    assert any("mark" in p for p in fresh)  # (the seed's text, its cited passages marked)


def test_the_kept_folds_are_the_folds() -> None:
    for seed in SEED_FILES:
        text = seed_text(seed)
        assert rules.folded(text) == rules.folded.__wrapped__(text)
    for game in REGISTRY:
        for r in game.rules:
            assert rules._normalised(r.quote) == normalise(r.quote)
        try:
            lesson: Any = load(game.id)
        except LessonError:
            lesson = None
        with pytest.MonkeyPatch.context() as m:
            m.setattr(rules, "_normalised", normalise)
            fresh = rules.brief(game, lesson)
        assert rules.brief(game, lesson) == fresh


def test_the_kept_brief_is_rebuilt_for_a_lesson_read_afresh(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The page keeps a game's brief while load() gives the same Lesson; a lesson read afresh
    (its file changed: another Lesson object) is briefed again, never served the old brief."""
    game = REGISTRY.get("loo")
    lesson = load("loo")
    built: list[object] = []
    real = rules.brief

    def counting(g: Any, les: Any) -> rules.Brief:
        built.append(les)
        return real(g, les)

    monkeypatch.setattr(rules, "brief", counting)
    monkeypatch.setattr(rules, "_BRIEFS", {})
    first = rules._kept_brief(game, lesson)
    assert rules._kept_brief(game, lesson) is first and built == [lesson]
    other = dataclasses.replace(lesson, steps=lesson.steps[:1])
    again = rules._kept_brief(game, other)
    assert built == [lesson, other] and again == real(game, other) and again != first
    assert rules._kept_brief(game, None) == real(game, None)
