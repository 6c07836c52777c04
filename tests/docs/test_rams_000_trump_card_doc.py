"""docs/scenarios.md says how Rams' `dealer_card_trump_000` scenario gives its trump card, as the
reader takes it. The doc said "under `dealer_card_trump_000` give only `trump` (the card is the
dealer's own)", but the reader takes a `turn_card` there too, as the dealer's own last card, and
lessons/rams.yaml's rams_widow_000 gives one (10H): a writer following the doc could not draw
the card on the table. Each thing the row now says the reader does is checked here.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS
from engine.scenario import ScenarioError, from_dict
from lessons import load

DOC = (Path(__file__).resolve().parents[2] / "docs" / "scenarios.md").read_text(encoding="utf-8")
ROW = re.search(
    r"^\| `trump` / `turn_card` \| required\. The turned card may be robbed.*$", DOC, re.M
)
BASE = {"game": "rams", "variant": "dealer_card_trump_000", "players": 4}
FOUR, FIVE = ["AS", "KS", "QS", "JS"], ["AS", "KS", "QS", "JS", "9S"]


def dealer_hand(**fields: Any) -> list[str]:
    s = from_dict({**BASE, **fields}).state
    return sorted(CARDS[c].code for c in range(52) if s.hands[0] >> c & 1)


def test_the_row_names_both_fields_under_the_lesson_text_s_deal() -> None:
    assert ROW is not None
    row = ROW.group(0)
    under = row.split("`dealer_card_trump_000`", 1)[1]
    assert "`turn_card`" in under and "only `trump`" in under, row
    assert "give only `trump` (the card is the dealer's own)" not in row


def test_a_lesson_gives_the_dealer_s_card_as_turn_card() -> None:
    step = load("rams").step("rams_widow_000")
    assert step.scenario is not None
    assert step.scenario.data.get("variant") == "dealer_card_trump_000"
    assert "turn_card" in step.scenario.data


def test_the_dealer_s_hand_gets_holds_or_gave_up_the_turn_card() -> None:
    # "given with fewer than 5 cards, gets it"
    assert dealer_hand(turn_card="10H", hands={"P0": FOUR}) == sorted([*FOUR, "10H"])
    # "given with 5, must hold it"
    with pytest.raises(ScenarioError, match=r"hands\.P0.*must hold it"):
        dealer_hand(turn_card="10H", hands={"P0": FIVE})
    assert dealer_hand(turn_card="10H", hands={"P0": [*FOUR, "10H"]}) == sorted([*FOUR, "10H"])
    # "once he has taken the widow, must not"
    took = {"P1": "pass", "P2": "stand", "P3": "pass", "P0": "widow"}
    with pytest.raises(ScenarioError, match=r"hands\.P0.*gave his hand"):
        dealer_hand(turn_card="10H", declarations=took, hands={"P0": [*FOUR, "10H"]})
    assert dealer_hand(turn_card="10H", declarations=took, hands={"P0": FIVE}) == sorted(FIVE)


def test_trump_alone_asks_a_card_of_that_suit_in_a_whole_hand() -> None:
    # "or give only `trump` (then his hand, given whole, must hold a card of that suit)"
    with pytest.raises(ScenarioError, match=r"hands\.P0.*holds no ♥"):
        dealer_hand(trump="H", hands={"P0": FIVE})
    assert dealer_hand(trump="H", hands={"P0": [*FOUR, "9H"]}) == sorted([*FOUR, "9H"])
    assert dealer_hand(trump="H", hands={"P0": FOUR}) == sorted(FOUR)
