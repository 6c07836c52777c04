"""Forty-Five's results in its own words (learner walk, 1400 px: /?game=forty_five&step=partners,
all_five, game, per_trick and count_out; /?game=forty_five&question=q_odd_trick; Play's
settlement at /forty_five-play?seed=8&seat=0&players=2). The settlement lines read "P1+P3 win 3
tricks to 2: the odd trick (3 tricks) scores 5: game points → P1+P3 5", and a four-trick deal
"the odd trick (4 tricks) scores 5"; the quiz was headed "How many game points?"; the engine's
comparison (notebook 11) said "game points → P0+P2 10 points". Forty-Five has no game points:
"The side winning the odd trick counts five points towards game, or ten points if it wins all
five tricks. Forty-five points is game" (seed 002, RULES.md §6). Its score is drawn from an
account named ``points``, four tricks say they score no more than three, the quiz asks "How
many points?", and a score says its unit once."""

from __future__ import annotations

import re
from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers each game's page words)
from engine.compare import _settlement_words
from engine.game import REGISTRY
from engine.quiz import Question, practice
from engine.quiz_words import explanation
from engine.scenario import answer, from_dict
from lessons import load
from ui.format import kind_label
from ui.tables import game_ui

GAME = REGISTRY.get("forty_five")
LESSON = load("forty_five")
STEPS = [s for s in LESSON.steps if s.show == "settlement" and s.scenario is not None]
QUIZ = [q for q in LESSON.quiz if q.kind == "game_points"]
PRACTICE = [
    practice("forty_five", seed, variant=v, kind="game_points", level=level)
    for v in ("rules_md", "per_trick")
    for seed in range(6)
    for level in (1, 3)
]
# a deal's result as each of the four table sizes and scorings gives it
DEALS = [
    {"players": 2, "tricks_won": {"P1": 5}},
    {"players": 4, "tricks_won": {"P0": 2, "P2": 2, "P1": 1}},
    {"players": 4, "tricks_won": {"P1": 2, "P3": 1, "P0": 2}},
    {"players": 6, "tricks_won": {"P1": 3, "P0": 1, "P2": 1}},
    {"players": 4, "variant": "per_trick", "tricks_won": {"P1": 2, "P3": 2, "P0": 1}},
    {
        "players": 4,
        "variant": "per_trick",
        "scores": {"P0+P2": 35, "P1+P3": 35},
        "tricks_won": {"P0": 1, "P2": 1, "P1": 1},
        "leader": "P2",
    },
]


def deal(d: dict[str, Any]) -> Any:
    return from_dict({"game": "forty_five", "dealer": "P0", "turn_card": "8H", **d}, "deal")


def said_wrong(text: str) -> list[str]:
    """What reads wrong to a Forty-Five learner in ``text``."""
    out = []
    if "game point" in text:
        out.append("game points: a unit Forty-Five does not have")
    if re.search(r"odd trick \(\d tricks\)", text):
        out.append("'the odd trick (N tricks)'")
    if re.search(r"→ [^:;]*\d+ points\b", text) and re.search(r"\bpoints → ", text):
        out.append("a score's unit said twice")
    return out


CASES = (
    [(f"step {s.id}", s.scenario) for s in STEPS]
    + [(f"quiz {q.id}", q.scenario) for q in QUIZ + PRACTICE]
    + [(f"deal {i}", deal(d)) for i, d in enumerate(DEALS)]
)


@pytest.mark.parametrize(("name", "scn"), CASES, ids=[name for name, _ in CASES])
def test_the_result_reads_in_forty_five_words(name: str, scn: Any) -> None:
    q = Question(id=name, kind="game_points", prompt="", scenario=scn)
    lines, _ = explanation(q)
    text = " ".join(lines)
    assert not said_wrong(text), text
    st = answer(scn)["settlement"]
    for t in st["transfers"]:
        assert t["from"] == "points"
        assert re.search(rf"{re.escape(t['to'])} scores? {t['amount']} points\b", text), text
    four = [side for side, k in st["tricks"].items() if k == 4]
    if four and st["result"] == "deal" and st["rule"] == "forty_five.odd_trick":
        assert "the odd trick (the fourth trick adds nothing)" in text


@pytest.mark.parametrize("d", DEALS, ids=range(len(DEALS)))
def test_the_comparison_says_a_score_once(d: dict[str, Any]) -> None:
    words, _ = _settlement_words(GAME, deal(d).state)
    assert not said_wrong(words.text()), words.text()


def test_the_quiz_asks_for_points() -> None:
    assert kind_label("game_points", game_ui("forty_five").kind_labels) == "How many points?"
    assert kind_label("game_points", game_ui("sixty_six").kind_labels) == "How many game points?"
