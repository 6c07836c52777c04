"""A Linger Longer position set up by hand with an empty stock numbers no tricks and counts no
tricks won (learner walk at 1400 px, 2026-12-02: /?game=linger_longer&step=last_trick, the end
of a game where P1, P2 and P3 each play their last card, said P1 and P2 were "out after trick
1", gave P3 "1 trick" and a tricks column of 0, 0, 0, 1; stock_out said "Trick 2"). A stock
that empty is never reached from a full pack (the lesson's stock_out step counts why), so it
does not say how many tricks came before, as a stock in play does (fb997f5); the reshuffle
variant's stock, which the played cards may have made again, says nothing either.

    last_trick, after the trick (P3's Q♥ takes it; stock empty):

            P2  out after the trick shown          Tricks
        P1  out after the trick shown   P3 winner
            P0  out                          (no tricks column in the settlement)
"""

from __future__ import annotations

from collections.abc import Callable

from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from lessons import load
from ui.cards import table_view
from ui.pages.common import settlement_rows_shown, without_blank_columns

OpenApp = Callable[..., AppTest]
LL = "linger_longer"
GAME = REGISTRY.get(LL)


def _tags(step_id: str) -> tuple[str, list[str]]:
    scn = load(LL).step(step_id).scenario
    assert scn is not None
    view = table_view(scn.state, reveal=True)
    return view.trick_title, [t for seat in view.seats for t in seat.tags]


def test_an_empty_stock_set_by_hand_numbers_no_trick() -> None:
    title, tags = _tags("last_trick")
    assert title == "Tricks"
    assert tags.count("out after the trick shown") == 2, tags
    assert not [t for t in tags if "trick 1" in t or t.endswith(("1 trick", "tricks"))], tags
    for step_id in ("stock_out", "reshuffle"):  # the next trick: no number, no tricks won
        title, tags = _tags(step_id)
        assert title == "Next trick" and not [t for t in tags if "trick" in t], (step_id, tags)


def test_its_settlement_has_no_trick_numbers_or_tricks_won() -> None:
    for step_id in ("last_trick", "winner_out"):
        scn = load(LL).step(step_id).scenario
        assert scn is not None
        rows = without_blank_columns(settlement_rows_shown(GAME, scn.state))
        assert all("tricks" not in r for r in rows), (step_id, rows)
        assert not [r["end"] for r in rows if "trick 1" in r["end"]], (step_id, rows)
    scn = load(LL).step("last_trick").scenario
    assert scn is not None
    ends = [r["end"] for r in settlement_rows_shown(GAME, scn.state)]
    assert ends == [
        "out before the trick shown",
        *["out after the trick shown"] * 2,
        "won the game",
    ]


def test_positions_whose_stock_says_keep_their_numbers() -> None:
    """The first trick (a full stock) and a stock in play still number their tricks; every
    curated position with an empty stock, or of the reshuffle variant, numbers none."""
    assert _tags("trick")[0] == "Trick 2" and "1 trick" in _tags("trick")[1]
    title, tags = _tags("drop_out")
    assert (title, [t for t in tags if "trick" in t]) == ("Trick 5", ["out after trick 4"] * 2)
    lesson = load(LL)
    for item in [*lesson.steps, *lesson.quiz]:
        scn = item.scenario
        assert scn is not None
        stock = scn.data["stock"]  # as the lesson gives it: a count (or the cards)
        given = stock if isinstance(stock, int) else len(stock)
        said = scn.data.get("variant") != "reshuffle" and given > 0
        assert scn.state.counted is said, item.id


def test_the_learn_page_says_no_trick_number_at_the_last_trick(app: OpenApp) -> None:
    html = markdown(open_step(app(f"{LL}:learn"), LL, "last_trick"))
    assert "out after the trick shown" in html
    assert "out after trick 1" not in html and "1 trick<" not in html


def test_the_quiz_titles_a_judged_trick_without_a_number_it_cannot_know() -> None:
    """q_still_in_empty and q_still_in_reshuffle: the Quiz page titled their trick "Trick 1"
    (ui/pages/quiz.py, from tricks_played); a position whose stock says keeps its number."""
    from ui.pages.quiz import question_picture

    titles = {}
    for q in load(LL).quiz:
        if q.kind == "still_in":
            html = question_picture(q, None) or ""
            titles[q.id] = html.split('class="tb-trick" role="group" aria-label="')[1].split('"')[0]
    assert titles["q_still_in_empty"] == titles["q_still_in_reshuffle"] == "This trick"
    assert titles["q_still_in"] == "Trick 4" and titles["q_still_in_winner"] == "Trick 5"
