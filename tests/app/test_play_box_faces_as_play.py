"""The notebooks' play box draws the learner's cards at the sizes the Play page draws them:
Play's hand is 84 px, 64 past four cards so a longer hand stays on one line, a declaring
turn's cards 84 and an exchange's cards to tick 60; the box drew every card at 64 (look14: a
three-card Loo hand, small in a wide cell beside Play's). Each size is read from Play's own
drawing of the same table (ui.pages.play's _hand, _declare and _compose, with Streamlit and
the card drawing recorded), at every turn of the learner's in seeded deals. (That the box
still fits a 232 px JupyterLab cell, its cards wrapping: tests/e2e/test_lab_notebook.py.)"""

from __future__ import annotations

import re
from typing import Any

import pytest
from test_play_widget import _Page

import ui.games  # noqa: F401
from ui.play_widget import PlayBox, play_box

WIDTH = re.compile(r"viewBox='0 0 100 140' width='(\d+)'")


def play_sizes(box: PlayBox, monkeypatch: pytest.MonkeyPatch) -> set[int]:
    """The sizes Play draws the learner's cards at, at the box's table now."""
    import ui.pages.card_ticks as ticks
    import ui.pages.common
    import ui.pages.play as play

    sizes: set[int] = set()

    def face(c: int, look: Any = "normal", size: int = 0, *a: Any, **k: Any) -> str:
        sizes.add(size)
        return ""

    with monkeypatch.context() as m:
        page = _Page([])
        page.session_state = {}  # type: ignore[attr-defined]
        for module in (play, ui.pages.common, ticks):
            m.setattr(module, "st", page)
        m.setattr(play, "card_svg", face)
        m.setattr(ticks, "card_svg", face)
        # the hand's one element (ui.components.hand, da32dd5a) needs a running app: the faces
        # it is given are drawn, and their sizes recorded, before it is called
        m.setattr(play, "hand_component", lambda *a, **k: None)
        # and so do the verdicts under a row of moves (ui.components.move_verdicts, 5d266659)
        m.setattr(play, "move_verdicts", lambda *a, **k: None)
        game, t = box.game, box.table
        if t.state.phase == "play":
            play._hand(game, t)
        else:
            play._declare(game, t)
    return sizes


def box_sizes(box: PlayBox) -> set[int]:
    from test_play_widget import _all

    html = "".join(x.value for x in _all(box.controls) if type(x).__name__ == "HTML")
    return {int(h) for h in WIDTH.findall(html)}


@pytest.mark.parametrize("game_id", ["loo", "irish_loo", "sixty_six", "rounce", "napoleon"])
def test_the_box_draws_his_cards_at_play_s_sizes(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    met: set[int] = set()
    for seed in range(3):
        box = play_box(game_id, seed=seed, level="random")
        met |= compared(box, seed, monkeypatch)
        for _ in range(60):
            if box.game.is_over(box.table.state):
                break
            play_out_one(box)
            met |= compared(box, seed, monkeypatch)
    assert met  # sizes were compared
    # Loo's three cards and every declaring turn at 84, where the box drew 64; Irish Loo's
    # exchange ticks at 60; a hand of more than four in play at 64 on both
    want = {"loo": {84}, "irish_loo": {60, 84}}.get(game_id, {64, 84})
    assert met == want, met


def compared(box: PlayBox, seed: int, monkeypatch: pytest.MonkeyPatch) -> set[int]:
    """At the learner's turn, the box's sizes are Play's (which it returns); else none."""
    t = box.table
    if t.pause or box.game.is_over(t.state) or box.game.current_player(t.state) != t.seat:
        return set()
    want = play_sizes(box, monkeypatch)
    assert box_sizes(box) == want, (seed, t.state.phase, box_sizes(box), want)
    return want


def play_out_one(box: PlayBox) -> None:
    """One click: Continue after a trick, else the first legal button."""
    from test_play_widget import CONTINUE, button

    if box.table.pause:
        box.press(button(box, CONTINUE))
    else:
        box.press(box.legal()[0][0])
