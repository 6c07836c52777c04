"""A seat that has played its last card says so, not that its cards are hidden (seen in a
phone sweep of Rounce's Play, /rounce-play?seed=1 at 390 px, trick 5: P2 had led his last
card, the A♣, P3 and P4 had followed, and their seats read 'cards not shown' under their tags,
as if they still held cards the learner could not see, beside P1's one card face down).
Sixty-Six's seats said 'no cards left' there already; the pool games', Spoil Five's,
Forty-Five's and Napoleon's now do too. A hand a scenario leaves out before the last trick is
still 'cards not shown' (Loo's must_trump step below; Sixty-Six's later_play step:
test_sixty_six_words)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from lessons import load
from ui.cards import table_view

# every game (Sixty-Six's said so already) but Linger Longer, where a hand runs out before the
# others' and its player is out of the game: its seat says "no cards"
GAMES = [g for g in REGISTRY.ids() if g != "linger_longer"]


def _last_tricks(game: Any, enough: int) -> list[Any]:
    """Positions of seeded random deals (three to five players) in which the deal's last trick
    has cards on the table, ``enough`` of them or all those of 300 deals (Napoleon's mostly
    stop once the bid is decided)."""
    found: list[Any] = []
    for seed in range(300):
        if len(found) >= enough:
            break
        players = game.fit_players(game.make_opts(None), 3 + seed % 3)
        s = game.new_deal(players=players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over(s):
            s = game.apply(s, rng.choice(game.legal_actions(s)))
            if s.trick and all(not h for i, h in enumerate(s.hands) if i == s.trick[0][0]):
                found.append(s)
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_that_played_its_last_card_says_no_cards_left(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    positions = _last_tricks(game, 30)
    assert positions, game_id  # some deal reaches its last trick
    for s in positions:
        seats = table_view(s, viewer=0).seats
        for seat, _ in s.trick:
            assert seats[seat].note == "no cards left", (game_id, seat, seats[seat])


def test_a_hand_a_scenario_leaves_out_before_the_last_trick_is_not_shown() -> None:
    """Loo's 'You must trump' step: P1 has led at the first trick, his other two cards left
    out of the scenario: he still holds them, unseen."""
    step = load("loo").step("must_trump")
    assert step.scenario is not None
    s = step.scenario.state
    assert not s.history and s.trick[0][0] == 1 and not s.hands[1], s
    assert table_view(s, viewer=0).seats[1].note == "cards not shown"
