"""While the players exchange ("How many?"), the turned card is drawn as laid aside.

Irish Loo's Learn step from_the_pack (/irish_loo-learn?step=from_the_pack) said "The turned
card is laid aside, so nobody ever draws the 9♦" over a table that drew the 9♦ under "Trumps"
as in any other deal, beside "Pack: 34 cards left to deal from": the learner saw the card on
the table the text had just put away. Foster (seed 002, Irish Loo): "The trump is laid aside,
and the cards called for are dealt from the remainder of the pack". The pool tables now say so
under the card in the exchange ("laid aside"), on every page (Learn, Quiz, Play), and the step
says where to look ("the 9♦ under Trumps").

Checked over every lesson position in the exchange and every step whose text lays the turned
card aside, and over seeded Play deals of both games that exchange.
"""

from __future__ import annotations

from typing import Any

import pytest
from step_pictures import first_view

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from lessons import available, load
from ui.cards import TableView, table_view
from ui.quiz_picture import question_view

LAID = "laid aside"


def _trumps_box(view: TableView) -> str:
    boxes = [inner for label, inner in view.extras if label.startswith("Trumps")]
    assert len(boxes) == 1, [label for label, _ in view.extras]
    return boxes[0]


def _exchange_positions() -> list[tuple[str, Any]]:
    out = []
    for game in available():
        lesson = load(game)
        for step in lesson.steps:  # (drawn only where it is an exchange)
            if step.scenario is not None and step.scenario.state.phase == "exchange":
                out.append((f"{game}/{step.id}", first_view(step)))
        for q in lesson.quiz:
            if q.state.phase == "exchange":
                out.append((f"{game}/{q.id}", question_view(q, None)))
    return out


POSITIONS = _exchange_positions()


def test_the_lessons_teach_the_exchange() -> None:
    games = {where.split("/")[0] for where, _ in POSITIONS}
    assert {"irish_loo", "five_card_loo"} <= games


@pytest.mark.parametrize(("where", "view"), POSITIONS, ids=[w for w, _ in POSITIONS])
def test_a_lesson_exchange_draws_the_turned_card_laid_aside(where: str, view: TableView) -> None:
    assert LAID in _trumps_box(view), where


def test_a_step_laying_the_turned_card_aside_draws_it_so() -> None:
    said = []
    for game in available():
        for step in load(game).steps:
            view = first_view(step)
            if LAID not in " ".join(step.text.split()) or view is None:
                continue
            assert LAID in _trumps_box(view), (game, step.id)
            said.append(step.id)
    assert "from_the_pack" in said


@pytest.mark.parametrize("game_id", ["irish_loo", "five_card_loo"])
def test_play_draws_the_turned_card_laid_aside_in_the_exchange_only(game_id: str) -> None:
    game: Any = REGISTRY.get(game_id)
    met = 0
    for seed in range(6):
        s = game.new_deal(players=5, dealer=0, seed=seed)
        while not game.is_over(s):
            box = _trumps_box(table_view(s, viewer=0))
            assert (LAID in box) == (s.phase == "exchange"), (seed, s.phase)
            met += s.phase == "exchange"
            acts = game.legal_actions(s)
            s = game.apply(s, next((a for a in acts if a.kind == "stand"), acts[0]))
    assert met
