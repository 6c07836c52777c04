"""A "who wins this trick?" step quotes the sentence its trick is judged by.

Learner walk of 2026-12-05 (390x2200): /forty_five-learn?step=which_wins sets a trick with
diamonds trumps, P1's K♥ led, P2's Q♥, P3's A♥ and P0's K♦, and asks who wins it. Two trumps
meet, and the A♥, "always a trump, the third best", beats the K♦: the engine judges the trick
by forty_five.ace_of_hearts ('the A♥ "is always a trump card, and never counts as a heart"',
Peel). The step's source quoted 'The rule of thumb is "highest in red, lowest in black".', the
order of the plain suits, which decides nothing in this trick.

The check, for every lesson: the step's quote is (or holds, or is held by) the quote of the
rule the engine judges its trick by, or of a rule the step declares. A rank step quotes the
order it teaches where the engine cites the trick's rule; Loo's trump_turn_no_trump quotes the
lesson text's "a card that was merely discarded may turn out to be a trump", its point: named.
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.rules import normalise
from lessons import load
from lessons.loader import LESSONS_DIR
from lessons.tasks import task_for

# steps whose quote is the idea they teach, not the rule the engine cites for the trick
OWN_IDEA = {
    ("rams", "rank"): "the rank order A K Q J 10 9 8 7 the step teaches",
    ("sixty_six", "rank"): "the rank order A 10 K Q J 9 the step teaches",
    ("loo", "trump_turn_no_trump"): "a discard examined again once the trump is turned",
}
STEPS = [
    (g, s.id)
    for g in sorted(p.stem for p in LESSONS_DIR.glob("*.yaml"))
    for s in load(g).steps
    if s.show == "trick_winner" and task_for(s) is not None and (g, s.id) not in OWN_IDEA
]


@pytest.mark.parametrize(("game_id", "step_id"), STEPS, ids=[f"{g}-{s}" for g, s in STEPS])
def test_a_trick_step_quotes_the_rule_its_trick_is_judged_by(game_id: str, step_id: str) -> None:
    step = load(game_id).step(step_id)
    task = task_for(step)
    assert task is not None
    game = task.question.game
    judged = game.trick_winner_rule(task.question.state)
    rules = [judged, *(game.rules[i] for i in step.teaches if i in game.rules)]
    quote = normalise(step.quote)
    held = [r.id for r in rules if quote in normalise(r.quote) or normalise(r.quote) in quote]
    assert held, (judged.id, judged.quote, step.quote)


def test_forty_five_s_which_wins_quotes_the_heart_ace() -> None:
    step = load("forty_five").step("which_wins")
    task = task_for(step)
    assert task is not None
    judged = task.question.game.trick_winner_rule(task.question.state)
    assert judged.id == "forty_five.ace_of_hearts"
    assert normalise(step.quote) == normalise(judged.quote)
    assert "highest in red" not in step.quote


def test_the_named_steps_are_still_trick_steps() -> None:
    for game_id, step_id in OWN_IDEA:
        assert task_for(load(game_id).step(step_id)) is not None, (game_id, step_id)
