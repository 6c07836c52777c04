"""Practice questions cost less to find, and are the same questions (engine.quiz.practice):

* a playout is played no further than the position taken (:mod:`engine.quiz_playout`: a trick
  question at level 1 takes the first trick, and the whole deal was played out before);
* a playout aimed at a rule asks what each position cites once (it asked again of the position
  a move led to, the one it had just looked at);
* what a position's question cites is worked out without its words
  (:func:`engine.quiz_cited.rules_cited`), the same rules its reasons cite.

The golden traces (tests/golden: practice, practice_more) hold the questions themselves."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.quiz as quiz
from engine.game import REGISTRY
from engine.quiz import Question, lesson_kinds_for, practice
from engine.quiz_cited import rules_cited
from engine.quiz_evidence import choose_all
from engine.quiz_words import explanation_judged
from engine.scenario import Scenario

CHOOSE_ALL = [k for k, form in quiz.FORMS.items() if form in ("cards", "words") and k != "still_in"]


def _applied(monkeypatch: pytest.MonkeyPatch, game_id: str) -> list[Any]:
    """The positions ``apply`` leads to from now on, in order."""
    game = REGISTRY.get(game_id)
    out: list[Any] = []
    real = game.apply

    def apply(state: Any, action: Any) -> Any:
        out.append(real(state, action))
        return out[-1]

    monkeypatch.setattr(game, "apply", apply)
    return out


@pytest.mark.parametrize("game_id", ["loo", "sixty_six"])
def test_a_playout_stops_at_the_position_taken(
    monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    reached = _applied(monkeypatch, game_id)
    q = practice(game_id, seed=3, kind="trick_winner", level=1)
    assert reached[-1] is q.state  # nothing played after the trick asked about
    assert not REGISTRY.get(game_id).is_over(q.state)


def test_an_aimed_playout_asks_what_a_position_cites_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[Any] = []
    real = quiz.cited

    def cited(game: Any, state: Any, kind: str) -> frozenset[str]:
        asked.append(state)
        return real(game, state, kind)

    monkeypatch.setattr(quiz, "cited", cited)
    q = practice("bierspiel", seed=0, kind="declare", about="bierspiel.auf")
    assert "bierspiel.auf" in real(q.game, q.state, "declare")
    assert asked and len(set(map(id, asked))) == len(asked)  # no position asked twice
    again = [s for i, s in enumerate(asked) if s in asked[:i]]  # nor one equal to it
    assert not again


def _positions(seed: int) -> list[tuple[Any, Any, str]]:
    """Positions of one seeded random deal of every game, each with a choose-all kind a
    question may ask there (the others' rules are their reasons' own)."""
    out = []
    for game in REGISTRY:
        rng = random.Random(seed)
        players = game.fit_players(game.make_opts(None), game.min_players + 1)
        state = game.new_deal(players=players, dealer=0, seed=seed)
        before = 0
        while True:
            out += [
                (game, state, k)
                for k in lesson_kinds_for(game)
                if k in CHOOSE_ALL and quiz._asks(game, state, k, before)
            ]
            if game.is_over(state):
                break
            before = len(state.history)
            state = game.apply(state, rng.choice(game.legal_actions(state)))
    return out


@pytest.mark.parametrize("seed", [0, 1])
def test_the_rules_cited_are_those_the_reasons_cite(seed: int) -> None:
    for game, state, kind in _positions(seed):
        q = Question(id="", kind=kind, prompt="", scenario=Scenario(game=game, state=state))
        assert choose_all(q)
        assert rules_cited(q) == set(explanation_judged(q).rules), (game.id, kind, str(state))
