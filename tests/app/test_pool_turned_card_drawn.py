"""The pool lessons' pictures draw the card turned for trumps, not a bare suit sign.

/rams-learn?step=rams_widow drew "Trumps ♥" over a bare ♥ where the steps before it, on the same
deal, draw the 10♥ turned up: a lesson scenario that gives ``trump`` without ``turn_card`` has
trumps but no card, and the table can only draw the sign (Loo 17 steps, Rams 16, Five-card Loo
10, Irish Loo 9, Rounce 7, and 61 quiz questions). Every one of these games turns a card for
trumps. Seed 002: in Loo's double "the next card in the pack is turned up for a trump", in a
simple "the dealer turns up the top card on the remainder of the pack" once someone fails to
follow; Irish Loo "A trump is always turned up" (Five-card Loo as Irish); Rams "the next card
is turned up for the trump" (and in the lesson text, seed 000, "The last card, belonging to the
dealer, is exposed to determine the trump suit"); Rounce is Rams with the full pack. So each
picture of these lessons with trumps shows that card, face up in the trumps box, or says it
was robbed ("10♥ robbed") once the dealer took it up, or (Rams under the lesson text, where it
is the dealer's own last card) names it with its holder ("P0's 10♥"). The cards were
chosen so that no step's or question's answer changes (the engine's answers for all of them
are the same as before: tests/golden/record.py). A Learn step before the one teaching the rule
that turns the card draws no trumps box (Irish Loo's 'no_widow', before 'trump_always':
tests/app/test_irish_loo_trumps_shown_when_taught.py).
"""

from __future__ import annotations

import re
from html import unescape

import pytest
from step_pictures import lesson_pictures

import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS
from lessons import load
from lessons.teaching import taught_later
from ui.cards import TableView
from ui.games.pool_result import pool_game

POOL_LESSONS = ("loo", "irish_loo", "five_card_loo", "rams", "rounce")


def _trumps_box(view: TableView) -> str | None:
    boxes = [inner for label, inner in view.extras if label.startswith("Trumps")]
    return boxes[0] if boxes else None


@pytest.mark.parametrize("game", POOL_LESSONS)
def test_every_picture_with_trumps_shows_the_turned_card(game: str) -> None:
    bare, drawn = [], 0
    lesson = load(game)
    for where, s, view in lesson_pictures(game):
        if s.trump < 0:
            continue  # no trump turned yet (a simple), or one turned by mistake
        box = _trumps_box(view)
        step = next((st for st in lesson.steps if st.id == where), None)
        turn = pool_game(s).rule_for(s.opts, "trump_turn").id
        if box is None and step is not None and turn in taught_later(lesson, step):
            continue  # a step before the one teaching the turn
        assert box is not None, where
        card = CARDS[s.turn_card] if 0 <= s.turn_card < 52 else None
        words = unescape(re.sub(r"<[^>]+>", "", box))
        shown = card is not None and (
            f'data-card="{card.code}"' in box
            or f"{card.pretty} robbed" in box
            # the lesson text's dealer's own card, drawn in his hand (tests/app/
            # test_rams_dealer_card_drawn_once.py): named with its holder, "P0's 10♥"
            or re.search(rf"(your|P\d's) {re.escape(card.pretty)}", words) is not None
        )
        if not shown:
            bare.append(where)
        drawn += 1
    assert drawn
    assert not bare, f"{game}: trumps drawn as a bare sign at {bare}"
