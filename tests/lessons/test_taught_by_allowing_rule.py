"""A kind of move counts as taught once a step teaches a rule that *allows* it, not a rule
saying what it costs or scores: each ground the engine gives a move declares which it is
(``engine.refusal.Ground.role``), and :func:`lessons.teaching.allowing` reads only those that
allow.

Before, any rule grounding a move taught it. Sixty-Six's 'marriage_value' (step 10 of 41)
teaches what a marriage is worth, "The ♥ pair is worth 40 ... the ♠ pair is worth 20", by
``sixty_six.marriage_value``, the rule the engine cites for what a shown marriage scores; its
task read "You are P1. Play a card, or meld: choose one move the rules allow." beside four
"meld" moves, and counted a meld right, a step before 'marriage_after_trick' says that a
marriage is shown, by whom and when. Likewise a lesson declaring Rams' ``rams.rams_lost``
(what a lost rams costs) or Sixty-Six's ``sixty_six.wrong_claim`` (what a wrong claim gives
away) would have offered the rams or the claim from that step on.
"""

from __future__ import annotations

import dataclasses

import pytest

import engine.games  # noqa: F401  (registers the games)
from lessons import load
from lessons.loader import Lesson
from lessons.tasks import task_for
from lessons.teaching import allowing, kinds_taught


def _declaring(lesson: Lesson, step_id: str, *rule_ids: str) -> Lesson:
    """The lesson with step ``step_id`` declaring ``rule_ids`` as well (``teaches:``)."""
    step = lesson.step(step_id)
    told = dataclasses.replace(step, teaches=(*step.teaches, *rule_ids))
    return dataclasses.replace(lesson, steps=tuple(told if s is step else s for s in lesson.steps))


def test_marriage_value_offers_the_marriage_by_the_rule_allowing_it() -> None:
    """'marriage_value' now says who shows a marriage and when ("You, P1, have just won a
    trick ... Show one as you lead", look14) and declares the rule that allows it
    (``sixty_six.marriage_after_trick``): the meld is offered there by that rule, not by
    ``sixty_six.marriage_value``, what a shown marriage scores. Without the declaration the
    step holds the meld back, as before."""
    lesson = load("sixty_six")
    step = lesson.step("marriage_value")
    assert "sixty_six.marriage_after_trick" in step.teaches
    task = task_for(step, lesson)
    assert task is not None and "meld" not in task.held
    assert task.prompt == "You are P1. Play a card, or meld: choose one move the rules allow."
    taught = kinds_taught(lesson)
    assert "meld" not in taught["draw"] and "meld" in taught["marriage_value"]
    bare = dataclasses.replace(step, teaches=())
    undeclared = dataclasses.replace(
        lesson, steps=tuple(bare if s is step else s for s in lesson.steps)
    )
    held = task_for(bare, undeclared)
    assert held is not None and "meld" in held.held
    assert {a.kind for a in held.choices()} == {"play"}
    assert any(m.startswith("meld") for m in held.legal_moves())  # held back, not illegal
    assert "meld" not in kinds_taught(undeclared)["marriage_value"]


@pytest.mark.parametrize(
    ("game_id", "kind", "allows", "costs"),
    [
        ("sixty_six", "meld", "sixty_six.marriage_after_trick", "sixty_six.marriage_value"),
        ("sixty_six", "close", "sixty_six.close", "sixty_six.closer_fails"),
        ("sixty_six", "claim", "sixty_six.claim", "sixty_six.wrong_claim"),
        ("rams", "pass", "rams.declare", "rams.pone"),
        ("rams", "rams", "rams.general_rams", "rams.rams_lost"),
        ("rounce", "widow", "rounce.widow_exchange", "rounce.widow"),
        ("bierspiel", "pass", "bierspiel.declare", "bierspiel.pone"),
        ("napoleon", "nap", "napoleon.one_turn", "napoleon.nap"),
        ("napoleon", "trump", "napoleon.name_trump", "napoleon.trump_held"),
    ],
)
def test_a_rule_saying_what_a_move_costs_does_not_allow_it(
    game_id: str, kind: str, allows: str, costs: str
) -> None:
    """The lesson's positions ground the move in both rules; only the first allows it."""
    lesson = load(game_id)
    said = {
        (g.rule.id, g.role)
        for st in lesson.steps
        if st.scenario is not None
        for a in st.scenario.game.legal_actions(st.scenario.state)
        if a.kind == kind
        for g in st.scenario.game.grounds(st.scenario.state, a)
    }
    assert {(allows, "allows"), (costs, "costs")} <= said
    assert allows in allowing(lesson)[kind] and costs not in allowing(lesson)[kind]


@pytest.mark.parametrize(
    ("game_id", "early", "rule_id", "step_id", "kind"),
    [
        # the rams held on the widow step, though its price is declared on the step before
        ("rams", "play_or_pass", "rams.rams_lost", "widow", "rams"),
        # the claim held on the closing step, though what a wrong one gives away is declared
        ("sixty_six", "exchange", "sixty_six.wrong_claim", "closing", "claim"),
    ],
)
def test_a_step_declaring_only_the_price_of_a_move_does_not_teach_it(
    game_id: str, early: str, rule_id: str, step_id: str, kind: str
) -> None:
    lesson = _declaring(load(game_id), early, rule_id)
    assert kind not in kinds_taught(lesson)[early]
    task = task_for(lesson.step(step_id), lesson)
    assert task is not None and kind in task.held
    assert kind in {task.question.game.word_action(w).kind for w in task.question.solve()}


def test_a_step_declaring_the_rule_allowing_a_move_teaches_it() -> None:
    """The same steps, declaring the rule that allows the move: offered there."""
    lesson = _declaring(load("rams"), "play_or_pass", "rams.general_rams")
    task = task_for(lesson.step("widow"), lesson)
    assert task is not None and "rams" not in task.held and "rams" in task.answer()


def test_bierspiels_widow_taker_plays_the_widow_by_the_rule_allowing_it() -> None:
    """Bierspiel's 'widow' offers "stand" to the dealer who took the widow: he plays it by
    ``bierspiel.widow`` (Foster's "He may play with the hand originally dealt him, or he may
    risk getting a better by taking the widow in exchange", "taking it is playing"), the rule
    the step quotes and its text says ("Taking the widow is playing"), so it allows, not
    prices, the move: taught there, and the task counts it right."""
    lesson = load("bierspiel")
    task = task_for(lesson.step("widow"), lesson)
    assert task is not None
    g, s = task.question.game, task.question.state
    [stand] = [a for a in g.legal_actions(s) if a.kind == "stand"]
    assert [(x.rule.id, x.role) for x in g.grounds(s, stand)] == [("bierspiel.widow", "allows")]
    assert "Taking the widow is playing" in lesson.step("widow").text
    assert "stand" in kinds_taught(lesson)["widow"] and task.answer() == {"rob", "stand"}
