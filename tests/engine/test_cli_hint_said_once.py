"""``trickbook play``'s hint names a move that is not a card in the game's words and says it
once. Spoil Five's and Forty-Five's hint read "would rob 3♦ here (type rob 3D)", the notation,
the 3♦ being the card put *out* (the pool games had their words, ``Game.move_words``, since
fcf89b1; these two had none), and Spoil Five's "would claim here". Rams' read "would rob the
trump, putting out 8♣ here (type rob 8C). You may rob the trump card: rob, putting out your
weakest card.": the move words name the move and its card, so the reason says only why."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cli import hint_line
from engine.game import REGISTRY

NOTATION = re.compile(r"would (rob [^ ]+|claim|decline)( \(|\.)")


def _hints(game_id: str, deals: int = 40) -> list[tuple[Any, str, str]]:
    """(rule-of-thumb move, its reason, hint) at every turn of seeded random deals whose move
    is not a card played."""
    game: Any = REGISTRY.get(game_id)
    out = []
    for seed in range(deals):
        s = game.new_deal(seed=seed)
        rng = random.Random(seed)
        while not game.is_over(s):
            view = game.view(s, game.current_player(s))
            act, why = game.heuristic_move(view, random.Random(seed))  # (as hint_line's)
            if act.kind != "play":
                out.append((act, why, hint_line(game, s, seed)))
            s = game.apply(s, rng.choice(game.legal_actions(s)))
    return out


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
def test_spoil_five_and_forty_five_name_the_move_in_words(game_id: str) -> None:
    game: Any = REGISTRY.get(game_id)
    hints = _hints(game_id)
    assert {a.kind for a, _, _ in hints} >= {"rob"}, hints
    for act, _, hint in hints:
        said = game.move_words(act)
        assert not NOTATION.search(hint), hint
        said_at = f"Hint: the computer's rule of thumb would {said}"
        assert hint.startswith((f"{said_at} (type ", f"{said_at}.")), hint
        assert (f"(type {act})" in hint) == (str(act) != said), hint
        if act.kind == "rob":  # the card named is the one put out, as the button says
            assert said.endswith(f", putting out {act.card.pretty}"), said
    assert game.move_words(game.word_action("decline")) == "let the trump card lie"


def _runs(text: str, n: int = 3) -> set[str]:
    words = re.findall(r"[\w♠♥♦♣]+", text.lower())
    return {" ".join(words[i : i + n]) for i in range(len(words) - n + 1)}


@pytest.mark.parametrize("game_id", ["rams", "rounce", "bierspiel", "spoil_five", "forty_five"])
def test_a_robbing_hint_says_the_move_once(game_id: str) -> None:
    """The move words carry the move and the card put out; the reason why the card (the
    weakest, the cheapest), without naming the move again."""
    game: Any = REGISTRY.get(game_id)
    robs = [(a, why, h) for a, why, h in _hints(game_id) if a.kind == "rob"]
    assert robs
    for act, why, hint in robs:
        said = game.move_words(act)
        assert hint.count("putting out") == 1 and "put out" not in why, hint
        assert not _runs(said) & _runs(why), hint
        assert re.search(r"\b(weakest|cheapest)\b", why), hint


def test_napoleons_hint_names_trumps_in_words() -> None:
    """Napoleon's hint read "would trump ♥ here (type trump H)", the notation for naming
    trumps, where the page's buttons say "Hearts ♥"; and a nap "would nap here"."""
    game: Any = REGISTRY.get("napoleon")
    hints = _hints("napoleon")
    trumps = [(a, h) for a, _, h in hints if a.kind == "trump"]
    assert trumps
    for act, hint in trumps:
        suit = act.suit.name.lower()
        assert f"would name {suit} as trumps (type {act})" in hint, hint
    assert game.move_words(game.word_action("nap")) == "bid nap, all five tricks"
    assert game.move_words(game.word_action("bid 2")) == "bid 2"
