"""Irish Loo's and Five-card Loo's lead duties (the eldest hand playing leads a trump, the ace
if he has it; a trick's winner leads a trump) are Trickbook's reading: Foster gives them for
Three-card Loo's double pools and says only that Irish Loo is Three-card Loo "in all other
respects" (RULES.md: "the double-pool leading rules may or may not apply"). The Irish Loo
lesson said so and named the option that turns them off; Five-card Loo's lead_trump step
(/five_card_loo-learn?step=lead_trump) stated the duty as the game's rule, without a word that
the book is silent or that the option "Double-pool leading duties" exists. The step that first
teaches the duty, in either lesson, names the option by the label the page shows."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from lessons.tasks import step_judging_rules


@pytest.mark.parametrize("game_id", ["irish_loo", "five_card_loo"])
def test_the_step_that_teaches_the_lead_duty_names_the_option_that_reads_it(game_id: str) -> None:
    game = next(g for g in REGISTRY if g.id == game_id)
    option = next(o for o in game.options if o.name == "lead_duties")
    assert option.default is True  # the duty is played unless the learner switches it off
    lesson = load(game_id)
    first = next(
        s
        for s in lesson.steps
        if f"{game_id}.eldest_leads_trump" in {r.id for r in step_judging_rules(lesson, s)}
    )
    words = " ".join(first.text.split())  # the page joins the text's lines
    assert f'"{option.label}"' in words, first.id
    # that Foster is silent there: the text says so, or the note under its quote
    assert "Foster does not say" in f"{words} {first.rule.note}", first.id
