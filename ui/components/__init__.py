"""Browser behaviour the pages need and Streamlit has no element for, as seven small
``st.components.v2`` components (plain JavaScript, no build step, in ``js/``): the page helper
(``page_helper.js``), the card pictures (``card_picture.js``), the sidebar's page menu and
Home's list of games (``nav.js``), the tick boxes' red suits (``red_suits.js``), Play's hand (``hand.js``), the
verdicts of Play's other moves (``moves.js``) and, in
class mode, the cookie of the learners a browser remembers (``learner_cookie.js``).

:func:`card_picture` draws a position's card faces, :func:`hand` the learner's cards on Play,
a button each. :func:`page_helper` draws nothing: it keeps a
"Skip to your cards" link first in the Tab order and, after each move, puts the keyboard focus
back on the learner's controls (Streamlit redraws the page after every click, and the button
pressed may be gone). On a narrow screen it folds the sidebar away when one of its links has
opened another page. :func:`nav` draws the page menu, :func:`link_boxes` Home's games.

The scripts are files the server serves (``/_stcore/bidi-components/<name>/<file>``), not text
in every message: a component given its script inline carries it in each element, each run
(the page helper's 18 kB of the 28.7 kB a Loo Learn click's messages held, issue 12 part 5),
where a file-backed one carries its file's name and the browser loads the file once per page
(its module map keeps it; a click fetches nothing). Streamlit serves a component's files from
the ``asset_dir`` its package's manifest declares (``[tool.streamlit.component]`` in an
installed package's pyproject.toml), which its scan of installed packages does not find for
this project (an editable install of a distribution named ``trickbook`` with no package of that
name: ``manifest_scanner._find_package_pyproject_toml`` returns None; or the source run from a
folder), so :func:`_declare` gives the running server the same manifest.

What it saves is bytes, not time here: bench.click_trace's messages a click fell by the
helper's 18 kB a run (Loo Play 55.4 -> 36.5 kB, Sixty-Six Play's two runs 117.7 -> 79.9), and
bench.page_speed's click -> feedback stayed within its spread on a local connection (10 pairs
against a bare click: Loo Learn 1.81x -> 1.91x, Quiz 2.36x -> 2.47x): there the time is the
browser's redraw. Over a slow network the bytes are time too.

Where that redraw goes (issue 12 part 5, measured on Sixty-Six Play seed 5): every change of
Streamlit's run state (a run started, its elements, the run finished) has React render every
element of the page again, and a Monte-Carlo click makes two runs, eight to ten such redraws
of 300-900 components. The learner's hand was 18 of the 42 elements and boxes in the page's
main area (a box, a face and a button for each of six cards), its buttons the heaviest.
:func:`hand` (``hand.js``) now draws it as one element, a ``<button>`` a card with its face
inside, updated in place by card (a card kept is neither drawn again nor moved), its click a
trigger value (``on_play_change``; tests/app/apptools.py's ``play_card`` says how an AppTest
sends it). Measured at landing, paired with a clean export of the tree before it
(bench.page_speed ``--pages none --clicks play``, 7 pairs, the machine shared, load 4.6-10;
the first run on da32dd5a, the other two with the fix after it that stopped moving the cards
after a card played): click -> feedback, a bare click = 1, Loo 1.85x -> 1.70x, 2.05x ->
2.05x and 1.86x -> 1.55x, Sixty-Six 2.05x -> 1.68x, 2.28x -> 1.99x and 2.22x -> 1.60x; the
main thread's CPU to the feedback Loo 153 -> 144, 211 -> 147 and 164 -> 153 ms, Sixty-Six 133
-> 100, 294 -> 291 and 214 -> 118 ms; to rest Loo 175 -> 193, 283 -> 244 and 204 -> 183 ms,
Sixty-Six 293 -> 253, 483 -> 355 and 357 -> 286 ms. bench.click_trace (median of 3,
with the fix): Sixty-Six's messages a click 79 -> 46 (76.3 kB where 80.0 were), DOM nodes
added 302 -> 275, removed 246 -> 219; Loo's (a hand of three) messages 24 -> 24, nodes added
233 -> 233, removed 196 -> 159. A cut, smaller than the trial's (1.94x -> 1.54x) and well
short of the aim (1.1x): the rest of click -> feedback is the redraw of the page around the
hand.

Tried, not kept (issue 12 part 5, the next step recorded above): Play's table area as one
element, updated in place part by part, as the hand is: the position picture, the latest
moves, "Your count" and the "Earlier in this deal" log (its autoscroll by script) in a grid
of two columns where Streamlit's two columns, the log's box and four to six Markdown elements
stood (a prototype, kept out of the tree). After Loo's click the main area held 13 elements,
not 16; a commit of the whole page rendered 406 React components where 465 were (Loo),
346 where 375-396 (Sixty-Six: --profile). bench.click_trace (median of 3, load 10): messages
a click Loo 24 -> 17, Sixty-Six 46 -> 32 (36.5 -> 35.4 and 76.4 -> 74.3 kB); elements restyled
for ``:has()`` 405 -> 12 and 779 -> 10 (the log's fit_box_css rule, ``div:has(> ...)``, gone
with its box); nodes added 233 -> 265 and 266 -> 309 (the log drawn anew when it grows).
Timed paired with a clean export of 2b78a656 (bench.page_speed ``--pages none --clicks
play``, 7 pairs, three runs, load 5-15), click -> feedback, a bare click = 1: Loo 2.44x ->
2.51x, 1.34x -> 1.75x and 3.00x -> 3.11x, Sixty-Six 1.73x -> 1.13x, 1.09x -> 1.19x and 2.00x
-> 1.48x, the pairs of each run spread from about 1x to 3-6x; the main thread's CPU to the
feedback Loo 198 -> 155, 238 -> 242 and 153 -> 159 ms, Sixty-Six 274 -> 181, 273 -> 292 and
171 -> 146 ms; to rest Loo 244 -> 189, 254 -> 289 and 185 -> 176 ms, Sixty-Six 423 -> 309,
413 -> 376 and 250 -> 319 ms. Loo was no faster in any run and Sixty-Six's gain lay within
the spread: an eighth fewer components a redraw, and the restyles, are not where the rest of
the time goes. The bare page's redraws render 84-93 components; Play's keep 350-430 even so
(the sidebar's 30, the page's chrome, the elements under the table), and 5-7 redraws a click.

Measured, not kept (issue 12 part 5: the floor first, upper bounds of the two routes not yet
measured, from prototypes kept out of the tree, each timed paired with a clean export of
d4f97eac). The same tree served twice spreads as far as anything below: HEAD against its own
export, Loo 2.40x against 2.50x a bare click, Sixty-Six 1.62x against 2.20x (bench.page_speed
``--pages none --clicks play``, 7 pairs, load 0.3-6.4); in paired runs of 12 rounds
(page_speed's clicks, HEAD served twice, five runs, load 1.6-10.5) the second copy read
0.79-1.33x the first. (1) Nothing around the table: Play with no sidebar, no settings or links,
no score sheet or deal record. A click's largest redraw (``--profile``, seed 5, two clicks)
rendered Loo 448 and 305 components where 555 and 589 were, Sixty-Six 377 and 359 where 529 and
449; bench.click_trace (median of 3, seed 5, load 5.8-9.4): Sixty-Six nodes added 265 -> 133,
removed 210 -> 112, restyled 907 -> 735, laid out 7,068 -> 6,083; Loo messages 24 -> 21, nodes
the same. Click -> feedback, a bare click = 1: page_speed with the prototype served as the app,
Loo 3.38x -> 2.49x, Sixty-Six 2.28x -> 1.64x (load 3.6-7.1); served as ``--before``, 2.74x ->
3.90x and 2.24x -> 1.81x (load 5.3-8.6): Loo read better in the app's seat both times, and
Sixty-Six's 0.43-0.64x is the seats' own spread (HEAD against itself, 0.58x). Paired, the
prototype over HEAD in four runs (load 2-10.5, 7.7-7.9, 4.3-6.2, 1.6-8.5): Loo 1.14, 0.95, 1.05
and 1.08, Sixty-Six 1.06, 0.92, 0.85 and 0.91; the main thread's CPU to the feedback Loo 109,
133, 128 and 123 ms against HEAD's two copies' 125-133, 133-150, 133-141 and 123-133, Sixty-Six
121, 96, 101 and 100 against 128-197, 121-145, 89-127 and 129-135. A third fewer components a
redraw and a little CPU, no time beyond the spread. (2) One run a click: the levels that answer
at once (random, rule of thumb: Loo's default) already make one run. Monte-Carlo (Sixty-Six's
default) shows the move with the first run's first table redraw; the run then thinks (its end
200-360 ms later), and its end and the replies' run take 7-9 more redraws of 180-530
components, all after the feedback. The bound, Sixty-Six at rule of thumb (one run, no think at
all): messages a click 46 -> 26 (76.4 -> 41.3 kB), redraws 12-19 -> 6 (one click), the CPU to
rest 244-319 -> 161-196 ms (paired, four runs), but click -> feedback 1.37x -> 1.30x and 1.74x
-> 2.13x (page_speed, 7 pairs, both seats, load 3.6-8.3), and 1.05, 1.15, 0.95 and 1.04 HEAD's
(paired). The replies drawn in the same run would save redraws after the feedback, not before
it. (3) Tried on the way: the table and the move sent before the log beside them (the right
column drawn after the left; the same page): Sixty-Six's move arrived first, but click ->
feedback read 0.88 HEAD's for Sixty-Six and 1.31 for Loo (12 rounds, load 6.5-7.9), where
HEAD's second copy read 1.33 and 0.91. What is left of the 1.4-2.7x is the browser's commit of
the move itself (Loo's: the elements all in within 20 ms of the run's start, the move seen 130
ms later, its redraw mounting 140-220 new components) and Streamlit's run around it, not the
page around the table.

The route taken (issue 12 part 5): the verdict shown before the round trip, as lichess moves a
piece at once from the legal moves its server sent with the position. With each run the hand
carries, for every card, the engine's verdict on playing it (``ui/play_verdict.py``, computed
by the functions the click's callback calls: the refusal the run then shows under the cards,
or the line the latest moves then begin with; 0.05-0.38 ms a position, the median over each
game's first ten turns of two tables, 0.74 ms at most, kept for the position). ``hand.js``
sends the click and shows the verdict in a live region under the cards (a card played taken
from the hand, a refusal in a box like the page's), and hands over to the page's own words
once the run has drawn them (tests/app/test_hand_verdict*.py: the words agree for every card
of twenty turns in every game; tests/e2e/test_play_verdict_browser.py). bench.page_speed's
Play click now ends at the verdict, and a line "redrawn" under it times the run's redraw (on
the page's own clock: Playwright's took 0.17 s to see a verdict drawn 4 ms after the click).
Paired with a clean export of 92801e65 (``--pages none --clicks play --pairs 12``, five runs,
load 4.4-10.3), click -> feedback, a bare click = 1: Loo 2.43 -> 1.03, 2.75 -> 1.26, 1.90 ->
1.12, 2.24 -> 1.29 and 2.03 -> 0.84 (before/now 2.13, 2.44, 1.98, 1.81 and 2.67, each
±0.23-0.29), Sixty-Six 1.82 -> 0.85, 1.77 -> 1.48, 1.81 -> 1.48, 1.64 -> 1.19 and 1.45 ->
1.45 (before/now 2.22, 1.22, 1.18, 1.01 and 1.09, ±0.20-0.28). Loo's click is within 1.1x a
bare one in two runs of five and near it in the others; Sixty-Six's gain is smaller and not
sure: its verdict is drawn as soon as Loo's (a few ms after the click, by the page's clock),
yet Playwright saw it 0.23-0.29 s after the click (Loo's 0.15-0.17 s), not yet explained.
Napoleon, whose first move is a bid (not covered: declarations and the other actions are
Streamlit's buttons and wait for the run), 1.95 -> 1.84, 1.75 -> 1.69 and 2.69 -> 1.99
(before/now 1.12, 1.23 and 1.15, ±0.15-0.20: no change). The run's redraw is no slower: by
the page's clock, click to redraw, Loo 2.21 -> 2.00 and Sixty-Six 1.21 -> 1.50 a bare
click's (before/now 0.93 ±0.86, one round's glitch, and 0.98 ±0.21; load 6.5-8).

Sixty-Six's 0.23-0.29 s, explained (speed21): by the page's clock the verdict is painted as soon
as Loo's (the click's Event Timing entry: 32-48 ms after the click for Loo, 40-208 for
Sixty-Six, load 15-22; a trace: drawn and swapped 22 ms after). Playwright's first look at the
page comes 50-150 ms after the click and runs on the page's main thread, behind the run's
redraw once begun: Sixty-Six's first run (the move alone, Monte-Carlo's replies in a second)
answered 30-130 ms after the click, and by the look hand.js had often handed the verdict over,
so the wait ran to the whole redraw. bench.page_speed now ends that wait at a feedback the
page's clock saw (``PLAY_LOOK``) and prints the page's clock's own line, "<game>-play in the
page". The other moves (bids, declarations, robbing, closing, claiming, exchanges) then got
their verdicts too (:func:`move_verdicts`, ``moves.js``). Paired with a tree of the same
commit without them (10 pairs, load 10-16), click -> feedback, a bare click = 1: Napoleon's
bid by Playwright 1.95 -> 0.64 (before/now 2.14 ±0.23), in the page 1.82 -> 0.15 (13.5
±0.21), its redraw no slower (before/now 1.04 ±0.44; the main thread's CPU to rest 223 -> 232
ms); Sixty-Six's card (its buttons' verdicts sent each run) 1.39 -> 1.32 by Playwright, in the
page 0.12 -> 0.16, redrawn before/now 0.75 ±0.29 (halves 0.43 and 1.16: within the spread),
CPU to rest 335 -> 351 ms. Against the clean export of a16a9c20 (12 pairs, load 20-35):
Napoleon 1.34 -> 0.74 by Playwright, 1.27 -> 0.10 in the page; Sixty-Six 1.25 -> 1.32 and
0.06 -> 0.06; Loo (first run) 0.64 -> 0.83 and 0.07 -> 0.08. By the page's clock every Play
click's feedback is within 1.1x a bare click's; by Playwright's, Sixty-Six's is not (its look
still waits behind the redraw).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

import streamlit as st
from streamlit.components.v2.bidi_component.state import ComponentResult
from streamlit.components.v2.get_bidi_component_manager import get_bidi_component_manager
from streamlit.components.v2.manifest_scanner import ComponentConfig, ComponentManifest
from streamlit.components.v2.types import ComponentRenderer
from streamlit.runtime.scriptrunner import get_script_run_ctx

PROJECT = "trickbook"
"""The manifest's project name, the first part of each component's name."""
SCRIPTS = "js"
"""The folder of the components' scripts (under this package): the server serves its files."""
_SCRIPTS = (
    "page_helper",
    "card_picture",
    "nav",
    "red_suits",
    "hand",
    "moves",
    "learner_cookie",
)
_MANIFEST = ComponentManifest(
    name=PROJECT,
    version="1",
    components=[ComponentConfig(name=n, asset_dir=SCRIPTS) for n in _SCRIPTS],
)


