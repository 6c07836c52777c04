"""Trickbook's server: ``streamlit run server.py`` (``make run``) serves ``app.py`` through
Streamlit's ``st.App``, with one addition to the page it sends the browser
(``ui.server.ServerAddress``: a page opened at its own address connects at once, without
Streamlit's detour through ``/<page>/_stcore/health``) and a lifetime for the app's component
scripts (``ui.server.ScriptsKept``: a page load fetches none the browser got in the last ten
minutes), and another address of a page (``/loo``), or a link to the root that names a page
(``/?game=loo&step=trumps``), sent on to the page's own before it loads
(``ui.server.PageAliases``). ``streamlit run app.py`` serves the same app without them.
"""

from pathlib import Path

import streamlit as st
from starlette.middleware import Middleware

from engine.game import REGISTRY
from ui.components import PROJECT
from ui.pages import address, addresses, aliases, home_link_address
from ui.pages.links import KEYS
from ui.server import PageAliases, ScriptsKept, ServerAddress


def _own(key: str) -> str:
    """The address of the page ``key`` names (ui.pages.PAGES: ``loo:learn`` -> ``loo-learn``;
    Home, ``home``, at the app's root: ``""``)."""
    if key == "home":
        return ""
    game, kind = key.split(":")
    return address(REGISTRY.get(game), kind)


app = st.App(
    Path(__file__).with_name("app.py"),
    middleware=[
        Middleware(
            PageAliases,
            moved={a: _own(k) for a, k in aliases().items()},
            keys=KEYS,
            home=home_link_address,
        ),
        Middleware(ServerAddress, pages=addresses()),
        Middleware(ScriptsKept, project=PROJECT),
    ],
)
