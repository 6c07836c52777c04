"""No Play picture shows a card the learner's seat may not see: at every pause of a deal (the
learner's turn, each finished trick the game stops on) the table the page draws
(:func:`ui.pages.play.table_picture` through the game's drawing) shows in each other seat's
hand only cards the game's own view of the learner's seat (``game.view``) holds there: a
turned trump still in the dealer's hand, a card shown in a marriage, never the rest. Every game
of the registry that has a Play page, several deals each.

(A learner walk found Linger Longer's table after each trick drawing every computer hand face
up: the page drew the full state there, and the game's drawing showed any card in a hand.)
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from apptools import random_table
from deals import walk

import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY, Game
from ui.cards import cards_of, table_view
from ui.pages.play import table_picture
from ui.play_table import Table
from ui.tables import game_ui

GAMES = [g for g in REGISTRY.ids() if game_ui(g).play]


def leaks(game: Game[Any], t: Table) -> list[str]:
    """Each card the picture shows in another seat's hand that the learner cannot know: the
    page's picture, and the game's drawing of the whole state told its viewer (the deeper
    guard: a drawing given more than the view still hides what the viewer cannot see)."""
    ui = game_ui(game.id)
    state, kw = table_picture(game, t, ui)
    known = game.view(t.state, t.seat)
    found = []
    for what, drawn in (("page", state), ("drawing", t.state)):
        for i, seat in enumerate(table_view(drawn, **kw).seats):
            if i == t.seat:
                continue
            shown = {c for c, _ in seat.faces} - set(cards_of(known.hands[i]))
            found += [f"{what}: P{i}'s {CARDS[c].pretty}" for c in sorted(shown)]
    return found


def pauses(game: Game[Any], players: int, seed: int) -> list[str]:
    """Play a deal as the learner (seat 0, random legal moves); the leaks at every pause."""
    t = random_table(game, seed, players)
    found: list[str] = []
    checked = 0
    for _ in walk(game, t, random.Random(seed).choice):
        found += [f"{game.id} seed {seed} at {len(t.events)} events: {x}" for x in leaks(game, t)]
        checked += 1
    assert checked
    return found


@pytest.mark.parametrize("gid", GAMES)
def test_no_play_picture_shows_a_hidden_card(gid: str) -> None:
    game = REGISTRY.get(gid)
    opts = game.make_opts(game.default_variant)
    lo, hi = game.players_range(opts)
    found: list[str] = []
    for players in sorted({game.fit_players(opts, lo), game.fit_players(opts, hi)}):
        for seed in (3, 11):
            found += pauses(game, players, seed)
    assert not found, found[:10]
