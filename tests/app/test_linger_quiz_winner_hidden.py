"""A Linger Longer quiz picture does not show who won the game by drawing his seat apart
(learner walk at 1400 px, 2026-12-02: /?game=linger_longer&question=q_settle_last_trick, "The
stock is empty and P1, P2 and P3 play their last cards. What does each player receive or pay?",
drew P0, P1 and P2 greyed out with no cards and P3, who also has none, in full: the winner of
the game, which the answer turns on, before the learner answered). Learn still draws the
winner apart, tagged "winner"."""

from __future__ import annotations

import re

import ui.games  # noqa: F401  (registers the drawings)
from lessons import load
from ui.cards import table_view
from ui.pages.quiz import question_picture

LL = "linger_longer"


def _seat_styles(html: str) -> dict[str, str]:
    found = re.finditer(
        r'<div role="group" aria-label="(P\d)" data-seat[^>]*opacity:([0-9.]+)', html
    )
    return {m.group(1): m.group(2) for m in found}


def test_the_quiz_draws_a_winner_with_no_cards_as_every_seat_with_none() -> None:
    lesson = load(LL)
    asked = [q for q in lesson.quiz if q.kind == "settlement"]
    assert any(q.id == "q_settle_last_trick" for q in asked)
    for q in asked:
        s = q.state
        # the trick that ended the game is drawn unjudged (test_settlement_quiz_trick.py): the
        # seats playing to it, the winner among them, look alike; those out before it are grey
        playing = [f"P{p}" for p, _ in s.history[-1][0]]
        styles = _seat_styles(question_picture(q, None) or "")
        assert len({styles[p] for p in playing}) == 1, (q.id, styles)
        view = table_view(s, reveal=True, quiz=True, highlight=False)
        assert not any("winner" in seat.tags for seat in view.seats), q.id


def test_learn_still_draws_the_winner_apart() -> None:
    scn = load(LL).step("last_trick").scenario
    assert scn is not None
    seats = table_view(scn.state, reveal=True).seats
    assert "winner" in seats[3].tags and not seats[3].out and seats[1].out
