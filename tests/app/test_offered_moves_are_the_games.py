"""One rule for every page: a move the game can never make in the variant being played is not
offered; a move of the game that is not allowed now (a card the rules refuse, a rob that is the
dealer's) stays on offer where a page teaches by refusal, refused with its rule.

The rule is the engine's (:meth:`engine.game.Game.on_offer` and ``offered_refusals`` leave out
the game's :attr:`~engine.game.Game.absent_kinds`: Rounce's and Bierspiel's rams, "there is no
such announcement as general rounce" (seed 002), Irish and Five-card Loo's widow, "no widow is
dealt"), and every page reads it: Play's disabled buttons and the notebooks' play box
(:func:`ui.play_table.refused_buttons`), Learn's try-it tasks and the quiz picture's turn
(``on_offer``); the words a Quiz question, generated practice and a notebook's quiz box tick
among are the game's words at that point (``declarations_at``). Before, Play hid Rounce's
"General rounce", Bierspiel's "Rams" and Irish Loo's widow by a clause of each game's own
``shows_refusal``, while ``on_offer`` (a Learn task's list of moves) still held them.

Checked over every registered game and variant: seeded deals, played on deal after deal (a Loo
double, a Rams pool carried over, arise only after a first deal), at every decision point, as
the player to move sees it; and every curated lesson step and question. Each move offered is one
of the game's :attr:`~engine.game.Game.action_kinds` and of a kind legal somewhere in that
variant: in its seeded deals (more of them than are checked: Loo's ``defend`` under seed 000's
reading was legal at 2 decision points of 100 seeded tables of 4 deals) or at a curated
position read under it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers each game's table: shows_refusal)
from engine.game import REGISTRY, Action
from engine.quiz import MOVER_KINDS
from lessons import available, load
from lessons.tasks import task_for
from ui.play_table import action_label, refused_buttons
from ui.play_widget import play_box
from ui.tables import game_ui

CASES = [(g.id, v) for g in REGISTRY for v in g.variants]
CHECKED = 24  # seeded tables checked, each played for up to DEALS deals
WITNESS = 160  # seeded tables whose legal moves count as the variant's
DEALS = 4


def _positions(gid: str, variant: str, tables: int) -> Iterator[Any]:
    """Every decision point of ``tables`` seeded tables of ``variant`` (each at a count of
    players in turn), each table dealt on for up to :data:`DEALS` deals, moves drawn as the
    computer plays (its rule of thumb, now and then a random legal move)."""
    game = REGISTRY.get(gid)
    opts = game.make_opts(variant)
    lo, hi = game.players_range(opts)
    for seed in range(tables):
        rng = random.Random(seed)
        n = game.fit_players(opts, lo + seed % (hi - lo + 1))
        s = game.new_deal(players=n, dealer=seed % n, seed=seed, variant=variant)
        for deal in range(DEALS):
            if deal:
                if game_ui(gid).game_over(s, 0):  # (Play offers a new game instead)
                    break
                s = game.next_deal(s, seed=seed * 100 + deal)
            while not game.is_over(s):
                yield s
                acts = game.legal_actions(s)
                thumb = rng.random() < 0.6
                s = game.apply(s, game.heuristic_action(s, rng) if thumb else rng.choice(acts))


def _curated(gid: str) -> Iterator[tuple[str, Any, list[Any]]]:
    """Every curated position with a player to move, and what its page offers there: a Learn
    step's task (its moves, or the words it ticks among), a Quiz question's choices."""
    if gid not in available():
        return
    lesson = load(gid)
    game = REGISTRY.get(gid)
    for step in lesson.steps:
        task = task_for(step, lesson)
        if task is not None and task.seat is not None:
            yield f"Learn step {step.id}", task.question.state, task.choices()
    for q in lesson.questions():
        if game.current_player(q.state) is not None:
            # (a words question about the mover's moves: Linger Longer's still_in names seats)
            moves = q.form == "words" and q.kind in MOVER_KINDS
            yield f"Quiz {q.id}", q.state, q.choices() if moves else []


class _Witness:
    """The kinds of move legal somewhere in a variant: in :data:`WITNESS` seeded tables, or at a
    curated position read under it (a turned 7♦ is rare). Its tables are played only as far
    as a question needs (:meth:`made`): a kind a page offers is usually met in the first table,
    and playing all 160 for every variant was most of this file's time (9.6 of 15.7 s of CPU);
    a kind met nowhere still plays them all, so the answer is the one the whole set gives."""

    def __init__(self, gid: str, variant: str) -> None:
        self.game = REGISTRY.get(gid)
        self.kinds: set[str] = set()
        for _, s, _ in _curated(gid):
            if s.opts.variant == variant:
                self.kinds |= {a.kind for a in self.game.legal_actions(s)}
        self.rest: Iterator[Any] | None = _positions(gid, variant, WITNESS)

    def made(self, kind: str) -> bool:
        """Whether ``kind`` is legal at some position of the witness tables or a curated one."""
        while kind not in self.kinds and self.rest is not None:
            s = next(self.rest, None)
            if s is None:
                self.rest = None
            else:
                self.kinds |= {a.kind for a in self.game.legal_actions(s)}
        return kind in self.kinds


@cache
def _witness(gid: str, variant: str) -> _Witness:
    return _Witness(gid, variant)


def _kinds(game: Any, offered: list[Any]) -> set[str]:
    """The kinds of the moves offered: actions, or the words a words question ticks among."""
    out = set()
    for x in offered:
        if isinstance(x, Action):
            out.add(x.kind)
        elif isinstance(x, str):
            out.add(game.word_action(x).kind)
    return out


def _page_offers(gid: str, s: Any) -> dict[str, set[str]]:
    """What each page offers the player to move at ``s``, by kind of move."""
    game = REGISTRY.get(gid)
    mover = game.current_player(s)
    view = game_ui(gid).seen(s, mover)
    legal = game.legal_actions(view)
    play = {a.kind for a in legal} | {a.kind for a in refused_buttons(game, view, legal)}
    offers = {
        "Play": play,
        "Learn task (on_offer)": {a.kind for a in game.on_offer(s)},
    }
    if game.declaration_words:
        offers["Quiz words"] = _kinds(game, list(game.declarations_at(s)))
    return offers


@pytest.mark.parametrize(("gid", "variant"), CASES)
def test_every_move_a_page_offers_is_one_the_variant_makes(gid: str, variant: str) -> None:
    game = REGISTRY.get(gid)
    witness = _witness(gid, variant)

    def never_made(kinds: set[str]) -> set[str]:
        return {k for k in kinds if k not in game.action_kinds or not witness.made(k)}

    wrong: dict[tuple[str, str], int] = {}
    for s in _positions(gid, variant, CHECKED):
        for page, kinds in _page_offers(gid, s).items():
            for kind in never_made(kinds):
                wrong[(page, kind)] = wrong.get((page, kind), 0) + 1
    for where, s, choices in _curated(gid):
        if s.opts.variant != variant:
            continue
        for page, kinds in _page_offers(gid, s).items():
            for kind in never_made(kinds):
                wrong[(f"{page} at {where}", kind)] = 1
        for kind in never_made(_kinds(game, choices)):
            wrong[(where, kind)] = 1
    assert not wrong, f"{gid} ({variant}) offers moves it never makes: {wrong}"


@pytest.mark.parametrize("gid", [g.id for g in REGISTRY if g.absent_kinds])
def test_a_move_the_game_lacks_is_still_refused_by_its_rule(gid: str) -> None:
    """Not offered is not allowed: asked for anyway (``trickbook answer``, a scenario), the
    move is refused by the game's own rule saying it has none, never as a foreign move."""
    game = REGISTRY.get(gid)
    asked = 0
    for s in _positions(gid, game.default_variant, 6):
        for kind in game.absent_kinds:
            refused = game.explain(s, Action(kind))
            assert refused and refused[0].rule.id != game.moves_rule(s).id, (kind, refused)
            asked += 1
    assert asked


def _buttons(widget: Any) -> list[Any]:
    out = []
    for child in getattr(widget, "children", ()):
        out += [child] if type(child).__name__ == "Button" else _buttons(child)
    return out


@pytest.mark.parametrize("gid", [g.id for g in REGISTRY if g.absent_kinds])
def test_the_notebooks_play_box_offers_no_move_the_game_lacks(gid: str) -> None:
    """The notebooks' play box (:mod:`ui.play_widget`) draws Play's buttons: at the learner's
    turn to declare, a button for each move the game has on offer, none for one it lacks."""
    game = REGISTRY.get(gid)
    ui = game_ui(gid)
    seen = 0
    for seed in range(4):
        box = play_box(gid, seed=seed, level="random")
        t = box.table
        if game.is_over(t.state) or t.state.phase == "play":
            continue
        view = ui.seen(t.state, t.seat)
        lacking = {action_label(game, view, Action(k)) for k in game.absent_kinds}
        said = {b.description for b in _buttons(box.controls)}
        assert len(said) > 1 and not said & lacking, (seed, said & lacking)
        seen += 1
    assert seen
