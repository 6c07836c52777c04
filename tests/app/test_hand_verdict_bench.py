"""bench.page_speed times Play's card click twice (issue 12 part 5): to its feedback, the verdict
the hand shows at once (bench.page_speed_clicks.PLAY_FEEDBACK), and to the page redrawn by the
run (PLAY_SIGNATURE), printed on a line of its own, "<game>-play redrawn", against the same bare
click. No browser, no server: the bookkeeping of the two times.
"""

from __future__ import annotations

from typing import Any

from bench.page_speed import Rounds, _felt, _print_lines, _redrawn, _timed_rounds
from bench.page_speed_clicks import (
    FELT,
    PLAY_FEEDBACK,
    PLAY_LOOK,
    PLAY_REDRAWN,
    PLAY_SEEN,
    PLAY_VERDICT,
    REDRAWN,
)
from bench.page_speed_seats import round_plan


def test_a_play_click_is_kept_to_its_feedback_and_to_its_page_redrawn(capsys: Any) -> None:
    """Each seat's click timed once a round: the versions' feedback 0.1 s and redraw 0.5 s, the
    bare click's 0.2 s both (by the page's clock, 0.2 s too), kept under the click's name and
    under "redrawn", and both printed with the version before."""
    plan = round_plan(3, 4)

    def one(seat: int) -> tuple[float, float, float, float]:
        if seat == 1:  # the bare click: its feedback is its redraw
            REDRAWN.append(0.2)
            return (0.2, 0.01, 0.01, 0.02)
        REDRAWN.append(0.5)  # (as click_play does)
        return (0.1, 0.01, 0.01, 0.02)

    rounds = Rounds(None)
    name = "loo-play click"
    urls = ["http://a:1/loo-play", "http://a:2/", "http://a:3/loo-play"]
    _timed_rounds(rounds, name, urls, one, 0, plan, range(4), redrawn=_redrawn(name))
    assert _redrawn(name) == "loo-play redrawn" and _redrawn("loo-quiz click") is None
    assert [x[0] for x in rounds.times[name][0]] == [0.1] * 4
    assert [x[0] for x in rounds.times["loo-play redrawn"][0]] == [0.5] * 4
    assert [x[0] for x in rounds.times["loo-play redrawn"][1]] == [0.2] * 4
    assert [x[0] for x in rounds.times["loo-play redrawn"][2]] == [0.5] * 4
    _print_lines(rounds, [(name, ""), ("loo-play redrawn", "")], 2, True)
    out = capsys.readouterr().out
    assert "loo-play click" in out and "ratio 0.50" in out  # 0.1 s against the bare 0.2 s
    assert "loo-play redrawn" in out and "ratio 2.50" in out  # 0.5 s against 0.2 s


def test_the_feedback_is_the_verdict_or_the_page_redrawn() -> None:
    """The feedback's condition waits for the hand's verdict or for the redraw, whichever comes
    first (a version without verdicts, a declaration: the redraw); the redraw's for the redraw."""
    assert PLAY_VERDICT in PLAY_FEEDBACK and ".tb-verdict" in PLAY_VERDICT
    assert PLAY_FEEDBACK.endswith("!== b") and PLAY_REDRAWN.endswith("!== b")
    assert PLAY_VERDICT not in PLAY_REDRAWN


def test_a_play_click_is_kept_to_its_feedback_by_the_page_s_clock(capsys: Any) -> None:
    """Beside Playwright's time, each click's time to its feedback by the page's own clock
    (FELT: 0.02 s for the verdict, the bare click's 0.2 s) is kept under "<game>-play in the
    page" and printed above "redrawn" with the version before."""
    plan = round_plan(3, 4)

    def one(seat: int) -> tuple[float, float, float, float]:
        REDRAWN.append(0.5 if seat != 1 else 0.2)
        FELT.append(0.02 if seat != 1 else 0.2)
        return (0.3 if seat != 1 else 0.25, 0.01, 0.01, 0.02)

    rounds = Rounds(None)
    name = "napoleon-play click"
    urls = ["http://a:1/napoleon-play", "http://a:2/", "http://a:3/napoleon-play"]
    _timed_rounds(rounds, name, urls, one, 0, plan, range(4), redrawn=_redrawn(name))
    felt = _felt("napoleon-play redrawn")
    assert felt == "napoleon-play in the page"
    assert [x[0] for x in rounds.times[felt][0]] == [0.02] * 4
    assert [x[0] for x in rounds.times[felt][1]] == [0.2] * 4
    _print_lines(rounds, [(name, ""), (felt, ""), ("napoleon-play redrawn", "")], 2, True)
    out = capsys.readouterr().out
    assert "napoleon-play in the page" in out and "ratio 0.10" in out  # 0.02 s against 0.2 s
    assert out.index("in the page") < out.index("redrawn")


def test_playwright_s_look_takes_the_feedback_the_page_saw() -> None:
    """Playwright's wait ends at a verdict the page's clock saw before a paint, though handed
    over since (its looks come late, behind the run's redraw), and the verdict looked for is
    the hand's or the one under a row of other moves (a bid: moves.js)."""
    assert PLAY_SEEN in PLAY_LOOK and PLAY_FEEDBACK in PLAY_LOOK
    assert "tb-moves" in PLAY_VERDICT and "tb-hand" in PLAY_VERDICT
