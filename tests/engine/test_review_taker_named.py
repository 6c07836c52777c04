"""The hand review names the player who takes the trick only if he takes it every time.

Found by the learner walk (walk9): Linger Longer, 'Review this game' after leading the 8♠,
read 'Leading the 8♠ let P4 take the trick and draw from the stock in 100% of the sampled
deals; with the Q♦ you take it in 22%.' The figure is the share of the sampled deals in which
the learner loses the trick; the seat named was only the one that took it most often (over
seeded first leads of Loo, Linger Longer and Spoil Five at five players, the seat named took
it in 27% to 45% of them, the others the rest). Now a seat is named only when it takes the
trick in every sampled deal the learner loses it in; else the words say "another player".
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY, Action
from engine.review import Decision, review_decision

WORLDS = 30


def first_lead(game: Any, seed: int, players: int) -> Any:
    """A deal played at random up to P0's first card with a choice."""
    state = game.new_deal(players=players, dealer=players - 1, seed=seed)
    rng = random.Random(seed)
    while not (
        state.phase == "play"
        and game.current_player(state) == 0
        and len(game.legal_actions(state)) > 1
    ):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return state


def reviewed(
    game: Any, state: Any, seed: int, monkeypatch: pytest.MonkeyPatch
) -> tuple[Decision, dict[Action, Counter[int]]]:
    """The review of P0's first choice, and who took the trick from him after each action in
    its playouts (the other sides' seats, counted)."""
    view = game.view(state, 0)
    k = len(view.history)
    took: dict[Action, Counter[int]] = {}
    last: list[Action] = []
    apply, playout = game.apply, game.playout

    def applied(s: Any, a: Action) -> Any:
        last[:] = [a]
        return apply(s, a)

    def played_out(s: Any, rng: random.Random) -> Any:
        a = last[0]
        end = playout(s, rng)
        if a.kind != "play" or len(end.history) <= k:  # (a claim ends the deal)
            return end
        winner = end.history[k][1]
        if game.side(end, winner) != game.side(end, 0):
            took.setdefault(a, Counter())[winner] += 1
        return end

    monkeypatch.setattr(game, "apply", applied)
    monkeypatch.setattr(game, "playout", played_out)
    played = game.legal_actions(state)[0]
    d = review_decision(game, view, 0, played, seed=seed, worlds=WORLDS)
    monkeypatch.undo()
    return d, took


# five players: several may take the trick; two-hand Sixty-Six: only the one opponent can
@pytest.mark.parametrize(
    ("game_id", "players"), [("loo", 5), ("linger_longer", 5), ("spoil_five", 5), ("sixty_six", 2)]
)
def test_the_player_named_takes_the_trick_whenever_you_lose_it(
    game_id: str, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = REGISTRY.get(game_id)
    lost = 0  # choices after which another side took the trick in some sampled deal
    for seed in range(3):
        d, took = reviewed(game, first_lead(game, seed, players), seed, monkeypatch)
        for c in d.choices:
            seats = took.get(c.action, Counter())
            lost += bool(seats)
            lone = next(iter(seats)) if len(seats) == 1 else None
            assert c.taker == lone, (seed, c.action, c.taker, dict(seats))
        for line in d.why:  # the words name him with the share of deals the trick is lost
            for seat in range(1, players):
                if f" let P{seat} " in line:
                    assert set(took[d.played]) == {seat}, (seed, line, dict(took[d.played]))
    assert lost, "no choice lost the trick in any sampled deal: nothing was checked"
