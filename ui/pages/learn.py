"""Learn: step through a game's lesson, one idea per step, and do each idea on its position.

Each step shows its prose and the seed passage it teaches (file + quote). A step whose position
holds a decision then asks the learner to make it (:mod:`lessons.tasks`: make a move the rules
allow, a card or any other move on offer such as a rob, name the trick's winner, tick the
declarations allowed) on a picture that gives nothing away; the engine checks every try, a
wrong one is answered with the rule it breaks (a right move with the rule that allows it, where
the engine gives one), and the step is done with one to three stars by the number of tries. Only then is the position drawn
with its answer: the legal cards highlighted and the illegal ones dimmed, the trick's winning
card marked, the engine's reasons. A step without a decision is done when read (Next).

Chapters group the steps; the page lists them with their progress and jumps to any. The step
the learner is on and his stars are kept per learner and game (:mod:`ui.progress`), so the page
resumes where he left off. The last step points to the game's Quiz and Play pages.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from html import escape
from typing import Any

import streamlit as st

from engine.cards import CARDS, Card
from engine.game import Game
from engine.quiz import AnswerFormatError
from engine.rules import Rule
from engine.scenario import seat_name
from lessons import Lesson, LessonError, Step
from lessons.tasks import (
    MAX_STARS,
    Chapter,
    Task,
    TryResult,
    chapters,
    named,
    stars,
    step_seat,
    task_for,
)
from lessons.teaching import sources_beside, taught_later
from ui.cards import PICTURE_WIDTH, cards_of
from ui.components import page_helper
from ui.format import capital, md, red_html, red_suits
from ui.labels import word_labels
from ui.pages import links
from ui.pages.card_ticks import tick_cards
from ui.pages.common import (
    PAGES,
    bullets,
    cite,
    cite_md,
    draw_view,
    drawn_when_open,
    go,
    heading,
    learner,
    plain,
    progress_store,
    reasons,
    settings,
    variant_controls,
)
from ui.pages.learn_position import (
    PLACES,
    draw_position,
    lesson_for,
    other_reading,
    reads_otherwise,
)
from ui.play_table import action_label, actions_in_hand_order, composed_action, composed_kinds
from ui.quiz_picture import task_view
from ui.tables import game_ui


@dataclass
class TaskRun:
    """One step's task in this session: the tries so far and the verdict on the last one."""

    tries: int = 0
    done: bool = False
    last: TryResult | None = None
    problem: str = ""  # an answer that was no answer (nothing ticked): not a try
    round: int = 0  # bumped to give the tick boxes fresh, empty keys (Do it again)
    chosen: list[str] = field(default_factory=list)  # the boxes ticked at the last Check
    earlier: int = 0  # stars kept from an earlier visit (shown as done until tried again)


def star_text(n: int) -> str:
    """``★★☆ (2 of 3 stars)``: the glyphs, and words for screen readers and tests."""
    return "★" * n + "☆" * (MAX_STARS - n) + f" ({n} of {MAX_STARS} stars)"


def page(game: Game[Any]) -> None:
    try:
        lesson = lesson_for(game.id)
    except LessonError as e:
        st.title(f"Learn {game.name}")
        st.error(str(e))
        return
    heading(lesson.title, 1)
    _open_link(game, lesson)
    s = variant_controls(
        game,
        "learn",
        note="Steps that teach one reading's rule show the same position under the other "
        "reading below them.",
    )
    _step_menu(game, lesson)
    _lesson(game, lesson, s)


