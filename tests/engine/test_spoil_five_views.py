"""What a seat sees in Spoil Five and in Forty-Five (which shares its robbing and its views):
the card a robber puts out is his alone, and the worlds search deals from a view lean towards
what the play has shown."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games.forty_five.search as forty_five_search
import engine.games.spoil_five.search as spoil_five_search
from engine.cards import Card
from engine.game import Action, Game
from engine.games.forty_five import FORTY_FIVE
from engine.games.forty_five.game import FortyFive
from engine.games.spoil_five import SPOIL_FIVE
from engine.games.spoil_five.game import SpoilFive
from engine.search import RuleOfThumbBot

GAMES: dict[str, Game[Any]] = {"spoil_five": SPOIL_FIVE, "forty_five": FORTY_FIVE}
PLAYERS = {"spoil_five": (3, 4, 5, 6, 8, 10), "forty_five": (2, 4, 6)}


def _robbing_chances(game: Game[Any], players: tuple[int, ...], deals: int) -> list[Any]:
    """Positions where the player to move may rob, from seeded random deals (played at random
    up to the robber's turn): the dealer with an ace turned, or the trump ace's holder."""
    out = []
    variants = list(game.variants)
    for seed in range(deals):
        rng = random.Random(seed)
        n = players[seed % len(players)]
        s = game.new_deal(
            players=n, dealer=seed % n, seed=seed, variant=variants[seed % len(variants)]
        )
        while not game.is_over(s):
            acts = game.legal_actions(s)
            if sum(a.kind == "rob" for a in acts) >= 2:
                out.append(s)
                break
            s = game.apply(s, rng.choice(acts))
    return out


def _cards_named(x: object) -> set[Card]:
    """Every card an action anywhere inside ``x`` (nested tuples) names."""
    if isinstance(x, Action):
        return {c for c in (x.card, *x.cards) if c is not None}
    if isinstance(x, tuple):
        return set().union(*(_cards_named(y) for y in x)) if x else set()
    return set()


@pytest.mark.parametrize("name", GAMES)
def test_no_view_of_another_seat_shows_the_robbers_discard(name: str) -> None:
    """Two deals that differ only in the card the robber put out look the same, field for
    field, to every other seat, from the rob to the end of the play (as long as the same
    actions are legal in both); to the robber they differ, and his view keeps the card."""
    game = GAMES[name]
    chances = _robbing_chances(game, PLAYERS[name], 120)
    assert len(chances) >= 30  # enough deals with robbing to mean something
    for k, s in enumerate(chances):
        rng = random.Random(k)
        robber = s.to_move
        x, y = rng.sample([a for a in game.legal_actions(s) if a.kind == "rob"], 2)
        sx, sy = game.apply(s, x), game.apply(s, y)
        mine = game.view(sx, robber)
        assert mine.discard == x.card and (robber, x) in mine.moves
        assert mine != game.view(sy, robber)
        others = [p for p in range(s.n) if p != robber]
        _no_action_names(x.card, [game.view(sx, p) for p in others])
        while True:
            views = [game.view(sx, p) for p in others]
            assert views == [game.view(sy, p) for p in others], (name, k)
            if game.is_over(sx):
                break
            both = set(game.legal_actions(sx)) & set(game.legal_actions(sy))
            if not both:  # the robber must now play the card he kept in one deal only
                break
            a = rng.choice(sorted(both, key=str))
            sx, sy = game.apply(sx, a), game.apply(sy, a)
        _no_action_names(x.card, views)
    assert isinstance(game, (SpoilFive, FortyFive))  # (their replay, which Game does not declare)
    with pytest.raises(ValueError, match="a view cannot be replayed"):
        game.replay(views[0])


def _no_action_names(card: Card | None, views: list[Any]) -> None:
    """No action anywhere in these views names ``card`` (the robber's discard, never played)."""
    for v in views:
        assert card not in _cards_named(tuple(v)) and v.discard != card


@pytest.mark.parametrize(("name", "players"), [("spoil_five", 5), ("forty_five", 4)])
def test_worlds_lean_towards_what_the_play_has_shown(name: str, players: int) -> None:
    """A rule-of-thumb deal's own hands never surprise the habit; the worlds search keeps
    surprise it less than deals drawn blind, and keep the seat's hand and every shown void."""
    game = GAMES[name]
    search = spoil_five_search if name == "spoil_five" else forty_five_search
    rng = random.Random(3)
    thumb = RuleOfThumbBot(seed=1)
    blind = kept = 0
    for seed in range(12):
        s = game.new_deal(players=players, dealer=seed % players, seed=seed)
        for _ in range(9):
            s = game.apply(s, thumb.choose(game, s, s.to_move))
        if game.is_over(s):
            continue
        seat = s.to_move
        assert search.surprises(s, seat) == 0
        v = game.view(s, seat)
        for _ in range(5):
            blind += search.surprises(search.Unseen(v).deal(rng), seat)
            w = game.determinize(v, rng)
            kept += search.surprises(w, seat)
            assert w.hands[seat] == s.hands[seat]
            assert all(not w.hands[p] & v.excluded[p] for p in range(players))
    assert kept < blind
