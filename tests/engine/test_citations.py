"""Every rule of every registered game quotes its seed word for word (markup and spacing aside)."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.rules import SEED_FILES, SEEDS_DIR, Rule, quote_in_seed

RULES = [(g.id, r) for g in REGISTRY for r in g.rules]


@pytest.mark.parametrize(("game", "rule"), RULES, ids=[r.id for _, r in RULES])
def test_quote_is_in_its_seed(game: str, rule: Rule) -> None:
    assert quote_in_seed(rule), f"{rule.id}: quote not found in seed {rule.seed}"
    assert rule.id.startswith(game + ".")


def test_seeds_are_present_unchanged() -> None:
    shared = SEEDS_DIR.parent.parent / "shared" / "seeds"
    for name in SEED_FILES.values():
        assert (SEEDS_DIR / name).is_file()
        if shared.is_dir():
            assert (SEEDS_DIR / name).read_bytes() == (shared / name).read_bytes()


def test_a_quote_is_looked_up_in_the_seed_folded_once() -> None:
    """quote_in_seed looks quotes up in each seed's text folded once a process
    (normalised_seed): the same answers as folding the seed's text afresh for each quote, for
    every rule and every lesson step, and a quote changed by one word is still refused."""
    from engine.rules import Rule, normalise, normalised_seed, seed_text
    from lessons import available, load

    quoted = [r for _, r in RULES] + [s.rule for g in available() for s in load(g).steps]
    for rule in quoted:
        if rule.seed in SEED_FILES:
            fresh = normalise(rule.quote) in normalise(seed_text(rule.seed))
            assert quote_in_seed(rule) is fresh is True, rule.id
    for seed in SEED_FILES:
        assert normalised_seed(seed) == normalise(seed_text(seed))
    rule = next(r for _, r in RULES if r.seed in SEED_FILES)
    changed = Rule(rule.id, rule.statement, rule.seed, rule.quote + " and the moon")
    assert not quote_in_seed(changed)
