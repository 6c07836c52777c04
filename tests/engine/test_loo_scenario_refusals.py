"""A Loo scenario that breaks the rules is refused at load, naming the field and the rule
(docs/scenarios.md): a card in the trick its player may not play, a leader who won no trick,
YAML that does not parse, an unquoted text name. Split from test_loo_rules.py (one test per
rule id), which kept growing past 800 lines."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from engine.scenario import ScenarioError, answer, from_dict, load_file


def scn(text: str) -> Any:
    return from_dict(yaml.safe_load(text), "test").state


def test_a_card_in_the_trick_that_breaks_the_rules_is_refused() -> None:
    with pytest.raises(
        ScenarioError, match=r"field 'trick\[1\]': P2 may not play A♦, because P2 must"
    ):
        scn(
            "game: loo\nplayers: 3\npool: 6\ntrump: H\n"
            "declarations: {P1: stand, P2: stand, P0: stand}\n"
            "hands: {P2: [KS, 3S]}\ntrick: [P1 QS, P2 AD]"
        )


def test_a_leader_who_won_no_trick_is_refused() -> None:
    with pytest.raises(ScenarioError, match=r"field 'leader': P2 won no trick"):
        scn("game: loo\nplayers: 3\ntricks_won: {P1: 1}\nleader: P2")
    with pytest.raises(ScenarioError, match=r"field 'trick\[0\]': P2 won no trick"):
        scn("game: loo\nplayers: 3\ntricks_won: {P1: 1}\ntrick: [P2 QS]")


def test_an_unknown_hand_is_said_not_listed_as_empty() -> None:
    out = answer(from_dict(yaml.safe_load("game: loo\nplayers: 4\ntrick: [P1 QS]"), "t"))
    assert "legal" not in out and out["hand_unknown"].startswith("P2's hand is not given")


def test_invalid_yaml_reports_its_line(tmp_path: Any) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: loo\nplayers: 5\nhands: {P1: [QS, KS}\n", encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"bad.yaml: scenario: line 3: not valid YAML"):
        load_file(bad)


def test_an_unquoted_text_name_is_refused_saying_how_to_write_it() -> None:
    """YAML reads ``text: 000`` as the number 0: the refusal says to quote it."""
    with pytest.raises(
        ScenarioError, match=r"not 0 \(YAML reads an unquoted 000 as the number 0: write '000'\)"
    ):
        scn("game: loo\nplayers: 5\noptions: {text: 000}")
    with pytest.raises(ScenarioError, match=r"must be '002' or '000', not 'x'$"):
        scn("game: loo\nplayers: 5\noptions: {text: x}")
    assert scn("game: loo\nplayers: 5\noptions: {text: '000'}").opts.text == "000"
