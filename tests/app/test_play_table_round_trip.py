"""A Play table saved and loaded back is the table saved, field for field (ui.play_table's
dump_table/load_table): a reload shows the same page. Before, the learner's own line among the
latest moves (Table.own: left out of their live region, said at his click), the computer's time
per move (Table.think: "about N ms a move") and the replies still to come (Table.waiting) were
dropped. Every field of :class:`Table` is compared, so a field added later and not saved fails
here; only :attr:`Table.verdicts`, a cache computed afresh for the position, is left out."""

from __future__ import annotations

import dataclasses
import json
import random
from itertools import chain
from typing import Any

import pytest
from deals import walk

import ui.games  # noqa: F401
from engine.game import REGISTRY, Game
from ui import play_table
from ui.pages.common import free_options
from ui.play_table import Table, dump_table, load_table
from ui.tables import GAME_UI

PLAY_GAMES = [g for g in REGISTRY.ids() if g in GAME_UI and GAME_UI[g].play]
NOT_SAVED = {"verdicts"}  # a cache for the position shown (ui.play_verdict.card_verdicts)


def game_of(game_id: str) -> Game[Any]:
    return next(g for g in REGISTRY if g.id == game_id)


def fields_of(t: Table) -> dict[str, Any]:
    """Every field the page reads, comparable: the generators by their states, each computer
    player by its kind and its generator's state."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(Table):
        if f.name in NOT_SAVED:
            continue
        value = getattr(t, f.name)
        if f.name == "rng":
            value = value.getstate()
        elif f.name == "computer":
            value = {i: (type(b).__name__, b.rng.getstate()) for i, b in value.items()}
        out[f.name] = value
    return out


def assert_round_trip(game: Game[Any], t: Table, where: str) -> None:
    text = dump_table(t)
    u = load_table(game, text)
    before, after = fields_of(t), fields_of(u)
    differ = [k for k in before if before[k] != after[k]]
    assert not differ, f"{game.id} {where}: {differ} differ after a save and load"
    assert dump_table(u) == text, f"{game.id} {where}: saved again, it reads otherwise"


def new(game: Game[Any], seed: int, bots: str = "random") -> Table:
    players = game.usual_players(game.make_opts(game.default_variant))
    cfg = {"players": players, "seat": 0, "bots": bots}
    s = {
        "variant": game.default_variant,
        "options": {o.name: o.default for o in free_options(game)},
    }
    return play_table.new_table(game, cfg, s, seed)


def play_through(game: Game[Any], t: Table, seed: int, deals: int, check: bool) -> int:
    """The learner's random legal moves (claims confirmed) through ``deals`` deals, the table
    saved and loaded back (``check``) as dealt, at each of his turns, after a trick shown, and
    at each deal's end. The number of round trips made."""
    ui = GAME_UI[game.id]
    rng = random.Random(seed)
    trips = 0
    while True:
        for _ in chain(walk(game, t, rng.choice), [t]):  # each moment of the deal, then its end
            if check:
                where = f"seed {seed}, deal {t.deal_no}, {len(t.deals[-1][1])} actions"
                assert_round_trip(game, t, where + (", paused" if t.pause else ""))
                trips += 1
        if ui.game_over(t.state, t.seat) or t.deal_no >= deals:
            return trips
        play_table.record_deal(game, t)
        play_table.next_deal(game, t)


@pytest.mark.parametrize("game_id", PLAY_GAMES)
def test_a_table_saved_and_loaded_is_the_table_saved(game_id: str) -> None:
    """Seeded tables of every game, saved and loaded at every point of two deals: as dealt,
    each turn of the learner's (his own line told), a trick shown, the deal's end."""
    game = game_of(game_id)
    for seed in (3, 8):
        t = new(game, seed)
        assert play_through(game, t, seed, deals=2, check=True) >= 4
        assert t.own is not None, "the learner's own line was set, and so compared"


@pytest.mark.parametrize("game_id", PLAY_GAMES)
def test_a_table_saved_with_replies_to_come_loads_with_them_to_come(game_id: str) -> None:
    """A move played with ``answer=False`` (the page, with Monte-Carlo players, draws it before
    they think): saved then, the table loads still waiting for their replies, which it gives
    as the table saved would."""
    game = game_of(game_id)
    ui = GAME_UI[game.id]
    for seed in (1, 2, 3, 4, 5, 6):
        t = new(game, seed)
        if game.is_over(t.state):
            continue
        act = game.legal_actions(ui.seen(t.state, t.seat))[0]
        if not play_table.play_or_ask(game, t, act, confirmed=True, answer=False):
            continue
        if t.waiting:
            break
    else:
        pytest.skip(f"{game_id}: no seeded table left the computer to answer")
    assert_round_trip(game, t, "replies to come")
    u = load_table(game, dump_table(t))
    for x in (t, u):
        play_table.computer_replies(game, x)
    # the same replies (the times they took are the clock's, run to run)
    replied_t, replied_u = fields_of(t), fields_of(u)
    assert len(replied_u.pop("think")) == len(replied_t.pop("think"))
    assert replied_u == replied_t and not u.waiting


def test_the_computers_time_per_move_survives_a_reload(monkeypatch: pytest.MonkeyPatch) -> None:
    """Monte-Carlo players' times per move (the status line's "about N ms a move") load as saved,
    to the last digit, and the status line reads the same."""
    from ui.play_view import status_line

    monkeypatch.setattr(play_table, "MC_WORLDS", 6)
    monkeypatch.setattr(play_table, "MC_EXACT_WORLDS", 2)
    game = game_of("sixty_six")
    t = new(game, 4, bots="Monte-Carlo")
    play_through(game, t, 4, deals=1, check=False)
    assert t.think, "the computer thought"
    u = load_table(game, dump_table(t))
    assert u.think == t.think and status_line(game, u) == status_line(game, t)
    assert "ms a move" in status_line(game, u)


@pytest.mark.parametrize("game_id", ["loo", "sixty_six", "napoleon"])
def test_a_table_saved_before_these_fields_were_kept_still_loads(game_id: str) -> None:
    """Rows already in learners' databases hold no ``own``, ``think`` or ``waiting`` (nor, older
    still, ``hand``, ``link`` or ``computer``): they load, with no own line (the latest moves'
    live region reads them all), no time per move yet, no replies to come."""
    game = game_of(game_id)
    t = new(game, 5)
    play_through(game, t, 5, deals=1, check=False)
    t.own = t.last
    row = json.loads(dump_table(t))
    for old in [("own", "think", "waiting"), ("own", "think", "waiting", "hand", "link")]:
        saved = {k: v for k, v in row.items() if k not in old}
        u = load_table(game, json.dumps(saved))
        assert (u.own, u.think, u.waiting) == (None, [], False)
        assert u.state == t.state and u.events == t.events and u.last == t.last
        assert u.link is False and (u.hand == t.hand) == ("hand" in saved)
