"""A game that takes another game's rule as it stands takes its note with it.

Found by the learner walk: /five_card_loo-rules' "All rules" gave Five-card Loo's from_hand
without the note /irish_loo-rules gives under the same rule ("Foster takes it for granted; a
player exchanges 'the cards originally dealt' him, ..."): Five-card Loo copied Irish Loo's rules
by their statement, source and quote only, and the note (engine.rules.Rule.note: how the quote
bears on a rule it does not state outright) was dropped. A rule of the same name in two games,
with the same statement from the same words of the same source, is the same rule: its note is
the same too, whichever game's book it is read in; only the game the quote is said of (Rams, for Rams' widow
rule) may go without a note its copies in other games need.

The same rule under another name: Rounce and Bierspiel both take Rams' widow rule ('Instead of
playing his own hand a player may take the widow in exchange; taking it is playing.', quoting
Foster's Rams), Rounce as rounce.widow_exchange with the note 'Foster says it of Rams; of
Rounce's widow he says only ...', Bierspiel as bierspiel.widow with none: /bierspiel-rules'
"All rules" gave Rams' words with nothing to say that Bierspiel's own paragraph is silent on
the widow. Where a rule quotes another game's section (engine.rules.Rule.other_section), every
game that takes it with the same statement says how the quote bears on it, or none does."""

from __future__ import annotations

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY


def test_the_same_rule_in_two_games_keeps_its_note() -> None:
    by_name: dict[tuple[str, str, str, str], dict[str, tuple[str, str, bool]]] = {}
    for game in REGISTRY:
        for r in game.rules:
            name = r.id.split(".", 1)[1]  # "from_hand" of "five_card_loo.from_hand"
            same = by_name.setdefault((name, r.seed, r.quote, r.statement), {})
            same[r.id] = (r.note, r.url, r.other_section is None)
    differ = {}
    for (name, *_), ids in by_name.items():
        notes = {(note, url) for note, url, _ in ids.values() if note}
        urls = {url for _, url, _ in ids.values()}
        # only the game the quote is said of may go without the note its copies carry
        dropped = [i for i, (note, _, own) in ids.items() if notes and not note and not own]
        if len(notes) > 1 or len(urls) > 1 or dropped:
            differ[name] = ids
    assert differ == {}
    shared = [ids for ids in by_name.values() if len(ids) > 1]
    assert any(any(note for note, _, _ in ids.values()) for ids in shared)  # some copies have one


def test_a_rule_quoted_from_another_game_has_a_note_in_every_copy_or_none() -> None:
    copies: dict[tuple[str, str, str], dict[str, str]] = {}
    for game in REGISTRY:
        for r in game.rules:
            if r.other_section is not None:  # Rounce's and Bierspiel's rules quoting Rams
                copies.setdefault((r.seed, r.quote, r.statement), {})[r.id] = r.note
    differ = {
        statement: ids
        for (_, _, statement), ids in copies.items()
        if len({bool(note) for note in ids.values()}) > 1
    }
    assert differ == {}
    # the check has copies to compare, under more than one name, and some with a note
    shared = [ids for ids in copies.values() if len(ids) > 1]
    assert any(len({i.split(".", 1)[1] for i in ids}) > 1 for ids in shared)
    assert any(all(ids.values()) for ids in shared)
