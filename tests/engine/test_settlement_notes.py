"""A settlement's notes (engine.ledger.Note): what a learner might expect to change hands and
the rule that kept it, where no transfer carries the reason (a spoiled pool, a side barred from
scoring, a defending dealer's shares left in the pool). The Compare page and the Play page's
settlement cite them."""

from __future__ import annotations

import yaml
from scenario_answers import ans

import engine.games  # noqa: F401  (registers the games)
from engine.compare import find_parting
from engine.game import REGISTRY
from engine.scenario import from_dict


def test_a_spoiled_spoil_five_pool_says_why_nothing_changes_hands() -> None:
    game = REGISTRY.get("spoil_five")
    found = find_parting(
        game, players=5, variants=("rules_md", "eb_compulsory_rob"), seeds=range(1, 11)
    )
    assert found is not None
    end = found.comparison.sides[1].end
    st = game.settlement(end)
    assert st is not None and not st.transfers
    assert [n.rule for n in st.notes] == ["spoil_five.eb_compulsory_rob"]
    assert "has no right to this pool (he let his chance to rob pass)" in st.notes[0].text
    p = found.comparison.parting
    assert p is not None and "has no right to this pool" in p.text[1]
    assert [r.id for r in p.rules[1]] == ["spoil_five.eb_compulsory_rob"]


def test_a_forty_five_side_barred_for_failing_to_rob_cites_the_rule() -> None:
    game = REGISTRY.get("forty_five")
    found = find_parting(
        game, players=4, variants=("rules_md", "eb_compulsory_rob"), seeds=range(10)
    )
    assert found is not None
    p = found.comparison.parting
    assert p is not None and p.kind == "settlement"
    assert "cannot go out that hand" in p.text[1]
    assert [r.id for r in p.rules[1]] == ["forty_five.eb_compulsory_rob"]


def test_a_rams_defender_under_loo_style_defence_leaves_his_shares_in_the_pool() -> None:
    game = REGISTRY.get("rams")
    found = find_parting(
        game, players=4, variants=("standard", "loo_style_defence"), seeds=range(1, 11)
    )
    assert found is not None
    p = found.comparison.parting
    assert p is not None and p.kind == "settlement"
    assert "defended the pool" in p.text[1] and "stay in the pool" in p.text[1]
    assert "rams.loo_defence" in [r.id for r in p.rules[1]]


def test_a_deal_that_pays_out_has_no_notes() -> None:
    game = REGISTRY.get("spoil_five")
    state = from_dict(
        yaml.safe_load(
            "game: spoil_five\nplayers: 4\ndealer: P0\nturn_card: 7S\npool: 8\n"
            "tricks_won: {P1: 3, P2: 1, P3: 1}"
        ),
        "t",
    ).state
    st = game.settlement(state)
    assert st is not None and st.transfers and st.notes == ()


def test_trickbook_answer_prints_the_notes_with_the_settlement() -> None:
    """A spoiled Spoil Five deal given as counted tricks: nobody won three, the pool stays."""
    out = ans(
        "game: spoil_five\nplayers: 5\ndealer: P0\nturn_card: 7S\npool: 10\n"
        "tricks_won: {P1: 2, P2: 2, P3: 1}"
    )
    st = out["settlement"]
    assert st["transfers"] == [] and st["result"] == "spoiled"
    assert st["notes"] == [
        {
            "text": "nobody won three tricks: the deal is spoiled and the pool stays",
            "rule": "spoil_five.spoiled",
        }
    ]
    paid = ans(
        "game: spoil_five\nplayers: 4\ndealer: P0\nturn_card: 7S\npool: 8\n"
        "tricks_won: {P1: 3, P2: 1, P3: 1}"
    )
    assert "notes" not in paid["settlement"]
