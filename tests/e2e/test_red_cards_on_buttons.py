"""A button that names a red card draws it red, as the card's face, its tick box and the text
do; its accessible name stays the plain words ("Hearts ♥", "Rob: put out J♥, take the Q♣").

Learner walk: Play's buttons named their cards in black: Napoleon's "Hearts ♥" and "Diamonds ♦"
(white on the green of a primary button) under a hand whose ♥ and ♦ cards are red, and the
same words ticked in the Quiz red; Spoil Five's "Rob: put out J♥, take the Q♣" drew J♥ in
Streamlit's darker red (rgb(158, 48, 59)), not the faces', as the Quiz's "The trick goes to"
options did ("P0 (6♥)"). A button's label is Markdown whose
drawn words are its name, so its red cards are ``:red[...]`` (ui.format.md), coloured by app.py
(RED_IN_BUTTONS): the faces' red, on a white chip on a primary button's green.
"""

from __future__ import annotations

from typing import Any

from test_browser import AT_REST, WAIT, steady
from test_play_browser import RED, open_page

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS, Suit
from engine.game import REGISTRY
from engine.quiz import practice
from ui.games.napoleon import trump_label
from ui.play_table import action_label

WHITE = "rgb(255, 255, 255)"
RED_SUITS, BLACK_SUITS = "♥♦", "♠♣"

# every piece of a button's text that holds a suit: [its text, its colour, its background]
SUIT_PIECES = """b => [...b.querySelectorAll('*')].flatMap(e => [...e.childNodes]
  .filter(n => n.nodeType === 3 && /[♠♥♦♣]/.test(n.data))
  .map(n => [n.data, getComputedStyle(e).color, getComputedStyle(e).backgroundColor]))"""


def _pieces(page: Any, name: str) -> list[list[str]]:
    """The suit-holding pieces of the one button named ``name`` (its name as written)."""
    button = page.get_by_role("button", name=name, exact=True)
    assert button.count() == 1, name
    pieces: list[list[str]] = button.evaluate(SUIT_PIECES)
    assert pieces, name
    return pieces


def _red_only_where_red(name: str, pieces: list[list[str]]) -> None:
    """Every red suit in a piece of the faces' red, every black one in another colour."""
    for text, colour, _ in pieces:
        assert not (set(text) & set(RED_SUITS) and set(text) & set(BLACK_SUITS)), (name, text)
        red = bool(set(text) & set(RED_SUITS))
        assert (colour == RED) == red, (name, text, colour)


def _rob_seed() -> tuple[int, list[str]]:
    """Spoil Five's first deal (four players, the learner P0, P3 dealing, as Play deals a
    link's seed) where the learner, to lead, may rob putting out a red card and a black one:
    the seed and the robs' words."""
    g = REGISTRY.get("spoil_five")
    for seed in range(500):
        s = g.new_deal(players=4, dealer=3, seed=seed)
        robs = [(a, a.card) for a in g.legal_actions(s) if a.kind == "rob" and a.card is not None]
        if g.current_player(s) == 0 and {card.suit.is_red for _, card in robs} == {True, False}:
            return seed, [action_label(g, s, a) for a, _ in robs]
    raise AssertionError("no such deal in 500 seeds")


def test_trump_buttons_draw_the_red_suits_red_on_a_white_chip(server: str, tabs: Any) -> None:
    page, errors = open_page(tabs, f"{server}/napoleon-play?seed=5&players=5")
    try:
        nap = page.get_by_role("button", name="Nap (all 5)", exact=True)
        nap.wait_for(timeout=WAIT)
        steady(page, AT_REST)
        nap.click()  # no one may bid over nap: the learner names trumps
        page.get_by_role("button", name=trump_label(Suit.HEARTS), exact=True).wait_for(timeout=WAIT)
        steady(page, AT_REST)
        for suit in Suit:
            name = trump_label(suit)
            pieces = _pieces(page, name)
            _red_only_where_red(name, pieces)
            for text, _, background in pieces:
                if suit.is_red:  # on the primary button's green: the face's white behind it
                    assert background == WHITE, (name, text, background)
        assert not errors, errors
    finally:
        page.close()


def test_rob_buttons_draw_their_red_cards_in_the_faces_red(server: str, tabs: Any) -> None:
    seed, robs = _rob_seed()
    page, errors = open_page(tabs, f"{server}/spoil_five-play?seed={seed}&players=4")
    try:
        page.get_by_role("button", name=robs[0], exact=True).wait_for(timeout=WAIT)
        steady(page, AT_REST)
        for name in robs:
            _red_only_where_red(name, _pieces(page, name))
        assert not errors, errors
    finally:
        page.close()


def _trick_seed() -> tuple[int, list[str]]:
    """Loo's first generated 'who wins the trick?' question (level 1) whose trick holds a red
    card and a black one: the seed and the options' words, as the Quiz says them."""
    for seed in range(500):
        q = practice("loo", seed=seed, kind="trick_winner", level=1)
        plays = dict(q.shown_trick())
        if {CARDS[c].suit.is_red for c in plays.values()} == {True, False}:
            return seed, [f"P{p} ({CARDS[plays[p]].pretty})" for p in q.choices()]
    raise AssertionError("no such question in 500 seeds")


def test_the_trick_winners_options_draw_their_red_cards_red(server: str, tabs: Any) -> None:
    seed, names = _trick_seed()
    page, errors = open_page(tabs, f"{server}/loo-quiz?seed={seed}&kind=trick_winner&level=1")
    try:
        page.get_by_role("button", name="Check").wait_for(timeout=WAIT)
        steady(page, AT_REST)
        for name in names:
            option = page.get_by_role("radio", name=name, exact=True)
            # (waited for: in a loaded CI run the options were not yet drawn when the Check
            # button was and the page had come to rest once, and the count read 0)
            option.first.wait_for(timeout=WAIT)
            assert option.count() == 1, name
            label = page.locator("[data-testid=stRadio] label").filter(has=option)
            _red_only_where_red(name, label.evaluate(SUIT_PIECES))
        assert not errors, errors
    finally:
        page.close()
