"""An answered play step's lines under the picture say no more moves than its task offered.

Learn holds back on a play task every kind of move besides a card that no step has taught yet
(785107c: Sixty-Six's first lead, step 6 of 41, offers its six cards alone, "You are P1. Play a
card the rules allow."). Once the card was played, the lines under the picture still listed
every move the engine allows and refuses: "You may play any card in hand: A♠, 9♥, 10♣, J♣, K♦
or Q♦ (all highlighted). You may also meld, close the stock or claim 66." and "“Exchange the 9♥
for the J♥” is not allowed: you may exchange only after winning a trick, before the next lead"
(/sixty_six-learn?step=first_lead, 390x2200): the moves the task had just left out, named
before the steps that teach them. Now the lines leave out the kinds the task holds back
(lessons.tasks.Task.held), and still name the kinds it offers (marriage_value's "meld").

Checked through the Learn page, for every play step of every lesson whose task holds back a
kind of move the engine allows or refuses there, after a right card. Declaring tasks hold back
kinds too (c1f9710: Rams' widow step offers no "Rob the trump"), and their solved lines said
"rob: only the dealer may rob the trump card" (Rams' play_or_pass, widow, widow_once, pone,
Rounce's as_rams, widow, widow_once): checked for every such step, as the page draws its
position (engine.quiz.explanation and legal_words leave the held kinds out).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import click, open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings and the buttons' words)
from engine.cards import CARDS
from lessons import available, load
from lessons.tasks import task_for
from ui.pages.learn_position import may_words
from ui.play_table import action_label

OpenApp = Callable[..., AppTest]


def holding_back(kind: str) -> list[tuple[str, str]]:
    """(game, step) for every step whose task of ``kind`` holds back a kind of move the engine
    allows or refuses there."""
    return [
        (game_id, step.id)
        for game_id in available()
        for step in load(game_id).steps
        if step.scenario is not None
        and (task := task_for(step)) is not None
        and task.kind == kind
        and any(a.kind in task.held for a in step.scenario.game.on_offer(step.scenario.state))
    ]


STEPS = holding_back("legal_cards")


def _answered(app: OpenApp, game_id: str, step_id: str) -> list[str]:
    """The page's Markdown lines once a right card is played on the step's task."""
    at = open_step(app(f"{game_id}:learn", learner="learnertest0002"), game_id, step_id)
    task = task_for(load(game_id).step(step_id))
    assert task is not None
    card = CARDS[int(sorted(task.answer())[0])].code
    click(at, f"{game_id}:learn:try:{card}")
    return [line for m in at.markdown for line in m.value.splitlines()]


DECLARING = holding_back("declare")


def _drawn() -> None:
    import streamlit as st

    from lessons import load
    from lessons.tasks import task_for
    from ui.pages.learn_position import draw_position

    step = load(st.session_state["game"]).step(st.session_state["step"])
    task = task_for(step)
    assert step.scenario is not None and task is not None
    draw_position(step.scenario.game, step, step.scenario, held=task.held)


def test_sixty_six_s_early_steps_hold_moves_back() -> None:
    assert ("sixty_six", "first_lead") in STEPS and len(STEPS) >= 5


@pytest.mark.parametrize(("game_id", "step_id"), STEPS)
def test_the_lines_leave_out_the_moves_the_task_held_back(
    app: OpenApp, game_id: str, step_id: str
) -> None:
    step = load(game_id).step(step_id)
    task = task_for(step)
    assert task is not None and step.scenario is not None
    g, s = step.scenario.game, step.scenario.state
    lines = _answered(app, game_id, step_id)
    # the step's own position first (then the learner's other reading, where it differs)
    may = [line for line in lines if line.startswith("You may")]
    assert may, lines
    verbs = may_words(g, s)
    legal = [a for a in g.legal_actions(s) if a.kind != "play"]
    for a in legal:
        verb = verbs.get(g.action_word(a), g.action_word(a))
        if a.kind in task.held:
            assert not [line for line in may if verb in line], (a.kind, may)
        else:  # a kind the task offers is still said
            assert verb in may[0], (a.kind, may[0])
    if not any(a.kind not in task.held for a in legal):
        assert "may also" not in may[0], may[0]
    text = "\n".join(lines)
    for r in g.refusals(s):
        if r.action.kind in task.held:
            assert f"“{action_label(g, s, r.action)}”" not in text, (r.action, text)


def test_rams_widow_holds_the_rob_back() -> None:
    assert ("rams", "widow") in DECLARING


@pytest.mark.parametrize(("game_id", "step_id"), DECLARING)
def test_a_declaring_step_s_lines_leave_out_the_moves_held_back(game_id: str, step_id: str) -> None:
    step = load(game_id).step(step_id)
    task = task_for(step)
    assert task is not None and step.scenario is not None
    g, s = step.scenario.game, step.scenario.state
    at = AppTest.from_function(_drawn, default_timeout=60)
    at.session_state["game"], at.session_state["step"] = game_id, step_id
    at.run()
    assert not at.exception, at.exception
    text = "\n".join(m.value for m in at.markdown)
    for r in g.refusals(s):
        if r.action.kind in task.held:
            assert r.reason not in text, (r.action, text)
    verbs = may_words(g, s)
    may = [line for line in text.splitlines() if line.startswith("You may")]
    assert may, text
    for a in g.legal_actions(s):
        if g.action_word(a) not in g.declaration_words:
            continue  # a card: the line of a declaring step names the declarations alone
        verb = verbs.get(g.action_word(a), g.action_word(a))
        assert (verb in may[0]) == (a.kind not in task.held), (a.kind, may[0])
