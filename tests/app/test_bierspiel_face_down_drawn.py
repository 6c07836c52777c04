"""Bierspiel's face-down lead is drawn as the table sees it: its back (seed 002: "he must lead
his smallest card, face downward, which calls for a trump").

A learner walk found the 8♣ "led face down" drawn face up among the clubs played to the call
(Learn's calls_for_trump and face_down_trick, the quiz's q_face_down_winner), so the 9♣, 10♣ or
J♣ looked as if they beat it. Its leader knows the card, and so does a picture of every hand
(Learn, Quiz, whose text names it): the caption names it to them; a seat at the table that did
not lead it sees a back, and the page says no more (the HTML holds nothing of the card); to a reader who knows it, its face
is drawn under the back's lattice with the words "face down".
"""

from __future__ import annotations

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import Card
from engine.game import Action
from engine.games.loo import LooState
from lessons import load
from ui.cards import position_html
from ui.games.bierspiel import bierspiel_tell

BACK = 'aria-label="a card played face down"'
KNOWN = 'data-card="8C" data-state="down_known"'  # its face, under the words "face down"


def _state(step_id: str) -> LooState:
    step = next(s for s in load("bierspiel").steps if s.id == step_id)
    assert step.scenario is not None
    s: LooState = step.scenario.state
    return s


def _at_the_table(s: LooState) -> LooState:
    """Learn's position with the other hands dealt, as at Play (each seat's cards hidden)."""
    hands = list(s.hands)
    for seat, cards in {1: "9H 9D QD KD", 3: "QC JH QH 8H", 0: "KH AD JD 10D"}.items():
        for c in cards.split():
            hands[seat] |= 1 << int(Card.parse(c))
    return s._replace(hands=tuple(hands))


def test_a_seat_that_did_not_lead_it_sees_a_back_and_not_the_card() -> None:
    s = _at_the_table(_state("calls_for_trump"))  # P1 led the 8♣ face down; P2 to answer
    html = position_html(s, viewer=2, highlight=False)
    assert html.count(BACK) == 1
    assert 'data-card="8C"' not in html and "8♣" not in html and "8 of clubs" not in html.lower()
    assert "P1 had no trump for the trump lead: a card was led face down" in html


def test_its_leader_is_shown_the_card_marked_face_down() -> None:
    s = _at_the_table(_state("calls_for_trump"))
    html = position_html(s, viewer=1, highlight=False)
    assert KNOWN in html and BACK not in html
    assert "You had no trump for the trump lead: 8♣ was led face down" in html


def test_a_picture_that_hides_no_hand_shows_it_marked_face_down() -> None:
    """Learn's and the Quiz's pictures, whose text names the 8♣: its face, marked "face
    down", among the 9♣, J♣ and 10♣ played to the call (a finished trick), and before them."""
    s = _state("face_down_trick")
    plays, _ = s.history[-1]
    html = position_html(s, reveal=True, highlight=False, trick=plays)
    assert html.count(KNOWN) == 1 and BACK not in html
    for code in ("9C", "JC", "10C"):
        assert f'data-card="{code}" data-state="normal"' in html, code
    assert "P1 had no trump for the trump lead: 8♣ was led face down and called" in html
    html = position_html(_state("calls_for_trump"), viewer=2, reveal=True, highlight=False)
    assert KNOWN in html and "8♣ was led face down and calls for a trump" in html


def test_an_ordinary_trick_draws_no_back() -> None:
    """Past the trump leads (Learn's follow: trick 3, the 10♥ led) every card is face up."""
    s = _state("follow")
    html = position_html(s, viewer=s.to_move, highlight=False)
    assert BACK not in html and 'data-card="10H"' in html


def test_the_log_names_the_face_down_card_to_its_leader_only() -> None:
    s = _state("face_down")  # P1 to lead, no trump: a nine, face down
    lead = Action("play", Card.parse("9H"))
    assert "P1 plays a card face down" in bierspiel_tell(s, 1, lead, 2)
    assert "You play 9♥ face down" in bierspiel_tell(s, 1, lead, 1)


def test_a_question_on_the_call_does_not_state_it_in_its_picture() -> None:
    """Quiz q_call and the Learn task calls_for_trump ask "which cards may you play?" to a
    card led face down: their picture (``quiz=True``) says the card was led face down, not
    that it calls for a trump, which is the rule asked about (helper report, stop 34)."""
    s = _state("calls_for_trump")
    html = position_html(s, viewer=2, reveal=True, highlight=False, quiz=True)
    assert "8♣ was led face down." in html and "for a trump" not in html
    done = _state("face_down_trick")  # who won a finished face-down trick: the call is history
    html = position_html(done, reveal=True, highlight=False, trick=done.history[-1][0], quiz=True)
    assert "8♣ was led face down and called for a trump" in html
