"""Browser behaviour the pages need and Streamlit has no element for, as four small
``st.components.v2`` components (plain JavaScript, no build step): the page helper
(``page_helper.js``), the card pictures (``card_picture.js``), the sidebar's page menu
(``nav.js``) and the tick boxes' red suits (``red_suits.js``).

:func:`card_picture` draws a position's card faces. :func:`page_helper` draws nothing: it keeps a
"Skip to your cards" link first in the Tab order and, after each move, puts the keyboard focus
back on the learner's controls (Streamlit redraws the page after every click, and the button
pressed may be gone). On a narrow screen it folds the sidebar away when one of its links has
opened another page. :func:`nav` draws the page menu.
"""

from __future__ import annotations

import hashlib
from importlib.resources import files
from typing import Any

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

_JS = files(__name__).joinpath("page_helper.js").read_text(encoding="utf-8")

# isolate_styles=False: the script works on the page itself (the focus, a link in <body>)
HELPER = "trickbook_page_helper"
"""The page helper's name, as its element carries it."""
_helper = st.components.v2.component(HELPER, js=_JS, isolate_styles=False)


def page_helper(
    skip: tuple[str, str] | None = None,
    focus: str | None = None,
    nonce: str = "",
    show: str | None = None,
    peek: str = "",
    top: str | None = None,
    hold: bool = True,
    key: str = "tb-helper",
) -> None:
    """Mount the helper (once per page run, anywhere: it takes no room).

    ``skip``: (the link's words, a CSS selector of the controls it jumps to), or None for no
    link. ``focus``: a CSS selector whose first enabled button gets the focus when ``nonce``
    changes (a new move), or None; the page then scrolls to show the table, that button and
    the box ``show`` names, where there is one (a CSS selector, or None). A change of
    ``peek`` (a hint asked for) scrolls the same way and leaves the focus where it is.
    ``top``: a CSS selector of a box the page scrolls up to, when ``nonce`` changes and the
    box lies above the screen (a new Learn step), or None; ``hold``: with ``top``, the page
    grows no shorter than it was at each click until the next ``nonce`` (Learn's verdicts),
    else it may. ``key``: the element's key (:data:`UNSEEN_HELPER`: one that stands among a
    page's elements and takes no room, not even the gap between two of them)."""
    data = {
        "skip": {"label": skip[0], "target": skip[1]} if skip else None,
        "focus": focus,
        "show": show,
        "peek": peek,
        "top": top,
        "hold": hold,
        "nonce": nonce if focus or top else "",
        # the page's address (app.py): a new one folds the sidebar away on a phone
        "page": st.session_state.get("tb:where", ""),
    }
    _helper(data=data, key=key)


UNSEEN_HELPER = "tb-helper-unseen"
"""The key of a :func:`page_helper` mounted among a page's elements (the Quiz's, in its
fragment), which :data:`UNSEEN_CSS` takes out of the layout."""
UNSEEN_CSS = f".st-key-{UNSEEN_HELPER}{{display:none}}"
"""(app.py's style) The helper's element takes no room, not even the gap before the next one:
it draws nothing where it stands, and its script runs all the same."""


_PICTURE_JS = files(__name__).joinpath("card_picture.js").read_text(encoding="utf-8")
_picture = st.components.v2.component(
    "trickbook_card_picture", js=_PICTURE_JS, isolate_styles=False
)
PICTURE = "trickbook_card_picture"
"""The picture component's name, as the page's elements carry it."""


def card_picture(html: str, place: str | None = None) -> None:
    """Card pictures (``ui.cards`` HTML) drawn by the browser's own HTML parser
    (``card_picture.js``): ``st.markdown`` re-parses its HTML through react-markdown on every
    change, ~70 ms a Play move for a table's 20 kB (issue 12, part 5), and ``st.html`` strips
    SVG.

    Element ids come from the data, so the same picture twice in one run (two readings' tables
    before they part) needs a key apart: the picture's fingerprint and how many times it has
    been drawn in this run. A picture drawn again unchanged in the next run keeps its key (and
    the browser leaves it as it is); a changed one is a new element in the same place.

    ``place``: a name for a picture the page draws once a run and changes in place (the Play
    table after every move), its key. A new element is mounted empty and collapses to no height
    until its script has drawn it, up to half a second after the run on a busy machine, and the
    page under it moves up and back; one kept under its place keeps the last picture until the
    new one is drawn over it (card_picture.js)."""
    key = f"tb-picture-{place}" if place is not None else _picture_key(html)
    _picture(data=html, key=key, width="stretch")


def _picture_key(html: str) -> str:
    digest = hashlib.blake2b(html.encode("utf-8"), digest_size=8).hexdigest()
    run = _this_run()
    n = run.get(digest, 0)
    run[digest] = n + 1
    return f"tb-picture-{digest}-{n}"


def _this_run() -> dict[str, int]:
    """How many times each picture has been drawn in this script run (a full run or a
    fragment's): kept in the session beside the run it counts, told apart by the object
    Streamlit makes anew for each run (``ScriptRunContext.reset``)."""
    ctx = get_script_run_ctx()
    marker = ctx.cursors if ctx is not None else None
    kept = st.session_state.get("tb:pictures")
    if kept is None or kept[0] is not marker:
        kept = (marker, {})
        st.session_state["tb:pictures"] = kept
    counts: dict[str, int] = kept[1]
    return counts


_NAV_JS = files(__name__).joinpath("nav.js").read_text(encoding="utf-8")
_nav = st.components.v2.component("trickbook_nav", js=_NAV_JS, isolate_styles=False)
NAV = "trickbook_nav"
"""The page menu component's name, as its element carries it."""


def nav(label: str, sections: list[dict[str, Any]]) -> None:
    """The page menu (``nav.js``): plain links, each opening its page in this session as
    ``st.page_link`` does, at a fraction of the browser's work on every click (one element,
    not one a link). ``label`` names the menu; each section is ``{"title", "fold", "links"}``
    (a title over the links or, ``fold`` true, a box the learner opens), each link
    ``{"href", "label", "icon", "current"}`` (``icon``: a Material Symbols name)."""
    _nav(data={"label": label, "sections": sections}, key="tb-nav")


_RED_JS = files(__name__).joinpath("red_suits.js").read_text(encoding="utf-8")
RED_SUITS = "trickbook_red_suits"
"""The tick boxes' red suits' name, as its element carries it."""
_red = st.components.v2.component(RED_SUITS, js=_RED_JS, isolate_styles=False)


def red_suits() -> None:
    """Mount the tick boxes' red suits (``red_suits.js``, once per page run, anywhere: it takes
    no room): the red card or suit sign in a box's label drawn red, its other words not, its
    accessible name the plain label. app.py's style gives the colour."""
    _red(key="tb-red-suits")
