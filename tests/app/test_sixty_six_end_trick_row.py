"""A finished Sixty-Six hand's table in Play shows its last trick in the trick row, as every
other game's Play ends (learner walk, /sixty_six-play at 390 px, two players, at the end of a
hand: between the two hands the trick row said only "Tricks" and "the hand is over", a band a
trick high and empty, while the last trick lay small beside the stock; Loo, Spoil Five and
Linger Longer, which pause on each trick, end on their last trick in the row). The row now
holds the last trick, titled with its winner and his card marked; it is not drawn twice."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable

from apptools import click, is_picture, nodes, play_card
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.games.sixty_six import CLAIM, SIXTY_SIX

OpenApp = Callable[..., AppTest]
G = SIXTY_SIX
GID = G.id
TWO_HANDS = {"players": 2, "seat": 0, "bots": "rule of thumb"}


def test_the_last_trick_lies_in_the_row_once_the_hand_is_over(app: OpenApp) -> None:
    # two hands, the learner P0, the computer at its rule of thumb, the first deal of seed 3
    at = app("sixty_six:play", sixty_six__seed=3, sixty_six__play_cfg=TWO_HANDS)
    for _ in range(60):  # the learner's rule of thumb (never a claim), by the page's buttons
        t = at.session_state[f"{GID}:table"]
        if G.is_over(t.state):
            break
        view = G.view(t.state, t.seat)
        a = G.heuristic_action(view, random.Random(0))
        if a == CLAIM:
            a = next(x for x in G.legal_actions(view) if x.kind == "play")
        if a.kind == "play" and a.card is not None:
            play_card(at, GID, a.card)
        else:
            click(at, f"{GID}:act:{a}")
    s = at.session_state[f"{GID}:table"].state
    assert G.is_over(s) and s.history
    done, winner = s.history[-1]
    table = json.loads(next(n for n in nodes(at.main) if is_picture(n)).proto.json)
    assert "the hand is over" not in table
    title = f"Trick {len(s.history)}: {'you' if winner == 0 else f'P{winner}'} won"
    row = re.search(r'<div class="tb-trick" role="group" aria-label="([^"]*)"(.*)', table, re.S)
    assert row is not None and row.group(1) == title
    assert table.count(title) == 2  # the row's label and its heading, no second drawing beside
    for _, c in done:
        assert f'data-card="{CARDS[c].code}"' in row.group(2)
