"""What ``trickbook answer`` prints for a scenario given as YAML text, for tests that check many
positions against the rule texts (the audit tests): the whole answer, the legal actions, and the
rule refusing each other action."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

import engine.games  # noqa: F401  (registers the games)
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
