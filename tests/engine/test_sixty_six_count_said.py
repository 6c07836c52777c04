"""A Sixty-Six hand's score says where its count comes from, in what the learner can count.

walk13 (/sixty_six-quiz?seed=57337&kind=game_points, four-hand, played out): the feedback read
"P0+P2 take 104 points (100 to 129)"; a learner who counted 94 in the cards drawn was not told
that 10 is for the last trick. Two-hand "played out: P0 has 76" and "P2 claims correctly with
73" were alike: a count of cards, marriages and the last trick given as one figure. Now the
figure is said as "94 in cards + 10 for the last trick = 104", "33 in cards + 40 in marriages =
73", and a last trick taken after the stock was closed "no 10 for the last trick, as the stock
was closed"; a count of the cards alone stays one figure.
"""

from __future__ import annotations

from functools import cache

import pytest

from engine.cards import cards_in
from engine.games.sixty_six.cards import POINTS
from engine.games.sixty_six.scoring import last_trick_bonus, outcome
from engine.games.sixty_six.state import SixtySixState
from engine.quiz import Question, check, practice

# the rules whose reason states the winner's count (the others name the loser's, or none)
COUNTED = ("sixty_six.played_out", "sixty_six.claim_score", "sixty_six.four.scoring")


SEEDS = range(40)  # the generated game_points questions checked


@cache
def _question(seed: int) -> Question:
    """A game_points question, made when a test first asks for it (not at import, where each
    worker of ``make test`` made all 40 while collecting): suite_groups.SHARED_PARAMETERS gives
    this module's tests to one worker, which makes each once."""
    return practice("sixty_six", seed=seed, kind="game_points", level=2)


def _seats(q: Question, slot: int) -> tuple[int, ...]:
    return (slot, slot + 2) if q.state.n == 4 else (slot,)


def _cards_counted(q: Question, seats: tuple[int, ...]) -> int:
    """What a learner counts in the cards a seat (or side) took, card by card."""
    return sum(POINTS[c] for s in seats for c in cards_in(q.state.won[s]))


def no_last_trick_ten(s: SixtySixState, seats: tuple[int, ...]) -> bool:
    """``seats`` took the last trick of a hand played out after a close (no 10 for it)."""
    closed = s.closed_by >= 0 and not s.opts.last_trick_after_closing
    return closed and s.result == "played" and s.history[-1][1] in seats


def _winner(q: Question) -> int:
    out = outcome(q.state)
    assert out is not None
    return out.winner


def test_the_questions_cover_every_count_to_break_down() -> None:
    questions = [_question(seed) for seed in SEEDS]
    won = [(q, w) for q in questions if (w := _winner(q)) >= 0]
    seen = {(q.state.n, last_trick_bonus(q.state, _seats(q, w)) > 0) for q, w in won}
    assert {(2, True), (3, True), (4, True), (4, False)} <= seen
    assert any(q.state.n < 4 and q.state.melds[w] for q, w in won)
    assert any(no_last_trick_ten(q.state, q.state.seats) for q in questions)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_game_points_answer_says_where_the_winner_s_count_comes_from(seed: int) -> None:
    q = _question(seed)
    s = q.state
    out = outcome(s)
    assert out is not None
    why = check(q, q.solve()).explanation[0]
    if out.rule in COUNTED and "every trick" not in why:
        seats = _seats(q, out.winner)
        cards = _cards_counted(q, seats)
        last = last_trick_bonus(s, seats)
        melds = 0 if s.n == 4 else s.melds[out.winner]
        total = cards + last + melds
        if total == cards:  # the cards alone: the figure is what the learner counts
            assert f" {cards}" in why and " in cards" not in why.split("(")[0], why
        else:
            assert f"{cards} in cards + " in why and f"= {total}" in why, why
            assert ("10 for the last trick" in why) == bool(last), why
            assert (f"{melds} in marriages" in why) == bool(melds), why
    # the closer's count, or the beaten seat's beside the winner's, with a last trick it took
    # after the close: that trick scored no 10, which a learner adding it would count
    closed = [p for p in s.seats if no_last_trick_ten(s, (p,))]
    if s.closed_by in closed or closed and out.rule == "sixty_six.played_out":
        assert "no 10 for the last trick, as the stock was closed" in why, why


def test_should_you_claim_says_the_opponent_s_marriages_in_his_count() -> None:
    """ "It would score 1 game point because your opponent has 38 (33 or more)" over a pile of
    18: his 20 in marriages said, as the learner's own count is ("66 in cards + 0 in
    marriages")."""
    asked = [practice("sixty_six", seed=s, kind="should_claim", level=2) for s in range(200, 240)]
    told = 0
    for q in asked:
        s = q.state
        opp = next(p for p in s.seats if p != s.to_move)
        lines = check(q, q.solve()).explanation
        said = [line for line in lines if "your opponent" in line and "has" in line]
        if s.melds[opp] and said:
            cards = _cards_counted(q, (opp,))
            total = cards + s.melds[opp]
            assert f"{cards} in cards + {s.melds[opp]} in marriages = {total}" in said[0], lines
            told += 1
    assert told, "no question asked with the opponent's marriages in his count"
