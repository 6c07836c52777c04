"""A generated which-cards question on free cards cites the rule that frees them to the trick.

One level-1 which-cards question in four (engine.quiz.FREE_SHARE) asks about a card to a trick
where every card in hand is free and a rule says so. In Spoil Five, /spoil_five-quiz?seed=32&
kind=legal_cards&level=1 asked P1, who held the ace of trumps and might still rob the turn-up,
which cards he might play to the K♦ led: the answer cited first "robbing is optional: you may
let the Q♥ lie" (spoil_five.rob_optional), then the rule it was about (follow_or_trump); seed
79 the same (2 of 100 seeds). Such a position teaches the robbing rule, not the freedom to play
any card: the free shape now takes no position where another move puts a card of the hand out
first (a rob), and every game's free questions cite only rules of the card played.
"""

from __future__ import annotations

import pytest

from engine.game import REGISTRY
from engine.quiz import PLAYS, cited, practice

SEEDS = range(100)
GAMES = [g for g in REGISTRY.ids() if "legal_cards" in REGISTRY.get(g).quiz_kinds]


def _free_questions(game: str) -> list[tuple[int, frozenset[str], list[str]]]:
    """(seed, the rules cited, the other moves naming a card) of each level-1 which-cards
    question to a trick whose every card in hand may be played."""
    out = []
    for seed in SEEDS:
        q = practice(game, seed, kind="legal_cards", level=1)
        g, s = q.game, q.state
        acts = g.legal_actions(s)
        legal = {a.card for a in acts if a.kind in PLAYS}
        if not s.trick or any(c not in legal for c in q.choices()):
            continue
        others = [str(a) for a in acts if a.kind not in PLAYS and a.named_cards]
        out.append((seed, cited(g, s, "legal_cards"), others))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_a_free_which_cards_question_cites_no_robbing_rule(game: str) -> None:
    free = _free_questions(game)
    assert free  # one in four asks about free cards
    robbing = [(seed, sorted(ids)) for seed, ids, _ in free if any(".rob" in i for i in ids)]
    assert not robbing, robbing
    swaps = [(seed, others) for seed, _, others in free if others]
    assert not swaps, swaps  # no rob on offer beside the cards asked about


def test_spoil_five_s_walked_seeds_cite_the_freeing_rule() -> None:
    for seed in (32, 79):
        q = practice("spoil_five", seed, kind="legal_cards", level=1)
        ids = cited(q.game, q.state, "legal_cards")
        assert "spoil_five.rob_optional" not in ids, (seed, ids)
        assert ids, seed  # a question still citing a rule
