"""Spoil Five's "who wins this trick?" feedback says why the winner beats the next best card,
by the game's own order (learner walk at 1400 px, 2026-12-02: /?game=spoil_five&question=
q_wins_diamonds, answered A♦, said only "A♥ is the highest trump (♦) in the trick": nothing on
why the A♥ outranks the ace of trumps, nor, in q_wins_clubs, why the 2♣ beats the 9♣ and 10♣).
The words come from the ranking layer (engine/ranking.py Ranking.explain), not typed in here."""

from __future__ import annotations

import pytest

import engine.games.spoil_five.moves as moves
from engine.quiz import Question
from engine.quiz_words import explanation
from lessons import load

QUESTIONS = [q for q in load("spoil_five").quiz if q.kind == "trick_winner"]


@pytest.mark.parametrize("q", QUESTIONS, ids=[q.id for q in QUESTIONS])
def test_the_why_names_the_card_beaten_and_the_order(q: Question) -> None:
    s = q.state
    plays, winner = s.history[-1]
    r = moves.RANKINGS[s.trump]
    led = int(r.follows[plays[0][1]])
    card = next(c for p, c in plays if p == winner)
    rival = max((c for p, c in plays if p != winner), key=lambda c: r.power(c, led))
    lines, _ = explanation(q, (winner + 1) % s.n)  # a wrong seat
    why = " ".join(lines)
    assert r.explain(card, rival, led) in why
    order = r.trump_order if r.is_trump(card) else r.suit_order[led]
    assert " ".join(c.pretty for c in order) in why


def test_the_ace_of_hearts_is_said_to_beat_the_ace_of_trumps() -> None:
    q = next(q for q in QUESTIONS if q.id == "q_wins_diamonds")
    why = " ".join(explanation(q, 1)[0])
    assert "A♥ beats A♦" in why and "5♦ J♦ A♥ A♦ K♦" in why
