"""Two small wordings of Play's table and record: a player who answered "How many?" with 0 is
tagged "kept his cards" (it read "changed 0"), and every settlement line begins with a
capital (Spoil Five's spoiled pool read "nobody won three tricks: ...", a line of its own)."""

from __future__ import annotations

import random

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.format import capital
from ui.games.pool import loo_table


def test_an_exchange_of_none_is_kept_cards() -> None:
    game = REGISTRY.get("irish_loo")
    for seed in range(40):
        s = game.new_deal(players=5, seed=seed)
        rng = random.Random(seed)
        while not game.is_over(s) and not s.history:
            acts = game.legal_actions(s)
            zero = [a for a in acts if a.kind == "exchange" and a.number == 0]
            s = game.apply(s, zero[0] if zero else rng.choice(acts))
            kept = [p for p, n in enumerate(s.exchanged or ()) if n == 0]
            if kept:
                tags = loo_table(s, reveal=True).seats[kept[0]].tags
                assert "kept his cards" in tags and "changed 0" not in tags, tags
                return
    raise AssertionError("no exchange of 0 cards in 40 seeded deals")


def test_a_settlement_line_begins_with_a_capital() -> None:
    assert capital("nobody won three tricks: the deal is spoiled") == (
        "Nobody won three tricks: the deal is spoiled"
    )
    assert capital("P1 wins") == "P1 wins" and capital("") == ""
