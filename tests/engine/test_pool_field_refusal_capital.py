"""A refused amount opens with its field's label, capitalised as a sentence's start: the
next pool's field ("next pool (before the next dealer's ante)", engine.quiz.next_pool_label)
was refused as "next pool (before the next dealer's ante): '1e3' is not an amount ...", the
Quiz page's and the notebook box's message starting lowercase, where a player's reads "P0:
'x' is not an amount". The label is capitalised where it becomes the sentence's start
(engine.quiz_numbers.parse_amount), for every game with a next pool."""

from __future__ import annotations

import pytest

from engine.game import REGISTRY
from engine.ledger import POOL
from engine.quiz import AnswerFormatError, check, kinds_for, next_pool_label, practice
from ui.widgets import box_problem

GAMES = [g for g in REGISTRY.ids() if "settlement" in kinds_for(REGISTRY.get(g))]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_refused_amount_starts_with_a_capital(game_id: str) -> None:
    q = practice(game_id, 7, kind="settlement")
    for field in q.solve():
        typed = {str(k): str(v) for k, v in q.solve().items()} | {str(field): "1e3"}
        with pytest.raises(AnswerFormatError) as e:
            check(q, typed)
        said = str(e.value)
        label = next_pool_label(q) if field == POOL else str(field)
        assert said[0].isupper() and said.lower().startswith(f"{label.lower()}: '1e3'"), said
        assert (box_problem(q, typed) or "")[0].isupper()


def test_a_game_with_a_next_pool_is_tried() -> None:
    assert any(POOL in practice(g, 7, kind="settlement").solve() for g in GAMES)
