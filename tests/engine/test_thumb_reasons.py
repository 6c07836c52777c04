"""Every game's rule of thumb says why it chooses its move (``Game.heuristic_move``), from the
same choice as its move: ``trickbook play``'s 'hint' named the move alone ("Hint: the
computer's rule of thumb would play 9♣ here (type 9C).") in every game but Sixty-Six. Now the
pool family (Loo, Irish, Five-card), Rams, Rounce, Bierspiel, Spoil Five, Forty-Five, Napoleon
and Linger Longer each tell the player to move why ("... You cannot head the trick: throw your
weakest card."). A declaration's reason had ended by naming it, after the hint had named it
("would stand here. You hold a trump or an ace: stand."): it now says only why, never the move
(tests/engine/test_hint_says_move_once.py)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from test_hint_says_move_once import names_the_move

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Game

GAMES = [g for g in REGISTRY.ids() if g != "sixty_six"]  # (its own: test_cli_hint_reason.py)
CARD = re.compile(r"\b(?:10|[2-9JQKA])[♠♥♦♣]")


def _turns(game: Any, deals: int) -> list[tuple[Any, Any, str]]:
    """(view, move, why) at every turn of ``deals`` seeded deals played at random."""
    out = []
    for seed in range(deals):
        rng = random.Random(seed)
        s = game.new_deal(seed=seed)
        while not game.is_over(s):
            view = game.view(s, game.current_player(s))
            act, why = game.heuristic_move(view, random.Random(seed))
            assert act == game.heuristic_action(view, random.Random(seed)), (seed, act, why)
            out.append((view, act, why))
            s = game.apply(s, rng.choice(game.legal_actions(s)))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_the_move_and_its_reason_come_from_one_choice(game_id: str) -> None:
    """heuristic_move's move is heuristic_action's at every turn of random deals, with a
    reason that says why: a card's ends by naming which card in words (a lead when leading),
    a declaration's never names it (the hint has, just before)."""
    game: Any = REGISTRY.get(game_id)
    assert type(game).heuristic_move is not Game.heuristic_move
    reasons: set[str] = set()
    for view, act, why in _turns(game, 25):
        assert why and why == why.strip() and not why.endswith("."), (act, why)
        reasons.add(re.sub(r"\d+", "N", why))
        choice = why.rsplit(": ", 1)[-1].lower()
        for card in CARD.findall(why):  # a card named is the card played
            assert act.card is not None and card == str(act.card), (act, why)
        if act.kind == "play":
            leading = not view.trick and "face down" not in why
            assert choice.startswith("lead") == leading, (act, why)
            assert re.search(r"\b(lead|win|throw|take|play)\b", choice), (act, why)
        elif act.kind == "rob":  # the hint names the move and the card put out
            # (Game.move_words): the reason says why that card (tests/engine/
            # test_cli_hint_said_once.py)
            assert re.search(r"(goes|go) out for (it|them)$", choice), (act, why)
        else:  # a declaration, a bid: the hint names it (Game.move_words), the reason why
            assert not names_the_move(game, act, why), (act, why)
    assert len(reasons) >= 3, reasons
