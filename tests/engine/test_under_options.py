"""A position read under other options, by the game's public protocol (``Game.under_options``),
and Spoil Five's barred seats by name (``barred_seats``): notebook 03 made its state with
``state._replace(opts=...)`` and notebook 10 read ``s.barred >> p & 1``, code a learner
cannot copy from the engine's public face."""

from __future__ import annotations

import random

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.games.spoil_five.game import SPOIL_FIVE


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_under_options_changes_the_options_named_and_keeps_the_rest(game_id: str) -> None:
    g = REGISTRY.get(game_id)
    lo = g.players_range(g.make_opts())[0]
    s = g.new_deal(players=max(lo, g.min_players), dealer=0, seed=3)
    assert g.under_options(s).opts == s.opts
    flags = [o for o in g.options if isinstance(o.default, bool) and not o.choices]
    for o in flags:
        t = g.under_options(s, **{o.name: not getattr(s.opts, o.name)})
        assert getattr(t.opts, o.name) is not getattr(s.opts, o.name)
        assert t.opts.variant == s.opts.variant and t.hands == s.hands
        again = g.under_options(t)  # an override already made is kept
        assert again.opts == t.opts
    with pytest.raises(ValueError, match="unknown option"):
        g.under_options(s, no_such_option=True)


def test_irish_loo_without_its_leading_duties_refuses_no_lead() -> None:
    g = REGISTRY.get("irish_loo")
    rng = random.Random(1)
    s = g.new_deal(players=5, dealer=0, seed=1)
    while not any(".lead" in r.rule.id or "leads" in r.rule.id for r in g.refusals(s)):
        s = g.apply(s, g.heuristic_action(s, rng))  # on to a lead the duties narrow
    free = g.under_options(s, lead_duties=False)
    assert not any(".lead" in r.rule.id or "leads" in r.rule.id for r in g.refusals(free))
    assert len(g.legal_actions(free)) > len(g.legal_actions(s))


def test_spoil_five_names_its_barred_seats() -> None:
    g = SPOIL_FIVE
    s = g.new_deal(players=4, dealer=0, seed=1)
    assert g.barred_seats(s) == []
    assert g.barred_seats(g.irregularity(s, 2, "revoke_plain")) == [2]
