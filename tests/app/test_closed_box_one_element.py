"""A closed box the learner opens ("Rules: ...", "Link to this question", Play's "Table: ...")
is one small element drawn as a closed expander is (ui.components.fold, fold.js), and the real
st.expander is drawn only once it is open (ui.pages.common.drawn_when_open). Streamlit's
browser side draws every element of the page again at each change of a click's run state (a
Loo Quiz Check: 15 React commits), and a closed expander was 28 React components each time
(issue 12, part 5: click -> feedback). Its look, keyboard and focus in Chromium:
tests/e2e/test_closed_box_browser.py."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from apptools import boxes, nodes, trigger
from streamlit.testing.v1 import AppTest

from ui.components import FOLD

OpenApp = Callable[..., AppTest]


def _folds(at: AppTest) -> dict[str, Any]:
    """The closed boxes' elements in the main area, by their labels."""
    return {
        json.loads(n.proto.json)["label"]: n
        for n in nodes(at.main)
        if getattr(n, "type", "") == "bidi_component" and n.proto.component_name == FOLD
    }


def test_the_quizs_closed_boxes_are_folds_and_no_expander(app: OpenApp) -> None:
    at = app("loo:quiz")
    folds = _folds(at)
    assert list(folds) == ["Rules: Foster's Hoyle (1897)", "Link to this question"]
    assert not at.main.expander  # (nothing drawn behind them either)
    assert not at.radio and not at.code
    # each names the expander it stands for (its box's class: the keyboard's focus goes there)
    data = json.loads(folds["Rules: Foster's Hoyle (1897)"].proto.json)
    assert data["box"] == "w-loo-quiz-rules"
    assert boxes(at) == list(folds)


def test_opening_a_fold_draws_the_open_expander_with_what_it_holds(app: OpenApp) -> None:
    at = app("loo:quiz")
    trigger(at, _folds(at)["Rules: Foster's Hoyle (1897)"], "open", True)
    assert [e.label for e in at.main.expander] == ["Rules: Foster's Hoyle (1897)"]
    assert at.radio(key="w:loo:quiz:variant").value == "foster1897"  # the reading's switch
    assert at.session_state["loo:quiz:rules_box"] == {"open": True}  # remembered open
    assert list(_folds(at)) == ["Link to this question"]  # the other stays closed
    at.run()  # and stays open at the next run
    assert [e.label for e in at.main.expander] == ["Rules: Foster's Hoyle (1897)"]
    # the link's box, opened, shows the question's address
    trigger(at, _folds(at)["Link to this question"], "open", True)
    assert "question=q_cannot_head" in at.code[0].value
    assert not _folds(at)


def test_play_and_learn_boxes_are_folds_too(app: OpenApp) -> None:
    assert "Table: players, your seat, computer level" in _folds(app("loo:play"))
    assert "Rules: Foster's Hoyle (1897)" in _folds(app("loo:learn"))