def _declare() -> None:
    """Give the running server (or the AppTest's runtime, one each) this package's manifest,
    once: the asset folder of each component, whose files it then serves. A manifest placed
    again would put back blank definitions over the ones mounted since."""
    manager = get_bidi_component_manager()
    if manager.get_component_asset_root(f"{PROJECT}.{_SCRIPTS[0]}") is None:
        manager.register_from_manifest(_MANIFEST, Path(__file__).parent)


class _Component:
    """A component whose script is ``js/<short>.js``, served as a file: declared on the first
    mount (the manifest needs a running server; importing this module needs none), and on
    each mount given to the server running it (a test's AppTest starts one of its own)."""

    def __init__(self, short: str) -> None:
        self.name = f"{PROJECT}.{short}"
        self.file = f"{short}.js"
        self._mount: ComponentRenderer | None = None

    def __call__(self, **kwargs: Any) -> ComponentResult:
        _declare()
        if self._mount is None:
            # isolate_styles=False: the scripts work on the page itself (the focus, a link in
            # <body>, the shared card symbols)
            self._mount = st.components.v2.component(self.name, js=self.file, isolate_styles=False)
        return self._mount(**kwargs)


HELPER = f"{PROJECT}.page_helper"
"""The page helper's name, as its element carries it."""
_helper = _Component("page_helper")


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


