"""What ``trickbook answer`` prints for a scenario given as YAML text, for tests that check many
positions against the rule texts (the audit tests): the whole answer, the legal actions, and the
rule refusing each other action."""

from __future__ import annotations

from typing import Any

import yaml

import engine.games  # noqa: F401  (registers the games)
from engine.scenario import answer, from_dict


def ans(text: str) -> dict[str, Any]:
    return answer(from_dict(yaml.safe_load(text), "audit"))


def legal(text: str) -> set[str]:
    return set(ans(text)["legal"])


def refused(text: str) -> dict[str, str]:
    return {x["action"]: x["rule"] for x in ans(text)["illegal"]}
