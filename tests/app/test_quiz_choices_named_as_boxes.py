"""A words question's feedback names every choice as its tick box does: Sixty-Six's Quiz said
"You chose meld, but it is not allowed", "You left out claim" and "Meld K♦ and meld Q♦: a
marriage is shown when you lead" under boxes reading "Meld" and "Claim 66" (the verdict above
them already said "“Claim 66”").

Checked as the Quiz page draws it (``show_feedback`` under AppTest) for every game with a
question answered by ticking words: each curated one and generated ones, answered with every
box ticked, with none and rightly. Wherever the feedback lists choices (the verdict's answer,
"you chose …", "you left out …", "the rules here forbid only …" and the head of each refused
move's reason), the list is made of the boxes' labels, quoted, and nothing else.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401  (registers the games' page words)
from engine.game import REGISTRY
from engine.quiz import Question, practice
from lessons import available, load
from ui.labels import word_labels
from ui.play_table import quoted

BOXED = ("declare", "may_act")  # the words kinds whose boxes are moves (still_in's: players)
GAMES = [g for g in available() if any(k in REGISTRY.get(g).quiz_kinds for k in BOXED)]
PRACTICE_SEEDS = range(3)

_RED = re.compile(r":red\[([^\]]*)\]")
# where a line lists choices: what follows these words, up to what ends the list
LISTS = (
    re.compile(r"[Yy]ou chose (.+?), but (?:it is|they are) not allowed"),
    re.compile(r"[Yy]ou left out (.+?): (?:it is|they are) allowed"),
    re.compile(r"forbid only (.+)\)$"),
    re.compile(r"for the same reason as (.+)$"),
    re.compile(r"The right answer: (.+)\.$"),
    re.compile(r"^Right: (.+)\.$"),
)


def _questions(game: str) -> list[Question]:
    qs = [q for q in load(game).questions() if q.kind in BOXED]
    for kind in (k for k in BOXED if k in REGISTRY.get(game).quiz_kinds):
        qs += [practice(game, seed, kind=kind, level=1) for seed in PRACTICE_SEEDS]
    return qs


def _answers(q: Question) -> list[list[str]]:
    every = [str(w) for w in q.choices()]
    return [every, [], sorted(q.solve())]


def _page() -> None:
    import streamlit as st

    from engine.quiz import check
    from ui.pages.quiz import box_names, show_feedback

    q, given = st.session_state["asked"]
    show_feedback(q.game, q, check(q, given, box_names(q.game, q)))  # as the Quiz page checks


def _only_boxes(listed: str, boxes: list[str]) -> bool:
    """``listed`` is a list of the quoted labels and nothing else ("“A”, “B” and “C”")."""
    rest = listed
    for label in sorted(boxes, key=len, reverse=True):
        rest = rest.replace(label, "\0")
    return re.fullmatch(r"\0(?:(?:, | and )\0)*", rest) is not None


def _said(at: AppTest) -> list[str]:
    texts = (
        [m.value for m in at.markdown] + [e.value for e in at.error] + [s.value for s in at.success]
    )
    return [
        _RED.sub(r"\1", line).removeprefix("- ").replace("\\", "")
        for t in texts
        for line in t.splitlines()
    ]


@pytest.mark.parametrize("game", GAMES)
def test_every_choice_is_named_as_its_box(game: str) -> None:
    asked: list[tuple[Question, Any]] = [(q, a) for q in _questions(game) for a in _answers(q)]
    problems: list[str] = []
    for q, given in asked:
        at = AppTest.from_function(_page, default_timeout=60)
        at.session_state["asked"] = (q, given)
        at.run()
        assert not at.exception, at.exception
        labels = word_labels(q.game, q.state)
        boxes = [quoted(labels.get(w, w)) for w in q.choices()]
        said = _said(at)
        heads = [  # each reason the engine refuses a choice with: the line's head names them
            line.split(f": {r.reason}")[0]
            for r in q.game.refusals(q.state)
            if q.game.action_word(r.action) in q.choices()
            for line in said
            if line.endswith(f": {r.reason}") and not line.startswith("You ")
        ]
        found = [m.group(1) for line in said for p in LISTS for m in p.finditer(line)]
        for listed in found + heads:
            if not _only_boxes(listed, boxes):
                problems.append(f"{q.id} {sorted(given)}: {listed!r} (boxes {boxes})")
        assert found, (q.id, given, said)
    assert not problems, "\n".join(problems)


def test_sixty_six_says_meld_and_claim_as_its_boxes() -> None:
    q = next(q for q in load("sixty_six").questions() if q.id == "q_may_following")
    at = AppTest.from_function(_page, default_timeout=60)
    at.session_state["asked"] = (q, ["meld", "exchange", "close", "claim"])
    at.run()
    said = "\n".join(_said(at))
    assert "You chose \u201cMeld\u201d, but it is not allowed" in said, said
    assert "meld K" not in said.lower(), said
