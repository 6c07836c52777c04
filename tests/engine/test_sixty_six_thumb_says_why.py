"""Sixty-Six's rule-of-thumb reasons say why, in the voice of the other games' (Loo's "you can
head the trick: take it with the cheapest card that does", Napoleon's "your partner against
the bidder is winning the trick: throw your cheapest card"): what the player sees, then what
the habit makes of it. They had read as notes beside those: "You have 70 points." (why claim
then?), "You hold a marriage: leading its queen scores it and keeps the king (trumps first)."
(why trumps first?), "You have 46 or more, three trumps and the ace of trumps." (so what?),
"Your partner is winning the trick: win it as cheaply as you can, or throw your cheapest"."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
import engine.games.sixty_six.thumb as thumb
from engine.cli import hint_line
from engine.game import REGISTRY

REASONS = {
    "CLAIMS": thumb.CLAIMS,
    "EXCHANGES": thumb.EXCHANGES,
    "MELDS": thumb.MELDS,
    "CLOSES": thumb.CLOSES,
    "FETCHES": thumb.FETCHES,
    "LEADS": thumb.LEADS,
    "LETS": thumb.LETS,
    "BRINGS": thumb.BRINGS,
    "TRUMPS": thumb.TRUMPS,
    "THROWS": thumb.THROWS,
}


@pytest.mark.parametrize("name", [n for n in REASONS if n != "EXCHANGES"])
def test_each_reason_says_what_is_seen_and_what_follows(name: str) -> None:
    """'<what the player sees>: <what the habit makes of it>', both halves whole clauses."""
    seen, colon, then = REASONS[name].partition(": ")
    assert colon and len(seen.split()) >= 3 and len(then.split()) >= 4, REASONS[name]
    assert not then.endswith(("cheapest", "trumps first)")), REASONS[name]


def test_the_reasons_say_the_figures_they_rest_on() -> None:
    assert "66 wins the hand" in thumb.CLAIMS
    assert "40 in trumps and 20 in another suit" in thumb.MELDS  # why a trump one first
    assert "reach 66" in thumb.CLOSES
    assert "a trick's points go to its winner" in thumb.BRINGS
    assert thumb.EXCHANGES.startswith("the trump card is a higher trump than the nine")


def test_the_hints_read_whole() -> None:
    """Every hint of seeded two-, three- and four-hand deals ends in a whole sentence that is
    one of the reasons (the claim's with its points)."""
    game: Any = REGISTRY.get("sixty_six")
    said = set()
    for players in (2, 3, 4):
        for seed in range(8):
            s = game.new_deal(players=players, seed=seed)
            rng = random.Random(seed)
            while not game.is_over(s):
                hint = hint_line(game, s, seed)
                why = hint.split(". ", 1)[1].removesuffix(".")
                said.add(why[:1].lower() + why[1:])
                s = game.apply(s, rng.choice(game.legal_actions(s)))
    reasons = {r for r in REASONS.values() if "{" not in r}
    assert said & reasons >= {thumb.LEADS, thumb.THROWS, thumb.BRINGS}, said
