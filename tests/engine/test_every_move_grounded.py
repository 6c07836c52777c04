"""Every kind of move besides a card that a game offers names the rule allowing it
(``Game.grounds``, its first ground), so a Learn task can hold the move back until a step
teaches that rule and cite it when the learner makes the move (lessons/teaching.py). Before,
standing, passing, the widow of Loo, the exchange, a general rams, Rounce's discard,
Bierspiel's "Auf", Napoleon's bids and trumps, Spoil Five's claim and jink were grounded in no
rule: never held back, never cited. Seeded deals of every game, variant and player count,
played at random over a few deals (Loo's first deal is a simple, without declaring).

Each first ground is the rule that lets the player make the move; a rule saying what it
costs comes after it (Rounce's widow: ``rounce.widow_exchange``, "taking it is playing", then
``rounce.widow``, the one card of six laid down). Each ground declares which it is
(``Ground.role``: "allows" or "costs"), and every move has one that allows it but those
:data:`ONLY_PRICED`.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action, Game
from engine.scenario import from_dict
from lessons import load
from lessons.tasks import task_for

DEALS = 6  # seeds per game, variant and player count
RUN = 3  # deals played in a row from each (a Loo double follows a simple)

UNGROUNDED: dict[str, str] = {}
"""Kinds of move (``game:kind``) that no seed or RULES.md rule permits, with the reason: none
is left. A kind added here must say why no rule states its permission."""

ONLY_PRICED = {
    "spoil_five:decline": "spoil_five.eb_compulsory_rob",
    "forty_five:decline": "forty_five.eb_compulsory_rob",
}
"""Moves grounded only in what they cost (``game:kind`` → the rule pricing them), where a
reading's rule says no more: the 1911 Britannica's "A player who fails to rob cannot go out
that hand" prices the chance let pass and allows nothing (under the default reading
``*.rob_optional`` allows it)."""


def _offered(game: Game[Any]) -> dict[str, list[tuple[Any, Action]]]:
    """Each kind of move besides a card → (position, action) pairs where it is legal."""
    out: dict[str, list[tuple[Any, Action]]] = defaultdict(list)
    for variant in game.variants:
        for n in game.player_counts(game.make_opts(variant)):
            for seed in range(DEALS):
                rng = random.Random(seed)
                s = game.new_deal(players=n, seed=seed, variant=variant)
                for deal in range(RUN):
                    for _ in range(300):
                        acts = game.legal_actions(s) if not game.is_over(s) else []
                        if not acts:
                            break
                        for a in acts:
                            if a.kind != "play" and len(out[a.kind]) < 400:
                                out[a.kind].append((s, a))
                        s = game.apply(s, rng.choice(acts))
                    if not game.is_over(s):
                        break
                    try:
                        s = game.next_deal(s, seed=seed * 100 + deal + 1)
                    except ValueError:  # the whole game is over (Sixty-Six, Forty-Five)
                        break
    return out


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_every_move_besides_a_card_names_the_rule_allowing_it(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    missing: dict[str, str] = {}
    for kind, found in sorted(_offered(game).items()):
        for s, a in found:
            grounds = game.grounds(s, a)
            if not grounds:
                if f"{game_id}:{kind}" not in UNGROUNDED:
                    missing.setdefault(kind, str(a))
                continue
            for g in grounds:
                assert g.rule.id in game.rules, (str(a), g.rule.id)
                assert g.action == a
                assert g.role in ("allows", "costs"), (str(a), g.rule.id, g.role)
            if not any(g.allows for g in grounds):  # a move the rule lets him make, declared
                priced = ONLY_PRICED.get(f"{game_id}:{kind}")
                assert [g.rule.id for g in grounds] == [priced], (str(a), grounds)
                # a verdict's line: lower case (but a seat, P1), no full stop (the page adds it)
                assert re.match(r"[a-z]|P\d", g.reason) and not g.reason.endswith("."), g.reason
    assert not missing, f"{game_id}: moves grounded in no rule: {missing}"


def _grounds(game_id: str, action: str, **fields: Any) -> list[tuple[str, str]]:
    data = {"game": game_id, "dealer": "P0", **fields}
    s = from_dict(data, "test").state
    game = REGISTRY.get(game_id)
    act = Action.parse(action)
    assert str(act) in map(str, game.legal_actions(s)), [str(x) for x in game.legal_actions(s)]
    return [(g.rule.id, g.reason) for g in game.grounds(s, act)]


def test_rounces_widow_is_taken_by_the_exchange_then_costs_a_card() -> None:
    # "He may play with the hand originally dealt him, or he may risk getting a better by
    # taking the widow in exchange" allows it; "one of which must be discarded" is its cost
    lesson = load("rounce")
    task = task_for(lesson.step("as_rams"), lesson)
    assert task is not None
    [widow] = [
        a for a in task.question.game.legal_actions(task.question.state) if a.kind == "widow"
    ]
    ids = [g.rule.id for g in task.question.game.grounds(task.question.state, widow)]
    assert ids == ["rounce.widow_exchange", "rounce.widow"]


def test_a_step_saying_each_player_takes_the_widow_offers_it() -> None:
    # 'as_rams': "from his left each player plays or passes, or takes the widow"
    lesson = load("rounce")
    task = task_for(lesson.step("as_rams"), lesson)
    assert task is not None
    assert "widow" in task.choices() and "widow" in task.answer()
    assert "widow" not in task.held
    verdict = task.try_answer(sorted(task.answer()))
    assert verdict.correct


def test_a_step_saying_a_player_passes_counts_the_pass() -> None:
    # Bierspiel's 'widow_once': "everyone after him plays the hand dealt him or passes"
    lesson = load("bierspiel")
    task = task_for(lesson.step("widow_once"), lesson)
    assert task is not None
    assert {"pass", "stand"} <= task.answer()
    assert task.held == ()


def test_declaring_is_grounded_in_the_readings_own_words() -> None:
    # Foster's Loo: "The player may stand with the cards dealt him; or may take the widow in
    # exchange; or may pass."; seed 000's single pool: the widow exchange
    double = {"players": 5, "pool": 6, "turn_card": "3S", "hands": {"P1": ["AS", "KH", "2C"]}}
    for word in ("stand", "widow", "pass"):
        [(rule, _)] = _grounds("loo", word, **double)
        assert rule == "loo.declare"
    single = {"players": 5, "variant": "lesson_000", "pool": 3, "hands": {"P1": ["AS", "KH", "2C"]}}
    assert [r for r, _ in _grounds("loo", "widow", **single)] == ["loo.lesson_000.widow_exchange"]


def test_the_bidding_and_the_trump_named_cite_napoleons_rules() -> None:
    hands = {"P1": ["AS", "KS", "QS", "JS", "10S"]}
    assert [r for r, _ in _grounds("napoleon", "nap", players=4, hands=hands)] == [
        "napoleon.one_turn",
        "napoleon.nap",
    ]
    assert [r for r, _ in _grounds("napoleon", "pass", players=4, hands=hands)] == [
        "napoleon.one_turn"
    ]


def test_the_trump_named_is_said_in_words() -> None:
    # the bidder names a suit he holds: "you hold a heart", not the bare symbol "a ♥"
    bids = {"P1": 3, "P2": "pass", "P3": "pass", "P0": "pass"}
    hands = {"P1": ["AS", "KS", "10S", "AH", "4D"]}
    said = _grounds("napoleon", "trump H", players=4, hands=hands, bids=bids)
    assert said[1] == (
        "napoleon.trump_held",
        "you hold a heart, so you can lead a trump as your first lead must be",
    )


def test_a_general_rams_names_its_rule_and_its_price() -> None:
    ids = [
        r
        for r, _ in _grounds(
            "rams", "rams", players=4, hands={"P1": ["AH", "KH", "QH", "JH", "AS"]}, turn_card="10H"
        )
    ]
    assert ids == ["rams.general_rams", "rams.rams_lost"]
