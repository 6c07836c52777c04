"""A rule's "Learn:" link (Review, the Quiz, the Rules brief) goes to the rule's own step, where
the rule is the step's subject, not to the first step naming it in passing.

Review's link for Spoil Five's "The A♥ is always the third trump" went to 'order_diamonds' (the
diamond trumps, which declares the A♥ among them), not to 'ace_of_hearts'. Over the 11 games'
382 rules a step teaches, four links went to such a step (lessons.teaching.teaching_steps took
the first step declaring a rule, else the first quoting it); each now goes to the step the
lesson gives the rule (:func:`lessons.teaching.own_step`). When a rule is first taught, what
a step's picture may show and its task offer before it, is unchanged
(:func:`lessons.teaching.first_teaching_steps`): Loo's heading is taught from 'follow_head'.

Napoleon's redeal ("If everyone passes, nobody pays and the cards are dealt again.") linked
'rising' ("A bid already made"), the first of two steps quoting the one sentence that holds it
and the rising bids; of steps alike the link now goes to one whose position has the rule at
work and that declares no rule of another passage: 'all_pass' (judged22, over the 389 links of
every lesson's reading: the only link that moved).
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.rules import Rule, normalise
from lessons import Step, available, load
from lessons.teaching import first_teaching_steps, taught_later
from ui.mastery import teaching_step

# (rule, its own step, the first step teaching it, where the link went before)
OWN = [
    # both declare it first and quote its words; the lesson names 'ace_of_hearts' for it
    ("spoil_five.ace_of_hearts", "ace_of_hearts", "order_diamonds"),
    # 'follow_head' declares it after following suit; 'head_any_better' quotes its sentence
    ("loo.head_the_trick", "head_any_better", "follow_head"),
    # 'as_rams' declares it third of five; 'widow' declares it first
    ("rounce.widow_exchange", "widow", "as_rams"),
    # 'marriage_value' (what a marriage scores) declares it; its own step quotes it
    ("sixty_six.marriage_after_trick", "marriage_after_trick", "marriage_value"),
    # both quote the A♥'s passage; 'which_wins' declares who wins a trick: the first stays
    ("forty_five.ace_of_hearts", "order_hearts", "order_hearts"),
    # both quote "strictly rising bids, and a redeal if everyone passes."; 'all_pass' throws
    # the deal in (its settlement cites the redeal), 'rising' refuses a lower bid
    ("napoleon.redeal", "all_pass", "rising"),
    ("napoleon.rising_bids", "rising", "rising"),
    # 'defend' ("The dealer against a single player") quotes the rule's passage and refuses the
    # dealer's pass by it; 'lone_widow_002' quotes it later, for the two readings
    ("loo.dealer_must_play", "defend", "defend"),
]


@pytest.mark.parametrize(("rule", "own", "first"), OWN)
def test_a_rule_links_its_own_step(rule: str, own: str, first: str) -> None:
    game_id = rule.split(".")[0]
    step = teaching_step(game_id, rule)
    assert step is not None and step.id == own, (rule, step and step.id)
    lesson = load(game_id)
    assert first_teaching_steps(lesson, REGISTRY.get(game_id).rules)[rule].id == first


def test_a_rule_with_a_step_of_its_own_links_one() -> None:
    """Where a step teaching a rule has it for its subject (the rule first in its
    ``teaches:``, or its quote the rule's very words), the link goes to such a step."""
    wrong = []
    for game_id in available():
        lesson, rules = load(game_id), REGISTRY.get(game_id).rules
        for r in rules:
            words = normalise(r.quote)

            def subject(step: Step, r: Rule = r, words: str = words) -> bool:
                said = bool(words) and step.rule.seed == r.seed
                said = said and normalise(step.rule.quote) == words
                return said or step.teaches[:1] == (r.id,)

            owners = [s.id for s in lesson.steps if subject(s)]
            step = teaching_step(game_id, r.id)
            if owners and (step is None or step.id not in owners):
                wrong.append((r.id, step and step.id, owners))
    assert not wrong, wrong


def test_when_a_rule_is_first_taught_is_unchanged() -> None:
    """Heading is taught from 'follow_head' on (its picture and task may cite it there), though
    its link goes to 'head_any_better'."""
    lesson = load("loo")
    assert "loo.head_the_trick" not in taught_later(lesson, lesson.step("follow_head"))
    assert "loo.head_the_trick" in taught_later(lesson, lesson.step("deal"))
