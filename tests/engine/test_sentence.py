"""Reasons that carry their seats as fields (engine/sentence.py): every reason a game's
settlement gives over seeded deals is one, told to a seat it names it says "you" and never
names that seat, told to any other seat it reads as in the third person; and the doctests
pass. (When the reasons were moved to fields, each read told to every seat as the words had
when engine.ledger.told rewrote them with regular expressions; that function went with the
last words that needed it, the Compare page's partings.)"""

from __future__ import annotations

import doctest
import random
import re
from types import ModuleType

import pytest

import engine.games  # noqa: F401
import engine.ledger
import engine.sentence
from engine.game import REGISTRY
from engine.ledger import Note, Transfer
from engine.sentence import He, Sentence, Verb, Who, says, seats_in


@pytest.mark.parametrize("module", [engine.sentence, engine.ledger])
def test_doctests(module: ModuleType) -> None:
    result = doctest.testmod(module)
    assert result.attempted and not result.failed


def test_a_seat_and_a_side() -> None:
    side = Sentence.of(Who("P1+P3"), " ", Verb("P1+P3", "take", "takes"), " 81 points. ")
    both = side + Sentence.of(Who("P1+P3", possessive=True), " tricks")
    assert both.text(1) == "Your side (P1+P3) takes 81 points. Your side's tricks"
    assert both.text(1, named=True) == "Your side takes 81 points. Your side's tricks"
    assert both.text(0) == both.text() == "P1+P3 take 81 points. P1+P3's tricks"
    won = says("P2", "wins", "win", " the game")
    assert [won.text(s) for s in (-1, 2)] == ["P2 wins the game", "You win the game"]
    assert Sentence.of(He("P2", "He"), " passed").text(2) == "You passed"


def _finished(game_id: str, n: int, seed: int) -> object:
    game = REGISTRY.get(game_id)
    rng = random.Random(seed)
    s = game.new_deal(players=n, dealer=seed % n, seed=seed)
    for _ in range(600):
        if game.is_over(s):
            break
        s = game.apply(s, rng.choice(game.legal_actions(s)))
    return s


# every game's settlement says its reasons so
MOVED: tuple[str, ...] = (
    "loo",
    "irish_loo",
    "five_card_loo",
    "rams",
    "rounce",
    "spoil_five",
    "napoleon",
)
MOVED += ("linger_longer", "forty_five", "sixty_six", "bierspiel")


def _named(said: Sentence) -> frozenset[int]:
    """The seats a sentence names as fields (a move named names none)."""
    out: frozenset[int] = frozenset()
    for part in said.parts:
        if isinstance(part, Who):
            out |= seats_in(part.account)
        elif isinstance(part, (Verb, He)):
            out |= seats_in(part.who)
    return out


def _counts(game_id: str) -> list[int]:
    """The fewest, a middling and the most players the game allows."""
    game = REGISTRY.get(game_id)
    c = game.player_counts(game.make_opts())
    return sorted({c[0], c[len(c) // 2], c[-1]})


GAMES = [(g, n) for g in MOVED for n in _counts(g)]


@pytest.mark.parametrize(("game_id", "n"), GAMES)
def test_told_to_each_seat(game_id: str, n: int) -> None:
    game = REGISTRY.get(game_id)
    seen = 0
    for seed in range(30):
        settle = game.settlement(_finished(game_id, n, seed))
        said: list[Transfer | Note] = [*settle.transfers, *settle.notes] if settle else []
        for x in said:
            assert x.said is not None, (seed, x)  # no reason in words only
            seen += 1
            words = x.said.text()
            assert words == (x.reason if isinstance(x, Transfer) else x.text)
            named = _named(x.said)
            for seat in range(-1, n):
                told = x.told(seat)
                if seat not in named:
                    assert told == words, (seed, seat, words)
                    continue
                assert re.search(r"\b(you|your)\b", told, re.I), (seed, seat, told)
                # his seat is named only as a side's in brackets ("your side (P1+P3)")
                alone = re.sub(r"\(P\d+(\+P\d+)+\)", "", told)
                assert not re.search(rf"(?<![+\w])P{seat}(?![+\w])", alone), (seed, seat, told)
                sides = re.findall(r"(?<![+\w])P\d+(?:\+P\d+)+", alone)
                assert not [s for s in sides if seat in seats_in(s)], (seed, seat, told)
    assert seen, f"{game_id}: no reason with its seats as fields"
