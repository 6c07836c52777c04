"""Play's settlement lines name their rule in the learner's words (learner walk: every
settlement box ended "· rule `napoleon.bid_failed`", "`rounce.ramsed`", an id in code font).
Each line now ends with its rule's statement ("· rule: *A bidder who fails pays ...*"), as
Quiz, Review and Progress name a rule; the id stays under the citation's "details". Every game
with a Play page, a deal played out on the page."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest
from apptools import markdown
from deals import play_out
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.format import md
from ui.pages.play_record import settlement_lines, settlement_shown
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
GAMES = [g for g in REGISTRY.ids() if game_ui(g).play]
RULE_ID = re.compile(r"`[a-z_0-9]+\.[a-z_.0-9]+`")


@pytest.mark.parametrize("gid", GAMES)
def test_settlement_lines_name_their_rule_in_words(app: OpenApp, gid: str) -> None:
    game = REGISTRY.get(gid)
    n = 4 if game.min_players <= 4 <= game.max_players else game.min_players
    cfg = {"players": n, "seat": 0, "bots": "random"}
    at = app(f"{gid}:play", **{f"{gid}__seed": 3, f"{gid}__play_cfg": cfg})
    t = at.session_state[f"{gid}:table"]
    play_out(game, t, random.Random(3).choice)
    at.run()
    assert not at.exception, at.exception
    text = markdown(at)
    lines = settlement_lines(game, game.settlement(t.state), t.seat)
    assert lines
    seen: set[str] = set()  # (the first line under a rule says it: test_settlement_rule_said_once)
    # a line the caption or the log's last line tells is left out, its rule in the fold
    # (test_play_settlement_caption_once, test_settlement_told_declared)
    shown = settlement_shown(game, t)
    for line, rule in lines:
        if (line, rule) not in shown:
            continue
        if rule in game.rules and rule not in seen:
            said = f"{md(line)} \u00b7 rule: *{md(game.rules[rule].statement)}*"
            assert said in text, (said, text[-2000:])
        seen.add(rule)
    assert not RULE_ID.search(text.split("The rules behind this settlement")[0]), RULE_ID.findall(
        text
    )
