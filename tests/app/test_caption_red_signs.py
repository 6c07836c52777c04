"""The caption under the table writes its red cards and suit signs red, as every other page
text does.

Learner look (look4, Bierspiel at 1400 and 390 px): the line under the picture, "P3 had no
trump for the trump lead: 7♥ was led face down and called for a trump.", wrote its 7♥ in the
caption's grey (escaped plain text), under a red 7♥ on the felt, where the page's Markdown,
the seats' tags (test_seat_tags_red) and the felt's words (test_felt_red_signs) draw red cards
red. ui.cards.red_words writes the caption now, as ui.format.red_spans writes a notebook's.

Checked over every lesson step's and question's picture, generated questions' and every position of seeded deals
of every game: each ♥ or ♦ in the caption stands in the faces' red.
"""

from __future__ import annotations

import random
import re

import pytest
from test_felt_red_signs import _Reds

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.quiz import kinds_for, practice
from lessons import available, load
from ui.cards import RED, TableView, table_html, table_view
from ui.pages.learn_position import step_view
from ui.quiz_picture import question_view

CAPTION = re.compile(r'<div style="font-size:13px;margin-top:4px;color:#495057">.*', re.S)


def caption_reds(view: TableView) -> list[tuple[str, str, str]]:
    """(words, colour, background) of every piece of the caption holding a red sign."""
    html = CAPTION.search(table_html(view, 46))
    if html is None:
        return []
    parser = _Reds()
    parser.feed(html[0])
    return parser.found


def _grey(views: list[TableView]) -> tuple[int, list[tuple[str, str]]]:
    """How many red signs the captions write, and those not drawn red (with the caption)."""
    found = [(f, v.caption) for v in views for f in caption_reds(v)]
    return len(found), [(f[0], cap) for f, cap in found if f[1] != RED]


def test_the_face_down_lead_s_red_card_is_red() -> None:
    """The caption the learner look saw."""
    view = TableView((), caption="P3 had no trump for the trump lead: 7♥ was led face down.")
    assert caption_reds(view) == [("7♥", RED, "")]


def test_every_lesson_and_quiz_picture_s_caption() -> None:
    """Learn's and the Quiz page's pictures, a lesson's and generated questions (Bierspiel's
    "Who wins the trick?" names the face-down lead: 'J♥ was led face down')."""
    views = []
    for gid in available():
        for step in load(gid).steps:
            if step.scenario is not None:
                views.append(step_view(REGISTRY.get(gid), step, step.scenario))
        questions = [q for q in load(gid).quiz if q.scenario is not None]
        for kind in kinds_for(REGISTRY.get(gid)):
            questions += [practice(gid, seed=seed, kind=kind) for seed in range(12)]
        for q in questions:
            view = question_view(q, None)
            if view is not None:
                views.append(view)
    found, grey = _grey(views)
    assert found, "no caption names a red card"
    assert grey == [], f"{len(grey)} of {found} not red, e.g. {grey[:3]}"


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_every_played_position_s_caption(game_id: str) -> None:
    g = REGISTRY.get(game_id)
    players = g.player_counts(g.make_opts())[0]
    views = []
    for seed in range(8):
        s = g.new_deal(players=players, dealer=players - 1, seed=seed)
        rng = random.Random(seed)
        while True:
            views.append(table_view(s, viewer=0, reveal=seed % 2 == 1))
            if g.is_over(s):
                break
            s = g.apply(s, rng.choice(list(g.legal_actions(s))))
    _, grey = _grey(views)
    assert grey == [], f"{len(grey)} not red, e.g. {grey[:3]}"
