"""ipywidgets quiz helpers for the notebooks.

The quiz *logic* is pure and returns text: :func:`grade` checks a response with the engine and
explains it, :func:`response_of` turns what a learner ticked into a response, and
:func:`question_html` draws the position. A notebook prints their results in ordinary cells
(which nbval checks); :func:`quiz_box` only wires them to buttons, because output printed from
a widget callback is not stable under nbval (DESIGN §7).

>>> from lessons import load
>>> q = load("loo").quiz[0]
>>> print(grade(q, "3S 8S").splitlines()[0])
Right: 3♠ 8♠.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as w

from engine.cards import CARDS
from engine.quiz import AnswerFormatError, Feedback, Question, check
from engine.scenario import seat_name
from ui.cards import position_html

KIND_HINTS = {
    "legal_cards": "Tick every card the player may play, then press Check.",
    "trick_winner": "Choose the player who wins the trick, then press Check.",
    "settlement": "Write each player's net result (+ wins, - pays, e.g. 4, -3, 1 1/3) and the "
    "next pool before the next dealer's ante.",
    "declare": "Tick every declaration the player may make, then press Check.",
}


# ---- pure functions (checked by nbval in ordinary cells) ----------------------------------------
def feedback_text(fb: Feedback) -> str:
    """Feedback as plain lines: right or wrong with the engine's answer, why, and the sources."""
    lines = [fb.message]
    lines += [f"  - {line}" for line in fb.explanation]
    for rule in fb.rules:
        lines.append(f"  [{rule.id}] {rule.cite()}")
    return "\n".join(lines)


def grade(q: Question, response: Any) -> str:
    """Check ``response`` against the engine's answer and explain it (one string, no widgets)."""
    try:
        return feedback_text(check(q, response))
    except AnswerFormatError as e:
        return f"Cannot read that answer: {e}"


def response_of(q: Question, picked: Sequence[Any] | Mapping[str, str] | Any) -> Any:
    """A response in the form :func:`engine.quiz.check` reads, from what was picked.

    ``legal_cards``: the cards ticked; ``declare``: the words ticked; ``trick_winner``: a seat;
    ``settlement``: a mapping ``{"P0": "-3", ..., "pool": "9"}`` of typed amounts.
    """
    if q.kind == "legal_cards":
        return [CARDS[int(c)].code for c in picked]
    if q.kind == "declare":
        return [str(x) for x in picked]
    if q.kind == "trick_winner":
        return seat_name(int(picked)) if isinstance(picked, int) else str(picked)
    if isinstance(picked, Mapping):
        return {str(k): str(v) for k, v in picked.items()}
    raise TypeError(f"a settlement answer is a mapping of amounts, got {picked!r}")


def question_html(q: Question, marked: frozenset[int] = frozenset()) -> str:
    """The position the question asks about, without giving the answer away."""
    s = q.state
    if q.kind == "trick_winner":
        return position_html(
            _before_judging(s),
            reveal=True,
            highlight=False,
            trick=q.shown_trick(),
            trick_title="The trick",
            marked=marked,
        )
    if q.kind == "settlement":
        return position_html(s, reveal=True, highlight=False, marked=marked)
    return position_html(s, viewer=q.seat, highlight=False, marked=marked)


def _before_judging(state: Any) -> Any:
    """The position as the trick is completed, before its winner is known: the winner's trick
    is not yet counted and nobody is "to play" (either would give the answer away)."""
    if not getattr(state, "history", None) or not hasattr(state, "tricks"):
        return state
    winner = state.history[-1][1]
    tricks = tuple(t - (i == winner) for i, t in enumerate(state.tricks))
    return state._replace(tricks=tricks, to_move=-1)


# ---- widget wiring (not checked by output) -------------------------------------------------------
def _toggles(labels: Sequence[tuple[str, Any]]) -> tuple[w.HBox, list[tuple[w.ToggleButton, Any]]]:
    buttons = [
        (w.ToggleButton(description=label, value=False, layout=w.Layout(width="auto")), value)
        for label, value in labels
    ]
    return w.HBox([b for b, _ in buttons]), buttons


def quiz_box(q: Question) -> w.VBox:
    """One question as a small widget: the position, the choices, Check, and the feedback."""
    picture = w.HTML(question_html(q))
    prompt = w.HTML(f"<b>{q.prompt}</b><br><small>{KIND_HINTS[q.kind]}</small>")
    out = w.Output()
    read: Any
    if q.kind in ("legal_cards", "declare"):
        labels = (
            [(CARDS[int(c)].pretty, int(c)) for c in q.choices()]
            if q.kind == "legal_cards"
            else [(str(x), x) for x in q.choices()]
        )
        box, buttons = _toggles(labels)

        def read() -> Any:
            return response_of(q, [v for b, v in buttons if b.value])
    elif q.kind == "trick_winner":
        plays = dict(q.shown_trick())
        radio = w.RadioButtons(
            options=[(f"{seat_name(p)} ({CARDS[plays[p]].pretty})", p) for p in q.choices()]
        )
        box = w.HBox([radio])

        def read() -> Any:
            return response_of(q, radio.value)
    else:
        fields = {
            k: w.Text(description=k, layout=w.Layout(width="160px"))
            for k in [*map(seat_name, range(q.state.n)), "pool"]
        }
        box = w.HBox(list(fields.values()), layout=w.Layout(flex_flow="row wrap"))

        def read() -> Any:
            return response_of(q, {k: f.value for k, f in fields.items()})

    button = w.Button(description="Check", button_style="primary")

    def on_check(_: Any) -> None:
        out.clear_output()
        try:
            fb = check(q, read())
        except AnswerFormatError as e:
            with out:
                print(f"Cannot read that answer: {e}")
            return
        picture.value = question_html(q, fb.marked)
        with out:
            print(feedback_text(fb))

    button.on_click(on_check)
    return w.VBox([picture, prompt, box, button, out])
