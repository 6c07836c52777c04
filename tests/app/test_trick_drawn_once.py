"""A trick the picture's middle shows is not drawn again in a box beside it.

Seen on the Quiz page (/linger_longer-quiz?question=q_still_in_reshuffle, answered, 1400 and
390 px): the K♠ A♠ 6♠ 5♠ lay in the middle under "This trick" and again, small, under
"Shuffled into the new stock". Every answered "who wins?" or "who is still in?" question of
the games that box their won tricks (Napoleon, Spoil Five, Forty-Five, Linger Longer: 18
curated questions) did the same under "P2's tricks", as did Learn's judged tricks and the hand
review's (the same tables, given the trick just finished). Now the middle, titled with the
winner ("This trick: P2 wins"), is the trick's one place; the new stock says in words that it
holds this trick's cards:

    This trick: P2 wins   [K♠ P1 · led] [A♠ P2] [6♠ P3] [5♠ P0]    Stock 47 cards
                                                 Shuffled into the new stock
                                                 the cards played so far, this trick's too
"""

from __future__ import annotations

import re

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import parse_cards
from engine.game import REGISTRY
from engine.quiz import JUDGED_KINDS, check
from lessons import available, load
from ui.cards import TableView, table_view
from ui.quiz_picture import ended_by_trick, question_view

SHUFFLED = "Shuffled into the new stock"


def _boxed(view: TableView) -> list[int]:
    """The cards drawn in the boxes beside the trick, as card indices."""
    codes = re.findall(r'data-card="([0-9A-Z]+)"', "".join(html for _, html in view.extras))
    return [int(c) for c in parse_cards(codes)]


def _twice(view: TableView) -> list[int]:
    boxed = _boxed(view)
    return [c for _, c, _ in view.trick if c in boxed]


def test_an_answered_question_draws_its_trick_once() -> None:
    twice = {}
    for gid in available():
        for q in load(gid).quiz:
            if q.kind not in JUDGED_KINDS and not ended_by_trick(q):
                continue
            view = question_view(q, check(q, q.solve()))
            if view is not None and _twice(view):
                twice[f"{gid} {q.id}"] = _twice(view)
    assert twice == {}


@pytest.mark.parametrize("qid", ["q_trick", "q_still_in", "q_settle_last_trick"])
def test_the_answered_trick_is_titled_with_its_winner(qid: str) -> None:
    """The winner's box no longer shows the trick credited: its title does."""
    q = next(q for q in load("linger_longer").quiz if q.id == qid)
    winner = q.state.history[-1][1]
    after = question_view(q, check(q, q.solve()))
    assert after is not None and after.trick_title.endswith(f": P{winner} wins"), after
    before = question_view(q, None)
    assert before is not None and "wins" not in before.trick_title  # the question's to ask


def test_the_reshuffle_answer_says_the_trick_went_into_the_new_stock() -> None:
    q = next(q for q in load("linger_longer").quiz if q.id == "q_still_in_reshuffle")
    assert q.state.reshuffled == (len(q.state.history),)  # this very trick made the stock
    view = question_view(q, check(q, q.solve()))
    assert view is not None
    boxes = dict(view.extras)
    assert "this trick's too" in boxes[SHUFFLED] and "data-card" not in boxes[SHUFFLED]
    assert len(view.trick) == 4 and _boxed(view) == []


BOXED = ("napoleon", "spoil_five", "forty_five", "linger_longer")  # their won tricks boxed


@pytest.mark.parametrize("gid", BOXED)
def test_a_finished_trick_in_the_middle_is_left_out_of_the_boxes(gid: str) -> None:
    """Learn's judged trick and the hand review draw a table given the trick just finished:
    the trick before it stays in its winner's box, and given none every trick is boxed."""
    game = REGISTRY.get(gid)
    s = game.new_deal(players=4, dealer=0, seed=7)
    while game.current_player(s) is not None and len(s.history) < 2:
        acts = game.legal_actions(s)
        s = game.apply(s, next((a for a in acts if a.kind != "pass"), acts[0]))
    assert len(s.history) == 2, gid
    first, last = ({c for _, c in plays} for plays, _ in s.history)
    shown = table_view(s, reveal=True, highlight=False, trick=s.history[-1][0])
    assert _twice(shown) == [] and first <= set(_boxed(shown)), gid
    assert first | last <= set(_boxed(table_view(s, reveal=True, highlight=False))), gid
