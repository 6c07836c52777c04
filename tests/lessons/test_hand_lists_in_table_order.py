"""A lesson's prose lists a hand's cards in the order its picture draws them (the game's hand
order: Loo's suit by suit ♠ ♥ ♣ ♦, each from the ace down; Spoil Five's trumps first, best
first ...). Bierspiel's face_down step read "You are P1 with 9♥ 9♣ K♦ Q♣ A♥" above a hand
drawn A♥ 9♥ Q♣ 9♣ K♦, so the learner had to find each card again.

A list is two or more cards written one after another ("K♥ 9♣ 7♦", "A♠, K♠ or 10♠"); where
every card of it is in one seat's hand, as the step's or question's picture draws it, the list
must name them in the drawn order. Lists that no single hand holds (a trump order "5♦ J♦ A♥ A♦
...", the cards a player has taken) are not hands and keep their own order."""

from __future__ import annotations

import re

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS, Card
from engine.scenario import Scenario
from lessons import load
from lessons.loader import LESSONS_DIR
from ui.cards import table_view

LESSONS = sorted(p.stem for p in LESSONS_DIR.glob("*.yaml"))
_CARD = r"(?:10|[2-9JQKA])[♠♥♦♣]"
_LIST = re.compile(rf"{_CARD}(?:,?\s+(?:(?:and|or)\s+)?{_CARD})+")


def hand_lists(text: str, scn: Scenario) -> list[tuple[str, list[int], list[int]]]:
    """Each list of ``text`` that one hand of the picture holds: (the list as written, its
    cards in the text's order, the same cards in the order the hand is drawn).

    >>> from lessons import load
    >>> step = load("irish_loo").step("must_trump")
    >>> [(w, [CARDS[c].pretty for c in d]) for w, _, d in hand_lists("You hold 5♦ 9♥.", step.scenario)]
    [('5♦ 9♥', ['9♥', '5♦'])]
    """
    view = table_view(scn.state, reveal=True)
    hands = [[c for c, _ in seat.faces] for seat in view.seats]
    out = []
    for m in _LIST.finditer(text):
        cards = [int(Card.parse(x)) for x in re.findall(_CARD, m.group(0))]
        for hand in hands:
            if set(cards) <= set(hand):
                out.append((m.group(0), cards, [c for c in hand if c in cards]))
    return out


def _texts(game_id: str) -> list[tuple[str, str, Scenario]]:
    lesson = load(game_id)
    steps = [(f"step {s.id}", s.text, s.scenario) for s in lesson.steps if s.scenario]
    return steps + [(f"question {q.id}", q.prompt, q.scenario) for q in lesson.quiz]


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_hand_listed_in_the_text_reads_as_the_table_draws_it(game_id: str) -> None:
    wrong = [
        f"{where}: {written!r}, drawn {' '.join(CARDS[c].pretty for c in drawn)}"
        for where, text, scn in _texts(game_id)
        for written, cards, drawn in hand_lists(text, scn)
        if cards != drawn
    ]
    assert not wrong, "\n".join(wrong)


def test_the_lessons_list_hands() -> None:
    """The check above reads the lessons' hands: most games list some (not an empty check)."""
    found = {g: sum(len(hand_lists(t, s)) for _, t, s in _texts(g)) for g in LESSONS}
    assert sum(found.values()) >= 40 and sum(n > 0 for n in found.values()) >= 9, found
