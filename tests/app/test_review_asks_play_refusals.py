"""Every rule a refusal can cite is asked by some Review question, under the reading it was
cited in, within the page's budget of new deals (GEN_BUDGET).

A rule becomes due when a quiz answer or an action refused in Play cites it, and the Review
page then asks a question citing it. For 18 of the rules the games' refusals cite over random
play (60 deals per game and variant), no question came within 30 new deals at page seeds 0
and 1000: Spoil Five's and Forty-Five's "trumps must follow trumps" and "no trump: follow
suit", Bierspiel's must-trump, Five-card Loo's "the winner leads a trump", Rounce's and Rams'
"the dealer must play", a widow taken twice, four-hand Sixty-Six's "no melding" and "no
claiming", ...; the page said "Due, but no question at hand asks it", and the rule stayed due
for good. The generator took each deal's richest position by its count of duties (Spoil Five:
a renege), never one where only "follow trumps" refused a card, and random declaring seldom
reached a second turn after a widow taken. Now each deal the page makes is aimed at the due
rule (``practice(about=...)``): a position citing it, a move that leads to one taken.

A refusal no learner can meet is left out: an action that is no card, that no question offers
among its choices and that Play shows disabled or not at all (Irish and Five-card Loo's widow,
Spoil Five's and Forty-Five's rob keeping the ace). Napoleon's trump suit not held was one of
them until the declare question asked the highest bidder which suits he may name.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
import ui.mastery as mastery
from engine.game import REGISTRY, Game
from engine.quiz import FORMS
from engine.quiz_words import PLAYS
from ui.mastery import question_for

DEALS = 40  # random deals per game and variant
SEEDS = (0, 1000, 2024)  # page seeds
CASES = [(g.id, v) for g in REGISTRY for v in g.variants]


@pytest.fixture(autouse=True)
def no_dealt_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    """Questions dealt earlier in the process would answer from the cache: none here."""
    monkeypatch.setattr(mastery, "_GENERATED", {})


def met(game: Game[Any], state: Any, action: Any) -> bool:
    """Whether a learner can be told of a refusal of ``action``: a card (played in Play, or
    left out of a which-cards question), cards picked (Play's exchange), or a word some
    question of the game offers at this point."""
    if action.kind in PLAYS or action.cards:
        return True
    words = [k for k in game.quiz_kinds if FORMS[k] == "words"]
    return bool(words) and game.action_word(action) in game.declarations_at(state)


def refused_in_play(game: Game[Any], variant: str) -> dict[str, str]:
    """The rules refusals cite over ``DEALS`` random deals, each with the kinds of question
    the Review page looks in first for a rule Play refused (ui.mastery.kinds_seen): a card's
    which-cards, else the game's words kind."""
    words = next((k for k in game.quiz_kinds if FORMS[k] == "words"), "legal_cards")
    out: dict[str, str] = {}
    opts = game.make_opts(variant)
    lo, hi = game.players_range(opts)
    for seed in range(DEALS):
        rng = random.Random(seed)
        n = game.fit_players(opts, rng.randint(lo, min(hi, 6)))
        s = game.new_deal(players=n, dealer=seed % n, seed=seed, variant=variant)
        while not game.is_over(s):
            for r in game.refusals(s):
                if met(game, s, r.action):
                    out.setdefault(r.rule.id, "legal_cards" if r.action.kind in PLAYS else words)
            s = game.apply(s, rng.choice(game.legal_actions(s)))
    return out


@pytest.mark.parametrize(("game_id", "variant"), CASES)
def test_every_rule_refused_in_play_is_asked_in_review(game_id: str, variant: str) -> None:
    game = REGISTRY.get(game_id)
    cited = refused_in_play(game, variant)
    assert cited, f"{game_id} {variant}: random play met no refusal"
    missed = []
    for rule, kind in sorted(cited.items()):
        for seed in SEEDS:
            for kinds in ([kind], []):  # where the page looks first; every kind in turn
                asked = question_for(game, rule, seed=seed, kinds=kinds, variant=variant)
                if asked is None or rule not in asked.rules:
                    missed.append((rule, seed, kinds))
    assert not missed, f"{game_id} {variant}: no question asks {missed}"


def test_napoleon_s_bidder_naming_a_suit_he_lacks_is_met_and_asked() -> None:
    """Play showed a suit the highest bidder does not hold as a disabled button with its reason
    (napoleon.trump_held), and no question offered naming trumps: the rule was one of five no
    Review question could ask (ui.mastery.teaching_step sent it to Learn). The declare question
    now asks the bidder which suits he may name, the ones he lacks refused by the rule."""
    game = REGISTRY.get("napoleon")
    for variant in game.variants:
        assert refused_in_play(game, variant).get("napoleon.trump_held") == "declare", variant
    asked = question_for(game, "napoleon.trump_held", seed=0, kinds=["declare"])
    assert asked is not None and "napoleon.trump_held" in asked.rules
    q = asked.question
    assert q.kind == "declare" and q.state.phase == "trump"
    held = {str(a) for a in game.legal_actions(q.state)}
    refused = {str(r.action): r.rule.id for r in game.refusals(q.state)}
    assert refused and set(refused.values()) == {"napoleon.trump_held"}
    assert held | set(refused) == {"trump C", "trump D", "trump H", "trump S"}
    assert sorted(q.solve()) == sorted(game.action_word(a) for a in game.legal_actions(q.state))
