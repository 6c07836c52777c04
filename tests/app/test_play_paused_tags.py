"""A paused Play picture says who moves next, not who is "to play" (note_1202g §9).

Play stops after each trick until the learner clicks Continue (``Table.pause``); its picture
is the trick just won, its winner's card marked. The seat to move after it kept the "to play"
tag, as if play went on while the page waited. Now, while paused, that seat is tagged "leads
next" (he won the trick) or "next"; at the learner's turn his seat is "to play" as before.
Every game with a Play page, a deal each, the learner playing random legal cards.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from apptools import random_table
from deals import walk

import ui.games  # noqa: F401
from engine.game import REGISTRY, Game
from ui.cards import table_html
from ui.pages.play import table_now
from ui.tables import game_ui

GAMES = [g for g in REGISTRY.ids() if game_ui(g).play]


def tags_at_pauses(game: Game[Any], seed: int) -> tuple[list[str], list[str]]:
    """The to-move seats' tags (with the seat) at each pause, and at the learner's turns."""
    ui = game_ui(game.id)
    t = random_table(game, seed)
    paused: list[str] = []
    playing: list[str] = []
    for _ in walk(game, t, random.Random(seed).choice):
        view = table_now(game, t, ui)
        html = table_html(view, 46)
        movers = [f"{i}:{x.turn}" for i, x in enumerate(view.seats) if x.to_move]
        if t.pause:
            assert ">to play<" not in html, (game.id, seed, movers)
            winner = t.state.history[-1][1]
            paused += movers
            assert all(m == f"{winner}:leads next" for m in movers), movers
        elif t.state.phase == "play":
            playing += movers
    return paused, playing


@pytest.mark.parametrize("gid", [g for g in GAMES if game_ui(g).pause_after_trick])
def test_a_paused_picture_names_who_leads_next(gid: str) -> None:
    game = REGISTRY.get(gid)
    paused: list[str] = []
    playing: list[str] = []
    for seed in range(1, 40):  # a learner who passes or stands out sees no trick of his own
        p, q = tags_at_pauses(game, seed)
        paused, playing = paused + p, playing + q
        if paused and playing:
            break
    assert paused, "no trick was paused on"
    # the learner's turn in play still says "to play" (or the game's own word for it)
    assert playing and all(not m.endswith(("next",)) for m in playing), playing
