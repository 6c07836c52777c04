"""A flush's payments say their reason once: Play's record groups transfers under one reason
(ui.pages.play_record.transfer_lines), and a flush's payers each had their own ('P1 is at the
table against a flush: looed five red', 'P2 is at the table ...', four lines for one rule;
seen on /five_card_loo-play?seed=101, a flush dealt to the learner)."""

from __future__ import annotations

from narrow import settled

import engine.games  # noqa: F401
from engine.game import REGISTRY


def test_a_flush_looes_the_others_for_one_reason() -> None:
    game = REGISTRY.get("five_card_loo")
    s = game.new_deal(players=5, dealer=4, seed=101)
    assert game.is_over(s) and s.flushes[0] == 0
    paid = [t for t in settled(game, s).transfers if t.payee == "pool"]
    assert len(paid) == 4 and len({(t.reason, t.rule) for t in paid}) == 1, paid
    assert paid[0].reason == "Everyone at the table against P0's flush is looed five red"
