"""A box drawn only while open (ui.pages.common.drawn_when_open: the reading, the table's
settings, a page's link, Learn's chapters) is, closed, one button drawn as a closed expander,
not an expander (issue 12, part 5: click -> feedback). The browser draws every element of a
page again in each of the three or four passes a click makes: a closed expander was 28 React
components a pass, a button is 9 (bench.page_speed --profile), and Learn, Quiz and Play each
showed three of them on every click. Pressed, the fold opens as before: the real expander, with
its label and what it holds. How it looks, takes the keyboard and closes again is
tests/e2e/test_folds_look_like_expanders.py's."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import click, nodes
from streamlit.testing.v1 import AppTest

OpenApp = Callable[..., AppTest]

FOLD = "tb-fold-"  # (ui.pages.common.FOLD, spelled out: the key a closed fold's button has)


def _closed(at: AppTest) -> dict[str, str]:
    """The closed folds: their button's key -> label, in page order."""
    return {
        str(n.key): n.label
        for n in nodes(at.main)
        if getattr(n, "type", "") == "button" and str(n.key or "").startswith(FOLD)
    }


@pytest.mark.parametrize(
    ("page", "labels"),
    [
        ("loo:learn", ["Rules: Foster's Hoyle (1897)", "Chapter 1 of", "Link to this step"]),
        ("loo:quiz", ["Rules: Foster's Hoyle (1897)", "Link to this question"]),
        (
            "loo:play",
            [
                "Rules: Foster's Hoyle (1897)",
                "Table: players, your seat, computer level",
                "Link to this deal",
            ],
        ),
        ("sixty_six:play", ["Rules: ", "Table: players, your seat, computer level", "Link to"]),
    ],
)
def test_a_closed_fold_is_one_button_and_opens_as_an_expander(
    app: OpenApp, page: str, labels: list[str]
) -> None:
    at = app(page)
    closed = _closed(at)
    assert len(closed) == len(labels), closed
    for label, want in zip(closed.values(), labels, strict=True):
        assert label.startswith(want), (label, want)
    assert not [e.label for e in at.main.expander if e.label in closed.values()]  # none twice
    for key, label in closed.items():
        click(at, key)
        opened = [e for e in at.main.expander if e.label == label]
        assert len(opened) == 1, (label, [e.label for e in at.main.expander])
        assert list(nodes(opened[0])), label  # what it holds is drawn
        assert key not in _closed(at)
