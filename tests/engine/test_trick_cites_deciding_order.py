"""A Spoil Five or Forty-Five trick's explanation cites the rule of the card order that decided
it. Every trick cited ``<game>.trick_winner``, whose quote was the rule of thumb "highest in
red, lowest in black", also where the Five of trumps beat the A♥ (the quote says nothing of
either). Now the cited rule's quote is about the comparison that decided the trick: the winner
against the best other card that could have won, read here from the ranking layer itself.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS, Card
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
            assert game.last_trick_info(s) is None or game.last_trick_info(s)["rule"] == rules[0].id
    # the deals met every way a trick is decided
    assert set(seen) == set(SPEAKS_OF), seen
