"""A Spoil Five or Forty-Five trick's explanation cites the rule of the card order that decided
it. Every trick cited ``<game>.trick_winner``, whose quote was the rule of thumb "highest in
red, lowest in black", also where the Five of trumps beat the A♥ (the quote says nothing of
either). Now the cited rule's quote is about the comparison that decided the trick: the winner
against the best other card that could have won, read here from the ranking layer itself.

A plain trick then cited plain_order, quoting RULES.md's line for the black suits ("♣ and ♠:
K Q J A 2 3 4 5 6 7 8 9 10") also where the 2♦ beat the A♦ or the K♥ the 2♥; RULES.md §5 gives
hearts and diamonds a line each, now quoted for a trick of that suit (plain_hearts,
plain_diamonds).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS, Card, Suit
from engine.game import REGISTRY
from engine.quiz import Question
from engine.quiz_words import explanation
from engine.ranking import ranking
from engine.scenario import Scenario

AH = Card.parse("AH")


def _deciding(plays: Any, winner: int, trump: int) -> str:
    """What decided the trick, from the ranking: the kind of the winner's best rival."""
    r = ranking("spoil_five", trump)
    led = int(r.follows[plays[0][1]])
    card = next(c for p, c in plays if p == winner)
    rivals = [c for p, c in plays if p != winner and r.power(c, led) >= 0]
    if not rivals:
        return "alone"  # nothing else could win: a trump over plain cards, or the suit led
    rival = max(rivals, key=lambda c: r.power(c, led))
    if not r.is_trump(rival):
        return "trump_over_plain" if r.is_trump(card) else "plain"
    if r.trump_order.index(CARDS[card]) < 2:
        return "five_or_jack"
    return "ace_of_hearts" if AH in (card, rival) else "trumps"


# what the quote of the rule cited must speak of, for each way a trick is decided
SPEAKS_OF = {
    "five_or_jack": ("Five", "Jack"),
    "ace_of_hearts": ("A\u2665",),
    "trumps": ("highest in red, lowest in black",),
    "plain": ("K Q J",),
    "trump_over_plain": ("trump", "win the trick"),
    "alone": ("trump", "win the trick"),
}


# RULES.md §5's plain suits, one line each for hearts and diamonds, one for clubs and spades
PLAIN_LINE = {Suit.HEARTS: "\u2665:", Suit.DIAMONDS: "\u2666:", Suit.CLUBS: "\u2663 and \u2660:"}
PLAIN_LINE[Suit.SPADES] = PLAIN_LINE[Suit.CLUBS]


@pytest.mark.parametrize(
    ("gid", "players"), [("spoil_five", 4), ("spoil_five", 5), ("forty_five", 2), ("forty_five", 4)]
)
def test_each_trick_cites_the_order_that_decided_it(gid: str, players: int) -> None:
    game = REGISTRY.get(gid)
    seen: Counter[str] = Counter()
    for seed in range(60):
        rng = random.Random(seed)
        s = game.new_deal(players=players, dealer=seed % players, seed=seed)
        while not game.is_over(s):
            done = len(s.history)
            s = game.apply(s, rng.choice(game.legal_actions(s)))
            if len(s.history) == done or not s.history[-1][0]:
                continue
            plays, winner = s.history[-1]
            how = _deciding(plays, winner, s.trump)
            seen[how] += 1
            q = Question(id="t", kind="trick_winner", prompt="", scenario=Scenario(game, s))
            lines, rules = explanation(q)
            assert len(rules) == 1, (seed, plays)
            quote = rules[0].quote
            assert all(w in quote for w in SPEAKS_OF[how]), (seed, plays, how, rules[0].id)
            if how not in ("alone", "trump_over_plain"):  # the order decided: not the general rule
                assert rules[0].id != f"{gid}.trick_winner", (seed, plays)
            if how == "plain":  # the line of RULES.md §5 for the suit led, red or black
                line = PLAIN_LINE[CARDS[plays[0][1]].suit]
                assert quote.startswith(line), (seed, plays, quote)
                seen[f"plain {line}"] += 1
            info = game.last_trick_info(s)
            assert info is None or info["rule"] == rules[0].id
    # the deals met every way a trick is decided, and a plain trick of each line
    assert set(seen) == set(SPEAKS_OF) | {f"plain {x}" for x in PLAIN_LINE.values()}, seen
