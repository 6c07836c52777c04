"""bench.page_speed times its seats fairly (issue 12, part 5): the two versions back to back in
each round, each first in half the rounds, the two versions' ports swapped in the second half, and
Play's click presses the same legal card of the same seeded deal every time. No browser, no
server: the plan and the card only."""

from __future__ import annotations

import io
import json
from collections import Counter
from pathlib import Path

import pytest

from bench.page_speed import Rounds
from bench.page_speed_clicks import play_choice
from bench.page_speed_report import give_or_take, versus_line
from bench.page_speed_seats import SERVER_ENV, halves, ports, round_plan, served
from engine.game import REGISTRY
from ui.play_table import default_level, new_table


@pytest.mark.parametrize("seats", [2, 3])
def test_round_plan_balanced(seats: int) -> None:
    plan = round_plan(seats, 8)
    assert all(sorted(order) == list(range(seats)) for order in plan)
    versions = [0, 2][: seats - 1]
    # the versions back to back every round (their ratio shares one moment's load), each one
    # first in half the rounds and in every place equally often; the bare page first in half
    places = Counter((k, place) for order in plan for place, k in enumerate(order))
    for a in versions:
        for b in versions:
            assert sum(places[a, p] for p in range(seats)) == sum(
                places[b, p] for p in range(seats)
            )
            assert sum(p * places[a, p] for p in range(seats)) == sum(
                p * places[b, p] for p in range(seats)
            ), places
    if seats == 3:
        assert all(abs(order.index(0) - order.index(2)) == 1 for order in plan), plan
        first = [0 if order.index(0) < order.index(2) else 2 for order in plan]
        assert Counter(first) == {0: 4, 2: 4}, plan
        # each half of a run (rounds 0-3, 4-7) starts, its warm-up too, with a different one
        assert first[0] != first[4], plan
    assert Counter(order[0] == 1 for order in plan) == {True: 4, False: 4}, plan


def test_halves_swap_ports_and_share_the_rounds() -> None:
    first, second = halves(7)
    assert (list(first), list(second)) == ([0, 1, 2, 3], [4, 5, 6])
    assert ports(8530, 2, 0) == ports(8530, 2, 1)[::-1] == [8530, 8533]
    # servers started alike: one hash seed for all, each version's own server.py
    assert SERVER_ENV["PYTHONHASHSEED"] == "0"
    root = Path(__file__).resolve().parents[2]
    assert served(root) == root / "server.py"


@pytest.mark.parametrize("game_id", ["loo", "sixty_six"])
def test_seeded_play_presses_the_first_legal_card(game_id: str) -> None:
    name = play_choice(game_id, 5)
    assert name == play_choice(game_id, 5)  # the same deal, the same card, every round
    game = REGISTRY.get(game_id)
    s = {"variant": game.default_variant, "options": {}}
    players = game.usual_players(game.make_opts(game.default_variant))
    t = new_table(game, {"players": players, "seat": 0, "bots": default_level(game)}, s, 5, 5)
    assert game.current_player(t.state) == t.seat  # (the learner's turn: a card to play)
    legal = [a.card for a in game.legal_actions(t.state) if a.kind == "play" and a.card]
    assert name == f"Play {legal[0].pretty}", (name, legal)  # the first the engine gives


def test_versus_line_gives_its_margin() -> None:
    # rounds that agree leave no margin; a wider spread a wider one, more rounds a narrower
    assert give_or_take([1.0, 1.0, 1.0]) == 0.0
    wide, narrow = give_or_take([0.5, 2.0, 1.0, 1.0]), give_or_take([0.8, 1.25, 1.0, 1.0])
    assert wide > narrow > 0
    assert give_or_take([0.5, 2.0, 1.0, 1.0] * 4) < wide
    line = versus_line([2.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 2.0], 2)
    assert f"ratio 1.00 ±{wide:.2f}" in line and "each half 1.50, 0.75" in line, line


def test_a_raw_row_names_the_seat_s_port() -> None:
    """``--raw`` writes each timing with its server's port, read from the page's address."""
    out = io.StringIO()
    Rounds(out).add("loo-play click", 2, "http://127.0.0.1:8533/loo-play?seed=5", (1, 4, 0), [0.5])
    row = json.loads(out.getvalue())
    assert (row["port"], row["seat"], row["half"], row["round"]) == (8533, "before", 1, 4)
