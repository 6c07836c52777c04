"""Bierspiel's Learn pictures draw the turned trump from the step that turns it: its first three
steps, on the chalked crosses ('Three crosses of five', 'A trick wipes out a point', 'The last
pays for the beer'), drew "Trumps ♠" and the 9♠, and no step taught how trumps are fixed (look17,
look18). 'The word of command' tells it ("The dealer gives five cards to each player and five to
the widow, as at Rams, and turns the next card ... you turned the 9♠: spades are trumps"), so it
now declares the rule (bierspiel.trump_turned, Foster's "When all are helped, the next card is
turned up for the trump.", given beside its own source), and a step before it draws no trump box
(lessons.teaching.taught_later). Play and the Quiz draw the trump as before."""

from __future__ import annotations

from html import unescape

from step_pictures import first_view

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from lessons.teaching import sources_beside, teaching_steps
from ui.cards import TableView, table_view

GID = "bierspiel"
RULE = "bierspiel.trump_turned"


def _trump_box(view: TableView) -> bool:
    return any(k.startswith("Trumps") for k, _ in view.extras)


def test_the_word_of_command_teaches_the_turn_and_cites_it() -> None:
    lesson = load(GID)
    rules = REGISTRY.get(GID).rules
    assert teaching_steps(lesson, rules)[RULE].id == "auf"
    step = lesson.step("auf")
    beside = [r.quote for _, r in sources_beside(step, rules)]
    assert beside[0] == "When all are helped, the next card is turned up for the trump."
    # (and, since look20, the widow it deals: test_nothing_drawn_before_taught; since teach25,
    # the five cards each it deals, which no step declared; since teach27, Rams' 32 cards it
    # deals from)
    assert beside[1:] == [
        "The dealer gives cards to the widow just before dealing to himself in each round.",
        "five are given to each player; two the first round and three the next, or three the "
        "first round and two the next.",
        "CARDS: A deck of 32. Discard all 2's to 6's from a regular deck of 52.",
    ]
    words = " ".join(step.text.split())
    assert "turns the next card" in words and "9♠: spades are trumps" in words


def test_the_crosses_steps_draw_no_trump_box() -> None:
    lesson = load(GID)
    for sid in ("crosses", "wipe_out", "beer"):
        view = first_view(lesson.step(sid))
        assert view is not None and not _trump_box(view), sid
        said = unescape(" ".join([view.caption, *(v for _, v in view.extras)]))
        assert "9♠" not in said and "nine of spades" not in said, sid
    auf = first_view(lesson.step("auf"))  # the step turning it draws it
    assert auf is not None and "nine of spades" in dict(auf.extras)["Trumps ♠"]


def test_each_step_draws_the_trump_once_its_turn_is_taught() -> None:
    lesson = load(GID)
    taught = lesson.index(teaching_steps(lesson, REGISTRY.get(GID).rules)[RULE].id)
    for k, step in enumerate(lesson.steps):
        view = first_view(step)
        if view is None or step.scenario is None:
            continue
        assert _trump_box(view) == (k >= taught and step.scenario.state.trump >= 0), step.id


def test_play_draws_the_trump_box() -> None:
    scn = load(GID).step("crosses").scenario
    assert scn is not None
    assert "Trumps ♠" in dict(table_view(scn.state, viewer=1, highlight=False).extras)


def test_the_caption_tells_the_turn_only_where_it_is_drawn() -> None:
    """'Three crosses of five' (before the word "Auf") said "P0 (dealer) has turned the trump"
    under a picture that, from 30c91ea7, draws no trump; 'The word of command' still says it."""
    lesson = load(GID)
    crosses = first_view(lesson.step("crosses"))
    assert crosses is not None
    assert "turned the trump" not in crosses.caption, crosses.caption
    # nor "until the dealer says “Auf”", a word 'The word of command' teaches (look20)
    assert crosses.caption == "Nobody has looked at his cards yet."
    auf = first_view(lesson.step("auf"))
    assert auf is not None and auf.caption.startswith("You have turned the trump"), auf.caption
    scn = lesson.step("crosses").scenario
    assert scn is not None  # Play's table of the same deal, its trump drawn, says it too
    play = table_view(scn.state, viewer=1, highlight=False)
    assert play.caption.startswith("P0 (dealer) has turned the trump: nobody looks"), play.caption
