"""Before the dealer's "Auf" a Bierspiel picture shows nobody's cards face up.

At /bierspiel-quiz?seed=1&kind=declare&level=1 the question asked the dealer's move before
"Auf" under "You have turned the trump: nobody has looked at his cards yet." over a table
drawing his five cards face up (and after the answer, "nobody looks at his cards until you say
“Auf”", the same faces); Learn's step "auf" ("Nobody may look at his cards until the dealer
gives the word of command") drew the dealer's hand face up too. Seed 002: "No player is allowed
to look at his cards until the trump is turned, and the dealer gives the word of command:
“Auf.”" Checked here: each hand dealt lies face down, the mover's too, before the answer and
after it, and once "Auf" is said the mover's cards are face up again.
"""

from __future__ import annotations

import ui.games  # noqa: F401  (registers the drawings)
from engine.games.pool.bierspiel import BIERSPIEL as G
from engine.quiz import check, practice
from engine.scenario import answer
from engine.scenario import load_file as scenario_file
from lessons.checks import step_problems
from lessons.loader import load_file
from lessons.tasks import named, step_seat, task_for
from ui.cards import table_view
from ui.quiz_picture import question_view, task_view

LESSON = "lessons/bierspiel.yaml"


def test_a_generated_declare_question_before_auf_draws_every_hand_face_down() -> None:
    asked = 0
    for seed in range(40):  # (one in ten or so asks the dealer's "Auf")
        q = practice("bierspiel", seed=seed, kind="declare", level=1)
        if not G.before_auf(q.state):
            continue
        asked += 1
        assert q.seat is not None, seed  # (a declare question asks a seat)
        held = q.state.hands[q.seat].bit_count()
        for fb in (None, check(q, [])):
            view = question_view(q, fb, curated=False)
            assert view is not None
            assert "nobody" in view.caption, view.caption
            assert [s.faces for s in view.seats] == [()] * len(view.seats), (seed, fb)
            assert view.seats[q.seat].backs == held, (seed, view.seats[q.seat])
    assert asked >= 2


def test_the_auf_step_draws_the_dealers_hand_face_down() -> None:
    lesson = load_file(LESSON)
    step = next(s for s in lesson.steps if s.id == "auf")
    task = task_for(step)
    assert task is not None and G.before_auf(task.question.state)
    view = task_view(task, named(step), step_seat(step))
    dealer = view.seats[task.question.state.dealer]
    assert "nobody has looked at his cards" in view.caption
    assert dealer.faces == () and dealer.backs == 5, dealer
    # the engine's account of what the picture shows face up (lessons' checks) says the same
    shown = G.table_cards(task.question.state)
    assert not [where for where in shown if where.endswith("'s hand")], shown


def test_the_auf_step_gives_no_hand_nobody_has_looked_at() -> None:
    """The step's scenario gave the dealer's hand (7♠ A♥ 9♦ 10♣ K♠), which its picture
    never shows and its text never names: a position before "Auf" needs none, and the lesson
    checks ask none of its mover (``Game.hands_face_down``)."""
    lesson = load_file(LESSON)
    step = next(s for s in lesson.steps if s.id == "auf")
    assert step.scenario is not None and G.hands_face_down(step.scenario.state)
    assert not any(step.scenario.state.hands), step.scenario.state.hands
    assert step_problems(step, G) == []
    # nor does ``trickbook answer`` say a choice of his is left out for want of his cards
    # (it did, for docs/examples/bierspiel_auf.yaml: "P0's hand is not given, so ...")
    for scn in (step.scenario, scenario_file("docs/examples/bierspiel_auf.yaml")):
        out = answer(scn)
        assert "hand_unknown" not in out and out["legal"] == ["auf"], out


def test_after_auf_the_movers_cards_are_face_up() -> None:
    q = practice("bierspiel", seed=1, kind="declare", level=1)
    after = G.apply(q.state, G.legal_actions(q.state)[0])
    assert not G.before_auf(after)
    seat = after.to_move
    drawn = table_view(after, viewer=seat, quiz=True)
    assert len(drawn.seats[seat].faces) == after.hands[seat].bit_count() > 0
