"""A Bierspiel lead the trump leads allow says why it may go: who leads, and what he owes.

Learn's "Who leads first" (/bierspiel-learn?step=eldest_leads) answered right read only "Yes:
8♠ may be played.", where a wrong card cited bierspiel.trump_leads, and no answer of the engine
cited bierspiel.eldest_leads: the family gives a card's grounds only where every card of the
hand may go (Rams' first lead: "you lead: you may lead any card", rams.eldest_leads), and the
trump leads narrow a Bierspiel leader's hand.
"""

from __future__ import annotations

import random

import pytest
from narrow import action_card

from engine.cards import CARDS
from engine.game import Action
from engine.games.pool.bierspiel import BIERSPIEL
from engine.games.pool.play import ranking_for
from engine.games.pool.state import PoolState
from lessons import load
from lessons.tasks import task_for

G = BIERSPIEL


def test_the_first_lead_answered_right_says_who_leads_and_why_a_trump() -> None:
    step = load("bierspiel").step("eldest_leads")
    task = task_for(step)
    assert task is not None
    wrong = [a for a in task.moves() if str(a) not in task.legal_moves()]
    refused = task.try_answer(wrong[0])
    assert [r.id for r in refused.rules] == ["bierspiel.trump_leads"]
    for move in sorted(task.legal_moves()):
        card = Action.parse(move).card
        assert card is not None
        got = task.try_answer(card.code)
        assert got.correct, got
        assert [r.id for r in got.rules] == ["bierspiel.eldest_leads", "bierspiel.trump_leads"]
        pretty = card.pretty
        assert got.reasons[0].endswith("passed: the first lead is yours"), got.reasons
        assert got.reasons[1].endswith(f"the {pretty} is a trump"), got.reasons


def _due_leads(seed: int, players: int, variant: str) -> list[tuple[PoolState, int]]:
    """The positions of a seeded deal where a leader owes a trump lead."""
    rng = random.Random(seed)
    s = G.new_deal(players=players, dealer=seed % players, seed=seed, variant=variant)
    found = []
    while s.phase != "over":
        if s.phase == "play" and not s.trick and G.trump_lead_due(s):
            found.append((s, len(s.history)))
        acts = G.legal_actions(s)
        s = G.apply(s, acts[rng.randrange(len(acts))])
    return found


@pytest.mark.parametrize("variant", sorted(G.variants))
@pytest.mark.parametrize("players", range(G.min_players, G.max_players + 1))
def test_every_lead_under_the_trump_leads_cites_who_leads_and_what(
    variant: str, players: int
) -> None:
    seen = 0
    for seed in range(12):
        for s, done in _due_leads(seed, players, variant):
            trumps = ranking_for(s.opts, s.trump).trump_mask
            who = "bierspiel.eldest_leads" if done == 0 else "bierspiel.winner_leads"
            for a in G.legal_actions(s):
                grounds = G.grounds(s, a)
                what = (
                    "bierspiel.trump_leads"
                    if trumps >> action_card(a) & 1
                    else "bierspiel.face_down"
                )
                assert [g.rule.id for g in grounds] == [who, what], (seed, str(a), grounds)
                said = grounds[1].reason
                assert CARDS[action_card(a)].pretty in said or "every card" in said, said
                seen += 1
            for r in G.refusals(s):
                assert not G.grounds(s, r.action), (seed, str(r.action))
    assert seen