_picture = _Component("card_picture")
PICTURE = _picture.name
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


_nav = _Component("nav")
NAV = _nav.name
"""The page menu component's name, as its element carries it."""


def nav(label: str, sections: list[dict[str, Any]]) -> None:
    """The page menu (``nav.js``): plain links, each opening its page in this session as
    ``st.page_link`` does, at a fraction of the browser's work on every click (one element,
    not one a link). ``label`` names the menu; each section is ``{"title", "fold", "links"}``
    (a title over the links or, ``fold`` true, a box the learner opens), each link
    ``{"href", "label", "icon", "current"}`` (``icon``: a Material Symbols name,
    :func:`nav_link`)."""
    _nav(data={"label": label, "sections": sections}, key="tb-nav")


BOXES_KEY = "tb-boxes"
"""The key of :func:`link_boxes`' element (its box: ``.st-key-tb-boxes``)."""


def link_boxes(boxes: list[dict[str, Any]]) -> None:
    """Boxes of words and page links, drawn by ``nav.js`` as one element where Streamlit's
    own were a bordered box, a heading, two Markdown elements, a row and a page link a link:
    Home's list of games (issue 12, part 5), its links opening their pages in this session
    as the menu's do. Each box is ``{"title", "html", "caption", "links"}``: a heading (h3,
    plain text), a paragraph of HTML (``ui.format.red_html``), a line of small text (plain)
    and a row of links (as :func:`nav`'s)."""
    _nav(data={"boxes": boxes}, key=BOXES_KEY, width="stretch")


