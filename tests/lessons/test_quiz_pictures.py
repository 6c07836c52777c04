"""Pictures against their words, on the drawings themselves (ui): what a learner sees.

* A quiz picture never shows the fact its question asks for (``engine.quiz.ASKS``, turned into
  text by ``engine.quiz.tells``): every curated question of every lesson, and 500 generated
  questions per kind and game, drawn exactly as the Quiz page draws them before the answer
  (``ui.pages.quiz.question_picture``).
* Every card a Learn step's text or a question's prompt names is drawn as a card face, and every
  card the engine says a picture shows (``Game.table_cards``) is drawn: the engine-side check in
  ``lessons.checks`` (run by ``trickbook check``) holds because the drawing agrees with it.
"""

from __future__ import annotations

import re
import time
from html import unescape
from html.parser import HTMLParser
from typing import Any

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.quiz import ASKS, FORMS, Question, kinds_for, practice, tells
from lessons import available, load
from lessons.checks import card_mentions
from ui.cards import position_html
from ui.pages.quiz import question_picture

GENERATED = 500  # per kind and game


class _Seen(HTMLParser):
    """The text a learner sees (and a screen reader reads): text, and a card face's <title>
    instead of its drawing; per seat box too. Card faces found by ``data-card``."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.seats: dict[int, list[str]] = {}
        self.cards: set[str] = set()
        self.states: set[str] = set()
        self._stack: list[tuple[str, int | None]] = []
        self._svg = 0
        self._title = False
        self._style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        seat = self._stack[-1][1] if self._stack else None
        if a.get("data-seat") is not None:
            seat = int(a["data-seat"] or 0)
        if tag == "svg":
            self._svg += 1
            if a.get("data-card"):
                self.cards.add(str(a["data-card"]))
                self.states.add(str(a.get("data-state")))
        if tag == "title":
            self._title = True
        if tag == "style":
            self._style = True
        if tag not in ("br", "img", "path", "rect", "circle", "g"):
            self._stack.append((tag, seat))

    def handle_endtag(self, tag: str) -> None:
        if tag == "svg":
            self._svg -= 1
        if tag == "title":
            self._title = False
        if tag == "style":
            self._style = False
        while self._stack:
            t, _ = self._stack.pop()
            if t == tag:
                break

    def handle_data(self, data: str) -> None:
        if self._style or (self._svg and not self._title):
            return
        text = unescape(data).strip()
        if not text:
            return
        self.parts.append(text)
        seat = self._stack[-1][1] if self._stack else None
        if seat is not None:
            self.seats.setdefault(seat, []).append(text)


def seen(html: str) -> _Seen:
    p = _Seen()
    p.feed(html)
    return p


def giveaways(q: Question, html: str) -> list[str]:
    """Each fact of the question that its picture shows, with the text that shows it."""
    s = seen(html)
    text = " | ".join(s.parts)
    out = []
    for t in tells(q):
        where = text if t.seat is None else " | ".join(s.seats.get(t.seat, []))
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
    """500 generated questions per kind, at the Quiz page's three levels (measured: about
    1 ms a question to make and draw)."""
    t0 = time.perf_counter()
    found: list[str] = []
    kinds = kinds_for(REGISTRY.get(game))
    for kind in kinds:
        for seed in range(GENERATED):
            q = practice(game, seed=seed, kind=kind, level=1 + seed % 3)
            html = question_picture(q, None, curated=False)
            assert html is not None
            found += giveaways(q, html)
    assert found == [], f"{len(found)} giveaways, e.g. {found[:5]}"
    assert time.perf_counter() - t0 < 60


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
