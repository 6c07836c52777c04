"""Irish and Five-card Loo's "How many?" shows how many cards the pack still holds.

Learner walk: /five_card_loo-learn?step=short_pack (eight at the table, P1 changed five and
P2 four) says 'two cards are left' and offers 'Exchange 3', 'Exchange 4' and 'Exchange 5',
which the engine refuses with 'only 2 cards are left in the pack'; the picture showed the
trump card and the pool, and nothing of the pack, so a learner at Play's "How many?" could
not see that the pack was running short before the refusal told him. Seed 002: 'the cards
called for are dealt from the remainder of the pack'. The table now has a "Pack" box while
the exchanges go on: the cards left to deal from, as the engine counts them (state.stock),
and none before or after.
"""

from __future__ import annotations

import random
import re

import pytest

import ui.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from ui.format import plural
from ui.widgets import position_html

NUMBER = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def _pack_box(html: str) -> str | None:
    """The words under the table's "Pack" head, or None when it has none."""
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))
    m = re.search(r"\bPack (\d+ cards?) left to deal from", text)
    return m.group(1) if m else None


@pytest.mark.parametrize("gid", ["irish_loo", "five_card_loo"])
def test_every_lesson_exchange_shows_the_pack_left(gid: str) -> None:
    seen = 0
    for step in load(gid).steps:
        if step.scenario is None:
            continue
        state = step.scenario.state
        box = _pack_box(position_html(state))
        if state.phase != "exchange":
            assert box is None, f"{gid} step {step.id} ({state.phase}) shows a pack: {box}"
            continue
        seen += 1
        assert box == plural(len(state.stock), "card"), (step.id, box, len(state.stock))
        # a step saying how many are left says what the picture shows
        said = re.search(r"\b(\w+) cards? (?:are|is) left\b", step.text)
        if said and said.group(1).lower() in NUMBER:
            assert NUMBER[said.group(1).lower()] == len(state.stock), step.id
    assert seen >= 1


@pytest.mark.parametrize("gid", ["irish_loo", "five_card_loo"])
def test_play_shows_the_pack_at_each_how_many(gid: str) -> None:
    game = REGISTRY.get(gid)
    checked = 0
    for players in (3, 5, 8):
        rng = random.Random(players)
        s = game.new_deal(players=players, dealer=0, seed=players)
        while not game.is_over(s) and s.phase in ("declare", "exchange"):
            box = _pack_box(position_html(s))
            if s.phase == "exchange":
                assert box == plural(len(s.stock), "card"), (players, box)
                checked += 1
            else:
                assert box is None
            legal = game.legal_actions(s)
            stand = [a for a in legal if a.kind == "stand"]
            s = game.apply(s, stand[0] if stand else rng.choice(legal))
        if not game.is_over(s):
            assert _pack_box(position_html(s)) is None  # the cards are being played
    assert checked >= 3
