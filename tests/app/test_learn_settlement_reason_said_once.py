"""A Learn settlement step does not say its picture's caption again with the moves it settles.

Seen on /forty_five-learn?step=count_out: under the picture 'P0+P2 count out: with 2 tricks
credited at 5 each, P0+P2's score reaches 45.', then the settlement table (P0+P2 +10), then
the bullet 'P0+P2 count out: with 2 tricks credited at 5 each, P0+P2's score reaches 45:
points → P0+P2 10', the caption once more with the table's points after it. aac3c5c left out
a reason that is the caption (Spoil Five's spoiled deal), not one followed by its moves; every
settled step of Forty-Five's lesson said its caption so. Each reason is said once: in the
caption, or as a bullet; the other reasons stay (count_out's 'P1+P3's 1 trick, credited at 5
as it was won, ...')."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from html import unescape

import pytest
from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.quiz import Question, explanation
from lessons import load
from ui.cards import table_view
from ui.format import capital, md
from ui.pages.common import reasons

OpenApp = Callable[..., AppTest]


@cache
def _lines(game_id: str, step_id: str) -> tuple[str, list[str], list[str]]:
    """The step's caption, the engine's reasons that say it with their moves, and the others.
    Worked out once a process (read, never changed): this module's parameters and tests and
    test_learn_no_empty_bullets' parameters ask for the same steps'."""
    game = REGISTRY.get(game_id)
    scn = load(game_id).step(step_id).scenario
    assert scn is not None
    caption = table_view(scn.state, reveal=True).caption.strip().removesuffix(".")
    lines, _ = explanation(Question(id=step_id, kind="settlement", prompt="", scenario=scn))
    shown = reasons(game, "settlement", scn.state, lines)
    settle = game.settlement(scn.state)
    assert settle is not None
    # a reason the caption says, as it is or said on with what its moves take (Spoil Five's
    # "P1 won three tricks and takes the pool" for "P1 won three tricks")
    on = (" and ", ", and ")
    heads = [
        f"{capital(t.reason)}: "
        for t in settle.transfers
        if caption == capital(t.reason)
        or caption.startswith(tuple(capital(t.reason) + x for x in on))
    ]
    again = [x for x in shown if any(x.startswith(h) for h in heads)]
    return caption, again, [x for x in shown if x not in again and x != caption]


def _settled() -> list[tuple[str, str]]:
    out = []
    for game in REGISTRY:
        for step in load(game.id).steps:
            scn = step.scenario
            settled = step.show == "settlement" and scn is not None and game.is_over(scn.state)
            if settled and _lines(game.id, step.id)[1]:
                out.append((game.id, step.id))
    return out


REPEATING = _settled()


def test_forty_five_s_count_out_is_among_them() -> None:
    """Its caption says the reason, or the reason with its moves as the settlement's line
    (Forty-Five's, engine.games.forty_five.scoring.told), which test_learn_settlement_said_once
    then holds to being said once."""
    caption, _, others = _lines("forty_five", "count_out")
    assert ("forty_five", "count_out") in REPEATING or caption.endswith(": P0+P2 score 10 points")
    assert others == [
        "P1+P3's 1 trick, credited at 5 as it was won, before P0+P2 counted out: "
        "P1+P3 score 5 points"
    ]


@pytest.mark.parametrize(("game_id", "step_id"), REPEATING)
def test_the_caption_is_not_said_again_with_its_moves(
    app: OpenApp, game_id: str, step_id: str
) -> None:
    caption, again, others = _lines(game_id, step_id)
    at = open_step(app(f"{game_id}:learn"), game_id, step_id)
    assert not at.exception, at.exception
    text = unescape(markdown(at))  # (the picture's HTML writes "side's" as "side&#x27;s")
    assert text.count(md(caption)) == 1, text[-2500:]  # under the picture
    for line in again:
        assert md(line) not in text, line
    for line in others:  # the reasons the caption does not say stay, once
        assert text.count(md(line)) == 1, (line, text[-2500:])
