"""A game that takes another game's rule as it stands takes its note with it.

Found by the learner walk: /five_card_loo-rules' "All rules" gave Five-card Loo's from_hand
without the note /irish_loo-rules gives under the same rule ("Foster takes it for granted; a
player exchanges 'the cards originally dealt' him, ..."): Five-card Loo copied Irish Loo's rules
by their statement, source and quote only, and the note (engine.rules.Rule.note: how the quote
bears on a rule it does not state outright) was dropped. A rule of the same name in two games,
with the same statement from the same words of the same source, is the same rule: its note is
the same too, whichever game's book it is read in."""

from __future__ import annotations

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY


def test_the_same_rule_in_two_games_keeps_its_note() -> None:
    by_name: dict[tuple[str, str, str, str], dict[str, tuple[str, str]]] = {}
    for game in REGISTRY:
        for r in game.rules:
            name = r.id.split(".", 1)[1]  # "from_hand" of "five_card_loo.from_hand"
            same = by_name.setdefault((name, r.seed, r.quote, r.statement), {})
            same[r.id] = (r.note, r.url)
    differ = {k[0]: ids for k, ids in by_name.items() if len(set(ids.values())) > 1}
    assert differ == {}
    shared = [ids for ids in by_name.values() if len(ids) > 1]
    assert any(any(note for note, _ in ids.values()) for ids in shared)  # some copies have one
