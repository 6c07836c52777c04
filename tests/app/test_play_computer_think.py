"""How long Play's Monte-Carlo computer thinks: Five-card Loo's exchange (any of five cards: 32
candidates) played 100 sampled deals out for every candidate, 3,200 playouts, 0.4 to 1.1 s of
CPU a decision, and four computer players exchange in a row before the learner's turn. It now
narrows to the 8 best after 20 deals (:class:`engine.search.MonteCarloBot`'s ``narrow_to``)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.pool.five_card_loo import FIVE_CARD_LOO
from engine.search import MonteCarloBot
from ui.play_table import MC_SEARCH_MS, MC_WORLDS, make_bot

G = FIVE_CARD_LOO


def _exchange(seed: int) -> Any:
    """The first position of deal ``seed`` where a player chooses his exchange among 32."""
    s = G.new_deal(players=5, seed=seed)
    bot = make_bot("rule of thumb", seed)
    while not G.is_over(s):
        if s.phase == "exchange" and len(G.legal_actions(s)) == 32:
            return s
        seat = G.current_player(s)
        assert seat is not None
        s = G.apply(s, bot.choose(G, s, seat))
    pytest.skip(f"deal {seed} has no exchange of 32 candidates")


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls = [0]
    playout = G.playout

    def counting(state: Any, rng: Any) -> Any:
        calls[0] += 1
        return playout(state, rng)

    monkeypatch.setattr(G, "playout", counting)
    return calls


def test_the_page_computer_plays_out_two_fifths_of_the_exchanges(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = _exchange(1)
    seat = G.current_player(s)
    assert seat is not None
    calls = _counted(monkeypatch)
    make_bot("Monte-Carlo", 7).choose(G, s, seat)
    assert calls[0] == 20 * 32 + (MC_WORLDS - 20) * 8  # 1,280, not 100 * 32 = 3,200


def test_a_decision_among_eight_or_fewer_is_searched_as_before(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Narrowing touches only the wide decisions: a card to play (at most five here) is played
    out in all 100 sampled deals, and chosen as the search without narrowing chooses."""
    s = _exchange(1)
    bot = make_bot("rule of thumb", 1)
    while s.phase != "play" or len(G.legal_actions(s)) < 2:
        seat = G.current_player(s)
        assert seat is not None
        s = G.apply(s, bot.choose(G, s, seat))
    seat = G.current_player(s)
    assert seat is not None
    n = len(G.legal_actions(s))
    calls = _counted(monkeypatch)
    chosen = make_bot("Monte-Carlo", 7).choose(G, s, seat)
    assert calls[0] == MC_WORLDS * n
    plain = MonteCarloBot(
        seed=7, budget_ms=1e9, min_worlds=MC_WORLDS, max_worlds=MC_WORLDS, search_ms=MC_SEARCH_MS
    )
    assert plain.choose(G, s, seat) == chosen
