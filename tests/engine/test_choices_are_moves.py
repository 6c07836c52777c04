"""A words question offers only moves the game has (look6): Rounce's Learn step ``widow``
(/rounce-learn?step=widow, a hand of six to discard from) and Bierspiel's ``auf`` (the dealer's
word of command) offered "General rounce" and "Rams" as boxes to tick, and so did every
declaring question of both games; but seed 002 says "there is no such announcement as general
rounce", and Bierspiel, scoring in chalked crosses, has no pool for a rams (RULES.md §3, §4).

Every choice of every curated question, Learn task and generated practice question answered by
ticking words, in every game, is a kind of move some deal of that game makes legal: seeded
deals of every variant, and the curated positions themselves (a 7♦ turned is rare). The move
left out stays refused by its game's rule when it is asked for (``trickbook answer``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action
from engine.quiz import Question, practice
from lessons import available, load
from lessons.tasks import task_for

WORD_GAMES = [g.id for g in REGISTRY if g.declaration_words]


def _kinds_made(game: Any, positions: list[Any]) -> set[str]:
    """The kinds of move legal somewhere: seeded deals of every variant (random moves and the
    rule of thumb), and ``positions``."""
    made: set[str] = set()
    for s in positions:
        made |= {a.kind for a in game.legal_actions(s)}
    for variant in game.variants:
        for seed in range(12):
            rng = random.Random(seed)
            opts = game.make_opts(variant)
            n = game.fit_players(opts, rng.randint(*game.players_range(opts)))
            s = game.new_deal(players=n, dealer=seed % n, seed=seed, variant=variant)
            while not game.is_over(s):
                acts = game.legal_actions(s)
                made |= {a.kind for a in acts}
                thumb = rng.random() < 0.7
                s = game.apply(s, game.heuristic_action(s, rng) if thumb else rng.choice(acts))
    return made


def _asked(gid: str) -> Iterator[tuple[str, Question, list[Any]]]:
    """Every words question of a game with the choices it offers: curated, Learn tasks,
    generated."""
    if gid in available():
        lesson = load(gid)
        for q in lesson.questions():
            if q.form == "words" and q.kind != "still_in":
                yield q.id, q, q.choices()
        for step in lesson.steps:
            task = task_for(step, lesson)
            if task is not None and task.kind == "declare":
                yield f"step {step.id}", task.question, task.choices()
    game = REGISTRY.get(gid)
    for kind in ("declare", "may_act"):
        if kind in game.quiz_kinds:
            for seed in range(6):
                q = practice(gid, seed, kind=kind)
                yield f"practice {kind} {seed}", q, q.choices()


@pytest.mark.parametrize("gid", WORD_GAMES)
def test_every_choice_offered_is_a_move_of_the_game(gid: str) -> None:
    game = REGISTRY.get(gid)
    asked = list(_asked(gid))
    if not asked:
        pytest.skip(f"{gid} asks no words question")  # Spoil Five: its lesson's tasks play
    made = _kinds_made(game, [q.state for _, q, _ in asked])
    for where, _, choices in asked:
        kinds = {game.word_action(str(w)).kind for w in choices}
        assert kinds <= made, f"{gid} {where}: offers {sorted(kinds - made)}, no move of the game"


@pytest.mark.parametrize(
    ("gid", "rule"),
    [("rounce", "rounce.no_general_rounce"), ("bierspiel", "bierspiel.general_rams")],
)
def test_no_rams_offered_but_still_refused_by_the_game_rule(gid: str, rule: str) -> None:
    lesson = load(gid)
    game = REGISTRY.get(gid)
    steps = {s.id: s for s in lesson.steps}
    for name in ("widow", "auf", "no_general_rounce", "no_general_rams"):
        if name not in steps:
            continue
        task = task_for(steps[name], lesson)
        assert task is not None and task.choices(), name
        assert "rams" not in task.choices(), name
    # where a player may declare, the move is refused by the rule saying the game has none
    state = task_for(steps[f"no_general_{'rounce' if gid == 'rounce' else 'rams'}"], lesson)
    assert state is not None
    refused = game.explain(state.question.state, Action("rams"))
    assert [r.rule.id for r in refused] == [rule], refused
