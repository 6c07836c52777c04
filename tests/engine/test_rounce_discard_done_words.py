"""Rounce: why a widow-taker who has already laid one of its six cards down may not discard
again. Asked 'What may you declare now?' as the dealer who took the widow and discarded (the
lesson's q_dealer_widow), a learner who ticked Discard read 'you discard only from the widow's
six cards, once you have taken it', a condition he had met; the refusal now says he has
already laid one down. A player who has not taken the widow keeps the words he had.
"""

from __future__ import annotations

from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine.games.pool.rounce import ROUNCE
from lessons import load

G = ROUNCE


def _discard_refusal(state: Any) -> tuple[str, str, str]:
    (r,) = [r for r in G.refusals(state) if r.action.kind == "discard"]
    return r.rule.id, r.reason, r.reason_of(state.to_move)


def test_a_taker_who_discarded_is_told_he_already_did() -> None:
    scenario = load("rounce").question("q_dealer_widow").scenario
    assert scenario is not None
    state = scenario.state
    seat = state.to_move
    assert state.widow_taker == seat  # the question's premise, from the engine's position
    assert state.hands[seat].bit_count() == G.spec.hand  # five cards: the discard is made
    assert all(a.kind != "discard" for a in G.legal_actions(state))
    rule, reason, of_him = _discard_refusal(state)
    assert rule == "rounce.widow"
    assert "once you have taken it" not in reason, reason
    assert reason.startswith("you already laid one of the widow's six cards down"), reason
    assert of_him.startswith(f"P{seat} already laid one of the widow's six cards down"), of_him


def test_a_player_who_has_not_taken_it_keeps_the_old_words() -> None:
    state = G.new_deal(players=5, dealer=0, seed=2)  # notebook 08's deal: P1 to declare
    assert state.widow_taker < 0
    rule, reason, of_him = _discard_refusal(state)
    assert rule == "rounce.widow"
    assert reason == "you discard only from the widow's six cards, once you have taken it"
    assert of_him.startswith("P1 discards only from the widow's six cards")