@st.fragment
def _lesson(game: Game[Any], lesson: Lesson, s: dict[str, Any]) -> None:
    """The lesson at the learner's step: chapters, the step, its task, its link. A fragment:
    Next, Back, a chapter or a task's answer reruns only this part, so the browser redraws the
    lesson and not the page around it (issue 12, part 5: click -> feedback).

    The run itself is quick (16 ms on the server for a Loo Next at load 14); the rest of a
    click is the browser drawing every element of the page again at each change of the run's
    state, ~350-450 React components a time for a step (a bare click's page: 84). Next,
    bench.page_speed, 8 pairs, a clean export of d6e828dc (no garbage collection after each
    run, one heading element fewer; and others' commits since, on Home and the server's
    aliases) against one of 1d239d57, load 9-19: before/now Loo 3.05 +-0.53, Sixty-Six 1.19
    +-0.64; main-thread CPU to the next step's heading 336 -> 256 ms and 265 -> 190 ms (a
    bare click's: 52-53 ms).

    Under load the run's ~20-28 messages reach the browser one by one, and each is a redraw of
    the whole page (a Loo Next under others' tests: ~20 redraws of 287-368 components), so what
    stands above the step's heading is drawn after it (``top``), and the title, the source,
    its fold and "Your turn" are Markdown (:func:`source_md`). bench.page_speed, 10 pairs, a
    clean export of this against one of fb572dca, load 5-13: Next, a bare click = 1, Loo 1.75
    -> 1.13 (before/now 1.44 +-0.21), Sixty-Six 1.33 -> 1.11 (1.11 +-0.26); the main thread's
    CPU to the heading 120 -> 78 ms and 98 -> 77 ms (a bare click's 39-47); the page's load
    before/now 1.02 +-0.07 and 1.00 +-0.09 (unchanged)."""
    me, store = learner(), progress_store()
    n = len(lesson.steps)
    pos = _place(game, lesson)
    pos["step"] = min(max(pos["step"], 0), n - 1)
    i = pos["step"]
    step = lesson.steps[i]
    done = _done(game)
    parts = chapters(lesson)
    here = next(k for k, c in enumerate(parts) if step.id in c)
    # what stands above the step's heading (the chapters, the intro, the progress bar, Back
    # and Next) in a box drawn after the heading: the same places on the page, but the run's
    # messages reach the browser one by one when the machine is busy, and it draws the whole
    # page again for each (a Loo Next under others' tests: ~20 redraws of ~300-370 React
    # components, one a message), so the heading and prose the learner reads came after six
    # other elements' messages, each a redraw; now after one (issue 12, part 5: click ->
    # feedback)
    top = st.container()
    # the step's heading and prose in one element, the heading its first line: the browser
    # draws every element of the page again at each change of the run's state (four or five
    # times a click), and an st.header is ~23 React components where a Markdown element is 9,
    # its heading the same <h2> with its anchor, drawn alike (issue 12, part 5: click ->
    # feedback). A red card named in the title is red, as in the prose.
    st.markdown(f"## {red_suits(step.title)}\n\n{red_suits(step.text)}")
    with top:
        _chapters(game, lesson, parts, here, done, pos)
        # a fixed place for the lesson's intro (empty past the first step), and the rows of
        # buttons keyed: a step's click changes what it must and leaves the rest where React
        # has it, not re-created (Next from the first step re-created the step menu and both
        # rows, ~350 React components; issue 12, part 5: click -> feedback)
        intro = st.container()
        if i == 0:
            intro.markdown(red_suits(lesson.intro))
        st.progress((i + 1) / n, text=f"Step {i + 1} of {n} · {parts[here].title}")
        _nav(game, lesson, pos, "top")
    # the rest in fixed places, whatever each holds: the pictures keep their places (PLACES)
    source, first, words, other = (st.container() for _ in range(4))
    task = task_for(step)
    run = _run(game, step, done) if task is not None else None
    # the source, the other rules' sources folded under it and a task's heading ("Your turn")
    # in one Markdown element, not three: each is ~9 React components at every redraw of the
    # page, four or five a click (issue 12, part 5: click -> feedback)
    source.markdown(source_md(game, step, task, run), unsafe_allow_html=True)
    if task is not None and run is not None:
        with words:
            _task(game, step, task, run, first)
        solved = run.done
    else:
        solved = True
        if i == n - 1 and step.id not in done:  # the last step has no Next: reaching it reads it
            _finished(game, step.id)
            done = _done(game)
    if step.scenario is not None and solved:
        # the verdict's lines (under the picture, before these words) are not said again
        said = run.last.reasons if run is not None and run.last is not None else []
        held = task.held if task is not None else ()  # the lines say no more than the task
        with words:
            draw_position(game, step, step.scenario, said=said, box=first, held=held)
        if reads_otherwise(game, step, step.variant or lesson.variant, s):
            with other:
                other_reading(game, step, s, held)
    questions = lesson.questions(step.id)
    if questions:
        st.button(
            f"Quiz me on this ({len(questions)} question{'s' if len(questions) > 1 else ''})",
            key=f"{game.id}:learn:quiz",
            on_click=_quiz_on_step,
            args=(game, lesson, step),
        )
    _nav(game, lesson, pos, "bottom")
    if i == n - 1:
        _finish(game, lesson, done)
    address = {**links.reading_params(s), "step": step.id}
    links.show(address)  # the address bar is a link to this step
    links.share("step", address)
    # a new step scrolls up to its top row of buttons and its title when they lie above the
    # screen: Next at the foot of a step left the next step's foot on a phone's screen.
    # Mounted here, not by app.py after the page, so Next's rerun of this fragment moves it
    page_helper(top=".st-key-tb-learn-top", nonce=step.id)
    st.session_state["tb:helper"] = None  # app.py: mounted already
    # Last: a commit waits for the disk (tens of ms, more on a busy machine), and the browser
    # draws the step meanwhile (issue 12, part 5: click -> feedback). What a click finished
    # (a step read, a task done) is written here too, not by its callback, and the page above
    # read it from the session (_done) meanwhile.
    unsaved = _unsaved(game)
    while unsaved:
        store.record_learn_done(unsaved[0][0], game.id, *unsaved[0][1:])
        unsaved.pop(0)  # only once committed: a rerun that cuts in writes the rest
    store.record_step(me, game.id, step.id)
    placed = plain(f"{game.id}:learn:placed", lambda: {"step": ""})
    if placed["step"] != step.id:  # write the place only when it changes, not every rerun
        store.set_learn_place(me, game.id, step.id)
        placed["step"] = step.id


