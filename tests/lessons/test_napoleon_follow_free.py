"""Napoleon's step 'follow' says "If you cannot [follow], you may play any card: you need not
trump and need not beat the trick". Read as a learner: its position had a spade, a trump, led to
a P3 holding no spade and so no trump at all; whatever he played, he could neither trump nor
refuse to, and the task ("Play a card the rules allow") had every card right for no reason the
step teaches. Now a plain suit is led to a P3 who cannot follow and holds a trump beside other
suits: the engine allows the trump and every other card alike, the freedom the text states."""

from __future__ import annotations

import engine.games  # noqa: F401
from lessons import load
from lessons.tasks import task_for

STEP = load("napoleon").step("follow")


def test_a_plain_suit_is_led_to_a_player_who_holds_a_trump_and_cannot_follow() -> None:
    scn = STEP.scenario
    assert scn is not None
    data, game, state = scn.data, scn.game, scn.state
    me = f"P{state.to_move}"
    hand = set(data["hands"][me])
    led = data["trick"][0].split()[1]
    trump = data["trump"]
    assert led[-1] != trump  # a plain suit: to trump is a choice, not following suit
    assert not [c for c in hand if c[-1] == led[-1]]  # he cannot follow
    assert [c for c in hand if c[-1] == trump] and [c for c in hand if c[-1] != trump]
    legal = {a.card.code for a in game.legal_actions(state) if a.kind == "play" and a.card}
    assert legal == hand  # he may trump, and he need not


def test_the_task_counts_every_card_right() -> None:
    task = task_for(STEP)
    assert task is not None
    choices = task.choices()
    assert len(choices) == 4 and all(task.try_answer(m).correct for m in choices)
