"""Trickbook: the Streamlit app. Run with ``make run`` (or ``streamlit run app.py``)."""

import streamlit as st

from ui.pages import navigation

st.set_page_config(page_title="Trickbook", page_icon="🂡", layout="wide")
navigation().run()
