"""Trickbook's server: ``streamlit run server.py`` (``make run``) serves ``app.py`` through
Streamlit's ``st.App``, with one addition to the page it sends the browser
(``ui.server.ServerAddress``: a page opened at its own address connects at once, without
Streamlit's detour through ``/<page>/_stcore/health``) and a lifetime for the app's component
scripts (``ui.server.ScriptsKept``: a page load fetches none the browser got in the last ten
minutes). ``streamlit run app.py`` serves the same app without them.
"""

from pathlib import Path

import streamlit as st
from starlette.middleware import Middleware

from ui.components import PROJECT
from ui.pages import addresses
from ui.server import ScriptsKept, ServerAddress

app = st.App(
    Path(__file__).with_name("app.py"),
    middleware=[
        Middleware(ServerAddress, pages=addresses()),
        Middleware(ScriptsKept, project=PROJECT),
    ],
)
