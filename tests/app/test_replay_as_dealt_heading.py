"""Play's replay heads its "As dealt" table as the live table was headed over that position:
Napoleon's read "Trick 1" above the bidding (look17, the replay after a deal), where the live
table had said "Before trick 1" over "bidding first" (ui.games.trick_table.trick_heading); the
replay gave every game the title "Trick 1". The pool family's declaring (Bierspiel's after the
dealer's "Auf", which the replay's deal shows said), Five-card and Irish Loo's "How many?",
Spoil Five's and Forty-Five's rob by the dealer come before the first trick as well; Sixty-Six,
Linger Longer and a single pool of Loo begin with a card, "Trick 1"."""

from __future__ import annotations

import random
import re

import pytest
from apptools import pictures
from deals import play_out
from pool_pages import OpenApp, open_page, play_deal, table

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.cards import table_view
from ui.pages.play_record import as_dealt, as_dealt_view
from ui.play_table import new_table, next_deal
from ui.tables import game_ui

GAMES = REGISTRY.ids()


@pytest.mark.parametrize("gid", GAMES)
def test_as_dealt_is_headed_as_the_live_table_was(gid: str) -> None:
    """Seeded deals of every game, played to their end as the page plays them: "As dealt" has
    the heading the live table drew over the same position, "Before trick 1" where a move that
    is not a card comes first."""
    game = REGISTRY.get(gid)
    ui = game_ui(gid)
    seen = set()
    for seed in range(4):
        cfg = {"players": 4, "seat": seed % 2, "bots": "random"}
        t = new_table(game, cfg, {"variant": game.default_variant, "options": {}}, seed)
        for deal in range(3):  # a Loo deal after a loo is a double pool, declared first
            if deal:
                next_deal(game, t)
            play_out(game, t, random.Random(seed).choice)
            dealt = as_dealt(game, t)
            live = table_view(dealt, viewer=t.seat, highlight=False, told=True, **ui.table_kw)
            title = as_dealt_view(game, t).trick_title
            assert title == live.trick_title, (seed, deal, title, live.trick_title)
            if not game.is_over(dealt):
                first = {a.kind for a in game.legal_actions(dealt)}
                assert title == ("Trick 1" if first == {"play"} else "Before trick 1"), first
                seen.add(title)
    # (which games begin with a card: the docstring's list, as these deals found it)
    assert seen == (
        {"Trick 1"}
        if gid in ("sixty_six", "linger_longer")
        else {"Before trick 1"}
        if gid not in ("loo", "spoil_five", "forty_five")
        else {"Trick 1", "Before trick 1"}
    ), seen


def test_napoleon_s_replay_says_before_trick_1_over_the_bidding(app: OpenApp) -> None:
    """The page itself: the replay's "Every hand as dealt." table after a Napoleon deal."""
    gid = "napoleon"
    at = open_page(
        app, gid, "play", **{f"{gid}__play_cfg": {"players": 4, "seat": 0, "bots": "random"}}
    )
    play_deal(at, gid)
    t = table(at, gid)
    assert REGISTRY.get(gid).is_over(t.state)
    dealt = next(p for p in pictures(at) if "Every hand as dealt." in p)
    headings = re.findall(r'class="tb-trick" role="group" aria-label="([^"]*)"', dealt)
    assert headings == ["Before trick 1"], headings
    assert "bidding first" in dealt
