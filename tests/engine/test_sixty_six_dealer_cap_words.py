"""Three-hand Sixty-Six: every line a learner reads of the dealer's score is true where the cap
holds it back (seed 000: "If the usual scoring would put him up to 7 or over, his total becomes
6, and he must win the last point as an active player").

look6, /sixty_six-learn?step=three_dealer_cap: the dealer P0 at 6 scored nothing, but the
settlement's line read "...; the dealer scores the same: P1 scores 1 game point", and the score
sheet gave him "+1" beside a total left at 6.
"""

from __future__ import annotations

import random

from engine.games.sixty_six import SIXTY_SIX as G
from engine.games.sixty_six import scoring
from engine.games.sixty_six.state import SixtySixState
from lessons import load


def _played(seed: int) -> SixtySixState:
    """A three-hand deal played to its end by random legal moves (claims and closes among
    them, so that right and wrong claims, closes and played-out hands all come up)."""
    rng = random.Random(seed)
    s = G.new_deal(players=3, dealer=seed % 3, seed=seed)
    while s.phase != "over":
        s = G.apply(s, rng.choice(list(G.legal_actions(s))))
    return s


def _check(s: SixtySixState) -> str:
    """Check one finished hand's words against what it scores; its kind, for the tally."""
    out = G.outcome(s)
    assert out is not None
    d, before = s.dealer, s.scores[s.dealer]
    after = G.scores_after(s)
    usual, got = out.game_points[d], after[d] - before
    assert after[d] <= 6
    st = G.settlement(s)
    assert st is not None
    lines = [t.third() for t in st.transfers] + [n.third() for n in st.notes]
    lines += [G.settlement_json(s)["reason"], out.reason]
    sheet = scoring.score_table(s)[-1]
    lines.append(sheet["why"])
    # what each scored, as the sheet and the settlement's table give it, adds up
    for k in range(3):
        assert sheet[f"P{k} +"] == after[k] - s.scores[k] == sheet[f"P{k} total"] - s.scores[k]
        row = scoring.settlement_rows(s)[k]
        assert row["game points"] == after[k] - s.scores[k]
    dealer_moves = [t for t in st.transfers if t.payee == f"P{d}"]
    if got < usual:  # the cap holds him back
        for line in lines:
            assert "the dealer scores" not in line, line
            assert "total stops at 6" in line, line
        told = out.said.text(d)
        assert "your total stops at 6" in told and f"P{d}'s" not in told
        assert sum(t.amount for t in dealer_moves) == got
        if got:
            assert all(t.rule == "sixty_six.three.dealer_cap" for t in dealer_moves)
        return "capped"
    assert all("stops at" not in line for line in lines)
    if usual:  # he scores as the winner does (or 1 where nobody wins), with his own line
        said = "the dealer scores the same" if out.winner >= 0 else "the dealer scores 1"
        assert all(said in line for line in lines)
        assert [t.amount for t in dealer_moves] == [usual]
        return "scores"
    return "nothing"


def test_dealer_words_true_at_every_total() -> None:
    seen: dict[str, int] = {}
    for seed in range(60):
        hand = _played(seed)
        d = hand.dealer
        for total in range(7):
            scores = [1, 1, 1]
            scores[d] = total
            kind = _check(hand._replace(scores=tuple(scores)))
            seen[kind] = seen.get(kind, 0) + 1
    # every case came up: capped (a dealer at 6 or near it), scoring, and nothing to score
    assert seen.get("capped", 0) > 20 and seen.get("scores", 0) > 20, seen


def test_the_lesson_step_says_the_dealer_stays_at_6() -> None:
    """The Learn step itself: P0 at 6, P1 wins 1; its settlement line says why P0 does not."""
    shown = load("sixty_six").step("three_dealer_cap").scenario
    assert shown is not None
    s = shown.state
    st = G.settlement(s)
    assert st is not None
    (line,) = st.transfers
    assert line.payee == "P1" and line.amount == 1
    assert line.third().endswith(
        "; the dealer would score the same, but as dealer P0's total stops at 6"
    )
    assert _check(s) == "capped"
