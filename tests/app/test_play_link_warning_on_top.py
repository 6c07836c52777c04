"""A Play link's problem is said above the table, where the learner looks.

/linger_longer-play?seed=7&players=3 (Linger Longer is for four to six) opened a usual deal,
rightly, but its warning "This link's players '3' is not a whole number from 4 to 6. The page
opens as it would without it." stood at the page's foot, under the score table and the
settings: at 1400 px below the screen, where nobody would look for why the table had five
players (walk12). It now stands above the table.
"""

from __future__ import annotations

from collections.abc import Callable

from apptools import APP, is_picture, nodes
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY

OpenApp = Callable[..., AppTest]


def test_a_bad_play_link_warns_above_the_table(app: OpenApp) -> None:
    game = REGISTRY.get("linger_longer")
    lo, _ = game.players_range(game.make_opts(next(iter(game.variants))))
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in {"game": game.id, "page": "play", "seed": "7", "players": str(lo - 1)}.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, at.exception
    order = list(nodes(at.main))
    warned = [k for k, n in enumerate(order) if getattr(n, "type", "") == "warning"]
    warned = [k for k in warned if "This link's players" in order[k].value]
    table = next(k for k, n in enumerate(order) if is_picture(n))
    assert warned and warned[0] < table, (warned, table)
