"""A deal in which the learner made no decision offers no "Review this deal" button.

Found by the learner walk: /five_card_loo-play?seed=52&players=4&seat=0 at 390 px; P1 is dealt
a flush and takes the pool before anyone declares. Under the settlement the page asked 'Where
did you lose? The computer judges each of your decisions from what you could see ...' over a
"Review this deal" button, and the button's one answer was 'You made no decision this deal:
there is nothing to review.' The page knew it before the click; it now says so at once."""

from __future__ import annotations

from collections.abc import Callable

from apptools import go
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.play_table import Table, new_table

GID = "five_card_loo"
OpenApp = Callable[..., AppTest]


def flush_at_the_deal() -> Table:
    """The first seeded four-hand table whose deal a flush ends before anyone declares."""
    game = REGISTRY.get(GID)
    cfg = {"players": 4, "seat": 0, "bots": "random"}
    settings = {"variant": game.default_variant, "options": {}}
    for seed in range(500):
        t = new_table(game, cfg, settings, seed)
        if game.is_over(t.state) and t.state.flushes:
            assert not t.deals[-1][1], t.deals[-1]  # nobody declared: no move was his
            return t
    raise AssertionError("no flush at the deal in 500 seeds")


def test_no_button_where_there_is_nothing_to_review(app: OpenApp) -> None:
    at = app()
    at.session_state[f"{GID}:table"] = flush_at_the_deal()
    go(at, f"{GID}:play")
    assert f"{GID}:review_hand" not in {b.key for b in at.button}
    said = [x.value for x in at.info]
    assert "You made no decision this deal: there is nothing to review." in said, said
    captions = "\n".join(c.value for c in at.caption)
    assert "judges each of your decisions" not in captions and "Where did you lose?" not in captions
