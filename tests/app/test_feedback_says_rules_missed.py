"""A wrong answer's feedback says which rules it missed and which it got right, in the same words
on the Quiz page, on Review and in the notebooks' quiz box; Review's "Rules reviewed" says it of
each rule beside when it comes back.

Since a7c266e4 the scheduler counts a wrong answer a lapse only on the rules it missed
(``Feedback.missed``) and Good on the others cited, but the feedback cited every rule alike: a
Forty-Five learner who ticked only the A♥ in q_privilege_kept read "Robbing is optional" and
the privilege of the best trumps side by side, and Review listed both with only when each was
back (one in a minute, one in days), with no word of which he had missed (issue 12 §1: every
answer is evidence about the rules it touches; the learner should see which).

That question now asks the privilege alone (d9205212: its mover no longer holds the trump ace,
so robbing is not in its answer); these tests use Loo's q_cannot_head, whose answer cites two
rules: a learner who ticks the 3♠ alone missed heading the trick (the 8♠ may go too: he
cannot head it) and got following suit right."""

from __future__ import annotations

import re
from collections.abc import Callable

from apptools import markdown
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.cards import Card
from engine.game import REGISTRY
from engine.quiz import Question, check
from lessons import load
from ui.mastery import Asked, question_rules
from ui.pages.quiz import QuizState
from ui.pages.review import ReviewState
from ui.widgets import feedback_text, judged, quiz_box

OpenApp = Callable[..., AppTest]
GAME, QID, TICKED = "loo", "q_cannot_head", "3S"  # the one card ticked of the two right
HEAD, FOLLOW = "loo.head_the_trick", "loo.follow_suit"  # the rule missed, the rule got right
# the headings, one rule and several (ui.judged.MISSED and GOT_RIGHT)
MISSED = ("The rule you missed", "The rules you missed")
GOT_RIGHT = ("The rule you got right", "The rules you got right")


def _question(game: str, qid: str) -> tuple[int, Question]:
    return next((k, q) for k, q in enumerate(load(game).quiz) if q.id == qid)


def _plain(text: str) -> str:
    return re.sub(r":red\[([^\]]*)\]", r"\1", text).replace("\\", "")


def _statement(rule_id: str) -> str:
    return REGISTRY.get(rule_id.split(".")[0]).rules[rule_id].statement


def _tick_only(at: AppTest, base: str, card: str) -> None:
    for box in at.checkbox:
        if box.key.startswith(f"{base}:card:"):
            box.check() if box.key.endswith(f":{card}") else box.uncheck()
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception


def _headed_in_order(text: str) -> None:
    """The rule missed under its heading, then the rule got right under its own, in order."""
    text = _plain(text)
    marks = [
        text.find(f"**{MISSED[0]}**"),
        text.find(_statement(HEAD)),
        text.find(f"**{GOT_RIGHT[0]}**"),
        text.find(_statement(FOLLOW)),
    ]
    assert -1 not in marks, (marks, text)
    assert marks == sorted(marks), (marks, text)


def test_the_quiz_page_heads_the_rule_missed_and_the_rule_got_right(app: OpenApp) -> None:
    k, q = _question(GAME, QID)
    at = app(f"{GAME}:quiz", **{f"{GAME}__quiz_start": k})
    qs = at.session_state[f"{GAME}:quiz"]
    assert qs.current.id == q.id
    _tick_only(at, f"{GAME}:quiz:{qs.index}:{qs.attempt}", TICKED)
    assert [r.id for r in qs.feedback.missed] == [HEAD]
    _headed_in_order(markdown(at))


def test_a_right_answer_is_cited_as_before(app: OpenApp) -> None:
    k, q = _question(GAME, QID)
    at = app(f"{GAME}:quiz", **{f"{GAME}__quiz_start": k})
    qs = at.session_state[f"{GAME}:quiz"]
    base = f"{GAME}:quiz:{qs.index}:{qs.attempt}"
    right = {c.code for c in q.solve()}
    for box in at.checkbox:
        if box.key.startswith(f"{base}:card:"):
            box.check() if box.key.rsplit(":", 1)[1] in right else box.uncheck()
    at.button(key=f"{base}:check").click().run()
    assert qs.feedback.correct
    text = _plain(markdown(at))
    assert MISSED[0] not in text and GOT_RIGHT[0] not in text
    # the rules the right answer rests on (following suit: he cannot head this trick), each by
    # its statement, under no heading
    assert qs.feedback.rules and all(r.statement in text for r in qs.feedback.rules)


def test_review_heads_them_and_says_each_rule_s_part(app: OpenApp) -> None:
    """Review asks q_cannot_head (the rule due, heading the trick); the learner ticks the 3♠
    alone: the feedback heads the rules as the Quiz page does, and "Rules reviewed" says heading
    was missed, following suit got right, each with when it is back."""
    _, q = _question(GAME, QID)
    rs = ReviewState(seed=3, quiz=QuizState(seed=3), game=GAME, rule=HEAD)
    rs.asked = Asked(q, frozenset(question_rules(q)), curated=True)
    at = app("review", review=rs)
    rs = at.session_state["review"]
    _tick_only(at, f"review:{rs.quiz.index}:{rs.quiz.attempt}", TICKED)
    text = markdown(at)
    _headed_in_order(text)
    reviewed = _plain(text).split("**Rules reviewed**", 1)[1].splitlines()
    lines = {
        rule: next(x for x in reviewed if _statement(rule).rstrip(".") in x)
        for rule in (HEAD, FOLLOW)
    }
    assert "— you missed it; still learning, so back for review in " in lines[HEAD]
    assert "— you got it right; " in lines[FOLLOW] and "back for review in " in lines[FOLLOW]
    assert reviewed.index(lines[HEAD]) < reviewed.index(lines[FOLLOW])  # the rule due


def test_the_notebook_box_says_it_in_the_same_words() -> None:
    _, q = _question(GAME, QID)
    box = quiz_box(q)
    _, _, inputs, button, out = box.children
    for b in inputs.children:
        b.value = b.description == Card.parse(TICKED).pretty
    button.click()
    text = out.outputs[-1]["data"]["text/plain"]
    assert text.startswith(feedback_text(judged(q, [TICKED]), q))  # (then the cards' key)
    lines = text.splitlines()
    heads = [x for x in lines if x in (f"  {MISSED[0]}:", f"  {GOT_RIGHT[0]}:")]
    assert heads == [f"  {MISSED[0]}:", f"  {GOT_RIGHT[0]}:"]
    # each heading's rule said by its statement, standing in under it (as the page cites it)
    assert lines[lines.index(heads[0]) + 1] == f"    {_statement(HEAD)}"
    assert lines[lines.index(heads[1]) + 1] == f"    {_statement(FOLLOW)}"


def test_every_rule_missed_is_headed_so() -> None:
    """A wrong trick winner misses every rule it cites (one answer, all the reasons together):
    they all stand under the plural heading, and none under the other."""
    q = next(
        q
        for q in load("loo").quiz
        if q.kind == "trick_winner" and len(check(q, q.solve()).rules) > 1
    )
    wrong = next(p for p in q.choices() if p != q.solve())
    fb = check(q, f"P{wrong}")
    lines = feedback_text(fb).splitlines()
    at = lines.index(f"  {MISSED[1]}:")
    statements = [x for x in lines[at + 1 :] if x.startswith("    ") and x[4] != " "]
    assert statements == [f"    {r.statement}" for r in fb.rules]
    assert not {f"  {h}:" for h in (*MISSED, *GOT_RIGHT)} & set(lines[at + 1 :])
