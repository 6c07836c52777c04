"""A Quiz link naming a kind the game does not ask names the kinds it does as the Quiz page heads
its questions, listed as English lists them: the warning read "(expected one of legal_cards,
trick_winner, settlement or declare)", the engine's ids, which the learner meets nowhere on the
page (its questions are headed "Which cards may be played?", "Who wins the trick?"). Now "...
is not one Loo (three-card) asks: it asks “Which cards may be played?” (kind=legal_cards), ...
and “Which declarations are allowed?” (kind=declare)": the heading first, for the learner who
followed the link, and the link's own word after it, for the teacher who wrote it and must mend
it. A game's own labels are its own (Bierspiel's settlement: "What does each player gain?")."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import APP
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the games' page words)
from engine.cards import listed
from engine.game import REGISTRY
from engine.quiz import kinds_for
from ui.format import kind_label
from ui.tables import game_ui


@pytest.mark.parametrize(("game_id", "kind"), [("loo", "card_points"), ("bierspiel", "still_in")])
def test_a_bad_kind_in_a_quiz_link_names_the_kinds_as_the_page_heads_them(
    app: Callable[..., AppTest], game_id: str, kind: str
) -> None:
    game = REGISTRY.get(game_id)
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in {"game": game_id, "page": "quiz", "seed": "5", "kind": kind}.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, at.exception
    said = [w.value.replace("\\", "") for w in at.warning]
    own = game_ui(game_id).kind_labels
    heads = [kind_label(k, own) for k in kinds_for(game)]  # as the page heads its questions
    asks = listed(f"“{h}” (kind={k})" for h, k in zip(heads, kinds_for(game), strict=True))
    warning = [w for w in said if f"This link's kind '{kind}'" in w]
    assert warning == [
        f"This link's kind '{kind}' is not one {game.name} asks: it asks {asks}. "
        "The page opens as it would without it."
    ], said
    assert "expected one of" not in warning[0]
