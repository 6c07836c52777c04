"""Seeded random deals that several test files check, played and drawn once in a process.

A seeded random deal (:func:`positions`): dealt with the seat on P0's right dealing
(``dealer=players - 1``), then a random legal action (``random.Random(seed)``) at every turn
until the deal ends. The Play-table files (tests/app: test_felt_red_signs, test_seat_tags_red,
test_trump_sign_chip, test_trump_sign_every_game) each wrote this loop out again and drew every
position of the same deals from the same seats (:func:`drawn`): each now checks its property on
the one drawing. ``make test`` hands a game's tests of those files to one worker, one after
another (suite_groups.SHARED_DRAWINGS), so each drawing is made once for them all.

A deal and its drawings are functions of their arguments (seeded; nothing in the engine or
``ui.cards`` keeps state between calls, and no test changes a state or a TableView), so the
one made first is handed out again: the same positions, the same HTML.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from ui.cards import TableView, table_html, table_view

WIDTH = 46  # the Play page's table width (table_html's em)

# A Loo position (a scenario dict, engine.scenario.from_dict) where P0 must head the Q♠ P4 led
# with his K♠: the 3♠ (head the trick) and the A♦ (follow suit) are refused. Play's refusals
# (test_pages, test_play_cards), the rules they lapse (test_review) and a quiz question's missed
# rules (test_lapse_on_rules_missed) are checked on it.
HEAD_THE_TRICK: dict[str, Any] = {
    "game": "loo",
    "players": 5,
    "dealer": "P3",
    "pool": 3,
    "hands": {
        "P0": ["KS", "3S", "AD"],
        "P1": ["2C", "5D", "9H"],
        "P2": ["4C", "6D", "8H"],
        "P3": ["7C", "JD", "10H"],
        "P4": ["3C", "4D"],
    },
    "trick": ["P4 QS"],
    "turn_card": "2H",
}

Drawing = tuple[tuple[TableView, str], ...]


@lru_cache(maxsize=512)
def positions(game_id: str, players: int, seed: int) -> tuple[Any, ...]:
    """Every position of the seeded random deal, from the deal to its end (both included)."""
    g = REGISTRY.get(game_id)
    s = g.new_deal(players=players, dealer=players - 1, seed=seed)
    rng = random.Random(seed)
    out = [s]
    while not g.is_over(s):
        s = g.apply(s, rng.choice(list(g.legal_actions(s))))
        out.append(s)
    return tuple(out)


# one game's drawings at a time: a deal's drawings from one seat are ~0.5 MB of HTML, and the
# files ask for one game's deals together (suite_groups), then the next game's
_DRAWN: dict[tuple[str, int, int, int], Drawing] = {}


def drawn(game_id: str, players: int, seed: int, viewer: int) -> Drawing:
    """Each position of :func:`positions` as the Play table draws it for ``viewer``: its view
    (``ui.cards.table_view``) and that view's HTML (``ui.cards.table_html``, the page's width)."""
    key = (game_id, players, seed, viewer)
    if key not in _DRAWN:
        if any(k[0] != game_id for k in _DRAWN):
            _DRAWN.clear()
        views = (table_view(s, viewer=viewer) for s in positions(game_id, players, seed))
        _DRAWN[key] = tuple((v, table_html(v, WIDTH)) for v in views)
    return _DRAWN[key]