def nav_link(
    page: Any, label: str | None = None, icon: str | None = None, where: str | None = None
) -> dict[str, Any]:
    """A link of :func:`nav` or :func:`link_boxes` to ``page`` (an ``st.Page``), by its title
    and icon unless ``label`` or ``icon`` (``:material/style:``) say otherwise; ``current``
    when the page's address is ``where``. Relative, as Streamlit's own links: the app may be
    served under a path of its own (Home, at the app's root: ``./``)."""
    return {
        "href": page.url_path or "./",
        "label": label or page.title,
        "icon": (icon or page.icon).removeprefix(":material/").removesuffix(":"),
        "current": page.url_path == where,
    }


_red = _Component("red_suits")
RED_SUITS = _red.name
"""The tick boxes' red suits' name, as its element carries it."""


def red_suits() -> None:
    """Mount the tick boxes' red suits (``red_suits.js``, once per page run, anywhere: it takes
    no room): the red card or suit sign in a box's label drawn red, its other words not, its
    accessible name the plain label. app.py's style gives the colour."""
    _red(key="tb-red-suits")


_hand = _Component("hand")
HAND = _hand.name
"""The hand component's name, as its element carries it."""
HAND_KEY = "tb-hand"
"""The hand's key: its element's box is ``.st-key-tb-hand`` (the page's CSS, the page helper's
skip link and focus)."""


