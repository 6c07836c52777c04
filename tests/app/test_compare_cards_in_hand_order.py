"""Compare names a mover's cards in the order his hand is drawn above the words (learner walk:
/sixty_six-compare at 390 px, P1's hand drawn A♠ 10♠ K♠ 10♣ Q♣ and the words "P1 may play
10♠, K♠ or A♠" on one side, "10♠, K♠, A♠ refused: ..." on the other; /loo-compare at 1400
px, P1's hand drawn 9♥ 4♥ 9♣ and "P1 is to play: 9♣, 4♥, 9♥"). The legal actions come in the
engine's order (by card code); the parting's lists now follow ``Game.hand_order``, as the
refusals' own lists already do (tests/app/test_refusal_card_order.py, whose reading of a
reason's runs of cards this test shares).

Every game with two readings among Loo, Five-card Loo, Sixty-Six and Forty-Five (and the rest
of the registry), each reading pair, two table sizes, seeded deals: at a parting where a seat
is to move, each run of cards the words name together that all lie in his hand stands in
his hand's order."""

from __future__ import annotations

from typing import Any

import pytest
from test_refusal_card_order import runs

import engine.games  # noqa: F401
from engine.compare import compare, variant_pairs
from engine.game import REGISTRY


def out_of_order(gid: str) -> tuple[int, list[str]]:
    game = REGISTRY.get(gid)
    seen, bad = 0, []
    for pair in variant_pairs(game):
        counts = sorted(
            set(game.player_counts(game.make_opts(pair[0])))
            & set(game.player_counts(game.make_opts(pair[1])))
        )
        for players in counts[:2]:
            for seed in range(12):
                c = compare(game, players=players, seed=seed, variants=pair)
                p = c.parting
                if p is None or p.kind not in ("turn", "legal") or p.seat is None:
                    continue
                for k, side in enumerate(c.sides):
                    state: Any = side.start
                    for s in side.steps[: p.step]:
                        state = game.apply(state, s.action)
                    if game.is_over(state):
                        continue
                    hand = state.hands[p.seat]
                    text = p.said[k].text()
                    for run in runs(text):
                        if not all(hand >> x & 1 for x in run):
                            continue
                        seen += 1
                        if run != game.hand_order(state, run):
                            bad.append(f"{pair} {players}p seed {seed}: {text!r}")
    return seen, bad


@pytest.mark.parametrize("gid", [g for g in REGISTRY.ids() if len(REGISTRY.get(g).variants) > 1])
def test_a_parting_lists_the_movers_cards_as_his_hand_is_drawn(gid: str) -> None:
    seen, bad = out_of_order(gid)
    assert not bad, f"{gid}: {len(bad)} of {seen}, e.g. {bad[:2]}"
