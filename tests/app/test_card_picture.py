"""The card-picture component (``ui.components.card_picture``): one element per picture drawn,
the same picture twice in one run included (its element id comes from its data, so the two
need keys apart), and the same keys again in the next run."""

from __future__ import annotations

from apptools import nodes, pictures
from streamlit.testing.v1 import AppTest


def _page() -> None:
    import streamlit as st

    from ui.components import card_picture

    for html in ("<b>one</b>", "<b>two</b>", "<b>one</b>"):
        card_picture(html)
    if st.button("again"):
        card_picture("<b>two</b>")


def _keys(at: AppTest) -> list[str]:
    return [n.key for n in nodes(at.main) if getattr(n, "type", "") == "bidi_component"]


def test_the_same_picture_twice_in_a_run_draws_twice_with_keys_kept_between_runs() -> None:
    at = AppTest.from_function(_page)
    at.run()
    assert not at.exception, at.exception
    assert pictures(at) == ["<b>one</b>", "<b>two</b>", "<b>one</b>"]
    first = _keys(at)
    assert len(set(first)) == 3 and first[0].endswith("-0") and first[2].endswith("-1")
    at.button[0].click().run()  # the next run: the counts start again
    assert not at.exception, at.exception
    assert pictures(at) == ["<b>one</b>", "<b>two</b>", "<b>one</b>", "<b>two</b>"]
    again = _keys(at)
    assert again[:3] == first and again[3] == first[1][: -len("-0")] + "-1"
