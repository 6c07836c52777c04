"""A third rules audit of Linger Longer (seed 003, RULES.md §9). Every sentence's case built by
hand this time was already pinned (test_audit_napoleon_linger.py, test_linger_longer_rules.py);
what is added is the round trip of random games through the scenario reader
(tests/engine/round_trip.py): a position written as a file is answered as the engine plays it,
and a trick completed in the file is judged, drawn for and ended as the engine did.
"""

from __future__ import annotations

from typing import Any

from round_trip import answered, answered_legal, codes, engine_legal, plays, positions

from engine.cards import Card
from engine.games.linger_longer import LINGER_LONGER as G


def linger_file(s: Any, variant: str, stock: int, trick: tuple[Any, ...]) -> dict[str, Any]:
    """The position as a file: every hand now (less a card on ``trick``), the stock's size."""
    return {
        "game": "linger_longer",
        "variant": variant,
        "players": s.n,
        "dealer": f"P{s.dealer}",
        "turned": Card(s.turned).code,
        "hands": {f"P{p}": codes(h) for p, h in enumerate(s.hands)},
        "stock": stock,
        "leader": f"P{trick[0][0] if trick else s.leader}",
        **({"trick": plays(trick)} if trick else {}),
    }


def test_the_reader_answers_as_the_engine_plays() -> None:
    # 003: "A player must follow suit to the lead when able. Otherwise, he may lead or play
    # what he pleases." — the mover and his cards, from the file, are the state's
    seen = 0
    for _, variant, s in positions(G, range(400), (4, 5, 6), 40):
        if G.is_over(s):
            continue
        a = answered(linger_file(s, variant, len(s.stock), s.trick))
        assert a["to_move"] == f"P{s.to_move}"
        assert sorted(a["legal"]) == engine_legal(G, s)
        seen += 1
    assert seen > 250


def test_a_trick_completed_in_the_file_ends_as_the_engine_ended_it() -> None:
    # 003: the winner "draws the top card of the stock. Nobody else draws."; "When a player is
    # left without any cards, he drops out"; "The last one left ... wins the game".
    seen = 0
    for rng, variant, s in positions(G, range(300), (4, 5, 6), 0):
        target = rng.randint(1, 12)
        while not G.is_over(s):
            before = s
            s = G.apply(s, rng.choice(G.legal_actions(s)))
            if len(s.history) == target or G.is_over(s):
                break
        trick, winner = s.history[-1]
        last, card = trick[-1]  # the trick's last card, still in his hand before it
        held = tuple(h & ~(1 << card) if p == last else h for p, h in enumerate(before.hands))
        a = answered(linger_file(before._replace(hands=held), variant, len(before.stock), trick))
        assert a["trick_winner"]["player"] == f"P{winner}"
        if G.is_over(s):
            st = a["settlement"]
            assert (st["winner"], st["result"]) == (f"P{s.winner}", s.result)
        else:
            assert a["trick_winner"]["still_in"] == [f"P{p}" for p in s.still_in()]
            assert a["to_move"] == f"P{s.to_move}"
            # the winner's hand now holds the card he drew
            assert answered_legal(linger_file(s, variant, len(s.stock), ())) == engine_legal(G, s)
        seen += 1
    assert seen == 300
