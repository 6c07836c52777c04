"""A move a game does not have (a word of another game, sent through ``trickbook answer`` or a
scenario: ``meld`` to Spoil Five, ``bid 3`` to Loo) is refused the same way in every game, by
the rule naming the game's own moves (``<id>.own_moves``, :func:`engine.rules.own_moves`),
whose quote is the passage of the game's text that names its moves.

Before, Spoil Five sent it to ``spoil_five.lead`` (a quote on who leads), Linger Longer to
``winner_leads``, Sixty-Six to ``claim``, Napoleon to ``one_turn``, Forty-Five to ``players``,
and the pool games to their declaring rules ("declaring is over: you can no longer meld").
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.action import DECLARATIONS
from engine.cards import CARDS, Card, Suit
from engine.game import REGISTRY, Action, Game
from engine.rules import quote_in_seed

GAMES = REGISTRY.ids()
# one of each shape an action takes: a word, a card, a number, a number and cards, a suit
SHAPES: tuple[Callable[[str, Card], Action], ...] = (
    lambda kind, card: Action(kind),
    lambda kind, card: Action(kind, card),
    lambda kind, card: Action(kind, number=3),
    lambda kind, card: Action(kind, number=1, cards=(card,)),
    lambda kind, card: Action(kind, suit=Suit.HEARTS),
)
EVERY_KIND = sorted(
    {*DECLARATIONS, "bid", "trump", "rob", "discard", "meld", "exchange"}
    | {k for g in REGISTRY for k in g.action_kinds}
)


def positions(g: Game[Any], deals: int = 2) -> list[Any]:
    """Every position of a few seeded random deals (the end included), each variant."""
    out = []
    for variant in g.variants:
        n = g.usual_players(g.make_opts(variant))
        for seed in range(deals):
            s = g.new_deal(players=n, dealer=0, seed=seed, variant=variant)
            rng = random.Random(seed)
            out.append(s)
            while not g.is_over(s):
                s = g.apply(s, rng.choice(g.legal_actions(s)))
                out.append(s)
    return out


def held(g: Game[Any], s: Any) -> int:
    """A card the player to move holds (the first of the pack when nobody is to move)."""
    seat = g.current_player(s)
    hand = s.hands[seat] if seat is not None and seat >= 0 else 0
    return (hand & -hand).bit_length() - 1 if hand else 0


@pytest.mark.parametrize("gid", GAMES)
def test_a_move_of_another_game_is_refused_by_the_games_own_moves(gid: str) -> None:
    g = REGISTRY.get(gid)
    rule = g.rules[f"{gid}.own_moves"]
    assert quote_in_seed(rule) and rule.note
    foreign = [k for k in EVERY_KIND if k not in g.action_kinds] + ["foo"]
    for i, s in enumerate(positions(g)):
        for j, kind in enumerate(foreign):
            for shape in SHAPES[(i + j) % 2 :: 2]:  # every shape, over neighbouring positions
                action = shape(kind, CARDS[held(g, s)])
                (r,) = g.explain(s, action)
                assert r.rule.id == rule.id, (kind, s.phase, r.rule.id, r.reason)
                assert r.reason.startswith(f"{action.pretty} is not an action in {g.name}")
                with pytest.raises(ValueError, match="not an action"):
                    g.apply(s, action)


@pytest.mark.parametrize("gid", GAMES)
def test_every_move_a_game_offers_or_refuses_is_one_of_its_kinds(gid: str) -> None:
    """``action_kinds`` holds every kind the game offers or refuses by a rule of its own, so
    none of its own moves is taken for another game's."""
    g = REGISTRY.get(gid)
    seen = {
        a.kind
        for s in positions(g)
        if not g.is_over(s)
        for a in (*g.legal_actions(s), *(r.action for r in g.refusals(s)))
    }
    assert seen <= g.action_kinds, sorted(seen - g.action_kinds)
    assert {w.split()[0] for w in g.declaration_words} <= g.action_kinds


def test_the_statement_names_the_games_moves() -> None:
    """Spoil Five's reads as its moves, not as who leads."""
    r = REGISTRY.get("spoil_five").rules["spoil_five.own_moves"]
    assert r.statement.startswith("Spoil Five's moves are to play a card, to rob the trump")
    assert REGISTRY.get("rams").rules["rams.own_moves"].statement.startswith("Rams' moves are")
