"""A table drawn for a learner speaks of his seat as "you", as his seat's box names him "P1 (you)".

The Sixty-Six Learn step closed_play drew "P1 (you)" beside a stock "closed by P1" and a box
"Now: Closed by P1: ..."; Spoil Five's jink boxed the learner's won tricks as "P1's tricks"
(Napoleon's and Linger Longer's say "Your tricks" since 9d513e3). Every picture a page draws
for a seat (Learn, Quiz, Play: ``viewer``) is checked over seeded random deals of every game:
outside the seats' own names, its words name the viewer's seat only in a list of every seat's
score ("P1 0", "P1: X X", "P1+P3 4"), never in a sentence or a label ("P1 took", "closed by P1",
"P1 had no trump"), and the viewer's own badges never say "his" ("kept his cards").
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from html import unescape
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.scenario import from_dict
from lessons import Step, available, load
from lessons.tasks import task_for
from ui.cards import TableView, table_view

SEEDS = 12  # deals per game, every position of each, every seat as the viewer
# how the pages draw a seat's table: Learn's answer and task, Quiz, Play (live, face down)
DRAWN_AS: tuple[dict[str, Any], ...] = (
    {"reveal": True},
    {"reveal": True, "quiz": True, "highlight": False},
    {"reveal": False, "last_trick": True},
)
_TAG = re.compile(r"<[^>]+>")
_NAME = re.compile(r"P\d( \((you|partner)\))?:?")


def words(view: TableView) -> Iterator[tuple[str, str]]:
    """Where in the picture, and each piece of text there (a box's text node by node): all
    but the seats' names and the trick's labels."""
    yield "trick title", view.trick_title
    yield "caption", view.caption
    for label, inner in view.extras:
        yield "box title", label
        where = f"box {label!r}"
        # a box's text between its tags; most of what lies between two tags of its drawings
        # (some 700,000 pieces for Spoil Five's SEEDS deals) is nothing or white space, which
        # unescaped and stripped is nothing: left out before unescaping, the same words said
        # (5,397 views compared), test_a_table_speaks_of_its_viewer_as_you 4.8 s of CPU to 4.4
        for p in _TAG.split(inner):
            if p and not p.isspace():
                text = unescape(p).strip()
                if text:
                    yield where, text
    for seat in view.seats:
        yield from ((f"{seat.name}'s tag", t) for t in seat.tags)
        yield f"{seat.name}'s note", seat.note


def third_person(view: TableView, you: int) -> list[str]:
    """The places where the picture speaks of seat ``you`` as of somebody else."""
    # a score list's entry ("P1 0", "P1+P3 4", "P0+P1") names every seat alike, and a name
    # alone ("P1" under a card of a trick drawn in a box, "P1:" before his crosses) is a label;
    # an entry's space may be a no-break one (Forty-Five's Points, kept on one line on a phone)
    mention = re.compile(rf"(?<![+\w])P{you}\b(?!\+|\s\d)")
    found = [
        f"{where}: {text!r}"
        for where, text in words(view)
        if mention.search(text or "") and not _NAME.fullmatch(text)
    ]
    # his own seat's badges speak to him: Irish and Five-card Loo's "kept his cards" sat
    # under "P1 (you)" (Play, /tmp/hF/shots/play_irish_loo_zend_1400.png)
    mine = [s for s in view.seats if s.name.endswith("(you)")]
    his = re.compile(r"\b(he|his|him)\b", re.I)
    return found + [
        f"{s.name}'s tag: {t!r}" for s in mine for t in (*s.tags, s.note) if his.search(t)
    ]


def positions(game_id: str, seed: int) -> Iterator[Any]:
    game = REGISTRY.get(game_id)
    rng = random.Random(seed)
    n = game.fit_players(game.make_opts(None), rng.randint(game.min_players, 5))
    state = game.new_deal(players=n, dealer=seed % n, seed=seed)
    yield state
    while not game.is_over(state):
        state = game.apply(state, rng.choice(list(game.legal_actions(state))))
        yield state


@pytest.mark.parametrize("game", REGISTRY.ids())
def test_a_table_speaks_of_its_viewer_as_you(game: str) -> None:
    found: dict[str, str] = {}
    for seed in range(SEEDS):
        for state in positions(game, seed):
            for you in range(len(state.hands)):
                for kw in DRAWN_AS:
                    for line in third_person(table_view(state, viewer=you, **kw), you):
                        found.setdefault(
                            re.sub(r"\d|[AKQJ]?[♠♥♣♦]", "#", line), f"deal {seed} P{you}"
                        )
    assert not found, "\n".join(f"{at}: {line}" for line, at in found.items())


def learner(step: Step) -> int | None:
    """The seat a Learn step draws as "(you)": its task's mover, else the player to move in a
    step that shows his moves (ui/pages/learn.py)."""
    task = task_for(step)
    if task is not None and task.seat is not None:
        return task.seat
    if step.scenario is None or step.show not in ("legal", "declare"):
        return None
    mover = step.scenario.game.current_player(step.scenario.state)
    return mover if mover is not None and mover >= 0 else None


@pytest.mark.parametrize("game", available())
def test_a_learn_picture_speaks_of_the_learner_as_you(game: str) -> None:
    """Every step that seats the learner, drawn as Learn draws its task and its answer."""
    found = []
    for step in load(game).steps:
        you = learner(step)
        if you is None or step.scenario is None:
            continue
        for kw in DRAWN_AS[:2]:
            view = table_view(step.scenario.state, viewer=you, **kw)
            found += [f"{step.id}: {line}" for line in third_person(view, you)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("game", "step", "said"),
    [
        ("sixty_six", "closed_play", ("closed by you", "Closed by you:")),
    ],
)
def test_the_learn_steps_that_showed_it(game: str, step: str, said: tuple[str, ...]) -> None:
    """The two steps it was seen on (/?game=sixty_six&step=closed_play, spoil_five's jink),
    drawn as Learn draws the answer: for the task's mover, face up."""
    s = load(game).step(step)
    you = learner(s)
    assert s.scenario is not None and you is not None
    text = " | ".join(t for _, t in words(table_view(s.scenario.state, viewer=you, reveal=True)))
    assert all(w in text for w in said), text


def test_the_claim_or_jink_position_says_your_tricks() -> None:
    """Spoil Five's claim-or-jink position, where it was seen (the jink step showed it until
    that step became a trick of the jink itself), drawn for P1, who won the first three."""
    s = from_dict(
        {
            "game": "spoil_five",
            "players": 3,
            "dealer": "P0",
            "turn_card": "9S",
            "hands": {"P1": ["2H", "3H"]},
            "tricks": [
                ["P1 5S", "P2 2D", "P0 2C"],
                ["P1 JS", "P2 3D", "P0 3C"],
                ["P1 AH", "P2 4D", "P0 4C"],
            ],
        }
    ).state
    assert s.phase == "jink" and s.to_move == 1
    text = " | ".join(t for _, t in words(table_view(s, viewer=1, reveal=True)))
    assert "Your tricks" in text and "P1's tricks" not in text, text
