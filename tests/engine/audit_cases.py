"""The audit tests' cases (test_rams_audit, test_rounce_audit, test_bierspiel_audit): a position
as ``trickbook answer`` reads it, the seed sentence (or RULES.md line) it tests, and what the
engine answers there. Each quote is looked up in its source, so a case cannot cite words the
text does not hold."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
import yaml
from rules_md import RULES_MD
from scenario_answers import NAME, ans

from engine.rules import normalise, normalised_seed
from engine.scenario import ScenarioError, from_dict


@dataclass(frozen=True)
class Case:
    """``expect`` keys: ``legal`` (exactly these actions), ``refused`` (action -> rule id, for
    the actions named), ``to_move``, ``phase``, ``winner`` (the complete trick's), ``nets``
    (settlement net by seat, for the seats named), ``next_pool``, ``result``, ``beer``,
    ``error`` (the scenario is refused with a message holding these words)."""

    id: str
    source: str  # "000", "002", "004" or "RULES.md"
    quote: str
    text: str
    expect: dict[str, Any] = field(default_factory=dict)


def quote_holds(case: Case) -> None:
    """The case's quote is in its source, markup and spacing aside."""
    if case.source == "RULES.md":
        assert normalise(case.quote) in normalise(RULES_MD.read_text(encoding="utf-8"))
    else:
        assert normalise(case.quote) in normalised_seed(case.source), case.id


def check(case: Case) -> None:
    """The engine's answer at the case's position is the one the case expects."""
    exp = case.expect
    if "error" in exp:
        with pytest.raises(ScenarioError) as e:
            from_dict(yaml.safe_load(case.text), NAME)
        assert exp["error"] in str(e.value), str(e.value)
        return
    a = ans(case.text)
    s = a.get("settlement") or {"players": {}}
    got: dict[str, Any] = {
        "legal": set(a.get("legal", [])),
        "refused": {x["action"]: x["rule"] for x in a.get("illegal", [])},
        "to_move": a["to_move"],
        "phase": a["phase"],
        "winner": (a.get("trick_winner") or {}).get("player"),
        "nets": {p: v["net"] for p, v in s["players"].items()},
        "next_pool": s.get("next_pool"),
        "result": s.get("result"),
        "beer": s.get("beer"),
    }
    for key, want in exp.items():
        if key == "legal":
            assert got[key] == set(want), (key, got[key])
        elif key in ("refused", "nets"):
            assert {k: got[key].get(k) for k in want} == want, (key, got[key])
        else:
            assert got[key] == want, (key, got[key])


def rules_md_quotes_hold(rules: Any) -> None:
    """Every rule a game cites from RULES.md quotes words RULES.md holds (the seeds' quotes are
    checked for every game by test_citations)."""
    text = normalise(RULES_MD.read_text(encoding="utf-8"))
    for r in rules:
        if r.seed == "RULES.md":
            assert normalise(r.quote) in text, r.id


def case_test(cases: Sequence[Case]) -> Callable[[Case], None]:
    """A test function over ``cases``, each quote looked up and each answer checked; a test
    module binds it to a ``test_`` name for pytest to collect."""

    @pytest.mark.parametrize("case", cases, ids=[c.id for c in cases])
    def test_case(case: Case) -> None:
        quote_holds(case)
        check(case)

    return test_case
