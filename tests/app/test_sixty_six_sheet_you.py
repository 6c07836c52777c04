"""Sixty-Six's score sheet on the Play page told the learner his own part in the third person:
its "why" read "P1 claims correctly with 70 (P0 has 0)" to P0. The sheet is the engine's
(``score_table``) told to the learner's seat, the hands before this one too: after the next
deal a row still says "you claim correctly ...", not "P0 claims". Seeded two- and three-hand
games played at random; the words come from the engine (its reasons told to a seat), the
test only looks for the seat's name."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401
from engine.game import REGISTRY
from engine.games.sixty_six import SixtySixState
from ui.play_table import Table
from ui.play_view import ledger_rows

G = REGISTRY.get("sixty_six")


def finished_hands(n: int, seed: int) -> Iterator[SixtySixState]:
    """Each finished hand of a seeded game played at random, until someone wins the game."""
    rng = random.Random(seed)
    s = G.new_deal(players=n, dealer=seed % n, seed=seed)
    for hand in range(6):
        while not G.is_over(s):
            s = G.apply(s, rng.choice(G.legal_actions(s)))
        yield s
        if G.game_winner(s) is not None:
            return
        s = G.next_deal(s, seed=seed * 10 + hand)


def names_seat(line: str, seat: int) -> bool:
    return bool(re.search(rf"(?<![+\w])P{seat}(?![+\w])", line))


@pytest.mark.parametrize("n", [2, 3])
def test_the_sheets_why_tells_the_learner_his_part_as_you(n: int) -> None:
    variant = next(iter(G.variants))
    you = earlier = 0
    for seed in range(12):
        for s in finished_hands(n, seed):
            neutral = G.score_table(s)
            for seat in range(n):
                t = Table(G.id, n, seat, "random", variant, {}, random.Random(0), state=s)
                rows = ledger_rows(G, t)
                # the same sheet, hand by hand, but for its words
                assert [{**r, "why": ""} for r in rows] == [{**r, "why": ""} for r in neutral]
                whys = [str(r["why"]) for r in rows]
                named = [w for w in whys if names_seat(w, seat)]
                assert not named, (seed, seat, named)
                said = [bool(re.search(r"\byou\b", w)) for w in whys]
                you += sum(said)
                earlier += sum(said[:-1])  # a hand before this one, told as "you" still
                # the other seats read the neutral words where they do not name themselves
                for row, plain in zip(rows, neutral, strict=True):
                    if not re.search(r"\byour?\b", str(row["why"])):
                        assert row["why"] == plain["why"]
    assert you and earlier, (you, earlier)
