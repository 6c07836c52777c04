"""While the deal waits on moves that are not a card, the trick's heading says so: "Before
trick 1" over "bidding first", not "Trick 1".

Learner look (look4, Napoleon Play at 390 and 1400 px): during the auction the table's middle
was headed "Trick 1" over "bidding first", a trick begun that nobody could play to. The same
heading stood over Loo's declaring, Irish Loo's "How many?", Rounce's discard, Bierspiel's
"Auf", Spoil Five's and Forty-Five's robbing dealer and Spoil Five's claim or jink. One
heading for them all now (ui.games.trick_table.trick_heading): "Before trick N" where no card
is among the moves of the seat to move, "Trick N" where one is (Spoil Five's "may rob, then
play" plays to that trick).

Checked over every game's seeded deals played to their end, each position seen by P0.
"""

from __future__ import annotations

import random

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from ui.cards import table_view


def _headings(game_id: str, deals: int) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """The headings of the positions where the seat to move has no card to play and of those
    where he has one, the trick empty in both, each with the tricks finished before it, over
    seeded deals at the fewest players."""
    g = REGISTRY.get(game_id)
    players = g.player_counts(g.make_opts())[0]
    before: list[tuple[int, str]] = []
    playing: list[tuple[int, str]] = []
    for seed in range(deals):
        s = g.new_deal(players=players, dealer=players - 1, seed=seed)
        rng = random.Random(seed)
        while not g.is_over(s):
            acts = list(g.legal_actions(s))
            view = table_view(s, viewer=0)
            if not view.trick:
                said = (len(s.history), view.trick_title)
                (playing if any(a.kind == "play" for a in acts) else before).append(said)
            s = g.apply(s, rng.choice(acts))
    return before, playing


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_no_trick_heading_before_a_card_may_be_played(game_id: str) -> None:
    before, playing = _headings(game_id, 8)
    assert playing, f"{game_id}: no empty trick with a card to play"
    wrong = [(k, h) for k, h in before if h != f"Before trick {k + 1}"]
    assert wrong == [], f"{len(wrong)} of {len(before)} headed otherwise, e.g. {wrong[:4]}"
    wrong = [(k, h) for k, h in playing if h != f"Trick {k + 1}"]
    assert wrong == [], f"{len(wrong)} of {len(playing)} headed otherwise, e.g. {wrong[:4]}"


def test_napoleon_auction_is_before_trick_one() -> None:
    """The position the learner look saw: Napoleon's first bid to make."""
    g = REGISTRY.get("napoleon")
    s = g.new_deal(players=4, dealer=3, seed=1)
    view = table_view(s, viewer=0)
    assert (view.trick_title, view.empty_trick) == ("Before trick 1", "bidding first")
