"""A wrong answer is a lapse on the rules the learner got wrong, not on every rule its feedback
cites (journey11): a Forty-Five learner who missed only the privilege of the best trumps had
"Robbing is optional" scheduled as missed too, and Review served him a robbing question.

``check`` names the rules behind the parts of the answer that are wrong (``Feedback.missed``,
by kind: engine.quiz_words.missed_rules); the rule memory records *Again* on those and *Good*
on the rules cited that it shows right (``Feedback.kept``: each case here shows every other
rule right; a rule it shows nothing of gets no evidence, tests/app/
test_feedback_claims_what_answer_shows.py). One case per family of kinds: cards, amounts,
words, one answer."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

from deals import HEAD_THE_TRICK
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.quiz import Question, check
from engine.scenario import from_dict
from lessons import load
from ui.mastery import RuleMemory
from ui.progress import Progress

OpenApp = Callable[..., AppTest]
LEARNER = "lapselearner2026"
MINUTE = 60.0


def _lesson_question(game: str, qid: str) -> tuple[int, Question]:
    return next((k, q) for k, q in enumerate(load(game).quiz) if q.id == qid)


def _ids(rules: list[object]) -> list[str]:
    return [r.id for r in rules]  # type: ignore[attr-defined]


def _recorded(tmp_path: Path, q: Question, raw: object) -> tuple[RuleMemory, dict[str, int]]:
    """The answer checked and recorded as the Quiz page records it, on a scratch store:
    the memory and each rule's evidence (1 right, 0 a lapse)."""
    fb = check(q, raw)
    assert not fb.correct
    memory = RuleMemory(Progress(tmp_path / "p.sqlite3"))
    memory.record_check(LEARNER, q, fb, "quiz", at=1_000_000.0)
    with sqlite3.connect(tmp_path / "p.sqlite3") as db:
        rows = db.execute("SELECT rule, correct FROM rule_evidence ORDER BY rowid").fetchall()
    return memory, {str(r): int(c) for r, c in rows}


# ---- the journey's case, on the Quiz page -----------------------------------------------------------
def test_the_rule_missed_alone_lapses_on_the_quiz_page(app: OpenApp) -> None:
    """The journey's question, Forty-Five's q_privilege_kept, no longer cites robbing
    (d9205212: its mover does not hold the trump ace); Loo's q_cannot_head has the same shape.
    P1 leads the Q♠; P2 holds the 3♠, the 8♠ and the A♦: neither spade can head the queen, so
    either may go, the ace not. He ticks only the 3♠: he missed the rule on heading the trick
    (it binds only a player who can head), not that he must follow suit (he left the A♦ out)."""
    k, q = _lesson_question("loo", "q_cannot_head")
    at = app("loo:quiz", loo__quiz_start=k)
    qs = at.session_state["loo:quiz"]
    assert qs.current.id == q.id
    base = f"loo:quiz:{qs.index}:{qs.attempt}"
    for box in at.checkbox:
        if box.key.startswith(f"{base}:card:"):
            box.check() if box.key.endswith(":3S") else box.uncheck()
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    fb = qs.feedback
    assert fb is not None and not fb.correct
    assert set(_ids(fb.rules)) == {"loo.head_the_trick", "loo.follow_suit"}
    with sqlite3.connect(Progress().path) as db:
        got = dict(
            db.execute("SELECT rule, correct FROM rule_evidence WHERE source = 'quiz'").fetchall()
        )
    assert got == {"loo.head_the_trick": 0, "loo.follow_suit": 1}
    # heading comes back within minutes (Again); following suit is not due with it
    memory = RuleMemory(Progress())
    code = at.session_state["learner"]
    due = {d.rule for d in memory.due(code, time.time() + 5 * MINUTE)}
    assert "loo.head_the_trick" in due
    assert "loo.follow_suit" not in due
    assert _ids(fb.missed) == ["loo.head_the_trick"]


