"""The comparison text says where two readings part and how long the two deals take the same
actions as one true statement. Rams (seed 0, four players, a simple pool everyone must play)
printed 'The same for 25 actions, though the readings part at action 1': the readings part
where their answers first differ (P1 may pass under one, not the other), yet the action taken
there was allowed under both, so the deals went on alike; read as written, the two figures
contradict each other. Checked over every game with readings, each pair of readings, at the
fewest and most players both allow, on a few seeds; each figure the line states is checked
against the comparison."""

from __future__ import annotations

import re
from functools import cache

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.compare import Comparison, action_name, compare, comparison_text, variant_pairs
from engine.game import REGISTRY

SEEDS = range(3)
GAMES = [g.id for g in REGISTRY if variant_pairs(g)]


@cache
def comparisons(game_id: str) -> tuple[Comparison, ...]:
    game = REGISTRY.get(game_id)
    out = []
    for pair in variant_pairs(game):
        ranges = [game.players_range(game.make_opts(v)) for v in pair]
        lo, hi = max(r[0] for r in ranges), min(r[1] for r in ranges)
        for players in sorted({lo, hi}):
            out += [compare(game, players=players, seed=s, variants=pair) for s in SEEDS]
    return tuple(c for c in out if c.parting is not None)


def parting_line(c: Comparison) -> str:
    """The line of :func:`comparison_text` (as the notebooks print it) after the options."""
    return comparison_text(c).splitlines()[1 + len(c.options)]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_parting_and_the_shared_actions_read_as_one_statement(game_id: str) -> None:
    for c in comparisons(game_id):
        p = c.parting
        assert p is not None
        line = parting_line(c)
        at = re.findall(r"part (?:at once, )?at action (\d+)", line)
        if p.kind == "settlement":
            assert not at and "part at the settlement" in line, line
        else:
            assert at == [str(p.step + 1)], line
        counts = [int(n) for n in re.findall(r"(\d+) actions?\b", line)]
        assert all(n == c.together for n in counts), (line, c.together)
        assert not re.search(r"\b[01] actions\b", line), line
        k = p.step + 1
        if p.kind == "settlement" or k > c.together:
            continue  # the deals go separate ways where the readings part
        # the readings part at k, yet the deals take the same actions up to c.together (>= k):
        # the line says why, naming the action taken there, which both readings allow
        step = c.sides[0].steps[p.step]
        assert all(step.action in side.steps[p.step].legal for side in c.sides)
        assert f"The action taken there, P{step.seat}'s {action_name(step.action)}, is " in line
        assert "allowed under both" in line, line
        assert not re.search(r"same for \d+ actions?,? though", line), line
        assert (
            f"the same first {c.together} actions" in line
            or "to the end" in line
            or (k == c.together and "the last" in line)
        ), line


def test_the_deals_that_part_while_the_action_stays_allowed_are_checked() -> None:
    """Not vacuous: the sweep holds readings that part before the last shared action, at it,
    and where the two deals go separate ways."""
    seen = set()
    for game_id in GAMES:
        for c in comparisons(game_id):
            assert c.parting is not None
            k, n = c.parting.step + 1, c.together
            seen.add("before" if k < n else "at" if k == n else "apart")
    assert seen == {"before", "at", "apart"}


def test_rams_parting_at_the_first_action() -> None:
    """The case seen in notebook 07: the readings part at action 1, the deals alike to the end."""
    game = REGISTRY.get("rams")
    c = compare(game, players=4, seed=0, variants=("standard", "simple_pool_compulsory"))
    assert c.parting is not None and c.parting.step == 0
    assert all(len(side.steps) == c.together for side in c.sides)
    step = c.sides[0].steps[0]
    assert parting_line(c) == (
        "The readings part at action 1: an action allowed under one reading is refused under "
        f"the other. The action taken there, P{step.seat}'s {action_name(step.action)}, is "
        f"allowed under both, so the two deals take the same {c.together} actions, to the end."
    )
