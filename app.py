"""Trickbook: the Streamlit app. Run with ``make run`` (or ``streamlit run app.py``)."""

import streamlit as st

from ui.cards import SHAPE_DEFS, TICKS_PHONE_CSS, TRICK_PHONE_CSS
from ui.components import page_helper
from ui.format import TABLE_PHONE_CSS
from ui.pages import navigation, sidebar

st.set_page_config(page_title="Trickbook", page_icon="♠️", layout="wide")
# Every page: tables of words on a phone (ui.format.TABLE_PHONE_CSS; a card table carries its
# own, ui.cards.PHONE_CSS), rows of cards to tick (ui.cards.TICKS_PHONE_CSS), a trick in a
# narrow table's row (ui.cards.TRICK_PHONE_CSS); and a box
# labelled with a red card
# keeps its plain label ("A♦", its accessible name) and is coloured here, where a Markdown
# label such as ":red[A♦]" would be read aloud as written.
RED_LABELS = ",".join(
    f'[data-testid="stCheckbox"]:has(input[aria-label$="{suit}"]) '
    '[data-testid="stMarkdownContainer"] p'
    for suit in "♥♦"
)
# A button (and a radio option) is named by its words as drawn, so its label's red cards are
# Markdown (ui.format.md: "Rob: put out :red[J♥], take the Q♣", named "Rob: put out J♥, take
# the Q♣"), drawn in the faces' red rather than Streamlit's darker one; on a primary button's
# green, where red text is unreadable (contrast 1.2:1), on a white chip, as on a face (5.6:1).
RED_IN_BUTTONS = (
    'button .stMarkdownColoredText,[data-testid="stRadio"] .stMarkdownColoredText'
    "{color:#c62828 !important}"  # (over its own style="")
    '[data-testid="stBaseButton-primary"] .stMarkdownColoredText'
    "{background:#fff;border-radius:3px;padding:0 .2em}"
    "button:disabled .stMarkdownColoredText{opacity:.4}"
)
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
    # stops early keeps it.
    st.html(
        f"<style>{TABLE_PHONE_CSS}{TICKS_PHONE_CSS}{TRICK_PHONE_CSS}"
        f"{RED_LABELS}{{color:#c62828}}{RED_IN_BUTTONS}</style>"
    )
    # the suit shapes and card back every card picture on the page uses (ui.cards.shared_shapes)
    st.markdown(SHAPE_DEFS, unsafe_allow_html=True)
    sidebar(page)  # after the page too: the links of the game in hand (ui.pages.sidebar)
# the page may ask for a skip link and the focus back on its controls (ui.components); None:
# the page mounted the helper itself (Play, in the fragment a move reruns)
helper = st.session_state.pop("tb:helper", {})
if helper is not None:
    page_helper(**helper)
