"""The hand review's line for a decision made before the first card says "before play", as
its tab does (learner walk: /five_card_loo-play?seed=14&seat=0&players=4 at 390 px, the tab
"Before play ??" held "trick 1: “Keep all (exchange 0)” (-1.98) ?? blunder: best ..." and
"trick 1: “Stand” ..."; the stand and the exchange come before trick 1 is begun). A decision
in play keeps its trick's number.

Irish Loo, Five-card Loo and Rams (whose deals open with declaring), seeded hands reviewed at
a few worlds: each decision's line begins "before play:" exactly when the page puts it
under "Before play" (engine.review.before_play), else "trick N:"."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.review import before_play, decision_line, review_hand
from engine.search.bots import make_bot, play_out


@pytest.mark.parametrize("game_id", ["irish_loo", "five_card_loo", "rams"])
def test_a_decision_before_the_first_card_is_said_before_play(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    lines: dict[bool, list[str]] = {True: [], False: []}
    for seed in range(1, 6):
        start = game.new_deal(players=4, dealer=3, seed=seed)
        bots = {p: make_bot("rule_of_thumb", seed + p) for p in range(4)}
        actions = play_out(game, start, bots)[1]
        r = review_hand(game, start, actions, 0, worlds=8, exact_worlds=2, seed=1)
        for d in r.decisions:
            lines[before_play(d)].append(decision_line(d))
    assert lines[True] and lines[False], lines
    assert all(x.startswith("before play: ") for x in lines[True]), lines[True]
    assert all(x.startswith("trick ") for x in lines[False]), lines[False]
