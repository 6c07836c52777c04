"""The settlement table's "counters" column says what its figures are, wherever it shows.

Found by look12 (Loo's /loo-learn?step=flush at 1400 px, Rams' and Five-card Loo's settlement
steps): the Loo family's table reads "net −3, counters 17" (Rams' "62" after "+12"), and nothing
on the page said the column is each player's counters after the deal, every player having begun
with 20 red counters (Rams, Rounce, Five-card Loo: 50), so "17" and "62" came from nowhere.
Spoil Five's table has the same header over another figure, the signed change ("+9", "−1"),
which it said nowhere either. Each game's note is checked against its own table: the starting
figure it names is counters − net in every player's row of the game's first settlement step,
and Spoil Five's signed figures are what the engine's settlement moves for each player."""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

import pytest
from apptools import html_tables, open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.ledger import seat_account
from lessons import load

OpenApp = Callable[..., AppTest]


def _first_settled(game_id: str) -> str:
    game = REGISTRY.get(game_id)
    for step in load(game_id).steps:
        if step.show == "settlement" and game.is_over(step.scenario.state):
            return step.id
    raise AssertionError(f"{game_id}: no settlement step")


def _number(cell: str) -> Fraction:
    """A table cell's amount: "17", "−3", "+9", "19 2/3" (Irish Loo's thirds)."""
    text = cell.replace("\u2212", "-").replace("+", "").strip()
    whole, _, part = text.partition(" ")
    return Fraction(whole) + (Fraction(part) * (-1 if whole.startswith("-") else 1) if part else 0)


def _settled_page(app: OpenApp, game_id: str) -> tuple[list[dict[str, str]], list[str]]:
    at = open_step(app(f"{game_id}:learn"), game_id, _first_settled(game_id))
    assert not at.exception, at.exception
    tables = [t for t in html_tables(at) if t and "counters" in t[0]]
    assert tables, f"{game_id}: no settlement table with a counters column"
    return tables[0], [c.value for c in at.caption]


# the Loo family: "counters" is each player's balance after the deal, beside his "net"
BALANCE_GAMES = ("loo", "irish_loo", "five_card_loo", "rams", "rounce")


@pytest.mark.parametrize("game_id", BALANCE_GAMES)
def test_the_balance_column_says_where_it_starts(app: OpenApp, game_id: str) -> None:
    rows, captions = _settled_page(app, game_id)
    players = [r for r in rows if r["player"] != "pool"]
    starts = {_number(r["counters"]) - _number(r["net"]) for r in players}
    assert len(starts) == 1, (game_id, rows)
    start = starts.pop()
    notes = [c for c in captions if c.lower().startswith("counters:")]
    assert notes, (game_id, captions)
    # the figure the column starts from, said as a figure, with the game's unit
    assert re.search(rf"\b{start}\b", notes[0]), (game_id, start, notes)
    assert "after this deal" in notes[0], notes


def test_spoil_five_says_its_counters_are_a_change(app: OpenApp) -> None:
    rows, captions = _settled_page(app, "spoil_five")
    step = load("spoil_five").step(_first_settled("spoil_five"))
    state = step.scenario.state
    net = REGISTRY.get("spoil_five").settlement(state).net()
    for i in range(state.n):
        row = next(r for r in rows if r["player"] == f"P{i}")
        assert _number(row["counters"]) == net.get(seat_account(i), 0), (row, net)
    notes = [c for c in captions if c.lower().startswith("counters:")]
    assert notes, captions
    assert "receives (+)" in notes[0] and "pays (\u2212)" in notes[0], notes
