"""A refusal that lists several cards of the mover's hand lists them in the order the table
draws that hand ("you must follow suit: you hold 9♠ 4♠" under a hand drawn 9♠ 4♠, not
"4♠ 9♠"): the games' reasons take the game's ``hand_order``, which is the order the picture
draws the mover's hand in (Spoil Five's and Forty-Five's trumps together, best first, the A♥
among them; Napoleon's and Linger Longer's trumps first once named; the pool family's Pam and
7♦ by their face, as the pool table draws them; Sixty-Six's A 10 K Q J 9).

Seeded random deals of every game, every refusal at every decision: each run of cards the
reason names together ("9♠ 4♠", "J♠, 7♠ or 5♠", "the J♠ and the 5♠") that all lie in the
mover's hand must stand in the order of the mover's seat in ``table_view`` (the picture)."""

from __future__ import annotations

import random
import re

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import Card
from engine.game import REGISTRY
from ui.cards import table_view

CARD = re.compile(r"(?:10|[2-9JQKA])[\u2660\u2665\u2666\u2663]")
# what may stand between two cards named together in a list
JOINS = re.compile(r"^(?:,? | or |,? and |,? and the |, the )$")


def runs(reason: str) -> list[list[int]]:
    """The cards a reason names together, run by run."""
    out: list[list[int]] = []
    end = -1
    for m in CARD.finditer(reason):
        card = int(Card.parse(m.group()))
        if out and JOINS.match(reason[end : m.start()]):
            out[-1].append(card)
        else:
            out.append([card])
        end = m.end()
    return [r for r in out if len(r) > 1]


def drawn_order(state: object, seat: int) -> list[int]:
    """The mover's hand as the picture draws it, left to right."""
    view = table_view(state, viewer=seat)
    return [int(c) for c, _ in view.seats[seat].faces]


def out_of_order(gid: str, deals: int) -> list[str]:
    game = REGISTRY.get(gid)
    bad: list[str] = []
    seen = 0
    for seed in range(deals):
        rng = random.Random(seed)
        players = game.fit_players(game.make_opts(), rng.randint(game.min_players, 6))
        s = game.new_deal(players=players, dealer=seed % players, seed=seed)
        while not game.is_over(s):
            seat = game.current_player(s)
            hand = s.hands[seat]
            order: list[int] | None = None
            for r in game.refusals(s):
                for run in runs(r.reason):
                    if not all(hand >> c & 1 for c in run):
                        continue
                    order = order or drawn_order(s, seat)
                    seen += 1
                    if run != [c for c in order if c in run]:
                        bad.append(f"{r.reason!r} under a hand drawn {order}")
            s = game.apply(s, rng.choice(game.legal_actions(s)))
    assert seen, f"{gid}: no refusal listed several cards in {deals} deals"
    return bad


@pytest.mark.parametrize("gid", REGISTRY.ids())
def test_a_refusal_lists_cards_as_the_table_draws_the_hand(gid: str) -> None:
    bad = out_of_order(gid, 30)
    assert not bad, f"{gid}: {len(bad)} reasons, e.g. {bad[:3]}"


def test_runs_are_read_as_a_learner_reads_them() -> None:
    assert runs("you must follow suit: you hold 4♠ 9♠") == [[int(Card.parse("4S")), 39 + 7]]
    said = "you must play a trump to the 3♠ led (J♠, 7♠ or 5♠): with the 7♠ beside it, the J♠"
    assert [len(r) for r in runs(said)] == [3]
    assert runs("the 3♠ led beats the K♠ on the table") == []
