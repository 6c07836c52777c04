"""The Compare page's first search is a short one, and every search says what it tried.

At /forty_five-compare with six players and the privileged-trump reading, or /rams-compare with
six players and the Loo-style defence, the page searched 3000 lines of play (5-14 s behind a
spinner) before it said no deal was found. Now the opening search compares at most
``OPEN_LINES`` lines (about a second), opens on deal 0 and says which deals it tried; the
button searches on from there, and its note names the deals it searched (it said "the next
100 deals" of a search that had run out of lines within the first 20). Where a pair parts so
rarely that the short search finds nothing, the game names the deal to open on; Rams at six,
where the Loo-style defence cannot come up, says its readings never part."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from unittest import mock

import pytest
from apptools import click, go
from streamlit.testing.v1 import AppTest
from test_hand_review import finished_table

import engine.compare
import engine.games  # noqa: F401
from engine.compare import search_parting
from engine.game import REGISTRY
from ui.pages import compare as page
from ui.pages.compare import parting_from

OpenApp = Callable[..., AppTest]


@pytest.fixture
def lines() -> Iterator[mock.MagicMock]:
    """The lines of play the engine compares (each a run of compare_states), counted
    (``call_count``), with the page's searches forgotten so each is made again."""
    parting_from.cache_clear()
    real = engine.compare.compare_states
    with mock.patch.object(engine.compare, "compare_states", wraps=real) as counted:
        yield counted
    parting_from.cache_clear()


def said(at: AppTest) -> str:
    return "\n".join(x.value for x in (*at.warning, *at.success, *at.info))


def open_at_six(app: OpenApp, game_id: str, reading: str, lines: mock.MagicMock) -> AppTest:
    """The page on ``reading`` at six players; ``lines`` counts from the choice of six."""
    at = go(app(), f"{game_id}:compare")
    at.selectbox(key=f"w:{game_id}:cmp_b").set_value(reading).run()
    lines.reset_mock()
    return at.selectbox(key=f"w:{game_id}:cmp_players").set_value(6).run()


@pytest.fixture
def unnamed() -> Iterator[None]:
    """Forty-Five without the deal it names for six players and its privileged-trump reading
    (``compare_openings``): the pair the page's short search from deal 0 finds nothing for."""
    with mock.patch.object(type(REGISTRY.get("forty_five")), "compare_openings", {}):
        yield


@pytest.mark.usefixtures("unnamed")
def test_a_pair_that_parts_late_opens_after_a_short_search(
    app: OpenApp, lines: mock.MagicMock
) -> None:
    at = open_at_six(app, "forty_five", "strict_single_privileged", lines)
    opening = lines.call_count
    assert not at.exception
    # the opening's search, and the page's comparisons of the deals it showed on the way
    assert opening <= page.OPEN_LINES + 20, opening
    assert at.number_input(key="w:forty_five:cmp_seed").value == 0
    words = said(at)
    assert "a quick search: deals 0 to 9 do not part as the computer players play" in words
    assert "This is deal 0." in words
    assert "forty_five:cmp_find" in [b.key for b in at.button]
    # the same deal and the same words for the next learner (the search is counted in lines)
    again = open_at_six(app, "forty_five", "strict_single_privileged", lines)
    assert again.number_input(key="w:forty_five:cmp_seed").value == 0
    assert said(again) == words


@pytest.mark.parametrize(
    ("game_id", "reading"),
    [("forty_five", "strict_single_privileged"), ("napoleon", "dealer_forced_one")],
)
def test_a_pair_that_parts_rarely_opens_on_the_deal_its_game_names(
    app: OpenApp, lines: mock.MagicMock, game_id: str, reading: str
) -> None:
    """Forty-Five at six with the privileged-trump reading opened on deal 0, where nothing
    parts, and the button's 3000 lines found nothing either; Napoleon at six with the dealer's
    forced bid opened on deal 0 beside a note, though deal 0 parts (after 834 lines). Now each
    opens on the deal its game names (``Game.compare_opening``) with the parting shown, after
    a search of that deal alone."""
    game = REGISTRY.get(game_id)
    deal = game.compare_opening(game.default_variant, reading, 6)
    assert deal is not None
    at = open_at_six(app, game_id, reading, lines)
    assert not at.exception
    assert lines.call_count <= page.OPEN_LINES + 20, lines.call_count
    assert at.number_input(key=f"w:{game_id}:cmp_seed").value == deal
    found = search_parting(
        game, players=6, variants=(game.default_variant, reading), seeds=[deal], budget=600
    ).found
    assert found is not None and found.comparison.parting is not None
    words = said(at)
    assert f"They part at action {found.comparison.parting.step + 1}" in words
    assert "quick search" not in words and "This is deal" not in words
    again = open_at_six(app, game_id, reading, lines)
    assert again.number_input(key=f"w:{game_id}:cmp_seed").value == deal
    assert said(again) == words


