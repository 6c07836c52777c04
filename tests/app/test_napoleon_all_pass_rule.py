"""A Napoleon deal everyone passed says why nothing changes hands, with its rule.

Found by the learner walk: /napoleon-learn?step=all_pass (1400 and 390 px) read, under the
settlement table, the one bullet 'Nothing changes hands' and had no "The rule behind this step"
(every other settlement step has one): the engine's settlement of a thrown-in deal had neither
transfers nor a note, so the quiz's explanation said only 'nothing changes hands' and cited no
rule, and napoleon.redeal ('If everyone passes, nobody pays and the cards are dealt again.')
was cited by nothing the engine says (tests/engine/test_every_rule_cited.py listed it as
teaching text). Now the settlement notes why, under that rule, as Spoil Five's spoiled pool
does."""

from __future__ import annotations

from collections.abc import Callable

from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.quiz import Question, explanation
from engine.scenario import from_dict
from lessons import load

OpenApp = Callable[..., AppTest]
GID = "napoleon"


def _all_passed(players: int) -> object:
    seats = [f"P{(1 + k) % players}" for k in range(players)]  # from the dealer's left
    return from_dict(
        {"game": GID, "players": players, "dealer": "P0", "bids": dict.fromkeys(seats, "pass")}
    )


def test_a_thrown_in_deal_s_explanation_cites_the_redeal() -> None:
    game = REGISTRY.get(GID)
    rule = game.rules["napoleon.redeal"]
    for players in (2, 3, 5):
        scn = _all_passed(players)
        assert scn.state.result == "all_passed"
        lines, rules = explanation(Question(id="x", kind="settlement", prompt="", scenario=scn))
        assert rules == [rule], (players, lines, rules)
        assert lines and "nothing changes hands" not in lines, lines
        assert not any(game.quiz_amounts(scn.state).values())  # still nobody pays


def test_the_learn_step_shows_the_rule_behind_it(app: OpenApp) -> None:
    step = load(GID).step("all_pass")
    assert step.scenario is not None and step.scenario.state.result == "all_passed"
    at = open_step(app(f"{GID}:learn"), GID, "all_pass")
    assert not at.exception, at.exception
    assert "The rule behind this step" in [e.label for e in at.expander]
    assert REGISTRY.get(GID).rules["napoleon.redeal"].statement in markdown(at)
