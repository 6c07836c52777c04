"""Play's result line writes a loss with the minus sign its tables use.

Found by look12 (/spoil_five-play?seed=3&players=4&seat=1 at 1400 px, a spoiled deal): "You
take nothing this deal. With your stake of 2, this deal leaves you -2." stood over the
settlement table's "−2" and the quiz's "− for what is paid" (the tables' minus since look6's
641827a0; ui.tables.with_minus_signs). Every game whose learner stakes a pool (Spoil Five's
stakes, the Loo family's dealer's ante) is held to it over random deals, losses and gains."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from ui.play_table import after_stakes
from ui.tables import deal_change

HYPHEN_AMOUNT = re.compile(r"(?<![\w\u2212])-\d")


def _finished(gid: str, seed: int) -> Any:
    g = REGISTRY.get(gid)
    n = 3 + seed % 3
    s = g.new_deal(players=n, dealer=seed % n, seed=seed)
    rng = random.Random(seed)
    while g.legal_actions(s):
        s = g.apply(s, rng.choice(list(g.legal_actions(s))))
    return s


@pytest.mark.parametrize("gid", ["spoil_five", "loo", "irish_loo", "five_card_loo", "rams"])
def test_a_loss_is_written_with_the_minus_sign(gid: str) -> None:
    game = REGISTRY.get(gid)
    losses = 0
    for seed in range(30):
        s = _finished(gid, seed)
        for seat in range(s.n):
            line = after_stakes(game, s, seat)
            if not line:
                continue
            assert not HYPHEN_AMOUNT.search(line), (gid, seed, seat, line)
            if deal_change(game, s, seat) < 0:
                assert "leaves you \u2212" in line, line
                losses += 1
    assert losses, gid
