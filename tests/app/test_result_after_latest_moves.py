"""The result box under a finished deal does not say again what the line just above it says.

Rams at 390 px (walk12, /rams-play?seed=8&seat=1): under 'You play 8♦. ... Trick 1 goes to P0
(Q♦). You announced rams and lost trick 1, so the cards are thrown in.' the box read 'You
announced rams and lost trick 1, so the cards are thrown in: you pay 20 counters.'; Loo's
widow-taker unopposed said 'Everyone but P3 passed, so he takes the pool with the widow,
without play' on both lines. The box now says only what follows: 'You pay 20 counters.' (the
page cut it by matching words; since 5857945 ``ui.games.pool_result.pool_verdict`` gives only
that for a deal ended short). The deals are found with the page's own table logic, then drawn
by the page.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from deals import moving_as, play_out
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY, Action, Game
from ui.pages import play
from ui.pages.common import free_options
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
Learner = Callable[[Game[Any], Any, random.Random], Action]


def _rams(game: Game[Any], view: Any, rng: random.Random) -> Action:
    """Announce rams where he may, else play his hand; any card in play."""
    acts = game.legal_actions(view)
    for kind in ("rams", "stand"):
        if any(a.kind == kind for a in acts):
            return next(a for a in acts if a.kind == kind)
    return rng.choice(acts)


def _passes(game: Game[Any], view: Any, rng: random.Random) -> Action:
    acts = game.legal_actions(view)
    return next((a for a in acts if a.kind == "pass"), rng.choice(acts))


def _in_his_view(
    game: Game[Any], learner: Learner, rng: random.Random
) -> Callable[[play.Table], Action]:
    """The learner's move as ``learner`` makes it in his view of a table's deal."""
    seen = game_ui(game.id).seen
    return lambda t: learner(game, seen(t.state, t.seat), rng)


def _finished(game: Game[Any], learner: Learner, ending: str) -> play.Table:
    """A deal (of a table's first three) whose last line under the table ends in ``ending``,
    the learner (P0) moving as ``learner`` against the rule of thumb."""
    cfg = {"players": 4, "seat": 0, "bots": "rule of thumb"}
    settings = {"variant": next(iter(game.variants)), "options": {}}
    settings["options"] = {o.name: o.default for o in free_options(game)}
    for seed in range(100):
        t = play.new_table(game, dict(cfg), settings, seed)
        rng = random.Random(seed)
        for _ in range(3):  # (Loo's first deal is a simple pool, which everyone plays)
            play_out(game, t, moving_as(_in_his_view(game, learner, rng), t))
            if any(ending in e for e in t.events[t.last :]):
                return t
            play.next_deal(game, t)
    raise AssertionError(f"no deal ends in {ending!r}")


CASES = [
    ("rams", _rams, "You announced rams and lost trick 1, so the cards are thrown in"),
    ("loo", _passes, "passed, so he takes the pool with the widow, without play"),
]


@pytest.mark.parametrize(("game_id", "learner", "ending"), CASES, ids=[c[0] for c in CASES])
def test_the_result_box_leaves_out_what_the_line_above_said(
    app: OpenApp, game_id: str, learner: Learner, ending: str
) -> None:
    game = REGISTRY.get(game_id)
    t = _finished(game, learner, ending)
    at = app(f"{game_id}:play")
    at.session_state[f"{game_id}:table"] = t
    at.run()
    assert not at.exception, at.exception
    said = next(e for e in t.events[t.last :] if ending in e)
    head = re.split(r"(?<=\.)\s+", said)[-1].removesuffix(".")
    assert ending in head
    boxes = [b.value for b in (*at.success, *at.warning, *at.info)]
    result = [b for b in boxes if "next deal" not in b.lower()]
    assert result, boxes
    assert all(head not in b for b in result), (head, result)
