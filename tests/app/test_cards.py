"""Card faces and table drawings (ui.cards, ui.tables): names, colours, states, no Streamlit."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

import engine.games  # noqa: F401
from engine.cards import CARDS, Card
from engine.games.loo import LOO
from engine.rules import Rule, normalise
from engine.scenario import from_dict
from ui.cards import RED, back_svg, card_svg, position_html, row_html, show
from ui.pages.rules import find_spans, folded


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
    scn = from_dict(
        {
            "game": "loo",
            "players": 5,
            "dealer": "P0",
            "pool": 3,
            "hands": {"P2": ["KS", "3S", "AD"]},
            "trick": ["P1 QS"],
        },
        "test",
    )
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
        "import sys, ui.cards, ui.tables; from engine.games.loo import LOO; "
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
