"""A learner who ticks "Rob" and leaves out "Play a card" is told why playing a card was
allowed, as every other choice left out is (words28): Spoil Five's q_rob_second (P2 holds the
A♠, the 9♠ turned, and is void in the 10♦ led) read "you left out “Play a card”: it is allowed
here too", with no reason, since each card he might play was allowed by robbing's
``rob_optional`` and by a reason of its own, ``follow_or_trump``'s, and the bracket said only
the part such reasons share. It now gives the reason of the rule the game cites for the word
(``Game.allowing_grounds``), the rule the learner missed: robbing is optional."""

from __future__ import annotations

import pytest
from test_rob_evidence import _second

from engine.quiz import check


def _left_out(explanation: list[str]) -> str:
    lines = [x for x in explanation if "you left out" in x]
    assert len(lines) == 1, explanation
    return lines[0]


@pytest.mark.parametrize("game", ["spoil_five", "forty_five"])
@pytest.mark.parametrize("answer", [["rob"], ["rob", "decline"]])
def test_play_a_card_left_out_says_robbing_is_optional(game: str, answer: list[str]) -> None:
    q = _second(game)
    grounds = q.game.allowing_grounds(q.state, {"play"})
    assert {x.rule.id for x in grounds} == {f"{game}.rob_optional"}
    why = grounds[0].reason
    assert why.startswith("robbing is optional: you may let the 9♠ lie")
    fb = check(q, answer)
    line = _left_out(fb.explanation)
    assert line.endswith(f"it is allowed here too ({why})"), line
    assert f"{game}.rob_optional" in [r.id for r in fb.missed]
    # following suit is not what the question asks
    assert not any("hold no" in x for x in fb.explanation)


@pytest.mark.parametrize("game", ["spoil_five", "forty_five"])
def test_rob_and_play_left_out_say_both_reasons(game: str) -> None:
    q = _second(game)
    line = _left_out(check(q, ["decline"]).explanation)
    assert "you hold the A♠, the ace of trumps" in line, line
    assert "robbing is optional: you may let the 9♠ lie" in line, line
