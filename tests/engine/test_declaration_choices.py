"""A declaration question offers the declarations of its position's phase (the game's
``phase_declarations``, read through ``Game.declarations_at``), not every declaration of the
game: Spoil Five's jink question, after the third trick, offered "Rob" and "Let it lie" beside
claim and jink, though only claim and jink can be chosen there (``trickbook answer`` on the
step's scenario: legal ``claim``, ``jink``). A wrong choice is still a move of that point of
the deal (the ace's holder offered "decline", which only the dealer may say)."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest
import yaml

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.quiz import Question, check
from engine.scenario import from_dict


def _declare(text: str) -> Question:
    return Question("q", "declare", "?", from_dict(yaml.safe_load(text), "test"))


JINK = """
game: spoil_five
players: 3
dealer: P0
turn_card: 9S
hands:
  P1: [2H, 3H]
tricks: [[P1 5S, P2 2D, P0 2C], [P1 JS, P2 3D, P0 3C], [P1 AH, P2 4D, P0 4C]]
"""


def test_the_jink_question_offers_claim_and_jink_only() -> None:
    q = _declare(JINK)  # P1 has won the first three tricks
    assert q.state.phase == "jink"
    legal = [q.game.action_word(a) for a in q.game.legal_actions(q.state)]
    assert q.choices() == legal == ["claim", "jink"]
    fb = check(q, ["claim"])  # claiming is allowed; jinking too
    assert not fb.correct and fb.explanation[0].startswith("you left out jink")
    said = " ".join([fb.message, *fb.explanation])
    assert "rob" not in said and "decline" not in said, said


ROBBING = """
game: spoil_five
players: 3
dealer: P0
turn_card: {turn}
hands:
  {seat}: [{ace}3H, 9C, KD, 4S]
"""


def test_a_robbing_question_offers_rob_and_decline() -> None:
    dealer = _declare(ROBBING.format(turn="AS", seat="P0", ace="2H, "))  # an ace turned up
    assert dealer.state.phase == "rob"
    assert dealer.choices() == ["rob", "decline"] and dealer.solve() == {"rob", "decline"}
    holder = _declare(ROBBING.format(turn="9S", seat="P1", ace="AS, "))  # he holds the A♠
    assert holder.state.phase == "play"
    # "play" (a card, not robbing): his way to let the chance pass, and the one right answer
    # of a player without the ace (spoil_five.rob_without_ace)
    assert holder.choices() == ["rob", "decline", "play"] and holder.solve() == {"rob", "play"}
    fb = check(holder, ["rob", "decline"])  # declining is the dealer's: a wrong choice kept
    assert fb.explanation[0].startswith(
        "you chose decline, but it is not allowed, because only the"
    )


@pytest.mark.parametrize("gid", [g.id for g in REGISTRY if g.declaration_words])
def test_a_phase_offers_every_declaration_made_in_it_and_no_other(gid: str) -> None:
    """Seeded deals of every variant (the rule of thumb and random moves): wherever a declaration is legal, the question's
    choices hold it (its answer is never cut short), in the order of the game's words; the
    phases the game names offer only words some deal makes legal there."""
    game = REGISTRY.get(gid)
    made: dict[str, set[str]] = defaultdict(set)
    for variant in game.variants:
        for seed in range(20):
            rng = random.Random(seed)
            opts = game.make_opts(variant)
            n = game.fit_players(opts, rng.randint(*game.players_range(opts)))
            s = game.new_deal(players=n, dealer=seed % n, seed=seed, variant=variant)
            while not game.is_over(s):
                acts = game.legal_actions(s)
                words = {game.action_word(a) for a in acts} & set(game.declaration_words)
                if words:
                    offered = game.declarations_at(s)
                    assert words <= set(offered), (variant, seed, s.phase, words, offered)
                    assert list(offered) == [w for w in game.declaration_words if w in offered]
                    made[s.phase] |= words
                # the rule of thumb most of the time: it wins three tricks, and jinks
                thumb = rng.random() < 0.7
                s = game.apply(s, game.heuristic_action(s, rng) if thumb else rng.choice(acts))
    # a phase offering every word of another is one point of the deal with it (Spoil Five robs
    # in two: the dealer before the first lead, the ace's holder at his first play, where
    # "play", a card not robbing, is offered beside the dealer's words)
    phases = game.phase_declarations
    for offered in phases.values():
        words = set().union(*(made[p] for p, o in phases.items() if set(o) <= set(offered)))
        assert set(offered) <= words, f"{gid}: {offered} offered, only {words} made"
