"""Browser behaviour the pages need and Streamlit has no element for, as one small
``st.components.v2`` component (plain JavaScript in ``page_helper.js``, no build step).

:func:`page_helper` draws nothing. It keeps a "Skip to your cards" link first in the Tab order
and, after each move, puts the keyboard focus back on the learner's controls (Streamlit redraws
the page after every click, and the button pressed may be gone). On a narrow screen it folds
the sidebar away when one of its links has opened another page.
"""

from __future__ import annotations

from importlib.resources import files

import streamlit as st

_JS = files(__name__).joinpath("page_helper.js").read_text(encoding="utf-8")

# isolate_styles=False: the script works on the page itself (the focus, a link in <body>)
_helper = st.components.v2.component("trickbook_page_helper", js=_JS, isolate_styles=False)


def page_helper(
    skip: tuple[str, str] | None = None, focus: str | None = None, nonce: str = ""
) -> None:
    """Mount the helper (once per page run, anywhere: it takes no room).

    ``skip``: (the link's words, a CSS selector of the controls it jumps to), or None for no
    link. ``focus``: a CSS selector whose first enabled button gets the focus when ``nonce``
    changes (a new move), or None."""
    data = {
        "skip": {"label": skip[0], "target": skip[1]} if skip else None,
        "focus": focus,
        "nonce": nonce if focus else "",
        # the page's address (app.py): a new one folds the sidebar away on a phone
        "page": st.session_state.get("tb:where", ""),
    }
    _helper(data=data, key="tb-helper")
