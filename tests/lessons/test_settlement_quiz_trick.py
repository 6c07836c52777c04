"""A settlement question about a game a trick in its position ended draws that trick to be
judged, not its outcome (DESIGN §3: a quiz picture never shows the fact it asks for).

Seen in a learner walk (the Quiz page, /?game=linger_longer&question=q_settle_last_trick at
1400 and 390 px): "The stock is empty and P1, P2 and P3 play their last cards. What does each
player receive or pay?" was drawn with the middle saying "Tricks: the game is over" and the
trick under "P3's tricks" beside the stock: who won the last trick, and so the game (seed 003:
"the winner of the last trick wins the game"), was the picture's to read, not the learner's to
work out. Now, as for "who wins this trick?", the trick lies in the middle unjudged before the
answer (no trick credited, nothing drawn, nobody out) and is credited, its winning card marked,
after it.

    before:   P1 no cards   [A♣ P1 · led] [K♣ P2] [Q♥ P3]   P3 no cards    Trumps ♥, stock 0
    after:    This trick: P3 wins, Q♥ marked; P3's tricks A♣ K♣ Q♥
"""

from __future__ import annotations

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS
from engine.quiz import check
from lessons import load
from ui.quiz_picture import question_view

LL = "linger_longer"


@pytest.mark.parametrize(
    ("qid", "trick", "winner"),
    [
        ("q_settle_last_trick", ["9S", "JS", "3S", "2D"], "JS"),
        ("q_settle", ["JC", "10C", "QC"], "QC"),
    ],
)
def test_a_settlement_question_draws_the_trick_unjudged_then_judged(
    qid: str, trick: list[str], winner: str
) -> None:
    q = next(q for q in load(LL).quiz if q.id == qid)
    before = question_view(q, None)
    assert before is not None
    assert [CARDS[c].code for _, c, _ in before.trick] == trick
    assert not any("tricks" in label for label, _ in before.extras), before.extras
    assert not any("winner" in seat.tags for seat in before.seats)
    after = question_view(q, check(q, q.solve()))
    assert after is not None
    assert [CARDS[c].code for _, c, _ in after.trick] == trick
    assert [CARDS[c].code for _, c, look in after.trick if look == "marked"] == [winner]
    assert "wins" in after.trick_title or any("tricks" in label for label, _ in after.extras)
