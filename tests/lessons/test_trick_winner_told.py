"""A "Who wins this trick?" task is asked on a trick the step's text has told, and the text must
leave the judging to the learner. Napoleon's trick step ended "P0 has no heart and plays the 2♠,
a trump, small as it is." and Linger Longer's "P0, the dealer, with no diamond, trumped with the
7♥ he turned up.": the one trump in the trick, called a trump (or said to trump) just above the
question it answers; Bierspiel's face_down_trick, "if nobody had a trump, the leader takes the
trick. Here P1 led the 8♣ face down and nobody had a trump.", said the one fact that decides it
(read, not matched: the words name no card of the winner's). The texts now tell the plays and
the trump suit, and the learner compares.

Checked against the engine's answer (answer_told.py, shared with the pool lessons' test): no
clause telling the position names the winner, by seat or card, with words that make him win,
or calls his card a trump where it is the trick's only trump.
"""

from __future__ import annotations

import pytest
from answer_told import told, winner_told

from lessons import load
from lessons.tasks import task_for

# the lessons held to it here; the pool lessons' test holds theirs
LESSONS = ["sixty_six", "spoil_five", "forty_five", "bierspiel", "napoleon", "linger_longer"]
TRICK_STEPS = [
    (game, step.id)
    for game in LESSONS
    for step in load(game).steps
    if (task := task_for(step)) is not None and task.kind == "trick_winner"
]


@pytest.mark.parametrize(("game", "step_id"), TRICK_STEPS)
def test_a_trick_step_s_text_leaves_the_winner_to_the_learner(game: str, step_id: str) -> None:
    assert winner_told(load(game).step(step_id)) == []


def test_every_lesson_here_asks_who_wins() -> None:
    assert {game for game, _ in TRICK_STEPS} == set(LESSONS)


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
        # the plays told and the rule stated: the learner still compares
        ("Spades are trumps. P1 leads the 7♥; P0 has no heart and plays the 2♠.", 0, "2♠", 1, 0),
        ("P3 plays the A♥ (a trump: he may play one) and P0 the K♦.", 3, "A♥", 0, 0),
        ("The A♥ is always a trump, the third-best. P1 leads the K♥, P2 the A♥.", 2, "A♥", 1, 0),
        ("P1 leads the K♥, P2 heads it with the A♥, and P4 plays the J♣.", 4, "J♣", 0, 0),
    ],
)
def test_the_check_reads_what_a_text_tells_of_the_winner(
    text: str, seat: int, card: str, only: int, found: int
) -> None:
    hits = told(text, seat, card, bool(only), names=["Pam"])
    assert len(hits) == found, hits