class HandCard(NamedTuple):
    """One card of :func:`hand`: its code (``KS``), its button's accessible name ("Play K♠"),
    its face (``ui.cards`` SVG, suit shapes shared), whether it is shut, and what a click on it
    shows at once (``{"kind", "text", "html"}``: ``ui.play_verdict.Verdict``), or None."""

    code: str
    label: str
    face: str
    disabled: bool
    verdict: dict[str, str] | None = None


def hand(cards: Sequence[HandCard], on_play: Callable[[str], None], nonce: str = "") -> None:
    """The learner's cards on Play as one element (``hand.js``): a ``<button>`` a card, its face
    inside, named by its label; a click on an open card calls ``on_play`` with the card's code
    before the page runs again (as an ``st.button``'s ``on_click`` would).

    One element, updated in place card by card, where Streamlit's own were a box, a face and a
    button a card, thrown away and drawn anew after every move (issue 12 part 5).

    A card's ``verdict`` is shown the moment it is clicked, before the click's run: its words
    in a live region under the cards (a refusal in a box like the page's), a card played taken
    from the hand (``ui.play_verdict``). ``nonce`` (a new one each move) tells the script that
    the run has drawn the page: the words go, the page now says them."""

    def played() -> None:
        code = st.session_state[HAND_KEY]["play"]
        if any(c.code == code and not c.disabled for c in cards):  # (only a card it drew open)
            on_play(code)

    _hand(
        data={"cards": [c._asdict() for c in cards], "nonce": nonce},
        key=HAND_KEY,
        on_play_change=played,
    )


