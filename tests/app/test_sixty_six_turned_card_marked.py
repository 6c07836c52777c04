"""Four-hand Sixty-Six marks the turned trump card in the dealer's hand.

Learner look (Learn four_trump_card, 1400 and 390 px): "The dealer's last card is turned to
fix trumps, then he takes it into his hand", and the picture drew P3's eight cards with the
7♣ among them, nothing telling it apart (the Trumps box said "P3 turned the 7♣" beside the
sign alone, its face being in the hand). A turn-up kept in a hand is marked on its seat
elsewhere (Bierspiel's "took up the trump", Spoil Five's and Forty-Five's "robbed the A♦";
Linger Longer's dealer shows it face up among his backs); the dealer's seat now says "took
up the 7♣" while he holds it (his seat seen from another shows it face up, as before).

Checked over the lesson's four-hand pictures and seeded four-hand deals played out, every
position seen by P0 and revealed.
"""

from __future__ import annotations

import random

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS
from engine.game import REGISTRY
from lessons import load
from ui.cards import table_view
from ui.pages.learn_position import step_view

GID = "sixty_six"


def _tagged(view, state) -> list[int]:  # type: ignore[no-untyped-def]
    """The seats whose tags name the turned card as taken up."""
    word = f"took up the {CARDS[state.turned].pretty}"
    return [i for i, seat in enumerate(view.seats) if word in seat.tags]


def _holds(state) -> bool:  # type: ignore[no-untyped-def]
    return state.turned >= 0 and bool(state.hands[state.dealer] >> state.turned & 1)


def test_the_learn_step_marks_the_7_of_clubs() -> None:
    step = load(GID).step("four_trump_card")
    assert step.scenario is not None
    s = step.scenario.state
    view = step_view(REGISTRY.get(GID), step, step.scenario)
    assert CARDS[s.turned].pretty == "7♣"  # its Trumps box: "P3 turned the 7♣"
    assert view.seats[s.dealer].tags == ("dealer", "took up the 7♣")


def test_every_four_hand_lesson_picture() -> None:
    lesson = load(GID)
    found = 0
    for item in (*lesson.steps, *lesson.quiz):
        if item.scenario is None or item.scenario.state.n != 4:
            continue
        s = item.scenario.state
        for quiz in (False, True):
            found += _holds(s)
            want = [s.dealer] if _holds(s) else []
            assert _tagged(table_view(s, reveal=True, quiz=quiz), s) == want, item.id
    assert found


def test_seeded_four_hand_deals() -> None:
    g = REGISTRY.get(GID)
    held = 0
    for seed in range(6):
        s = g.new_deal(players=4, dealer=seed % 4, seed=seed)
        rng = random.Random(seed)
        while True:
            for reveal in (False, True):
                want = [s.dealer] if _holds(s) else []
                held += bool(want)
                assert _tagged(table_view(s, viewer=0, reveal=reveal), s) == want, seed
            if g.is_over(s):
                break
            s = g.apply(s, rng.choice(list(g.legal_actions(s))))
    assert held
