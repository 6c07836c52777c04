"""Questions about what follows the trick just finished, beside "Who wins this trick?": judged
kinds (:data:`engine.quiz.JUDGED_KINDS`), whose picture shows the trick before it is credited,
so nothing that follows from it is drawn.

* ``trump_taken`` — who takes the turned-up trump card? (one player) Sixty-Six's last draw:
  the trick's winner draws the last face-down card, his opponent the trump card
  (``sixty_six.draw``). The engine draws for both players, so no other question turned on it.
* ``plays_on`` — does play go on after this trick? (yes or no) Napoleon's play stops as soon
  as the bid is made or beaten (``napoleon.stop_early``).

The game answers each from its own state after the trick (:meth:`engine.game.Game.after_trick`:
the answer, its reasons and their rules), and asks it only where it declares the kind (a
lesson's own, ``lesson_kinds``). A question answered by one player or by yes or no: a wrong
answer misses every rule its reasons cite, as "Who wins this trick?" does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.rules import Rule
from engine.scenario import seat_name
from engine.sentence import Sentence

if TYPE_CHECKING:  # only for annotations: engine.quiz imports this module
    from engine.quiz import Question

FORMS = {"trump_taken": "seat", "plays_on": "yesno"}
"""Each kind of this module and the form of its answer (:data:`engine.quiz.FORMS`)."""

PROMPTS = {
    "trump_taken": "This trick takes the last card of the stock. Who takes the turned-up trump?",
    "plays_on": "Does play go on after this trick?",
}
"""A question's words where no lesson gives its own (:data:`engine.quiz.PROMPTS`)."""


def answer(q: Question) -> Any:
    """The game's answer: the player who took the trump card, or whether play goes on."""
    return q.game.after_trick(q.state, q.kind)[0]


def reasons(q: Question) -> tuple[list[str | Sentence], list[Rule]]:
    """Why, and the rules cited: the game's (:meth:`engine.game.Game.after_trick`)."""
    _, lines, rules = q.game.after_trick(q.state, q.kind)
    return list(lines), list(rules)


def answer_text(q: Question, ans: Any) -> str:
    """The answer as the verdict says it: "P0", or "yes, play goes on" / "no, play stops"."""
    if q.kind == "plays_on":
        return "yes, play goes on" if ans else "no, play stops"
    return seat_name(int(ans))
