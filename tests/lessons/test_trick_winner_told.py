"""Every lesson's "Who wins this trick?" leaves the judging to the learner (answer_told.py).

Steps: Napoleon's trick step ended "P0 has no heart and plays the 2♠, a trump, small as it is."
and Linger Longer's "P0, the dealer, with no diamond, trumped with the 7♥ he turned up.": the one
trump in the trick, called a trump (or said to trump) just above the question it answers;
/rams-learn?step=trick_winner "P2's A♣ headed the clubs, but P0 had none and trumped with the
7♥."; /five_card_loo-learn?step=pam "Pam ranks above even the ace of trumps. ... P2 heads it
with the A♥, and P4 plays the J♣.". Questions: Loo's q_highest_trump read "P2 trumps with the
3♥, P3 over-trumps with the 9♥. Who wins?". Bierspiel's face_down_trick, "if nobody had a trump,
the leader takes the trick. Here P1 led the 8♣ face down and nobody had a trump.", said the one
fact that decides it (read, not matched: its words name no card of the winner's).

Every step and question of the 11 lessons is held to :func:`answer_told.told` (no clause judges
the winner's play), and every step to :func:`answer_told.winner_named` as well (the text names
neither the winner's seat nor his card: the picture draws the trick), but the steps in
:data:`NAMES_THE_WINNER`, each with the reason its text must name him. A question's prompt is
the only account of the trick beside the picture, so it tells every play and is held to the
first rule only. (Tasks of the other kinds: tests/lessons/test_task_texts_leave_the_answer.py.)
"""

from __future__ import annotations

import doctest

import answer_told
import pytest
from answer_told import told, winner, winner_named

from lessons import available, load
from lessons.tasks import task_for

TRICK_STEPS = [
    (game, step.id)
    for game in available()
    for step in load(game).steps
    if (task := task_for(step)) is not None and task.kind == "trick_winner"
]
QUESTIONS = [
    (game, q.id) for game in available() for q in load(game).quiz if q.kind == "trick_winner"
]
# steps whose text names the winner's seat or card, and why it must; each is still held to
# told(): it tells the play without judging it
NAMES_THE_WINNER = {
    ("sixty_six", "rank"): "a trick of two cards, the K♠ and the 10♠, whose order is the step",
    ("sixty_six", "trick_winner"): "a trick of two cards: the led A♠ and the 9♥ of another suit",
    ("spoil_five", "ace_of_hearts"): "the A♥ is the step's own card: always a trump",
    ("forty_five", "which_wins"): "the A♥ is the rule's card; the trick holds two trumps",
    ("bierspiel", "face_down_trick"): "the rule gives an untrumped trick to its leader",
    ("napoleon", "trick"): "the trick told play by play, the trump suit named before",
    ("linger_longer", "trick"): "the trick told play by play, the dealer's turned card last",
}
# a prompt that judges its trick, in a lesson another helper holds (none now: Sixty-Six's
# q_four_trick, "P3 over-trumps with the 8♣", says "P3 the 8♣")
JUDGED_ELSEWHERE: dict[tuple[str, str], str] = {}


def test_the_checks_examples() -> None:
    assert doctest.testmod(answer_told).failed == 0


@pytest.mark.parametrize(("game", "step_id"), TRICK_STEPS)
def test_a_trick_step_s_text_leaves_the_judging_to_the_learner(game: str, step_id: str) -> None:
    step = load(game).step(step_id)
    task = task_for(step)
    assert task is not None
    w = winner(task.question)
    assert told(step.text, w.seat, w.card, w.only_trump, w.names) == []
    named = winner_named(step.text, w.seat, w.card)
    if (game, step_id) in NAMES_THE_WINNER:
        assert named, f"{game} {step_id} no longer names its winner: drop it from the list"
    else:
        assert named == []


@pytest.mark.parametrize(
    ("game", "qid"),
    [
        pytest.param(*gq, marks=pytest.mark.xfail(reason=JUDGED_ELSEWHERE[gq], strict=True))
        if gq in JUDGED_ELSEWHERE
        else gq
        for gq in QUESTIONS
    ],
)
def test_a_who_wins_question_leaves_the_judging_to_the_learner(game: str, qid: str) -> None:
    q = load(game).question(qid)
    w = winner(q)
    assert told(q.prompt, w.seat, w.card, w.only_trump, w.names) == []


def test_every_lesson_asks_who_wins() -> None:
    assert {game for game, _ in TRICK_STEPS} == set(available())
    assert set(NAMES_THE_WINNER) <= set(TRICK_STEPS)


@pytest.mark.parametrize(
    ("text", "seat", "card", "only", "found"),
    [
        # the texts as they were: each told the winner
        ("P3 the 8♥; P0 has no heart and plays the 2♠, a trump, small as it is.", 0, "2♠", 1, 1),
        (
            "P3 with the 8♦, and P0, with no diamond, trumped with the 7♥ he turned up.",
            0,
            "7♥",
            1,
            1,
        ),
        ("P2's A♣ headed the clubs, but P0 had none and trumped with the 7♥.", 0, "7♥", 1, 1),
        ("The A♥ is the third trump, above the K♦: P3 takes the trick.", 3, "A♥", 0, 1),
        ("P2 heads it with the A♥, and P4 plays Pam, the best trump.", 4, "J♣", 0, 1),
        ("P1 leads the 10♠, P2 trumps with the 3♥, P3 over-trumps with the 9♥.", 3, "9♥", 0, 1),
        # the plays told and the rule stated: the learner still compares
        ("Spades are trumps. P1 leads the 7♥; P0 has no heart and plays the 2♠.", 0, "2♠", 1, 0),
        ("P3 plays the A♥ (a trump: he may play one) and P0 the K♦.", 3, "A♥", 0, 0),
        ("The A♥ is always a trump, the third-best. P1 leads the K♥, P2 the A♥.", 2, "A♥", 1, 0),
        ("P1 leads the K♥, P2 heads it with the A♥, and P4 plays the J♣.", 4, "J♣", 0, 0),
        ("P1 leads the 10♠, P2 plays the 3♥ and P3 the 9♥.", 3, "9♥", 0, 0),
    ],
)
def test_the_check_reads_what_a_text_tells_of_the_winner(
    text: str, seat: int, card: str, only: int, found: int
) -> None:
    hits = told(text, seat, card, bool(only), names=["Pam"])
    assert len(hits) == found, hits
