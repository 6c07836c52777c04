"""Learn: step through a game's lesson, one idea per step.

Each step shows its prose, the seed passage it teaches (file + quote) and, when it has one, the
position drawn with card faces: the legal cards highlighted and the illegal ones dimmed, the
trick's winning card marked, or the settlement. When the learner reads the rules by another
text than the step's, the same position is shown again under that reading.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from engine.game import Game
from engine.quiz import Question, explanation, legal_words
from engine.scenario import Scenario, ScenarioError, from_dict
from lessons import Lesson, LessonError, Step, load
from ui.format import md, red_suits
from ui.pages.common import (
    bullets,
    cite,
    draw,
    go,
    learner,
    plain,
    progress_store,
    reasons,
    settlement_table,
    variant_controls,
)
from ui.tables import game_ui

SHOW_KIND = {
    "legal": "legal_cards",
    "trick_winner": "trick_winner",
    "settlement": "settlement",
    "declare": "declare",
}


@st.cache_resource
def lesson_for(game_id: str) -> Lesson:
    """The lesson as written (steps keep their own readings); loaded once per process."""
    return load(game_id)


def page(game: Game[Any]) -> None:
    try:
        lesson = lesson_for(game.id)
    except LessonError as e:
        st.title(f"Learn {game.name}")
        st.error(str(e))
        return
    st.title(lesson.title)
    s = variant_controls(
        game,
        "learn",
        note="Steps that teach one text's rule show the other "
        "text's reading of the same position below them.",
    )
    pos = plain(f"{game.id}:learn", lambda: {"step": 0})
    n = len(lesson.steps)
    pos["step"] = min(max(pos["step"], 0), n - 1)
    i = pos["step"]
    step = lesson.steps[i]
    progress_store().record_step(learner(), game.id, step.id)
    if i == 0:
        st.markdown(red_suits(lesson.intro))
    st.progress((i + 1) / n, text=f"Step {i + 1} of {n}")
    _nav(game, lesson, pos, "top")
    st.header(step.title)
    st.markdown(red_suits(step.text))
    st.markdown("**The source**")
    cite(step.rule, statement=False, rule_id=False)
    if step.scenario is not None:
        _position(game, step, step.scenario)
        own = step.variant or lesson.variant
        if s["variant"] != own or any(s["options"].values()):
            _other_reading(game, step, s)
    questions = lesson.questions(step.id)
    if questions:
        st.button(
            f"Quiz me on this ({len(questions)} question{'s' if len(questions) > 1 else ''})",
            key=f"{game.id}:learn:quiz",
            on_click=_quiz_on_step,
            args=(game, lesson, step),
        )
    _nav(game, lesson, pos, "bottom")
    if st.session_state.pop(f"{game.id}:goto_quiz", False):
        go(f"{game.id}:quiz")


def _nav(game: Game[Any], lesson: Lesson, pos: dict[str, int], where: str) -> None:
    n = len(lesson.steps)
    back, nxt, jump = st.columns([1, 1, 4], vertical_alignment="bottom")
    back.button(
        "Back",
        key=f"{game.id}:learn:back:{where}",
        disabled=pos["step"] == 0,
        on_click=_move,
        args=(pos, -1, n),
    )
    nxt.button(
        "Next",
        key=f"{game.id}:learn:next:{where}",
        disabled=pos["step"] == n - 1,
        on_click=_move,
        args=(pos, 1, n),
        type="primary",
    )
    if where == "top":
        key = f"w:{game.id}:learn:jump"
        st.session_state[key] = pos["step"]
        jump.selectbox(
            "Go to step",
            list(range(n)),
            key=key,
            on_change=_jump,
            args=(pos, key),
            label_visibility="collapsed",
            format_func=lambda k: f"{k + 1}. {lesson.steps[k].title}",
        )


def _move(pos: dict[str, int], delta: int, n: int) -> None:
    pos["step"] = min(max(pos["step"] + delta, 0), n - 1)


def _jump(pos: dict[str, int], key: str) -> None:
    pos["step"] = int(st.session_state[key])


def _quiz_on_step(game: Game[Any], lesson: Lesson, step: Step) -> None:
    first = next(k for k, q in enumerate(lesson.quiz) if q.step == step.id)
    quiz = st.session_state.get(f"{game.id}:quiz")
    if quiz is not None:
        quiz.index, quiz.feedback, quiz.attempt = first, None, quiz.attempt + 1
    else:
        st.session_state[f"{game.id}:quiz_start"] = first
    st.session_state[f"{game.id}:goto_quiz"] = True


def _position(game: Game[Any], step: Step, scn: Scenario, caption: str = "") -> None:
    """Draw the step's position with what it shows, and the engine's reasons."""
    s = scn.state
    show = step.show
    if show == "trick_winner" and s.history:
        plays, winner = s.history[-1]
        card = next(c for p, c in plays if p == winner)
        draw(
            s,
            reveal=True,
            highlight=False,
            trick=plays,
            marked=[card],
            caption=caption,
            trick_title=f"Trick {len(s.history)}: P{winner} wins",
            width=56,
        )
    else:
        draw(s, reveal=True, highlight=show == "legal", caption=caption, width=56)
    if show is None:
        return
    q = Question(id=step.id, kind=SHOW_KIND[show], prompt="", scenario=scn)
    lines, rules = explanation(q)
    if show in ("legal", "declare"):  # worded from the engine's answer (lessons.checks checks it)
        st.markdown(md(legal_words(game, s, show, game_ui(game.id).action_labels)))
    elif show == "settlement":
        settlement_table(game, s)
    elif show == "trick_winner":
        note = game_ui(game.id).rejudge_note(s)
        if note:
            lines = [*lines, note]
    bullets(reasons(game, q.kind, s, lines))
    if rules:
        with st.expander("The rules the engine applied"):
            for r in rules:
                cite(r)


def _other_reading(game: Game[Any], step: Step, s: dict[str, Any]) -> None:
    """The same position under the learner's chosen reading, when it differs from the step's."""
    assert step.scenario is not None
    data = dict(step.scenario.data)
    data["variant"] = s["variant"]
    data["options"] = {**data.get("options", {}), **s["options"]}
    label = game.variants[s["variant"]].label
    try:
        other = from_dict(data, step.scenario.source)
    except ScenarioError as e:
        st.info(md(f"Under your chosen rules ({label}) this position cannot arise: {e.detail}."))
        return
    if step.show is None:
        return
    kind = SHOW_KIND[step.show]
    mine = Question(id=step.id, kind=kind, prompt="", scenario=step.scenario).solve()
    theirs = Question(id=step.id, kind=kind, prompt="", scenario=other).solve()
    if mine == theirs:
        st.caption(f"Under your chosen rules ({label}) the answer here is the same.")
        return
    st.warning(md(f"The texts disagree here. Under your chosen rules ({label}):"))
    _position(game, step, other)
