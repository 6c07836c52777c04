"""Play's settlement names a rule once, on the first line it settles, not on every line.

Found by the learner walk: /bierspiel-play?seed=9&players=5&seat=0 at 390 px, four players
ramsed: four lines each ended '· rule: A player who played and won no trick is ramsed:
Rams' forfeit of five is a fresh cross (not in the reading “No cross for an empty hand”).',
sixteen lines of the same italics on a phone before the table. The rule is said on the first
line under it; the lines after it under the same rule say their moves only (and every rule is
quoted once more, with its source, under "The rules behind this settlement")."""

from __future__ import annotations

import random
from collections.abc import Callable

from apptools import markdown
from deals import play_out
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.format import md
from ui.pages.play_record import settlement_lines

GID = "bierspiel"
OpenApp = Callable[..., AppTest]


def test_a_rule_shared_by_several_lines_is_said_once(app: OpenApp) -> None:
    game = REGISTRY.get(GID)
    cfg = {"players": 5, "seat": 0, "bots": "random"}
    for seed in range(1, 40):
        at = app(f"{GID}:play", **{f"{GID}__seed": seed, f"{GID}__play_cfg": cfg})
        t = at.session_state[f"{GID}:table"]
        play_out(game, t, random.Random(seed).choice)
        lines = settlement_lines(game, game.settlement(t.state), t.seat)
        rules = [r for _, r in lines]
        shared = next((r for r in rules if rules.count(r) > 1 and r in game.rules), None)
        if shared is not None:
            break
    else:
        raise AssertionError("no deal in 39 with two settlement lines under one rule")
    at.run()
    assert not at.exception, at.exception
    text = markdown(at).split("The rules behind this settlement")[0]
    said = f"\u00b7 rule: *{md(game.rules[shared].statement)}*"
    assert text.count(said) == 1, (said, text[-3000:])
    first, *later = [line for line, r in lines if r == shared]
    assert f"{md(first)} {said}" in text  # on the first line under it
    for line in later:
        assert md(line) in text  # the others, their moves without the rule
