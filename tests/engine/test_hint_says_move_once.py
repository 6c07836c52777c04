"""``trickbook play``'s hint names the computer's rule-of-thumb move once: first, in the game's
words, with how to type it, then why. Every game's reason (``Game.heuristic_move``) ended by
naming its choice again, so the hint said the move twice: "Hint: the computer's rule of thumb
would stand here. You hold a trump or an ace: stand.", "... would take the widow here (type
widow). ...: take the widow (...)", "... would bid 3 here. Your hand counts about 3 tricks in
its best suit, more than the bid so far: bid that many.". Now the reason says only why: "Hint:
the computer's rule of thumb would stand. You hold a trump or an ace."; a card's reason may
still say which card in words ("... would play 9♣ (type 9C). You cannot head the trick: throw
your weakest card"), never its face. No "here" after the move, which followed a move's own
comma badly ("would jink, going on for all five tricks here"). Every game, Sixty-Six's own
habits (engine/games/sixty_six/thumb.py) among them."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import Suit
from engine.cli import hint_line
from engine.game import REGISTRY, Action
from engine.search.thumb import advice

HEAD = "Hint: the computer's rule of thumb would "
CARD = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")
SUITS = "|".join(s.name.lower() for s in Suit)


def move_verb(game: Any, act: Action) -> str:
    """The words naming a move that is not a card, without the card, suit or number that
    makes it this one: ``take the widow``, ``bid``, ``name as trumps``, ``rob the trump``."""
    words = game.move_words(act).split(",")[0].lower()
    words = re.sub(rf"{CARD.pattern}|\d+|\b(?:{SUITS})\b", " ", words)
    return " ".join(words.split())


def names_the_move(game: Any, act: Action, why: str) -> bool:
    """Does the reason ``why`` name the move ``act`` (not a card) again: its words
    (:func:`move_verb`), its notation, or its kind as a verb ("stand", "bid that many", not
    "the bid so far")?"""
    said = why.lower()
    words = "|".join(re.escape(w) for w in (move_verb(game, act), act.kind))
    return (
        str(act).lower() in said
        or re.search(rf"(?<!the )(?<!a )(?<!your )\b(?:{words})\b", said) is not None
    )


def _hints(game: Any, deals: int) -> list[tuple[Action, str, str]]:
    """(rule-of-thumb move, its reason, the hint) at every turn of seeded deals of every
    player count, the moves made at random or by the rule of thumb."""
    out = []
    for players in game.player_counts(game.make_opts(None)):
        for seed in range(deals):
            s = game.new_deal(players=players, seed=seed)
            rng = random.Random(seed)
            for _ in range(2):  # (Loo's second deal may be a double pool, with its declaring)
                while not game.is_over(s):
                    seat = game.current_player(s)
                    view = game.view(s, seat)
                    act, why = advice(game, view, random.Random(seed))  # (as hint_line)
                    out.append((act, why, hint_line(game, s, seed)))
                    if rng.random() < 0.5:
                        s = game.apply(s, rng.choice(game.legal_actions(s)))
                    else:
                        s = game.apply(s, game.heuristic_action(view, rng))
                s = game.next_deal(s, seed=seed + 100)
    return out


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_a_hint_names_its_move_once(game_id: str) -> None:
    game: Any = REGISTRY.get(game_id)
    kinds = set()
    for act, why, hint in _hints(game, 12):
        face = act.card.pretty if act.kind == "play" and act.card is not None else ""
        said = f"play {face}" if face else game.move_words(act)
        code = str(act).removeprefix("play ")
        typed = f" (type {code}). " if code != (face or said) else ". "
        move, _, rest = hint.partition(typed)
        assert move == HEAD + said and rest == f"{why[:1].upper()}{why[1:]}.", hint
        assert hint.count(face or said) == 1, hint
        if act.kind == "play":  # the card by its face once; its reason names none
            assert not CARD.search(why), hint
        else:
            assert not names_the_move(game, act, why), hint
        kinds.add(act.kind)
    assert "play" in kinds and (len(kinds) > 1 or game_id == "linger_longer"), kinds


def test_the_old_reasons_said_the_move_again() -> None:
    """What the check above catches, on the reasons the hints had."""
    loo: Any = REGISTRY.get("loo")
    napoleon: Any = REGISTRY.get("napoleon")
    rams: Any = REGISTRY.get("rams")
    assert names_the_move(loo, Action("stand"), "you hold a trump or an ace: stand")
    assert names_the_move(
        rams, Action("widow"), "no trump to play on: take the widow (one time in two)"
    )
    bid = Action.parse("bid 3")
    assert names_the_move(napoleon, bid, "more than the bid so far: bid that many")
    assert not names_the_move(napoleon, bid, "more than the bid so far")
    trumps = Action("trump", suit=Suit.HEARTS)
    assert names_the_move(napoleon, trumps, "name as trumps the suit your hand counts most in")
    assert not names_the_move(rams, Action("stand"), "you may not pass")
