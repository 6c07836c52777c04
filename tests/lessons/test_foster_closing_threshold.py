"""The 1895 closing reading scores a failed closer's opponent 1, 2 or 3, and the explanation
says which threshold gave it (quiz audit): Sixty-Six's q_gp_foster ("P1 closed after P0 had
won a trick, and made only 50") read "played out: P1 closed and made only 50: game points →
P0 1", without saying that 1 is for a closer with 33 or more (under 33 scores 2)."""

from __future__ import annotations

from random import Random

from engine.games.sixty_six import CLOSE, SIXTY_SIX, hand_points
from engine.quiz import explanation
from lessons import load

G = SIXTY_SIX


def test_q_gp_foster_names_the_threshold() -> None:
    q = next(q for q in load("sixty_six").quiz if q.id == "q_gp_foster")
    assert q.solve()["P0"] == 1  # the engine's answer: 1, the closer having 33 or more
    lines, rules = explanation(q)
    assert [r.id for r in rules] == ["sixty_six.foster_closing"]
    assert any("P1 made 33 or more" in line for line in lines), lines


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
        said = "made under 33" if hand_points(s, closer) < 33 else "made 33 or more"
        assert value == (2 if said == "made under 33" else 1), (seed, out)
        assert out.reason.endswith(f"; P{closer} {said}"), (seed, out.reason)
        seen[value] = out.reason
        if len(seen) == 2:
            break
    assert sorted(seen) == [1, 2], seen
