"""A search for a deal where two readings part says how far it got, and carries on where it
stopped (engine.compare.search_parting): the Compare page's button said "The readings do not
part in the next 100 deals" of a search that had run out of lines within the first 20."""

from __future__ import annotations

from unittest import mock

import engine.compare
import engine.games  # noqa: F401
from engine.compare import compare, compare_states, find_parting, search_parting, variant_pairs
from engine.game import REGISTRY


def test_a_search_says_which_deals_it_searched() -> None:
    """Linger Longer's two readings never part in a dealt game: every line is tried, and the
    search counts the deals it searched every way and those it only played."""
    game = REGISTRY.get("linger_longer")
    pair = variant_pairs(game)[0]
    whole = search_parting(game, players=4, variants=pair, seeds=range(3, 14), budget=10**6)
    assert whole.found is None and not whole.out_of_lines
    assert (whole.first, whole.searched, whole.played) == (3, 11, 11)
    # one line short: the eleventh deal was played, not searched every way
    short = search_parting(
        game, players=4, variants=pair, seeds=range(3, 14), budget=whole.lines - 1
    )
    assert short.found is None and short.out_of_lines
    assert (short.searched, short.played, short.lines) == (10, 11, whole.lines - 1)
    assert find_parting(game, players=4, variants=pair, seeds=range(3, 14), budget=40) is None


def test_a_search_carries_on_where_it_stopped() -> None:
    """Napoleon at six: the first everyone-passes deal is found at line 834. A search of 600
    lines runs out; given 3,000 more and told to skip the first 600, it finds the same deal
    with the same decisions, comparing only the lines after them (and the computer players'
    own lines of the deals, which the lines after start from)."""
    game = REGISTRY.get("napoleon")
    pair = ("seed", "dealer_forced_one")
    first = search_parting(game, players=6, variants=pair, seeds=range(100), budget=600)
    assert first.found is None and first.out_of_lines and first.lines == 600
    assert first.played == 10 and first.searched == 0
    with mock.patch.object(engine.compare, "compare_states", wraps=compare_states) as lines:
        on = search_parting(game, players=6, variants=pair, seeds=range(100), budget=3600, skip=600)
    # its own 234 lines, the ten deals' own lines (the lines after start from them) and the
    # found deal in full, not the 600 compared before
    assert lines.call_count <= 234 + 10 + 1, lines.call_count
    whole = find_parting(game, players=6, variants=pair, seeds=range(100))
    assert on.found is not None and whole is not None
    assert (on.found.seed, on.found.script, on.found.tried) == (whole.seed, whole.script, 834)
    assert on.found.comparison == whole.comparison
    again = compare(game, players=6, seed=whole.seed, variants=pair, script=whole.script)
    assert again.parting == on.found.comparison.parting
