"""A Rams dealer who may rob, but names the wrong discards, is told what the rob takes.

Seed 002: "If he plays, he may discard and take up the trump card." (000, the lesson text:
"he is allowed to take the trump card and discard another face down.") One card goes out for
the trump card. A rob naming two cards, none, or the same card twice ("rob 2 8D JD", as
``trickbook answer`` or a scenario's ``declarations`` may send it) was refused as a move unheard
of: "you cannot rob the trump, putting out 8♦ and J♦ in this game's declaring: you may stand,
..., or rob the trump", citing the declaring rule. Now it cites the rob's rule and names the
cards, as Bierspiel's take-ups do (8e4589f: "you named three (7♣ 8♣ 10♣)").
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards import CARDS, indices_in
from engine.game import Action
from engine.games.pool.rams import RAMS
from engine.games.pool.rounce import ROUNCE
from engine.games.pool.state import PoolState
from engine.scenario import ScenarioError, from_dict


def robbing_turns(game: Any, variant: str, count: int) -> list[PoolState]:
    """Declaring turns of seeded deals in which the dealer may rob: everyone else stands; under
    the lesson text (the trump card is the dealer's own, robbed only when he defends against
    one player) the eldest stands, the others pass and the dealer takes the widow."""
    lesson = variant == "dealer_card_trump_000"
    found = []
    for seed in range(400):
        s = game.new_deal(players=4, seed=seed, variant=variant)
        said = 0
        while s.phase == "declare" and not any(a.kind == "rob" for a in game.legal_actions(s)):
            legal = game.legal_actions(s)
            act = Action("stand")
            if lesson and s.to_move == s.dealer and Action("widow") in legal:
                act = Action("widow")
            elif lesson and said and Action("pass") in legal:
                act = Action("pass")
            s, said = game.apply(s, act), said + 1
        if s.phase == "declare":
            found.append(s)
        if len(found) == count:
            return found
    raise AssertionError(f"{variant}: {len(found)} robbing turns in 400 seeds")


def wrong_robs(s: PoolState) -> list[tuple[Action, str]]:
    """Robs naming cards of the dealer's hand that do not fit, and what the reason names."""
    held = [CARDS[c] for c in indices_in(s.hands[s.to_move])]
    two, three = tuple(held[:2]), tuple(held[:3])
    return [
        (Action("rob", number=2, cards=two), "named two (" + " ".join(c.pretty for c in two)),
        (Action("rob", number=3, cards=three), "named three (" + " ".join(c.pretty for c in three)),
        (Action("rob", held[0], cards=(held[1],)), "named two (" + held[0].pretty),
        (Action("rob"), "named none"),
        (Action("rob", number=0), "named none"),
        (Action("rob", number=2, cards=(held[0], held[0])), "the same card twice"),
        (Action("rob", number=1, cards=(held[0],)), f"say \u201crob {held[0].pretty}\u201d"),
    ]


@pytest.mark.parametrize(
    ("game", "variant", "rule"),
    [
        (RAMS, "standard", "rams.rob"),
        (RAMS, "ecarte_rank", "rams.rob"),
        (RAMS, "dealer_card_trump_000", "rams.lesson_000.rob"),
        (ROUNCE, "standard", "rounce.rob"),
    ],
)
def test_a_rob_with_wrong_discards_names_them_and_the_rob_rule(
    game: Any, variant: str, rule: str
) -> None:
    for s in robbing_turns(game, variant, 5):
        for move, named in wrong_robs(s):
            assert move not in game.legal_actions(s)
            (said,) = game.explain(s, move)
            reason = str(said.reason)
            assert said.rule.id == rule, (variant, str(move), said.rule.id, reason)
            assert "in this game's declaring" not in reason, (str(move), reason)
            assert reason.startswith("you take up the trump card and discard one card"), reason
            assert named in reason, (str(move), reason)


def test_a_scenario_s_rob_with_two_discards_says_why() -> None:
    s = robbing_turns(RAMS, "standard", 1)[0]
    held = [CARDS[c] for c in indices_in(s.hands[s.dealer])]
    others = {f"P{p}": "stand" for p in range(s.n) if p != s.dealer}
    rob = f"rob 2 {held[0]} {held[1]}"
    doc = {
        "game": "rams",
        "players": s.n,
        "dealer": f"P{s.dealer}",
        "turn_card": str(CARDS[s.turn_card]),
        "hands": {f"P{s.dealer}": [str(c) for c in held]},
        "declarations": {**others, f"P{s.dealer}": rob},
    }
    with pytest.raises(ScenarioError) as e:
        from_dict(doc, "test")
    said = str(e.value)
    assert "not on offer here" not in said, said
    assert f"named two ({held[0].pretty} {held[1].pretty})" in said, said
    assert "If he plays, he may discard and take up the trump card" in said, said
