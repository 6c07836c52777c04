"""A pool game's position as text (``game.render``: ``trickbook answer``, the golden traces, the
notebooks read it) gives one line to each thing it tells, whatever a reader's width: the head
(the pool, the dealer, trumps and the phase; Bierspiel's points left too), the reading, each
seat with its whole hand, declaration and tricks, the widow, the trick. 0746b1a broke these
lines at 44 characters in the engine (the head in two, Bierspiel's in three, a long reading, a
six-hand trick or Bierspiel's points at six run on indented) for a notebook read on a phone;
a notebook now wraps what it prints itself (ui.widgets.show, test_notebook_text_narrow), and
the engine's text went back to one line an item. Kept from 0746b1a: each seat's columns as
wide as the longest entry, the trick counts in one column, no declaration column before
anyone declares."""

from __future__ import annotations

import random
import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import pretty
from engine.game import REGISTRY

POOL = ["loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel"]
SEAT = re.compile(r"[> ] P(\d+): (.*?) +(?:(\w+) +)?tricks (\d+)$")


def seen_cards(text: str) -> list[str]:
    return re.findall(r"(?:10|[2-9JQKA])[♠♥♦♣]", text)


@pytest.mark.parametrize("game_id", POOL)
def test_a_pool_position_gives_one_line_an_item(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(4):
            rng = random.Random(seed)
            state = game.new_deal(players=players, dealer=seed % players, seed=seed)
            for _ in range(2 * players + 6):
                text = game.render(state)
                lines = text.splitlines()
                head = lines.pop(0)
                assert f"dealer P{state.dealer}, trumps " in head, text
                if game_id == "bierspiel":
                    points = " ".join(f"P{i} {c}" for i, c in enumerate(state.counters))
                    assert head.endswith(f"; points left {points}"), text
                if lines[0].startswith("  reading: "):
                    lines.pop(0)
                seats = [SEAT.match(line) for line in lines[:players]]
                assert all(seats), text
                for i, m in enumerate(seats):
                    assert m is not None and int(m.group(1)) == i, text
                    hand = pretty(state.hands[i]).split()
                    assert seen_cards(m.group(2)) == hand, text
                    assert hand or m.group(2) == "-", text
                    assert (m.group(3) or "") == state.declarations[i], text
                    assert int(m.group(4)) == state.tricks[i], text
                assert len({line.index(" tricks ") for line in lines[:players]}) == 1, text
                rest = lines[players:]
                if state.widow:
                    widow = rest.pop(0)
                    assert widow.startswith("  widow: "), text
                    assert seen_cards(widow) == pretty(state.widow).split(), text
                if state.trick:
                    assert rest.pop(0).startswith("  trick: "), text
                assert rest == [], text  # nothing run on
                if game.is_over(state):
                    break
                state = game.apply(state, rng.choice(list(game.legal_actions(state))))
