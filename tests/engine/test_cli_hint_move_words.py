"""``trickbook play``'s hint names a move that is not a card as the game's refusals and its
reason name it (``Game.move_words``), not by the engine's notation: Bierspiel's dealer read
"Hint: the computer's rule of thumb would auf here. You are the dealer: say “Auf” at once",
Rams' "would widow here", and "would rob 8♦ here" where the 8♦ is the card put *out* for the
trump card. The notation stays as what to type ("(type rob 8D)"). Bierspiel's reason for
taking up the trump card said "rob", where its buttons and refusals say "take up"."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cli import hint_line
from engine.game import REGISTRY

NOTATION = re.compile(r"would (auf|widow|rams|rob [^ ]+)( \(|\.)")


def _hints(game_id: str, deals: int = 40) -> list[tuple[Any, Any, str]]:
    """(state, rule-of-thumb move, hint) at each declaring turn of seeded random deals."""
    game: Any = REGISTRY.get(game_id)
    out = []
    for seed in range(deals):
        s = game.new_deal(players=4, dealer=0, seed=seed)
        rng = random.Random(seed)
        while not game.is_over(s) and s.phase != "play":
            seat = game.current_player(s)
            act, _ = game.heuristic_move(game.view(s, seat), random.Random(seed))
            out.append((s, act, hint_line(game, s, seed)))
            s = game.apply(s, rng.choice(game.legal_actions(s)))
    return out


@pytest.mark.parametrize("game_id", ["bierspiel", "rams", "rounce"])
def test_a_move_is_named_as_the_game_names_it(game_id: str) -> None:
    game: Any = REGISTRY.get(game_id)
    kinds = set()
    for _, act, hint in _hints(game_id):
        if act.kind == "play":
            continue
        kinds.add(act.kind)
        assert not NOTATION.search(hint), hint
        said = game.move_words(act)
        said_at = f"Hint: the computer's rule of thumb would {said}"
        assert hint.startswith((f"{said_at} (type ", f"{said_at}.")), hint
        code = str(act)
        assert (f"(type {code})" in hint) == (code != said), hint
    assert {"stand", "pass", "rob"} <= kinds, kinds


def test_bierspiel_s_dealer_says_auf_and_takes_up_the_trump() -> None:
    hints = [h for _, act, h in _hints("bierspiel") if act.kind in ("auf", "rob")]
    auf = next(h for h in hints if "(type auf)" in h)
    assert auf.startswith("Hint: the computer's rule of thumb would say \u201cAuf\u201d (type")
    takes = [h for h in hints if "(type rob " in h]
    assert takes
    for hint in takes:
        move, _, why = hint.partition(". ")
        assert re.search(r"would take up .*, putting out [^ ]+ \(type", move), hint
        assert "rob" not in why.lower(), hint  # (Bierspiel takes up; Rams robs)


def test_rams_rob_says_the_card_is_put_out() -> None:
    robs = [(s, act, h) for s, act, h in _hints("rams") if act.kind == "rob"]
    assert robs
    for s, act, hint in robs:
        card = act.card.pretty
        assert f"would rob the trump, putting out {card} (type" in hint, hint
        assert s.turn_card != int(act.card)
