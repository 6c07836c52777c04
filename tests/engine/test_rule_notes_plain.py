"""A rule's note speaks to the learner in the names the pages use for its sources, not in the
project's file names.

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
"All rules" (/bierspiel-rules) and its Learn steps."""

from __future__ import annotations

import re

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY

# "seed 002", "the seed's", "RULES.md", "§4", "002_f2d8b7a0bdad9072.txt": the files, by the
# project's own names (the page names a seed's book and RULES.md as Trickbook's rules notes)
FILE_NAMES = re.compile(r"\bseeds?\b|\bRULES\.md\b|§|\d{3}_[0-9a-f]{16}\.txt")


def test_no_rule_note_names_a_source_file() -> None:
    named = {
        r.id: r.note for game in REGISTRY for r in game.rules if FILE_NAMES.search(r.note or "")
    }
    assert named == {}
