"""No two questions of a lesson share a prompt: a learner who meets the same words twice takes
them for the same question. Napoleon's q_no_trump_in_trick (the 10♥ led, P2 throwing the A♣)
and q_ace_high (the K♥ led, the A♥ following) both read 'Spades are trumps, and nobody plays a
spade to this trick. Who wins it?' word for word (look13), though one asks whether an ace of
another suit takes a trick and the other whether the ace heads its own suit; each prompt now
names the trick it asks about. The check read Napoleon and Linger Longer only, and Bierspiel's
q_call and q_call_no_trump both read 'P1 led a card face down, and P2 answered with the K♠.
You are P3. Which cards may you play? Choose all.' (look17), one a hand with trumps above and
below the K♠ (does the call bind, and must a trump head it?), the other a hand with none
(does the call bind at all?). Every lesson is read now, and each of the two names the cards of
its hand that its question turns on, read from its position."""

from __future__ import annotations

from collections import Counter

import pytest
from test_task_texts_leave_the_answer import said_of_the_position

from engine.cards import CARDS
from engine.games.pool.play import ranking_for
from lessons import load
from lessons.checks import card_mentions
from lessons.loader import LESSONS_DIR

GAMES = sorted(p.stem for p in LESSONS_DIR.glob("*.yaml"))  # every lesson, a new one too


@pytest.mark.parametrize("gid", GAMES)
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


@pytest.mark.parametrize("qid", ["q_call", "q_call_no_trump"])
def test_the_bierspiel_call_questions_name_the_hand_they_ask_about(qid: str) -> None:
    """Each names cards of the hand it asks about, held there in its position (the K♠ the
    only card named besides, the card on the call), and says nothing of what may be played:
    the answer stays the engine's."""
    q = load("bierspiel").question(qid)
    state = q.scenario.state
    mover = q.game.current_player(state)
    held = {c for c in range(52) if state.hands[mover] >> c & 1}
    on_the_trick = {c for _, c in state.trick}
    named = {int(c) for c in card_mentions(q.prompt)}
    assert named & held, (qid, q.prompt)
    assert named <= held | on_the_trick, [CARDS[c].pretty for c in named - held - on_the_trick]
    assert said_of_the_position(q.prompt, "legal_cards") == [], q.prompt


def test_the_two_call_hands_are_told_apart() -> None:
    """What the two prompts name of P3's hand differs: a trump among the cards named of the
    one, none of the other (the engine's ranking says which cards are trumps)."""
    lesson = load("bierspiel")
    trumps = {}
    for qid in ("q_call", "q_call_no_trump"):
        q = lesson.question(qid)
        s = q.scenario.state
        rank = ranking_for(s.opts, s.trump)
        trumps[qid] = [c.pretty for c in card_mentions(q.prompt) if rank.is_trump(int(c))]
    assert trumps["q_call"][1:] and trumps["q_call_no_trump"] == ["K♠"], trumps
