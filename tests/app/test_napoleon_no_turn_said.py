"""Napoleon's settlement table says in words why a player has no bid: a nap ends the bidding
at once (nothing can be bid over it), so the players after the bidder never speak, and the
table gave each of them "-" in its bid column (look14: on the 'Nap made and nap failed' step
P3, P0 and P1 read "-", and a Play deal with a nap early in the bidding did the same). A learner
does not know what "-" means; the cell now says "No turn (after nap)"."""

from __future__ import annotations

import random

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from lessons import load
from ui.play_view import settlement_rows_shown

GAME = REGISTRY.get("napoleon")
NO_TURN = "No turn (after nap)"


def test_the_nap_step_table_says_who_had_no_turn() -> None:
    step = next(s for s in load("napoleon").steps if s.id == "nap_pays")
    assert step.scenario is not None
    state = step.scenario.state
    rows = {r["player"]: r["bid"] for r in settlement_rows_shown(GAME, state)}
    # P1 deals, P2 (first to speak) bids nap: P3, P0 and P1, the dealer, never speak
    assert rows["P2"].lower().startswith("nap"), rows
    assert {p: rows[p] for p in ("P3", "P0", "P1")} == dict.fromkeys(("P3", "P0", "P1"), NO_TURN)


def test_played_deals_with_a_nap_leave_no_dash_in_the_bid_column() -> None:
    """Deals played to the end with a nap bid before the last seat's turn: every seat after
    the nap is said to have had no turn, and no bid cell is a bare "-"."""
    seen = 0
    for seed in range(400):
        rng = random.Random(seed)
        players = 3 + seed % 4
        state = GAME.new_deal(players=players, dealer=seed % players, seed=seed)
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state)
            naps = [a for a in legal if a.kind == "nap"]
            state = GAME.apply(state, naps[0] if naps and rng.random() < 0.3 else rng.choice(legal))
        if state.bid != 5 or -1 not in state.bids:
            continue
        seen += 1
        rows = settlement_rows_shown(GAME, state)
        assert all(r["bid"] != "-" for r in rows), rows
        silent = [f"P{p}" for p in range(players) if state.bids[p] < 0]
        assert [r["player"] for r in rows if r["bid"] == NO_TURN] == silent, rows
    assert seen >= 20, seen
