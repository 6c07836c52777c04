"""A wrong answer's "Learn: <step>" link goes to a step that teaches the rule, as the lesson says.

linkaudit read all 177 rules the lessons' questions and 12 generated deals of every kind cite,
each with the step Review and the Quiz linked for it (``ui.mastery.teaching_step``). The steps
found by guessing (a position refusing a card by the rule, a task citing it, words sharing a
third of its statement) taught another rule about one time in five: Bierspiel's "Three to six
play" linked "A turned 7♦ does not fix trumps", Sixty-Six's "No exchange once the stock is
closed" the strict reading's "trump when you cannot follow". A step now teaches a rule when the
lesson says so (``teaches:``) or quotes the rule's passage; a rule no step teaches links none.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import engine.games  # noqa: F401
from lessons import LessonError
from lessons.loader import LESSONS_DIR, check_path, load_file
from ui.mastery import teaching_step

# (rule, the step that teaches it): found by the data the lesson declares
RIGHT = [
    ("loo.follow_suit", "follow_head"),
    ("loo.widow_once", "declaring"),  # was "Two readings: a lone widow-taker (Foster)"
    ("irish_loo.winner_leads_trump", "winner_leads"),  # was "The highest trump wins"
    ("five_card_loo.lead_trump_ace", "lead_trump"),  # was "Pam be civil"
    ("rams.discard", "must_trump"),
    ("rams.rob_dealer_only", "rob"),  # was "Declaring in turn"
    ("rounce.no_general_rounce", "no_general_rounce"),  # was "Declaring as at Rams"
    ("bierspiel.general_rams", "no_general_rams"),  # was "Three crosses of five"
    ("bierspiel.dealer_takes_both", "seven_turned"),  # was "The widow is playing"
    ("sixty_six.exchange_open_stock", "later_play"),
    ("spoil_five.plain_diamonds", "plain_order"),  # was "Diamonds trumps"
    ("spoil_five.plain_hearts", "plain_order"),  # was "Hearts trumps"
    # the trump order at the chapter's first step, which frames it ("highest in red, lowest
    # in black") and leads through the four suits: one of several steps quoting its passage
    ("spoil_five.trump_order", "deal"),
    ("forty_five.rob_optional", "rob_optional"),  # was "The holder of the ace of trumps"
    ("napoleon.ace_high", "deal"),
    ("linger_longer.otherwise_free", "follow"),
    # taught by no step at 0f8d65c: now each by a step of its own
    ("five_card_loo.trick_winner", "trick_winner"),  # linked "must_trump" before 0f8d65c
    ("spoil_five.trick_winner", "trick_winner"),  # linked "ace_of_hearts" before 0f8d65c
    ("rounce.widow_dead", "widow_dead"),  # linked "widow" before 0f8d65c
    ("rounce.rob_dealer_only", "rob_dealer_only"),
    ("sixty_six.threshold", "threshold"),
    ("bierspiel.players", "players"),  # linked "seven_turned" before 0f8d65c
    ("bierspiel.rob_dealer_only", "rob_dealer_only"),  # linked "pone" before 0f8d65c
    ("bierspiel.trick_winner", "trick_winner"),  # linked "face_down_trick" before 0f8d65c
    ("bierspiel.discard", "discard"),
    ("bierspiel.widow_once", "widow_once"),
    # the eldest hand's first lead: no step taught it
    ("rams.eldest_leads", "eldest_leads"),
    ("rounce.eldest_leads", "eldest_leads"),
    ("bierspiel.eldest_leads", "eldest_leads"),
]


@pytest.mark.parametrize(("rule", "step"), RIGHT)
def test_a_rule_links_the_step_that_teaches_it(rule: str, step: str) -> None:
    found = teaching_step(rule.split(".")[0], rule)
    assert found is not None and found.id == step, (rule, found and found.id)


def test_a_step_teaching_no_rule_of_the_game_is_a_clear_error(tmp_path: Path) -> None:
    text = (LESSONS_DIR / "rounce.yaml").read_text(encoding="utf-8")
    assert "    teaches: [rounce.widow_exchange]\n" in text
    bad = tmp_path / "rounce.yaml"
    bad.write_text(
        text.replace("teaches: [rounce.widow_exchange]", "teaches: [rounce.widow, rams.rob]"),
        encoding="utf-8",
    )
    problems = check_path(bad)
    assert any("steps[2].teaches: not a rule of rounce: 'rams.rob'" in p for p in problems), (
        problems
    )
    assert not any("'rounce.widow'" in p for p in problems), problems
    bad.write_text(text.replace("[rounce.widow_exchange]", "rounce.widow_exchange"), "utf-8")
    with pytest.raises(LessonError, match=r"teaches: expected a list of rule ids"):
        load_file(bad)
