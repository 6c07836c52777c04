"""A table numbers tricks as the game counts them, not from the position shown (note_1202g §9).

Linger Longer's Learn step ``drop_out`` is the game's fourth trick (33 left in the stock of
36: three tricks over, each winner drew one, seed 003 "Nobody else draws"), but its table said
"out after trick 1" and "Trick 2". A position carries the tricks before it: the other games'
scenarios give them (``tricks_won`` or ``tricks``), Linger Longer's stock says how many, and
the pages read the count through ``Game.tricks_played``.

    drop_out, after the trick (P2 won with the A♠ and drew):

                 P2  4♣ 2♣ Q♦          Trick 5
        P1 out after trick 4    P3 out after trick 4
                 P0  9♦                 stock 32
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from lessons import available, load
from ui.cards import table_view

OpenApp = Callable[..., AppTest]
LL = "linger_longer"


def test_drop_out_counts_the_games_tricks() -> None:
    step = load(LL).step("drop_out")
    assert step.scenario is not None
    s = step.scenario.state
    assert REGISTRY.get(LL).tricks_played(s) == 4
    view = table_view(s, reveal=True)
    assert view.trick_title == "Trick 5"
    for p in (1, 3):
        assert "out after trick 4" in view.seats[p].tags, view.seats[p].tags
    # how many of the three tricks before P2 won is not known: no count of his is shown
    assert not any(t.endswith(("trick", "tricks")) for t in view.seats[2].tags)


def test_a_mid_game_settlement_counts_the_games_tricks_and_no_tricks_won() -> None:
    """last_left: 32 in the stock, four tricks over; P0 plays his last card to the fifth.
    How many of the four each player won is not known, so the table has no tricks column."""
    from ui.pages.common import settlement_rows_shown, without_blank_columns

    step = load(LL).step("last_left")
    assert step.scenario is not None
    s = step.scenario.state
    rows = without_blank_columns(settlement_rows_shown(REGISTRY.get(LL), s))
    assert [r["end"] for r in rows] == [
        "out after trick 5",
        "out before trick 5",
        "won the game",
        "out before trick 5",
    ]
    assert all("tricks" not in r for r in rows)


def test_the_learn_page_shows_the_games_trick_numbers(app: OpenApp) -> None:
    at = open_step(app(f"{LL}:learn"), LL, "drop_out")
    html = markdown(at)
    assert "Trick 5" in html and "out after trick 4" in html
    assert "Trick 2" not in html and "out after trick 1" not in html


def test_a_quiz_trick_is_titled_with_the_games_number(app: OpenApp) -> None:
    """q_trick_no_trump: 35 left in the stock, so one trick is over and this is the second."""
    k = next(i for i, q in enumerate(load(LL).quiz) if q.id == "q_trick_no_trump")
    at = app(f"{LL}:quiz", **{f"{LL}__quiz_start": k})
    assert at.session_state[f"{LL}:quiz"].current.id == "q_trick_no_trump"
    html = markdown(at)
    assert "Trick 2" in html and "Trick 1" not in html


def _said_by_fields(gid: str, data: dict[str, Any], state: Any) -> int | None:
    """The tricks over by the scenario's own fields (not the engine's reading of them), or
    None where they do not say in a plain count (Sixty-Six: cards won, with or without counts;
    Linger Longer with an empty stock, set up by hand, or under ``reshuffle``)."""
    done = 1 if data.get("trick") and not state.trick and state.history else 0
    if gid == "sixty_six":
        return None
    if gid == LL:
        n, stock = int(data["players"]), data.get("stock", 0)
        full = 52 - n * n
        if data.get("variant") == "reshuffle" or not isinstance(stock, int) or stock == 0:
            return None
        return full - stock + done
    won = data.get("tricks_won")
    if isinstance(won, dict):
        return sum(int(v) for v in won.values()) + done
    return len(data.get("tricks") or []) + done


def _positions() -> list[Any]:
    out = []
    for gid in available():
        lesson = load(gid)
        for kind, item in [("step", s) for s in lesson.steps] + [("q", q) for q in lesson.quiz]:
            if item.scenario is not None:
                out.append(pytest.param(gid, item.scenario, id=f"{gid}-{kind}-{item.id}"))
    return out


@pytest.mark.parametrize(("gid", "scn"), _positions())
def test_every_curated_table_counts_the_tricks_its_fields_say(gid: str, scn: Any) -> None:
    """Every game's Learn steps and quiz questions: the count the table's title numbers from
    is the one the scenario's fields give (tricks won or played, Linger Longer's stock), and
    the table names the next trick by it while the deal goes on."""
    game, s = scn.game, scn.state
    played = game.tricks_played(s)
    said = _said_by_fields(gid, scn.data, s)
    if said is not None:
        assert played == said, (played, said)
    if not game.is_over(s) and s.phase == "play":
        title = table_view(s, reveal=True).trick_title
        if gid == LL and not s.counted:  # an empty stock set by hand, or reshuffle's: no number
            assert said is None and title in ("Next trick", "This trick"), title
        else:
            assert title == f"Trick {played + 1}"
