"""The Rules page's 'rules in brief' says the price of an offence the engine settles (learner
walk, /loo-rules): Loo's brief said 'A revoke ends the deal: the pool is divided ... the
offender excepted' and left out the offender's six red to the next pool (loo.revoke_forfeit,
the next sentence of the same passage, which the engine charges); Rounce's said each trick
takes a fifth but not that a player with no trick is ramsed five (rounce.ramsed), nor that a
pone who will not play pays the dealer five (rounce.pone); Irish Loo's said standing is a
promise to win a trick but nowhere what breaking it costs.

And every rule a settlement prices is in the brief, for every game: Loo's brief left out that a
player with no trick in a simple is looed three red (loo.looed_simple: the 'looed' step quotes
Foster's other sentence saying it, which no rule cites) and what the others in pay a flush
(loo.flush_payment), though both steps show those settlements; Irish Loo's left out what a
flush costs the others (irish_loo.flush_payment), Five-card Loo's that the dealer takes the
pool when all pass (five_card_loo.dealer_takes_pool); neither said a revoke costs anything,
though both engines price one (irish_loo.revoke and .revoke_forfeit, five_card_loo's the
same); Rounce's had no penalty (rounce.penalty), Loo's no forfeit for a trump turned in a
simple (loo.irregular_trump)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY, Game
from engine.scenario import from_dict
from lessons import load
from lessons.tasks import settled_rules
from ui.pages.rules import brief

DEALS = 150  # random deals a game: every rule their settlements cite is in the brief


def _listed(gid: str) -> dict[str, str]:
    b = brief(REGISTRY.get(gid), load(gid))
    return {r.id: r.statement for _, rules in (*b.sections, *b.readings) for r in rules}


@pytest.mark.parametrize(
    ("gid", "rule"),
    [
        ("loo", "loo.revoke_forfeit"),
        ("rounce", "rounce.ramsed"),
        ("rounce", "rounce.pone"),
    ],
)
def test_the_brief_gives_the_penalty_the_engine_charges(gid: str, rule: str) -> None:
    assert rule in _listed(gid)


def test_the_revoke_and_its_forfeit_stand_together() -> None:
    b = brief(REGISTRY.get("loo"), load("loo"))
    chapter = next(rs for _, rs in b.sections if any(r.id == "loo.revoke" for r in rs))
    ids = [r.id for r in chapter]
    assert ids.index("loo.revoke_forfeit") == ids.index("loo.revoke") + 1


@pytest.mark.parametrize("gid", ["loo", "irish_loo"])
def test_standing_says_what_a_loo_costs(gid: str) -> None:
    assert "three red" in _listed(gid)[f"{gid}.undertaking"]


def _settled_by(game: Game[Any], variant: str, seed: int) -> set[str]:
    """The rules the settlement of one deal played with random legal moves cites."""
    rng = random.Random(seed)
    opts = game.make_opts(variant)
    players = game.fit_players(opts, rng.randint(*game.players_range(opts)))
    state = game.new_deal(players=players, dealer=seed % players, seed=seed, variant=variant)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    st = game.settlement(state)
    assert st is not None
    return {x.rule for x in (*st.transfers, *st.notes) if x.rule}


@pytest.mark.parametrize("gid", [g.id for g in REGISTRY])
def test_every_rule_a_deal_settles_by_is_in_the_brief(gid: str) -> None:
    game, lesson = REGISTRY.get(gid), load(gid)
    cited: dict[str, int] = {}
    for seed in range(DEALS):
        for rule in _settled_by(game, lesson.variant, seed):
            cited.setdefault(rule, seed)
    listed = _listed(gid)
    assert {r: seed for r, seed in cited.items() if r not in listed} == {}


# The irregularities the pool games price, each on a deal in play: five in, P4 passing (a
# revoke abandons the hands); Loo's trump turned in a simple; Rounce's penalties, four in.
_IN = {"trump": "S", "tricks_won": {"P1": 1}}
_FIVE = {
    **_IN,
    "players": 5,
    "declarations": {"P1": "stand", "P2": "stand", "P3": "stand", "P4": "pass", "P0": "pass"},
}
_ROUNCE = {
    **_IN,
    "game": "rounce",
    "tricks_won": {"P1": 3, "P3": 2},
    "players": 4,
    "pool": 20,
    "declarations": {"P1": "stand", "P2": "stand", "P3": "stand", "P0": "stand"},
}
IRREGULAR = [
    {**_FIVE, "game": "loo", "pool": 9, "irregularity": {"revoke": "P2"}},
    {
        "game": "loo",
        "players": 5,
        "pool": 3,
        "tricks_won": {"P1": 1, "P2": 2},
        "irregularity": {"dealer_turned_trump": True},
    },
    {**_FIVE, "game": "irish_loo", "pool": 9, "irregularity": {"revoke": "P2"}},
    {**_FIVE, "game": "five_card_loo", "pool": 10, "irregularity": {"revoke": "P2"}},
    *(
        {**_ROUNCE, "irregularity": {k: "P2"}}
        for k in ("wrong_card_count", "exposed_card", "out_of_turn", "renounce")
    ),
]


@pytest.mark.parametrize(
    "data", IRREGULAR, ids=[f"{d['game']}-{next(iter(d['irregularity']))}" for d in IRREGULAR]
)
def test_the_brief_gives_the_price_of_an_irregularity(data: dict[str, Any]) -> None:
    cited = [r.id for r in settled_rules(from_dict(data, "test"))]
    assert any(k in r for r in cited for k in ("revoke", "penalty", "irregular")), cited
    listed = _listed(data["game"])
    assert [r for r in cited if r not in listed] == []


@pytest.mark.parametrize(
    ("gid", "step", "rule"),
    [
        ("loo", "looed", "loo.looed_simple"),
        ("loo", "flush", "loo.flush_payment"),
        ("irish_loo", "revoke", "irish_loo.revoke_forfeit"),
        ("five_card_loo", "all_pass", "five_card_loo.dealer_takes_pool"),
    ],
)
def test_a_rule_a_shown_settlement_prices_stands_beside_its_step(
    gid: str, step: str, rule: str
) -> None:
    """Placed in the chapter of the step whose settlement shows it, after that step's own
    rules: Loo's looed_simple right after the thirds its 'looed' step also shows."""
    lesson = load(gid)
    chapter = next(
        s.chapter
        for s in reversed(lesson.steps[: lesson.steps.index(lesson.step(step)) + 1])
        if s.chapter
    )
    b = brief(REGISTRY.get(gid), lesson)
    assert rule in [r.id for r in dict(b.sections)[chapter]]
