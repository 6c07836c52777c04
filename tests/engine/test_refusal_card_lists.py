"""A refusal names the cards of a hand as a sentence does, like the quiz's own words beside it:
"you must follow suit: you hold K♥ and 2♥", "you hold 9♠, 4♠ and 2♠", not "you hold K♥ 2♥"
right after "You chose 5♠, 9♣ and J♦" (reported by a learner walk on Rounce's q_follow). One
helper says both lists: engine.cards.listed / said. Seeded random deals of every game, every
refusal at every decision."""

from __future__ import annotations

import random
import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import listed, mask_of, parse_cards, said
from engine.game import REGISTRY

CARD = r"(?:10|[2-9JQKA])[\u2660\u2665\u2666\u2663]"
BARE = re.compile(rf"{CARD} {CARD}")  # two cards side by side with no comma, "and" or "or"


def bare_lists(gid: str, deals: int) -> tuple[int, list[str]]:
    game = REGISTRY.get(gid)
    listing, bad = 0, []
    for seed in range(deals):
        rng = random.Random(seed)
        players = game.fit_players(game.make_opts(), rng.randint(game.min_players, 6))
        s = game.new_deal(players=players, dealer=seed % players, seed=seed)
        while not game.is_over(s):
            for r in game.refusals(s):
                listing += bool(re.search(rf"{CARD}(?:,| and| or) {CARD}", r.reason))
                if BARE.search(r.reason):
                    bad.append(r.reason)
            s = game.apply(s, rng.choice(game.legal_actions(s)))
    return listing, bad


@pytest.mark.parametrize("gid", REGISTRY.ids())
def test_a_refusal_lists_cards_with_commas_and_and(gid: str) -> None:
    listing, bad = bare_lists(gid, 20)
    assert not bad, f"{gid}: {len(bad)} reasons list bare cards, e.g. {bad[:3]}"
    assert listing, f"{gid}: no refusal listed several cards in 20 deals"


def test_the_list_helper() -> None:
    assert [listed(w) for w in ([], ["a"], ["a", "b"], ["a", "b", "c"])] == [
        "",
        "a",
        "a and b",
        "a, b and c",
    ]
    hand = mask_of(parse_cards("KH 2H 9S"))
    assert said(hand, lambda cs: sorted(cs, reverse=True)) == "9♠, K♥ and 2♥"
    assert said(mask_of(parse_cards("KH 2H")), conj="or") == "2♥ or K♥"
