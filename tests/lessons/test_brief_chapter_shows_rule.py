"""A rule in the Rules brief stands under a chapter whose Learn step teaches it and shows it.

The brief places a rule by the step that declares it (b982a5f), so a rule declared or quoted
by a step in the wrong chapter stood where no reader of the chapter titles would look (learn4's
list, re-read on every game's Rules page at 390 and 1400 px): Loo's "In a simple the eldest hand
leads any card he pleases." under "Playing to a trick", held by the follow step's long quote,
not under "Leading"; Loo's dealer's duty against a lone stander and his defence of the pool
under "Settling", their step a declaring decision; Rams' "Three to six play; with six the dealer
takes no cards." under "Settling", from the step on a lone player's settlement at six; the 7♦'s
rank among Bierspiel's trumps under "Play and penalties"; Forty-Five's trick winner under "The
card order". Each now stands under a chapter named for it, declared by a step there whose
picture shows it. The step each rule is under is the one Review's "Learn:" link opens: both
ask lessons.teaching.teaching_steps.
"""

from __future__ import annotations

import doctest
from typing import Any

import pytest

import engine.games  # noqa: F401
import lessons.teaching
from engine.game import REGISTRY, Game
from engine.games.pool.rams import RamsFamily
from engine.scenario import Scenario
from lessons import Lesson, Step, available, load
from lessons.tasks import settled_rules, step_judging_rules
from lessons.teaching import teaching_steps
from ui.mastery import teaching_step
from ui.pages.rules import brief, step_rules

GAMES = [g for g in available() if load(g).steps]


def _cited(scn: Scenario) -> set[str]:
    """The rules the engine cites at a position: its refusals, the grounds of every move it
    allows, a finished trick's winner, a finished deal's settlement."""
    g, s = scn.game, scn.state
    ids = {f.rule.id for f in g.refusals(s)}
    for action in g.legal_actions(s):
        ids.update(x.rule.id for x in g.grounds(s, action))
    if g.last_trick_info(s) is not None:
        ids.add(g.trick_winner_rule(s).id)
    return ids | {r.id for r in settled_rules(scn)}


def _taught_or_shown(game: Game[Any], lesson: Lesson, step: Step) -> set[str]:
    """What a step teaches (declares, or its quote holds) or its position shows (the engine
    cites it there, or it judges the step's task and questions)."""
    rules = game.rules.of_play()
    ids = set(step.teaches) | {r.id for r in step_rules(step.rule.quote, step.rule.seed, rules)}
    ids |= {r.id for r in step_judging_rules(lesson, step)}
    return ids | (_cited(step.scenario) if step.scenario is not None else set())


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_is_under_a_chapter_whose_step_teaches_or_shows_it(game_id: str) -> None:
    game, lesson = REGISTRY.get(game_id), load(game_id)
    wrong = []
    for chapter, rules in brief(game, lesson).sections:
        there = [s for s in lesson.steps if (s.chapter or lesson.title) == chapter]
        shown = set().union(*(_taught_or_shown(game, lesson, s) for s in there))
        wrong += [f"{r.id} under {chapter!r}" for r in rules if r.id not in shown]
    assert not wrong, wrong


def _chapter_in_brief(game_id: str, rule_id: str) -> str | None:
    b = brief(REGISTRY.get(game_id), load(game_id))
    return next((ch for ch, rules in b.sections if any(r.id == rule_id for r in rules)), None)


PLACED = [
    ("loo", "loo.simple_lead", "Leading", "simple_lead"),
    ("loo", "loo.dealer_must_play", "Declaring", "defend"),
    ("loo", "loo.defend", "Declaring", "defend"),
    ("rams", "rams.players", "The deal", "players"),
    ("bierspiel", "bierspiel.seven_of_diamonds", "The seven of diamonds", "seven"),
    ("bierspiel", "bierspiel.seven_always_trump", "The seven of diamonds", "seven"),
    ("forty_five", "forty_five.trick_winner", "Playing to a trick", "which_wins"),
]


@pytest.mark.parametrize(("game_id", "rule_id", "chapter", "step_id"), PLACED)
def test_the_rule_stands_where_a_reader_of_the_chapters_looks(
    game_id: str, rule_id: str, chapter: str, step_id: str
) -> None:
    step = teaching_step(game_id, rule_id)
    assert step is not None and step.id == step_id, step
    assert step.chapter == chapter
    assert _chapter_in_brief(game_id, rule_id) == chapter


def _position(game_id: str, step_id: str) -> Scenario:
    scn = load(game_id).step(step_id).scenario
    assert scn is not None
    return scn


def test_loo_s_simple_lead_step_leads_any_card_in_a_simple() -> None:
    scn = _position("loo", "simple_lead")
    g, s = scn.game, scn.state
    moves = g.legal_actions(s)
    assert len(moves) == 3  # a simple, no trump known: every card of the three may go
    assert all([x.rule.id for x in g.grounds(s, a)] == ["loo.simple_lead"] for a in moves)


def test_loo_s_dealer_against_a_lone_stander_must_play_or_defend() -> None:
    scn = _position("loo", "defend")
    g, s = scn.game, scn.state
    assert {a.kind for a in g.legal_actions(s)} == {"stand", "defend"}
    assert {f.rule.id for f in g.refusals(s)} == {"loo.dealer_must_play"}


def test_rams_six_at_the_table_the_dealer_holds_no_hand() -> None:
    scn = _position("rams", "players")
    g, s = scn.game, scn.state
    assert isinstance(g, RamsFamily)  # (its order of declaring)
    assert s.n == 6 and s.dealer not in g.order(s)  # no hand: he never declares
    assert sorted(g.order(s)) == [p for p in range(6) if p != s.dealer]


def test_bierspiel_s_seven_of_diamonds_trumps_a_diamond_lead() -> None:
    scn = _position("bierspiel", "seven")
    g, s = scn.game, scn.state
    assert [str(a) for a in g.legal_actions(s)] == ["play 7D"]
    assert {f.rule.id for f in g.refusals(s)} == {"bierspiel.must_trump"}


def test_forty_five_s_trick_winner_step_asks_who_wins_a_finished_trick() -> None:
    step = load("forty_five").step("which_wins")
    assert step.show == "trick_winner" and step.scenario is not None
    assert step.scenario.game.last_trick_info(step.scenario.state) is not None


@pytest.mark.parametrize("game_id", GAMES)
def test_the_brief_and_review_s_link_find_the_same_step(game_id: str) -> None:
    """One answer: each rule's Learn link (any reading's step) and the brief's owner (its
    reading's steps) both come from teaching_steps."""
    game, lesson = REGISTRY.get(game_id), load(game_id)
    every = teaching_steps(lesson, game.rules)
    for r in game.rules:
        assert teaching_step(game_id, r.id) is every.get(r.id), r.id
    own = teaching_steps(lesson, game.rules.of_play(), lesson.variant)
    for rule_id, step in own.items():
        assert (step.variant or lesson.variant) == lesson.variant
        if step.rule.quote and rule_id in step.teaches:
            assert _chapter_in_brief(game_id, rule_id) == step.chapter, rule_id


def test_the_teaching_module_examples_hold() -> None:
    result = doctest.testmod(lessons.teaching)
    assert result.attempted >= 1 and not result.failed
