"""Play's Settlement leaves out the lines the table's caption and the log's line of how the
deal ended tell, as the game's code that writes them declares them (GameUI.settlement_told,
by the settlement items' keys), not by matching words. The page had left out a line whose
words the caption or the latest moves said, alone or before a colon: a line told in other
words came back ('You failed your bid of 3: you → P1 3 counters' under 'The deal is over.'),
and a line that was never told went whenever some line above happened to say its words.

Each deal is played on its Play page (AppTest), the learner at random, the others by rule of
thumb; the Settlement is read off the page."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest
from apptools import markdown
from deals import play_out
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from engine.search.bots import RandomBot
from ui.cards import table_view
from ui.format import md
from ui.pages.play_record import settlement_lines
from ui.play_table import Table, advance, new_table, next_deal, play_or_ask
from ui.tables import GAME_UI, game_ui

OpenApp = Callable[..., AppTest]


def played(app: OpenApp, gid: str, players: int, seed: int) -> tuple[AppTest, Table]:
    """A deal of ``gid`` played out on its Play page, the page drawn after its end."""
    cfg = {"players": players, "seat": 0, "bots": "rule of thumb"}
    at = app(f"{gid}:play", seed=seed, **{f"{gid}__play_cfg": cfg})
    t: Table = at.session_state[f"{gid}:table"]
    play_out(REGISTRY.get(gid), t, random.Random(seed).choice)
    at.run()
    assert not at.exception, at.exception
    return at, t


def lines_of(gid: str, t: Table) -> list[tuple[str, str]]:
    game = REGISTRY.get(gid)
    return settlement_lines(game, game.settlement(t.state), t.seat)


@pytest.fixture
def napoleon_reworded(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Napoleon's log says how the deal ended in other words than the settlement's reason
    ('The deal is over.' for 'You failed your bid of 3.'), its declaration unchanged."""
    ui = game_ui("napoleon")
    notes = ui.move_notes

    def reworded(before: Any, after: Any, seat: int) -> list[str]:
        out = notes(before, after, seat)
        if after.phase == "over" and before.phase != "over" and out:
            return ["The deal is over.", *out[1:]]
        return out

    monkeypatch.setitem(GAME_UI, "napoleon", replace(ui, move_notes=reworded))
    yield


def test_a_line_told_is_left_out_whatever_its_words(app: OpenApp, napoleon_reworded: None) -> None:
    at, t = played(app, "napoleon", 4, 2)
    ((line, rule),) = lines_of("napoleon", t)  # a bid made or failed: one line, one rule
    page = markdown(at)
    assert "The deal is over." in page  # the log's line, in its own words
    assert md(line) not in page, line  # the Settlement leaves it out
    assert f"rule <code>{rule}</code>" in page  # its rule, cited under the Settlement's fold


