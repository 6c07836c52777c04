"""On Play the learner's card in the trick is labelled as his seat's box names him.

At /bierspiel-play?seed=3&players=5 (the learner at P0, 1400 px and 390 px) the learner's
seat box read "P0 (you)" and his card in the trick, under it, "P0 · led": one seat named two
ways on one table. Play labels it "You · led" ("You" where another led), on the live table
and in the replay's tabs; the other seats keep their names, and so does every card of a Learn
or Quiz picture, whose words name the seats ("P1 leads ...").

Deals of a few games, the learner at P0 against random computer players, his moves drawn at
random by the page's table logic until he has played to a trick, then opened on the page."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable

import pytest
from apptools import go, is_picture, nodes, pictures, random_table
from deals import play_out, play_until, walk
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.cards import position_html, table_html
from ui.pages.play import table_now
from ui.play_table import Table
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
# a trick card's label (ui.cards._label, white; a space waiting for a seat's card is paler)
LABEL = re.compile(r'color:#ffffff;white-space:nowrap">([^<]*)</div>')
SPACE = re.compile(r'color:#cfe3d6;white-space:nowrap">([^<]*)</div>')
# (game, players): a cross of four or fewer, and a row of five
TABLES = [("loo", 3), ("spoil_five", 4), ("bierspiel", 5)]


def _expected(plays: tuple[tuple[int, int], ...], seat: int) -> list[str]:
    """The trick's labels in the order played, the learner's told to him."""
    names = ["You" if p == seat else f"P{p}" for p, _ in plays]
    return [f"{names[0]} · led", *names[1:]]


def _to_the_learners_trick(game_id: str, players: int, led: bool) -> Table:
    """A table showing a trick the learner has played to (in play, or paused on once won),
    led by him (``led``) or by another, reached as the page plays: his moves at random."""
    game = REGISTRY.get(game_id)

    def reached(t: Table) -> bool:
        plays = _shown(t)
        return any(p == 0 for p, _ in plays) and (plays[0][0] == 0) == led

    for seed in range(100):
        t = random_table(game, seed, players)
        if any(reached(x) for x in walk(game, t, random.Random(seed).choice)):
            return t
    raise AssertionError(f"no {game_id} deal in 100 reaches such a trick")


def _shown(t: Table) -> tuple[tuple[int, int], ...]:
    """The trick the live table draws: the one in play, or the one just won, paused on."""
    s = t.state
    return tuple(s.trick or (s.history[-1][0] if t.pause and s.history else ()))


@pytest.mark.parametrize("led", [True, False], ids=["led", "followed"])
@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_the_learners_trick_card_is_labelled_you(
    app: OpenApp, game_id: str, players: int, led: bool
) -> None:
    t = _to_the_learners_trick(game_id, players, led)
    at = app()
    at.session_state[f"{game_id}:table"] = t
    go(at, f"{game_id}:play")
    assert not at.exception, at.exception
    t = at.session_state[f"{game_id}:table"]
    table = pictures(at)[0]
    assert "P0 (you)" in table
    assert LABEL.findall(table) == _expected(_shown(t), 0)


@pytest.mark.parametrize(("game_id", "players"), [("loo", 3), ("spoil_five", 4)])
def test_the_space_waiting_for_the_learners_card_is_labelled_you(
    game_id: str, players: int
) -> None:
    """The dashed space in front of a seat still to play is labelled with its name: the
    learner's read "P0" in a cross of four or fewer, where his box reads "P0 (you)" and his
    card, once played, "You" (ui/cards.py). On Play it reads "You", as the card will; the
    other seats' spaces keep their names, and so does a Learn or Quiz picture's."""
    game = REGISTRY.get(game_id)

    def waits(t: Table) -> bool:
        return bool(t.state.trick) and all(p != 0 for p, _ in t.state.trick)

    tables = (random_table(game, seed, players) for seed in range(100))
    t = next(
        (
            t
            for seed, t in enumerate(tables)
            if play_until(game, t, random.Random(seed).choice, waits)
        ),
        None,
    )
    assert t is not None, f"no {game_id} deal in 100 leaves the learner to play to a trick"
    s = t.state
    html = table_html(table_now(game, t, game_ui(game_id)))
    played = {p for p, _ in s.trick}
    waiting = [i for i in range(players) if i not in played]
    spaces = SPACE.findall(html)
    assert sorted(spaces) == sorted("You" if i == 0 else f"P{i}" for i in waiting), spaces
    assert "P0 (you)" in html
    learn = position_html(s, viewer=0, highlight=False)
    assert "P0" in SPACE.findall(learn) and "You" not in SPACE.findall(learn)


def test_the_replay_labels_the_learners_card_you(app: OpenApp) -> None:
    """Every trick tab of a finished deal's replay (Loo at three, played out)."""
    game = REGISTRY.get("loo")
    for seed in range(20):
        t = random_table(game, seed, 3)
        play_out(game, t, random.Random(seed).choice)
        history = t.state.history
        if any(p == 0 for plays, _ in history for p, _ in plays):
            break
    at = app()
    at.session_state["loo:table"] = t
    go(at, "loo:play")
    assert not at.exception, at.exception
    for k, (plays, _) in enumerate(history):
        tab = next(x for x in at.tabs if x.label == f"Trick {k + 1}")
        (html,) = [json.loads(n.proto.json) for n in nodes(tab) if is_picture(n)]
        assert LABEL.findall(html) == _expected(plays, 0), k


def test_a_learn_picture_keeps_the_seats_names() -> None:
    """A picture outside Play (Learn's, the Quiz's: ui.cards.position_html) labels each card
    with its seat's name, as its words name it, though a seat is "(you)" there too."""
    t = _to_the_learners_trick("loo", 3, True)
    html = position_html(t.state, viewer=0, highlight=False, trick=_shown(t))
    assert "P0 (you)" in html
    assert LABEL.findall(html) == [
        f"P{p}" + (" · led" if k == 0 else "") for k, (p, _) in enumerate(_shown(t))
    ]
