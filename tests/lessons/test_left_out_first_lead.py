"""A learner who leaves out "Play a card" before the first card, holding no ace to rob with, is
told why he may play: he is the eldest hand, and leads (words29).

Spoil Five's and Forty-Five's q_rob_without_ace (spades trumps, the 9♠ turned, P1 with no ace,
nobody has played): "Rob" and "Let it lie" are refused with their rules, and the line on
"Play a card" read "you left out “Play a card”: it is allowed here", with no reason: the games
gave no allowing ground for it (a lead needs no rule for which card), where the question asks
whether he may play a card at all. The rule that answers it is who leads (``<game>.lead``: "The
eldest hand (the dealer's left) leads to the first trick", after the Britannica's "before the
eldest hand leads"), now the word's allowing ground where nothing else allows it. Where robbing
is optional, that is its ground, as before (q_rob_holder, q_rob_second: words28)."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.quiz import check
from lessons import load


def _left_out(explanation: list[str]) -> str:
    lines = [x for x in explanation if "you left out" in x]
    assert len(lines) == 1, explanation
    return lines[0]


@pytest.mark.parametrize("game", ["spoil_five", "forty_five"])
@pytest.mark.parametrize("answer", [["rob"], ["decline"], ["rob", "decline"]])
def test_play_a_card_left_out_says_he_leads(game: str, answer: list[str]) -> None:
    q = load(game).question("q_rob_without_ace")
    grounds = q.game.allowing_grounds(q.state, {"play"})
    assert [x.rule.id for x in grounds] == [f"{game}.lead"]
    why = grounds[0].reason
    assert why == "you are the eldest hand, at the dealer's left: you lead to the first trick"
    fb = check(q, answer)
    assert _left_out(fb.explanation).endswith(f"it is allowed here ({why})")
    assert f"{game}.lead" in [r.id for r in fb.missed]


@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("spoil_five", "q_rob_holder"),
        ("spoil_five", "q_rob_second"),
        ("forty_five", "q_rob_holder"),
        ("forty_five", "q_rob_king"),
    ],
)
def test_where_robbing_is_optional_that_is_the_ground(game: str, question: str) -> None:
    q = load(game).question(question)
    rules = {x.rule.id for x in q.game.allowing_grounds(q.state, {"play"})}
    assert f"{game}.rob_optional" in rules and f"{game}.lead" not in rules


@pytest.mark.parametrize("game", ["spoil_five", "forty_five"])
def test_no_lead_ground_after_the_first_card(game: str) -> None:
    q = load(game).question("q_rob_without_ace")
    g, s = q.game, q.state
    after = g.apply(s, next(a for a in g.legal_actions(s) if a.kind == "play"))
    assert all(x.rule.id != f"{game}.lead" for x in g.allowing_grounds(after, {"play"}))