_moves = _Component("moves")
MOVES = _moves.name
"""The moves' verdicts' component name, as its element carries it."""
MOVES_KEY = "tb-moves"
"""The key of :func:`move_verdicts` under a row of moves (its element's box:
``.st-key-tb-moves``; another row's on the same page: ``tb-moves-<row>``)."""


def move_verdicts(verdicts: dict[str, dict[str, Any]], nonce: str = "", row: str = "") -> None:
    """What a press on each of Play's other moves shows at once (``moves.js``): the moves are
    Streamlit's own buttons (a declaration, a bid, robbing, closing, claiming, the cards ticked
    laid down), ``verdicts`` each one's by its button's key (sent as its box's class names it,
    :func:`key_class`; ``{"kind", "text", "html"}``:
    ``ui.play_verdict.Verdict``; a composed move's with ``"ticked"``, the labels of the boxes
    its verdict is for, shown only while just those are ticked). Mounted right under the row,
    its live region shows the words the moment a button is pressed, before the run, as
    :func:`hand` does a card's; ``nonce`` (a new one each move) tells it the run has drawn
    the page, which now says them. Takes no room while it says nothing (``MOVES_CSS``)."""
    key = f"{MOVES_KEY}-{row}" if row else MOVES_KEY
    boxes = {key_class(k): v for k, v in verdicts.items()}
    _moves(data={"moves": boxes, "nonce": nonce}, key=key)


def key_class(key: str) -> str:
    """A widget's key as its box's class names it, after ``st-key-``: each character but a
    letter, digit, ``_`` and ``-`` a ``-`` (Streamlit's frontend: ``napoleon:decl:bid 3`` ->
    ``napoleon-decl-bid-3``), as moves.js reads it off the button pressed."""
    return re.sub(r"[^a-zA-Z0-9_-]", "-", key.strip())


MOVES_CSS = """
/* the moves' verdicts (move_verdicts): out of the column's flow, no gap, while empty; in it,
   under the row of buttons, once they say something */
.st-key-tb-moves:has(.tb-verdict:empty), .st-key-tb-moves-confirm:has(.tb-verdict:empty) {
  position:absolute}
.tb-move-verdict {font-size:15px;line-height:1.35}
.tb-move-verdict[data-kind="error"] {
  padding:16px;border-radius:.5rem;background:rgba(255,43,43,.09);color:rgb(125,53,59);
  font-size:1rem;line-height:1.6}
.tb-move-verdict a {color:inherit}
/* a row whose move was pressed and played, until the run redraws it: no second press */
.tb-moved button {opacity:.55;pointer-events:none}
@media (max-width: 640px) {
  .tb-move-verdict[data-kind="error"] {
    padding:10px 12px;font-size:14px;line-height:1.4}
}
"""
"""(Play's style) How :func:`move_verdicts` lies in the page and draws its words, as the hand's
(``ui.pages.play.HAND_CSS``) does a card's."""


_cookie = _Component("learner_cookie")
LEARNER_COOKIE = _cookie.name
"""The learner cookie's component name, as its element carries it."""


def learner_cookie(name: str, value: str, seconds: int) -> None:
    """Class mode: write the browser's cookie ``name`` with ``value`` (the learner codes it
    remembers, dot-separated) for ``seconds`` (``learner_cookie.js``, every run); an empty
    ``value`` deletes it, one the cookie already holds is left. Its script rode inline, 400
    characters in the messages of every run, where the others are files served once a page
    (tests/app/test_component_scripts_served.py)."""
    _cookie(data={"name": name, "value": value, "seconds": seconds}, key="tb-learner-cookie")
