"""A generated declare question says the turn in the words of the picture above it.

At /bierspiel-quiz?seed=1&kind=declare&level=1 the question read "You are P0, to declare.
Which declarations may you make? Choose all." over a table whose seat P0 (you) was marked
"to move": the picture says whose turn it is without naming a move wherever the question offers
more than one kind of move (ui.quiz_picture.said_as_asked), and the engine's prompt
(engine.quiz.PROMPTS) named the turn its own way. Loo, Irish Loo, Five-card Loo, Rams and Rounce
asked under the same generic prompt. Checked here for each of them: the "You are Pn, ..." of
the prompt and the badge of the seat to move say the same, before the answer and after it.
Napoleon words its own prompts: "You are P1, to bid." stood over "P1 (you) to move" in its
which-bids and what-would-you-bid questions (a bid or a pass: two kinds of move), while its
trump-naming question says "to name trumps" in both.
"""

from __future__ import annotations

import re

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.quiz import check, practice
from ui.quiz_picture import question_view

# the games whose declare questions take the generic prompt, and Napoleon's own
GAMES = ("loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel", "napoleon")


@pytest.mark.parametrize(
    ("game", "kind", "seeds"),
    [(game, "declare", range(3)) for game in GAMES]
    + [("napoleon", "declare", (14,)), ("napoleon", "bid_estimate", range(3))],
)
def test_a_declare_prompt_says_the_turn_as_its_picture(
    game: str, kind: str, seeds: range | tuple[int, ...]
) -> None:
    for seed in seeds:
        q = practice(game, seed=seed, kind=kind)
        said = re.match(r"You are (P\d), ([^.]+)\.", q.prompt)
        assert said is not None, q.prompt
        answered = check(q, 0 if kind == "bid_estimate" else [])  # (a bid is a number)
        for fb in (None, answered):
            view = question_view(q, fb, curated=False)
            assert view is not None
            badges = [(s.name.split(" ")[0], s.turn) for s in view.seats if s.to_move]
            assert badges == [(said[1], said[2])], (q.id, q.prompt, badges)
