"""Addresses a teacher can send (issue 12, part 5): query parameters reopen exactly a Learn
step, a quiz question (curated or generated) and a Play deal; the address bar follows the
view; a bad value gets one plain line and the page opens as usual."""

from __future__ import annotations

from collections.abc import Callable

from apptools import click
from conftest import APP
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.quiz import practice
from lessons import load
from ui.pages.common import PAGES

OpenApp = Callable[..., AppTest]


def _open(page: str, **params: str) -> AppTest:
    """A new browser opening ``/?game=G&page=P&...`` (the app switches to the page with the
    parameters, as ``/G-P?...`` opens it directly in a browser)."""
    at = AppTest.from_file(APP, default_timeout=60)
    if page:
        game, kind = page.split(":")
        at.query_params["game"] = game
        at.query_params["page"] = kind
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, at.exception
    return at


def _address(at: AppTest) -> dict[str, str]:
    return {k: str(v[0] if isinstance(v, list) else v) for k, v in at.query_params.items()}


def test_a_learn_link_opens_that_step_under_that_reading(app: OpenApp) -> None:
    lesson = load("loo")
    step = lesson.steps[5]
    at = _open("loo:learn", step=step.id, variant="lesson_000")
    assert at.session_state["loo:learn"]["step"] == 5
    assert step.title in [h.value for h in at.header]
    assert at.session_state["loo:settings"]["variant"] == "lesson_000"
    assert _address(at)["step"] == step.id and _address(at)["variant"] == "lesson_000"
    assert "learner" not in _address(at)  # the learner's own code never goes in a link
    click(at, "loo:learn:next:bottom")  # the address follows the learner
    assert _address(at)["step"] == lesson.steps[6].id


def test_a_learn_link_to_a_step_that_is_not_there_says_so_plainly(app: OpenApp) -> None:
    at = _open("loo:learn", step="no_such_step", variant="nonsense")
    text = " ".join(w.value for w in at.warning).replace("\\", "")
    assert "'no_such_step' is not in the" in text
    assert "reading 'nonsense'" in text and "foster1897" in text
    assert at.session_state["loo:learn"]["step"] == 0
    assert at.session_state["loo:settings"]["variant"] == REGISTRY.get("loo").default_variant


def test_a_quiz_link_opens_that_lesson_question(app: OpenApp) -> None:
    at = _open("sixty_six:quiz", question="q_four_overtrump")
    assert at.session_state["sixty_six:quiz"].current.id == "q_four_overtrump"
    assert _address(at)["question"] == "q_four_overtrump"


def test_a_quiz_link_opens_that_generated_question(app: OpenApp) -> None:
    at = _open("loo:quiz", seed="4321", kind="trick_winner", level="2", variant="lesson_000")
    q = at.session_state["loo:quiz"].current
    same = practice("loo", seed=4321, variant="lesson_000", kind="trick_winner", level=2)
    assert q.id == same.id == "practice-trick_winner-4321"
    assert str(q.state) == str(same.state)
    assert _address(at) == {
        "variant": "lesson_000",
        "seed": "4321",
        "kind": "trick_winner",
        "level": "2",
    }
    # the address it shows opens the same question in another browser
    again = _open("loo:quiz", **_address(at))
    assert str(again.session_state["loo:quiz"].current.state) == str(q.state)


def test_a_quiz_link_with_a_bad_kind_or_level_says_so(app: OpenApp) -> None:
    at = _open("loo:quiz", seed="5", kind="card_points")
    assert any("kind 'card_points' is not a Loo" in w.value.replace("\\", "") for w in at.warning)
    at = _open("loo:quiz", seed="5", kind="trick_winner", level="9")
    assert any("level '9' is not a whole number from 1 to 3" in w.value for w in at.warning)


def test_a_play_link_deals_that_deal_and_plays_it_the_same_way(app: OpenApp) -> None:
    game = REGISTRY.get("loo")
    params = {"seed": "777", "players": "4", "seat": "2", "computer": "random"}
    at = _open("loo:play", **params)
    t = at.session_state["loo:table"]
    assert (t.players, t.seat, t.bots, t.deals[0][0]) == (4, 2, "random", 777)
    dealt = game.new_deal(players=4, dealer=1, seed=777, variant=game.default_variant)
    assert str(t.start) == str(dealt)  # the same cards, dealer and seats
    assert {**_address(at)} == {**params, "variant": game.default_variant}
    other = _open("loo:play", **params)  # another browser, the same link
    assert str(other.session_state["loo:table"].state) == str(t.state)


def test_a_play_link_with_too_many_players_says_so(app: OpenApp) -> None:
    at = _open("loo:play", seed="777", players="40")
    assert any("players '40' is not a whole number" in w.value for w in at.warning)
    assert at.session_state["loo:table"].players != 40


def test_a_home_link_with_game_opens_the_page_its_parameters_belong_to(app: OpenApp) -> None:
    step = load("loo").steps[3]
    at = _open("", game="loo", step=step.id)
    assert step.title in [h.value for h in at.header]
    assert PAGES["loo:learn"] is not None