def test_rams_at_six_says_its_loo_style_defence_never_parts(
    app: OpenApp, lines: mock.MagicMock
) -> None:
    """Rams at six with the Loo-style defence searched 600 lines, then the button 3000 more,
    for a deal that cannot come: with six the dealer has no hand and never defends the pool.
    The page now says so and searches nothing."""
    at = open_at_six(app, "rams", "loo_style_defence", lines)
    assert not at.exception
    assert lines.call_count <= 1, lines.call_count  # (the deal shown, compared once)
    words = said(at)
    assert "With six players the dealer has no hand" in words and "never part" in words
    assert "rams:cmp_find" not in [b.key for b in at.button]


@pytest.mark.usefixtures("unnamed")
def test_the_buttons_note_names_the_deals_it_searched(app: OpenApp, lines: mock.MagicMock) -> None:
    """Forty-Five at six, privileged trumps (no deal named): the button carries the opening's
    search on, and when its lines run out the note says which deals were searched, as the
    engine reports them."""
    at = open_at_six(app, "forty_five", "strict_single_privileged", lines)
    lines.reset_mock()
    click(at, "forty_five:cmp_find")
    a, b = "rules_md", "strict_single_privileged"
    lines_then = page.OPEN_LINES + page.FIND_LINES  # (the page's own call: its answer, kept)
    search = parting_from("forty_five", a, b, 6, 0, lines_then, page.OPEN_LINES, page.FIND_LIMIT)
    assert search.found is None and search.out_of_lines
    assert 0 < search.searched < search.played < page.FIND_LIMIT
    note = said(at)
    assert "the next 100" not in note
    assert f"{search.lines} lines of play" in note
    assert f"deals 0 to {search.searched - 1} do not part, even with decisions" in note
    rest = f"deals {search.searched} to {search.played - 1} do not part as the computer players"
    assert rest in note
    assert "a quick search" not in note  # (the opening's note gives way to this one)
    # the opening's lines were not played again: only the button's, and a few to show
    assert lines.call_count <= page.FIND_LINES + 60, lines.call_count


def test_a_deal_that_does_not_part_says_what_to_try(app: OpenApp) -> None:
    """'In this deal the two readings never part ... Try another deal.': said only where
    another deal may part, and in the words of what the page offers there."""
    at = go(app(), "napoleon:compare")
    at.number_input(key="w:napoleon:cmp_seed").set_value(1).run()
    box = "\n".join(x.value for x in at.success)
    assert "never part" in box and "Other deals may" in box
    assert "\u201cFind a deal where they part\u201d" in box
    assert "napoleon:cmp_find" in [b.key for b in at.button]
    # the game's word that no deal will part: nothing to try (Linger Longer, Sixty-Six at 4)
    at = go(app(), "linger_longer:compare")
    assert "never part" in said(at) and "try" not in " ".join(x.value for x in at.success)
    at = go(app(), "sixty_six:compare")
    at.selectbox(key="w:sixty_six:cmp_players").set_value(4).run()
    assert "never part" in said(at) and "try" not in " ".join(x.value for x in at.success)
    # the learner's own deal in Play: no search beside it, but a numbered deal has one
    at = app()
    at.session_state["napoleon:table"] = finished_table("napoleon", seed=1)
    go(at, "napoleon:compare")
    at.radio(key="w:napoleon:cmp_source").set_value("My last deal in Play").run()
    box = "\n".join(x.value for x in at.success)
    assert "never part" in box and "choose \u201cA deal by its number\u201d" in box
    assert "Find a deal" not in box and "napoleon:cmp_find" not in [b.key for b in at.button]
