"""A "Which cards may you play?" question at Spoil Five or Forty-Five asks about cards only, so
its mover must have nothing but cards to choose from. Forty-Five's q_privilege_kept (read as a
learner, 1400 px) put the A♥ in P2's hand with hearts trumps: the A♥ was then the ace of trumps
too, and before his first card its holder may rob the turn-up. The picture tagged him "to move",
not "to play", and the engine's answer cited robbing ("robbing is optional: you may let the 2♥
lie") beside the privilege the question is about. Its trumps are diamonds now, where the A♥ is
the third trump and nothing more."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.quiz import explanation
from lessons import load

GAMES = ["spoil_five", "forty_five"]
QUESTIONS = [(g, q.id) for g in GAMES for q in load(g).quiz if q.kind == "legal_cards"]


@pytest.mark.parametrize(("game", "qid"), QUESTIONS)
def test_a_which_cards_question_offers_its_mover_cards_only(game: str, qid: str) -> None:
    q = next(q for q in load(game).quiz if q.id == qid)
    g, state = q.scenario.game, q.scenario.state
    kinds = {a.kind for a in g.legal_actions(state)}
    assert kinds == {"play"}, (qid, kinds)


def test_the_privilege_question_is_answered_by_the_privilege_alone() -> None:
    q = next(q for q in load("forty_five").quiz if q.id == "q_privilege_kept")
    _, cited = explanation(q)
    rules = {r.id for r in cited}
    assert "forty_five.renege_privilege" in rules
    assert not any("rob" in r for r in rules), rules
