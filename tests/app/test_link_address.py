"""'Link to this step' on Irish and Five-card Loo's pages showed an address that opens
nothing: 'http://127.0.0.1:8677/irish_/irish_loo-learn?...' (seen in Chromium on
/irish_loo-learn?step=how_many and /five_card_loo-play?seed=3). Streamlit's ``st.context.url``
cut Loo's page address, 'loo-learn', off the end of '/irish_loo-learn' as if it were the
app's own; ui.pages.links.url now gives the path the browser has."""

from __future__ import annotations

import doctest
from types import SimpleNamespace

import pytest

import engine.games  # noqa: F401
import ui.pages.links
from ui.pages.links import url


@pytest.mark.parametrize(
    ("seen", "address"),
    [
        ("http://h:1/irish_/irish_loo-learn", "http://h:1/irish_loo-learn?step=head"),
        ("http://h:1/five_card_/five_card_loo-play", "http://h:1/five_card_loo-play?step=head"),
        ("http://h:1/loo-learn", "http://h:1/loo-learn?step=head"),
        ("http://h:1/tb/rams-quiz", "http://h:1/tb/rams-quiz?step=head"),
    ],
)
def test_a_link_is_the_address_the_browser_has(
    monkeypatch: pytest.MonkeyPatch, seen: str, address: str
) -> None:
    monkeypatch.setattr(ui.pages.links, "st", SimpleNamespace(context=SimpleNamespace(url=seen)))
    assert url({"step": "head"}) == address


def test_the_module_examples() -> None:
    assert doctest.testmod(ui.pages.links).failed == 0
