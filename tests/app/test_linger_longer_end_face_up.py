"""A finished Linger Longer game draws the cards still in hand face up (learner walk, Play at
1400 and 390 px: the game over, the winner, the last player holding cards, kept his cards drawn
face down, though nothing is hidden once the game is over, and Sixty-Six's Play shows every
hand at the end).

The deal is seed 3, four players, the learner playing the rule of thumb through the page's own
buttons, as test_linger_longer's game to its last player: P2 wins holding three cards."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from apptools import click, is_picture, nodes, play_card
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.games.linger_longer import LINGER_LONGER
from ui.cards import table_view
from ui.pages import play

OpenApp = Callable[..., AppTest]
G = LINGER_LONGER
GID = G.id


def _table(at: AppTest) -> play.Table:
    t: play.Table = at.session_state[f"{GID}:table"]
    return t


def test_the_winners_cards_are_face_up_once_the_game_is_over(app: OpenApp) -> None:
    cfg = {"players": 4, "seat": 0, "bots": "rule of thumb"}
    at = app(f"{GID}:play", **{f"{GID}__seed": 3, f"{GID}__play_cfg": cfg})
    for _ in range(120):
        t = _table(at)
        if G.is_over(t.state):
            break
        if t.pause:
            click(at, f"{GID}:continue")
            continue
        a = G.heuristic_action(G.view(t.state, t.seat), random.Random(0))
        assert a.card is not None
        play_card(at, GID, a.card)
    s = _table(at).state
    assert G.is_over(s) and s.winner != 0
    held = [CARDS[c] for c in range(52) if s.hands[s.winner] >> c & 1]
    assert held  # (he won as the last player holding cards)
    table = next(json.loads(n.proto.json) for n in nodes(at.main) if is_picture(n))
    assert "face-down card" not in table
    for card in held:
        assert f'data-card="{card.code}"' in table, card
    # the same in a picture of the finished game for any seat, Learn's and Quiz's included
    seat = table_view(s, viewer=1).seats[s.winner]
    assert seat.backs == 0 and [c for c, _ in seat.faces] == G.hand_order(s, held)
