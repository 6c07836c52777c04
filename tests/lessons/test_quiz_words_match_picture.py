"""A quiz question's words say what its picture shows has happened, and no more (look5, after
look3's walk at 1400 px): Linger Longer's q_settle said "P4 and P0 played their last cards to
the last trick, and P3 took it with the Q♣ and drew" over the trick drawn not yet judged (a
settlement that trick decides is asked before it, :func:`ui.quiz_picture.ended_by_trick`, so
the picture does not give away who won it): P3 with no cards and the stock at 21, every player
out of cards; after Check P3 held the 2♣ and the stock was 20. The question now says what the
picture shows, the three playing their last cards to this trick with the stock still holding
cards; who takes the trick, draws and is left is the learner's to work out (the answer is the
engine's, as before)."""

from __future__ import annotations

import re

import ui.games  # noqa: F401  (registers the drawings)
from engine.quiz import JUDGED_KINDS, Question
from lessons import available, load
from ui.cards import TableView
from ui.quiz_picture import ended_by_trick, question_view

# a statement that the trick shown was taken, or that its winner drew
TOLD = re.compile(
    r"\b(took|takes|won|wins) (it|the trick|this trick|the last trick)\b|\b(drew|draws)\b"
)
# "P4, P0 and P3 each play their last card", "P1, P2 and P3 play their last cards"
LAST = re.compile(
    r"((?:P\d(?:, | and )?)+) (?:each )?(?:play|plays|played|has played) (?:his|their) last card"
)
DOWN = re.compile(r"(P\d) is down to his last card")


def unjudged(q: Question) -> bool:
    """Whether the question's picture draws its trick before it is judged."""
    return q.kind in JUDGED_KINDS or ended_by_trick(q)


def statements(prompt: str) -> list[str]:
    """The prompt's sentences that state something (not the question asked)."""
    return [s for s in re.split(r"(?<=[.?!])\s+", prompt.strip()) if not s.endswith("?")]


def test_a_question_drawn_before_its_trick_is_judged_does_not_say_how_it_ended() -> None:
    asked, told = 0, []
    for gid in available():
        for q in load(gid).quiz:
            if unjudged(q):
                asked += 1
                told += [(gid, q.id, s) for s in statements(q.prompt) if TOLD.search(s)]
    assert asked > 30  # every game's "who wins this trick?" and Linger Longer's settlements
    assert told == []


def _seat(view: TableView, name: str) -> tuple[int, bool]:
    """The cards a seat holds in the picture, and whether it has one in the trick."""
    (seat,) = [s for s in view.seats if s.name.split(" (")[0] == name]
    return len(seat.faces) + seat.backs, name in {label.split(" ")[0] for label, _, _ in view.trick}


def test_the_stake_question_says_what_its_picture_shows() -> None:
    """q_settle before the answer: P1 and P2 out already, P4, P0 and P3 each with no cards and
    a card in the trick, the stock not empty, as its words say."""
    q = next(q for q in load("linger_longer").quiz if q.id == "q_settle")
    view = question_view(q, None)
    assert view is not None
    said = LAST.search(q.prompt)
    assert said, q.prompt
    players = re.findall(r"P\d", said.group(1))
    assert sorted(players) == ["P0", "P3", "P4"]
    assert all(_seat(view, p) == (0, True) for p in players)
    assert [s.name for s in view.seats if s.out] == ["P1", "P2"]
    assert "are out already" in q.prompt and "the stock still holds cards" in q.prompt
    stock = dict(view.extras)["Stock"]
    assert "21 cards" in stock


def test_a_seat_said_to_play_his_last_card_has_it_in_the_trick_and_none_in_hand() -> None:
    """Every Linger Longer question before the answer: a seat the words say plays his last card
    holds none and has one in the trick; one they say is down to his last card holds one.
    q_still_in_winner said "P3 is down to his last card" over P3 with no cards and his A♠ in
    the trick (he had played it: the picture draws the trick before it is judged)."""
    met, wrong = set(), []
    for q in load("linger_longer").quiz:
        view = question_view(q, None)
        assert view is not None
        for m in LAST.finditer(q.prompt):
            for p in re.findall(r"P\d", m.group(1)):
                met.add(q.id)
                if _seat(view, p) != (0, True):
                    wrong.append((q.id, p, "plays his last card", _seat(view, p)))
        for m in DOWN.finditer(q.prompt):
            met.add(q.id)
            if _seat(view, m.group(1))[0] != 1:
                wrong.append((q.id, m.group(1), "down to his last card", _seat(view, m.group(1))))
    assert wrong == []
    assert {"q_settle", "q_settle_last_trick", "q_still_in_winner"} <= met, met
