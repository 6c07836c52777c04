"""The pool family's free plays name the rule that decides them (a wrong quiz answer cites it):
over random deals, every position where each card in hand may be played.

Loo's "The eldest hand leads any card he pleases" (a simple's first lead), Rams' eldest hand
"leading any card he pleases", Rams' "he may discard any card he pleases" and Rounce's "no
obligation to head the trick, nor to trump"; elsewhere the duty whose "if he can" fails (a
trump lead, a trump, heading). A later lead no duty binds is left uncited: the seeds say only
who leads it (Rams, Rounce, a Loo simple's before trumps are known), as is a rams announcer's
opening lead ("has the first lead"). Bierspiel is left (FREE_PLAY_LEFT)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY, Action
from engine.quiz import Question, check
from engine.scenario import from_dict


def _free_positions(gid: str, deals: int) -> Iterator[tuple[Any, Any, list[Action]]]:
    game = REGISTRY.get(gid)
    for seed in range(deals):
        rng, s = random.Random(seed), game.new_deal(players=4, seed=seed)
        while s.phase != "over":
            acts = game.legal_actions(s)
            hand = s.hands[s.to_move] if s.phase == "play" else 0
            if hand.bit_count() > 1 and game.legal_cards(s) == hand:
                yield game, s, acts
            s = game.apply(s, rng.choice(acts))


# the seed's own "any card he pleases" words, each met in these deals
OWN_WORDS = {
    "loo": {"loo.simple_lead"},
    "irish_loo": set(),
    "five_card_loo": set(),
    "rams": {"rams.eldest_leads", "rams.discard"},
    "rounce": {"rounce.eldest_leads", "rounce.no_head"},
}


@pytest.mark.parametrize("gid", list(OWN_WORDS))
def test_a_free_play_cites_the_rule_that_decides_it(gid: str) -> None:
    uncited: list[Any] = []
    cited: set[str] = set()
    for game, s, acts in _free_positions(gid, 40):
        grounds = game.grounds(s, acts[-1])
        later_lead = not s.trick and (s.history or s.rams >= 0)
        if grounds:
            cited.add(grounds[0].rule.id)
            assert grounds[0].rule.id.startswith(f"{gid}.") and grounds[0].reason, grounds
        elif not (later_lead and gid in ("loo", "rams", "rounce")):
            uncited.append((s.history, s.trick, s.trump))
    assert not uncited, uncited
    assert OWN_WORDS[gid] <= cited, cited


def test_a_simple_s_eldest_hand_is_told_he_leads_what_he_pleases() -> None:
    s = from_dict(
        {"game": "loo", "dealer": "P0", "players": 4, "hands": {"P1": ["AS", "2H", "3D"]}}, "t"
    )
    q = Question("free", "legal_cards", "Which cards may P1 lead?", s)
    fb = check(q, [c.code for c in q.choices()][1:])
    assert not fb.correct and "loo.simple_lead" in {r.id for r in fb.rules}, fb.explanation


def test_bierspiel_is_left_uncited() -> None:  # its own lead duties (FREE_PLAY_LEFT)
    assert all(not g.grounds(s, a[-1]) for g, s, a in _free_positions("bierspiel", 5))
