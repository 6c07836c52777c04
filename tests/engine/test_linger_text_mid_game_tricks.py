"""Linger Longer's position as text (``game.render``: notebooks, ``trickbook play``) says which
tricks a seat won where the position is set up mid-game, as the app's boxes do (6996086).

It printed "tricks N" on every seat line, counting only the tricks of the record: at the
lesson's 'drop_out' step (stock 32: four tricks over) P0 read "in tricks 0" and P2, who won
the fourth, "tricks 1", as if the three before had not been played; at 'stock_out' (an empty
stock set by hand: how many tricks came before is unknown) P2 read "tricks 1". Now a seat
names the tricks of the record he won, by the game's number where the stock says it ("won
trick 4"), else by their place among those shown ("won the trick shown"), and says nothing of
tricks he did not win there; a deal from the start keeps its count ("tricks 0")."""

from __future__ import annotations

import re

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.games.linger_longer.state import LingerState
from lessons import load

GAME = REGISTRY.get("linger_longer")


def mid_game() -> dict[str, LingerState]:
    """The lesson's positions (steps and questions) that do not begin at the deal."""
    lesson = load("linger_longer")
    found = {s.id: s.scenario.state for s in lesson.steps if s.scenario is not None}
    found |= {q.id: q.scenario.state for q in lesson.quiz}
    return {k: s for k, s in found.items() if not s.wins_known}


def seat_line(text: str, p: int) -> str:
    (line,) = [x for x in text.splitlines() if re.match(rf"[> ] P{p}: ", x)]
    return line


def test_a_position_set_up_mid_game_names_the_tricks_each_seat_won_there() -> None:
    found = mid_game()
    assert {"drop_out", "stock_out", "last_trick", "q_settle_last_trick"} <= set(found)
    for name, s in found.items():
        text = GAME.render(s)
        assert not re.search(r" tricks \d+$", text, re.M), (name, text)
        for p in range(s.n):
            line = seat_line(text, p)
            won = [k for k, (_, w) in enumerate(s.history, 1) if w == p]
            if not won:
                assert not re.search(r"(won|and) (the trick |tricks? \d)", line), (name, line)
            elif s.counted:  # the stock says how many tricks came before: the game's number
                assert line.endswith(f"won trick {s.trick_no(won[0])}"), (name, line)
            else:
                assert line.endswith("the trick shown"), (name, line)


def test_the_lesson_s_positions_read_as_a_learner_would_say_them() -> None:
    found = mid_game()
    drop = GAME.render(found["drop_out"])
    assert seat_line(drop, 2).endswith("in                won trick 4"), drop
    assert seat_line(drop, 0).endswith("9♦         in"), drop
    assert seat_line(GAME.render(found["stock_out"]), 2).endswith("in won the trick shown")
    # the winner of the last trick: one verb for the game and the trick
    last = seat_line(GAME.render(found["last_trick"]), 3)
    assert last.endswith("won the game and the trick shown"), last


def test_a_deal_from_the_start_keeps_its_count() -> None:
    s = GAME.new_deal(players=4, seed=1)
    assert all(seat_line(GAME.render(s), p).endswith("tricks 0") for p in range(4))
