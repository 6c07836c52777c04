"""A move left out of a "What may you do?" answer is told why it is allowed, beside the line
saying it was left out (words29, after words28's 59835184).

- Sixty-Six's q_may_closed (P1 closed the stock and won the next trick, holding K♠ Q♠): "you
  left out “Meld”: it is allowed here too", no reason. Meld is allowed by two rules here, the
  marriage shown after a trick won and the marriage still shown after closing; the bracket
  cut the reasons of a word to their common part, meant for one rule's reasons that differ
  by their card ("..., laying down J♣"), and two rules' reasons share none. It now does so a
  rule at a time, and says both.
- Sixty-Six's q_may_after_trick (every word allowed, each word's reasons on lines of their
  own, with what the move costs): "you left out “Claim 66”: it is allowed here too" had its
  reason six lines down, under the marriage's and the close's. The words left out now have
  their lines first, under the line saying them (a bracket there would part the close's
  "at a turn to lead you may close" from its "you must then reach 66 yourself").

The reasons are the engine's (``Game.allowing_grounds``, ``Game.grounds``), read here, not
typed.
"""

from __future__ import annotations

import itertools

import pytest

import engine.games  # noqa: F401
from engine.quiz import Question, check
from lessons import load


def _q(question_id: str) -> Question:
    return load("sixty_six").question(question_id)


def _left_line(explanation: list[str]) -> tuple[int, str]:
    at = [k for k, x in enumerate(explanation) if x.startswith("you left out")]
    assert len(at) == 1, explanation
    return at[0], explanation[at[0]]


def _answers(q: Question) -> list[list[str]]:
    """Every answer leaving out at least one right word (the wrong ones ticked or not)."""
    boxes = [str(c) for c in q.choices()]
    right = {str(w) for w in q.solve()}
    return [
        list(sub)
        for n in range(1, len(boxes) + 1)
        for sub in itertools.combinations(boxes, n)
        if right - set(sub)
    ]


def test_meld_left_out_after_closing_names_both_rules_reasons() -> None:
    q = _q("q_may_closed")
    g, s = q.game, q.state
    grounds = g.allowing_grounds(s, {"meld"})
    rules = {x.rule.id for x in grounds}
    assert rules == {"sixty_six.marriage_after_trick", "sixty_six.closed_play"}
    reasons = list(dict.fromkeys(x.reason for x in grounds))
    assert len(reasons) == 2
    told = 0
    for answer in _answers(q):
        if "meld" in answer:
            continue
        _, line = _left_line(check(q, answer).explanation)
        for why in reasons:
            assert why in line, (answer, line)
        told += 1
    assert told == 7  # every answer of "exchange", "close" and "claim" without "meld"


@pytest.mark.parametrize("answer", _answers(_q("q_may_after_trick")), ids=", ".join)
def test_the_words_left_out_have_their_lines_under_the_line_saying_so(answer: list[str]) -> None:
    q = _q("q_may_after_trick")
    g, s = q.game, q.state
    boxes = [str(c) for c in q.choices()]
    left = [w for w in boxes if w not in answer]
    at, line = _left_line(check(q, answer).explanation)
    # what each word left out rests on, as the engine gives it: its allowing grounds and
    # what the move costs, in the order of its moves
    theirs = list(
        dict.fromkeys(
            x.reason
            for w in left
            for a in g.legal_actions(s)
            if g.action_word(a) == w
            for x in g.grounds(s, a)
        )
    )
    assert theirs and check(q, answer).explanation[at + 1 : at + 1 + len(theirs)] == theirs
    for w in left:  # each word left out has its allowing reason among them
        assert {x.reason for x in g.allowing_grounds(s, {w})} <= set(theirs), w
