"""The deals a game names for the Compare page to open a rarely parting pair of readings on
(:meth:`engine.game.Game.compare_opening`), and Rams' six-player table, where its Loo-style
defence never comes into a deal.

The page's opening search (``OPEN_LINES`` lines of play from deal 0) found nothing for 14
ordered pairs x table sizes, which opened on deal 0 with nothing to compare until a learner
pressed "Find a deal where they part" (5-6 s, and for Forty-Five at six, nothing then either).
Each named deal must still part within the page's search of that deal alone, under either
order of the readings, and must be needed: the short search from deal 0 does not reach it."""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.compare import search_parting
from engine.game import REGISTRY, Game
from ui.pages.compare import OPEN_LINES, shared_players

NAMED = [
    (game, a, b, n, deal)
    for game in REGISTRY
    for (a, b, n), deal in sorted(game.compare_openings.items())
]


def test_the_rare_pairs_are_named() -> None:
    named = {(g.id, a, b, n) for g, a, b, n, _ in NAMED}
    assert named == {
        ("spoil_five", "rules_md", "strict_single_privileged", 3),
        ("spoil_five", "rules_md", "strict_single_privileged", 7),
        ("spoil_five", "rules_md", "eb_compulsory_rob", 8),
        ("spoil_five", "rules_md", "eb_compulsory_rob", 10),
        ("forty_five", "rules_md", "strict_single_privileged", 6),
        ("napoleon", "seed", "dealer_forced_one", 6),
    }


@pytest.mark.parametrize(
    ("game", "a", "b", "players", "deal"), NAMED, ids=[f"{g.id}-{b}-{n}" for g, _, b, n, _ in NAMED]
)
def test_a_named_deal_parts_and_is_needed(
    game: Game[Any], a: str, b: str, players: int, deal: int
) -> None:
    assert a in game.variants and b in game.variants
    assert players in shared_players(game, a, b)
    assert game.readings_never_part(a, b, players) is None
    assert game.compare_opening(a, b, players) == game.compare_opening(b, a, players) == deal
    for pair in ((a, b), (b, a)):
        alone = search_parting(
            game, players=players, variants=pair, seeds=[deal], budget=OPEN_LINES
        )
        assert alone.found is not None and alone.found.seed == deal, pair
        assert alone.found.comparison.parting is not None
    short = search_parting(
        game, players=players, variants=(a, b), seeds=range(100), budget=OPEN_LINES
    )
    assert short.found is None, f"deal {short.found.seed} parts in the short search: not needed"


def test_rams_loo_style_defence_never_parts_with_six() -> None:
    """With six the Rams dealer takes no cards, so he never defends the pool against one
    player; at three to five the two readings part (the page's short search finds a deal)."""
    rams = REGISTRY.get("rams")
    for a, b in (("standard", "loo_style_defence"), ("loo_style_defence", "standard")):
        why = rams.readings_never_part(a, b, 6)
        assert why is not None and "the dealer has no hand" in why
        assert rams.compare_opening(a, b, 6) is None
        for n in (3, 4, 5):
            assert rams.readings_never_part(a, b, n) is None
    assert rams.readings_never_part("standard", "loo_style_defence", None) is None
    # only that option: another reading (the lesson text's, with its own rules) may part at six
    for other in rams.variants:
        if other not in ("standard", "loo_style_defence"):
            assert rams.readings_never_part("loo_style_defence", other, 6) is None
    found = search_parting(
        rams,
        players=5,
        variants=("standard", "loo_style_defence"),
        seeds=range(100),
        budget=OPEN_LINES,
    )
    assert found.found is not None
