"""Card faces and table drawings (ui.cards, ui.tables): names, colours, states, no Streamlit."""

from __future__ import annotations

import doctest
import re
import subprocess
import sys
from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.card_faces
import ui.cards
from engine.cards import CARDS, Card
from engine.games.loo import LOO
from engine.games.sixty_six import SIXTY_SIX
from engine.rules import Rule, normalise
from engine.scenario import from_dict
from ui.cards import (
    RED,
    SIDE_COLOURS,
    back_svg,
    card_svg,
    places,
    position_html,
    row_html,
    show,
)
from ui.pages.rules import find_spans, folded

# P1 has led the Q♠; P2 holds K♠ 3♠ A♦ and must head the trick
HEAD_THE_TRICK = {
    "game": "loo",
    "players": 5,
    "dealer": "P0",
    "pool": 3,
    "hands": {"P2": ["KS", "3S", "AD"]},
    "trick": ["P1 QS"],
}


@pytest.mark.parametrize("card", CARDS, ids=[c.code for c in CARDS])
def test_every_face_is_an_image_named_for_its_card(card: Card) -> None:
    svg = card_svg(card)
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert 'role="img"' in svg
    assert f'aria-label="{card.name}"' in svg
    assert f"<title>{card.name}</title>" in svg
    colours = set(re.findall(r'fill="(#[0-9a-f]{6})"', svg)) - {"#ffffff", "#fdecea", "#eceff1"}
    assert colours == ({RED} if card.suit.is_red else {"#1b1b1b"})


def test_states_are_told_apart_by_border_opacity_and_title() -> None:
    qs = Card.parse("QS")
    legal, illegal, marked = (card_svg(qs, s) for s in ("legal", "illegal", "marked"))
    assert "may be played" in legal and 'data-state="legal"' in legal
    assert "opacity:0.38" in illegal and "may not be played" in illegal
    assert "the deciding card" in marked
    assert 'aria-label="queen of spades"' in marked  # the accessible name stays the card's
    assert 'aria-label="face-down card"' in back_svg()


def test_row_keeps_cards_on_one_line_of_html() -> None:
    html = row_html([Card.parse("AS"), Card.parse("10H")], {Card.parse("AS"): "legal"})
    assert "\n" not in html and html.count("<svg") == 2


def test_a_loo_position_shows_hands_trick_trump_widow_and_pool() -> None:
    scn = from_dict(
        {
            "game": "loo",
            "players": 5,
            "dealer": "P0",
            "pool": 12,
            "turn_card": "3S",
            "hands": {"P1": ["8D", "6S", "QS"]},
            "widow": ["4C", "5H", "10S"],
        },
        "test",
    )
    html = position_html(scn.state, reveal=True)
    assert "\n\n" not in html  # Markdown would end an HTML block at a blank line
    assert 'aria-label="queen of spades"' in html
    assert 'aria-label="three of spades"' in html  # the turned trump card
    assert "Widow" in html and "12 red" in html and "double pool" in html
    hidden = position_html(scn.state, viewer=0)
    assert 'aria-label="queen of spades"' not in hidden
    assert "face-down" in hidden


def test_legal_cards_of_the_player_to_move_are_highlighted() -> None:
    scn = from_dict(HEAD_THE_TRICK, "test")
    html = position_html(scn.state, reveal=True)
    states = dict(re.findall(r'data-card="(\w+)" data-state="(\w+)"', html))
    assert states["KS"] == "legal"
    assert states["3S"] == states["AD"] == "illegal"
    assert LOO.legal_actions(scn.state)[0].card == Card.parse("KS")


def test_notebooks_get_an_object_that_shows_itself() -> None:
    s = LOO.new_deal(players=4, seed=2)
    assert show(s, reveal=True)._repr_html_().startswith('<div role="group"')


