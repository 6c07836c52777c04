"""Forty-Five's playouts: the card a playout plays with the world's hands in sight."""

from __future__ import annotations

import random

from engine.cards import cards_in, mask_of
from engine.games.forty_five import FORTY_FIVE as G
from engine.games.forty_five.core import legal, rank_of
from engine.games.forty_five.play import legal_cards
from engine.games.forty_five.search import CHEAP, card_choice, sighted_choice
from engine.search.thumb import least


def test_sighted_choice_wins_only_what_stays_won() -> None:
    """Over seeded random deals of two, four and six: the playouts' card is legal; a card
    that takes the trick is never one an opponent still to play can beat; a partner's
    winning card stands when no such opponent can beat it; and a lead is the habit's."""
    checked = overtaken = 0
    for seed in range(150):
        rng = random.Random(seed)
        n = (2, 4, 6)[seed % 3]
        s = G.new_deal(players=n, dealer=seed % n, seed=seed)
        while not G.is_over(s):
            acts = G.legal_actions(s)
            if s.phase == "play" and all(a.kind == "play" for a in acts):
                mask = legal_cards(s)
                c = sighted_choice(s, mask)
                assert mask >> c & 1
                if not s.trick:
                    assert c == card_choice(s, mask)
                else:
                    r = rank_of(s.trump)
                    led, seat = s.trick[0][1], s.to_move
                    threat = 0
                    for i in range(1, n - len(s.trick), 2):
                        hand = s.hands[(seat + i) % n]
                        threat |= legal(s.opts.strict_single_privileged, hand, led, trump=s.trump)
                    win_seat, win_card = r.winning_play(s.trick)
                    wins = [
                        x
                        for x in cards_in(mask)
                        if r.winning_play((*s.trick, (seat, x)))[0] == seat
                    ]
                    safe = [x for x in wins if not threat & r.over[x]]
                    partner = n > 2 and (win_seat - seat) % 2 == 0
                    if partner and not threat & r.over[win_card]:
                        assert c == card_choice(s, mask)  # it stands: the habit's cheapest card
                    elif safe:  # the cheapest card that takes the trick for good
                        assert c == r.worst(mask_of(safe))
                        overtaken += partner
                    else:  # nothing takes it for good: the cheapest card
                        assert c == least(mask, CHEAP[s.trump])
                    checked += 1
            s = G.apply(s, rng.choice(acts))
    assert checked > 1000 and overtaken > 0  # a partner's beatable card was made safe
