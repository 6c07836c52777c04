"""A declaring task's answer that leaves a right move out names the rule allowing that move.

Learner walk (learnwalk), /rounce-learn?step=widow_dead with Play alone ticked: "Not quite.
Try again. You left out one choice the rules allow here" and no rule at all, though DESIGN §3
asks that feedback on a wrong answer name the rule the learner missed. The rule that allows
the move left out (the first of the engine's grounds for it: the dealer's rob, rounce.rob) is
now cited with the verdict; the lines still say how many were left out, not which. Where a
later step teaches that rule first, the rule allowing that kind of move a step up to it
teaches is cited instead (Rams' 'dealer_card' under the lesson text: Foster's general rams,
not the lesson text's, which 'rams_000' teaches later; lessons.tasks.Task.later).
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from lessons import available, load
from lessons.tasks import task_for
from lessons.teaching import allowing_taught, taught_later


def left_out_cases(game_id: str) -> list[tuple[str, str, set[str], str]]:
    """(step, word left out, the rest ticked, the rule the engine gives for that move) for
    every right move of a declaring task that the engine grounds in a rule."""
    out = []
    for step in load(game_id).steps:
        task = task_for(step)
        if task is None or task.kind != "declare":
            continue
        g, s = task.question.game, task.question.state
        right = set(task.answer())
        for word in sorted(right):
            rest = right - {word}
            grounds = [
                r for a in g.legal_actions(s) if g.action_word(a) == word for r in g.grounds(s, a)
            ]
            if not rest or not grounds:
                continue
            rule = grounds[0].rule.id
            if rule in taught_later(load(game_id), step):  # the move's rule taught by then
                rule = allowing_taught(load(game_id), step)[grounds[0].action.kind][0]
            out.append((step.id, word, rest, rule))
    return out


@pytest.mark.parametrize("game_id", available())
def test_the_rule_allowing_a_move_left_out_is_cited(game_id: str) -> None:
    problems = []
    for step_id, word, rest, rule in left_out_cases(game_id):
        task = task_for(load(game_id).step(step_id))
        assert task is not None
        result = task.try_answer(sorted(rest))
        said = " ".join(result.reasons)
        if result.correct or rule not in [r.id for r in result.rules]:
            problems.append(f"{step_id}: {word} left out, {rule} not cited")
        if "cited below" not in said:
            problems.append(f"{step_id}: {word} left out, no pointer to the rule: {said!r}")
    assert not problems, "\n".join(problems)


def test_rounce_widow_dead_play_alone() -> None:
    task = task_for(load("rounce").step("widow_dead"))
    assert task is not None
    result = task.try_answer(["stand"])
    assert not result.correct
    assert [r.id for r in result.rules] == ["rounce.rob"]
    assert result.reasons == [
        "you left out one choice the rules allow here",
        "the rule that allows it is cited below",
    ]


def test_some_game_grounds_its_moves() -> None:
    """The check above has cases to check (Rounce, Rams, Bierspiel, Sixty-Six ground theirs)."""
    assert {g for g in available() if left_out_cases(g)} >= {"rounce", "rams", "sixty_six"}
