"""A Napoleon trick that cites ``napoleon.ace_high`` (an ace over a card of its own suit,
097dc9c) spells out the comparison, as Spoil Five's "who wins?" feedback does
(spoil_five.cards.with_order_why): "A♠ beats K♠: spades rank A♠ K♠ ...", the ranking layer's
words (Ranking.rival, Ranking.explain); a trick citing trick_winner keeps its one line."""

from __future__ import annotations

import random

import pytest

from engine.cards import CARDS
from engine.games.napoleon import NAPOLEON
from engine.games.napoleon.play import rank_of


@pytest.mark.parametrize("players", [3, 4, 5])
def test_an_ace_high_trick_says_what_it_beat(players: int) -> None:
    met = 0
    for seed in range(20):
        rng = random.Random(seed)
        s = NAPOLEON.new_deal(players=players, dealer=0, seed=seed)
        while not NAPOLEON.is_over(s):
            before = len(s.history)
            s = NAPOLEON.apply(s, rng.choice(list(NAPOLEON.legal_actions(s))))
            if len(s.history) == before or not s.history[-1][0]:
                continue
            plays, w = s.history[-1]
            reason = NAPOLEON.trick_reason(s)
            if NAPOLEON.trick_winner_rule(s).id != "napoleon.ace_high":
                assert " beats " not in reason, reason
                continue
            met += 1
            r = rank_of(s)
            card, rival = dict(plays)[w], r.rival(plays, w)
            assert rival is not None
            why = r.explain(card, int(rival), int(r.follows[plays[0][1]])).removesuffix(".")
            assert reason.endswith(f" — {why}"), reason
            assert why.startswith(f"{CARDS[card].pretty} beats {rival.pretty}: "), why
    assert met
