"""Play's Settlement does not say the table's caption again with the points it settles.

Seen after a Forty-Five deal (/forty_five-play?seed=0&players=4, at 390 and 1400 px): 'P1+P3
win 3 tricks to 2: the odd trick scores 5.' under the table, then, under "Settlement", 'P1+P3
win 3 tricks to 2: the odd trick scores 5: points → P1+P3 5 · rule: ...', the caption once
more with the table's points after it (Learn did the same before 90cbed0). The engine's
settlement lines are '<reason>: <moves>', and Forty-Five's table captions a finished deal with
the very reason its transfer carries: every Forty-Five deal said it twice, no other game's.
Now a line whose reason the caption says is left out (the table under it gives the points),
its rule cited once, with its source, in the Settlement's fold.

Every game with a Play page, its deals played out on the page (the learner at random)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest
from apptools import open_random_deal
from deals import play_out
from streamlit.testing.v1 import AppTest
from test_deal_end_said_once import _folded, _page_text

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.cards import table_view
from ui.format import md
from ui.pages.play_record import settlement_lines
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
GAMES = [g.id for g in REGISTRY if game_ui(g.id).play]
CASES = [(gid, 0) for gid in GAMES] + [("forty_five", seed) for seed in range(1, 6)]


@pytest.mark.parametrize(("gid", "seed"), CASES)
def test_the_caption_is_not_said_again_with_its_points(app: OpenApp, gid: str, seed: int) -> None:
    game = REGISTRY.get(gid)
    at, t = open_random_deal(app, gid, seed)
    play_out(game, t, random.Random(seed).choice)
    at.run()
    assert not at.exception, at.exception
    kw = game_ui(gid).table_kw
    caption = table_view(t.state, viewer=t.seat, reveal=True, **kw).caption.strip()
    said = [x.removesuffix(".") for x in re.split(r"(?<=\.)\s+", caption) if x]
    text = _page_text(at)
    for x in said:
        assert f"{x}: " not in text, (x, text)  # not again with the points after it
    # the rule of each settlement line left out is cited once, with its source, in the fold
    for line, rule in settlement_lines(game, game.settlement(t.state), t.seat):
        if rule in game.rules and any(line.startswith(f"{x}: ") for x in said):
            statement = md(game.rules[rule].statement)
            assert statement not in text and statement in _folded(at), (rule, text)
