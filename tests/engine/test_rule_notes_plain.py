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
from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.rules import SEED_FILES, normalise

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


# ---- option words that fit their game (opts4) -------------------------------------------------
def engine_values(game: Any) -> set[str]:
    """The values of the game's options that are names in the engine's own terms (Linger
    Longer's ``reshuffle``, Sixty-Six's ``modern`` and ``foster``): not yes/no, a number or a
    source (``"002"``, which the pages give by its book's name)."""
    return {
        c for o in game.options for c in o.choices if isinstance(c, str) and c not in SEED_FILES
    }


def test_no_option_or_reading_names_an_engine_value() -> None:
    """Linger Longer's "When the stock runs out" help read '... reshuffle: Denexa's reading, the
    played cards are shuffled ...' (in the Play page's "Where the readings differ" at
    /linger_longer-play), and Sixty-Six's "Closer fails" 'modern: the opponent scores 2 ...;
    foster: 1, 2 ...': the engine's values for the option, which the learner never chooses
    by name (he picks a reading). Every game's option labels and helps and reading names and
    descriptions say the readings in words."""
    said = _options_and_readings()
    named = {
        where: (value, text)
        for game in REGISTRY
        for value in engine_values(game)
        for where, text in said.items()
        if where.split(".")[0].split(":")[0] == game.id
        and re.search(rf"(?<![\w']){re.escape(value)}(?![\w'])", text)
    }
    assert any(engine_values(g) for g in REGISTRY)  # the check has values to look for
    assert named == {}


# what a game's own rules say it lacks ("In this variation, no widow is dealt, and there is no
# distinction between simple and double pools": Irish Loo, and Five-card Loo after it), and the
# words that name it (but to say it is not there: "No widow, a trump always turned, ...")
LACKS = {
    "no distinction between simple and double pools": re.compile(
        r"(?<!no )\b(?:simple|double)(?:-| )pools?\b|(?<!no )\b(?:simple|double)s\b", re.I
    ),
    "no widow is dealt": re.compile(r"(?<!no )\bwidow", re.I),
}


def test_no_option_label_or_reading_names_what_its_game_lacks() -> None:
    """Irish and Five-card Loo's option "Double-pool leading duties" (the Play, Learn and Quiz
    pages' rules box, /irish_loo-play and /five_card_loo-play) named a kind of pool those games
    do not have: Foster's Irish Loo has "no distinction between simple and double pools", and
    Five-card Loo "is Irish Loo". A label is read without its help; it names what the switch
    does in the game that offers it (the same duties are Three-card Loo's "Trump-lead duties").
    Every game's option labels, reading names and reading descriptions; an option's help may
    still say where a rule comes from."""
    lacking: dict[str, str] = {}
    checked = 0
    for game in REGISTRY:
        quotes = " ".join(normalise(r.quote) for r in game.rules)
        words = [game.id]
        words += [f"{o.name}.label: {o.label}" for o in game.options]
        words += [f"{v.name}: {v.label}. {v.description}" for v in game.variants.values()]
        for lacks, naming in LACKS.items():
            if lacks in quotes:
                checked += 1
                lacking |= {w: lacks for w in words[1:] if naming.search(w.split(": ", 1)[1])}
    assert checked >= 4  # Irish and Five-card Loo, pools and widow
    assert lacking == {}
