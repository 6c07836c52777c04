"""Where a learner first meets the eldest hand, the lesson says who the eldest hand is, not only
who the "eldest hand playing" is. Irish Loo's and Five-card Loo's lead_trump steps, the first
place either lesson names him, explained "the eldest hand playing (of those who stand, the one
nearest the dealer's left)" and then told the learner "You are P1, the eldest hand": a learner
who opened either game first was never told that the eldest hand is the player on the dealer's
left (Foster's dealer deals and asks each player "beginning on his left"), so "the eldest hand
playing" read as a riddle. tests/lessons/test_terms_explained.py asks only that the prose say
"dealer's left" somewhere, which the old words did."""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load

# "eldest hand" itself (not "eldest hand playing", "eldest hand of those ...") said in the
# sentence that names the dealer's left, or Loo's "The player on the dealer's left gets the
# first card. That player is the *eldest hand*."
DEFINED = re.compile(
    r"eldest hand\*?(?! playing| of those)[^.]*dealer's left"
    r"|dealer's left[^.]*\.\s*That player is the \*eldest hand\*"
)


def _first_met(game_id: str) -> tuple[str, str] | None:
    """The first step (or the introduction) that names the eldest hand, and its prose."""
    lesson = load(game_id)
    if "eldest" in lesson.intro.lower():
        return "intro", lesson.intro
    for s in lesson.steps:
        if "eldest" in f"{s.chapter}\n{s.title}\n{s.text}\n{s.quote}".lower():
            return s.id, f"{s.title}. {s.text}"
    return None


@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY])
def test_the_eldest_hand_is_said_where_first_met(game_id: str) -> None:
    met = _first_met(game_id)
    if met is None:
        return
    where, prose = met
    assert DEFINED.search(" ".join(prose.split())), (game_id, where, prose)


@pytest.mark.parametrize("game_id", ["irish_loo", "five_card_loo"])
def test_the_eldest_hand_playing_is_the_first_of_those_who_stand(game_id: str) -> None:
    """The lesson's words for the one who leads match the engine's: with P1 passing, P2 leads
    (the lesson's q_eldest_playing: 'P1 passed, so you, P2, are the eldest hand playing')."""
    lesson = load(game_id)
    text = " ".join(lesson.step("lead_trump").text.split())
    assert "the eldest hand if he stands, else the next player to his left who stands" in text
    q = next(q for q in lesson.quiz if q.id == "q_eldest_playing")
    assert q.game.current_player(q.state) == 2 and q.scenario.data["declarations"]["P1"] == "pass"
