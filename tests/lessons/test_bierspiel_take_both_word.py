"""Bierspiel's step seven_turned teaches that after a turned 7♦ the dealer "may take both cards
into his hand, discarding two others, or the second card alone, or neither", but its task
offered only "Take up the trump": the words layer named an action by its kind, so ``rob 2``
(both turned cards) read as ``rob``. Taking both is now a word of its own ("rob 2", "Take up
both cards"), allowed with bierspiel.dealer_takes_both and refused with it where the seat is
not the dealer, or no 7♦ lies turned (tests/engine/test_bierspiel_take_up_refusals.py)."""

from __future__ import annotations

import engine.games  # noqa: F401  (registers the games)
from engine.game import Action
from engine.games.pool.bierspiel import BIERSPIEL
from engine.games.pool.state import PoolState
from engine.quiz import check
from lessons import load
from lessons.tasks import task_for
from ui.games.bierspiel import GAME_UI_BIERSPIEL
from ui.labels import word_labels

G = BIERSPIEL
BOTH = "rob 2"


def task_state(step_id: str) -> PoolState:
    """The position of the task Bierspiel's step ``step_id`` ends with."""
    task = task_for(load("bierspiel").step(step_id))
    assert task is not None, f"{step_id} ends with no task"
    state: PoolState = task.question.state
    return state


def test_the_step_s_task_offers_taking_both_and_the_engine_allows_it() -> None:
    task = task_for(load("bierspiel").step("seven_turned"))
    assert task is not None and task.kind == "declare"
    assert BOTH in task.choices() and BOTH in task.answer()
    assert sorted(task.answer()) == ["pass", "rob", BOTH, "stand", "widow"]
    tried = task.try_answer(["stand", "widow", "pass", "rob"])
    assert not tried.correct and "you left out one choice the rules allow here" in tried.reasons
    assert task.try_answer(["stand", "widow", "pass", "rob", BOTH]).correct
    labels = word_labels(G, task.question.state)
    assert labels[BOTH] == "Take up both cards" and labels["rob"] == "Take up the trump"


def test_the_quiz_question_expects_it_and_its_feedback_cites_the_rule() -> None:
    q = load("bierspiel").question("q_dealer_seven")
    assert q.solve() == frozenset({"stand", "widow", "rob", BOTH})
    fb = check(q, ["stand", "widow", "rob"])
    assert not fb.correct
    assert fb.explanation[0].startswith("you left out rob 2")
    assert "bierspiel.dealer_takes_both" in [r.id for r in fb.rules]


def test_refused_where_no_seven_was_turned_and_for_the_eldest() -> None:
    for step_id in ("eldest_takes", "pone"):
        task = task_for(load("bierspiel").step(step_id))
        assert task is not None and BOTH in task.choices() and BOTH not in task.answer()
        tried = task.try_answer([*task.answer(), BOTH])
        assert not tried.correct
        # 'seven_turned' teaches taking both: at 'pone', before it, the reason says why and the
        # rule waits for its step (lessons.tasks.Task.later); at 'eldest_takes' it is cited
        later = "bierspiel.dealer_takes_both" in task.later
        assert later == (step_id == "pone")
        assert [r.id for r in tried.rules] == ["bierspiel.dealer_takes_both"] * (not later)
        said = " ".join(tried.reasons)  # one card turned: no "both" to take
        assert "only the trump card was turned up, no 7\u2666 before it" in said
    s = task_state("seven_turned")
    eldest = G.apply(s, Action("pass"))  # the dealer passes: the eldest, who plays, may take up
    assert G.taking_up(eldest) and BOTH not in {G.action_word(a) for a in G.legal_actions(eldest)}
    (r,) = [r for r in G.refusals(eldest) if G.action_word(r.action) == BOTH]
    assert r.rule.id == "bierspiel.dealer_takes_both" and r.reason == (
        "only the dealer may take both turned cards; the eldest hand, the dealer having "
        "passed, takes up the trump card alone"
    )


def test_play_draws_no_button_for_it_where_no_seven_was_turned() -> None:
    shows = GAME_UI_BIERSPIEL.shows_refusal
    s = task_state("pone")
    assert not shows(s, Action("rob", number=2))
    seven = task_state("seven_turned")
    assert all(G.action_word(r.action) != BOTH for r in G.refusals(seven))
    assert any(G.action_word(a) == BOTH for a in G.legal_actions(seven))
