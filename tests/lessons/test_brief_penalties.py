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
simple (loo.irregular_trump).

And every rule the engine refuses a move by is in the brief, for every game: in Play a learner
could be refused by a rule the Rules page never names. Five-card Loo's brief left out that the
pack may run short of replacements (five_card_loo.replacements: eight players, P3 asking for
three with two left) and that a trick's winner leads a trump (winner_leads_trump); Rounce's that
the widow goes once (rounce.widow_once); Bierspiel's that taking the widow is playing
(bierspiel.widow: the dealer who took it may not pass); Sixty-Six's that no marriage is shown
once the stock is exhausted (sixty_six.no_marriage_after_exhaustion), though a quiz question on
the 'later_play' step asks it."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY, Game
from engine.rules import Rule
from engine.scenario import from_dict
from lessons import load
from lessons.tasks import chapter_of, settled_rules, task_for
from ui.pages.rules import Brief, brief

DEALS = 150  # random deals a game: every rule their settlements cite is in the brief
REFUSAL_DEALS = 300  # and every rule a refusal cites at any turn of theirs
READING_DEALS = 60  # the same under each other reading


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


def _played(game: Game[Any], variant: str, seed: int) -> Iterator[Any]:
    """The positions of one deal played with random legal moves, the finished one last."""
    rng = random.Random(seed)
    opts = game.make_opts(variant)
    players = game.fit_players(opts, rng.randint(*game.players_range(opts)))
    state = game.new_deal(players=players, dealer=seed % players, seed=seed, variant=variant)
    while not game.is_over(state):
        yield state
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    yield state


def _settled_by(game: Game[Any], variant: str, seed: int) -> set[str]:
    """The rules the settlement of one deal played with random legal moves cites."""
    *_, state = _played(game, variant, seed)
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
IRREGULAR: list[dict[str, Any]] = [
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
    chapter = chapter_of(lesson, step).title
    b = brief(REGISTRY.get(gid), lesson)
    assert rule in [r.id for r in dict(b.sections)[chapter]]


# every game under every reading a learner can pick (Learn, Quiz, Play and Compare offer each)
READINGS = [(g.id, v) for g in REGISTRY for v in g.variants]


def _reading_section(b: Brief, game: Game[Any], variant: str) -> tuple[Rule, ...]:
    """The rules under the reading's own name in the brief's other readings."""
    return dict(b.readings).get(variant, ())


@pytest.mark.parametrize(("gid", "variant"), READINGS)
def test_every_rule_a_deal_refuses_by_is_in_the_brief(gid: str, variant: str) -> None:
    """Every rule the engine refuses a move by, at any turn of random deals played under a
    reading, is in the brief where a learner of that reading finds it: in the chapters, or in
    the reading's own section (first seed that met it, for a failure). Under the lesson's text
    Loo was refused by seed 000's follow_suit and head_the_trick, Rams under it by its rams,
    head_and_trump, dealer_defends and widow: rules no brief named. And the rule a refusal's
    words lean on (Rule.premise): Five-card Loo's eldest hand refused a plain lead reads
    '(Five-card Loo leads every deal as a double pool)', five_card_loo.double_leads, which no
    step quoted.

    300 deals under the lesson's reading (the last rule first met: Five-card Loo's Pam, seed
    209), 60 under each other (the last of theirs: Spoil Five's strict privilege, seed 45)."""
    game, lesson = REGISTRY.get(gid), load(gid)
    deals = REFUSAL_DEALS if variant == lesson.variant else READING_DEALS
    cited: dict[str, int] = {}
    for seed in range(deals):
        for state in _played(game, variant, seed):
            if not game.is_over(state):
                for r in game.refusals(state):
                    cited.setdefault(r.rule.id, seed)
                    if r.rule.premise:  # the rule that makes it bind here, its words say
                        cited.setdefault(r.rule.premise, seed)
    b = brief(game, lesson)
    listed = {r.id for _, rules in b.sections for r in rules}
    if variant != lesson.variant:
        listed |= {r.id for r in _reading_section(b, game, variant)}
    assert {r: seed for r, seed in cited.items() if r not in listed} == {}


# (game, step, rule): a rule random play is refused by that no brief named, and the step whose
# position (its task, or a quiz question asked from it) shows the move it refuses
SHOWN_REFUSED = [
    ("five_card_loo", "short_pack", "five_card_loo.replacements"),
    ("five_card_loo", "winner_leads", "five_card_loo.winner_leads_trump"),
    ("rounce", "widow_once", "rounce.widow_once"),
    ("bierspiel", "widow", "bierspiel.widow"),
    ("sixty_six", "later_play", "sixty_six.no_marriage_after_exhaustion"),
]


@pytest.mark.parametrize(("gid", "step", "rule"), SHOWN_REFUSED)
def test_a_refusal_is_taught_where_a_position_shows_it(gid: str, step: str, rule: str) -> None:
    """The step's task, or a question asked from the step, refuses a move by the rule, and the
    brief places the rule in the step's chapter."""
    lesson = load(gid)
    task = task_for(lesson.step(step))
    asked = [task.question] if task is not None else []
    asked += [q for q in lesson.quiz if q.step == step]
    assert any(r.rule.id == rule for q in asked for r in q.game.refusals(q.state))
    chapter = chapter_of(lesson, step).title
    b = brief(REGISTRY.get(gid), lesson)
    assert rule in [r.id for r in dict(b.sections)[chapter]]


# (game, reading, step, rule): a rule random play under another reading is refused by that no
# brief named, and the step whose position shows the move it refuses under that reading: its
# own position, or the lesson's read under it as Learn and Quiz show it to a learner who chose it
READING_REFUSED = [
    ("loo", "lesson_000", "follow_head", "loo.lesson_000.follow_suit"),
    ("loo", "lesson_000", "follow_head", "loo.lesson_000.head_the_trick"),
    ("rams", "dealer_card_trump_000", "head", "rams.lesson_000.head_and_trump"),
    ("rams", "dealer_card_trump_000", "widow_once", "rams.lesson_000.widow"),
    ("rams", "dealer_card_trump_000", "dealer_defends_000", "rams.lesson_000.dealer_defends"),
    ("rams", "dealer_card_trump_000", "rams_000", "rams.lesson_000.rams"),
]


@pytest.mark.parametrize(("gid", "variant", "step", "rule"), READING_REFUSED)
def test_another_reading_s_refusal_is_taught_where_a_position_shows_it(
    gid: str, variant: str, step: str, rule: str
) -> None:
    """The step's task, read under the reading, refuses a move by the rule; the brief names it
    in that reading's own section (Rams' dealer and rams positions cannot arise under the
    lesson text, whose trump card is the dealer's own: two steps of its own show them)."""
    lesson = load(gid)
    task = task_for(lesson.step(step))
    assert task is not None
    scn = task.question.scenario
    state = from_dict({**scn.data, "variant": variant}, scn.source).state
    assert any(r.rule.id == rule for r in scn.game.refusals(state))
    b = brief(REGISTRY.get(gid), lesson)
    assert rule in [r.id for r in _reading_section(b, REGISTRY.get(gid), variant)]
