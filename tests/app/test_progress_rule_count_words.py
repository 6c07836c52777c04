"""Progress counts the rules met in words that fit the number (learner walk, /loo-progress at
1400 and 390 px, after one refused card in Play: "The 1 rules you have met" and "Review the 1
due now"). One rule reads "The rule you have met" and "Review the rule due now"; more keep
their number ("The 2 rules you have met", "Review the 2 due now")."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from ui.mastery import RuleMemory
from ui.progress import Progress

OpenApp = Callable[..., AppTest]


def _labels(at: AppTest) -> list[str]:
    expanders = [e.label for e in at.expander]
    links = [p.proto.label for p in at.get("page_link")]
    return [*expanders, *links]


@pytest.mark.parametrize(
    ("missed", "met", "due"),
    [
        (1, "The rule you have met", "Review the rule due now"),
        (2, "The 2 rules you have met", "Review the 2 due now"),
    ],
)
def test_the_rules_met_are_counted_in_words_that_fit(
    app: OpenApp, missed: int, met: str, due: str
) -> None:
    at = app("loo:progress")
    code = at.session_state["learner"]
    rules = [r.id for r in REGISTRY.get("loo").rules][:missed]
    for rule in rules:  # a card refused in Play: a lapse, due again within minutes
        RuleMemory(Progress()).record(code, "loo", [rule], False, "play", f"play:{rule}", at=0.0)
    at.run()
    assert not at.exception, at.exception
    labels = _labels(at)
    assert met in labels, labels
    assert due in labels, labels
