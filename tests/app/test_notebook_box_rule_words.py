"""The notebooks' quiz box cites a rule in the Quiz page's words: its statement, then its source
passage and book (and the rule's note on the source), the rule's id only after the book.

The box named each rule by its id and quoted the old text ("[loo.follow_suit] Foster's Hoyle,
1897: “…the others must ...”"), so a learner in a notebook read an id and the seed's words where
the page gives him the rule ("Follow suit if you can.") with the passage as its source
(ui.pages.common.cite). The id stays after the book for a teacher: the notebooks' refusal cells
name a rule so ("... [loo.follow_suit]"), and it is what the rule is looked up by in code."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from apptools import markdown
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.rules import Rule
from lessons import load
from ui.judged import MISSED, judged_groups
from ui.widgets import judged, quiz_box

OpenApp = Callable[..., AppTest]


def _answered(game: str, qid: str, ticked: set[str]) -> tuple[Any, str]:
    """The box of ``game``'s question ``qid`` answered by its buttons (those whose words are in
    ``ticked``): the feedback the engine gives that answer, and the box's text."""
    q = load(game).question(qid)
    box = quiz_box(q)
    _, _, inputs, button, out = box.children
    for b in inputs.children:
        b.value = b.description in ticked
    picked = [b for b in inputs.children if b.value]
    assert picked, [b.description for b in inputs.children]
    button.click()
    text = out.outputs[-1]["data"]["text/plain"]
    code = [c for c in q.choices() if any(c.pretty == b.description for b in picked)]
    return judged(q, [c.code for c in code]), text


def _cited(lines: list[str], rule: Rule, indent: str) -> None:
    """``rule`` cited as the Quiz page cites it, from its statement's line on."""
    at = lines.index(f"{indent}{rule.statement}")
    under = indent + "  "
    assert lines[at + 1] == f"{under}\u201c{rule.shown}\u201d", lines[at:]
    where = f" ({rule.link})" if rule.link else ""
    assert lines[at + 2] == f"{under}\u2014 {rule.book_shown}{where} [{rule.id}]", lines[at:]
    if rule.note:
        assert lines[at + 3] == f"{under}About the source: {rule.note}", lines[at:]


def test_a_wrong_answer_s_rules_are_said_by_their_statements() -> None:
    """Loo's q_cannot_head with the 3♠ ticked alone: under "The rule you missed", the rule's
    statement, its passage, its book and id; no line opens with a rule's id."""
    fb, text = _answered("loo", "q_cannot_head", {"3♠"})
    assert not fb.correct and fb.rules
    lines = text.splitlines()
    (head, rules), *_ = judged_groups(fb)
    assert head == MISSED[0]
    assert lines[lines.index(f"  {head}:") + 1] == f"    {rules[0].statement}"
    for _, group in judged_groups(fb):
        for rule in group:
            _cited(lines, rule, "    ")
    assert not [x for x in lines if x.lstrip().startswith("[")], text


def test_a_right_answer_s_rules_and_a_note_on_the_source() -> None:
    """Spoil Five's q_follow_or_trump answered right: its rules unheaded, each said by its
    statement, and follow_or_trump's note on its source said after the book, as the page's
    "About the source" caption says it."""
    q = load("spoil_five").question("q_follow_or_trump")
    right = {c.pretty for c in q.solve()}
    fb, text = _answered("spoil_five", "q_follow_or_trump", right)
    assert fb.correct
    noted = [r for r in fb.rules if r.note]
    assert noted
    for rule in fb.rules:
        _cited(text.splitlines(), rule, "  ")


def test_the_box_and_the_quiz_page_give_the_same_rule_words(app: OpenApp) -> None:
    """Forty-Five's q_privilege_kept with the A♥ alone, on the Quiz page and in the box: each rule
    cited is said by the same statement, passage and book (an outside source's address too)."""
    fb, text = _answered("forty_five", "q_privilege_kept", {"A♥"})
    quiz = load("forty_five").quiz
    k = next(k for k, q in enumerate(quiz) if q.id == "q_privilege_kept")
    at = app("forty_five:quiz", forty_five__quiz_start=k)
    qs = at.session_state["forty_five:quiz"]
    base = f"forty_five:quiz:{qs.index}:{qs.attempt}"
    for box in at.checkbox:
        if box.key.startswith(f"{base}:card:"):
            box.check() if box.key.endswith(":AH") else box.uncheck()
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    page = re.sub(r":red\[([^\]]*)\]", r"\1", markdown(at)).replace("\\", "")
    assert {r.id for r in qs.feedback.rules} == {r.id for r in fb.rules}
    for rule in fb.rules:
        for words in (rule.statement, rule.shown, rule.book_shown):
            assert words in page, (words, page)
            assert words in text, (words, text)
