"""A reason the learner was just told for his wrong choice is not said again for the other
choices it refuses (learner walk, the Quiz page /?game=napoleon&question=q_first_lead with A♠
ticked: 'you chose A♠, but it is not allowed: you must lead a trump: you hold K♥ and 7♥',
then 'A♣ and 9♦: you must lead a trump: you hold K♥ and 7♥', the same words twice). Now the
other choices say 'not allowed either, for the same reason as A♠'. Every curated choose-all
question of every game, answered with each forbidden choice alone: no reason line repeats the
learner's own."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.quiz import Question, check
from lessons import available, load

CHOOSE_ALL = [
    (g, q)
    for g in available()
    for q in load(g).quiz
    if q.form in ("cards", "words") and q.kind != "still_in"
]


def _code(x: object) -> str:
    return str(getattr(x, "code", x))


@pytest.mark.parametrize(("game_id", "q"), CHOOSE_ALL, ids=[f"{g}-{q.id}" for g, q in CHOOSE_ALL])
def test_the_learner_s_reason_is_not_said_again(game_id: str, q: Question) -> None:
    for x in q.choices():
        if x in q.solve():
            continue
        fb = check(q, _code(x))
        assert not fb.correct
        told = [
            ln.split(" not allowed, because ", 1)[1]
            for ln in fb.explanation
            if ln.startswith("you chose ")
        ]
        for line in fb.explanation:
            if line.startswith("you "):
                continue
            why = line.split(": ", 1)[-1]
            assert why not in told, fb.explanation


def test_napoleon_first_lead_names_the_choice_whose_reason_it_shares() -> None:
    q = next(q for q in load("napoleon").quiz if q.id == "q_first_lead")
    fb = check(q, "AS")
    assert fb.explanation[0] == (
        "you chose A♠, but it is not allowed, because you must lead a trump: you hold K♥ and 7♥"
    )
    assert fb.explanation[-1] == "A♣ and 9♦ are not allowed either, for the same reason as A♠"
    assert [r.id for r in fb.rules] == ["napoleon.lead_trump"]
