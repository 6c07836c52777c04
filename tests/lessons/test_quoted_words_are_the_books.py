"""Words a lesson step puts in double quotes are a book's words, or the name of one of the
game's readings (learner walk at 1400 and 390 px, 2026-12-03: Forty-Five's
/?game=forty_five&step=two_privileged_strict said 'Read literally, Foster speaks of a privileged
trump held "with no smaller trump"', words Foster never wrote: seed 002 says "but having no
smaller trump with them")."""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.rules import SEED_FILES, normalise, normalised_seed
from lessons import available, load

# a quotation of three words or more: shorter quoted words are terms ("must rob", "nap")
MIN_WORDS = 3
# words in quotes that are a speaker's, not a book's: a bid said aloud
SPOKEN = {("napoleon", "promise")}


def _quoted(text: str) -> list[str]:
    flat = " ".join(text.split())
    return [q for q in re.findall(r'"([^"]+)"|\u201c([^\u201d]+)\u201d', flat) for q in q if q]


def _sources(game_id: str) -> list[str]:
    """What a quotation in the game's lesson may be: a seed's words, the engine's rules' quotes
    (RULES.md's quotes of Peel and the Britannica among them), or a reading's or option's name."""
    game = REGISTRY.get(game_id)
    out = [normalised_seed(seed) for seed in SEED_FILES]
    out += [normalise(rule.quote) for rule in game.rules]
    out += [normalise(v.label) for v in game.variants.values()]
    out += [normalise(o.label) for o in game.options]
    return out


def _steps() -> list[tuple[str, str]]:
    return [(g, s.id) for g in available() for s in load(g).steps]


@pytest.mark.parametrize(("game", "step_id"), _steps())
def test_quoted_words_are_a_book_s_or_a_reading_s_name(game: str, step_id: str) -> None:
    if (game, step_id) in SPOKEN:
        return
    sources = _sources(game)
    step = load(game).step(step_id)
    unknown = [
        q
        for q in _quoted(step.text)
        if len(q.split()) >= MIN_WORDS
        and not any(normalise(q).strip(" .,;:") in s for s in sources)
    ]
    assert unknown == [], f"{game}/{step_id}: quoted, but in no book nor reading: {unknown}"


def _named_readings(text: str) -> list[str]:
    """The words a text quotes as the name of a reading, variant or option ('choose the
    reading "..."', 'Switch off the option "..."')."""
    flat = " ".join(text.split())
    pattern = (
        r'\b(?:readings?|variants?|options?)\b[^"\u201c.;]{0,30}["\u201c]([^"\u201d]+)["\u201d]'
    )
    return re.findall(pattern, flat)


@pytest.mark.parametrize(("game", "step_id"), _steps())
def test_a_reading_named_in_quotes_is_named_as_the_app_names_it(game: str, step_id: str) -> None:
    """Five-card Loo's pam step said 'choose the reading "Without Pam"', a name the app never
    shows: its Rules box offers "Foster's Hoyle (1897), without Pam" (learner walk at 1400 and
    390 px, /?game=five_card_loo&step=pam)."""
    g = REGISTRY.get(game)
    names = {normalise(v.label) for v in g.variants.values()}
    names |= {normalise(o.label) for o in g.options}
    said = _named_readings(load(game).step(step_id).text)
    assert [q for q in said if normalise(q) not in names] == [], f"{game}/{step_id}"


@pytest.mark.parametrize(("game", "step_id"), _steps())
def test_a_quoted_question_ends_its_sentence_without_a_full_stop(game: str, step_id: str) -> None:
    """Irish Loo's from_the_pack ended 'Now P2 is asked "How many?".' (learner walk at 1400
    px, /?game=irish_loo&step=from_the_pack): the question mark inside the quote ends the
    sentence."""
    flat = " ".join(load(game).step(step_id).text.split())
    assert re.findall(r'[?!]["\u201d]\.', flat) == [], f"{game}/{step_id}"
