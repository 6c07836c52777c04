"""Play's refusal of a card names the card clicked (learner walk, Loo/Irish Loo/Five-card Loo
at 1400 and 390 px: a click on 2♥ with a diamond led said only "You must follow suit: you hold
2♦ — Foster's Hoyle ...", the 2♥ itself unnamed, where Learn's task says "2♥ may not be played
here"). The message now starts "You cannot play 2♥." and goes on with the engine's reason and
its source, unchanged.

Every game with a Play page, seeded deals, the learner playing random legal cards until one of
his cards is refused: that card is clicked the way the page does (play_or_ask), nothing is
played, and the error names it before the engine's first reason. One AppTest clicks the card
on the Loo page and reads the box (tests/app/test_play_cards.py).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from apptools import random_table
from deals import walk

import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY, Action, Game
from ui.cards import cards_of
from ui.pages.play import play_or_ask
from ui.play_table import Table
from ui.tables import game_ui

GAMES = [g for g in REGISTRY.ids() if game_ui(g).play]


def refused_card(game: Game[Any], seed: int) -> tuple[Table, Action] | None:
    """A table at the learner's turn where a card he holds is refused, and that card."""
    ui = game_ui(game.id)
    t = random_table(game, seed)
    for x in walk(game, t, random.Random(seed).choice):
        if x.pause:
            continue
        view = ui.seen(t.state, t.seat)
        held = game.hand_order(view, cards_of(view.hands[t.seat]))
        plays = [Action("play", CARDS[c]) for c in held]
        bad = [a for a in plays if game.explain(t.state, a)]
        if bad and any(a.kind == "play" for a in game.legal_actions(view)):
            return t, bad[0]
    return None


@pytest.mark.parametrize("gid", GAMES)
def test_a_refused_card_is_named_before_the_reason(gid: str) -> None:
    game = REGISTRY.get(gid)
    for seed in range(1, 60):
        found = refused_card(game, seed)
        if found:
            break
    else:
        pytest.skip(f"{gid}: no refused card in 60 seeded deals")
    t, action = found
    before = t.state
    assert not play_or_ask(game, t, action)
    assert t.state is before, "nothing is played"
    assert t.message is not None and t.message[0] == "error"
    reason = game.explain(before, action)[0].message_plain()
    assert action.card is not None
    assert t.message[1] == f"You cannot play {action.card.pretty}. {reason[:1].upper()}{reason[1:]}"