# ---- cards (tests/deals.HEAD_THE_TRICK: P0 must head the Q♠ with his K♠) -----------------------------
def test_a_refused_card_ticked_is_a_lapse_on_its_rule_alone(tmp_path: Path) -> None:
    """K♠ and 3♠ ticked: the 3♠ is refused by the duty to head the trick, which he missed; he
    left the A♦ out, as following suit asks: that rule gets a right answer."""
    q = Question("t", "legal_cards", "", from_dict(HEAD_THE_TRICK, "test"))
    fb = check(q, ["KS", "3S"])
    assert set(_ids(fb.rules)) == {"loo.head_the_trick", "loo.follow_suit"}
    assert _ids(fb.missed) == ["loo.head_the_trick"]
    memory, got = _recorded(tmp_path, q, ["KS", "3S"])
    assert got == {"loo.head_the_trick": 0, "loo.follow_suit": 1}
    due = {d.rule for d in memory.due(LEARNER, 1_000_000.0 + 5 * MINUTE)}
    assert due == {"loo.head_the_trick"}
    # every card ticked: both duties missed
    assert set(_ids(check(q, ["KS", "3S", "AD"]).missed)) == {
        "loo.head_the_trick",
        "loo.follow_suit",
    }


# ---- amounts ----------------------------------------------------------------------------------------
def test_a_wrong_amount_is_a_lapse_on_the_rules_that_settle_it(tmp_path: Path) -> None:
    """Loo's q_simple_looed: P0, P1 and P3 are looed (loo.looed_simple), P2 and P4 take thirds
    (loo.thirds). He forgets that P1 is looed and leaves the next pool short by what P1 pays:
    the pool follows from his amounts, so only the looed rule was missed."""
    _, q = _lesson_question("loo", "q_simple_looed")
    right = q.solve()
    given = {k: str(v) for k, v in right.items()}
    given["P1"], given["pool"] = "0", str(right["pool"] - 3)
    fb = check(q, given)
    assert _ids(fb.rules) == ["loo.looed_simple", "loo.thirds"]
    assert _ids(fb.missed) == ["loo.looed_simple"]
    _, got = _recorded(tmp_path, q, given)
    assert got == {"loo.looed_simple": 0, "loo.thirds": 1}
    # P2's thirds wrong as well: both
    given["P2"] = str(right["P2"] + 1)
    assert _ids(check(q, given).missed) == ["loo.looed_simple", "loo.thirds"]


# ---- words ------------------------------------------------------------------------------------------
def test_an_allowed_declaration_left_out_is_a_lapse_on_the_rule_that_allows_it(
    tmp_path: Path,
) -> None:
    """Loo's q_dealer_lone_stander: the dealer, one player standing, may play or defend the
    pool, not pass (loo.dealer_must_play). He ticks stand alone: he missed that he may defend
    (loo.defend); he did not tick pass, as the dealer's duty to play asks."""
    _, q = _lesson_question("loo", "q_dealer_lone_stander")
    assert "defend" in q.solve() and "pass" not in q.solve()
    given = ["stand"]
    fb = check(q, given)
    assert "loo.dealer_must_play" in _ids(fb.rules)
    assert _ids(fb.missed) == ["loo.defend"]
    _, got = _recorded(tmp_path, q, given)
    assert got["loo.defend"] == 0
    assert all(c == 1 for r, c in got.items() if r != "loo.defend"), got


# ---- one answer -------------------------------------------------------------------------------------
def test_a_wrong_trick_winner_is_a_lapse_on_every_rule_cited(tmp_path: Path) -> None:
    """Who wins the trick is one answer, all its reasons together: each rule cited is missed."""
    _, q = _lesson_question("forty_five", "q_ace_of_hearts")
    wrong = next(p for p in q.choices() if p != q.solve())
    fb = check(q, f"P{wrong}")
    assert fb.rules and fb.missed == fb.rules
    _, got = _recorded(tmp_path, q, f"P{wrong}")
    assert set(got.values()) == {0}


def test_a_right_answer_misses_nothing(tmp_path: Path) -> None:
    _, q = _lesson_question("forty_five", "q_privilege_kept")
    fb = check(q, [c.code for c in q.solve()])
    assert fb.correct and fb.missed == []
    memory = RuleMemory(Progress(tmp_path / "p.sqlite3"))
    memory.record_check(LEARNER, q, fb, "quiz", at=1_000_000.0)
    assert memory.due(LEARNER, 1_000_000.0 + 5 * MINUTE) == []
