"""A rule's note, and every reading's and option's name and help, speak to the learner in the
names the pages use for the sources, not in the project's file names.

Found by the learner walk: /spoil_five-quiz?question=q_follow_or_trump (390 and 1400 px), once
answered, read under the quoted source 'About the source: Foster (seed 002) counts a player who
“revokes in a plain suit” among the irregularities; ...', and Forty-Five's the same; Napoleon's
'RULES.md (§8) asks this and does not answer it.' (napoleon.trump_held, /napoleon-quiz?seed=14&
kind=declare&level=1) and '... nor does RULES.md (§8)' (napoleon.trick_winner). A note is shown
as it is, outside "details", under every quote of its rule (Learn, Quiz, Review) and on the Rules
page, where the source itself is named "Foster's Hoyle, 1897" or "Trickbook's rules notes (where
the books are silent or disagree)" and the file names and rule ids stand under "details" only.

Bierspiel's were the last: '... which RULES.md (§4) does not make' (trump_leads), '(RULES.md §4
does not say)' (ramsed, pone), 'nor does RULES.md (§4)' (general_rams), and 'the seed's
“always”' (seven_always_trump: the seed is Foster's Hoyle), each under the rule in Bierspiel's
"All rules" (/bierspiel-rules) and its Learn steps.

The options and readings said the same in their own words: Irish Loo's and Five-card Loo's
"Double-pool leading duties" help began 'RULES.md: the eldest leads a trump ...' (the Play,
Learn and Compare pages' rules box, where ui.format.plain_label made it 'The rules notes: ...');
Linger Longer's "When the stock runs out" 'Seed 003 does not say (RULES.md §9)', shown in "Where
the readings differ" as '... (the rules notes §9)'; Forty-Five's compulsory-rob and strict
readings 'As the seed's reading, but ...' (shown as 'As The lesson text's reading': Forty-Five's
book is Foster's); Loo's and Rams' '000: ...; 002: ...', Sixty-Six's 'The seed asks only to
follow suit'. Each is said where it is written, in the pages' names for the books."""

from __future__ import annotations

import re

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY

# "seed 002", "the seed's", "RULES.md", "§4", "002_f2d8b7a0bdad9072.txt", a bare "000:": the
# files, by the project's own names (the page names a seed's book and RULES.md as Trickbook's
# rules notes)
FILE_NAMES = re.compile(r"\bseeds?\b|\bRULES\.md\b|§|\d{3}_[0-9a-f]{16}\.txt|\b00[0-4]\b")


def test_no_rule_note_names_a_source_file() -> None:
    named = {
        r.id: r.note for game in REGISTRY for r in game.rules if FILE_NAMES.search(r.note or "")
    }
    assert named == {}


def _options_and_readings() -> dict[str, str]:
    """Every option's label and help, every variant's label and description, of every game: the
    words the rules box, Compare and the Rules page show (a choice's value, "002", is shown by
    its book's name: engine.compare.value_words)."""
    said: dict[str, str] = {}
    for game in REGISTRY:
        for o in game.options:
            said |= {f"{game.id}.{o.name}.label": o.label, f"{game.id}.{o.name}.help": o.help}
        for v in game.variants.values():
            said |= {
                f"{game.id}:{v.name}.label": v.label,
                f"{game.id}:{v.name}.said": v.description,
            }
    assert sum(bool(t) for t in said.values()) > 2 * len(list(REGISTRY))  # the texts are there
    return said


def test_no_option_or_reading_names_a_source_file() -> None:
    named = {where: t for where, t in _options_and_readings().items() if FILE_NAMES.search(t)}
    assert named == {}


# "a hand in that wins no trick" (bierspiel.ramsed's note): the table's "in" (playing) before
# "that", "who" or "which" reads as "in that ...", and the sentence has to be read twice
IN_THAT = re.compile(r"\b(?:hand|player|seat)s? in (?:that|who|which)\b")


def test_no_rule_or_option_says_in_before_that() -> None:
    said = _options_and_readings()
    for game in REGISTRY:
        said |= {f"{r.id}.statement": r.statement for r in game.rules}
        said |= {f"{r.id}.note": r.note for r in game.rules}
    assert {where: t for where, t in said.items() if IN_THAT.search(t)} == {}
