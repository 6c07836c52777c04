"""An amounts question tells the learner one sign convention: what its prompt says + and −
stand for, the answer form's hint says too (quiz audit). Bierspiel's q_beer, q_penalty and
q_pone said "Write + for the points he wipes out and − for a fresh cross", and the form above
the fields said "+ for what is received, − for what is paid", the counters' words, though a
Bierspiel answer counts chalk (a point wiped out +1, a fresh cross −5). The hint comes from
the game's declared ``amount_signs`` (engine.game.Game), and the answers from the engine."""

from __future__ import annotations

import re

import pytest

from engine.game import REGISTRY
from engine.quiz import Question, amount_hint, practice, settlement_answer
from lessons import available, load

# "+ for each point he wipes out (one a trick)", "− five for each fresh cross": a sign, a
# space, and what it stands for, up to a comma, " and " or the end of the sentence
SIGN_CLAUSE = re.compile(r"[+\u2212] [^,.;?]*?(?=,| and |[.?]|$)")


def amount_questions(gid: str, seeds: tuple[int, ...]) -> list[Question]:
    """The lesson's amounts questions, then generated ones of each amounts kind the game asks."""
    kinds = [k for k in ("settlement", "game_points") if k in REGISTRY.get(gid).quiz_kinds]
    made = [practice(gid, seed, kind=kind) for kind in kinds for seed in seeds]
    return [q for q in load(gid).quiz if q.form == "amounts"] + made


@pytest.mark.parametrize("gid", available())
def test_the_hint_says_what_the_prompt_says_the_signs_mean(gid: str) -> None:
    for q in amount_questions(gid, seeds=(1, 2)):
        hint = amount_hint(q)
        for clause in SIGN_CLAUSE.findall(q.prompt):
            assert clause in hint, (gid, q.id, clause, hint)


def test_bierspiel_hint_counts_chalk() -> None:
    """Bierspiel's hint names what its answers count, and its answers bear it out: the
    pone's refusal is −5 (one fresh cross), a trick won +1."""
    lesson = load("bierspiel")
    for q in lesson.quiz:
        if q.form != "amounts":
            continue
        hint = amount_hint(q)
        assert "received" not in hint and "paid" not in hint, (q.id, hint)
        assert "wipes out" in hint and "fresh cross" in hint, (q.id, hint)
        assert "(e.g. 3, -5)" in hint and "`" not in hint, (q.id, hint)  # plain words
    pone = next(q for q in lesson.quiz if q.id == "q_pone")
    answer = settlement_answer(pone)
    assert answer["P3"] == -5  # the pone who would not play: one fresh cross
    assert answer["P0"] > 0  # the dealer wipes out points


@pytest.mark.parametrize("gid", available())
def test_how_to_write_an_amount_is_said_once(gid: str) -> None:
    """Bierspiel's amounts questions said what + and − count twice: the prompt ended 'Write +
    for each point he wipes out (one a trick), − five for each fresh cross.' and the hint
    under it, by the answer fields, 'Write each amount in points: + for each point he wipes
    out (one a trick), − five for each fresh cross (e.g. 3, -5).' The hint says it, where
    the learner writes (with the unit and an example); the prompt asks the question. Checked
    as the Quiz page shows a question (prompt, then :func:`amount_hint`) and as a notebook's
    quiz box does (:func:`ui.widgets.prompt_html`), the lesson's questions and generated ones."""
    from ui.widgets import prompt_html

    game = REGISTRY.get(gid)
    for q in amount_questions(gid, seeds=(1, 2, 3)):
        for shown in (f"{q.prompt}\n{amount_hint(q)}", prompt_html(q)):
            assert shown.count(game.amount_signs) <= 1, (gid, q.id, shown)
            assert shown.count("Write ") == 1, (gid, q.id, shown)
        if q.kind == "settlement":  # the signs, where a settlement is asked, are said
            assert game.amount_signs in amount_hint(q), (gid, q.id)


@pytest.mark.parametrize("gid", available())
def test_the_question_heading_asks_in_the_game_s_terms(gid: str) -> None:
    """The Quiz page heads a settlement question with its kind's label: Bierspiel's read 'Who
    receives or pays what?' over a prompt asking what each player gains in chalk. A game
    whose answers are not money received and paid (its own ``amount_signs``) says its own."""
    import ui.games  # noqa: F401  (registers the adapters)
    from engine.game import Game
    from ui.format import kind_label
    from ui.tables import game_ui

    game = REGISTRY.get(gid)
    if "settlement" not in game.quiz_kinds or game.amount_signs == Game.amount_signs:
        return
    label = kind_label("settlement", game_ui(gid).kind_labels)
    assert "receives or pays" not in label, (gid, label)
    for q in load(gid).quiz:
        if q.kind == "settlement":
            assert label in q.prompt, (gid, q.id, label, q.prompt)
