"""The reasons a words question gives for the choices it leaves out come in the order of the
boxes the learner ticks: Sixty-Six's 'Which of these may you do now?' shows Meld, Exchange,
Close, Claim, and with the stock exhausted its feedback said "“Close the stock”: ..." before
"“Exchange the 9 of trumps”: ..." (practice seed 13, level 2; Bierspiel's said "auf" after
"rob", its first box last) because the lines followed the order of the engine's refusals. Over
every curated words question of the lessons and generated ones of every game: the lines name
the boxes in the boxes' order, before an answer, with none ticked and with every box ticked."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.quiz import Question, explanation, kinds_for, parse_response, practice
from lessons import available, load

BOX = re.compile(r"<([^<>]+)>")


def _questions() -> Iterator[Question]:
    for gid in available():
        yield from (q for q in load(gid).quiz if q.kind in ("declare", "may_act"))
    for gid in REGISTRY.ids():
        for kind in kinds_for(REGISTRY.get(gid)):
            if kind in ("declare", "may_act"):
                yield from (practice(gid, seed, kind=kind) for seed in range(12))
    yield practice("sixty_six", 13, kind="may_act", level=2)  # close refused, then exchange


QUESTIONS = [q for q in _questions() if len(q.choices()) - len(q.solve()) >= 2]


def _boxes_named(q: Question, given: object) -> list[list[int]]:
    """Per reason line (not the learner's own "you ..." lines), the boxes it names."""
    boxes = [str(w) for w in q.choices()]
    names = {w: f"<{w}>" for w in boxes}  # each box said so that a line shows which it names
    lines, _ = explanation(q, given, names)
    said = [line.split(": ", 1)[0] for line in lines if not line.startswith("you ")]
    return [[boxes.index(w) for w in BOX.findall(head)] for head in said]


@pytest.mark.parametrize("q", QUESTIONS, ids=lambda q: f"{q.game.id}-{q.id}")
@pytest.mark.parametrize("ticked", ["before", "none", "all"])
def test_reasons_follow_the_boxes(q: Question, ticked: str) -> None:
    boxes = {"before": None, "none": [], "all": [str(w) for w in q.choices()]}[ticked]
    given = None if boxes is None else parse_response(q, boxes)
    named = _boxes_named(q, given)
    firsts = [min(ix) for ix in named if ix]
    assert firsts == sorted(firsts), (q.choices(), explanation(q, given)[0])


def test_some_question_has_reasons_the_engine_gives_out_of_box_order() -> None:
    # the order is tried where it matters: a position whose refusals come in another order
    def engine_order(q: Question) -> list[int]:
        boxes = [str(w) for w in q.choices()]
        word = q.game.action_word
        seen = dict.fromkeys(word(r.action) for r in q.game.refusals(q.state))
        return [boxes.index(w) for w in seen if w in boxes]

    assert any(engine_order(q) != sorted(engine_order(q)) for q in QUESTIONS)


@pytest.mark.parametrize("q", QUESTIONS, ids=lambda q: f"{q.game.id}-{q.id}")
def test_the_rules_cited_follow_the_boxes(q: Question) -> None:
    # the rule of each box a line names (its refusal's, or the one saying why the word is not
    # on offer) is cited in the boxes' order: the rules drawn under "Why" read as the lines do
    g, s = q.game, q.state
    boxes = [str(w) for w in q.choices()]
    lines, rules = explanation(q, None, {w: f"<{w}>" for w in boxes})
    named = {w for line in lines for w in BOX.findall(line.split(": ", 1)[0])}
    by_word = {g.action_word(r.action): r.rule for r in g.refusals(s)}
    wanted = []
    for w in (w for w in boxes if w in named):
        rule = by_word.get(w) or g.not_available(s, g.word_action(w)).rule
        wanted += [rule] if rule not in wanted else []
    cited = [r for r in rules if r in wanted]
    assert cited == wanted, ([r.id for r in rules], [r.id for r in wanted], lines)
