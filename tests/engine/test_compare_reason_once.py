"""A comparison says a finished deal's settlement as Play does: each reason once, its moves after
it.

The engine's Compare words (engine.compare, which the notebooks print) said every transfer with
its reason again: "P2 made his bid of 1: P0 pays 1 counter to P2; P2 made his bid of 1: P1 pays
1 counter to P2; ..." and Sixty-Six's three-hand "...; the dealer scores the same: P1 scores 1
game point; ...; the dealer scores the same: P2 scores 1 game point". Now "P2 made his bid of 1:
P2 collects 1 counter from P0, 1 counter from P1, ..." and "...: P1 and P2 each score 1 game
point", as the Compare page (ui/compare_words.py) and Play's record say them.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.compare import _settlement_words
from engine.game import REGISTRY
from ui.compare_words import settled


def _finished(game: Any, seed: int, players: int) -> Any:
    s = game.new_deal(players=players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over(s):
        s = game.apply(s, rng.choice(game.legal_actions(s)))
    return s


@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY])
def test_each_reason_is_said_once(game_id: str) -> None:
    """Seeded deals of every game at each count of players it allows (up to 6): in the engine's
    words and the page's, each reason said once, before its moves, every transfer's payer or
    payee named in them."""
    game = REGISTRY.get(game_id)
    shared = 0
    for players in [n for n in game.player_counts(game.make_opts(None)) if n <= 6]:
        for seed in range(6):
            s = _finished(game, seed, players)
            st = game.settlement(s)
            assert st is not None, (game_id, players, seed)
            engine_said = _settlement_words(game, s)[0].text()
            page_said = settled(game, s).text()
            reasons = {t.third() for t in st.transfers}
            for why in reasons:
                assert engine_said.count(f"{why}: ") == 1, (why, engine_said)
                assert page_said.count(f"{why}: ") <= 1, (why, page_said)
            shared += len(reasons) < len(st.transfers)
            for t in st.transfers:
                who = t.payee if t.payer in ("pool", "game points", "points", "chalk") else t.payer
                assert who in engine_said, (t, engine_said)
    if game_id in ("napoleon", "linger_longer", "sixty_six"):
        assert shared, game_id  # a reason several transfers share was seen
