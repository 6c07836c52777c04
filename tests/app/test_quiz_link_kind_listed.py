"""A Quiz link naming a kind the game does not ask lists the kinds it does as English lists
them: the warning read "(expected one of legal_cards, trick_winner, settlement, declare)"; now
"... settlement or declare", with the project's list joiner (engine.cards.listed), as the
engine's own refusal of that kind says it (tests/engine/test_error_lists_said.py)."""

from __future__ import annotations

from collections.abc import Callable

from conftest import APP
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.cards import listed
from engine.game import REGISTRY
from engine.quiz import kinds_for


def test_a_bad_kind_in_a_quiz_link_lists_the_kinds_with_or(app: Callable[..., AppTest]) -> None:
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in {"game": "loo", "page": "quiz", "seed": "5", "kind": "card_points"}.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, at.exception
    said = [w.value.replace("\\", "") for w in at.warning]
    kinds = listed(kinds_for(REGISTRY.get("loo")), "or")
    assert any(f"(expected one of {kinds})." in w for w in said), said
