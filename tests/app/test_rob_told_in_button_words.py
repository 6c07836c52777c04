"""The Play log names a robbing in the game's own verb, as its button does: Bierspiel's log
said "You rob the trump (7♥) and discard 8♦." under the button "Take up 7♥, discard 8♦"
(ui/games/pool.py rams_tell kept a verb of its own for every game of the family); Rams and
Rounce keep "rob the trump" (seed 002: "No other player may rob the trump")."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers their tables)
from engine.cards import CARDS
from engine.game import REGISTRY, Action
from ui.play_table import action_label
from ui.tables import game_ui


def _robs(game: Any, deals: int = 40) -> list[tuple[Any, Action]]:
    """(position, a take-up of the trump card for one card) wherever one is legal in seeded
    deals, the declaring otherwise played at random."""
    out = []
    for seed in range(deals):
        s = game.new_deal(players=4, dealer=seed % 4, seed=seed)
        rng = random.Random(seed)
        while not game.is_over(s) and s.phase != "play":
            acts = game.legal_actions(s)
            robs = [a for a in acts if a.kind == "rob" and a.card is not None]
            out += [(s, a) for a in robs]
            s = game.apply(s, rng.choice(acts))
    return out


@pytest.mark.parametrize("game_id", ["bierspiel", "rams", "rounce"])
def test_the_log_robs_in_the_button_s_verb(game_id: str) -> None:
    game: Any = REGISTRY.get(game_id)
    tell = game_ui(game_id).tell
    assert tell is not None
    verb = game.move_words(Action("rob"))  # "take up the trump", "rob the trump"
    head = verb.removesuffix(" the trump")  # what the button says before the card's name
    robs = _robs(game)
    assert robs
    for s, a in robs:
        mover = game.current_player(s)
        label = action_label(game, s, a)
        assert label.lower().startswith(head), label
        mine = tell(s, mover, a, mover)
        assert mine.startswith(f"You {verb} ("), (label, mine)
        assert mine.endswith(f" and discard {a.card.pretty}."), mine
        first, _, rest = verb.partition(" ")
        turned = CARDS[s.turn_card].pretty
        theirs = tell(s, mover, a, (mover + 1) % s.n)
        assert theirs == f"P{mover} {first}s {rest} ({turned}) and discards a card.", theirs