def _place(game: Game[Any], lesson: Lesson) -> dict[str, int]:
    """The learner's step (the session's; a new session's from :func:`_resume_at`)."""
    return plain(f"{game.id}:learn", lambda: {"step": _resume_at(game, lesson, learner())})


def _step_menu(game: Game[Any], lesson: Lesson) -> None:
    """A menu of every step, to jump to one; it shows "Go to step", not the step the learner
    is on (the progress bar and the heading say that). Outside the lesson's fragment, so a
    click on Next or Back does not send it again: a select redrawn is ~170 React components
    re-rendered, a quarter of what the browser redraws for Next (issue 12, part 5: click ->
    feedback). Choosing a step reruns the page."""
    n = len(lesson.steps)
    key = f"w:{game.id}:learn:jump"
    st.session_state[key] = None  # (after a jump: the menu says "Go to step" again)
    st.selectbox(
        "Go to step",
        list(range(n)),
        index=None,
        placeholder="Go to step",
        key=key,
        on_change=_jump,
        args=(_place(game, lesson), key),
        label_visibility="collapsed",
        format_func=lambda k: f"{k + 1}. {lesson.steps[k].title}",
        width=360,
    )


def _open_link(game: Game[Any], lesson: Lesson) -> None:
    """An address with ``step`` (and ``variant``, ``options``) opens that step (ui/pages/links.py)."""
    link = links.opened(f"{game.id}:learn")
    if not link:
        return
    problems = links.reading(game, link, settings(game))
    if "step" in link:
        ids = [s.id for s in lesson.steps]
        if link["step"] in ids:
            plain(f"{game.id}:learn", lambda: {"step": 0})["step"] = ids.index(link["step"])
        else:
            problems.append(
                f"This link's step {link['step']!r} is not in the {lesson.title} lesson."
            )
    links.warn(problems)


