"""The notebooks' quiz box writes each rule it cites as the Quiz page does: the statement in
bold, over its source's words and book (ui.pages.common.cite: "**statement**" over the quoted
passage). The box wrote the statement as plainly as the quotation under it, so a learner in a
notebook read the rule and the old text alike (look20). Its plain text, for a front end that
draws no HTML, stays the words alone."""

from __future__ import annotations

import re
from html import unescape

import engine.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.quiz import Question
from lessons import load
from ui.widgets import feedback_lines, feedback_text, judged, quiz_box

PRETTY = {c.pretty: c.code for c in CARDS}


def _answers(q: Question) -> tuple[list[str], list[str]]:
    """A wrong answer (one card not allowed) and the right one, as cards' pretty names."""
    right = [CARDS[int(c)].pretty for c in q.solve()]
    refused = [CARDS[int(c)].pretty for c in q.choices() if CARDS[int(c)].pretty not in right]
    return refused[:1], right


def _cards_question(game: str) -> Question:
    """The game's first curated which-cards question that refuses a card."""
    return next(q for q in load(game).quiz if q.kind == "legal_cards" and _answers(q)[0])


def _bold(html: str) -> list[str]:
    return [unescape(re.sub(r"<[^>]+>", "", m)) for m in re.findall(r"<b>(.*?)</b>", html)]


def test_the_lines_marked_are_the_cited_rules_statements_in_every_game() -> None:
    for game in REGISTRY:
        q = _cards_question(game.id)
        for answer in _answers(q):
            fb = judged(q, [PRETTY[a] for a in answer])
            lines = feedback_lines(fb, q)
            marked = [line.strip() for line, rule in lines if rule]
            assert marked and sorted(marked) == sorted(r.statement for r in fb.rules), q.id
            assert feedback_text(fb, q) == "\n".join(line for line, _ in lines)


def test_the_box_bolds_each_statement_and_nothing_else() -> None:
    for game in ("loo", "linger_longer"):
        q = _cards_question(game)
        for answer in _answers(q):
            _, _, inputs, button, out = quiz_box(q).children
            for b in inputs.children:
                b.value = b.description in answer
            button.click()
            assert out.outputs, q.id
            data = out.outputs[-1]["data"]
            fb = judged(q, [PRETTY[a] for a in answer])
            statements = sorted(r.statement for r in fb.rules)
            assert statements and sorted(_bold(data["text/html"])) == statements, q.id
            text = data["text/plain"]
            assert "<b>" not in text and all(s in text for s in statements)
