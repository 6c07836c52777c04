"""The 1895 closing reading scores a failed closer's opponent 1, 2 or 3, and the explanation
says which threshold gave it (quiz audit): Sixty-Six's q_gp_foster ("P1 closed after P0 had
won a trick, and made only 50") read "played out: P1 closed and made only 50: game points →
P0 1", without saying that 1 is for a closer with 33 or more (under 33 scores 2).

A closer who claims 66 wrongly was then told "P1 closed and claims wrongly with 30; P1 made
under 33": "made" speaks of a hand played out, and this one was stopped at the claim. The band
is now said as the 1895 text frames it ("2 if the closer has fewer than 33"), the same words
whether the hand was played out, stopped by a claim, or the opponent got to 66 first."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from engine.games.sixty_six import CLOSE, SIXTY_SIX, hand_points
from engine.quiz import explanation
from engine.scenario import from_dict
from lessons import load

G = SIXTY_SIX


def test_q_gp_foster_names_the_threshold() -> None:
    q = next(q for q in load("sixty_six").quiz if q.id == "q_gp_foster")
    assert q.solve()["P0"] == 1  # the engine's answer: 1, the closer having 33 or more
    lines, rules = explanation(q)
    assert [r.id for r in rules] == ["sixty_six.foster_closing"]
    assert any("a failed closer with 33 or more gives 1" in line for line in lines), lines


def test_each_failed_close_under_the_1895_reading_says_its_threshold() -> None:
    """Hands closed after the opponent's first trick and played out under the reading: a
    closer left under 66 gives 1 with 33 or more, 2 under 33, and the reason says which."""
    seen: dict[int, str] = {}
    for seed in range(400):
        rng = Random(seed)
        s = G.new_deal(players=2, seed=seed, variant="foster_closing")
        while s.phase == "play":
            acts = G.legal_actions(s)
            opp_won = s.tricks[1 - s.to_move] > 0
            if s.closed_by < 0 and opp_won and CLOSE in acts:
                s = G.apply(s, CLOSE)
                continue
            s = G.apply(s, rng.choice([a for a in acts if a.kind == "play"]))
        out = G.outcome(s)
        if out is None or out.rule != "sixty_six.foster_closing" or s.closed_by < 0:
            continue
        closer = s.closed_by
        value = out.game_points[1 - closer]
        if value == 3 or hand_points(s, closer) >= 66:
            continue
        band = "fewer than 33" if hand_points(s, closer) < 33 else "33 or more"
        assert value == (2 if band == "fewer than 33" else 1), (seed, out)
        closed = f"P{closer} closed, the hand was played out and he made only "
        assert out.reason.startswith(closed), out.reason
        assert out.reason.endswith(f", and a failed closer with {band} gives {value}"), out
        seen[value] = out.reason
        if len(seen) == 2:
            break
    assert sorted(seen) == [1, 2], seen


@pytest.mark.parametrize("variant", ["foster_closing", "seed"])
@pytest.mark.parametrize("count", [19, 30, 40, 60])
def test_a_closer_who_claims_wrongly_is_told_his_count_not_what_he_made(
    variant: str, count: int
) -> None:
    """The closer P1 claims 66 with ``count`` (P0 had won a trick before the close): the hand
    stops there, so the reason gives his count and, under the 1895 reading, its band in that
    text's words; nothing he "made", told in the third person or to P1 himself."""
    data: dict[str, Any] = {
        "game": "sixty_six",
        "variant": variant,
        "trump": "H",
        "closed_by": "P1",
        "claimed_by": "P1",
        "tricks_at_close": {"P0": 1, "P1": 1},
        "tricks": {"P0": 2, "P1": 3},
        "points": {"P0": 40, "P1": count},
    }
    s = from_dict(data, "test").state
    out = G.outcome(s)
    assert out is not None and out.winner == 0
    value = out.game_points[0]
    said = f"P1 closed and claims wrongly with {count}"
    if variant == "seed":  # the modern reading: 2 whatever his count, no band to name
        assert (value, out.rule, out.reason) == (2, "sixty_six.closer_fails", said)
    else:
        band = "fewer than 33" if count < 33 else "33 or more"
        assert value == (2 if count < 33 else 1)
        assert out.reason == f"{said}, and a failed closer with {band} gives {value}"
    settled, told = G.settlement(s), G.outcome(s, 1)
    assert settled is not None and told is not None
    for reason in (out.reason, told.reason, *(t.reason for t in settled.transfers)):
        assert " made" not in str(reason), reason
