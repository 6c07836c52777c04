"""After a "How many?" task the explanation says how many cards the learner may exchange, and
which: /irish_loo-learn?step=how_many, done, read "No card may be played yet: declaring is
over: the dealer asks “How many?”, so you cannot play 4♣: say how many cards you exchange, and
which": the first card of the hand, as an example of a card refused, where the learner needed
the move open to him. engine.quiz_words built the line from the refusal of the hand's first
card (right for a card clicked on Play, which names the card tried). Now it reads the engine's
legal moves: "first say how many cards you exchange (none to 3), and which of 7♥, 4♣ and K♦",
and Five-card Loo's short pack "(none to 2)", as many as the pack still holds.

Checked for every lesson position where the player to move picks cards from his hand before
any card is played (a move of cards, ``exchange 2 4C 7H``), and every lesson question on one.
"""

from __future__ import annotations

import re

import pytest

from engine.cards import CARDS
from engine.quiz import Question, explanation
from lessons import available, load
from lessons.tasks import SETTLED, TASK_KINDS

POSITIONS = [
    (game, step.id)
    for game in available()
    for step in load(game).steps
    if step.scenario is not None
    and step.show not in SETTLED
    and TASK_KINDS.get(step.show or "") == "legal_cards"
    and any(a.cards for a in step.scenario.game.legal_actions(step.scenario.state))
]


@pytest.mark.parametrize(("game", "step_id"), POSITIONS)
def test_the_explanation_says_how_many_and_which(game: str, step_id: str) -> None:
    scn = load(game).step(step_id).scenario
    assert scn is not None
    q = Question(id=step_id, kind="legal_cards", prompt="", scenario=scn)
    legal = [a for a in q.game.legal_actions(q.state) if a.cards or a.kind == "exchange"]
    counts = sorted({len(a.cards) for a in legal})
    held = [CARDS[c].pretty for c in q.game.hand_order(q.state, list(q.choices()))]
    lines, _ = explanation(q)
    said = [line for line in lines if line.startswith("no card may be played yet")]
    assert len(said) == 1, lines
    line = said[0]
    low = "none" if counts[0] == 0 else str(counts[0])
    assert f"({low} to {counts[-1]})" in line, line
    assert re.findall(r"(?:10|[2-9AKQJ])[♠♥♦♣]", line) == held, line  # every card, in hand order
    assert "cannot play" not in line, line


def test_lessons_ask_how_many() -> None:
    assert {game for game, _ in POSITIONS} == {"irish_loo", "five_card_loo"}