def _finished(game: Game[Any], step_id: str, stars: int = 0, tries: int = 0) -> None:
    """A step done (read, or its task solved at try ``tries``): kept in the session now and
    written by the lesson after it is drawn (:func:`_lesson`)."""
    _unsaved(game).append((learner(), step_id, stars, tries))


def _unsaved(game: Game[Any]) -> list[tuple[str, str, int, int]]:
    """The steps done in this session and not yet written: (learner, step, stars, tries)."""
    return plain(f"{game.id}:learn:unsaved", list)


def _done(game: Game[Any]) -> dict[str, int]:
    """The steps this learner has done, with their stars: the progress store's, and what this
    session finished and has not written yet (a later try never lowers the stars kept)."""
    me = learner()
    done = progress_store().learn_done(me, game.id)
    for who, step_id, won, _ in _unsaved(game):
        if who == me:
            done[step_id] = max(done.get(step_id, 0), won)
    return done


def _resume_at(game: Game[Any], lesson: Lesson, me: str) -> int:
    """Where a new session opens the lesson: the step this learner was on last, else the first."""
    last = progress_store().learn_place(me, game.id)
    ids = [s.id for s in lesson.steps]
    return ids.index(last) if last in ids else 0


# ---- chapters --------------------------------------------------------------------------------
def chapter_stars(lesson: Lesson, chapter: Chapter, done: dict[str, int]) -> tuple[int, int]:
    """Stars won in a chapter, and the stars it holds (three per task)."""
    tasks = [sid for sid in chapter.steps if task_for(lesson.step(sid)) is not None]
    return sum(done.get(sid, 0) for sid in tasks), MAX_STARS * len(tasks)


def _chapters(
    game: Game[Any],
    lesson: Lesson,
    parts: list[Chapter],
    here: int,
    done: dict[str, int],
    pos: dict[str, int],
) -> None:
    """Every chapter with its progress, and a button to jump to its first step: drawn only
    while the list is open (opening it reruns the lesson), so a step's click does not send the
    browser the chapters' thirty-odd elements to lay out behind a closed expander (issue 12,
    part 5: click -> feedback). The list stays open or closed as the learner left it, from
    chapter to chapter (the expander's label, and so its identity, changes)."""
    if len(parts) < 2:
        return
    box = drawn_when_open(
        f"Chapter {here + 1} of {len(parts)}: {parts[here].title}",
        f"w:{game.id}:learn:chapters",
        f"{game.id}:learn:chapters",
    )
    if box is None:
        return
    with box:
        for k, c in enumerate(parts):
            won, most = chapter_stars(lesson, c, done)
            finished = sum(sid in done for sid in c.steps)
            left, right = st.columns([3, 2], vertical_alignment="center")
            left.button(
                f"{k + 1}. {c.title}",
                key=f"{game.id}:learn:chapter:{k}",
                on_click=_go_to,
                args=(pos, c.first),
                type="primary" if k == here else "secondary",
                width="stretch",
            )
            stars_part = f" · ★ {won} of {most} stars" if most else ""
            right.caption(f"{finished} of {len(c.steps)} steps done{stars_part}")


def _go_to(pos: dict[str, int], k: int) -> None:
    pos["step"] = k


# ---- the task --------------------------------------------------------------------------------
def _run(game: Game[Any], step: Step, done: dict[str, int]) -> TaskRun:
    runs: dict[str, TaskRun] = plain(f"{game.id}:learn:tasks", dict)
    if step.id not in runs:
        kept = done.get(step.id, 0)
        runs[step.id] = TaskRun(done=kept > 0, earlier=kept)
    return runs[step.id]


