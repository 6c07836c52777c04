"""A finished deal's table says what the pool holds after it, as the Counters table does.

Learner look (look4, Spoil Five Play at 1400 px, a finished deal): the table still showed
"Pool 9 counters" after P1 took the pool, with no word of before or after, while the
Counters table under it said 0 for the pool after the deal; a learner read that the pool was
still there. Loo, Irish Loo, Five-card Loo, Rams and Rounce drew the same (their pool after a
deal holds the loos paid into it, not the pool the tricks shared); Bierspiel draws its
crosses, as settled, and no pool. Now every pool game's finished table says what the
settlement leaves in the pool, "after this deal", and what it held before it where the deal
moved it (ui.games.trick_table.settled_pool); a question on a finished deal, which asks what the pool
carries, still shows what the deal began with, and no "after".

Checked over seeded deals of each game played to their end, from P0's seat: the Pool box's
figure is the engine's pool after the settlement (the Counters table's "pool after").
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.ledger import POOL, format_counters
from ui.cards import table_view

POOL_GAMES = ("spoil_five", "loo", "irish_loo", "five_card_loo", "rams", "rounce")
FIGURE = re.compile(r'<div style="font-size:20px;font-weight:700">([^<]*)</div>')


def _finished(game_id: str, seed: int) -> Any:
    g = REGISTRY.get(game_id)
    players = g.player_counts(g.make_opts())[0]
    s = g.new_deal(players=players, dealer=players - 1, seed=seed)
    rng = random.Random(seed)
    while not g.is_over(s):
        s = g.apply(s, rng.choice(list(g.legal_actions(s))))
    return s


def _pool_box(state: Any, **kw: Any) -> tuple[str, str]:
    """The Pool box's figure and the words under it."""
    inner = dict(table_view(state, viewer=0, reveal=True, highlight=False, **kw).extras)["Pool"]
    figure = FIGURE.search(inner)
    assert figure is not None, inner
    return figure[1], re.sub(r"<[^>]+>", " ", inner[figure.end() :]).strip()


def _amount(game_id: str, units: int, state: Any) -> str:
    """``units`` as the table writes them: Spoil Five's "9 counters", Loo's "3 red"."""
    if game_id == "spoil_five":
        return f"{units} counter{'' if units == 1 else 's'}"
    return f"{format_counters(units, state.spec.units)} {state.spec.unit_word}"


@pytest.mark.parametrize("game_id", POOL_GAMES)
def test_a_finished_deal_shows_the_pool_after_it(game_id: str) -> None:
    g = REGISTRY.get(game_id)
    moved = 0
    for seed in range(12):
        s = _finished(game_id, seed)
        held = s.pool + (s.forfeit if game_id != "spoil_five" else 0)
        after = g.balances_after(s)[POOL]
        figure, words = _pool_box(s)
        assert figure == _amount(game_id, after, s), (seed, figure, words)
        assert words.startswith("after this deal"), (seed, words)
        if after != held:
            moved += 1
            # (the figure kept with its unit by a no-break space)
            before = _amount(game_id, held, s).replace(" ", "\u00a0", 1)
            assert f"before it, {before}" in words, (seed, words)
        # a question on the finished deal asks what the pool carries: the figure it began with
        quiz_figure, quiz_words = _pool_box(s, quiz=True)
        assert quiz_figure == _amount(game_id, held, s) and "after" not in quiz_words
    assert moved, f"{game_id}: no deal in 12 moved the pool"


def test_spoil_five_pool_taken_says_zero_after() -> None:
    """The look's case: a pool won by three tricks is 0 after the deal, and held what it held."""
    s = next(s for s in (_finished("spoil_five", k) for k in range(40)) if s.winner >= 0)
    figure, words = _pool_box(s)
    assert figure == "0 counters", (figure, words)
    assert words == f"after this deal; before it, {s.pool}\u00a0counters", words
