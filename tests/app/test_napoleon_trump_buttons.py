"""Napoleon's "Trumps ♠ spades" buttons stand in the order the table draws a hand's suits
(♠ ♥ ♣ ♦), a refused one in its place (learner walk: Learn's name_trump step drew A♠ K♠ 10♠
A♥ 4♦ over buttons ♦ ♥ ♠ ♣, the engine's suit order ♣ ♦ ♥ ♠ with the refused clubs put last;
Play's the same). The order expected is the table's own: the suits of the whole pack as
``hand_order`` draws it, never a list typed here."""

from __future__ import annotations

from collections.abc import Callable

from apptools import click, open_step
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.cards import CARDS, Suit
from engine.games.napoleon import NAP, NAPOLEON
from lessons import load
from lessons.tasks import task_for
from ui.pages import play
from ui.pages.common import free_options

OpenApp = Callable[..., AppTest]
G = NAPOLEON
GID = G.id


def _table_suits(state: object) -> list[str]:
    """The suits' letters in the order the table draws a hand of the whole pack."""
    cards = G.hand_order(state, list(range(52)))
    return [s.letter for s in dict.fromkeys(CARDS[c].suit for c in cards)]


def _trump_buttons(at: AppTest, prefix: str) -> list[tuple[str, bool]]:
    """The trump buttons in page order: the suit's letter, and whether it may be clicked."""
    return [
        (b.key.removeprefix(prefix), not b.disabled)
        for b in at.button
        if b.key and b.key.startswith(prefix)
    ]


def test_learn_names_trumps_in_the_hands_suit_order(app: OpenApp) -> None:
    task = task_for(load(GID).step("name_trump"))
    assert task is not None
    at = open_step(app(f"{GID}:learn"), GID, "name_trump")
    buttons = [k for k, _ in _trump_buttons(at, f"{GID}:learn:try:trump ")]
    # (his hand A♠ K♠ 10♠ A♥ 4♦, drawn ♠ ♥ ♣ ♦; the clubs he lacks refused in their place)
    assert buttons == _table_suits(task.question.state) == ["S", "H", "C", "D"]


def test_play_names_trumps_in_the_hands_suit_order(app: OpenApp) -> None:
    """Two players, the learner bids first and bids nap: he names trumps next. A deal whose
    hand lacks a suit, so that suit's button is there, disabled, in its place."""
    cfg = {"players": 2, "seat": 0, "bots": "rule of thumb"}
    settings = {"variant": "seed", "options": {o.name: o.default for o in free_options(G)}}
    for seed in range(200):
        t = play.new_table(G, dict(cfg), settings, seed)
        held = {CARDS[c].suit for c in range(52) if t.state.hands[0] >> c & 1}
        if G.current_player(t.state) == 0 and len(held) == 3:
            break
    else:
        raise AssertionError("no deal among 200 leaves the learner, first to bid, a suit short")
    at = app(f"{GID}:play", **{f"{GID}__seed": seed, f"{GID}__play_cfg": dict(cfg)})
    click(at, f"{GID}:decl:{NAP}")
    t = at.session_state[f"{GID}:table"]
    assert t.state.phase == "trump" and G.current_player(t.state) == 0
    buttons = _trump_buttons(at, f"{GID}:decl:trump ")
    assert [k for k, _ in buttons] == _table_suits(G.view(t.state, 0)) == ["S", "H", "C", "D"]
    assert [k for k, ok in buttons if not ok] == [s.letter for s in Suit if s not in held]
