"""A refusal's reason keeps what it points the player at as an aside, so a Learn task's
wrong try can be told the duty without the answer.

Learner walk (learnwalk2, /loo-learn?step=follow_head, 390x2200): a wrong A♦ read "you must
follow suit: you hold K♠ and 3♠; of those you may play K♠", the task's one right card, though
lessons/tasks.py promises a wrong try is explained "without giving the answer away". The clause
is right for Play (a refusal says what may be played: engine.constraints.forbidden adds it
where a later duty refuses some of the cards the reason names), so Play's words stay; the
clause is now an aside of the reason's sentence (engine.sentence.AsideOpens/AsideEnds), and
:attr:`engine.refusal.Refusal.bare_reason` is the reason without it.
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.refusal import Refusal
from engine.sentence import REFUSED, AsideEnds, AsideOpens, Sentence, Who
from lessons import available, load


def _refusals(game_id: str, step_id: str) -> dict[str, Refusal]:
    scn = load(game_id).step(step_id).scenario
    assert scn is not None
    return {str(r.action): r for r in scn.game.refusals(scn.state)}


def test_loo_follow_head_s_wrong_ace_is_told_the_duty_alone() -> None:
    r = _refusals("loo", "follow_head")["play AD"]
    assert r.reason == "you must follow suit: you hold K♠ and 3♠; of those you may play K♠"
    assert r.bare_reason == "you must follow suit: you hold K♠ and 3♠"
    # said of him (a scenario's error, a replay), the words are Play's as before
    assert r.reason_of(2) == ("P2 must follow suit: he holds K♠ and 3♠; of those he may play K♠")


def test_a_reason_without_an_aside_is_bare_already() -> None:
    r = _refusals("loo", "follow_head")["play 3S"]
    assert r.bare_reason == r.reason


def test_an_aside_is_left_out_and_what_follows_it_kept() -> None:
    why = Sentence.of(
        Who(REFUSED),
        " hold 7♦",
        AsideOpens(),
        "; of those ",
        Who(REFUSED),
        " may play 7♦",
        AsideEnds(),
        " (a trump)",
    )
    assert why.text(REFUSED) == "You hold 7♦; of those you may play 7♦ (a trump)"
    assert why.bare().text(REFUSED) == "You hold 7♦ (a trump)"
    assert why.bound(1).bare().text() == "P1 hold 7♦ (a trump)"


LEGAL_STEPS = [
    (g, s.id)
    for g in available()
    for s in load(g).steps
    if s.show == "legal" and s.scenario is not None
]


@pytest.mark.parametrize(("game_id", "step_id"), LEGAL_STEPS)
def test_no_bare_reason_points_at_the_cards_to_play(game_id: str, step_id: str) -> None:
    for r in _refusals(game_id, step_id).values():
        bare = r.bare_reason
        assert "of those" not in bare, bare
        assert len(bare) <= len(r.reason), (r.reason, bare)
