"""Differential test: the engine's play rules against an independent reading of the texts.

``oracle_trumps.py`` was written from ``seeds/*.txt`` and RULES.md §5-9 alone. Here random deals
of Spoil Five, Forty-Five, Sixty-Six, Napoleon and Linger Longer (every variant, every player
count) are played out by random legal actions; at every card-play decision the engine's playable
cards must equal the oracle's, and after every trick the engine's winner must be the oracle's.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import oracle_trumps as oracle
import pytest
from narrow import action_card

import engine.games  # noqa: F401  (registers the games)
from engine.cards import Card
from engine.game import REGISTRY

GAMES = ("spoil_five", "forty_five", "sixty_six", "napoleon", "linger_longer")
CASES = [(g, v) for g in GAMES for v in REGISTRY.get(g).variants]

# deals per player count: the whole module takes ~5 s of CPU (plus the engine import)
DEALS = {
    "spoil_five": 40,
    "forty_five": 80,
    "sixty_six": 120,
    "napoleon": 80,
    "linger_longer": 60,
}

# situations each game's deals must meet, where readings of the texts part (so a pass means
# the engine was asked about them, not only about the easy cases)
MET = {
    "spoil_five": (
        "1 privileged trump(s) above the lead, no other",
        "2 privileged trump(s) above the lead, no other",
        "a privileged trump above the lead, and another trump",
        "A♥ led, hearts not trumps",
        "plain suit led: may follow or trump",
    ),
    "sixty_six": (
        "2-hand early",
        "3-hand early",
        "closed",
        "exhausted",
        "later: void in the suit led",
        "four: void in the suit led",
        "four: void, cannot overtrump",
    ),
    "napoleon": ("first lead",),
    "linger_longer": ("a player has dropped out",),
}
MET["forty_five"] = MET["spoil_five"]


def _oracle_card(c: int) -> oracle.Card:
    card = Card(c)
    return (card.rank, card.suit.letter)


# the oracle's form of each card, made once: to_card was called a million times a run
ORACLE_CARDS = tuple(_oracle_card(c) for c in range(52))


def to_card(c: int) -> oracle.Card:
    return ORACLE_CARDS[c] if 0 <= c < 52 else _oracle_card(c)  # (anything else as before)


def cards_of(mask: int) -> list[oracle.Card]:
    return [ORACLE_CARDS[c] for c in range(52) if mask >> c & 1]


def trick_of(plays: Any) -> list[oracle.Played]:
    return [(seat, to_card(c)) for seat, c in plays]


def suit_letter(suit: int) -> str:
    return "CDHS"[suit]


@dataclass
class Tally:
    decisions: int = 0
    tricks: int = 0
    seen: Counter[str] = field(default_factory=Counter)  # situations met (coverage)
    mismatches: list[str] = field(default_factory=list)


def oracle_legal(
    game_id: str, variant: str, s: Any, tally: Tally, undertrump: bool = False
) -> list[oracle.Card]:
    hand = cards_of(s.hands[s.to_move])
    trick = trick_of(s.trick)
    trump = suit_letter(s.trump)
    if game_id in ("spoil_five", "forty_five"):
        led = trick[0][1] if trick else None
        held = [c for c in hand if oracle.spoil_is_trump(c, trump)]
        if led == (14, "H") and trump != "H":
            tally.seen["A♥ led, hearts not trumps"] += 1
        if led and oracle.spoil_is_trump(led, trump) and held:
            above = [
                c
                for c in held
                if c in ((5, trump), (11, trump), (14, "H"))
                and oracle.spoil_trump_beats(c, led, trump)
            ]
            if len(above) == len(held):
                tally.seen[f"{len(held)} privileged trump(s) above the lead, no other"] += 1
            elif above:
                tally.seen["a privileged trump above the lead, and another trump"] += 1
        elif led and held and any(c[1] == led[1] and c not in held for c in hand):
            tally.seen["plain suit led: may follow or trump"] += 1
        strict = variant == "strict_single_privileged"
        return oracle.spoil_five_legal(hand, trick, trump, strict_single_privileged=strict)
    if game_id == "sixty_six":
        if s.n == 4:
            stage = "four"
        elif s.closed_by >= 0 or not s.stock:
            stage = "later"
            tally.seen["closed" if s.closed_by >= 0 else "exhausted"] += 1
        else:
            stage = "early"
        tally.seen[f"{s.n}-hand {stage}"] += 1
        if stage != "early" and trick and not any(c[1] == trick[0][1][1] for c in hand):
            tally.seen[f"{stage}: void in the suit led"] += 1
            best = dict(trick)[oracle.sixty_six_winner(trick, trump)]
            trumps = [c for c in hand if c[1] == trump]
            if (
                best[1] == trump
                and trumps
                and not any(oracle.sixty_six_beats(c, best, trump) for c in trumps)
            ):
                tally.seen[f"{stage}: void, cannot overtrump"] += 1
        strict = variant == "strict_second_phase_german_practice"
        return oracle.sixty_six_legal(
            hand, trick, trump, stage, strict_later=strict, undertrump=undertrump
        )
    if game_id == "napoleon":
        first = not s.history and not s.trick
        if first:
            has_trump = any(c[1] == trump for c in hand)
            tally.seen["first lead" + ("" if has_trump else " without a trump")] += 1
        return oracle.napoleon_legal(hand, trick, trump, first_lead=first)
    if len(s.still_in()) < s.n:
        tally.seen["a player has dropped out"] += 1
    return oracle.follow_suit_legal(hand, trick)


def oracle_winner(game_id: str, plays: list[oracle.Played], trump: str) -> int:
    if game_id in ("spoil_five", "forty_five"):
        return oracle.spoil_five_winner(plays, trump)
    if game_id == "sixty_six":
        return oracle.sixty_six_winner(plays, trump)
    return oracle.ace_high_winner(plays, trump)


def choose(game_id: str, s: Any, actions: list[Any], rng: random.Random) -> Any:
    """A random legal action. A claim (which ends the deal) only now and then, so that deals
    run on to the later stages; in Spoil Five and Forty-Five a leader leads a trump half the
    time when he can, so that the reneging privilege is met more often."""
    rest = [a for a in actions if a.kind != "claim"]
    if game_id in ("spoil_five", "forty_five") and s.phase == "play" and not s.trick:
        trump = suit_letter(s.trump)
        trumps = [
            a for a in rest if a.kind == "play" and oracle.spoil_is_trump(to_card(a.card), trump)
        ]
        if trumps and rng.random() < 0.5:
            return rng.choice(trumps)
    if rest and rng.random() > 0.05:
        return rng.choice(rest)
    return rng.choice(actions)


def play_deal(
    game_id: str, variant: str, players: int, seed: int, tally: Tally, **overrides: Any
) -> None:
    game = REGISTRY.get(game_id)
    s = game.new_deal(players=players, seed=seed, variant=variant, **overrides)
    rng = random.Random(seed * 31 + players)
    where = f"{game_id}/{variant} players={players} seed={seed}"
    while not game.is_over(s):
        actions = game.legal_actions(s)
        if s.phase == "play":
            engine_cards = sorted(to_card(action_card(a)) for a in actions if a.kind == "play")
            expected = sorted(oracle_legal(game_id, variant, s, tally, **overrides))
            tally.decisions += 1
            if engine_cards != expected:
                tally.mismatches.append(
                    f"{where} move {len(s.moves)} seat {s.to_move}: trick {trick_of(s.trick)} "
                    f"trump {suit_letter(s.trump)} hand {cards_of(s.hands[s.to_move])}: "
                    f"engine {engine_cards}, oracle {expected}"
                )
        before = len(s.history)
        s = game.apply(s, choose(game_id, s, actions, rng))
        if len(s.history) > before:
            plays, winner = s.history[-1]
            expect = oracle_winner(game_id, trick_of(plays), suit_letter(s.trump))
            tally.tricks += 1
            if winner != expect:
                tally.mismatches.append(
                    f"{where} trick {len(s.history)} {trick_of(plays)} trump "
                    f"{suit_letter(s.trump)}: engine winner {winner}, oracle {expect}"
                )


@pytest.mark.parametrize(("game_id", "variant"), CASES)
def test_engine_agrees_with_oracle(game_id: str, variant: str) -> None:
    game = REGISTRY.get(game_id)
    tally = Tally()
    for players in game.player_counts(game.make_opts(variant)):
        for seed in range(DEALS[game_id]):
            play_deal(game_id, variant, players, seed, tally)
    assert not tally.mismatches, f"{len(tally.mismatches)} disagreements:\n" + "\n".join(
        tally.mismatches[:10]
    )
    unmet = [k for k in MET[game_id] if not tally.seen[k]]
    assert not unmet, f"no deal met: {unmet} ({tally.decisions} decisions, {tally.tricks} tricks)"


@pytest.mark.parametrize("variant", list(REGISTRY.get("sixty_six").variants))
def test_four_hand_undertrump_option(variant: str) -> None:
    """The engine's option ``undertrump`` (four-hand; no named variant turns it on) against the
    oracle's other reading of "he must trump or overtrump if he can": trump even below."""
    tally = Tally()
    for seed in range(DEALS["sixty_six"]):
        play_deal("sixty_six", variant, 4, seed, tally, undertrump=True)
    assert not tally.mismatches, f"{len(tally.mismatches)} disagreements:\n" + "\n".join(
        tally.mismatches[:10]
    )
    assert tally.seen["four: void, cannot overtrump"], tally.seen
