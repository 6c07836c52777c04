"""The pool family's free plays name the rule that decides them (a wrong quiz answer cites it):
over random deals, every position where each card in hand may be played.

Loo's "The eldest hand leads any card he pleases" (a simple's first lead), Rams' eldest hand
"leading any card he pleases", Rams' "he may discard any card he pleases" and Rounce's "no
obligation to head the trick, nor to trump"; elsewhere the duty whose "if he can" fails (a
trump lead, a trump, heading). A later lead no duty binds is left uncited: the seeds say only
who leads it (Rams, Rounce, a Loo simple's before trumps are known), as is a rams announcer's
opening lead ("has the first lead").

Bierspiel reads its own duties: a lead under its trump leads of a hand all trumps
("trump_leads"), or of no trump and one rank ("face_down": "he must lead his smallest card");
a follower to a face-down lead with no trump ("calls for a trump from such of the other players
as have one") or only trumps; a face-up trick as Rams (its copied "discard"). A lead past the
trump leads is left uncited, as Rams' later lead is: no seed says what may be led there."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY, Action
from engine.games.pool.family import PoolGame
from engine.quiz import Question, check
from engine.scenario import from_dict


def _free_positions(
    gid: str, deals: int, players: tuple[int, ...] = (4,)
) -> Iterator[tuple[Any, Any, list[Action]]]:
    game = REGISTRY.get(gid)
    assert isinstance(game, PoolGame), gid
    for seed in range(deals):
        n = players[seed % len(players)]
        rng, s = random.Random(seed), game.new_deal(players=n, seed=seed)
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


def test_a_bierspiel_free_play_cites_the_rule_that_decides_it() -> None:
    uncited: list[Any] = []
    cited: set[str] = set()
    for game, s, acts in _free_positions("bierspiel", 400, players=(3, 4, 5, 6)):
        grounds = game.grounds(s, acts[-1])
        if grounds:
            cited.update(g.rule.id for g in grounds)
            assert all(g.rule.id.startswith("bierspiel.") and g.reason for g in grounds), grounds
        elif s.trick or game.trump_lead_due(s):  # only a lead past the trump leads is left
            uncited.append((s.history, s.trick, s.trump))
    assert not uncited, uncited
    own = {"trump_leads", "calls_for_trump", "discard", "must_trump", "head_the_trick"}
    assert {f"bierspiel.{r}" for r in own} <= cited, cited


# four play (P0 to P3), so trumps are led to the first three tricks; ♠ trumps
BIER = {
    "game": "bierspiel",
    "dealer": "P0",
    "players": 4,
    "turn_card": "QS",
    "declarations": {"P1": "stand", "P2": "stand", "P3": "stand", "P0": "stand"},
}


def _bierspiel(hands: dict[str, list[str]], **fields: Any) -> Question:
    s = from_dict({**BIER, "hands": hands, **fields}, "t")
    return Question("free", "legal_cards", "Which cards may you play?", s)


@pytest.mark.parametrize(
    ("hands", "fields", "rule", "words"),
    [
        # trick 3, still a trump lead: P1 holds no trump and three queens, all his smallest
        (
            {"P1": ["QH", "QC", "QD"]},
            {"tricks_won": {"P1": 2}, "leader": "P1"},
            "face_down",
            "four players are playing this deal, so a trump must be led to the first three "
            "tricks; you hold no trump, and every card you hold is a queen, your smallest: lead "
            "any face down",
        ),
        # trick 2: P1 holds trumps only (the 7♦ is one)
        (
            {"P1": ["7D", "8S", "KS", "AS"]},
            {"tricks_won": {"P1": 1}, "leader": "P1"},
            "trump_leads",
            "four players are playing this deal, so a trump must be led to the first three "
            "tricks: every card you hold is a trump",
        ),
        # the 8♣ led face down calls for a trump: P3 holds none
        (
            {"P3": ["8H", "AH", "JC", "KD", "QD"]},
            {"trick": ["P1 8C", "P2 KS"]},
            "calls_for_trump",
            "the face-down lead calls for a trump, and you hold none: you may play any card",
        ),
        # ... and P3 holds trumps only, none over the A♠
        (
            {"P3": ["8S", "9S", "10S", "JS", "7D"]},
            {"trick": ["P1 8C", "P2 AS"]},
            "calls_for_trump",
            "no trump you hold heads the A♠: any of them answers the call",
        ),
    ],
    ids=["face_down", "trump_leads", "call_no_trump", "call_none_heads"],
)
def test_a_bierspiel_free_play_is_told_its_rule(
    hands: dict[str, list[str]], fields: dict[str, Any], rule: str, words: str
) -> None:
    q = _bierspiel(hands, **fields)
    assert q.solve() == frozenset(q.choices())  # every card may go
    fb = check(q, [c.code for c in q.choices()][1:])
    assert not fb.correct and f"bierspiel.{rule}" in {r.id for r in fb.rules}, fb.explanation
    assert words in fb.explanation, fb.explanation


def test_a_bierspiel_lead_past_the_trump_leads_is_left_uncited() -> None:
    # three play, so trumps are led to the first two tricks only; no seed says what is led next
    q = _bierspiel(
        {"P1": ["QH", "8C", "AS"]},
        declarations={"P1": "stand", "P2": "stand", "P3": "stand", "P0": "pass"},
        tricks_won={"P1": 2},
        leader="P1",
    )
    assert q.solve() == frozenset(q.choices())
    assert not check(q, ["QH"]).rules
