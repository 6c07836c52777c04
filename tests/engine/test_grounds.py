"""``Game.grounds``: the rules a legal move is allowed by, and what it costs, which a Learn
task cites when the learner makes it. Robbing (Spoil Five, Forty-Five: RULES.md §5, after Peel
and the 1911 Britannica; seed 002 for the ace kept) and Sixty-Six's closing and claiming
(seed 000). Positions are scenarios (docs/scenarios.md)."""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import Card
from engine.game import REGISTRY, Action, play
from engine.scenario import from_dict

ROB_GAMES = ("spoil_five", "forty_five")
PLAYERS = {"spoil_five": 3, "forty_five": 2}


def _state(game: str, **fields: Any) -> Any:
    data: dict[str, Any] = {"game": game, "dealer": "P0"}
    if game in PLAYERS:
        data["players"] = PLAYERS[game]
    return from_dict({**data, **fields}, "test").state


def _ids(game: str, state: Any, action: Action) -> list[str]:
    return [g.rule.id for g in REGISTRY.get(game).grounds(state, action)]


@pytest.mark.parametrize("game", ROB_GAMES)
def test_the_ace_holder_robs_by_rule_and_lets_the_chance_pass_by_choice(game: str) -> None:
    # P1 holds the A♣ and the 6♣ is turned: "when it is his turn to play, and before showing
    # his first card" he may rob; robbing is optional by default
    s = _state(game, turn_card="6C", hands={"P1": ["AC", "3C", "KH", "9D", "8S"]})
    g = REGISTRY.get(game)
    rob = Action("rob", Card.parse("KH"))
    assert str(rob) in map(str, g.legal_actions(s))
    [ground] = g.grounds(s, rob)
    assert ground.rule.id == f"{game}.rob_ace_holder"
    assert "A♣" in ground.reason and "K♥" in ground.reason and "6♣" in ground.reason
    assert _ids(game, s, play(Card.parse("KH"))) == [f"{game}.rob_optional"]
    # the ace he robs with is refused (no grounds for what is not allowed)
    assert _ids(game, s, Action.parse("rob AC")) == []


@pytest.mark.parametrize("game", ROB_GAMES)
def test_under_the_britannica_letting_the_chance_pass_costs_the_deal(game: str) -> None:
    s = _state(
        game,
        variant="eb_compulsory_rob",
        turn_card="6C",
        hands={"P1": ["AC", "3C", "KH", "9D", "8S"]},
    )
    [ground] = REGISTRY.get(game).grounds(s, Action.parse("play 8S"))
    assert ground.rule.id == f"{game}.eb_compulsory_rob"
    assert "cannot win" in ground.reason or "scores nothing" in ground.reason


@pytest.mark.parametrize("game", ROB_GAMES)
def test_the_dealer_robs_a_turned_ace_or_lets_it_lie(game: str) -> None:
    s = _state(game, turn_card="AD", hands={"P0": ["2C", "3C", "4C", "QD", "7H"]})
    assert s.phase == "rob"
    assert _ids(game, s, Action.parse("rob QD")) == [f"{game}.rob_dealer"]
    assert _ids(game, s, Action("decline")) == [f"{game}.rob_optional"]


@pytest.mark.parametrize("game", ROB_GAMES)
def test_no_grounds_once_the_chance_is_gone_or_for_an_ordinary_play(game: str) -> None:
    # P1 led without robbing: his chance is gone; P2, holding the suit led and a trump, may
    # follow or trump as he pleases (follow_or_trump, 4be9c1e), and no play cites a rob rule
    s = _state(
        game,
        players=3 if game == "spoil_five" else 4,
        turn_card="9S",
        hands={"P1": ["AS", "2S", "3H", "5D"], "P2": ["KS", "2H", "7D", "KC", "3D"]},
        trick=["P1 4C"],
    )
    g = REGISTRY.get(game)
    grounds = {str(a): [x.rule.id for x in g.grounds(s, a)] for a in g.legal_actions(s)}
    both = [f"{game}.follow_or_trump"]
    assert {a: ids for a, ids in grounds.items() if ids} == {"play KS": both, "play KC": both}


def test_sixty_six_claim_cites_the_count_and_what_a_wrong_claim_costs() -> None:
    s = _state(
        "sixty_six",
        turned="JH",
        hands={"P1": ["AS", "10C", "KD", "QD", "9H", "JC"]},
    )
    g = REGISTRY.get("sixty_six")
    ok, lines, rules = g.claim_check(s)
    grounds = g.grounds(s, Action("claim"))
    assert not ok and grounds[0].rule.id == "sixty_six.claim"
    assert [x.reason for x in grounds[1:]] == lines  # the engine's own count
    assert grounds[-1].rule.id == rules[-1].id == "sixty_six.wrong_claim"
    assert [x.rule.id for x in g.grounds(s, Action("close"))] == [
        "sixty_six.close",
        "sixty_six.closer_fails",
    ]
