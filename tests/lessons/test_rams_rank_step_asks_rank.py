"""Rams' 'Ace high' step asks the question its text poses, and only the rank it teaches decides it.

/rams-learn?step=rank said 'P1 led the K♣, and you are P2: which of your cards rank above it?',
and its task was 'Play a card the rules allow': the 7♣ was refused by head-the-trick, a rule the
lesson teaches three steps later (step head), and no answer said which cards rank above the K♣.
The step now shows a trick of clubs alone and asks who wins it: the card its text's order puts
highest, which the engine names.
"""

from __future__ import annotations

import re

from engine.cards import CARDS
from lessons import load
from lessons.tasks import task_for

RANK = r"(?:10|[2-9AKQJ])"


def test_rank_step_is_decided_by_the_order_its_text_states() -> None:
    step = load("rams").step("rank")
    task = task_for(step)
    assert task is not None
    q = task.question
    # the learner answers the text's question (which card ranks highest, so wins), not a move
    # that rules taught later (heading, trumping) judge
    assert task.kind == "trick_winner", task.prompt
    found = re.search(rf"the ace is highest, then ({RANK}(?: {RANK})+)", step.text)
    assert found, step.text
    order = ["A", *found.group(1).split()]
    plays = q.shown_trick()
    cards = [CARDS[c] for _, c in plays]
    led = cards[0].suit
    # clubs alone and no trump: the rank decides the trick
    assert all(c.suit == led for c in cards) and led != q.state.trump_suit
    assert f"led the {cards[0].pretty}" in step.text
    best = min(plays, key=lambda p: order.index(CARDS[p[1]].code[:-1]))
    assert q.solve() == best[0]
    assert q.check(str(best[0])).correct
