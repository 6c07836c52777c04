"""Each question of the Napoleon and Linger Longer lessons asks its own thing: Napoleon's
q_no_trump_in_trick (the 10♥ led, P2 throwing the A♣) and q_ace_high (the K♥ led, the A♥
following) both read 'Spades are trumps, and nobody plays a spade to this trick. Who wins it?'
word for word (look13), though one asks whether an ace of another suit takes a trick and the
other whether the ace heads its own suit. A learner who met the same words twice took them for
the same question. Each prompt now names the trick it asks about.

(Bierspiel's lesson has two questions with one prompt as well; not this look's file.)"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.cards import CARDS
from lessons import load


@pytest.mark.parametrize("gid", ["napoleon", "linger_longer"])
def test_no_two_questions_share_a_prompt(gid: str) -> None:
    said = Counter(" ".join(q.prompt.split()) for q in load(gid).quiz)
    assert [p for p, n in said.items() if n > 1] == []


@pytest.mark.parametrize("qid", ["q_no_trump_in_trick", "q_ace_high"])
def test_the_napoleon_trick_questions_name_the_card_led(qid: str) -> None:
    """The two questions whose prompts were one name the card led to the trick they ask
    about, read from the question's own position."""
    q = next(q for q in load("napoleon").quiz if q.id == qid)
    state = q.scenario.state
    led = state.history[-1][0][0][1] if not state.trick else state.trick[0][1]
    assert CARDS[led].pretty in q.prompt, (qid, CARDS[led].pretty, q.prompt)
