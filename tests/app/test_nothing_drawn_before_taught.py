"""No Learn picture shows a word or a box before the step teaching the rule it rests on.

Bierspiel's first step, 'Three crosses of five', said "Nobody looks at his cards until the
dealer says “Auf”" under its picture and "the dealer says “Auf” first" where the trick goes,
three steps before 'The word of command' teaches the word, and drew the widow's five backs
though no step said a widow is dealt (look20). A picture now reads the rules a later step
teaches (lessons.teaching.taught_later, passed as ui.cards.TableOptions.untaught) and leaves
out what rests on them; 'The word of command', which deals "five to the widow", declares the
widow's rule. Checked for every game whose table leaves such a thing out: the trump box of
the pool family's games that turn one at the deal, Bierspiel's word and widow, Linger Longer's
trump box and its drawing winner."""

from __future__ import annotations

import re
from collections.abc import Callable
from html import unescape

from step_pictures import first_view

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from engine.games.pool.family import PoolGame
from engine.games.pool.spec import TRUMP_ALWAYS
from lessons import load
from lessons.teaching import taught_later
from ui.cards import TableView, table_view

Shows = Callable[[TableView], bool]


def _words(view: TableView) -> str:
    """Everything a picture says in words: caption, the trick's place, boxes, seats."""
    said = [view.caption, view.empty_trick]
    said += [f"{k} {re.sub(r'<[^>]+>', ' ', v)}" for k, v in view.extras]
    for s in view.seats:
        said += [s.name, *s.tags, s.note] + [s.turn] * s.to_move
    return unescape(" ".join(said))


def _box(label: str) -> Shows:
    return lambda view: any(k.startswith(label) for k, _ in view.extras)


def _word(word: str) -> Shows:
    return lambda view: word in _words(view)


def _shown() -> list[tuple[str, str, Shows]]:
    """(game, rule, what a picture shows resting on it), for every game whose table leaves
    something out until its rule is taught."""
    out: list[tuple[str, str, Shows]] = [
        ("bierspiel", "bierspiel.auf", _word("Auf")),
        ("linger_longer", "linger_longer.trump_card", _box("Trumps")),
        ("linger_longer", "linger_longer.winner_draws", _word("winner draws")),
    ]
    for game in REGISTRY:
        # the pool family's trump turned at every deal (Loo's double turns it by another rule,
        # the one dealing the widow, and its single pool by the turn after a failure to follow)
        if isinstance(game, PoolGame) and game.spec.trump_source == TRUMP_ALWAYS:
            opts = load(game.id).steps[0].scenario.state.opts  # type: ignore[union-attr]
            out.append((game.id, game.rule_for(opts, "trump_turn").id, _box("Trumps ")))
    out.append(("bierspiel", "bierspiel.widow_dealt", _box("Widow")))
    return out


def test_no_learn_picture_shows_what_a_later_step_teaches() -> None:
    checked = set()
    for game, rule, shows in _shown():
        lesson = load(game)
        for step in lesson.steps:
            if rule not in taught_later(lesson, step):
                continue
            view = first_view(step)
            if view is not None:
                checked.add((game, rule, step.id))
                assert not shows(view), f"{game} '{step.id}' shows what {rule} says"
    # (Bierspiel's first step is among them, for both its rules)
    assert {("bierspiel", "bierspiel.auf", "crosses")} <= checked
    assert {("bierspiel", "bierspiel.widow_dealt", "crosses")} <= checked


def test_bierspiel_s_first_step_says_no_auf_and_draws_no_widow() -> None:
    lesson = load("bierspiel")
    view = first_view(lesson.step("crosses"))
    assert view is not None
    assert view.caption == "Nobody has looked at his cards yet."
    assert view.empty_trick == "the dealer moves first"
    assert "Auf" not in _words(view) and not _box("Widow")(view) and not view.css
    auf = first_view(lesson.step("auf"))  # the step dealing "five to the widow" draws it
    assert auf is not None and _box("Widow")(auf)
    scn = lesson.step("crosses").scenario
    assert scn is not None  # Play's table of the same deal says the word and draws the widow
    play = table_view(scn.state, viewer=1, highlight=False)
    assert "\u201cAuf\u201d" in play.caption and _box("Widow")(play)
