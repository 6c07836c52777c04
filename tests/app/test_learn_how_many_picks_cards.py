"""A "How many?" Learn step has the learner choose the cards he lays down.

/irish_loo-learn?step=how_many taught that a player "names how many cards he wants to change
... and lays that many down", then asked "Which of these may you choose now? Tick every one."
over three boxes, Stand, Pass and Exchange (the answer: Exchange alone; stand and pass were
said before). Five-card Loo's how_many the same; its short_pack step drew a button for each of
the 16 combinations of cards. The engine's exchange names the cards (``exchange 2 4C 7H``), so
the task is the move itself: tick the cards, then one button worded by them, as Play draws it
(ui.pages.learn._compose). ``trickbook check`` now names a step that asks for words where every
move is made of cards from the hand (lessons.checks.step_problems).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from apptools import click, open_step
from streamlit.testing.v1 import AppTest

from engine.cards import Card
from lessons import available, load
from lessons.checks import step_problems
from lessons.tasks import task_for

OpenApp = Callable[..., AppTest]


def test_the_check_names_a_how_many_step_asking_for_words() -> None:
    step = load("irish_loo").step("how_many")
    assert step.scenario is not None
    said = step_problems(replace(step, show="declare"), step.scenario.game)
    assert any("made of cards from the hand" in p for p in said), said
    assert not step_problems(step, step.scenario.game)


def test_every_step_whose_moves_are_picked_cards_asks_for_them() -> None:
    picked = []
    for game in available():
        for step in load(game).steps:
            task = task_for(step)
            if task is None:
                continue
            acts = task.question.game.legal_actions(task.question.state)
            if acts and {a.kind for a in acts} == {"exchange"}:
                picked.append((game, step.id))
                assert task.kind == "legal_cards", (game, step.id)
                assert task.prompt.endswith(
                    "Choose the cards to exchange (none to keep them all): one move the rules "
                    "allow."
                ), task.prompt
    assert ("irish_loo", "how_many") in picked and ("five_card_loo", "how_many") in picked


def _pick(at: AppTest, game_id: str, step_id: str, codes: list[str]) -> AppTest:
    for code in codes:
        at.checkbox(key=f"w:{game_id}:learn:pick:{step_id}:0:{code}").check()
    at.run()
    assert not at.exception, at.exception
    return at


@pytest.mark.parametrize(
    ("game_id", "hand"), [("irish_loo", ["7H", "4C", "KD"]), ("five_card_loo", None)]
)
def test_how_many_ticks_the_cards_then_lays_them_down(
    app: OpenApp, game_id: str, hand: list[str] | None
) -> None:
    at = open_step(app(f"{game_id}:learn"), game_id, "how_many")
    step = load(game_id).step("how_many")
    assert step.scenario is not None
    s = step.scenario.state
    held = [Card(c).code for c in range(52) if s.hands[1] >> c & 1]
    if hand is not None:
        assert sorted(held) == sorted(hand)
    labels = [b.label for b in at.checkbox]
    assert "Stand" not in labels and "Pass" not in labels
    assert len(labels) == len(held)  # one box a card
    assert at.button(key=f"{game_id}:learn:compose:exchange").label == "Keep all (exchange 0)"
    at = _pick(at, game_id, "how_many", held[:2])
    label = at.button(key=f"{game_id}:learn:compose:exchange").label
    assert label.startswith("Exchange 2: "), label
    at = click(at, f"{game_id}:learn:compose:exchange")
    said = " ".join(s.value for s in at.success)
    assert "is allowed here" in said and "at the first try" in said, said


def test_short_pack_refuses_more_cards_than_the_pack_holds(app: OpenApp) -> None:
    at = open_step(app("five_card_loo:learn"), "five_card_loo", "short_pack")
    assert len([b for b in at.button if b.label.startswith("Exchange")]) <= 1  # no button a set
    at = _pick(at, "five_card_loo", "short_pack", ["3C", "8C", "5D"])
    at = click(at, "five_card_loo:learn:compose:exchange")
    said = " ".join(e.value for e in at.error)
    assert "is not allowed here" in said, said
    page = " ".join(m.value for m in at.markdown)
    assert "only 2 cards are left in the pack" in page.lower()
