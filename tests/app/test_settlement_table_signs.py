"""The settlement table writes a payment with the minus sign the page's words use, and says
what an empty "declared" cell means (look6): the "net" column showed "-5" with a hyphen under
"What does each player win (+) or pay (\u2212)", and "declared" showed "-" for a flush shown before
declaring (Five-card Loo), a dealer the pone paid, and the six-hand Rams and Bierspiel dealer,
who takes no cards."""

from __future__ import annotations

import random
from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from lessons import load
from ui.pages.common import settlement_rows_shown

POOL_GAMES = ("loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel")


def _finished(gid: str, seed: int) -> Any:
    g = REGISTRY.get(gid)
    n = 3 + seed % 4
    s = g.new_deal(players=n, dealer=seed % n, seed=seed)
    rng = random.Random(seed)
    while g.legal_actions(s):
        s = g.apply(s, rng.choice(list(g.legal_actions(s))))
    return s


def _check(gid: str, s: Any) -> list[dict[str, Any]]:
    rows = settlement_rows_shown(REGISTRY.get(gid), s)
    for row in rows:
        for k, v in row.items():
            text = str(v)
            assert not (text.startswith("-") and text[1:2].isdigit()), (gid, k, text)
        assert row.get("declared", "x") not in ("-", "\u2013"), (gid, row)
    return rows


def test_every_pool_table_signs_and_names_its_cells() -> None:
    minus = blank = 0
    for gid in POOL_GAMES:
        for seed in range(40):
            s = _finished(gid, seed)
            rows = _check(gid, s)
            minus += sum(str(r.get("net", "")).startswith("\u2212") for r in rows)
            if s.n == 6 and gid in ("rams", "bierspiel"):
                assert rows[s.dealer]["declared"].lower() == "takes no cards", (gid, seed)
                blank += 1
    assert minus and blank, (minus, blank)


def test_the_lessons_flush_and_six_hand_steps() -> None:
    flush = load("five_card_loo").step("flush").scenario.state  # type: ignore[union-attr]
    rows = _check("five_card_loo", flush)
    said = {i: r["declared"].lower() for i, r in enumerate(rows) if r["player"] != "pool"}
    assert {said[i] for i in flush.flushes} == {"showed a flush"}
    assert {v for i, v in said.items() if i not in flush.flushes} == {"not asked"}
    six = load("rams").step("six_alone").scenario.state  # type: ignore[union-attr]
    assert _check("rams", six)[six.dealer]["declared"].lower() == "takes no cards"
