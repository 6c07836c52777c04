"""The table a new game is dealt for when nobody says (Play's first setup, a Play link without
``players``, ``trickbook play``): five where the variant allows five (Forty-Five's nearest,
four), else the fewest it allows, and always a count the variant can deal."""

from __future__ import annotations

from typing import Any

import pytest

from engine.game import Game
from engine.games import REGISTRY


@pytest.mark.parametrize(
    ("game", "variant"),
    [(g, v) for g in REGISTRY for v in g.variants],
    ids=lambda x: x if isinstance(x, str) else x.id,
)
def test_usual_players_is_five_where_allowed(game: Game[Any], variant: str) -> None:
    opts = game.make_opts(variant)
    counts = game.player_counts(opts)
    usual = game.usual_players(opts)
    assert usual in counts
    lo, hi = game.players_range(opts)
    assert usual == (game.fit_players(opts, 5) if lo <= 5 <= hi else lo)
    if 5 in counts:
        assert usual == 5
    game.new_deal(players=usual, seed=1, variant=variant)  # it deals


def test_forty_five_and_sixty_six_tables() -> None:
    """Forty-Five, played by two, four or six: four (a partner and two opponents); Sixty-Six,
    two to four: two."""
    by_id = {g.id: g for g in REGISTRY}
    for gid, want in (("forty_five", 4), ("sixty_six", 2), ("loo", 5)):
        g = by_id[gid]
        assert g.usual_players(g.make_opts(g.default_variant)) == want
