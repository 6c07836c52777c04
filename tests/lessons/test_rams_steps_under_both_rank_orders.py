"""Every Rams lesson step is true under both rank orders, ace high and Écarté's K Q J A.

Learn shows a step in its own reading, and, to a learner who chose another (Foster's older order,
``ecarte_rank``), the same position again under that reading wherever the answer differs. At
/rams-learn?step=rank&variant=ecarte_rank the step said "In every suit the ace is highest, then
K Q J 10 9 8 7" above a second picture whose trick the K♣ won ("K♣ is the highest club");
step head ("Any higher card will do ... P1 led the J♣; you hold the Q♣, the A♣ and the 7♣")
allowed only the Q♣ there, the A♣ ranking below the jack. Seed 002: "which rank as at Écarté,
K Q J A 10 9 8 7. It has lately become the fashion, however, to adopt ... A K Q J 10 9 8 7."

A step whose answer depends on the order now names both orders (the engine's, for the suit
led), or its position is one where both orders give the same answer.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards import Suit
from engine.games.pool.play import ranking_for
from engine.games.pool.rams import RAMS
from engine.quiz import Question
from engine.scenario import from_dict
from lessons import load

SHOW_KIND = {"legal": "legal_cards", "trick_winner": "trick_winner", "declare": "declare"}
SHOW_KIND["settlement"] = "settlement"
LESSON = load("rams")
READINGS = ("standard", "ecarte_rank")


def order_words(variant: str) -> str:
    """A plain suit's order under ``variant``, best first, as the step writes it: "A K Q J ..."."""
    r = ranking_for(RAMS.make_opts(variant), int(Suit.HEARTS))
    clubs = [c for c in r.suit_order[Suit.CLUBS] if RAMS.spec.pack >> int(c) & 1]
    return " ".join(c.code[:-1] for c in clubs)


def answer(data: dict[str, Any], source: str, kind: str, variant: str) -> object:
    scn = from_dict({**data, "variant": variant}, source)
    return Question(id="x", kind=kind, prompt="", scenario=scn).solve()


def test_the_two_orders_differ() -> None:
    assert order_words("standard") != order_words("ecarte_rank")
    assert order_words("standard").startswith("A ") and "J A" in order_words("ecarte_rank")


# the steps drawn in the ace-high or the Écarté reading (a step of another reading, the lesson
# text's, may differ by more than the order: it is not asked here)
STEPS = [
    s for s in LESSON.steps if s.scenario and s.show in SHOW_KIND and s.variant in (None, *READINGS)
]


def test_the_steps_asked_include_positions() -> None:
    assert len(STEPS) >= 5, [s.id for s in STEPS]


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_a_step_whose_answer_turns_on_the_order_names_both(step: Any) -> None:
    data, source = dict(step.scenario.data), step.scenario.source
    kind = SHOW_KIND[step.show]
    got = {v: answer(data, source, kind, v) for v in READINGS}
    if got["standard"] == got["ecarte_rank"]:
        return
    text = " ".join(step.text.split())
    for v in READINGS:
        words = order_words(v)
        top, rest = words.split(" ", 1)
        named = {words, f"the {'ace' if top == 'A' else 'king'} is highest, then {rest}"}
        assert any(w in text for w in named), (step.id, v, words, text)
