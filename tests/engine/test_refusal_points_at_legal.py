"""A refusal never points the player at a card another refusal forbids. Five-card Loo's
q_pam_civil (learner walk): to the ace of trumps led, holding Pam (J♣), 9♦ and three plain
cards, the plain cards were refused with "you must follow suit: you hold J♣ and 9♦", and on the
next line J♣ with "Pam must pass the trick". A reason that names cards the player holds ("you
hold ...") names only cards he may play, or says which of them he may: "...; of those you may
play 9♦". Seeded random deals of every game, every refusal at every decision."""

from __future__ import annotations

import random
import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.scenario import from_dict

CARD = r"(?:10|[2-9JQKA])[\u2660\u2665\u2666\u2663]"
HOLD = re.compile(rf"you hold ((?:{CARD}(?:, | and | or )?)+)")
THEN = re.compile(rf"of those you may play ((?:{CARD}(?:, | and | or )?)+)")
NAME = {c.pretty: i for i, c in enumerate(CARDS)}


def cards(text: str) -> set[int]:
    return {NAME[m] for m in re.findall(CARD, text)}


def misleading(game_id: str, state: object) -> list[str]:
    game = REGISTRY.get(game_id)
    legal = {a.card for a in game.legal_actions(state) if a.card is not None}
    bad = []
    for r in game.refusals(state):
        held = HOLD.search(r.reason)
        if not held or cards(held.group(1)) <= legal:
            continue
        then = THEN.search(r.reason)
        if then is None or cards(then.group(1)) != legal & cards(held.group(1)):
            bad.append(f"{r.action}: {r.reason}")
    return bad


@pytest.mark.parametrize("gid", REGISTRY.ids())
def test_a_refusal_names_only_cards_that_may_be_played(gid: str) -> None:
    game = REGISTRY.get(gid)
    bad: list[str] = []
    for seed in range(30):
        for variant in game.variants:
            rng = random.Random(seed)
            opts = game.make_opts(variant)
            players = game.fit_players(opts, rng.randint(game.min_players, 6))
            s = game.new_deal(players=players, dealer=seed % players, seed=seed, variant=variant)
            while not game.is_over(s):
                bad += misleading(gid, s)
                s = game.apply(s, rng.choice(game.legal_actions(s)))
    assert not bad, f"{gid}: {len(bad)} refusals point at refused cards, e.g. {bad[:3]}"


def test_pam_civil_says_which_follower_may_be_played() -> None:
    """The walk's position: Pam must pass the ace of trumps, so 9♦ is the only card."""
    s = from_dict(
        {
            "game": "five_card_loo",
            "players": 5,
            "pool": 5,
            "trump": "D",
            "declarations": {
                "P1": "stand",
                "P2": "stand",
                "P3": "stand",
                "P4": "pass",
                "P0": "pass",
            },
            "hands": {"P2": ["JC", "9D", "4H", "7S", "8C"]},
            "trick": ["P1 AD"],
        }
    ).state
    reasons = {str(r.action): r.reason for r in REGISTRY.get("five_card_loo").refusals(s)}
    assert misleading("five_card_loo", s) == []
    assert any(r.endswith("of those you may play 9♦") for r in reasons.values()), reasons
