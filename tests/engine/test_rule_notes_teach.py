"""A rule's note tells the learner something its step does not, and a refusal cites its rule.

Learner walk (learnwalk, 390 and 1400 px):
- /rounce-learn?step=widow_dead: the text says the hand given up "is dead, and nobody may see
  it, nor may he take it back, or take the widow a second time", and the "About the source"
  note of rounce.widow_dead (Rams' rule, shared by Rounce and Bierspiel) said it again: "So the
  exchange is made once: the widow is its taker's hand from then on, and the hand he gave up is
  not his to take back, nor the widow to take again." (the widow taken once is widow_once's).
- /linger_longer-learn?step=stock_out: the note "The lesson does not say; this reading takes
  its words as they stand." said neither what the reading is nor why (RULES.md §9: the stock
  running out is not covered; Denexa reshuffles the discards).
- Sixty-Six's exchange, closing and claim tasks: a ticked Meld was refused "you hold no
  marriage (a king and queen of the same suit)" with no rule cited, though the engine refuses
  it by sixty_six.marriage_value.
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from lessons import load
from lessons.tasks import task_for


@pytest.mark.parametrize("game_id", ["rams", "rounce", "bierspiel"])
def test_widow_dead_note_does_not_retell_the_widow_taken_once(game_id: str) -> None:
    note = REGISTRY.get(game_id).rules[f"{game_id}.widow_dead"].note
    assert "take back" not in note and "take again" not in note, note


def test_stock_out_note_says_the_reading_and_why() -> None:
    rule = REGISTRY.get("linger_longer").rules["linger_longer.stock_out"]
    note = " ".join(rule.note.split())
    assert "as they stand" not in note
    assert "draw nothing" in note  # what Trickbook does
    assert "drops out" in note and "last trick" in note  # why: the lesson's rules still end it
    assert "Denexa" in note and "variant" in note  # the other reading RULES.md names


@pytest.mark.parametrize("step_id", ["exchange", "closing", "claim"])
def test_a_meld_ticked_without_a_marriage_cites_the_marriage_rule(step_id: str) -> None:
    task = task_for(load("sixty_six").step(step_id))
    assert task is not None and "meld" not in task.answer()
    result = task.try_answer(sorted({*task.answer(), "meld"}))
    assert not result.correct
    assert any("no marriage" in line for line in result.reasons), result.reasons
    assert "sixty_six.marriage_value" in [r.id for r in result.rules]
