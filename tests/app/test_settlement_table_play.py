"""Play's settlement table agrees with the running counters, and names the learner's row.

The engine counts a pool deal's counters after the dealer's ante (Spoil Five's: after
everyone's stakes), so the settlement table's "net" left it out while "Counters across deals"
below took it in: Five-card Loo's dealer P0 read net -5 beside counters 50 → 40, Irish Loo's
dealer net 0 beside 20 → 17 (/tmp/hF/shots/crop_fcl_end_b.png). Play's table now shows what
each put into the deal's pool as it was dealt (the "ante" column, Spoil Five's "stake"), from
the engine's figures, so ante + net is each seat's change, and the pool's too. Its player
column read "P1" with no "(you)"; the learner's row is "P1 (you)" (a side's "P1+P3 (your
side)"). Pages that seat nobody (Learn, Quiz, Compare) keep the table as it was.

Bierspiel, a pool game with no pool (its crosses are the score: no ante, no net), is left out."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest
from apptools import html_tables
from deals import play_out
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.pages.common import settlement_rows_shown
from ui.play_table import Table
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
POOL_GAMES = ["loo", "irish_loo", "five_card_loo", "rams", "rounce", "spoil_five"]
_VULGAR = {"⅓": "1/3", "⅔": "2/3", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5", "⅘": "4/5", "½": "1/2"}


def amount(text: Any) -> Fraction:
    """A shown figure as a number: "2⅓", "-⅔", "+5", "0 (stays: spoiled)"."""
    said = str(text).split(" (")[0].lstrip("+").replace("\u2212", "-")  # (the table's minus)
    for sign, frac in _VULGAR.items():
        if sign in said:
            whole = said.replace(sign, "")
            neg = whole.startswith("-")
            n = Fraction(int(whole.strip("-") or 0)) + Fraction(frac)
            return -n if neg else n
    return Fraction(int(said))


def net_column(row: dict[str, Any]) -> str:
    """The settlement's own figure: "net" (the Loo family), "counters" (Spoil Five's)."""
    return "net" if "net" in row else "counters"


def check_deal(
    game_id: str, s: Any, before: dict[str, str], after: dict[str, str], seat: int
) -> None:
    rows = settlement_rows_shown(REGISTRY.get(game_id), s, seat, stakes=True)
    word = game_ui(game_id).stakes_word
    for i, row in enumerate(rows):
        col = f"P{i}" if i < s.n else "pool after"
        change = amount(after[col]) - amount(before[col])
        shown = amount(row.get(word, 0)) + amount(row[net_column(row)])
        assert shown == change, (game_id, s.dealer, col, row, before[col], after[col])
    named = [r for r in rows if "(you)" in str(next(iter(r.values())))]
    assert [next(iter(r.values())) for r in named] == [f"P{seat} (you)"], rows


@pytest.mark.parametrize("game_id", POOL_GAMES)
def test_the_table_adds_up_to_the_running_counters(game_id: str) -> None:
    """Seeded games of five deals, played by random legal moves, the learner in every seat in
    turn: each deal's table (ante + net per seat and for the pool) makes the change in the
    running table's row, as Play keeps it (start row, then a row after each deal)."""
    game, ui = REGISTRY.get(game_id), game_ui(game_id)
    for seed in range(8):
        rng = random.Random(seed)
        n = game.fit_players(game.make_opts(None), 3 + seed % 3)
        s = game.new_deal(players=n, dealer=seed % n, seed=seed)
        before = ui.start_row(s)
        for deal in range(5):
            while not game.is_over(s):
                s = game.apply(s, rng.choice(game.legal_actions(s)))
            seat = (seed + deal) % n
            after = ui.ledger_row(s, seat)
            check_deal(game_id, s, before, after, seat)
            before = after
            s = game.next_deal(s, seed=rng.randrange(10**6))


def test_a_page_that_seats_nobody_keeps_the_table() -> None:
    """Learn, Quiz and Compare draw the engine's rows in the buttons' words, nothing added."""
    game = REGISTRY.get("five_card_loo")
    s = game.new_deal(players=4, seed=2)
    rng = random.Random(2)
    while not game.is_over(s):
        s = game.apply(s, rng.choice(game.legal_actions(s)))
    rows = settlement_rows_shown(game, s)
    assert [r["player"] for r in rows] == ["P0", "P1", "P2", "P3", "pool"]
    assert "ante" not in rows[0] and list(rows[0]) == list(game.settlement_rows(s)[0])


@pytest.mark.parametrize(("gid", "players", "you"), [("sixty_six", 4, "P1+P3 (your side)")])
def test_a_side_is_marked_as_the_learners(gid: str, players: int, you: str) -> None:
    game = REGISTRY.get(gid)
    s = game.new_deal(players=players, seed=1)
    while not game.is_over(s):
        s = game.apply(s, game.legal_actions(s)[0])
    assert [r["player"] for r in settlement_rows_shown(game, s, 1)] == ["P0+P2", you]


def test_the_play_page_shows_it(app: OpenApp) -> None:
    """Five-card Loo on its Play page, the learner P1 (the first dealer P0): the settlement
    table names "P1 (you)" and the dealer's ante, and adds up to the counters below it."""
    gid = "five_card_loo"
    game = REGISTRY.get(gid)
    cfg = {"players": 4, "seat": 1, "bots": "random"}
    at = app(f"{gid}:play", **{f"{gid}__play_cfg": cfg})
    t: Table = at.session_state[f"{gid}:table"]
    play_out(game, t, random.Random(1).choice)
    at.run()
    assert not at.exception, at.exception
    tables = html_tables(at)
    shown = next(tb for tb in tables if tb and "ante" in tb[0])
    running = next(tb for tb in tables if tb and "pool after" in tb[0])
    assert [r["player"] for r in shown] == ["P0", "P1 (you)", "P2", "P3", "pool"]
    assert amount(shown[t.state.dealer]["ante"]) == -5
    for i, row in enumerate(shown):
        col = f"P{i}" if i < 4 else "pool after"
        change = amount(running[-1][col]) - amount(running[0][col])
        assert amount(row["ante"]) + amount(row["net"]) == change, (row, running)
