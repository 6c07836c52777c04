"""A hint over a card the rules leave no choice about says so, in every game: the rule of
thumb's own reason read as advice where there was nothing to choose ("Hint: the computer's rule
of thumb would play 9♠. You cannot head the trick: throw your weakest card." over a hand of one
card; "lead the strongest card you may" with one card left; "throw your cheapest card" over the
one card that follows suit). Play's Hint (ui/play_table.thumb_advice) and the terminal's
(engine.cli.hint_line) both read :func:`engine.search.thumb.advice`."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cli import hint_line
from engine.game import REGISTRY
from engine.search.thumb import LAST_CARD, ONLY_CARD, advice

# a habit's words that choose among cards: nothing to choose among one
CHOOSING = re.compile(r"weakest|cheapest|strongest|lowest|highest|best card", re.I)


def _turns(game: Any, deals: int) -> list[tuple[Any, Any]]:
    """(state, the mover's view) at every turn of seeded deals, at every player count."""
    out = []
    for players in game.player_counts(game.make_opts(None)):
        for seed in range(deals):
            s = game.new_deal(players=players, seed=seed)
            rng = random.Random(seed)
            while not game.is_over(s):
                seat = game.current_player(s)
                out.append((s, game.view(s, seat)))
                s = game.apply(s, rng.choice(game.legal_actions(s)))
    return out


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_a_card_without_a_choice_is_said_to_be_one(game_id: str) -> None:
    game: Any = REGISTRY.get(game_id)
    forced = 0
    for s, view in _turns(game, 6):
        legal = game.legal_actions(view)
        act, why = advice(game, view, random.Random(0))
        if len(legal) != 1 or act.kind != "play":
            assert (act, why) == game.heuristic_move(view, random.Random(0))
            continue
        forced += 1
        held = view.hands[view.to_move].bit_count()
        assert why == (LAST_CARD if held == 1 else ONLY_CARD), (held, why)
        hint = hint_line(game, s, 0)
        assert hint.endswith(f" {why[:1].upper()}{why[1:]}."), hint
        assert not CHOOSING.search(hint), hint
    assert forced, "no turn with one card allowed"


def test_loo_s_last_card_was_thrown_as_the_weakest() -> None:
    """What the hint said before (the habit's reason), and says now."""
    from engine.scenario import from_dict

    loo: Any = REGISTRY.get("loo")
    s = from_dict({"game": "loo", "players": 5, "hands": {"P2": ["3S"]}, "trick": ["P1 QS"]}).state
    assert loo.heuristic_move(s, random.Random(0))[1] == (
        "you cannot head the trick: throw your weakest card"
    )
    assert hint_line(loo, s, 0) == (
        "Hint: the computer's rule of thumb would play 3♠ (type 3S). It is your last card."
    )
