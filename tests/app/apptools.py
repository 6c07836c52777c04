"""Small helpers for driving the app under AppTest."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest


def go(at: AppTest, page: str) -> AppTest:
    """Open another page the way the app's own links do (``goto`` + ``st.switch_page``)."""
    at.session_state["goto"] = page
    at.run()
    assert not at.exception, at.exception
    return at


def click(at: AppTest, key: str) -> AppTest:
    at.button(key=key).click().run()
    assert not at.exception, at.exception
    return at


def markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)
