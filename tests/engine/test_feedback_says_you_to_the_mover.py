"""A question that seats the learner ("You are P1, to move. What would you bid ...?") is
answered to him as "you", in every line of its feedback: Napoleon's bid question said 'The
engine dealt the unseen cards many times and played each deal out with P1 naming trumps' under
the prompt 'You are P1, ...'. Over every game's questions on the player to move (each lesson's
and generated ones), answered rightly and wrongly: no line of the feedback names the learner's
own seat."""

from __future__ import annotations

import re
from functools import cache

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.quiz import FORMS, MOVER_KINDS, Question, practice
from lessons import load

GAMES = [game.id for game in REGISTRY]


@cache
def _questions(game_id: str) -> tuple[Question, ...]:
    """The game's questions on the player to move, made when a test first asks for them (not
    at import, where each worker of ``make test`` made every game's while collecting, 63
    generated ones among them): suite_groups.SHARED_PARAMETERS gives this module's tests to
    one worker, which makes each once."""
    game = REGISTRY.get(game_id)
    out = [q for q in load(game.id).questions() if q.kind in MOVER_KINDS]
    for kind in (k for k in game.quiz_kinds if k in MOVER_KINDS):
        out += [practice(game.id, seed, kind=kind, level=1 + seed % 3) for seed in range(3)]
    # the learner is seated by the prompt ("You are P2", "you, P2, hold no club")
    return tuple(q for q in out if re.search(r"\byou\b", q.prompt, re.IGNORECASE))


def _answers(q: Question) -> list[object]:
    """The right answer and some wrong ones, as a learner gives them."""
    right = q.solve()
    if FORMS[q.kind] in ("cards", "words"):
        return [[str(x) for x in a] for a in (right, (), q.choices())]
    if q.kind == "bid_estimate":
        return [right, 0, 1, 3, 5]
    if q.kind == "should_claim":
        return [right, not right]
    return [right]


def test_every_game_asks_the_mover() -> None:
    questions = [q for gid in GAMES for q in _questions(gid)]
    assert {q.game.id for q in questions} == {g.id for g in REGISTRY}
    assert any(q.kind == "bid_estimate" for q in questions)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_feedback_says_you_where_the_prompt_does(game_id: str) -> None:
    """Each of the game's questions on the player to move, answered rightly and wrongly."""
    for q in _questions(game_id):
        seat = f"P{q.game.current_player(q.state)}"
        named = re.compile(rf"(?<![\w+]){seat}(?![\w+])")
        for given in _answers(q):
            fb = q.check(given)
            said = [line for line in [fb.message, *fb.explanation] if named.search(line)]
            assert not said, (q.id, q.prompt, given, said)
