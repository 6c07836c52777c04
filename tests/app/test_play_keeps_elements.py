"""A card played on Play leaves every other control where it was, for the browser to update
in place rather than draw anew (issue 12, part 5: click -> feedback).

Streamlit's browser side keys a container by its position among its siblings and a widget by
its key: when the hand closed up at once, each card after the one played sat in the container
of the card before it, and the browser threw away that card's button and face and drew them
anew; the row of other moves (Sixty-Six's close and claim), left out while the computer
players think, was drawn anew a moment later. Here, through AppTest's element tree, the run
that shows the learner's move (slow computer players: Sixty-Six's Monte-Carlo) keeps every
key at its delta path, the card played keeping its place unseen; the replies' run then draws
the hand as it stands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st
from apptools import click
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.cards import CARDS, Card, cards_in
from engine.game import REGISTRY
from ui.pages import play
from ui.tables import GAME_UI

OpenApp = Callable[..., AppTest]
GID = "sixty_six"


def places(node: Any, path: tuple[int, ...] = ()) -> dict[str, tuple[int, ...]]:
    """Each keyed container's and widget's key under ``node`` -> its delta path there."""
    out: dict[str, tuple[int, ...]] = {}
    for i, child in getattr(node, "children", {}).items():
        here = (*path, i)
        key = getattr(child, "key", None)
        if key:
            out[key] = here
        out.update(places(child, here))
    return out


def hand_keys(at: AppTest) -> list[str]:
    t = at.session_state[f"{GID}:table"]
    game = REGISTRY.get(GID)
    view = GAME_UI[GID].seen(t.state, t.seat)
    held = game.hand_order(view, [int(c) for c in cards_in(view.hands[t.seat])])
    return [f"tb-card-{CARDS[c].code}" for c in held]


def test_the_move_shown_keeps_every_control_in_its_place(app: OpenApp, monkeypatch: Any) -> None:
    at = app(f"{GID}:play", sixty_six__seed=5)
    t = at.session_state[f"{GID}:table"]
    game = REGISTRY.get(GID)
    assert play.slow_replies(t)  # (Sixty-Six's default level: the move is drawn first)
    before = places(at.main)
    acts = [k for k in before if k.startswith(f"{GID}:act:")]
    assert acts  # (the row of other moves: close, claim)
    legal = [a.card for a in game.legal_actions(t.state) if a.kind == "play" and a.card]
    cards = hand_keys(at)
    # the first card of the hand the engine allows (bench.page_speed presses the first card):
    # every card after it shifted when the hand closed up
    played = next(c for c in (k.rsplit("-", 1)[1] for k in cards) if Card.parse(c) in legal)
    assert cards.index(f"tb-card-{played}") < len(cards) - 1

    # the run that shows the move, alone: the replies held back (a browser's fragment runs
    # them next; AppTest's whole-page run would answer at once)
    monkeypatch.setattr(play, "computer_replies", lambda game, t: None)
    monkeypatch.setattr(st, "rerun", lambda *a, **k: None)
    click(at, f"{GID}:card:{played}")
    assert at.session_state[f"{GID}:table"].waiting
    during = places(at.main)
    moved = {
        k: (before[k], during.get(k))
        for k in before
        if k.startswith((f"{GID}:", "tb-")) and k != f"tb-card-{played}"
        if during.get(k) != before[k]
    }
    assert not moved, moved
    assert during[f"tb-card-played-{played}"] == before[f"tb-card-{played}"]  # (unseen: HAND_CSS)
    assert all(at.button(key=k).disabled for k in acts)
    assert all(at.button(key=k).disabled for k in during if k.startswith(f"{GID}:card:"))

    monkeypatch.undo()  # the replies' run: the hand as it stands, the drawn card in order
    at.run()
    assert not at.exception, at.exception
    assert not at.session_state[f"{GID}:table"].waiting
    now = places(at.main)
    assert not [k for k in now if k.startswith("tb-card-played-")]
    in_hand = [k for k in now if k.startswith("tb-card-")]
    assert in_hand == hand_keys(at) and f"tb-card-{played}" not in in_hand
