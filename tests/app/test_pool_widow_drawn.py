"""An untaken widow is on the table in every picture of the pool lessons, face down.

/rams-learn?step=follow drew a trick of the play with no widow, where the deal step had dealt
"five to the widow in the middle, face down" and nobody took it; so did Rams' other steps in
play (rank, head, must_trump, trick_winner, ecarte), Rounce's five (follow, no_head, no_trump,
lead_trump, trick_winner) and Three-card Loo's eight (must_trump, overtrump, lead_trump, ...),
and the questions on the same positions. A scenario that leaves the widow's cards out reads it
as unseen (engine.games.pool.rams_scenario: none once play begins; Loo's reader none at all),
and the table drew only the cards the state holds, where Play draws a real deal's widow face
down until the deal ends. Bierspiel's table drew its own since cbef84d; the family's table now
does it for every pool game (ui.games.pool.unseen_widow), as many backs as the deal gave the
widow (Rounce six, Rams five, Loo three). Taken, never dealt (a Foster simple, Irish and
Five-card Loo) or the deal over: none, as before.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from step_pictures import lesson_pictures

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from ui.cards import TableView, back_svg, table_view
from ui.games.pool_result import pool_game

POOL_LESSONS = ("loo", "irish_loo", "five_card_loo", "rams", "rounce")
BACK = back_svg(48, "face-down widow card")  # one card of the widow, face down


def _widow(view: TableView) -> str | None:
    boxes = [inner for label, inner in view.extras if label == "Widow"]
    return boxes[0] if boxes else None


def lying(s: Any) -> bool:
    """A widow was dealt in this deal and lies there untaken, while it is declared or played."""
    return s.phase in ("declare", "play") and s.widow_taker < 0 and pool_game(s).has_widow(s)


@pytest.mark.parametrize("game", POOL_LESSONS)
def test_an_untaken_widow_is_drawn_in_every_lesson_picture(game: str) -> None:
    missing, extra, drawn = [], [], 0
    for where, s, view in lesson_pictures(game):
        box = _widow(view)
        if lying(s):
            cards = 0 if box is None else box.count(BACK) + box.count('data-card="')
            if cards != s.spec.widow_cards:
                missing.append((where, cards))
            drawn += 1
        elif box is not None:
            extra.append(where)
    assert not missing, f"{game}: untaken widow not drawn whole at {missing}"
    assert not extra, f"{game}: a widow drawn where it was taken or the deal is over: {extra}"
    assert drawn or game in ("irish_loo", "five_card_loo")  # (no widow is dealt there)


@pytest.mark.parametrize(
    ("game", "variant"), [("loo", "lesson_000"), ("rams", None), ("rounce", None)]
)
def test_play_draws_an_untaken_widow_the_same_way(game: str, variant: str | None) -> None:
    """A real deal's widow holds its cards: drawn face down while it lies untaken, as a
    lesson's is; none once it is taken. (Foster's Loo deals a widow only with a double, which
    a new deal is not; the lesson text's deals one every time.)"""
    g: Any = REGISTRY.get(game)
    met = 0
    for seed in range(6):
        rng = random.Random(seed)
        s = g.new_deal(players=5, dealer=0, seed=seed, variant=variant)
        while not g.is_over(s):
            box = _widow(table_view(s, viewer=g.current_player(s)))
            if lying(s):
                assert box is not None and box.count(BACK) == s.spec.widow_cards, (seed, s.phase)
                met += 1
            s = g.apply(s, rng.choice(g.legal_actions(s)))
    assert met
