"""Where every choice of a words question is allowed, a learner who left some out is told so
once: /sixty_six-quiz?question=q_may_after_trick answered with "Meld" alone read 'You left out
exchange, close and claim: they are allowed here too', then 'Every one of them is allowed
here'. The line on the choices left out says it; answered rightly, the one line says it. Over
every game's words questions (each lesson's and generated ones) on which every choice is
allowed, answered with none, one, and all."""

from __future__ import annotations

from functools import cache

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.quiz import FORMS, Question, practice
from lessons import load

ALLOWED = ("allowed here", "every one of them is allowed")


GAMES = [game.id for game in REGISTRY]


@cache
def _all_allowed(game_id: str) -> tuple[Question, ...]:
    """The game's words questions on which every choice is allowed, made when a test first
    asks for them (not at import, where each worker of ``make test`` made every game's while
    collecting, 72 generated ones among them): suite_groups.SHARED_PARAMETERS gives this
    module's tests to one worker, which makes each once."""
    game = REGISTRY.get(game_id)
    words = [k for k in game.quiz_kinds if FORMS[k] == "words" and k != "still_in"]
    qs = [q for q in load(game.id).questions() if q.kind in words]
    qs += [practice(game.id, seed, kind=k, level=1 + seed % 3) for k in words for seed in range(9)]
    return tuple(q for q in qs if len(q.choices()) > 1 and q.solve() == frozenset(q.choices()))


def test_some_words_question_allows_every_choice() -> None:
    questions = [q for gid in GAMES for q in _all_allowed(gid)]
    assert questions
    assert any(q.game.id == "sixty_six" and not q.id.startswith("practice") for q in questions)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_choice_allowed_is_said_once(game_id: str) -> None:
    """Each of the game's questions allowing every choice, answered with none, one and all."""
    for q in _all_allowed(game_id):
        choices = [str(c) for c in q.choices()]
        for given in ([], choices[:1], choices):
            lines = [line.lower() for line in q.check(given).explanation]
            said = [line for line in lines if any(w in line for w in ALLOWED)]
            assert len(said) == 1, (q.id, given, said)
            if len(given) < len(choices):  # what he left out, named
                assert said[0].startswith("you left out"), (q.id, said)
