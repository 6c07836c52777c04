"""Two readings the Bierspiel engine takes were nowhere in its lesson: there is no general rams
(bierspiel.general_rams: the chalked crosses leave no pool for a rams to win or to double),
and the pone who will not play takes a fresh cross while the dealer wipes out five points
(bierspiel.pone: Rams' five counters, chalked). A learner met them only in Play. Each now has
a step whose task is judged by the engine on that reading, and whose source says, in the
note under its quote, where the reading comes from (Foster is silent, RULES.md does not
decide, Trickbook reads it so)."""

from __future__ import annotations

import engine.games  # noqa: F401  (registers the games)
from engine.game import Action
from engine.games.pool.bierspiel import BIERSPIEL
from lessons import load
from lessons.tasks import task_for
from ui.pages.rules import brief

G = BIERSPIEL


def _said(step_id: str) -> str:
    return " ".join(load("bierspiel").step(step_id).text.split())


def test_a_step_sets_a_rams_hand_and_the_engine_refuses_rams() -> None:
    """The step sets a hand a Rams player would announce rams with, and its text says there is
    no general rams here. Since 8fafa46 its task no longer offers "rams" as a box to tick (a
    move the game does not have: tests/engine/test_choices_are_moves.py): the learner chooses
    among the moves Bierspiel has, and the engine still refuses rams at that point by its rule
    (trickbook answer, a scenario)."""
    task = task_for(load("bierspiel").step("no_general_rams"))
    assert task is not None and task.kind == "declare"
    assert "rams" not in task.choices() and "no general rams" in _said("no_general_rams")
    assert task.try_answer(["stand", "widow", "pass"]).correct
    assert not task.try_answer(["stand", "widow"]).correct
    refused = G.explain(task.question.state, Action("rams"))
    assert [r.rule.id for r in refused] == ["bierspiel.general_rams"], refused


def test_a_step_sets_the_pone_s_choice_and_his_pass_is_a_fresh_cross() -> None:
    step = load("bierspiel").step("pone")
    task = task_for(step)
    assert task is not None and task.kind == "declare"
    s = task.question.state
    assert G.pass_costs(s)  # everyone before the pone passed: his pass has a price
    assert sorted(task.answer()) == ["pass", "stand", "widow"]
    paid = G.settlement(G.apply(s, Action("pass")))
    assert paid is not None  # (the pone's pass ends the deal)
    assert {t.rule for t in paid.transfers} == {"bierspiel.pone"}
    by = {(t.payer, t.payee): t.amount for t in paid.transfers}
    assert by == {("P3", "chalk"): 5, ("chalk", "P0"): 5}  # his cross, the dealer's five


def test_the_steps_say_where_the_readings_come_from() -> None:
    """Under the quote, as the rule's note ("About the source"): Foster is silent, the rules
    notes do not decide, the reading is this app's. The text teaches the rule and leaves the
    provenance to the note (tests/lessons/test_step_provenance_said_once.py)."""
    for step_id in ("no_general_rams", "pone"):
        note = load("bierspiel").step(step_id).rule.note
        assert "Foster" in note and "Trickbook's rules notes" in note, step_id
        assert "this app's reading" in note, step_id
    assert "fresh cross" in _said("pone") and "wipes out five" in _said("pone")


def test_the_rules_brief_teaches_both() -> None:
    b = brief(G, load("bierspiel"))
    taught = {r.id for _, rules in b.sections for r in rules}
    assert {"bierspiel.general_rams", "bierspiel.pone"} <= taught


def test_the_rams_step_teaches_the_reading_without_answering_its_task() -> None:
    """The step's text ended 'You are P1 ...: you may play, take the widow or pass, but not
    announce rams.', right above its task 'Which of these may you choose now?': the text
    answered its own task. It still teaches the reading (no general rams, from the chalked
    crosses, Foster's words quoted) and sets the position, and leaves the choosing to P1: it
    names the four moves on offer (as every declaring step must, test_walk_rams_family) without
    saying which are allowed. Whether the text says which moves are P1's here is checked, for
    this step as for every lesson's task steps, by tests/lessons/test_task_texts_leave_the_answer
    (its old text is one of that test's own cases)."""
    step = load("bierspiel").step("no_general_rams")
    text = _said("no_general_rams")
    assert "no general rams" in text and "A♠ K♠ Q♠ J♠ A♥" in text
    assert step.seed == "002" and step.quote.startswith("Three crosses are chalked")
