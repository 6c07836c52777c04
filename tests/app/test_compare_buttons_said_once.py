"""A parting names the buttons of one kind that differ only by a card or a number once, the
cards or numbers listed in their place (stop 49's words list): /rams-compare, Foster against
the lesson text, read 'P0 may choose “Rob the trump, discard J♠”, “Rob the trump, discard
Q♥”, “Rob the trump, discard 8♥”, “Rob the trump, discard 8♣” or “Rob the trump, discard Q♦”'
and the same five labels again before 'refused'; Napoleon's dealer who must bid read '“Bid 2”,
“Bid 3”, “Bid 4” and “Nap (all 5)” refused'. Now “Rob the trump, discard J♠, Q♥, 8♥, 8♣ or
Q♦” and “Bid 2, 3 or 4”, one refusal line each, in the page's words and the engine's."""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.compare import ENGINE_WORDS, Words, search_parting
from engine.game import REGISTRY
from ui.compare_words import page_words
from ui.play_table import card_or_label

CASES = [("rams", "standard", "dealer_card_trump_000"), ("napoleon", "seed", "dealer_forced_one")]


def _parting(game_id: str, a: str, b: str, words: Words) -> Any:
    """The deal the Compare page opens the pair on (its first search), said in ``words``."""
    game = REGISTRY.get(game_id)
    found = search_parting(
        game, players=5, variants=(a, b), seeds=range(100), budget=600, words=words
    ).found
    assert found is not None, (game_id, a, b)
    return found.comparison


def _state_at(c: Any, step: int) -> Any:
    """The first side's position before its action ``step`` (the parting's position)."""
    game, side = REGISTRY.get(c.game_id), c.sides[0]
    state = side.start
    for s in side.steps[:step]:
        state = game.apply(state, s.action)
    return state


@pytest.mark.parametrize(("game_id", "a", "b"), CASES)
@pytest.mark.parametrize("which", ["page", "engine"])
def test_buttons_differing_by_a_card_or_number_are_said_once(
    game_id: str, a: str, b: str, which: str
) -> None:
    game = REGISTRY.get(game_id)
    words = page_words(game) if which == "page" else ENGINE_WORDS
    c = _parting(game_id, a, b, words)
    p = c.parting
    assert p.kind == "legal"
    state = _state_at(c, p.step)
    grouped = [r.action for r in p.refusals[1] if r.action.card or r.action.number]
    assert len(grouped) >= 3, p.refusals
    first = grouped[0]
    own = first.card.pretty if first.card is not None else str(first.number)
    head = words.action(state, first).partition(own)[0]  # "“Rob the trump, discard "
    allowed = p.said[0].text().split(" (besides ")[0]
    refused = p.said[1].text()
    lists = [line.split(" refused, because ")[0] for line in refused.split("; ")]
    named = " ".join(lists)
    for text in (allowed, named):
        assert text.count(head) == 1, (head, text)  # the button's words once
        for x in grouped:  # and each card or number once, in their place
            own = x.card.pretty if x.card is not None else str(x.number)
            assert text.count(own) == 1, (own, text)
    # one line of refusal a reason (Napoleon's pass has a reason of its own)
    reasons = {r.reason for r in p.refusals[1]}
    assert refused.count(" refused, because ") == len(reasons), refused


def test_the_rams_rob_reads_as_one_button_with_its_cards() -> None:
    game = REGISTRY.get("rams")
    c = _parting("rams", "standard", "dealer_card_trump_000", page_words(game))
    p = c.parting
    state = _state_at(c, p.step)
    cards = [r.action.card.pretty for r in p.refusals[1]]
    label = card_or_label(game, state, p.refusals[1][0].action)  # "Rob the trump, discard J♠"
    head = label.removesuffix(cards[0])
    either = ", ".join(cards[:-1]) + f" or {cards[-1]}"
    assert p.said[0].text().endswith(f"may choose “{head}{either}”"), p.said[0].text()
    assert p.said[1].text().startswith(f"“{head}{either}” refused, because "), p.said[1].text()
