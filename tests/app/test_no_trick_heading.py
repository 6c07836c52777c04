"""A deal over before any trick was played says what ended it over the trick's place, not
"Tricks" over "the deal is over".

Learner look (look6, the Loo family's Learn steps at 1400 and 390 px): a Loo flush shown,
everyone passing to the dealer and a lone widow-taker were each headed "Tricks", over "the
deal is over", where no trick was ever played. One rule for every adapter now
(ui.games.trick_table.trick_heading with ``ended``, and over_words): the heading says what
ended the deal ("P4 showed a flush", "Nobody bid", "You claimed"), over "no trick was
played"; a question's picture, which must not say the result it asks about, "The deal is
over" over the same words. A deal whose tricks were played (a trick won before a Loo revoke
too) keeps "Tricks". A revoke in the first trick, none finished (Irish Loo's q_white_counters,
look10: "Tricks" over "the deal is over", no trick won), is headed as the others, "P4 revoked"
(a question's "The deal is over"), over the seed's "the hands were abandoned".

Checked over every lesson step and question (as Learn draws it and as a question's picture)
and seeded deals of every game at each count of players, played to their end.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from lessons import available, load
from ui.cards import TableView, table_view

OVER = ("the deal is over", "the hand is over", "the game is over")


def _no_trick(s: Any) -> bool:
    """The deal is over and no trick was played to, nor won in a scenario's count."""
    return (
        s.phase == "over"
        and not s.history
        and not s.trick
        and not any(getattr(s, "tricks", ()) or ())
    )


def _unplayed(s: Any) -> str:
    """The words under the heading: a revoke's hands abandoned in its first trick, begun."""
    return (
        "the hands were abandoned"
        if getattr(s, "result", "") == "revoke"
        else "no trick was played"
    )


def _wrong(view: TableView, quiz: bool, words: str = "no trick was played") -> str | None:
    """What is wrong with a no-trick deal's heading and words, or None: a question's picture
    is headed "The deal is over" (the result is its answer), Learn's by what ended it."""
    said = f"{view.trick_title!r} over {view.empty_trick!r}"
    if view.empty_trick != words or view.trick_title == "Tricks":
        return said
    if quiz != (view.trick_title.lower() in OVER):
        return said
    return None


LESSON_ITEMS = [
    (gid, item)
    for gid in available()
    for item in (*load(gid).steps, *load(gid).quiz)
    if item.scenario is not None
]


def test_every_lesson_picture_of_a_deal_without_a_trick() -> None:
    found, wrong = [], []
    for gid, item in LESSON_ITEMS:
        s = item.scenario.state
        if not _no_trick(s):
            continue
        for quiz in (False, True):
            said = _wrong(table_view(s, reveal=True, quiz=quiz), quiz, _unplayed(s))
            found.append((gid, item.id))
            if said:
                wrong.append((gid, item.id, quiz, said))
    # the Loo family's flushes, passes and widow-taker, Rams' pone, Napoleon's passes, Irish
    # Loo's revoke in the first trick
    assert len(set(found)) >= 16, found
    assert ("irish_loo", "q_white_counters") in found
    assert wrong == []


@pytest.mark.parametrize(
    "gid,step,heading",
    [
        ("loo", "flush", "P4 showed a flush"),
        ("loo", "elder_flush", "P1 and P4 showed flushes"),
        ("loo", "all_pass", "Everyone before the dealer passed"),
        ("loo", "widow_unopposed", "P2 took the widow unopposed"),
        ("napoleon", "all_pass", "Nobody bid"),
        # tricks played (a trick won before a revoke too): as before
        ("loo", "thirds", "Tricks"),
        ("irish_loo", "revoke", "Tricks"),
    ],
)
def test_the_learn_step_says_what_ended_it(gid: str, step: str, heading: str) -> None:
    s = load(gid).step(step).scenario.state  # type: ignore[union-attr]
    view = table_view(s, reveal=True)
    words = "the deal is over" if heading == "Tricks" else "no trick was played"
    assert (view.trick_title, view.empty_trick) == (heading, words)


def test_a_revoke_in_the_first_trick_is_not_headed_tricks() -> None:
    """Irish Loo's q_white_counters: P4 revoked in the first trick, no trick won; as Learn would
    draw it, and as the Quiz does (the prompt and P4's tag say the revoke; the settlement is
    the answer)."""
    q = next(q for q in load("irish_loo").quiz if q.id == "q_white_counters")
    assert q.scenario is not None
    s = q.scenario.state
    learn, quiz = table_view(s, reveal=True), table_view(s, reveal=True, quiz=True)
    assert (learn.trick_title, learn.empty_trick) == ("P4 revoked", "the hands were abandoned")
    assert (quiz.trick_title, quiz.empty_trick) == ("The deal is over", "the hands were abandoned")


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_seeded_deals_headed_by_what_ended_them(game_id: str) -> None:
    g = REGISTRY.get(game_id)
    wrong = []
    for players in g.player_counts(g.make_opts()):
        for seed in range(12):
            s = g.new_deal(players=players, dealer=players - 1, seed=seed)
            rng = random.Random(seed)
            while not g.is_over(s):
                s = g.apply(s, rng.choice(list(g.legal_actions(s))))
            if not _no_trick(s):
                continue
            for quiz in (False, True):
                said = _wrong(table_view(s, viewer=0, quiz=quiz), quiz, _unplayed(s))
                if said:
                    wrong.append((players, seed, quiz, said))
    assert wrong == []
