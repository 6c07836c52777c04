"""Lesson texts of Rams, Rounce and Bierspiel that the learner walk of 2026-12-03 found out of
step with the engine or with the task the step then sets: a learner who does what the text
says must be able to get the task right, so a declaring step names every choice the engine
accepts there, and a step says who leads as the engine has it."""

from __future__ import annotations

import re

import pytest

from lessons import load
from lessons.tasks import task_for

# each declaration word, as a step's text may name it (word boundaries: "passed" is not "pass")
NAMED = {
    "stand": r"\bplay|\bkeep\b|your (own|old) hand",
    "widow": r"\bwidow\b",
    "pass": r"\bpass(es|ing)?\b|\bdrop\b",
    "rams": r"\brams\b",
    "rob": r"\brob\b|\btake up\b|\btake both\b",
    "rob 2": r"\btake both\b|\bboth (turned )?cards\b",  # Bierspiel's both turned cards
    "discard": r"\bdiscard\b|\blay one down\b",
    "auf": r"\bAuf\b",
}

DECLARING = [
    (game, step.id)
    for game in ("rams", "rounce", "bierspiel")
    for step in load(game).steps
    if (task := task_for(step)) is not None and task.kind == "declare"
]


@pytest.mark.parametrize(("game", "step_id"), DECLARING)
def test_a_declaring_step_names_every_choice_its_task_accepts(game: str, step_id: str) -> None:
    """The task ticks every choice the engine allows; the text must not leave one unsaid
    (rams' widow_once said 'play ... or pass out', and the task wanted Rams ticked too)."""
    step = load(game).step(step_id)
    task = task_for(step)
    assert task is not None
    text = " ".join(step.text.split())
    unsaid = [w for w in sorted(task.answer()) if not re.search(NAMED[w], text)]
    assert unsaid == [], f"{game}.{step_id}: the text does not name {unsaid}"


def test_rams_the_announcer_leads_wherever_he_sits() -> None:
    """'Whoever announced rams leads the first trick, whoever sits at the dealer's left' said
    the announcer and the eldest hand both lead; the engine has the announcer (P3) lead, where
    the eldest (P1) would lead without a rams."""
    step = load("rams").step("rams_leads")
    scn = step.scenario
    assert scn is not None
    assert scn.game.current_player(scn.state) == 3
    text = " ".join(step.text.split())
    assert "whoever sits at the dealer's left" not in text
    assert "wherever he sits" in text


@pytest.mark.parametrize(
    ("step_id", "ticked", "line"),
    [
        # (the general rams is held back until the step 'rams' teaches it)
        ("rob", ["stand"], "you left out 3 choices the rules allow here"),
        ("widow_once", ["stand"], "you left out one choice the rules allow here"),
    ],
)
def test_a_declaring_try_says_how_many_choices_were_left_out(
    step_id: str, ticked: list[str], line: str
) -> None:
    """A learner who ticked Play alone on the dealer's five choices was told 'you left out
    something the rules allow here', as was one who missed a single choice: the line now says
    how many (not which: that would give the answer away)."""
    task = task_for(load("rams").step(step_id))
    assert task is not None
    result = task.try_answer(ticked)
    assert not result.correct
    assert line in result.reasons
    assert not any(w in " ".join(result.reasons) for w in ("widow", "rams", "rob"))


def test_bierspiel_crosses_says_who_sits_not_who_plays() -> None:
    """At Bierspiel 'four play' is the number declared to play, which sets the trump leads
    ('if four play, three times'); the crosses step said 'Here four play' of a table where
    nobody had declared yet."""
    step = load("bierspiel").step("crosses")
    scn = step.scenario
    assert scn is not None
    assert scn.state.phase == "declare"  # nobody has played or passed yet
    text = " ".join(step.text.split())
    assert "four play" not in text
    assert "four sit at the table" in text


@pytest.mark.parametrize("game", ["rams", "rounce", "bierspiel"])
def test_no_curated_question_repeats_its_step_s_position(game: str) -> None:
    """Five of Bierspiel's eleven questions (q_seven, q_face_down_winner, q_dealer_seven,
    q_beer, q_eldest) asked again, card for card, the position the learner had just answered
    on their step: the Quiz asked him to remember, not to apply the rule."""
    lesson = load(game)
    same = [
        q.id
        for q in lesson.quiz
        if q.step is not None
        and (step := lesson.step(q.step)).scenario is not None
        and q.scenario == step.scenario
    ]
    assert same == []


def test_bierspiel_s_questions_ask_the_other_side_of_their_rules() -> None:
    """The 7♦ is a trump, so it follows a spade lead with spades trumps: holding no spade, P2
    must play it (q_seven asked a diamond lead before, where the 9♦ heads the 8♦ whatever the
    7♦ is); the highest trump played to a face-down call wins the trick; a dealer facing
    one player after a turned 7♦ may take up the trump, or both turned cards, but not pass; a player with three
    points left wipes out only those."""
    quiz = {q.id: q for q in load("bierspiel").quiz}
    assert {c.code for c in quiz["q_seven"].solve()} == {"7D"}
    assert quiz["q_face_down_winner"].solve() == 3
    assert set(quiz["q_dealer_seven"].solve()) == {"stand", "widow", "rob", "rob 2"}
    assert quiz["q_beer"].solve()["P1"] == 3
