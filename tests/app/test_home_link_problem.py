"""A link to the app's root whose ``game`` or ``page`` names nothing says so on Home in one plain
line (it opened Home without a word: a teacher's typo, ``/?game=lo&page=play``, went unseen); a
link naming a game alone opens that game's first page, ``page=review`` the Review page."""

from __future__ import annotations

from apptools import APP, headings
from streamlit.testing.v1 import AppTest

from ui.pages.links import home_link

FIRST = {"loo": "learn", "rounce": "learn"}


def test_home_link_names_the_page_or_the_parameter_that_names_nothing() -> None:
    assert home_link({}, FIRST) == (None, "")
    assert home_link({"step": "trumps"}, FIRST) == (None, "")  # (no game: Home, as before)
    assert home_link({"game": "loo", "page": "play"}, FIRST) == ("loo:play", "")
    assert home_link({"game": "loo", "seed": "4"}, FIRST) == ("loo:play", "")
    assert home_link({"game": "loo"}, FIRST) == ("loo:learn", "")
    assert home_link({"page": "review"}, FIRST) == ("review", "")
    key, said = home_link({"game": "lo", "page": "play"}, FIRST)
    assert (
        key is None and "game 'lo' is not one Trickbook teaches" in said and "loo, rounce" in said
    )
    key, said = home_link({"game": "loo", "page": "plya"}, FIRST)
    assert key is None and "page 'plya' is not one of learn, quiz, play" in said
    key, said = home_link({"page": "play"}, FIRST)
    assert key is None and "names no game" in said and "game=" in said


def _open(**params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, at.exception
    return at


def test_a_link_to_a_game_trickbook_does_not_have_says_so_on_home() -> None:
    at = _open(game="lo", page="play")
    assert [t.value for t in at.title] == ["Trickbook"]
    said = [w.value for w in at.warning]
    assert len(said) == 1 and "game 'lo' is not one Trickbook teaches" in said[0], said


def test_a_link_naming_a_game_alone_opens_its_first_page() -> None:
    at = _open(game="rounce")
    titles = headings(at, 1)
    assert titles == ["Rounce"], titles  # (Learn's title is the game's name)
    assert not at.warning
