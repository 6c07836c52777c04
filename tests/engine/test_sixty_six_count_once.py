"""Sixty-Six's count of a seat (a side in four-hand) is read once (scoring.side_count: the seats,
the 10 for the last trick, the closed stock's rule), and the claim check says it as the
hand's reasons do. Before, the claim check wrote its own "you have 51 in cards + 0 in marriages
= 51 < 66" (stop 49's words list: a zero part), and scoring.count_said, quiz.pile_points and
the score sheet's rows each worked out the seats and the 10 themselves."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.game import REGISTRY
from engine.games.sixty_six.quiz import pile_points
from engine.games.sixty_six.scoring import count_said, settlement_rows, side_count
from engine.games.sixty_six.state import slot_points
from engine.quiz import check, practice

GAME: Any = REGISTRY.get("sixty_six")


def test_the_claim_check_says_no_zero_part() -> None:
    seen = {"plain": 0, "married": 0}
    for seed in range(120):
        q = practice("sixty_six", seed, kind="should_claim")
        s, seat = q.state, q.state.to_move
        first = check(q, True).explanation[0]
        assert "+ 0 in" not in first, first
        assert first.startswith(f"you have {count_said(s, seat)}, "), first
        if s.melds[seat]:
            assert f"+ {s.melds[seat]} in marriages = " in first, first
            seen["married"] += 1
        else:
            assert first.startswith(f"you have {s.points[seat]}, "), first
            seen["plain"] += 1
    assert all(seen.values()), seen


def _finished(players: int, seed: int) -> Any:
    rng = random.Random(seed)
    s = GAME.new_deal(players=players, seed=seed)
    while not GAME.is_over(s):  # played out mostly (a claim now and then), to the 10
        legal = GAME.legal_actions(s)
        out = [a for a in legal if a.kind != "claim"] if seed % 4 else legal
        s = GAME.apply(s, rng.choice(out or legal))
    return s


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_count_behind_the_words_the_pile_and_the_sheet(players: int) -> None:
    lasts = 0
    for seed in range(40):
        s = _finished(players, seed)
        rows = {r["player"]: r for r in settlement_rows(s)}
        for seat in s.seats:
            c = side_count(s, seat)
            assert c.total == slot_points(s, seat % 2 if players == 4 else seat)
            if c.last:
                lasts += 1
                assert count_said(s, seat).endswith(f"+ 10 for the last trick = {c.total}")
            total, _lines, _rules = pile_points(s, seat)
            assert total == c.cards + c.last  # the pile holds no marriages
        for slot, row in enumerate(rows.values()):
            c = side_count(s, slot)
            assert (row["card points"], row["last trick"], row["marriages"]) == (
                c.cards,
                c.last,
                c.melds,
            )
    assert lasts, "no hand played out to its last trick"