def test_drawing_never_imports_streamlit() -> None:
    code = (
        "import sys, ui.cards, ui.games; from engine.games.loo import LOO; "
        "ui.cards.position_html(LOO.new_deal(players=5, seed=1)); "
        "sys.exit('streamlit' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_quotes_are_found_through_markup_quotes_and_line_breaks() -> None:
    text = "_=THE POOL.=_ Each successive dealer places\nthree \u201cred\u201d counters."
    norm, where = folded(text)
    assert norm == normalise(text)
    rule = Rule("x.y", "s", "002", 'the pool. each successive dealer places three "red"')
    spans, missing = find_spans(text, [rule])
    assert not missing
    assert text[spans[0].start : spans[0].end] == (
        "THE POOL.=_ Each successive dealer places\nthree \u201cred\u201d"
    )


# ---- the table drawn around the table: the learner at the bottom, partners opposite ------------
SEAT = re.compile(r'<div role="group" aria-label="([^"]*)" data-seat="(\d+)" data-place="(\w+)"')
TRICK_CELL = re.compile(
    r'grid-column:(\d);grid-row:(\d) / span 2;[^"]*"><svg[^>]*data-card="(\w+)"'
)
FACE = re.compile(r'<svg [^>]*role="img" aria-label="([^"]*)" data-card="(\w+)"')


def seats_in_order(html: str) -> list[tuple[str, int, str]]:
    """(name, seat, place) of every seat, in the order the page reads them."""
    return [(name, int(seat), place) for name, seat, place in SEAT.findall(html)]


def four_hand(**kw: Any) -> str:
    scn = from_dict(
        {
            "game": "sixty_six",
            "players": 4,
            "dealer": "P3",
            "trump": "C",
            "hands": {"P2": ["AH", "9H", "7C", "KS"]},
            "trick": ["P0 10H", "P1 KH"],
        },
        "test",
    )
    return position_html(scn.state, **kw)


def test_places_go_round_the_table_to_the_left() -> None:
    # play passes to the left: after the reader (bottom) come his left, across, his right
    for me in range(4):
        assert places(4, me) == {
            "bottom": [me],
            "left": [(me + 1) % 4],
            "top": [(me + 2) % 4],  # in four-hand, the partner
            "right": [(me + 3) % 4],
        }
    assert places(2, 1) == {"bottom": [1], "left": [], "top": [0], "right": []}
    assert places(3, 0) == {"bottom": [0], "left": [1], "top": [], "right": [2]}
    for n in range(2, 9):  # every seat drawn once, clockwise from the reader
        p = places(n, n - 1)
        ring = [*p["bottom"], *p["left"][::-1], *p["top"], *p["right"]]
        assert ring == [(n - 1 + k) % n for k in range(n)]
    with pytest.raises(ValueError, match="bottom seat 5 is not one of the 4 seats"):
        places(4, 5)
    for module in (ui.card_faces, ui.cards):  # the examples in the drawing's docstrings
        results = doctest.testmod(module)
        assert results.attempted >= 4 and results.failed == 0, module.__name__


def test_four_hand_partners_sit_opposite_the_learner_at_the_bottom() -> None:
    html = four_hand(viewer=0)
    assert seats_in_order(html) == [
        ("P2 (partner)", 2, "top"),
        ("P1", 1, "left"),
        ("P3", 3, "right"),
        ("P0 (you)", 0, "bottom"),
    ]
    # the partnerships, named on every seat and edged in their colour (a side seat's narrow
    # box names the side alone, 'side ...' in its title, so it shares the seat name's line)
    for seat, side in ((0, "P0+P2"), (1, "P1+P3"), (2, "P0+P2"), (3, "P1+P3")):
        box = html[html.index(f'data-seat="{seat}"') :].split('role="group"')[0]
        said = f' title="side {side}">{side}</span>' if seat % 2 else f">side {side}</span>"
        assert said in box
        assert f"border-left:6px solid {SIDE_COLOURS[seat % 2][0]}" in box
    # the trick lies in front of the seats that played it: P0 (bottom) led, P1 (left) followed
    assert TRICK_CELL.findall(html) == [("2", "3", "10H"), ("1", "2", "KH")]
    assert ">P0 · led</div>" in html and 'aria-label="Trick 1"' in html
    # dashed spaces wait before the two still to play, hidden from screen readers
    assert html.count('<div aria-hidden="true" style="grid-column:') == 2


def test_a_lesson_position_puts_the_player_to_move_at_the_bottom() -> None:
    # "You are P2, P0's partner": P2 is to play, so he is drawn nearest the reader
    html = four_hand(reveal=True)
    assert [(s, p) for _, s, p in seats_in_order(html)] == [
        (0, "top"),
        (3, "left"),
        (1, "right"),
        (2, "bottom"),
    ]
    assert TRICK_CELL.findall(html) == [("2", "1", "10H"), ("3", "2", "KH")]
    states = dict(re.findall(r'data-card="(\w+)" data-state="(\w+)"', html))
    assert states["AH"] == "legal" and states["9H"] == states["KS"] == "illegal"
    # without the legal cards highlighted (a replay, a settlement) P0 keeps the bottom
    plain = four_hand(reveal=True, highlight=False)
    assert seats_in_order(plain)[-1] == ("P0", 0, "bottom")


def test_every_face_on_a_four_hand_table_keeps_its_role_and_name() -> None:
    s = SIXTY_SIX.new_deal(players=4, dealer=3, seed=3)
    html = position_html(s, reveal=True)
    faces = FACE.findall(html)
    assert len(faces) == 32 == len({code for _, code in faces})  # every card, each once
    for name, code in faces:
        assert name == Card.parse(code).name
    assert html.count('role="img"') == 32
    hidden = position_html(SIXTY_SIX.view(s, 0), viewer=0)
    assert hidden.count('aria-label="face-down card"') == 3 * 8 - 1  # the dealer's trump shown
    assert len(FACE.findall(hidden)) == 8 + 1


def test_two_and_three_hand_and_many_handed_loo() -> None:
    two = SIXTY_SIX.new_deal(players=2, seed=1)
    two = SIXTY_SIX.apply(two, SIXTY_SIX.legal_actions(two)[0])  # P1 leads
    html = position_html(two, viewer=0)
    assert [(s, p) for _, s, p in seats_in_order(html)] == [(1, "top"), (0, "bottom")]
    led = CARDS[two.trick[0][1]].code
    assert TRICK_CELL.findall(html) == [("1", "1", led)]  # the far card, higher, on the left
    three = SIXTY_SIX.new_deal(players=3, seed=1)  # P2 deals and sits out
    html = position_html(three, viewer=0)
    assert [(n, p) for n, _, p in seats_in_order(html)] == [
        ("P1", "left"),
        ("P2", "right"),
        ("P0 (you)", "bottom"),
    ]
    assert "the dealer sits out" in html and "tb-trick" in html
    for n in (3, 5, 8):  # Loo: every seat once; from five players on, a row of cards
        deal = LOO.new_deal(players=n, seed=4)
        html = position_html(deal, viewer=1)
        order = seats_in_order(html)
        assert sorted(s for _, s, _ in order) == list(range(n))
        assert order[-1] == ("P1 (you)", 1, "bottom")
    scn = from_dict(HEAD_THE_TRICK, "test")
    html = position_html(scn.state, reveal=True)
    assert not TRICK_CELL.findall(html) and ">P1 · led</div>" in html
    assert seats_in_order(html)[-1] == ("P2", 2, "bottom")  # to play: "You are P2"


def test_a_narrow_page_puts_the_trick_first_and_the_html_stays_one_block() -> None:
    html = four_hand(viewer=0)
    assert "\n" not in html and html.startswith('<div role="group" aria-label="card table"')
    # under the container query the trick takes a line of its own, the side seats below it
    style = re.search(r"<style>@container tb-table \(max-width: (\d+)px\)\{\.tb-n(\d+) ", html)
    assert style is not None and style[1] == style[2] and f'class="tb-n{style[1]}"' in html
    assert "contain-intrinsic-inline-size" in html  # no collapse inside a shrink-to-fit box
    # a table of two has no side seats: its trick takes one row at phone width (480 px)
    two = position_html(SIXTY_SIX.new_deal(players=2, seed=1))
    assert "<style>@container tb-table (max-width: 480px){.tb-n480 " in two


def test_in_chromium_the_seats_sit_round_the_trick_and_a_narrow_page_stacks_them(
    html_page: Any,
) -> None:
    """The drawing as a browser lays it out (no server: the HTML alone): partner above the
    trick, opponents either side of it, the learner below; in a narrow box the trick comes
    first and the opponents sit side by side under it. Every face stays a visible named image."""
    s = SIXTY_SIX.new_deal(players=4, dealer=3, seed=3)
    s = SIXTY_SIX.apply(s, SIXTY_SIX.legal_actions(s)[0])  # P0 leads
    html = position_html(s, viewer=0, reveal=True)
    page = html_page
    boxes = {}
    for width in (560, 380):
        page.set_content(f'<body style="margin:0"><div style="width:{width}px">{html}</div>')
        box = {
            place: page.locator(f'[data-place="{place}"]').bounding_box()
            for place in ("top", "left", "right", "bottom")
        }
        box["trick"] = page.locator(".tb-trick").bounding_box()
        boxes[width] = box
        faces = page.get_by_role("img", name="ace of spades", exact=True)
        assert faces.count() == 1 and faces.is_visible()
        assert page.get_by_role("img").count() == 32
    wide, narrow = boxes[560], boxes[380]
    assert wide["top"]["y"] < wide["trick"]["y"] < wide["bottom"]["y"]
    assert wide["left"]["x"] < wide["trick"]["x"] < wide["right"]["x"]
    assert wide["left"]["y"] < wide["bottom"]["y"] and wide["right"]["y"] < wide["bottom"]["y"]
    assert narrow["top"]["y"] < narrow["trick"]["y"] < narrow["left"]["y"]
    under = narrow["trick"]["y"] + narrow["trick"]["height"]
    assert narrow["left"]["y"] >= under and narrow["right"]["y"] >= under
    # side by side: on one line, the left one first
    assert narrow["left"]["x"] + narrow["left"]["width"] <= narrow["right"]["x"]
    assert abs(narrow["left"]["y"] - narrow["right"]["y"]) < narrow["left"]["height"]
    assert narrow["right"]["y"] < narrow["bottom"]["y"]


def test_the_seat_to_move_is_tagged_with_what_it_is_to_do() -> None:
    """A player declaring (Loo) or saying "How many?" (Irish Loo) is not "to play" a card."""
    from engine.game import REGISTRY

    s = LOO.new_deal(players=4, seed=2, pool=9)  # a double: declaring first
    assert s.phase == "declare"
    assert "to declare" in position_html(s, viewer=s.to_move) and "to play" not in position_html(
        s, viewer=s.to_move
    )
    irish = REGISTRY.get("irish_loo")
    t = irish.new_deal(players=4, seed=3)
    while t.phase == "declare":
        t = irish.apply(t, irish.legal_actions(t)[0])
    assert t.phase == "exchange"
    assert "to exchange" in position_html(t, viewer=t.to_move)


def test_shared_shapes_draw_the_same_cards_with_one_definition_per_shape() -> None:
    # the app's pages (issue 12, part 5): every suit shape and card back a <use> of SHAPE_DEFS,
    # nothing else changed; a notebook's picture (show) stays self-contained
    state = from_dict(HEAD_THE_TRICK, "test").state
    html = position_html(state, reveal=True) + position_html(state, viewer=0)  # faces, backs
    small = ui.cards.shared_shapes(html)
    # measured without the pictures' <style> (the same on both sides, and growing with each
    # layout rule: PHONE_CSS's fanned hand alone took the ratio from 0.799 to 0.802)
    drawn = [re.sub(r"<style>.*?</style>", "", x) for x in (small, html)]
    assert len(drawn[0]) < len(drawn[1]) * 0.8
    assert "<path" not in small  # no shape drawn inline: suits and the back's lattice alike
    ids = set(re.findall(r'id="([\w-]+)"', ui.cards.SHAPE_DEFS))
    used = set(re.findall(r'<use href="#([\w-]+)"', small))
    assert used and used <= ids
    assert re.findall(r'aria-label="[^"]*"', small) == re.findall(r'aria-label="[^"]*"', html)
    assert "<use" not in str(show(state, reveal=True))
