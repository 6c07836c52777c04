"""A Spoil Five seat with no cards says why, once the deal is over too.

Learner look (notebook 10 and the Quiz page, q_five: "P1 jinked and won all five tricks"):
at the end of the deal P2, P3 and P0 stood as empty boxes, a name and nothing under it, where
a seat that has played its last card says "no cards left" while the deal is on (now
ui.games.trick_table.empty_seat_note, every game's rule, the deal on or over) and Linger
Longer's finished game says "no cards". The rule gave an empty hand its words only while the
deal was on: once it was over, none (P1's "5 tricks", and the others' tricks in other deals,
hid the gap). A finished deal's empty hand now says "no cards left" where its five tricks
were played ("cards not shown" where a scenario leaves the hand out of a deal ended sooner).

Checked over every Spoil Five lesson step and question as Learn and the Quiz draw them, and
seeded deals at every count of players played to their end, seen by P0 and revealed.
"""

from __future__ import annotations

import random

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from lessons import load
from ui.cards import TableView, table_view
from ui.pages.learn_position import step_view
from ui.quiz_picture import question_view

GID = "spoil_five"


def _bare(view: TableView) -> list[str]:
    """The seats drawn with no cards and no words for it."""
    return [s.name for s in view.seats if not s.faces and not s.backs and not s.note]


def test_q_five_says_the_empty_hands() -> None:
    q = {x.id: x for x in load(GID).quiz}["q_five"]
    view = question_view(q, None)
    assert view is not None
    empty = [s for s in view.seats if not s.faces and not s.backs]
    assert len(empty) == 4
    assert [s.note for s in empty] == ["no cards left"] * 4


def test_every_finished_lesson_picture() -> None:
    lesson, game = load(GID), REGISTRY.get(GID)
    views = [step_view(game, s, s.scenario) for s in lesson.steps if s.scenario is not None]
    views += [question_view(q, None) for q in lesson.quiz if q.scenario is not None]
    over = [v for v in views if v is not None and v.trick_title == "Tricks"]
    assert len(over) >= 5
    assert [b for v in over for b in _bare(v)] == []


def test_every_seeded_deal_s_end() -> None:
    g = REGISTRY.get(GID)
    bare, seen = [], 0
    for players in g.player_counts(g.make_opts()):
        for seed in range(10):
            s = g.new_deal(players=players, dealer=players - 1, seed=seed)
            rng = random.Random(seed)
            while not g.is_over(s):
                s = g.apply(s, rng.choice(list(g.legal_actions(s))))
            for reveal in (False, True):
                view = table_view(s, viewer=0, reveal=reveal)
                seen += sum(not x.faces and not x.backs for x in view.seats)
                bare += [(players, seed, b) for b in _bare(view)]
    assert seen  # deals played out leave empty hands
    assert bare == []
