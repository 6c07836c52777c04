"""Learn steps give whole hands, as quiz questions do (lessons/checks.py short_hands, run by
``trickbook check``). A learner noticed Sixty-Six's later_play: six tricks played, the stock
gone, and P0 held 4 cards where the game keeps 6. Six Sixty-Six steps and Rams' must_trump
showed such short hands; each now gives the whole hand, and the engine's answer (the legal
cards, the rules of the refusals) is the one the step teaches."""

from __future__ import annotations

import pytest

from engine.scenario import answer
from lessons import load
from lessons.checks import short_hands

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
