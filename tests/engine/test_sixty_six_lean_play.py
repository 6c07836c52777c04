"""Sixty-Six's random play (issue 6: the throughput against ``schnapsen``) asks the rules once
for each thing it needs, and gets the same answers.

* A complete two-hand trick is one look-up (``play.TAKEN``): its history entry, winner, pile
  and card points, made from the rank table once for every trick of the 24-card pack, where
  ``play_card`` worked out the four by ten look-ups each trick. A card outside the pack (a
  scenario's odd hand) is judged by the same function, :func:`play.taken`.
* A seat's count is read once for its words: ``count_said`` asked ``side_count`` twice (the
  second time for the closed stock's missing 10), and the count's last trick read the state's
  properties field by field.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.cards import Card
from engine.game import REGISTRY
from engine.games.sixty_six import play, scoring
from engine.games.sixty_six.cards import PACK24_CARDS, POINTS, RANKINGS
from engine.games.sixty_six.scoring import (
    Count,
    count_of,
    count_said,
    last_trick_bonus,
    no_last_trick_ten,
    scores_after,
)

GAME: Any = REGISTRY.get("sixty_six")


def test_a_two_hand_trick_is_one_look_up_read_from_the_rank_table() -> None:
    seen = 0
    for trump in range(4):
        r = RANKINGS[0][trump]
        for follower in (0, 1):
            for led in PACK24_CARDS:
                for card in PACK24_CARDS:
                    if card == led:
                        continue
                    trick = ((1 - follower, led), (follower, card))
                    winner = r.winning_play(trick)[0]
                    done, who, pile, got = play.TAKEN[trump][follower][led][card]
                    assert done == ((trick, winner),)
                    assert (who, pile, got) == (
                        winner,
                        1 << led | 1 << card,
                        POINTS[led] + POINTS[card],
                    )
                    # the plays are the shared ones, not made per trick
                    assert done[0][0][0] is play.PLAYED[1 - follower][led]
                    assert done[0][0][1] is play.PLAYED[follower][card]
                    seen += 1
    assert seen == 4 * 2 * 24 * 23


def test_an_odd_card_is_judged_by_the_same_rules() -> None:
    """A two-hand position holding cards outside the 24-card pack (8♥ and 7♥, as a scenario
    may give them) has no row in the table: the trick is judged by :func:`play.taken`."""
    o = GAME.make_opts()
    h0 = Card.parse("8H").bit | Card.parse("AS").bit
    h1 = Card.parse("7H").bit | Card.parse("KS").bit
    turned = Card.parse("9C")
    s = play.from_deal(o, 2, 1, (h0, h1), (), turned, (0, 0))
    assert s.to_move == 0
    s = GAME.apply(s, GAME.legal_actions(s)[0])  # 8♥ led (clubs first, then hearts)
    assert s.trick == ((0, Card.parse("8H")),)
    s = GAME.apply(s, [a for a in GAME.legal_actions(s) if a.card == Card.parse("7H")][0])
    ((trick, winner),) = s.history
    assert winner == RANKINGS[0][turned.suit].winning_play(trick)[0] == 0
    assert s.won[0] == Card.parse("8H").bit | Card.parse("7H").bit and s.points == (0, 0)


def _finished(seed: int, players: int = 2) -> Any:
    rng = random.Random(seed)
    s = GAME.new_deal(players=players, seed=seed)
    while not GAME.is_over(s):
        acts = GAME.legal_actions(s)
        plays = [a for a in acts if a.kind != "claim"]
        s = GAME.apply(s, rng.choice(plays or acts))
    return s


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_count_is_the_last_trick_rules_read_once(players: int) -> None:
    kinds = set()
    for seed in range(60):
        s = _finished(seed, players)
        sides = [(0, 2), (1, 3)] if players == 4 else [(seat,) for seat in s.seats]
        for seats in sides:
            last = last_trick_bonus(s, seats)
            c = count_of(s, seats)
            assert c == Count(
                seats,
                sum(s.points[x] for x in seats) - last,
                sum(s.melds[x] for x in seats),
                last,
                no_last_trick_ten(s, seats),
            )
            kinds.add((bool(c.last), c.no_ten))
        if players != 3:
            assert scores_after(s) == tuple(
                a + b for a, b in zip(s.scores, GAME.outcome(s).game_points, strict=True)
            )
    assert {(True, False), (False, False)} <= kinds
    if players != 4:
        assert (False, True) in kinds  # a closed hand's last trick: no 10


def test_count_said_reads_the_count_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    side_count = scoring.side_count

    def counted(state: Any, seat: int) -> Count:
        calls.append(seat)
        return side_count(state, seat)

    monkeypatch.setattr(scoring, "side_count", counted)
    closed = 0
    for seed in range(40):
        s = _finished(seed)
        for seat in s.seats:
            calls.clear()
            said = count_said(s, seat)
            assert calls == [seat], (seed, seat, said)
            closed += said.endswith("(no 10 for the last trick, as the stock was closed)")
    assert closed
