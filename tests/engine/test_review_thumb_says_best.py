"""The hand review's rule-of-thumb line says which choice it agrees with.

Found by the learner walk: Rams, 'Review this deal' after taking the widow, the decision
marked a mistake read 'You: Take the widow ... Best: Play ...', then '“Play” makes a stronger
hand ...', then 'The rule of thumb makes the same choice here.' The same as whose: the
learner's, just marked a mistake, or the best? It is the best's (engine.review._why adds the
line only when the rule of thumb's action is the best one); a card says so by naming it
('The rule of thumb plays A♥ here too'), and now any other choice says it in words."""

from __future__ import annotations

from engine.cards import Card
from engine.game import Action
from engine.review import _thumb_too


def test_a_declaration_agreed_with_is_the_best_choice() -> None:
    assert _thumb_too(Action("stand")) == "The rule of thumb makes the best choice here too."
    assert "same choice" not in _thumb_too(Action("rob", Card.parse("9S")))
    assert _thumb_too(Action("play", Card.parse("AH"))) == "The rule of thumb plays A♥ here too."
