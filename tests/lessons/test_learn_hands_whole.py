"""Learn steps give whole hands, as quiz questions do (lessons/checks.py short_hands, run by
``trickbook check``). A learner noticed Sixty-Six's later_play: six tricks played, the stock
gone, and P0 held 4 cards where the game keeps 6. Six Sixty-Six steps and Rams' must_trump
showed such short hands; each now gives the whole hand, and the engine's answer (the legal
cards, the rules of the refusals) is the one the step teaches. A picture of a finished trick
is counted as it lies on the table, before the draw (rank: five cards each at trick 1, the
stock of 12 beside them)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.scenario import answer, from_dict
from lessons import load
from lessons.checks import PARTIAL, short_hands, step_problems

# step: (seat, cards he holds, the legal cards the step teaches, the rules of its refusals)
WHOLE = {
    ("sixty_six", "free_play"): (0, 6, {"JC", "AH", "9S", "10S", "JD", "9D"}, set()),
    ("sixty_six", "later_play"): (0, 6, {"AC", "JC"}, {"sixty_six.follow_suit"}),
    ("sixty_six", "later_play_strict"): (0, 6, {"AC"}, {"sixty_six.strict.follow_and_head"}),
    ("sixty_six", "later_play_strict_trump"): (0, 6, {"AH", "9H"}, {"sixty_six.strict.trump"}),
    ("sixty_six", "four_head"): (
        2,
        8,
        {"AH"},
        {"sixty_six.four.follow_suit", "sixty_six.four.head_the_trick"},
    ),
    ("sixty_six", "four_trump"): (2, 8, {"AC"}, {"sixty_six.four.trump_when_void"}),
    ("rams", "must_trump"): (0, 5, {"QH"}, {"rams.must_trump"}),
}


@pytest.mark.parametrize(("game_id", "step_id"), list(WHOLE))
def test_the_step_gives_the_whole_hand_and_teaches_the_same_answer(
    game_id: str, step_id: str
) -> None:
    seat, held, legal, rules = WHOLE[(game_id, step_id)]
    scn = load(game_id).step(step_id).scenario
    assert scn is not None
    assert scn.game.cards_held(scn.state, seat) == held
    assert scn.state.hands[seat].bit_count() == held
    assert short_hands(scn) == []
    ans = answer(scn)
    assert {a for a in ans["legal"] if a not in ("claim", "close")} == legal
    cards = [r for r in ans["illegal"] if r["action"] not in ("claim", "close", "exchange")]
    assert {r["rule"] for r in cards} == rules
    assert not any(r["action"] in ("meld", "marriage") for r in ans["illegal"])


@pytest.mark.parametrize("step_id", ["rank", "trick_winner"])
def test_a_finished_trick_is_counted_as_it_lies_on_the_table(step_id: str) -> None:
    """The engine judges the trick at once and, with the stock open, both players draw (six
    each); the picture draws the trick on the table before that, five cards in each hand."""
    scn = load("sixty_six").step(step_id).scenario
    assert scn is not None
    assert [scn.game.cards_held(scn.state, p) for p in (0, 1)] == [6, 6]
    assert [h.bit_count() for h in scn.state.hands] == [5, 5]
    assert short_hands(scn) == []
    short = dict(scn.data, hands={**scn.data["hands"], "P0": scn.data["hands"]["P0"][:4]})
    assert short_hands(from_dict(short)) == [(0, 4, 5)]


def test_a_short_step_hand_is_reported_unless_the_text_says_so() -> None:
    step = load("sixty_six").step("later_play")
    old = {  # the step before: four of P0's cards after six tricks
        "game": "sixty_six",
        "dealer": "P0",
        "trump": "H",
        "tricks": {"P0": 3, "P1": 3},
        "leader": "P1",
        "hands": {"P0": ["JC", "AC", "AH", "9S"]},
        "trick": ["P1 QC"],
    }
    short = replace(step, scenario=from_dict(old))
    problems = step_problems(short, None)
    assert any("gives P0 4 cards where he would hold 6" in p for p in problems), problems
    assert any("say in the text that" in p for p in problems), problems
    said = replace(short, text=f"{step.text} ({PARTIAL.capitalize()}.)")
    assert not any("would hold" in p for p in step_problems(said, None))
