"""A hand review's first line says the decisions' costs added up as what they are.

linkaudit (after walk10): three-hand Sixty-Six's review read "Expected result given away over
the hand: 4.01 game points", more than a hand can be worth (3 game points at most). The figure
is the decisions' costs added up, each judged on its own, from what the learner could see at
that moment and against the best choice there: a sum, not the hand's loss. The line now says
so, in every game.
"""

from __future__ import annotations

import dataclasses

from test_hand_review import finished_table

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.review import review_hand as engine_review_hand
from engine.review_words import units
from ui.pages import review_hand
from ui.play_table import deal_word


def test_the_costs_added_up_are_said_as_a_sum_in_every_game() -> None:
    sixty_six = REGISTRY.get("sixty_six")
    t = finished_table("sixty_six", players=3)
    r = engine_review_hand(sixty_six, t.start, t.deals[-1][1], t.seat, worlds=4, exact_worlds=1)
    d = next(d for d in r.decisions if not d.forced)
    costs = (1.5, 1.5, 1.01)  # 4.01, as the walk saw: more than a hand of Sixty-Six is worth
    three = tuple(dataclasses.replace(d, cost=c, mark=None) for c in costs)
    for game in REGISTRY:
        shown = dataclasses.replace(r, game_id=game.id, unit=game.amount_unit, decisions=three)
        deal = deal_word(game)
        text = review_hand.summary(game, shown)
        total = units(sum(costs), game.amount_unit)
        assert "given away over" not in text, (game.id, text)
        assert f"Your decisions' costs add up to {total}" in text, (game.id, text)
        assert f"a sum, not what the {deal} lost" in text, (game.id, text)
