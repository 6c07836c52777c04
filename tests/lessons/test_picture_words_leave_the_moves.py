"""A question's picture says whose turn it is, not what he may do there.

The table above a Learn task or a quiz question names the seat to move with a badge ("to
play", "to declare") and fills the empty trick with a word of the phase ("declaring first").
Where the question is which moves the mover may choose, a badge or centre words naming the
moves give it away: Irish Loo's how_many (/irish_loo-learn?step=how_many) asked which of stand,
pass and exchange P1 may choose under a badge "to exchange" and "exchanging first" in the
middle; Spoil Five's rob_dealer asked the dealer's choice under "to rob or decline" (since
said "to rob or let it lie", as its button "Let it lie" says it).

Checked here, for every Learn step with a task and every curated quiz question of every lesson,
and for generated practice questions of every kind and game: the picture as the page draws it
(``ui.quiz_picture.task_view`` for the Learn page, ``question_view`` for the Quiz page, both
before the answer) names none of the kinds of move the question offers, where it offers more
than one (a choice of cards alone may say "to play", and naming trumps alone "to name trumps").
Read are the words a learner reads as said *now*: the badge of the seat to move, the words in
the empty trick, the caption, and a "Now" box of duties. The seats' tags and the other boxes
tell what has happened ("passed", "closed by you", "P1 bids 2") and are left to the other
checks (tests/lessons/test_quiz_pictures.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from html import unescape
from typing import Any

import pytest
from practiced import SHARED, SHARED_HIGHER, practiced

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.quiz import Question, kinds_for
from lessons import available, load
from lessons.tasks import Task, named, step_seat, task_for
from ui.cards import NoDrawing, TableView, table_view
from ui.quiz_picture import (
    NEUTRAL_TRICK,
    NEUTRAL_TURN,
    offered_kinds,
    question_view,
    task_view,
)

# A kind of move and the words that name it as a thing to do now (a past tense, "robbed",
# "passed", "no cards played yet", tells what was done and is not read as naming it).
MOVE_WORDS = {
    "play": r"\bplay(?:s|ing)?\b",
    "rob": r"\brob(?:s|bing)?\b|\btak(?:e|es|ing) up\b",
    # the dealer's choice not to rob, in its button's words ("Let it lie") or the engine's
    "decline": r"\bdeclin(?:e|es|ing)\b|\blet(?:s|ting)?\b[^.;]{0,20}\blie\b",
    "stand": r"\bstand(?:s|ing)?\b|\bkeep(?:s|ing)?\b",
    "pass": r"\bpass(?:es|ing)?\b",
    "widow": r"\btak(?:e|es|ing)\b[^.;]{0,12}\bwidow\b",
    "defend": r"\bdefend(?:s|ing)?\b",
    "rams": r"\brams\b",
    "auf": r"\bauf\b",
    "exchange": r"\bexchang(?:e|es|ing)\b|\bchang(?:e|es|ing)\b",
    "discard": r"\bdiscard(?:s|ing)?\b",
    "close": r"\bclos(?:e|es|ing)\b",
    "meld": r"\bmeld(?:s|ing)?\b",
    "claim": r"\bclaim(?:s|ing)?\b",
    "jink": r"\bjink(?:s|ing)?\b",
    "bid": r"\bbid(?:s|ding)?\b",
    "nap": r"\bnap\b",
    "trump": r"\bnam(?:e|es|ing) trumps\b",
}
# generated questions per kind and game, at level 1, and at the higher levels (all of them
# among test_quiz_pictures' generated ones: tests/lessons/practiced.py)
PRACTICE, PRACTICE_HIGHER = SHARED, SHARED_HIGHER

_TAG = re.compile(r"<[^>]+>")


def said_now(view: TableView) -> list[tuple[str, str]]:
    """The words of a drawing that say what happens now: (where, words)."""
    out = [("badge", seat.turn) for seat in view.seats if seat.to_move]
    if not view.trick:  # the words stand in the trick's place only while it is empty
        out.append(("centre", view.empty_trick))
    if view.caption:
        out.append(("caption", _plain(view.caption)))
    out += [(label, _plain(inner)) for label, inner in view.extras if label == "Now"]
    return out


def _plain(html: str) -> str:
    return " ".join(unescape(_TAG.sub(" ", html)).split())


def asked_kinds(q: Question, task: Task | None = None) -> set[str]:
    """The kinds of move a question (or a Learn task on it) offers the learner to choose from:
    a Learn play task's moves (a card, rob, close ...), a words question's words (``bid 3`` is
    a bid), a yes/no claim's two courses, a bid's estimate; none for a question about a trick,
    a score or a settlement."""
    if task is not None and task.kind == "legal_cards":
        return {a.kind for a in task.moves()}
    if q.kind == "legal_cards":
        return {"play"}
    if q.form == "words" and q.kind != "still_in":
        return {str(w).split()[0] for w in q.choices()}
    if q.kind == "should_claim":
        return {"claim", "play"}
    if q.kind == "bid_estimate":
        return {"pass", "bid", "nap"}
    return set()


def named_moves(view: TableView | None, kinds: set[str]) -> list[str]:
    """Each place the drawing names one of ``kinds``, when it offers more than one."""
    if view is None or len(kinds) < 2:
        return []
    out = []
    for where, words in said_now(view):
        for kind in sorted(kinds):
            m = re.search(MOVE_WORDS.get(kind, rf"\b{re.escape(kind)}"), words, re.I)
            if m:
                out.append(f"{where} {words!r} names {kind!r} ({m.group(0)!r})")
    return out


def _view(draw: Callable[[], TableView | None]) -> TableView | None:
    try:
        return draw()
    except NoDrawing:  # a game without a drawing shows the engine's text diagram
        return None


TASKS = [(g, st) for g in available() for st in load(g).steps if task_for(st) is not None]
CURATED = [(g, q) for g in available() for q in load(g).quiz]


@pytest.mark.parametrize(("game", "step"), TASKS, ids=[f"{g}-{st.id}" for g, st in TASKS])
def test_a_learn_task_s_picture_leaves_its_moves_to_the_task(game: str, step: Any) -> None:
    task = task_for(step)
    assert task is not None
    view = _view(partial(task_view, task, named(step), step_seat(step)))
    assert named_moves(view, asked_kinds(task.question, task)) == []


@pytest.mark.parametrize(("game", "q"), CURATED, ids=[f"{g}-{q.id}" for g, q in CURATED])
def test_a_quiz_picture_leaves_its_moves_to_the_question(game: str, q: Question) -> None:
    view = _view(partial(question_view, q, None, curated=True))
    assert named_moves(view, asked_kinds(q)) == []


@pytest.mark.parametrize("game", [g.id for g in REGISTRY])
def test_a_practice_picture_leaves_its_moves_to_the_question(game: str) -> None:
    found: list[str] = []
    runs = [(seed, 1) for seed in range(PRACTICE)]
    runs += [(seed, 2 + seed % 2) for seed in range(PRACTICE_HIGHER)]
    for kind in kinds_for(REGISTRY.get(game)):
        for seed, level in runs:
            q = practiced(game, seed, kind, level)
            view = _view(partial(question_view, q, None, curated=False))
            found += [f"{q.id}: {n}" for n in named_moves(view, asked_kinds(q))]
    assert found == [], f"{len(found)} words name a move, e.g. {found[:5]}"


@pytest.mark.parametrize(
    ("words", "kinds", "names"),
    [
        ("to exchange", {"stand", "pass", "exchange"}, True),
        ("exchanging first", {"stand", "pass", "exchange"}, True),
        ("to rob or let it lie", {"rob", "decline"}, True),
        ("first the dealer robs or lets it lie", {"rob", "decline"}, True),
        ("it lies there", {"stand", "decline"}, False),
        ("may rob, then play", {"play", "rob"}, True),
        ("claim the pool, or jink", {"claim", "jink"}, True),
        ("to say \u201cAuf\u201d", {"auf", "stand", "pass"}, True),
        ("the widow's taker discards first", {"discard", "widow"}, True),
        ("to bid", {"pass", "bid", "nap"}, True),
        ("to play", {"play", "claim", "close"}, True),
        # neutral: whose turn it is, or what was done
        ("to declare", {"stand", "widow", "pass", "defend"}, False),
        ("declaring first", {"stand", "pass", "exchange"}, False),
        ("to move", {"play", "rob"}, False),
        ("no cards played yet", {"play", "rob"}, False),
        ("the deal is over", {"stand", "pass"}, False),
        # one kind offered: the question is which cards (which suit), not which move
        ("to play", {"play"}, False),
        ("to name trumps", {"trump"}, False),
    ],
)
def test_what_names_a_move(words: str, kinds: set[str], names: bool) -> None:
    view = TableView(seats=(), empty_trick=words)
    assert bool(named_moves(view, kinds)) is names


# The one rule every game's question picture follows (ui.quiz_picture.said_as_asked), on real
# positions of two games: (game, Learn step, kinds its task offers, the badge and the empty
# trick's words on the task's picture, the Play page's badge for the same position). Where no
# card is among the moves, the trick says the learner moves before it: "declaring first" and
# "first the dealer robs or lets it lie" say what comes first by naming the moves.
BEFORE = "you move before this trick"
RULE_CASES = [
    # one kind: the game's own words
    ("napoleon", "name_trump", {"trump"}, "to name trumps", "naming trumps first", None),
    ("napoleon", "first_lead", {"play"}, "to play", "no cards played yet", None),
    ("spoil_five", "follow_or_trump", {"play"}, "to play", None, None),
    # more than one: whose turn it is, in the same words for every game
    ("napoleon", "promise", {"pass", "bid", "nap"}, NEUTRAL_TURN, BEFORE, "to bid"),
    (
        "spoil_five",
        "rob_dealer",
        {"rob", "decline"},
        NEUTRAL_TURN,
        BEFORE,
        "to rob or let it lie",
    ),
    ("spoil_five", "rob_ace", {"rob", "play"}, NEUTRAL_TURN, NEUTRAL_TRICK, "may rob, then play"),
]


@pytest.mark.parametrize(
    ("game", "step_id", "kinds", "badge", "centre", "play"),
    RULE_CASES,
    ids=[f"{g}-{s}" for g, s, *_ in RULE_CASES],
)
def test_a_question_names_the_move_only_where_it_offers_one_kind(
    game: str, step_id: str, kinds: set[str], badge: str, centre: str | None, play: str | None
) -> None:
    """The kinds come from the engine (the actions on offer, and a words question's words);
    the Play page's picture of the same position keeps the game's words."""
    step = next(st for st in load(game).steps if st.id == step_id)
    task = task_for(step)
    assert task is not None
    assert offered_kinds(task.question) == kinds
    view = task_view(task, named(step), step_seat(step))
    assert [s.turn for s in view.seats if s.to_move] == [badge]
    if centre is not None:
        assert not view.trick and view.empty_trick == centre
    else:
        assert view.trick  # a card led: the trick's words are not drawn
    plain = table_view(task.question.state, viewer=task.seat, reveal=True, highlight=False)
    assert [s.turn for s in plain.seats if s.to_move] == [play or badge]