def source_md(game: Game[Any], step: Step, task: Task | None, run: TaskRun | None) -> str:
    """What stands between the step's prose and its picture, as the text of one Markdown
    element (HTML allowed): "The source" and the passage the step teaches
    (:func:`ui.pages.common.cite_md`), the sources of the other rules it teaches folded under
    it (:func:`beside_html`), and a task's heading (:func:`turn_heading`), a Markdown heading
    (the same <h3> with its anchor as an st.subheader, at a third of the React components)."""
    parts = [cite_md(step.rule, statement=False, rule_id=False, lead="**The source**")]
    beside = sources_beside(step, game.rules)
    if beside:
        parts.append(beside_html(beside))
    if task is not None and run is not None:
        parts.append(f"### {turn_heading(task, run)}")
    return "\n\n".join(parts)


def turn_heading(task: Task, run: TaskRun) -> str:
    """A task's heading: "Your turn" where the learner decides; a trick's winner is a
    question, not his turn ("Your question"); ": done" once solved."""
    turn = "Your turn" if task.seat is not None else "Your question"
    return f"{turn}: done" if run.done else turn


def _task(game: Game[Any], step: Step, task: Task, run: TaskRun, first: Any) -> None:
    """The task (its heading drawn with the source: :func:`source_md`): its picture in
    ``first``, its question and choices (once solved, its verdict) where the page is drawing,
    under the picture."""
    if run.done:
        # where the choices were, under the picture, as a wrong try's verdict is: above it, a
        # right answer pushed the cards the learner was looking at down (152-581 px at 390 px)
        _solved(game, step, task, run)
        return
    with first:
        _task_picture(task, named(step), step_seat(step), taught_later(lesson_for(game.id), step))
    st.markdown(f"**{md(task.worded(game_ui(game.id).action_verbs))}**")
    if task.kind == "legal_cards":
        _move_choices(game, step, task, run)
    elif task.kind == "trick_winner":
        _seat_choices(game, step, task, run)
    else:
        _word_choices(game, step, task, run)
    if run.problem:
        st.warning(md(run.problem))
    last = run.last
    if last is not None and not last.correct:  # under the choices, where the learner looks
        st.error(md(f"{last.message} Try again."))
        s = task.question.state
        if task.kind == "declare":  # every declaration named as its box, as the Quiz does
            bullets(reasons(game, "declare", s, last.said))
        else:
            bullets([capital(line) for line in last.reasons])
        for r in last.rules:
            cite(r, rule_id=False)
    if run.tries:
        st.caption(f"Tries so far: {run.tries}.")


def _task_picture(
    task: Task, text_cards: int = 0, seat: int | None = None, untaught: frozenset[str] = frozenset()
) -> None:
    """The position as the decision finds it (:func:`ui.quiz_picture.task_view`), without what
    a later step teaches (``untaught``), as the step's own picture."""
    view = partial(task_view, task, text_cards, seat, untaught)
    draw_view(view, task.question.state, PICTURE_WIDTH, place=PLACES[0])


def _move_choices(game: Game[Any], step: Step, task: Task, run: TaskRun) -> None:
    """A button per card to play, then a row of buttons per other kind of move on offer
    (``Rob: put out 7♦, take 9♠``, one per card he may put out; ``Close the stock``), each
    worded by the game's page helpers and judged by the engine when clicked. A refused move
    is offered as a wrong choice the engine explains, unless the game draws no button for it
    (a stock already closed)."""
    s = task.question.state
    ui = game_ui(game.id)
    moves = task.moves()
    plays = {int(a.card): a for a in moves if a.kind == "play" and a.card is not None}
    row = st.container(horizontal=True)
    for c in game.hand_order(s, list(plays)):  # the table's order
        card = CARDS[c]
        row.button(  # (md: a red card red, its name plain: app.py RED_IN_BUTTONS)
            md(f"Play {card.pretty}"),
            key=f"{game.id}:learn:try:{card.code}",
            on_click=_on_try,
            args=(game, step, task, run, card.code),
        )
    legal = task.legal_moves()
    others = [a for a in moves if a.kind != "play" and (str(a) in legal or ui.shows_refusal(s, a))]
    picked = composed_kinds(moves)  # "How many?": the cards ticked, then one button, as on Play
    for kind in sorted(picked):
        _compose(game, step, task, run, kind)
    for kind in dict.fromkeys(a.kind for a in others if a.kind not in picked):
        row = st.container(horizontal=True)
        for a in actions_in_hand_order(game, s, [a for a in others if a.kind == kind]):
            row.button(
                md(action_label(game, s, a)),
                key=f"{game.id}:learn:try:{a}",
                on_click=_on_try,
                args=(game, step, task, run, a),
            )


