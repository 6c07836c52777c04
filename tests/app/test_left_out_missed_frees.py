"""An allowed card left out of a choose-all answer is missed on the rule that frees it, not on
one it merely obeys (journey13): in Loo's q_cannot_head (P1 leads the Q♠; P2 holds 3♠, 8♠
and A♦) a learner who ticked only the 8♠ read "The rule you missed: Follow suit if you can",
though he followed suit. His slip is about heading: no spade of his heads the Q♠, so the duty
to head the trick lapses ("if he can") and either spade may be played. The line on the card
left out says so, and the heading rule is the one missed (the Quiz page heads it so).

Over every game's curated choice questions, a choice left out (the rest of the answer ticked)
is missed on rules the engine cites for that choice's being allowed: its allowing grounds
(:meth:`engine.game.Game.grounds`); where it has none, the duties refusing the other choices,
which shape what the choice is; with neither, the grounds freeing the choices beside it."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from apptools import markdown
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.cards import Card
from engine.game import play
from engine.quiz import Question, check
from lessons import available, load

OpenApp = Callable[..., AppTest]
HEAD, FOLLOW = "loo.head_the_trick", "loo.follow_suit"


def _question(game: str, qid: str) -> tuple[int, Question]:
    return next((k, q) for k, q in enumerate(load(game).quiz) if q.id == qid)


def _ids(rules: list[object]) -> list[str]:
    return [r.id for r in rules]  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", ["loo", "irish_loo"])
def test_cannot_head_left_out_misses_the_heading_rule(game: str) -> None:
    _, q = _question(game, "q_cannot_head")
    fb = check(q, ["8S"])
    assert not fb.correct
    assert _ids(fb.missed) == [f"{game}.head_the_trick"], fb.explanation
    left = next(line for line in fb.explanation if "left out 3♠" in line)
    assert "you cannot head the Q♠, so any ♠ may be played" in left, left
    assert "forbid only A♦" in left, left  # what is out is still said beside it
    # following suit is cited, and got right: its line says why the A♦ is out
    assert f"{game}.follow_suit" in _ids(fb.rules)
    # a right answer's reasons are as before: heading refuses nothing, so nothing cites it
    assert f"{game}.head_the_trick" not in _ids(check(q, ["3S", "8S"]).rules)


def test_rounce_left_out_low_card_misses_that_nobody_need_head() -> None:
    """Rounce has no duty to head: under the 8♥, holding 2♥ and K♥, a learner who ticked only
    the K♥ (he thought he must head) missed "Nobody need head the trick", not following suit,
    which he kept."""
    _, q = _question("rounce", "q_follow")
    fb = check(q, ["KH"])
    assert _ids(fb.missed) == ["rounce.no_head"], fb.explanation
    left = next(line for line in fb.explanation if "left out 2♥" in line)
    assert "you need not head the 8♥, so any ♥ may be played" in left, left


def test_the_quiz_page_heads_the_heading_rule_as_missed(app: OpenApp) -> None:
    k, q = _question("loo", "q_cannot_head")
    at = app("loo:quiz", loo__quiz_start=k)
    qs = at.session_state["loo:quiz"]
    assert qs.current.id == q.id
    base = f"loo:quiz:{qs.index}:{qs.attempt}"
    for box in at.checkbox:
        if box.key.startswith(f"{base}:card:"):
            box.check() if box.key.endswith(":8S") else box.uncheck()
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    assert _ids(qs.feedback.missed) == [HEAD]
    text = re.sub(r":red\[([^\]]*)\]", r"\1", markdown(at)).replace("\\", "")
    rules = q.game.rules
    marks = [
        text.find("you cannot head the Q♠"),
        text.find("**The rule you missed**"),
        text.find(rules[HEAD].statement),
        text.find("**The rule you got right**"),
        text.find(rules[FOLLOW].statement),
    ]
    assert -1 not in marks, (marks, text)
    assert marks[1:] == sorted(marks[1:]), (marks, text)


def _choice_questions() -> list[tuple[str, Question]]:
    return [
        (f"{game}:{q.id}", q)
        for game in available()
        for q in load(game).quiz
        if (q.kind == "legal_cards" or q.form == "words") and q.kind != "still_in"
    ]


def _allowed_by(q: Question, x: object) -> set[str]:
    """The rules the engine cites for choice ``x``'s being allowed: its moves' allowing grounds;
    with none, the duties refusing the other choices (what makes the choice what it is)."""
    g, s = q.game, q.state
    if isinstance(x, Card):
        moves = [play(x)]
    else:
        moves = [a for a in g.legal_actions(s) if g.action_word(a) == x]
    grounds = {gr.rule.id for a in moves for gr in g.grounds(s, a) if gr.allows}
    # with no refusal either, what frees the choices beside it: Spoil Five's q_renege gives
    # no ground for the A♥ itself (a trump to a trump lead), and the privilege of holding it
    # back frees the others; leaving it out takes that privilege for a duty
    return (
        grounds
        or {r.rule.id for r in g.refusals(s)}
        or {gr.rule.id for a in g.legal_actions(s) for gr in g.grounds(s, a) if gr.allows}
    )


def test_every_choice_left_out_is_missed_on_a_rule_that_allows_it() -> None:
    seen, wrong = 0, []
    for name, q in _choice_questions():
        right = q.solve()
        if len(right) < 2:  # (left out, nothing is ticked: an answer no page takes, which
            continue  # ui.empty_answer refuses: q_rob_without_ace's one right "Play a card")
        for x in right:
            fb = check(q, [str(y) for y in right if y != x])
            assert not fb.correct, (name, x)
            missed = set(_ids(fb.missed))
            allowed = _allowed_by(q, x)
            seen += 1
            if not missed or not missed <= allowed:
                wrong.append((name, str(x), sorted(missed), sorted(allowed)))
    assert seen > 150, seen
    assert not wrong, wrong
