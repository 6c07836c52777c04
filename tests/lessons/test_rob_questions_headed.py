"""Spoil Five's and Forty-Five's Quiz words questions ask only about robbing the turn-up
(cd1d0874: "Rob" / "Let it lie"), and the Quiz headed them with the pool family's "Which
declarations are allowed?", a word neither game uses. Each game now heads its kind
"What may you do with the turn-up?": true of every such question it asks."""

from __future__ import annotations

import ui.games  # noqa: F401  (registers the pages' game words)
from lessons import load
from ui.format import kind_label
from ui.tables import game_ui

# robbing's words, and "Play a card" (not robbing: the ace's holder letting his chance pass,
# and all that another may do, spoil_five.rob_without_ace): what is done with the turn-up
ROBBING = {"rob", "decline", "play"}


def test_the_rob_questions_are_headed_as_robbing() -> None:
    for game_id in ("spoil_five", "forty_five"):
        lesson = load(game_id)
        asked = [q for q in lesson.quiz if q.kind == "declare"]
        assert asked, game_id
        label = kind_label("declare", game_ui(game_id).kind_labels)
        assert label == "What may you do with the turn-up?", (game_id, label)
        for q in asked:  # the heading holds: every word such a question offers is robbing's
            kinds = {q.game.word_action(w).kind for w in q.choices()}
            assert kinds <= ROBBING, (game_id, q.id, kinds)