def _pick_key(game: Game[Any], step: Step, run: TaskRun, card: Card) -> str:
    return f"w:{game.id}:learn:pick:{step.id}:{run.round}:{card.code}"


def _compose(game: Game[Any], step: Step, task: Task, run: TaskRun, kind: str) -> None:
    """A move made of cards picked from the hand (``exchange 2 4C 7H``): a box under each card
    of the mover's hand, then one button worded by what is ticked ("Exchange 2: 4♣ 7♥", "Keep
    all (exchange 0)"), as Play draws it (a button per combination was 8 for Irish Loo's three
    cards, 32 for Five-card Loo's five); the engine judges the move, a count the pack cannot
    give refused with its rule."""
    s = task.question.state
    hand = _hand(game, task)
    tick_cards(hand, partial(_pick_key, game, step, run), 60, "tb-compose")
    action = composed_action(game, s, kind, _ticked(game, step, task, run))
    st.button(
        md(action_label(game, s, action)),
        key=f"{game.id}:learn:compose:{kind}",
        type="primary",
        on_click=_on_compose,
        args=(game, step, task, run, kind),
    )


def _hand(game: Game[Any], task: Task) -> list[int]:
    s = task.question.state
    return game.hand_order(s, cards_of(s.hands[task.seat])) if task.seat is not None else []


def _ticked(game: Game[Any], step: Step, task: Task, run: TaskRun) -> tuple[Card, ...]:
    picked = (CARDS[c] for c in _hand(game, task))
    return tuple(c for c in picked if st.session_state.get(_pick_key(game, step, run, c)))


def _on_compose(game: Game[Any], step: Step, task: Task, run: TaskRun, kind: str) -> None:
    ticked = _ticked(game, step, task, run)
    _on_try(game, step, task, run, composed_action(game, task.question.state, kind, ticked))


def _seat_choices(game: Game[Any], step: Step, task: Task, run: TaskRun) -> None:
    plays = dict(task.question.shown_trick())
    row = st.container(horizontal=True)
    for p in task.choices():
        row.button(
            md(f"{seat_name(p)} ({CARDS[plays[p]].pretty})"),
            key=f"{game.id}:learn:try:P{p}",
            on_click=_on_try,
            args=(game, step, task, run, p),
        )


def _word_key(game: Game[Any], step: Step, run: TaskRun, word: str) -> str:
    return f"w:{game.id}:learn:tick:{step.id}:{run.round}:{word}"


def _word_choices(game: Game[Any], step: Step, task: Task, run: TaskRun) -> None:
    labels = word_labels(game, task.question.state)  # as Play's buttons say them here
    for w in task.choices():
        st.checkbox(labels.get(w, w[:1].upper() + w[1:]), key=_word_key(game, step, run, w))
    st.button(
        "Check",
        key=f"{game.id}:learn:check",
        type="primary",
        on_click=_on_words,
        args=(game, step, task, run),
    )


def _on_words(game: Game[Any], step: Step, task: Task, run: TaskRun) -> None:
    ticked = [w for w in task.choices() if st.session_state.get(_word_key(game, step, run, w))]
    _on_try(game, step, task, run, ticked)


def _on_try(game: Game[Any], step: Step, task: Task, run: TaskRun, raw: Any) -> None:
    s = task.question.state
    try:
        result = task.try_answer(raw, name=lambda a: action_label(game, s, a))
    except AnswerFormatError as e:
        run.problem = f"{str(e)[:1].upper()}{str(e)[1:]} first: nothing was counted."
        return
    run.problem = ""
    run.tries += 1
    run.last = result
    if task.kind == "declare":  # what was ticked, for the verdict (the boxes stay ticked)
        labels = word_labels(game, s)
        run.chosen = [labels.get(w, w[:1].upper() + w[1:]) for w in raw]
    if result.correct:
        run.done = True
        _finished(game, step.id, stars(run.tries), run.tries)


