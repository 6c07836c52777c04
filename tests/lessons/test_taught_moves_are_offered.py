"""A declaring task offers the move its step teaches a rule against, so the learner meets the
refusal on the position the step sets.

Declaring steps of Rams, Rounce and Bierspiel used to end "Which of the moves below (play your
own hand, take the widow, pass, announce a general rounce, rob the trump card, discard a card)
are yours to make?", listing every move the task offered (d0074c3), right above the task's
"Which of these may you choose now? Tick every one." over the same boxes: the question twice
(tests/lessons/test_task_asked_once.py now keeps such questions out of a text). The task lists
the moves; what still matters is that its boxes hold what the step teaches: Bierspiel's
rob_dealer_only offers "Rob the trump" to P3. A task that held back such a move (as Learn holds
back the kinds of move a lesson has not taught yet) would leave the step's rule untried.

A move the game does not have is no box at all (look6, tests/engine/test_choices_are_moves.py):
Rounce's no_general_rounce says "there is no general rounce" in its text, and its boxes no longer
offer one to refuse (nor Bierspiel's no_general_rams a rams).
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from lessons import available, load
from lessons.tasks import task_for


def _taught_refusals() -> list[tuple[str, str, str, str]]:
    """(game, step, the refused move's word, rule) for every refusal, on a declaring step's
    position, by a rule the step declares it teaches."""
    out = []
    for game_id in available():
        for step in load(game_id).steps:
            task = task_for(step)
            if task is None or task.kind != "declare" or step.scenario is None:
                continue
            g, state = step.scenario.game, step.scenario.state
            for refusal in g.refusals(state):
                # a move of the game (not one it lacks: absent_kinds, Rounce's rams)
                if refusal.rule.id in step.teaches and refusal.action.kind not in g.absent_kinds:
                    out.append((game_id, step.id, g.action_word(refusal.action), refusal.rule.id))
    return out


TAUGHT = _taught_refusals()


def test_the_lessons_teach_refusals_on_declaring_steps() -> None:
    # Loo's lone widow, Rams' rams_000, Rounce's five, Bierspiel's four (12 when written)
    assert len(TAUGHT) >= 10
    assert ("rounce", "widow_dead", "widow", "rounce.widow_dead") in TAUGHT
    assert not any(word == "rams" for game, _, word, _ in TAUGHT if game != "rams")


@pytest.mark.parametrize(("game_id", "step_id", "word", "rule_id"), TAUGHT)
def test_a_declaring_task_offers_the_move_its_step_teaches_against(
    game_id: str, step_id: str, word: str, rule_id: str
) -> None:
    task = task_for(load(game_id).step(step_id))
    assert task is not None
    assert word in [str(c) for c in task.choices()], (word, rule_id, task.held)
    result = task.try_answer([word])
    assert not result.correct
    assert rule_id in [r.id for r in result.rules]
