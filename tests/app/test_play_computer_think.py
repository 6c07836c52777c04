"""How long Play's Monte-Carlo computer thinks, and that a busy machine does not change what it
plays. Five-card Loo's exchange (any of five cards: 32 candidates) played 100 sampled deals out
for every candidate, 3,200 playouts, 0.4 to 1.1 s of CPU a decision, and four computer players
exchange in a row before the learner's turn: it now narrows to the 8 best after 20 deals
(:class:`engine.search.MonteCarloBot`'s ``narrow_to``). A decision's exact searches stopped at
300 ms of the wall clock, which a loaded machine reached sooner, so one seeded deal played two
ways: they now stop at a number of positions (``search_nodes``)."""

from __future__ import annotations

import time
from typing import Any

import pytest

from engine.games.pool.five_card_loo import FIVE_CARD_LOO
from engine.games.sixty_six import SIXTY_SIX
from engine.search import MonteCarloBot, Positions
from ui.play_table import MC_SEARCH_NODES, MC_WORLDS, make_bot

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


def _counted(monkeypatch: pytest.MonkeyPatch, game: Any = G) -> list[int]:
    calls = [0]
    playout = game.playout

    def counting(state: Any, rng: Any) -> Any:
        calls[0] += 1
        return playout(state, rng)

    monkeypatch.setattr(game, "playout", counting)
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
        seed=7,
        budget_ms=1e9,
        min_worlds=MC_WORLDS,
        max_worlds=MC_WORLDS,
        search_nodes=MC_SEARCH_NODES,
    )
    assert plain.choose(G, s, seat) == chosen


def _large_search() -> tuple[Any, int]:
    """A two-hand Sixty-Six decision, play compulsory, whose exact search of the true deal
    visits over 2,000 positions (the searches of its sampled deals are of that size)."""
    bot = make_bot("rule of thumb", 0)
    for seed in range(40):
        s = SIXTY_SIX.new_deal(players=2, seed=seed)
        while not SIXTY_SIX.is_over(s):
            seat = SIXTY_SIX.current_player(s)
            assert seat is not None
            if SIXTY_SIX.searchable(SIXTY_SIX.view(s, seat)):
                left = Positions(10**9)
                SIXTY_SIX.search(s, seat, 0.0, left)
                if 10**9 - left.left > 2000:
                    return s, seat
            s = SIXTY_SIX.apply(s, bot.choose(SIXTY_SIX, s, seat))
    raise AssertionError("no large search in 40 deals")


def test_a_busy_machine_does_not_change_what_the_computer_plays(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The same decision with the wall clock running a second a reading (a machine so busy
    that the 300 ms the searches had passed at once): the same sampled deals solved and the
    same played out (past the positions a decision's searches may visit), the same card."""
    s, seat = _large_search()
    calls = _counted(monkeypatch, SIXTY_SIX)
    idle = make_bot("Monte-Carlo", 3).choose(SIXTY_SIX, s, seat)
    played_out, calls[0] = calls[0], 0
    now = [time.perf_counter()]

    def busy() -> float:
        now[0] += 1.0
        return now[0]

    monkeypatch.setattr(time, "perf_counter", busy)
    assert make_bot("Monte-Carlo", 3).choose(SIXTY_SIX, s, seat) == idle
    assert calls[0] == played_out
