"""Play tells the learner his own deal in the second person (as ada8f79 did for Sixty-Six,
Napoleon and Bierspiel): the deal's first line read "Deal 2: P2 deals; ..." to the learner at
P2 in the games below. Each game's page is opened with the learner beside the dealer (the first
deal: "P1 deals") and played on to the deal he deals ("You deal"); no line the log tells him
names his own seat. The table's boxes are told to him as well (who may rob, who won)."""

from __future__ import annotations

import importlib
import random
import re
from collections.abc import Callable
from html import unescape
from typing import Any

import pytest
from apptools import click, markdown
from deals import play_out
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.game import REGISTRY, Game
from ui.pages import play

OpenApp = Callable[..., AppTest]
GAMES = [
    "loo",
    "irish_loo",
    "five_card_loo",
    "rams",
    "rounce",
    "spoil_five",
    "forty_five",
    "linger_longer",
]
SEAT = 2  # the first deal's dealer sits on the learner's right: P1


def game_of(game_id: str) -> Game[Any]:
    return REGISTRY.get(game_id)


def table(at: AppTest, game_id: str) -> play.Table:
    t: play.Table = at.session_state[f"{game_id}:table"]
    return t


def names_the_learner(line: str, seat: int) -> bool:
    """Does a log line call the learner by his seat ("P2 deals"), not as one of a side's
    seats ("P0+P2 win 3 tricks")?"""
    return bool(re.search(rf"(?<![+\w])P{seat}(?![+\w])", line))


def _said(at: AppTest) -> str:
    """The page's Markdown as the learner reads it (tags dropped: the line of latest moves
    under the table colours red suits), where the deal's first line is said."""
    return unescape(re.sub(r"<[^>]+>", "", markdown(at)))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_deal_the_learner_deals_is_told_to_him(app: OpenApp, game_id: str) -> None:
    game = game_of(game_id)
    n = 4 if game.min_players <= 4 <= game.max_players else game.min_players
    cfg = {"players": n, "seat": SEAT, "bots": "random"}
    at = app(f"{game_id}:play", **{f"{game_id}__seed": 5, f"{game_id}__play_cfg": cfg})
    word = REGISTRY.get(game_id).deal_word.capitalize()
    t = table(at, game_id)
    assert t.state.dealer == SEAT - 1
    first = t.events[0]
    assert first.startswith(f"{word} 1: P1 deals"), first
    # Linger Longer names the eldest, who leads: the learner ("You lead")
    assert not names_the_learner(first, SEAT) and first in _said(at)  # under the table
    play_out(game, t, random.Random(5).choice)
    at.run()
    told = [e for e in t.events if names_the_learner(e, SEAT)]
    assert not told, told  # the deal's end included ("You show a flush", "You win the game")
    click(at, f"{game_id}:next_deal")
    t = table(at, game_id)
    assert t.deal_no == 2 and t.state.dealer == SEAT
    first = t.events[0]
    assert re.match(rf"{word} 2: You deal\b", first), first
    assert not names_the_learner(first, SEAT) and first in _said(at)  # under the table


def _ace_turned(game_id: str) -> Any:
    """A deal whose dealer, P0, may rob the turned ace (put out a card, take the ace)."""
    from engine.scenario import from_dict

    hands = {"P0": ["2H", "7D", "KC", "3S", "9C"]}
    data = {"game": game_id, "players": 4, "dealer": "P0", "turn_card": "AS", "hands": hands}
    return from_dict(data, "test").state


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
def test_the_now_box_tells_the_learner_his_rob(game_id: str) -> None:
    """The table's "Now" box beside the trick read "An ace is turned: P0, the dealer, may rob
    it" and "P1 holds the ace of trumps and may rob ... before his first card" to the learner
    in that seat, whose own seat reads "to rob or let it lie"; the trumps box "P0 robbed the A♠"
    once he had. Told to him: "you, the dealer", "You hold ... your first card", "You
    robbed"."""
    from engine.scenario import from_dict
    from ui.cards import table_view

    mod = importlib.import_module(f"ui.games.{game_id}")
    s = _ace_turned(game_id)
    assert s.phase == "rob" and s.to_move == 0
    assert mod.duties_now(s, 0).startswith("An ace is turned: you, the dealer, may rob it ")
    assert mod.duties_now(s, 1).startswith("An ace is turned: P0, the dealer, may rob it ")
    now = dict(table_view(s, viewer=0, hand_below=True).extras)["Now"]
    assert "you, the dealer" in now
    game = game_of(game_id)
    rob = next(a for a in game.legal_actions(s) if a.kind == "rob")
    robbed = game.apply(s, rob)
    trumps = next(v for k, v in table_view(robbed, viewer=0).extras if k.startswith("Trumps"))
    assert "You robbed the A\u2660" in trumps
    trumps = next(v for k, v in table_view(robbed, viewer=1).extras if k.startswith("Trumps"))
    assert "P0 robbed the A\u2660" in trumps
    # the trump ace's holder, at his first card
    data = {"game": game_id, "players": 4, "dealer": "P0", "turn_card": "9S"}
    holder = from_dict({**data, "hands": {"P1": ["AS", "2H", "7D", "KC", "3S"]}}, "t").state
    assert mod.duties_now(holder, 1).startswith(
        "You hold the ace of trumps and may rob the 9\u2660 before your first card: "
    )
    assert mod.duties_now(holder, 0).startswith("P1 holds the ace of trumps and may rob ")


def test_spoil_five_tells_the_learner_his_three_tricks() -> None:
    """The "Now" box at the claim-or-jink question: "You have won the first three tricks"."""
    from ui.games.spoil_five import duties_now

    s = _ace_turned("spoil_five")._replace(phase="jink", to_move=2)
    assert duties_now(s, 2).startswith("You have won the first three tricks: claim the pool ")
    assert duties_now(s, 0).startswith("P2 has won the first three tricks: ")


def test_linger_longer_tells_the_winner_he_won() -> None:
    """The game's end, in the log and under the table, read "P0 is the last player left
    holding cards: P0 wins the game" to P0, the learner, above "You win the game: each of the
    3 others pays you ..."; told to him, each way a game can end says "you"."""
    from ui.cards import table_view
    from ui.format import capital
    from ui.games.linger_longer import move_notes

    game = game_of("linger_longer")
    settings = {"variant": game.default_variant, "options": {}}
    t = play.new_table(game, {"players": 4, "seat": 0, "bots": "random"}, settings, 3)
    play_out(game, t, random.Random(3).choice)
    s = t.state
    w = s.winner
    endings = ("last_left", "last_trick", "winner_out")
    assert s.result in endings
    for result in endings:
        won = s._replace(result=result)
        told = game.end_reason(won, w)  # the engine's sentence, told to the winner
        assert re.search(r"\b(you|and) win\b", told) and not names_the_learner(told, w), told
        assert f"P{w}" in game.end_reason(won, (w + 1) % 4)  # to another seat, as by default
        assert game.end_reason(won, (w + 1) % 4) == game.end_reason(won)
    caption = table_view(s, viewer=w).caption
    assert caption == capital(game.end_reason(s, w)) + "."
    before = t.state._replace(phase="play", history=s.history[:-1])
    assert move_notes(before, s, w)[-1] == caption
