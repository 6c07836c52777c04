"""The rules that allow a move a learner left out are gathered in one place in the engine,
:meth:`engine.game.Game.allowing_grounds`, and both Learn's declaring task
(:func:`lessons.tasks.allowing_rules`) and the Quiz's "you left out X: it is allowed here"
(:mod:`engine.quiz_words`) cite through it. Each used to walk ``legal_actions`` →
``action_word`` → ``grounds`` → ``allows`` on its own (25567b4 made the Quiz's walk read only
the allowing grounds, as Learn's already did), so the two could drift apart again."""

from __future__ import annotations

from typing import Any

import pytest

from engine.game import REGISTRY, Game, Ground
from engine.games.pool.rams import RAMS
from engine.quiz import check
from lessons import load
from lessons.tasks import allowing_rules, task_for


def test_allowing_grounds_reads_only_the_allowing_ones_in_the_engines_order() -> None:
    deal = RAMS.new_deal(players=4, dealer=0, seed=1)
    every = [x for a in RAMS.legal_actions(deal) for x in RAMS.grounds(deal, a)]
    assert any(not x.allows for x in every)  # rams.rams_lost: what a lost rams costs
    words = {"rams", "pass"}
    want = [x for x in every if x.allows and RAMS.action_word(x.action) in words]
    assert RAMS.allowing_grounds(deal, words) == want
    assert [x.rule.id for x in want] == ["rams.declare", "rams.general_rams"]
    assert RAMS.allowing_grounds(deal, {"no such move"}) == []


@pytest.mark.parametrize("game_id", ["rounce", "rams"])
def test_learn_and_quiz_cite_left_out_moves_through_it(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    lesson = load(game_id)
    task = next(
        t
        for t in (task_for(step, lesson) for step in lesson.steps)
        if t is not None and t.kind == "declare" and len(t.answer()) > 1
    )
    q = task.question
    game: Game[Any] = q.game
    # a rule no ground of this game gives: seen in a citation only if it came through here
    other = REGISTRY.get("napoleon").rules["napoleon.one_turn"]
    asked: list[frozenset[str]] = []

    def allowing(self: Game[Any], state: Any, words: Any) -> list[Ground]:
        asked.append(frozenset(words))
        return [Ground(game.word_action(w), other, "allowed here", "allows") for w in words]

    monkeypatch.setattr(type(game), "allowing_grounds", allowing)
    right = sorted(task.answer())
    ticked, left = right[:1], set(right[1:])
    assert set(allowing_rules(q, left).values()) == {other}
    fb = check(q, ticked)
    assert not fb.correct and other in fb.rules, [r.id for r in fb.rules]
    tried = task.try_answer(ticked)
    assert other in tried.rules, [r.id for r in tried.rules]
    assert frozenset(left) in asked
