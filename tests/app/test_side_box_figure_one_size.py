"""Every game's side boxes draw their figure (the pool's counters, the stock's cards,
Napoleon's bid) with one helper, ui.cards.figure, at one size.

Each adapter had styled its own: Linger Longer's stock and Napoleon's bid at 20 px, Spoil
Five's pool at 18, the pool family's pool and pack at 22, so the same kind of box read larger
or smaller from game to game for no reason of its own. Seeded random deals of every game are
drawn position by position, revealed and not, as a question draws them too."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from ui.cards import figure, table_view

UI_GAMES = Path(__file__).resolve().parents[2] / "ui" / "games"
BOLD = re.compile(r'<div style="font-size:(\d+)px;font-weight:700">')
SIZE = BOLD.findall(figure("7"))[0]


@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY])
def test_each_side_box_figure_is_drawn_at_the_one_size(game_id: str) -> None:
    g = REGISTRY.get(game_id)
    opts = g.make_opts(g.default_variant)
    lo, hi = g.players_range(opts)
    sizes: set[str] = set()
    for seed in range(4):
        n = g.fit_players(opts, lo + seed % (min(hi, 6) - lo + 1))
        s = g.new_deal(players=n, dealer=seed % n, seed=seed)
        rng = random.Random(seed)
        while True:
            for viewer, reveal in ((None, True), (0, False)):
                extras = table_view(s, viewer=viewer, reveal=reveal).extras
                sizes |= {m for _, inner in extras for m in BOLD.findall(inner)}
            if g.is_over(s):
                break
            s = g.apply(s, rng.choice(g.legal_actions(s)))
    assert sizes <= {SIZE}, sizes


def test_no_adapter_styles_a_figure_of_its_own() -> None:
    own = [p.name for p in UI_GAMES.glob("*.py") if "font-weight:700" in p.read_text()]
    assert own == [], own
