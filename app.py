"""Trickbook: the Streamlit app. Run with ``make run`` (or ``streamlit run app.py``)."""

import streamlit as st

from ui.card_css import RED_TEXT_CSS
from ui.cards import SHAPE_DEFS, TICKS_PHONE_CSS, TRICK_PHONE_CSS
from ui.components import UNSEEN_CSS, page_helper, red_suits
from ui.format import TABLE_PHONE_CSS
from ui.pages import navigation, sidebar

st.set_page_config(page_title="Trickbook", page_icon="♠️", layout="wide")
# what the last run asked of the helper (below); a fragment's rerun may have left it behind
st.session_state.pop("tb:helper", None)
page = None
try:
    page = navigation()  # (class mode: may ask who is learning and stop here)
    st.session_state["tb:where"] = page.url_path  # (ui.components: a new page on a phone)
    page.run()
finally:
    # After the page, not before it: the browser draws what arrives with the title in one go
    # (and st.html's script is fetched lazily), so the less before the title, the sooner it
    # shows (issue 12, part 5). A style applies wherever it stands; `finally`, so a page that
    # stops early keeps it. Every page: tables of words on a phone (ui.format.TABLE_PHONE_CSS;
    # a card table carries its own, ui.cards.PHONE_CSS), rows of cards to tick
    # (ui.cards.TICKS_PHONE_CSS), a trick in a narrow table's row (ui.cards.TRICK_PHONE_CSS),
    # and the red cards and suits in words in the faces' red (ui.card_css.RED_TEXT_CSS; in a
    # tick box's label, the red cards and signs alone: ui.components.red_suits), and no room
    # for a page helper mounted among the page's elements (ui.components.UNSEEN_CSS).
    st.html(
        f"<style>{TABLE_PHONE_CSS}{TICKS_PHONE_CSS}{TRICK_PHONE_CSS}{RED_TEXT_CSS}"
        f"{UNSEEN_CSS}</style>"
    )
    red_suits()
    # the suit shapes and card back every card picture on the page uses (ui.cards.shared_shapes)
    st.markdown(SHAPE_DEFS, unsafe_allow_html=True)
    sidebar(page)  # after the page too: the links of the game in hand (ui.pages.sidebar)
# the page may ask for a skip link and the focus back on its controls (ui.components); None:
# the page mounted the helper itself (Play, in the fragment a move reruns)
helper = st.session_state.pop("tb:helper", {})
if helper is not None:
    page_helper(**helper)
