"""A position no game draws is shown as the engine's own text of it, by the one fallback the
pages share (ui.pages.common.draw_view: Play's draw and Learn's task picture alike)."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest


def _page() -> None:
    from ui.cards import NoDrawing
    from ui.pages.common import draw_view

    def no_drawing() -> None:
        raise NoDrawing("no drawing for a str")

    draw_view(no_drawing, "P0: A♠ K♠\nP1: Q♥", 46)  # type: ignore[arg-type]


def test_a_position_no_game_draws_is_shown_as_its_text() -> None:
    at = AppTest.from_function(_page).run()
    assert not at.exception
    assert [c.value for c in at.code] == ["P0: A♠ K♠\nP1: Q♥"]
