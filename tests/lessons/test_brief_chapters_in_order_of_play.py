"""The Rules page's brief puts each rule under the chapter that teaches it (brief3, from walk8's
learner walk).

* /bierspiel-rules: "The deal" listed "With none of the suit led you must trump ..." and "The
  highest trump wins the trick ..." before the dealer's take-up of a turned 7♦ and his duty
  against one player: the lesson's step about the 7♦ in play (a card to play to a trick) sat in
  the chapter of the deal, and the brief places a rule only a task judges where it is first
  practised. Checked over every lesson: within a chapter, no rule judged only at a card played
  to a trick comes before a rule judged only at a declaration (the order of play).
* /linger_longer-rules: "each other player pays him one counter", the app's reading of the
  lesson's bare "wins the game.", stood under "Lingering longer" with the lesson text's rules,
  because the step 'last_left' quotes a passage holding those words, though the step 'stake',
  under "Where the lesson text is silent", quotes exactly them. Checked over every lesson: a rule
  some step quotes in its very words stands under the chapter of the first such step, or of
  the first of them that declares it (``teaches:``; Spoil Five's lead, whose one sentence the
  robbing step quotes too).
"""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY, Game
from engine.rules import normalise
from lessons import Lesson, LessonError, Step, load
from lessons.tasks import task_for
from ui.pages.rules import brief, judged_rules


def _lessons() -> list[str]:
    out = []
    for g in REGISTRY:
        try:
            load(g.id)
        except LessonError:
            continue
        out.append(g.id)
    return out


GAMES = _lessons()


def _kind(step: Step) -> str:
    """'declare' for a declaring decision, 'trick' for a card to play to a trick in progress
    (every move on offer a card), else 'other'."""
    if step.show == "declare":
        return "declare"
    task = task_for(step)
    if step.show != "legal" or task is None or step.scenario is None:
        return "other"
    playing = step.scenario.data.get("trick") and {a.kind for a in task.choices()} == {"play"}
    return "trick" if playing else "other"


def _judged_at(game: Game[Any], lesson: Lesson) -> dict[str, set[str]]:
    """Each rule a step of the lesson's own reading judges: the kinds of decision it judges."""
    rules = game.rules.of_play()
    out: dict[str, set[str]] = {}
    for step in lesson.steps:
        if (step.variant or lesson.variant) != lesson.variant:
            continue
        for r in judged_rules(lesson, step, rules):
            out.setdefault(r.id, set()).add(_kind(step))
    return out


def test_the_checks_see_both_kinds_of_decision() -> None:
    """The first test would pass vacuously if no rule were judged only at one kind."""
    kinds = _judged_at(REGISTRY.get("bierspiel"), load("bierspiel"))
    assert kinds["bierspiel.must_trump"] == {"trick"}
    assert kinds["bierspiel.dealer_must_play"] == {"declare"}


@pytest.mark.parametrize("gid", GAMES)
def test_a_chapter_lists_declaring_before_play_to_a_trick(gid: str) -> None:
    game, lesson = REGISTRY.get(gid), load(gid)
    kinds = _judged_at(game, lesson)
    wrong = []
    for chapter, rules in brief(game, lesson).sections:
        played: str | None = None
        for r in rules:
            if kinds.get(r.id) == {"trick"} and played is None:
                played = r.id
            if kinds.get(r.id) == {"declare"} and played is not None:
                wrong.append(f"{chapter!r}: {played} before {r.id}")
    assert not wrong, wrong


@pytest.mark.parametrize("gid", GAMES)
def test_a_rule_stands_under_the_step_that_quotes_its_own_words(gid: str) -> None:
    game, lesson = REGISTRY.get(gid), load(gid)
    listed = {r.id: chapter for chapter, rules in brief(game, lesson).sections for r in rules}
    wrong = []
    for r in game.rules.of_play():
        if r.id not in listed:
            continue
        own = [
            s
            for s in lesson.steps
            if (s.variant or lesson.variant) == lesson.variant
            and s.rule.seed == r.seed
            and normalise(s.rule.quote) == normalise(r.quote)
        ]
        # of several steps quoting its words, the one that declares it (teaches:), as Review's
        # "Learn:" link finds it: Spoil Five's lead, not the robbing step quoting the same
        own = [s for s in own if r.id in s.teaches] or own
        if own and listed[r.id] != (own[0].chapter or lesson.title):
            wrong.append(f"{r.id} under {listed[r.id]!r}, its step {own[0].id!r} in another")
    assert not wrong, wrong


def test_linger_longers_stake_is_with_the_apps_readings() -> None:
    sections = dict(brief(REGISTRY.get("linger_longer"), load("linger_longer")).sections)
    silent = [r.id for r in sections["Where the lesson text is silent"]]
    assert "linger_longer.stake" in silent
    assert "linger_longer.stake" not in [r.id for r in sections["Lingering longer"]]
