"""The eighth rules audit: Spoil Five and Forty-Five (seed 002, RULES.md §5 and §6), Napoleon and
Linger Longer (seed 003, RULES.md §8 and §9), read sentence by sentence with the edges the earlier
audits left (the first and last trick, two privileged trumps to the A♥ led, a turned ace robbed at
every count of players, early stops at the trick that decides, ties at the end). The cases are data
(audit_spoil_napoleon_cases.yaml), each quoting the sentence it tests; tests/engine/audit_cases.py
looks each quote up in its source (its ``check`` reads the pool games' settlements, by
``players``: these four games' settlements give each player's ``net``, compared here).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from audit_cases import Case, quote_holds
from scenario_answers import NAME, ans

from engine.scenario import ScenarioError, from_dict

CASES = [
    Case(c["id"], c["source"], c["quote"], c["scenario"], c["expect"])
    for c in yaml.safe_load(
        (Path(__file__).parent / "audit_spoil_napoleon_cases.yaml").read_text(encoding="utf-8")
    )
]


def named(got: Any, want: Any) -> Any:
    """``got`` on the keys ``want`` names, nested mappings alike (a key absent reads as [])."""
    if isinstance(want, dict) and isinstance(got, dict):
        return {k: named(got.get(k, []), v) for k, v in want.items()}
    return got


def answered(a: dict[str, Any], key: str) -> Any:
    """What an expectation of the cases file names, from ``trickbook answer``'s output."""
    if key == "legal":
        return sorted(a.get("legal", []))
    if key == "refused":
        return {x["action"]: x["rule"] for x in a.get("illegal", [])}
    if key == "winner":
        return (a.get("trick_winner") or {}).get("player")
    return a.get(key)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_case(case: Case) -> None:
    quote_holds(case)
    want = case.expect
    if "error" in want:
        with pytest.raises(ScenarioError) as e:
            from_dict(yaml.safe_load(case.text), NAME)
        assert want["error"] in str(e.value), str(e.value)
        return
    a = ans(case.text)
    got = {k: answered(a, k) for k in want}
    if "legal" in want:
        want = {**want, "legal": sorted(want["legal"])}
    assert named(got, want) == want, case.id


def test_the_cases_have_distinct_ids() -> None:
    assert len({c.id for c in CASES}) == len(CASES)
