"""What Play leaves to the score sheet, and what its result box says, are declared, not found
by matching words.

Play left a settlement table to the score sheet where each of its columns' figures stood in
the sheet's row for the deal (Forty-Five's tricks, points and total), by comparing figures
under each player's or side's name, which also found coincidences (a Sixty-Six hand with no
marriage and no last trick gave "card points", one in 180 "tricks"); it blanked Spoil Five's
pool note where the sheet's row had columns named "pool" and "pool after"; and it cut from
the result box the sentences the line above it or a settlement line below said (a pool deal
ended short, Forty-Five's and Sixty-Six's why). Now a game declares what its sheet records
(GameUI.sheet_records), the pool family's box says only what a deal ended short moves for
the learner (its ending is the log's line above it), and Forty-Five's and Sixty-Six's only
his part (the why is the Settlement's line, with its rule). What the page says at a deal's
end stayed the same over 2,250 seeded deals of every game form (the commit says how)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from deals import play_out

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from engine.ledger import POOL
from ui.games.pool_result import pool_end_notes, pool_ending
from ui.pages.common import settlement_rows_shown
from ui.pages.play_record import on_the_sheet, pool_left_to_sheet
from ui.play_table import Table, new_table
from ui.play_view import ledger_rows
from ui.tables import SHEET_POOL, game_ui


def _played(game_id: str, players: int, seed: int) -> Table:
    """A deal played to its end as the page plays it (the learner at random, the others by
    rule of thumb), its row on the running sheet as the page records it."""
    game, ui = REGISTRY.get(game_id), game_ui(game_id)
    cfg = {"players": players, "seat": 0, "bots": "rule of thumb"}
    t = new_table(game, cfg, {"variant": game.default_variant, "options": {}}, seed)
    play_out(game, t, random.Random(seed).choice)
    t.recorded = True
    t.ledger.append({"deal": str(t.deal_no), **ui.ledger_row(t.state, t.seat)})
    return t


def _figure(value: Any) -> str:
    return str(value).replace("\u2212", "-").strip().removeprefix("+")


@pytest.mark.parametrize(
    ("game_id", "players"),
    [
        ("forty_five", 2),
        ("forty_five", 4),
        ("sixty_six", 2),
        ("sixty_six", 4),
        # each seat's counters (signed, Napoleon's and Linger Longer's; after the deal, the
        # pool games'), Bierspiel's points left: every game whose sheet has a column a seat
        ("napoleon", 4),
        ("linger_longer", 4),
        ("loo", 4),
        ("irish_loo", 4),
        ("five_card_loo", 4),
        ("rams", 4),
        ("rounce", 4),
        ("bierspiel", 4),
    ],
)
def test_the_declared_columns_are_the_sheets(game_id: str, players: int) -> None:
    """Each declared column is a column of the settlement table, and its figure for every
    player or side stands in the sheet's row for the deal under that player's or side's
    name ("P0+P2 tricks", "P0 +", "P0 total"). Every game whose sheet records a settlement
    column declares it (Napoleon's and Linger Longer's counters had been left undeclared)."""
    game, declared = REGISTRY.get(game_id), game_ui(game_id).sheet_records
    assert declared
    for seed in range(8):
        t = _played(game_id, players, seed)
        rows = settlement_rows_shown(game, t.state, t.seat, stakes=True)
        last = ledger_rows(game, t)[-1]
        assert on_the_sheet(game, t, rows) == declared, seed
        for r in rows:
            name = re.sub(r" \((you|your side)\)$", "", str(next(iter(r.values()))))
            for column in declared:
                under = {
                    _figure(v) for k, v in last.items() if k == name or k.startswith(f"{name} ")
                }
                assert _figure(r[column]) in under, (seed, column, r, last)


def test_forty_five_leaves_its_table_to_the_sheet() -> None:
    """Every column of Forty-Five's settlement table is on the sheet: Play shows the sheet
    alone (ui.pages.play_record.deal_record)."""
    game = REGISTRY.get("forty_five")
    t = _played("forty_five", 4, 1)
    rows = settlement_rows_shown(game, t.state, t.seat, stakes=True)
    assert set(list(rows[0])[1:]) == on_the_sheet(game, t, rows)


def test_spoil_fives_sheet_records_the_pool() -> None:
    """Spoil Five's sheet records what the pool held and carries over ("pool", "pool
    after"): its pool row's note is left to it, its figures kept; a game that does not
    declare it keeps its note."""
    game = REGISTRY.get("spoil_five")
    assert SHEET_POOL in game_ui("spoil_five").sheet_records
    for seed in range(4):
        t = _played("spoil_five", 4, seed)
        assert {"pool", "pool after"} <= set(ledger_rows(game, t)[-1])
        rows = settlement_rows_shown(game, t.state, t.seat, stakes=True)
        (pool,) = [r for r in rows if next(iter(r.values())) == POOL]
        assert pool["note"]
        kept = pool_left_to_sheet(game, t, rows)
        assert [r["note"] for r in kept if next(iter(r.values())) == POOL] == [""]
        assert [{**r, "note": ""} for r in rows] == [{**r, "note": ""} for r in kept]
    for gid in ("loo", "rams", "forty_five", "sixty_six", "napoleon"):
        assert SHEET_POOL not in game_ui(gid).sheet_records, gid


@pytest.mark.parametrize("gid", ["irish_loo", "five_card_loo", "rams", "bierspiel"])
def test_a_pool_deal_ended_short_says_only_what_it_moves(gid: str) -> None:
    """A deal ended short of play (everyone passing, a flush, a rams lost, the pone paying to
    drop): the log's line says how ('You announced rams and lost trick 1, so the cards are
    thrown in.'), and the result box only what it moves for the learner ('You pay 20
    counters.'); the box had said the ending again before its colon."""
    game, ui = REGISTRY.get(gid), game_ui(gid)
    assert ui.verdict is not None
    rng, short = random.Random(4), 0
    for seed in range(80):
        s = before = game.new_deal(players=4, dealer=seed % 4, seed=seed)
        logged = pool_end_notes(s, s, 0) if game.is_over(s) else []
        while not game.is_over(s):
            before, s = s, game.apply(s, rng.choice(game.legal_actions(s)))
            logged += pool_end_notes(before, s, 0)
        ending = pool_ending(s, 0)
        if ending is None or s.penalty:
            continue
        short += 1
        _, box = ui.verdict(s, 0)
        # a rams lost, the pone: the line says its moves after the ending ("...: you pay 20
        # counters to double the pool, 5 counters to P2 ...", "...: you take a fresh cross (5
        # points to wipe out), P1 wipes out ..."), which the ending does not say
        paid = s.rams if s.rams >= 0 else game.pone(s) if s.result == "pone_paid" else -1
        moves = f"{ending}: you " if paid == 0 else f"{ending}: P{paid} "
        assert logged == [f"{ending}."] or (
            paid >= 0 and len(logged) == 1 and logged[0].startswith(moves)
        ), (logged, ending)
        assert ending not in box and ":" not in box, box
        assert box.startswith(("You pay", "You receive", "You wipe out", "You take")), box
    assert short, "no deal ended short"
