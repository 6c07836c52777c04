"""Pictures against their words, on the drawings themselves (ui): what a learner sees.

* A quiz picture never shows the fact its question asks for (``engine.quiz_tells.ASKS``,
  turned into text by ``engine.quiz_tells.tells``): every curated question of every lesson, and
  400 generated questions per kind and game, drawn exactly as the Quiz page draws them before
  the answer (``ui.pages.quiz.question_picture``).
* Every card a Learn step's text or a question's prompt names is drawn as a card face, and every
  card the engine says a picture shows (``Game.table_cards``) is drawn: the engine-side check in
  ``lessons.checks`` (run by ``trickbook check``) holds because the drawing agrees with it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape, unescape
from typing import Any

import pytest
from practiced import practiced

import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.quiz import FORMS, Question, kinds_for, practice
from engine.quiz_tells import ASKS, tells
from lessons import available, load
from lessons.checks import card_mentions
from ui.cards import position_html
from ui.quiz_picture import question_picture

# generated level-1 questions per kind and game. The branches they reach (coverage.py, branch
# arcs of engine/, ui/ and lessons/, with the 20 higher-level questions in) stop growing by
# 400: Rounce, Spoil Five, Forty-Five and Napoleon add none past those 20, Linger Longer none
# past 10, Irish and Five-card Loo none past 150, Loo none past 200 (the dealer's 'takes the
# pool' tag of ui/games/pool.py at 100-200), Sixty-Six none past 300, Rams and Bierspiel one
# each at 300-400 (a rams lost at a trick; the eldest taking up the trump), and no game one
# more at 500, 750 or 1,000. 500 took 73 s of CPU over the eleven games, 400 61 s. A game
# runs at least twice the questions its branches stop growing at (GENERATED_FOR), the rest
# GENERATED: make test's ten minutes were reached.
GENERATED = 400
GENERATED_FOR = {
    "rounce": 100,
    "spoil_five": 100,
    "forty_five": 100,
    "napoleon": 100,
    "linger_longer": 100,
    "irish_loo": 300,
    "five_card_loo": 300,
}


_STYLE = re.compile(r"<style>.*?</style>", re.S)
# an <svg ...> and what it holds up to the first </svg> (a face-down card's inner <svg> ends
# it early; the tags after are stripped with the rest): what r"<svg\b[^>]*>(.*?)</svg>" with
# re.S matches, written so that it runs through the text a run of non-"<" at a time instead of
# trying "</svg>" at every character (a question's picture is about 40,000 characters of SVG;
# this took 4x less CPU, the same matches)
_SVG = re.compile(r"<svg\b[^>]*>([^<]*(?:<(?!/svg>)[^<]*)*)</svg>")
_TITLE = re.compile(r"<title>(.*?)</title>", re.S)
_TAG = re.compile(r"<[^>]+>")
_FACE = re.compile(r'data-card="(\w+)" data-state="(\w+)"')
_SEAT = re.compile(r'data-seat="(\d+)"')


@dataclass
class Seen:
    """What a learner sees (and a screen reader reads) in a drawing: its text, with each card
    face's <title> instead of its drawing; the same per seat box; the faces and their looks."""

    text: str
    seats: dict[int, str]
    cards: set[str]
    states: set[str]


def _text(html: str) -> str:
    html = _SVG.sub(lambda m: " | " + " | ".join(_TITLE.findall(m.group(1))) + " | ", html)
    html = _STYLE.sub("", html)
    parts = (unescape(p).strip() for p in _TAG.split(html))
    return " | ".join(p for p in parts if p)


def seen(html: str) -> Seen:
    seats: dict[int, str] = {}
    for chunk in html.split('role="group"'):  # seat boxes, the trick and the table are groups
        m = _SEAT.search(chunk[:200])
        if m:  # the rest of the group's opening tag, then its contents (and what follows)
            seats[int(m.group(1))] = _text(chunk[chunk.index(">") + 1 :])
    faces = _FACE.findall(html)
    return Seen(_text(html), seats, {c for c, _ in faces}, {s for _, s in faces})


def giveaways(q: Question, html: str) -> list[str]:
    """Each fact of the question that its picture shows, with the text that shows it."""
    s = seen(html)
    out = []
    for t in tells(q):
        where = s.text if t.seat is None else s.seats.get(t.seat, "")
        m = re.search(t.pattern, where)
        if m:
            out.append(f"{q.id}: shows {t.fact}: {m.group(0)!r} in {where[:300]!r}")
    if q.kind == "legal_cards" and s.states & {"legal", "illegal"}:
        out.append(f"{q.id}: cards lit or dimmed before the answer")
    if q.kind == "trick_winner" and "marked" in s.states:
        out.append(f"{q.id}: a card marked as the deciding card before the answer")
    return out


