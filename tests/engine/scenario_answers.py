"""What ``trickbook answer`` prints for a scenario given as YAML text, for tests that check many
positions against the rule texts (the audit tests): the whole answer, the legal actions, and the
rule refusing each other action."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

import engine.games  # noqa: F401  (registers the games)
from engine.cards import Card, mask_of, parse_cards
from engine.scenario import ScenarioError, answer, from_dict

NAME = "audit.yaml"  # the file name a refusal names


def ans(text: str) -> dict[str, Any]:
    return answer(from_dict(yaml.safe_load(text), NAME))


def legal(text: str) -> set[str]:
    return set(ans(text)["legal"])


def refused(text: str) -> dict[str, str]:
    return {x["action"]: x["rule"] for x in ans(text)["illegal"]}


def refusal(text: str) -> str:
    """The one-line message a malformed or impossible scenario is refused with, naming its
    field."""
    with pytest.raises(ScenarioError) as e:
        from_dict(yaml.safe_load(text), NAME)
    msg = str(e.value)
    assert msg.startswith(f"{NAME}: field '") and "\n" not in msg, msg
    return msg


def stock_list(top: str, size: int, named: str) -> list[int]:
    """A stock given card by card (docs/scenarios.md), ``size`` cards: ``top``'s first, then
    the cards neither ``top`` nor ``named`` holds, in pack order. A Linger Longer stock says
    how many tricks are over, so a short one would not add up to the hands given."""
    first = [int(c) for c in parse_cards(top)]
    taken = mask_of(first) | mask_of(parse_cards(named))
    return [*first, *(c for c in range(52) if not taken >> c & 1)][:size]


def stock_text(cards: list[int]) -> str:
    return f"stock: [{', '.join(Card(c).code for c in cards)}]\n"
