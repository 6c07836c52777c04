"""Sixty-Six's seat badge after a hand counts what the count says it counts (stop 49): the
answered game-points picture tagged P0 "76 points" (his cards' 66 and the 10 for the last
trick) above the reason "P0 has 66 in cards + 10 for the last trick = 76", and four-hand seats
each a total their side's count does not add up to. Now each seat's badge is his cards' points,
"66 in cards", as the count's first term; the marriages have their own tags and the last trick
is drawn with its winner, so the badges and the count agree term by term."""

from __future__ import annotations

import re

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.games.sixty_six.scoring import count_of, side_count
from engine.quiz import check, practice
from ui.quiz_picture import question_picture

BADGE = re.compile(r">(\d+) in cards</span>")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_badges_are_the_count_s_cards(players: int) -> None:
    met_ten = 0
    for seed in range(40):
        q = practice("sixty_six", seed, kind="game_points")
        s = q.state
        if s.n != players:
            continue
        fb = check(q, q.solve())
        html = question_picture(q, fb, False) or ""
        # each seat's box, by its data-seat, and the badge in it
        boxes = re.split(r'data-seat="(\d+)"', html)[1:]
        badges = {
            int(k): BADGE.findall(box) for k, box in zip(boxes[::2], boxes[1::2], strict=True)
        }
        assert " points</span>" not in html, "a seat's tag counts points beyond his cards"
        for i in s.seats:
            assert [int(x) for x in badges[i]] == [count_of(s, (i,)).cards], (seed, i, badges)
        for seat in s.seats[: 2 if s.n == 4 else len(s.seats)]:
            c = side_count(s, seat)
            said = [line for line in fb.explanation if f"{c.cards} in cards" in line]
            if c.last and said:  # the count adds the 10 to the cards the badges show
                met_ten += 1
                assert "+ 10 for the last trick" in said[0], fb.explanation
            assert c.cards == sum(count_of(s, (i,)).cards for i in c.seats)
    assert met_ten, players
