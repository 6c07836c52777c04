"""Every generated question says the turn as its picture does: the seat and the verb.

At /sixty_six-quiz?seed=0&kind=may_act&level=1 the question read "You are P2, to lead. Which
of these may you do now? Choose all." over a table marking "P2 (you) to move", and a should-I-
claim question "You are P0, to play. Should you claim now?" over "P0 (you) to move": the picture
says "to move" wherever the question offers its mover more than one kind of move (a card, a
meld, a close, a claim: ui.quiz_picture.said_as_asked), and engine.quiz.PROMPTS named the turn
its own way (860d4bd and 40b27f4 fixed the declare and bid prompts the same way). Checked here
for every game and every kind it generates, before the answer and after it: a prompt saying
"You are Pn, <turn>." stands over a picture whose one seat to move is Pn (you), marked <turn>;
"You are Pn." (which cards may you play?) over Pn (you) to move; and a prompt naming no "you"
over a picture naming nobody "(you)". A lesson's own question that says the turn ("You are
P1, to lead." over "P1 (you) to move": Sixty-Six's two should-you-claim questions) says it in
the picture's words too, and so does a Learn step's text over its task's picture (Sixty-Six's
'closing' read "You are P1, to lead." over "P1 (you) to move"); one that describes the seat
("You are P0, the dealer", "next to bid") is left to its author.
"""

from __future__ import annotations

import re

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.quiz import check, kinds_for, practice
from lessons import available, load
from lessons.tasks import task_for
from ui.quiz_picture import question_view, task_view

SEEDS = range(4)
CASES = [(g, k) for g in REGISTRY.ids() for k in kinds_for(REGISTRY.get(g))]


@pytest.mark.parametrize(("game", "kind"), CASES)
def test_the_prompt_says_the_turn_as_its_picture(game: str, kind: str) -> None:
    for seed in SEEDS:
        q = practice(game, seed, kind=kind)
        said = re.match(r"You are (P\d+)(?:, ([^.]+))?\.", q.prompt)
        for fb in (None, check(q, q.solve())):
            view = question_view(q, fb, curated=False)
            assert view is not None, q.id
            movers = [(s.name, s.turn) for s in view.seats if s.to_move]
            yous = [s.name for s in view.seats if s.name.endswith("(you)")]
            where = (q.id, q.prompt, "answered" if fb else "before", movers)
            if said is None:
                assert not yous, where
                continue
            assert yous == [f"{said[1]} (you)"], where
            assert [name for name, _ in movers] == yous, where
            if said[2] is not None:
                assert [turn for _, turn in movers] == [said[2]], where


def test_a_lesson_question_saying_the_turn_says_it_as_its_picture() -> None:
    asked = []
    for q in (q for game in available() for q in load(game).quiz):
        said = re.search(r"You are (P\d+), (to [^.,:;]+)", q.prompt)
        if said is None:
            continue
        view = question_view(q, None)
        assert view is not None, q.id
        movers = [(s.name.split(" (")[0], s.turn) for s in view.seats if s.to_move]
        assert movers == [(said[1], said[2])], (q.id, q.prompt, movers)
        asked.append(q.id)
    assert asked  # Sixty-Six's should-you-claim questions say it


def test_a_learn_step_saying_the_turn_says_it_as_its_task_picture() -> None:
    asked = []
    for game in available():
        for step in load(game).steps:
            said = re.search(r"You are (P\d+), (to [^.,:;]+)", " ".join(step.text.split()))
            task = task_for(step)
            if said is None or task is None:
                continue
            view = task_view(task)
            movers = [(s.name.split(" (")[0], s.turn) for s in view.seats if s.to_move]
            assert movers == [(said[1], said[2])], (game, step.id, said[0], movers)
            asked.append(step.id)
    assert asked  # Sixty-Six's closing step says it


# A sentence seating the learner ("You are P1, first to declare.", "You are the dealer, P0;")
# and its seat's words, to the sentence's end
_SEATED = re.compile(r"\byou are (?:the [\w-]+, )?(P\d+)\b([^.?!]*)", re.IGNORECASE)
# words telling the seat by its place in the order of play, not by the turn itself
_ORDER_WORDS = re.compile(
    r"(?<![\w-])the dealer\b(?!')|\b(?:first|next|last) to (?:be )?\w+|\basked first\b",
    re.IGNORECASE,
)


def _seat_said_by_order(text: str) -> tuple[str, str] | None:
    """The seat and the sentence, where ``text`` seats the learner with words of the order of
    play (the dealer, first to declare, next to bid, asked first).

    >>> _seat_said_by_order("P1 bid 1. You are P3, next to bid. Which may you say?")
    ('P3', 'You are P3, next to bid')
    >>> _seat_said_by_order("You are P1, the non-dealer, with the K♦ Q♦.") is None
    True
    """
    for m in _SEATED.finditer(" ".join(text.split())):
        if _ORDER_WORDS.search(m[0]):
            return m[1], m[0]
    return None


def test_a_seat_told_by_the_order_of_play_says_the_turn_as_its_picture() -> None:
    """Lesson questions read "You are P1, first to declare.", "You are P3, next to bid." and
    "You are P0, the dealer." over "P1 (you) to move" (quizlvl's walk): the seat told by its
    place in the order of play, the picture by the turn. A lesson question that seats the
    learner with such words says the picture's turn in the same sentence ("You are P0, the
    dealer, to move."), as the generated ones say it ("You are P2, to move."). A Learn step's
    text tells a story above its task, whose own prompt ("You are P0. Which of these may you
    choose now?") stands over the picture: left to its author."""
    wrong, asked = [], []
    for q in (q for game in available() for q in load(game).quiz):
        said = _seat_said_by_order(q.prompt)
        view = question_view(q, None) if said else None
        if said is None or view is None:
            continue
        movers = [(s.name.split(" (")[0], s.turn) for s in view.seats if s.to_move]
        asked.append(q.id)
        if [seat for seat, _ in movers] != [said[0]] or movers[0][1] not in said[1]:
            wrong.append((q.id, said[1], movers))
    assert asked
    assert not wrong, wrong