def _solved(game: Game[Any], step: Step, task: Task, run: TaskRun) -> None:
    if run.last is not None and run.last.correct:
        n = stars(run.tries)
        tries = "at the first try" if run.tries == 1 else f"in {run.tries} tries"
        st.success(md(f"{run.last.message} Done {tries}: {star_text(n)}."))
        if run.chosen:
            st.markdown(md("You ticked: " + ", ".join(f"“{c}”" for c in run.chosen) + "."))
        # what the engine says of a right move beyond "allowed": the rule that lets him rob,
        # or what letting the chance pass costs (Game.grounds)
        if run.last.reasons:
            bullets([capital(line) for line in run.last.reasons])
        for r in run.last.rules:
            cite(r, rule_id=False)
        if run.earlier > n:
            st.caption(f"You keep your best: {star_text(run.earlier)}.")
    else:
        st.success(f"You did this task before: {star_text(run.earlier)}.")
    st.button(
        "Do it again",
        key=f"{game.id}:learn:again",
        on_click=_again,
        args=(game, step, run),
    )


def _again(game: Game[Any], step: Step, run: TaskRun) -> None:
    runs: dict[str, TaskRun] = plain(f"{game.id}:learn:tasks", dict)
    runs[step.id] = TaskRun(round=run.round + 1, earlier=max(run.earlier, _best(run)))


def _best(run: TaskRun) -> int:
    return stars(run.tries) if run.done and run.tries else 0


# ---- moving through the lesson ---------------------------------------------------------------
def _nav(game: Game[Any], lesson: Lesson, pos: dict[str, int], where: str) -> None:
    n = len(lesson.steps)
    # a horizontal container keeps Back and Next side by side on a phone, where columns stack
    row = st.container(horizontal=True, vertical_alignment="bottom", key=f"tb-learn-{where}")
    row.button(
        "Back",
        key=f"{game.id}:learn:back:{where}",
        disabled=pos["step"] == 0,
        on_click=_move,
        args=(game, lesson, pos, -1),
    )
    row.button(
        "Next",
        key=f"{game.id}:learn:next:{where}",
        disabled=pos["step"] == n - 1,
        on_click=_move,
        args=(game, lesson, pos, 1),
        type="primary",
    )


def _move(game: Game[Any], lesson: Lesson, pos: dict[str, int], delta: int) -> None:
    n = len(lesson.steps)
    step = lesson.steps[pos["step"]]
    if delta > 0 and task_for(step) is None:  # a step without a task is done when read
        _finished(game, step.id)
    pos["step"] = min(max(pos["step"] + delta, 0), n - 1)


def _jump(pos: dict[str, int], key: str) -> None:
    if st.session_state[key] is not None:
        pos["step"] = int(st.session_state[key])


def _finish(game: Game[Any], lesson: Lesson, done: dict[str, int]) -> None:
    """The end of the lesson: what is done, and where to go next (the game's Quiz and Play)."""
    won = sum(done.values())
    most = MAX_STARS * sum(task_for(s) is not None for s in lesson.steps)
    box = st.container(border=True)
    box.subheader("What next")
    targets = [
        (PAGES[f"{game.id}:{kind}"], label, icon, words)
        for kind, label, icon, words in (
            ("quiz", f"Quiz: {game.name}", ":material/quiz:", "test yourself on new positions"),
            (
                "play",
                f"Play {game.name}",
                ":material/playing_cards:",
                f"play whole {game.deal_word}s",
            ),
        )
        if f"{game.id}:{kind}" in PAGES
    ]
    ways = " or ".join(words for *_, words in targets)
    box.markdown(
        f"You have reached the end of the lesson: {sum(s.id in done for s in lesson.steps)} of "
        f"{len(lesson.steps)} steps done, ★ {won} of {most} stars."
        + (f" Next, {ways}:" if ways else "")
    )
    links = box.container(horizontal=True)
    for target, label, icon, _ in targets:
        links.page_link(target, label=label, icon=icon)


