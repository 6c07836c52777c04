"""Rule statements are rules a learner reads (the Rules page lists them, Learn's "The rule
behind this step" and every refusal's citation print them); how a source bears on a rule it
does not state outright is the rule's note, printed under the quote (learner walk
2026-12-02: "A player plays ... only cards of his own hand: the lesson never says so outright",
"66 means 66 or more.")."""

from __future__ import annotations

import re

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY

_AUTHOR_NOTES = re.compile(
    r"never says so|the seed|the lesson never|\d means\b|\bUse\b|not stated|implied by", re.I
)


def test_rule_statements_are_rules_a_learner_reads() -> None:
    for game in REGISTRY:
        for r in game.rules:
            assert not _AUTHOR_NOTES.search(r.statement), (r.id, r.statement)
    six = REGISTRY.get("sixty_six").rules
    assert six["sixty_six.threshold"].statement == "A claim needs 66 points or more."
    assert six["sixty_six.threshold"].quote == "Use \u2265 66."
    for gid in ("sixty_six", "napoleon", "linger_longer", "loo", "rams", "spoil_five"):
        r = REGISTRY.get(gid).rules[f"{gid}.from_hand"]
        # the moves that put a card of the hand forward, each game's own (napoleon: "You play
        # only ...": test_from_hand_names_the_games_moves)
        assert re.fullmatch(
            r"You play(, \w+)*( or \w+)? only cards from your own hand\.", r.statement
        )
        assert r.note and r.note[0].isupper() and r.note.endswith(".")
    assert "never says so outright" in REGISTRY.get("napoleon").rules["napoleon.from_hand"].note
