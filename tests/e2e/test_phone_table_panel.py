"""The table's side panel on a phone (390×844) in headless Chromium: Rounce's and Bierspiel's
trumps, widow and pool or crosses stood one under another below the seats, one item a row
(the widow's five or six backs a row of their own, the crosses one player a line), and their
tables 665 and 730 px tall once the learner plays: with the 784 px under Streamlit's header,
the trick, the seats and the learner's own cards did not share the screen. The panel is now
compact there (ui.cards.PHONE_CSS): its items side by side, the widow overlapped as a hand is,
the crosses in three columns, and nothing a learner reads there is gone.

The helpers, the server and the browser are test_play_browser's (seeded deals by their link).
"""

from __future__ import annotations

from typing import Any

import pytest
from test_browser import AT_REST, CHROMIUM, steady
from test_play_browser import PHONE, declare, open_page

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser: timing, not faults)
]

# The table's height, from the header's foot to the foot of the hand's lowest card button, the
# room under the header, the panel's words, and for each widow card whether a point of its
# left strip (where a face has its corner index) is its own: each card of the widow shows.
_PANEL = """() => {
  const header = document.querySelector('[data-testid=stHeader]').getBoundingClientRect().bottom;
  const table = document.querySelector('[aria-label="card table"]').getBoundingClientRect();
  const buttons = [...document.querySelectorAll('.st-key-tb-hand button')]
    .map(b => b.getBoundingClientRect().bottom);
  const widow = [...document.querySelectorAll('.tb-extras [role=img]')].map(svg => {
    const r = svg.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width * 0.13, r.top + r.height * 0.3);
    return hit !== null && hit.closest('[role=img]') === svg;
  });
  return {table: table.height, span: Math.max(...buttons) - table.top,
          room: innerHeight - header, panel: document.querySelector('.tb-extras').innerText,
          widow};
}"""

# the tallest table that leaves the learner's cards on the screen under it: the 784 px under
# the header less the 200 px from the table's foot to the hand's buttons' (the latest moves,
# the hand's box and the gaps between them: 199-206 px in Rounce, Bierspiel, Forty-Five and
# Spoil Five at 390 px)
TALLEST = 584


@pytest.mark.parametrize(
    ("address", "words"),
    [
        ("rounce-play?seed=11", ["Trumps ♦", "A♦ robbed", "Widow", "Pool", "5 counters"]),
        (
            "bierspiel-play?seed=12",
            ["Trumps ♠", "K♠ taken up", "Widow", "Crosses (X = 5 points)"]
            + [f"P{i}: X X X" for i in range(5)],
        ),
    ],
)
def test_on_a_phone_the_tables_side_panel_is_compact(
    server: str, tabs: Any, address: str, words: list[str]
) -> None:
    """390×844, Rounce seed 11 and Bierspiel seed 12, the learner playing (he declares first):
    the table no taller than TALLEST (was 665 and 730 px), the table's top to the hand's
    buttons within the room under the header (was 843 and 929 px of 784), every card of the
    widow showing, and the panel saying all it said."""
    page, errors = open_page(tabs, f"{server}/{address}", PHONE)
    try:
        declare(page, "Play")
        steady(page, AT_REST)
        seen = page.evaluate(_PANEL)
        assert seen["table"] <= TALLEST, seen
        assert seen["span"] <= seen["room"], seen
        assert len(seen["widow"]) >= 5 and all(seen["widow"]), seen
        panel = " ".join(seen["panel"].split())
        assert all(w in panel for w in words), (words, panel)
        assert not errors, errors
    finally:
        page.close()


# the side panel's items: each one's words and top, px
_ITEMS = """() => [...document.querySelector('.tb-extras').children]
  .map(c => [c.innerText.split('\\n')[0], Math.round(c.getBoundingClientRect().top)])"""


@pytest.mark.parametrize(
    ("address", "said", "items", "words"),
    [
        ("rounce-play?seed=11", "Play", ["Trumps ♦", "Widow", "Pool"], "A♦ robbed"),
        ("napoleon-play?seed=6", "Pass", ["Trumps ♦", "Bid"], "P1 bids 1"),
    ],
)
@pytest.mark.parametrize("screen", [PHONE, {"width": 360, "height": 800}])
def test_on_a_phone_the_panel_s_few_items_share_one_line(
    server: str,
    tabs: Any,
    address: str,
    said: str,
    items: list[str],
    words: str,
    screen: dict[str, int],
) -> None:
    """Rounce seed 11, the learner plays and the dealer (P4) robs the A♦: at 390 px the head
    'Trumps ♦ (A♦ robbed)' (140 px) put the pool under the trumps and the widow, a line of its
    own (the table 51 px taller); the robbed card is now said under the suit's sign. Napoleon
    seed 6, the learner passes and P1 bids one: the bid's note ('needs 1 more trick; the others
    need 5 more to beat the bid', one line of some 330 px) stood the bid under the trumps (the
    table 44 px taller); it now wraps, as Spoil Five's notes do. At 390 and 360 px the items
    stand on one line."""
    page, errors = open_page(tabs, f"{server}/{address}", screen)
    try:
        declare(page, said)
        steady(page, AT_REST)
        seen = page.evaluate(_ITEMS)
        assert len({top for _, top in seen}) == 1, seen
        assert [w for w, _ in seen] == items, seen
        assert words in page.locator(".tb-extras").inner_text(), seen
        assert not errors, errors
    finally:
        page.close()
