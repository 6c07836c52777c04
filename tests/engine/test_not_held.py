"""A card the player to move does not hold, over every registered game: refused by the game's
``<game>.from_hand`` rule (a player plays, discards or shows only cards of his own hand), never
by a duty of play such as following suit, and in one shape: "P1 does not hold 2♣"."""

from __future__ import annotations

from dataclasses import replace
from random import Random
from typing import Any

import pytest
from narrow import mover
from not_held import absent_card, positions, refused_not_held

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS
from engine.game import REGISTRY, Action, Game, play
from engine.quiz import Question, check
from engine.scenario import Scenario

GAMES = list(REGISTRY)

# the kinds of action that name a card of the mover's hand, as random deals (seeds 0-19) meet them
CARD_KINDS = {
    "loo": {"play"},
    "irish_loo": {"play", "exchange"},
    "five_card_loo": {"play", "exchange"},
    "rams": {"play", "rob"},
    "rounce": {"play", "rob", "discard"},
    "bierspiel": {"play", "rob"},
    "sixty_six": {"play", "meld"},
    "spoil_five": {"play", "rob"},
    "forty_five": {"play", "rob"},
    "napoleon": {"play"},
    "linger_longer": {"play"},
}


def test_every_game_is_listed() -> None:
    assert set(CARD_KINDS) == {g.id for g in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_card_not_held_is_refused_by_from_hand(game: Game[Any]) -> None:
    s = next(
        s
        for s in positions(game, range(20))
        if any(a.kind == "play" for a in game.legal_actions(s))
    )
    seat = mover(game, s)
    card = absent_card(s, seat)
    reason = refused_not_held(game, s, play(card), f"{game.id}.from_hand")
    assert reason == f"P{seat} does not hold {card.pretty}"
    assert game.hand_rule(s) in list(game.rules)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_action_naming_a_card_is_refused_for_one_not_held(game: Game[Any]) -> None:
    """A rob's discard, an exchange's discards, a marriage shown, a card played: each action on
    offer that names a card, with a card the mover does not hold in its place."""
    seen: set[str] = set()
    for s in positions(game, range(20)):
        seat = mover(game, s)
        absent = absent_card(s, seat)
        for a in game.legal_actions(s):
            if a.kind in seen:
                continue
            if a.card is not None:
                bad = replace(a, card=absent)
            elif a.cards:
                bad = replace(a, cards=(absent, *a.cards[1:]))
            else:
                continue
            refused_not_held(game, s, bad, game.hand_rule(s).id)
            seen.add(a.kind)
    assert seen == CARD_KINDS[game.id]


def test_loo_cites_the_text_of_its_variant() -> None:
    loo = REGISTRY.get("loo")
    for variant, rule in (
        ("foster1897", "loo.from_hand"),
        ("lesson_000", "loo.lesson_000.from_hand"),
    ):
        s = loo.new_deal(players=5, seed=124, variant=variant)
        while not any(a.kind == "play" for a in loo.legal_actions(s)):
            s = loo.apply(s, loo.legal_actions(s)[0])  # (seed 000's single: the widow first)
        refused_not_held(loo, s, play(absent_card(s, mover(loo, s))), rule)


def test_two_discards_not_held_are_both_named() -> None:
    g = REGISTRY.get("irish_loo")
    s = next(s for s in positions(g, range(20)) if s.phase == "exchange")
    seat = g.current_player(s)
    first, second = [c for c in CARDS if not s.hands[seat] >> c & 1][:2]
    exchange = Action("exchange", number=2, cards=(first, second))
    reason = refused_not_held(g, s, exchange, "irish_loo.from_hand")
    assert reason == f"P{seat} does not hold {first.pretty} or {second.pretty}"


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_mover_whose_hand_is_not_given_is_told_so(game: Game[Any]) -> None:
    """Another seat's view hides the mover's hand (as a scenario may leave it out): he is not
    said to lack the card, but his hand not to be given."""
    s = next(
        s
        for s in positions(game, range(20))
        if any(a.kind == "play" for a in game.legal_actions(s))
    )
    seat = mover(game, s)
    card = absent_card(s, seat)
    view = game.view(s, (seat + 1) % s.n)
    assert not view.hands[seat]
    (r,) = game.explain(view, play(card))
    assert r.rule == game.hand_rule(s)
    assert r.reason == f"{card.pretty} is not among P{seat}'s known cards: his hand is not given"


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_quiz_answer_naming_a_card_not_held_cites_from_hand(game: Game[Any]) -> None:
    """A learner who ticks (or types, in a notebook) a card he does not hold is told so, with
    the rule that a player plays from his own hand (it was the bare words, citing nothing),
    and told it as every other choice is said to him: "you do not hold" (it read "P1 does not
    hold" beside "you hold 9♠", nbread4 in notebook 11)."""
    s = next(
        s
        for s in positions(game, range(20))
        if any(a.kind == "play" for a in game.legal_actions(s))
    )
    seat = mover(game, s)
    card = absent_card(s, seat)
    fb = check(Question("q", "legal_cards", "", Scenario(game, s)), [card.code])
    assert not fb.correct
    assert fb.explanation[0] == f"you chose {card.pretty}, but it is not allowed, because " + (
        f"you do not hold {card.pretty}"
    )
    assert game.hand_rule(s) in fb.rules


# the games with a turn where no card may be played yet (declaring, bidding, robbing, "Auf")
BEFORE_PLAY = [g for g in GAMES if g.id not in ("sixty_six", "linger_longer")]


@pytest.mark.parametrize("game", BEFORE_PLAY, ids=[g.id for g in BEFORE_PLAY])
def test_before_play_the_turn_is_named_not_the_hand(game: Game[Any]) -> None:
    """While no card may be played ("first declare", "first P0 robs"), a card not held is told
    that, as a card held is: not_held answers only for a kind of action legal now."""
    declaring = game.practice_setup(Random(0), "declare")  # (Loo: a double, so a widow)
    s = next(
        s
        for s in positions(game, range(20), **declaring)
        if not any(a.kind == "play" for a in game.legal_actions(s))
        and s.hands[game.current_player(s)]
    )
    seat = mover(game, s)
    held = next(c for c in CARDS if s.hands[seat] >> c & 1)
    (absent,) = game.explain(s, play(absent_card(s, seat)))
    (present,) = game.explain(s, play(held))
    assert absent.rule == present.rule != game.hand_rule(s)
    assert absent.reason == present.reason
