"""A foul hand's seat says so once: Spoil Five's Learn step 'foul_hand' drew P2's seat with the
tag "foul hand" and, where his cards had been, "foul hand: abandoned" under it."""

from __future__ import annotations

import ui.games  # noqa: F401  (registers the drawings)
from lessons import load
from ui.cards import table_view


def test_the_foul_hand_s_seat_names_it_once_and_says_the_hand_is_abandoned() -> None:
    scn = load("spoil_five").step("foul_hand").scenario
    assert scn is not None
    seat = next(s for s in table_view(scn.state, reveal=True).seats if s.out)
    said = [*seat.tags, seat.note]
    assert sum("foul hand" in w for w in said) == 1, said
    assert seat.note == "hand abandoned" and "foul hand" in seat.tags, said
