"""The Play page's result line and end-of-deal log in the Loo games (ui/games/pool.py,
loo_verdict and loo_end_notes): a player who passed read 'You won 0 tricks: nothing changes
hands', and a deal ended by a flush shown said 'You won 0 tricks: you pay 3 red' with no line
in the log naming the flush."""

from __future__ import annotations

import random

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.ledger import format_counters, seat_account
from ui.tables import game_ui


@pytest.mark.parametrize("gid", ["loo", "irish_loo", "five_card_loo"])
def test_the_result_line_says_why_in_loo_words(gid: str) -> None:
    game, ui = REGISTRY.get(gid), game_ui(gid)
    assert ui.verdict is not None
    rng = random.Random(3)
    kinds: set[str] = set()
    for seed in range(150):
        # Three-card Loo's doubles (a pool carried over) have the declaring
        s = game.new_deal(players=5, seed=seed, pool=6 * (seed % 2))
        logged = [ui.deal_intro(s)] if game.is_over(s) else []
        while not game.is_over(s):
            before = s
            s = game.apply(s, rng.choice(game.legal_actions(s)))
            logged += ui.move_notes(before, s, 0)
        kind, line = ui.verdict(s, 0)
        assert "0 trick" not in line and "1 tricks" not in line, line
        net = game.settlement(s).net().get(seat_account(0), 0)
        assert kind == ("success" if net > 0 else "warning" if net < 0 else "info"), line
        if net:
            assert f" {format_counters(abs(net), s.spec.units)} red." in line, (line, net)
        if s.result == "flush":
            holder = s.flushes[0]
            cards = [CARDS[c].pretty for c in range(52) if s.hands[holder] >> c & 1]
            who = "You show" if holder == 0 else f"P{holder} shows"
            assert line.startswith(f"{who} a flush"), line
            # the log names the flush: after the last declaration, or (a flush dealt, Five-card
            # Loo) in the deal's first line
            assert len(logged) == 1, logged
            assert f"a flush ({' '.join(cards)}) and take" in logged[0], logged
            kinds.add("flush")
        elif s.result == "played":
            assert logged == []
            if s.declarations[0] == "pass":
                assert line.startswith("You passed:"), line
                kinds.add("pass")
            elif s.declarations[0] == "defend":
                assert line.startswith("You defended the pool and won"), line
                assert kind == "info"  # a defender neither collects nor is looed (loo.defender)
                kinds.add("defend")
            else:
                assert line.startswith("You won"), line
                kinds.add("played")
    assert kinds >= {"pass", "played"}, kinds
