"""A card or seat tried in a Learn task cites no rule a later step teaches first (mastery13):
Rams' and Rounce's 'follow' steps, right before the step teaching heading ('head', Rounce's
'no_head'), cited the duty to head the trick with the card that follows ("Yes: 7♣ may be
played." and "you cannot head the K♣, so any ♣ may be played", under the rule's statement and
source); Loo's 'follow_head' cited heading for the 3♠ refused, Rams' 'rank' the trick-winning
rule, Sixty-Six's four-hand deal the rules of a later step, Bierspiel's 'pone' the rule for
taking both turned cards. The verdict still says why in the engine's words; the rule's
statement and source wait for the step that teaches it. A box left out is pointed at the rule
that taught its move, where its own rule there comes later."""

from __future__ import annotations

import engine.games  # noqa: F401
from lessons import available, load
from lessons.tasks import task_for
from lessons.teaching import taught_later


def test_rams_follow_says_why_without_the_heading_rule() -> None:
    task = task_for(load("rams").step("follow"))
    assert task is not None
    result = task.try_answer("7C")
    assert result.correct and result.message == "Yes: 7♣ may be played."
    assert result.reasons == ["you cannot head the K♣, so any ♣ may be played"]
    assert result.rules == []


def test_no_learn_try_cites_a_rule_taught_later() -> None:
    """Every move of every play task, every seat of a trick task, and of a declaring task each
    box ticked alone and every box together: the rules cited are none a later step teaches
    first; a refused try still says why, in the engine's words."""
    seen, wrong = 0, []
    for game in available():
        lesson = load(game)
        for step in lesson.steps:
            task = task_for(step, lesson)
            if task is None:
                continue
            later = taught_later(lesson, step)
            tries = task.choices()
            if task.kind == "declare":
                tries = [[w] for w in tries] + [tries]
            for raw in tries:
                result = task.try_answer(raw)
                seen += 1
                cited = [r.id for r in result.rules if r.id in later]
                if cited or (not result.correct and not result.reasons):
                    wrong.append((game, step.id, str(raw), cited, result.reasons))
    assert seen > 700, seen
    assert not wrong, wrong


def test_a_box_left_out_points_at_the_rule_that_taught_its_move() -> None:
    """Rams' 'dealer_card' (the lesson text's reading): rams left out is allowed there by the
    lesson text's rule, which 'rams_000' teaches later; Foster's general rams taught the move,
    and is cited for it. Rounce's 'widow': the widow ticked again is refused by the dead hand's
    rule, which the next step teaches: the reason says why, uncited."""
    lesson = load("rams")
    task = task_for(lesson.step("dealer_card"), lesson)
    assert task is not None
    result = task.try_answer(["stand", "widow", "pass"])
    assert [r.id for r in result.rules] == ["rams.general_rams"]
    assert result.reasons == [
        "you left out one choice the rules allow here",
        "the rule that allows it is cited below",
    ]
    task = task_for(load("rounce").step("widow"))
    assert task is not None
    result = task.try_answer(["widow"])
    assert [r.id for r in result.rules] == ["rounce.widow"]
    assert result.reasons[0].startswith("you chose widow, but it is not allowed, because you")