CURATED = [(g, q) for g in available() for q in load(g).quiz]


def test_every_kind_declares_what_it_asks() -> None:
    for game in REGISTRY:
        for kind in kinds_for(game):
            assert ASKS.get(kind), f"{game.id}: quiz kind {kind!r} declares no facts (ASKS)"
            assert kind in FORMS


@pytest.mark.parametrize(("game", "q"), CURATED, ids=[f"{g}-{q.id}" for g, q in CURATED])
def test_curated_question_pictures_hide_the_answer(game: str, q: Question) -> None:
    html = question_picture(q, None, curated=True)
    assert html is not None
    assert giveaways(q, html) == []


@pytest.mark.parametrize("game", [g.id for g in REGISTRY])
def test_generated_question_pictures_hide_the_answer(game: str) -> None:
    """:data:`GENERATED` questions per kind at level 1 (:data:`GENERATED_FOR` for a game whose
    branches stop growing sooner), and 20 at the Quiz page's higher
    levels (whose positions take longer to find: about 20 ms a question against 1-3 ms).
    CPU time 2-9 s a game."""
    found: list[str] = []
    kinds = kinds_for(REGISTRY.get(game))
    level_1 = GENERATED_FOR.get(game, GENERATED)
    runs = [(seed, 1) for seed in range(level_1)] + [(seed, 2 + seed % 2) for seed in range(20)]
    for kind in kinds:
        for seed, level in runs:
            q = practiced(game, seed, kind, level)  # (dealt once: practiced.py)
            html = question_picture(q, None, curated=False)
            # a game without a table drawing shows the engine's text diagram instead
            found += giveaways(q, html if html is not None else escape(str(q.state)))
    assert found == [], f"{len(found)} giveaways, e.g. {found[:5]}"


def _learn_picture(step: Any) -> str:
    """A Learn step's position as ui/pages/learn.py draws it."""
    s = step.scenario.state
    if step.show == "trick_winner" and s.history:
        plays, winner = s.history[-1]
        card = next(c for p, c in plays if p == winner)
        return position_html(s, reveal=True, highlight=False, trick=plays, marked=[card], width=56)
    return position_html(s, reveal=True, highlight=step.show == "legal", width=56)


STEPS = [(g, st) for g in available() for st in load(g).steps if st.scenario is not None]


@pytest.mark.parametrize(("game", "step"), STEPS, ids=[f"{g}-{st.id}" for g, st in STEPS])
def test_learn_pictures_draw_the_cards_their_text_names(game: str, step: Any) -> None:
    html = _learn_picture(step)
    drawn = seen(html).cards
    named = card_mentions(f"{step.title}\n{step.text}", step.scenario.state.trump)
    assert [c.pretty for c in named if c.code not in drawn] == []
    # the engine's account of the picture (what trickbook check relies on) is what is drawn
    claimed = step.scenario.game.table_cards(step.scenario.state)
    not_drawn = {
        where: [c for c in range(52) if mask >> c & 1 and _code(c) not in drawn]
        for where, mask in claimed.items()
    }
    assert {k: v for k, v in not_drawn.items() if v} == {}


def _code(card: int) -> str:
    return CARDS[card].code


@pytest.mark.parametrize(("game", "q"), CURATED, ids=[f"{g}-{q.id}" for g, q in CURATED])
def test_question_pictures_draw_the_cards_their_prompt_names(game: str, q: Question) -> None:
    html = question_picture(q, None, curated=True)
    assert html is not None
    drawn = seen(html).cards
    named = card_mentions(q.prompt, q.state.trump)
    assert [c.pretty for c in named if c.code not in drawn] == []


def test_a_question_both_picture_tests_check_is_dealt_once_and_as_practice_deals_it() -> None:
    """tests/lessons/practiced.py: the questions test_picture_words_leave_the_moves checks too
    are kept and handed out again, each the one practice deals; the others are not kept."""
    kept = practiced("loo", 3, "legal_cards", 1)
    dealt = practice("loo", seed=3, kind="legal_cards", level=1)
    assert practiced("loo", 3, "legal_cards", 1) is kept
    assert (kept.id, kept.prompt, kept.expect) == (dealt.id, dealt.prompt, dealt.expect)
    assert str(kept.state) == str(dealt.state)
    assert practiced("loo", 3, "legal_cards", 3) is practiced("loo", 3, "legal_cards", 3)
    assert practiced("loo", 60, "legal_cards", 1) is not practiced("loo", 60, "legal_cards", 1)
    assert practiced("loo", 10, "legal_cards", 2) is not practiced("loo", 10, "legal_cards", 2)
