"""Play's Settlement is not the score sheet's row for the deal again.

Seen after a Forty-Five deal (/forty_five-play, 390 px): the Settlement's table 'P0+P2 (your
side) 2 0 0 / P1+P3 3 +5 10' and, under it, the score sheet's last row '2 P0 2 0 0 3 +5 10':
the same tricks, points and totals twice (and the totals a third time on the felt's Points
box and a fourth in the line over the table). A table that is the row again is left to the
sheet; a table that says more stays whole, the row's figures in it as what its own columns
come to (Sixty-Six's card points, last trick and marriages make its hand points and game
points; Napoleon's bid and tricks the counters; Linger Longer's end the counter paid), and
so does a pool game's. Two deals of each game played at random through the page's table
logic; the line over Forty-Five's table and its result box as well."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from apptools import go, html_tables
from deals import play_out
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.play_table import new_table, next_deal
from ui.play_view import ledger_rows
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]


def _figure(v: Any) -> str:
    return str(v).replace("\u2212", "-").strip().removeprefix("+")


def _two_deals(game_id: str, players: int, seed: int) -> Any:
    """A table whose second deal is over, both played at random through the page's table
    logic against the rule of thumb; the first recorded as the page records it."""
    game = REGISTRY.get(game_id)
    cfg = {"players": players, "seat": 0, "bots": "rule of thumb"}
    t = new_table(game, cfg, {"variant": game.default_variant, "options": {}}, seed)
    rng = random.Random(seed)
    for deal in range(2):
        play_out(game, t, rng.choice)
        if deal == 0:
            t.recorded = True
            t.ledger.append({"deal": str(t.deal_no), **game_ui(game_id).ledger_row(t.state, 0)})
            next_deal(game, t)
    return t


def _page(app: OpenApp, game_id: str, players: int, seed: int) -> tuple[AppTest, Any]:
    t = _two_deals(game_id, players, seed)
    at = app()
    at.session_state[f"{game_id}:table"] = t
    go(at, f"{game_id}:play")
    assert not at.exception, at.exception
    return at, at.session_state[f"{game_id}:table"]


def _settlement(at: AppTest) -> list[dict[str, str]] | None:
    """The Settlement's table (a row a player or side), or None where none is drawn."""
    return next((t for t in html_tables(at) if t and next(iter(t[0])) in ("player", "side")), None)


def _repeats(rows: list[dict[str, str]], last: dict[str, Any]) -> list[str]:
    """The settlement's columns whose figures, row by row, one heading of the sheet's row
    gives under each row's name ("P0 total", "P0+P2 points", "P1")."""
    first = next(iter(rows[0]))
    names = [re.sub(r" \((you|your side)\)$", "", r[first]) for r in rows]
    headings = {k[len(names[0]) :] for k in last if k.startswith(names[0])}
    out = []
    for column in list(rows[0])[1:]:
        for h in headings:
            cells = [last.get(f"{n}{h}") for n in names]
            pairs = zip(cells, rows, strict=True)
            if all(c is not None and _figure(c) == _figure(r[column]) for c, r in pairs):
                out.append(column)
                break
    return out


CASES = [
    ("forty_five", 2),
    ("forty_five", 4),
    ("forty_five", 6),
    ("sixty_six", 2),
    ("sixty_six", 3),
    ("napoleon", 4),
    ("linger_longer", 4),
]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_the_settlement_leaves_the_sheet_s_figures_to_it(
    app: OpenApp, game_id: str, players: int
) -> None:
    at, t = _page(app, game_id, players, seed=players)
    game = REGISTRY.get(game_id)
    assert game.is_over(t.state)
    sheet = ledger_rows(game, t)
    last = sheet[-1]
    assert str(next(iter(last.values()))) == str(t.deal_no)  # the deal's own row, on the page
    rows = _settlement(at)
    if game_id == "forty_five":  # its table was the sheet's row again: the sheet is it
        assert rows is None, rows
        assert not any(s.value == "Settlement" for s in at.subheader)
        assert any(s.value == "Score sheet" for s in at.subheader)
        return
    assert rows is not None  # the table says more than the row: it stays whole
    assert set(_repeats(rows, last)) < set(list(rows[0])[1:]), (rows, last)
    assert len(rows) == len(game.settlement_rows(t.state))


def test_a_pool_game_keeps_its_counters(app: OpenApp) -> None:
    """Loo's sheet gives the players' counters but not the pool's, which the table's pool
    row holds: the column stays."""
    at, _ = _page(app, "loo", 5, seed=3)
    rows = _settlement(at)
    assert rows is not None and "counters" in rows[0] and rows[-1]["player"] == "pool"


@pytest.mark.parametrize("players", [2, 4])
def test_forty_five_s_totals_and_box(app: OpenApp, players: int) -> None:
    """The line over the table no longer gives the points (the felt's Points box does, and the
    sheet); the result box says what each side needs for game, not the caption's points."""
    at, t = _page(app, "forty_five", players, seed=players + 10)
    assert game_over_or(t) is None
    status = at.caption[0].value
    assert status.startswith(f"Deal {t.deal_no} · ") and "points" not in status, status
    box = [*at.success, *at.warning, *at.info][0].value
    assert "more for game" in box and not re.search(r"scores? \d", box), box


def game_over_or(t: Any) -> int | None:
    return REGISTRY.get("forty_five").game_winner(t.state)
