"""Five-card Loo's loo rule says who is looed in plain words, and where the five red go.

Found by the learner walk: /five_card_loo-play, a deal in which P1 stood and took no trick;
the settlement's line read 'P1 won no trick: looed: P1 → pool 5 red · rule: A player in who
wins no trick is looed five red.' 'A player in who' is the phrase a learner stumbled on in
Bierspiel (b53db18 reworded it there); Irish Loo says the same rule as 'Standing is a promise
to win a trick, or be looed: three red counters to the next pool'."""

from __future__ import annotations

from engine.quiz import explanation
from lessons import load


def test_the_looed_rule_names_the_player_who_stands_and_the_next_pool() -> None:
    q = next(q for q in load("five_card_loo").quiz if q.id == "q_looed")
    _, rules = explanation(q)
    looed = next(r for r in rules if r.id == "five_card_loo.looed")
    assert "player in who" not in looed.statement
    assert looed.statement == (
        "A player who stands and wins no trick is looed: five red counters to the next pool."
    )
