"""A which-cards question where every card may be played says so once (walk13): Irish Loo's
"Every card in hand may be played" was followed by "Every ♦ you hold heads the trick: any of
them may go", Sixty-Six's by "The stock is not exhausted: you need not follow suit, and may play
any card" — one fact in two lines. Where the engine gives one reason for every card, that
reason says it, with its rule; where a privilege frees only some cards the general line stays."""

from typing import Any

import pytest

from engine.game import REGISTRY
from engine.quiz import Question, explanation, practice
from lessons import load

EVERY = "every card in hand may be played"


def _free_question(game_id: str) -> Question:
    """The first generated which-cards question whose every card may be played."""
    for seed in range(1, 40):
        q = practice(game_id, seed, kind="legal_cards")
        if not any(r.action.kind == "play" for r in q.game.refusals(q.state)):
            return q
    raise AssertionError(f"no free which-cards question for {game_id}")  # pragma: no cover


def _grounds(q: Question) -> list[list[Any]]:
    g, s = q.game, q.state
    return [g.grounds(s, a) for a in g.legal_actions(s) if a.kind == "play"]


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_every_card_free_is_said_once_with_its_rule(game_id: str) -> None:
    q = _free_question(game_id)
    lines, rules = explanation(q)
    per_card = _grounds(q)
    common = set.intersection(*({x.reason for x in xs} for xs in per_card))
    assert common, (game_id, per_card)  # the engine's reason for every card
    assert EVERY not in lines, lines
    for xs in per_card:
        for x in xs:
            assert x.reason in lines and x.rule in rules, (x.reason, lines)


def test_a_privilege_freeing_some_cards_keeps_the_general_line() -> None:
    """Spoil Five's renege step: the Five or Jack held back frees the other cards, while the
    privileged trump itself needs no reason: no one reason covers every card."""
    step = load("spoil_five").step("renege")
    assert step.scenario is not None
    q = Question(id="renege", kind="legal_cards", prompt="", scenario=step.scenario)
    per_card = _grounds(q)
    assert not set.intersection(*({x.reason for x in xs} for xs in per_card))
    lines, _ = explanation(q)
    assert lines[0] == EVERY, lines