@pytest.fixture
def loo_says_a_share(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Loo's log, once a deal is played out, ends with a line in the very words of a share's
    settlement reason ('P1 won 2 tricks: 2 thirds of the pool.'), its declaration unchanged
    (a deal played out tells no settlement line)."""
    ui = game_ui("loo")
    notes = ui.move_notes
    game = REGISTRY.get("loo")

    def says_a_share(before: Any, after: Any, seat: int) -> list[str]:
        out = notes(before, after, seat)
        settle = game.settlement(after) if game.is_over(after) else None
        if settle and settle.transfers and before.phase != "over":
            out.append(f"{settle.transfers[0].told(seat)}.")
        return out

    monkeypatch.setitem(GAME_UI, "loo", replace(ui, move_notes=says_a_share))
    yield


def test_a_line_not_told_stays_whatever_the_log_says(app: OpenApp, loo_says_a_share: None) -> None:
    at, t = played(app, "loo", 4, 1)
    game = REGISTRY.get("loo")
    settle = game.settlement(t.state)
    assert settle is not None and settle.transfers
    first = settle.transfers[0].told(t.seat)
    assert f"{first}." in " ".join(t.events[t.last :])  # the log says the reason's words
    lines = [line for line, _ in lines_of("loo", t)]
    (line,) = [x for x in lines if x.startswith(f"{first}: ")]
    assert md(line) in markdown(at)  # and the Settlement keeps its line


def test_a_line_not_declared_stays(app: OpenApp, monkeypatch: pytest.MonkeyPatch) -> None:
    """Napoleon's log says 'You failed your bid of 3.' but the game declares nothing told:
    the Settlement says the line (the declaration, not the words, decides)."""
    ui = game_ui("napoleon")
    monkeypatch.setitem(GAME_UI, "napoleon", replace(ui, settlement_told=lambda s: frozenset()))
    at, t = played(app, "napoleon", 4, 2)
    ((line, _),) = lines_of("napoleon", t)
    assert line[: line.rindex(": ")] + "." in " ".join(t.events[t.last :])
    assert md(line) in markdown(at)


def deals(gid: str, players: int, count: int) -> Iterator[tuple[Any, Table]]:
    """``count`` finished deals of ``gid`` on one Play table, seeded, as the page plays them."""
    game = REGISTRY.get(gid)
    ui = game_ui(gid)
    rng = random.Random(f"told/{gid}/{players}")
    cfg = {"players": players, "seat": 0, "bots": "rule of thumb"}
    s: dict[str, Any] = {"variant": next(iter(game.variants)), "options": {}}
    t = new_table(game, cfg, s, rng.randrange(10**6))
    me = RandomBot(seed=rng.randrange(10**6))
    for _ in range(count):
        while not game.is_over(t.state):
            if t.pause:
                t.pause = False
                mark = len(t.events)
                advance(game, t)
                t.last = mark if len(t.events) > mark else t.last
                continue
            assert play_or_ask(game, t, me.choose(game, ui.seen(t.state, t.seat), t.seat), True)
        yield game, t
        if ui.game_over(t.state, t.seat):
            t = new_table(game, cfg, s, rng.randrange(10**6))
        else:
            next_deal(game, t)


PLAYED = [g for g in REGISTRY.ids() if game_ui(g).play]


@pytest.mark.parametrize("gid", PLAYED)
def test_what_a_game_declares_told_is_said_above_the_settlement(gid: str) -> None:
    """Over seeded deals of every game: each item the game declares told is in the deal's
    settlement, and its reason, told to the learner, stands in the caption or the latest
    moves (the declaration is not stale, nor wider than the words); a game whose caption or
    log tells an item declares it (Napoleon, Forty-Five, Spoil Five, Sixty-Six and Linger
    Longer tell theirs in these deals; Linger Longer's 'P3 wins the game' had been said again
    under Settlement, 'P3 wins the game: you → P3 1 counter, ...', its words after a colon
    in the log's line)."""
    game = REGISTRY.get(gid)
    players = 4 if game.min_players <= 4 <= game.max_players else game.min_players
    declared = 0
    for game, t in deals(gid, players, 12):
        told = game_ui(gid).settlement_told(t.state)
        settle = game.settlement(t.state)
        items = [*settle.transfers, *settle.notes] if settle else []
        assert told <= {x.key for x in items}, (told, items)
        live = table_view(t.state, viewer=t.seat, reveal=True, **game_ui(gid).table_kw)
        latest = t.events[t.last :]
        # the live table's caption says nothing the latest moves under it say (the page no
        # longer leaves out a line of them by its words: Forty-Five's caption had said the
        # deal's reason, the line left out)
        assert not live.caption or live.caption not in latest, (live.caption, latest)
        above = " ".join([live.caption, *latest]).lower()
        for x in items:
            if x.key in told:
                assert x.told(t.seat).lower() in above, (x.told(t.seat), above)
        declared += bool(told)
    if gid in ("napoleon", "forty_five", "spoil_five", "sixty_six", "linger_longer"):
        assert declared, gid


def test_forty_five_says_how_a_deal_ended_in_its_latest_moves(app: OpenApp) -> None:
    """Forty-Five, as Napoleon and Spoil Five, says how a deal ended in the line of latest
    moves under the live table, and its caption leaves it to that line (the caption had said
    it, and the line was left out because its words matched the caption's)."""
    at, t = played(app, "forty_five", 4, 3)
    why = table_view(t.state, viewer=t.seat, reveal=True).caption  # (Learn's, Quiz's caption)
    assert why
    page = markdown(at)
    at_latest = page.index('class="tb-latest"')
    latest = page[at_latest:].split("</div>")[0]
    assert why.removesuffix(".") in latest, latest
    assert why.removesuffix(".") not in page[:at_latest]  # the live table above it