def _quiz_on_step(game: Game[Any], lesson: Lesson, step: Step) -> None:
    """ "Quiz me on this": the Quiz at the step's first question. The page is switched here, in
    the callback, so the run the click asked for (the lesson's fragment) stops before it draws
    and the Quiz's is the one that does (issue 12, part 5: click -> feedback). The fragment had
    called st.rerun() for the whole Learn page, which switched to the Quiz: three runs a click,
    the Learn page's title, settings and menu sent again before the Quiz replaced them.

    Where the rest went (speed24, a served app with the server's run events timed): the Learn
    run stopped about 20 ms after the click reached the server, and the Quiz's run started
    only after Streamlit's full garbage collection between the two runs (runner.postScriptGC:
    63-80 ms of CPU, 268-650 ms of wall at load 8-10; 370 ms from the stop to the Quiz's
    start once), now off (.streamlit/config.toml): the Quiz's run starts at once.
    bench.page_speed --clicks learn,quizme, 8 pairs, a clean export of d6e828dc against one of
    1d239d57 (as for Next, :func:`_lesson`), load 9-19, before/now: Loo 1.42 +-0.47,
    Sixty-Six 1.37 +-0.19 (main-thread CPU to the Quiz's form 415 -> 220 ms and 302 -> 182
    ms). What is left is the browser's: the Learn page drawn again at each change of the
    stopped run's state (new session, the address cleared by the switch, its end: ~490 React
    components each) and the Quiz page mounted afresh, as any page switch is. An
    st.page_link to the Quiz's address (?question=...) would skip the Learn run and its
    redraws, but it is a link, not this button, to look at."""
    first = next(k for k, q in enumerate(lesson.quiz) if q.step == step.id)
    quiz = st.session_state.get(f"{game.id}:quiz")
    if quiz is not None:
        quiz.index, quiz.feedback, quiz.attempt = first, None, quiz.attempt + 1
    else:
        st.session_state[f"{game.id}:quiz_start"] = first
    go(f"{game.id}:quiz")


def beside_html(beside: list[tuple[tuple[Rule, ...], Rule]]) -> str:
    """The sources of the other rules a step teaches (:func:`lessons.teaching.sources_beside`),
    folded under the step's own: each rule's statement, then the passage it rests on, its book
    and its note, as the Rules page gives them. Folded, so the step's one quote still leads.

    >>> import engine.games
    >>> from engine.game import REGISTRY
    >>> r = REGISTRY.get("forty_five").rules["forty_five.lead"]
    >>> html = beside_html([((r,), r)])
    >>> html.startswith('<details class="tb-beside"') and "Also taught here: 1 more rule" in html
    True
    """
    n = sum(len(rules) for rules, _ in beside)
    said = f"{n} more rule, and its source" if n == 1 else f"{n} more rules, and their sources"
    items = []
    for rules, r in beside:
        statements = "".join(f"<b>{red_html(x.statement)}</b><br>" for x in rules)
        link = f' (<a href="{escape(r.link, quote=True)}" target="_blank">{escape(r.site)}</a>)'
        note = f'<div class="tb-note">About the source: {red_html(r.note)}</div>' if r.note else ""
        items.append(
            f"<li>{statements}<i>“{red_html(r.shown)}”</i> — {escape(r.book_shown)}"
            f"{link if r.link else ''}{note}</li>"
        )
    return (
        '<details class="tb-beside" style="margin:-4px 0 8px"><summary>'
        f"Also taught here: {said}</summary>"
        '<ul style="margin-top:.4em">'
        f"{''.join(items)}</ul><style>.tb-beside .tb-note{{color:#4a4f55;font-size:.92em}}"
        ".tb-beside li{margin-bottom:.4em}</style></details>"
    )
