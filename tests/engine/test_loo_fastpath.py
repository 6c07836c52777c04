"""Loo's hot path agrees with the plain statement of the rules on 2,000 seeded random deals.

The fast path reads the trick's winner off bitmasks (``_winning_card``), ends a trick when play
comes back round to its leader, and remembers the last legal mask for ``apply``. Here every
position of random complete deals is checked against the slow, obvious computation: the winner
judged by ``engine.tricks`` with ``plain_trump_strength``, the obligations run one by one through
``forbidden`` (the explanation path), and a trick complete when every player in has played.
"""

from __future__ import annotations

import random

from engine.cards import SUIT_MASK, Suit
from engine.constraints import PlayContext, forbidden
from engine.game import play
from engine.games.loo import LOO, LooState, chain_for
from engine.tricks import plain_trump_strength, trick_winner, winning_play

DEALS_PER_CASE = 250  # 8 cases below: 2,000 deals
CASES = [("foster1897", n) for n in (3, 4, 5, 6, 8)] + [("lesson_000", n) for n in (5, 6, 8)]


def reference_context(s: LooState) -> PlayContext:
    """The context as first written: the winner so far judged by the shared trick module."""
    ctx = LOO.play_context(s)
    if not s.trick:
        return ctx  # leading: no trick to judge
    trump = s.trump
    tmask = SUIT_MASK[trump] if trump >= 0 else 0
    led = s.trick[0][1] // 13
    _, wcard = winning_play(s.trick, None if trump < 0 else Suit(trump), plain_trump_strength)
    trumped = trump >= 0 and wcard // 13 == trump
    above = ~((2 << wcard) - 1)
    beaters = tmask & above if trumped else (SUIT_MASK[led] & above) | tmask
    return ctx._replace(beaters=beaters, trumped=trumped, winner=wcard)


def reference_legal(s: LooState) -> int:
    """The hand less every card an obligation forbids, one obligation at a time."""
    ctx = reference_context(s)
    banned = 0
    for f in forbidden(chain_for(s.opts), ctx):
        banned |= 1 << f.card
    return ctx.hand & ~banned


def check_play_position(s: LooState) -> None:
    ctx, ref = LOO.play_context(s), reference_context(s)
    assert ctx == ref, f"context differs:\n{s}\nfast {ctx}\nslow {ref}"
    legal = LOO.legal_cards(s)
    assert legal == reference_legal(s), f"legal cards differ:\n{s}"
    assert LOO.legal_actions(s) == [play(c) for c in range(52) if legal >> c & 1]
    # a state rebuilt field by field is a new object: the remembered answer must not leak
    assert LOO.legal_cards(LooState(*s)) == legal


def test_fast_path_matches_the_plain_rules_on_2000_random_deals() -> None:
    deals = 0
    for variant, players in CASES:
        rng = random.Random(f"fastpath {variant} {players}")
        s = LOO.new_deal(players=players, seed=rng.getrandbits(32), variant=variant)
        for _ in range(DEALS_PER_CASE):
            while not LOO.is_over(s):
                if s.phase == "play":
                    check_play_position(s)
                s = LOO.apply(s, rng.choice(LOO.legal_actions(s)))
            in_play = len(s.active)
            # tricks before a mid-deal turn-up were all followed, so judging every trick under
            # the final trump gives the same winners (and re-judges the trick that turned it)
            trump = None if s.trump < 0 else Suit(s.trump)
            for i, (plays, winner) in enumerate(s.history, start=1):
                assert len(plays) == in_play, "a trick ends when every player in has played"
                assert winner == trick_winner(plays, trump), f"trick {i} misjudged:\n{s}"
            deals += 1
            s = LOO.next_deal(s, seed=rng.getrandbits(32))
    assert deals == 2000
