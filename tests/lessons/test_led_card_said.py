"""A lesson's words name the card led as the card its picture shows led. Rounce's no_trump
step read "The K♦ is led, and you are P3, with no diamond" above a trick P1 had led with the
5♦ and P2 had headed with the K♦: the learner was told the wrong card began the trick (and so
which suit was led). Every "the X is led", "leads the X" or "led the X" in a step's text or a
quiz prompt whose position has a trick under way must name the trick's first card."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.cards import Card
from lessons import load
from lessons.loader import LESSONS_DIR

LESSONS = sorted(p.stem for p in LESSONS_DIR.glob("*.yaml"))
_CARD = r"(?:10|[2-9JQKA])[♠♥♦♣]"
_SAID_LED = re.compile(rf"(?:\b(?:leads|led) the ({_CARD}))|(?:\b[Tt]he ({_CARD}) is led\b)")


def said_led(text: str) -> list[Card]:
    """The cards ``text`` says were led.

    >>> [c.pretty for c in said_led("The K♦ is led. P1 leads the Q♠; P2 led the 10♥ face down.")]
    ['K♦', 'Q♠', '10♥']
    """
    return [Card.parse(a or b) for a, b in _SAID_LED.findall(text)]


def led_card(data: dict[str, Any]) -> Card | None:
    """The first card of the position's trick under way, as its scenario gives it."""
    trick = data.get("trick") or []
    return Card.parse(str(trick[0]).split()[-1]) if trick else None


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_card_said_led_is_the_card_the_trick_began_with(game_id: str) -> None:
    lesson = load(game_id)
    texts = [(f"step {s.id}", s.text, s.scenario) for s in lesson.steps if s.scenario]
    texts += [(f"question {q.id}", q.prompt, q.scenario) for q in lesson.quiz]
    wrong = [
        f"{where}: says the {said.pretty} was led; the trick began with the {first.pretty}"
        for where, text, scn in texts
        if (first := led_card(scn.data)) is not None
        for said in said_led(text)
        if said != first
    ]
    assert not wrong
