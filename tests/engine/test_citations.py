"""Every rule of every registered game quotes its seed word for word (markup and spacing aside)."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.rules import SEED_FILES, SEEDS_DIR, quote_in_seed

RULES = [(g.id, r) for g in REGISTRY for r in g.rules]


@pytest.mark.parametrize(("game", "rule"), RULES, ids=[r.id for _, r in RULES])
def test_quote_is_in_its_seed(game: str, rule: object) -> None:
    assert quote_in_seed(rule), f"{rule.id}: quote not found in seed {rule.seed}"  # type: ignore[attr-defined]
    assert rule.id.startswith(game + ".")  # type: ignore[attr-defined]


def test_seeds_are_present_unchanged() -> None:
    shared = SEEDS_DIR.parent.parent / "shared" / "seeds"
    for name in SEED_FILES.values():
        assert (SEEDS_DIR / name).is_file()
        if shared.is_dir():
            assert (SEEDS_DIR / name).read_bytes() == (shared / name).read_bytes()
