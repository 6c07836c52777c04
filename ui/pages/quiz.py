"""Quiz: the lesson's curated questions first, then endless practice from seeded random deals.

Four kinds: which cards may be played (choose all), who wins the trick, who receives or pays
what (exact amounts such as ``1 1/3``: every number typed is read by the one rule of
:mod:`engine.quiz_numbers`), and which declarations are allowed (choose all). The
engine answers every question; the feedback names the rule and its source and draws the
position again with the deciding cards marked. The running score counts first attempts.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape
from typing import Any

import streamlit as st

import engine.quiz as engine_quiz
from engine.cards import CARDS, listed
from engine.game import Game
from engine.ledger import POOL
from engine.quiz import (
    AnswerFormatError,
    Feedback,
    Question,
    amount_hint,
    check,
    next_pool_label,
    practice,
)
from engine.scenario import ScenarioError, from_dict
from lessons import Lesson, LessonError, Step
from ui.components import UNSEEN_HELPER, page_helper
from ui.empty_answer import blanks_as_zero, empty_answer
from ui.format import capital, kind_label, md, metric_html
from ui.judged import GOT_RIGHT, MISSED, judged_groups
from ui.labels import box_names, in_box_words, word_labels
from ui.mastery import rule_ids, teaching_step
from ui.pages import links
from ui.pages.card_ticks import tick_cards
from ui.pages.common import (
    CAPTION_STYLE,
    PAGES,
    bullets_md,
    caption_md,
    cite_md,
    heading,
    in_rows,
    learner,
    picture,
    progress_store,
    reasons,
    rule_memory,
    settings,
    settlement_table,
    variant_controls,
)
from ui.pages.learn_position import lesson_for
from ui.play_table import quoted
from ui.quiz_picture import feedback_key, question_picture
from ui.tables import game_ui


@dataclass
class QuizState:
    """One learner's quiz: where he is, the score, and the feedback on the last answer."""

    seed: int
    index: int = 0  # curated questions first, then practice question index - len(curated)
    attempt: int = 0  # bumped for fresh (empty) answer widgets
    feedback: Feedback | None = None
    problem: str = ""  # an answer the checker could not read
    scored: dict[str, bool] = field(default_factory=dict)  # question key -> first try right
    current: Question | None = None
    current_key: str = ""
    saved: bool = False  # the last answer's row is committed to the progress store
    to_save: bool = False  # the last answer is scored here, and its rows are written next
    level: int = 0  # a link's practice level (0: from the score)
    made_level: int = 1  # the level the practice question shown was made at

    @property
    def right(self) -> int:
        return sum(self.scored.values())


def _state(game: Game[Any]) -> QuizState:
    key = f"{game.id}:quiz"
    if key not in st.session_state:
        fixed = st.session_state.get(f"{game.id}:seed")
        seed = int(fixed) if fixed is not None else secrets.randbelow(10**6)
        st.session_state[key] = QuizState(seed=seed)
    state: QuizState = st.session_state[key]
    start = st.session_state.pop(f"{game.id}:quiz_start", None)
    if start is not None:
        state.index, state.feedback, state.attempt = int(start), None, state.attempt + 1
    return state


def _curated(game: Game[Any]) -> tuple[Lesson | None, list[Question]]:
    try:
        lesson = lesson_for(game.id)
    except LessonError:
        return None, []
    return lesson, list(lesson.quiz)


def question_at(game: Game[Any], qs: QuizState, s: dict[str, Any]) -> tuple[Question, str]:
    """The question at ``qs.index`` under the learner's reading (rebuilt only when needed)."""
    lesson, curated = _curated(game)
    opts = {k: v for k, v in s["options"].items() if v}
    reading = f"{s['variant']}|{sorted(opts.items())}"
    key = f"{qs.index}|{reading}"
    if qs.current is not None and qs.current_key == key:
        return qs.current, _origin(qs, curated)
    if qs.index < len(curated):
        q = curated[qs.index]
        own = (lesson.step(q.step).variant if lesson and q.step else None) or (
            lesson.variant if lesson else game.default_variant
        )
        if (
            lesson is not None
            and not lesson.step(q.step or "").variant
            and (s["variant"] != own or opts)
        ):
            q = _reread(q, s["variant"], opts)
    else:
        k = qs.index - len(curated)
        kinds = game_kinds(game)
        level = qs.level or 1 + min(qs.right // 4, 2)
        qs.made_level = level
        q = practice(
            game.id,
            seed=qs.seed + k,
            variant=s["variant"],
            kind=kinds[k % len(kinds)],
            level=level,
            **opts,
        )
    if qs.current is not None:  # another question, or the same under other rules: start clean
        qs.feedback, qs.problem = None, ""
        qs.attempt += 1
    qs.current, qs.current_key = q, key
    return q, _origin(qs, curated)


def game_kinds(game: Game[Any]) -> tuple[str, ...]:
    """The question kinds the engine can ask about this game."""
    return engine_quiz.kinds_for(game)


def _reread(q: Question, variant: str, opts: dict[str, Any]) -> Question:
    """A curated question's position under another reading (kept as written if impossible)."""
    data = dict(q.scenario.data)
    data["variant"] = variant
    data["options"] = {**data.get("options", {}), **opts}
    try:
        scn = from_dict(data, q.scenario.source)
    except ScenarioError:
        return q
    return Question(id=q.id, kind=q.kind, prompt=q.prompt, scenario=scn, step=q.step)


def _origin(qs: QuizState, curated: list[Question]) -> str:
    if qs.index < len(curated):
        return f"Lesson question {qs.index + 1} of {len(curated)}"
    # the generator's seed is not for learners (issue 7, finding 8): tests read QuizState
    return f"Practice question {qs.index - len(curated) + 1} · a new deal, dealt at random"


def page(game: Game[Any]) -> None:
    heading(f"Quiz: {game.name}", 1)
    _open_link(game)
    s = variant_controls(game, "quiz", note="Questions are answered by the rules you choose.")
    qs = _state(game)
    q, _ = question_at(game, qs, s)
    address = {**links.reading_params(s), **_address(game, qs, q)}
    st.session_state[f"{game.id}:quiz:address"] = address
    links.show(address)  # the address bar is a link to this question
    _question(game, s)
    links.share("question", address)


@st.fragment
def _question(game: Game[Any], s: dict[str, Any]) -> None:
    """The score, the question, the answer form and the feedback. A fragment: Check, Try again
    and Next question rerun only this part, so the browser redraws the question and not the
    page around it (issue 12, part 5: click -> feedback). The address follows the question
    here; the link to it, drawn by the page, shows an address only while its box is open, and
    only then does the next question rerun the whole page (it did every time: two runs a
    click, the title, settings, sidebar and styles sent again)."""
    qs = _state(game)
    q, origin = question_at(game, qs, s)
    address = {**links.reading_params(s), **_address(game, qs, q)}
    if address != st.session_state.get(f"{game.id}:quiz:address"):
        if links.shown("question"):
            st.rerun()  # the open box's address follows the question
        st.session_state[f"{game.id}:quiz:address"] = address
        links.show(address)
    kind = kind_label(q.kind, game_ui(q.game.id).kind_labels)
    st.markdown(
        head_html(qs, origin, kind, q.game.variants[q.state.opts.variant].label),
        unsafe_allow_html=True,
    )
    heading(md(q.prompt), 3)
    _draw_question(q, qs, curated=qs.index < len(_curated(game)[1]))
    if qs.feedback is None:
        _answer_form(game, q, qs)
        if qs.problem:
            st.warning(md(qs.problem))
    else:
        _feedback(game, q, qs)
    # the next question (a run of this fragment alone, the page left where it was scrolled,
    # below the last verdict) is shown from the page's top, as when the whole page ran again.
    # Mounted here, not by app.py after the page, so that this fragment's run moves it
    page_helper(top=TITLE, nonce=json.dumps(address, sort_keys=True), hold=False, key=UNSEEN_HELPER)
    st.session_state["tb:helper"] = None  # app.py: mounted already


TITLE = '[data-testid="stMainBlockContainer"] h1'  # the page's title (its "# " line)

# The score beside where the question is from and what it asks, as two columns ([1, 3]) drew
# them: each column a quarter and three quarters of the width less the gap between (1rem),
# one above the other on a screen up to 640 px wide (Streamlit's own breakpoint for columns),
# and a column's last element reaching 1rem less far down, as in a column (Streamlit pulls
# up the margin under an element's last paragraph: the figure, which has none, overhangs).
HEAD_STYLE = (
    "<style>.tb-quiz-head{display:flex;flex-wrap:wrap;gap:1rem;margin-bottom:1rem}"
    ".tb-quiz-head>div{flex:1 1 calc(25% - 1rem);min-width:0}"
    ".tb-quiz-head>div+div{flex-basis:calc(75% - 1rem)}"
    ".tb-quiz-head .tb-metric{margin-bottom:-1rem}"
    ".tb-quiz-head p{margin:0}.tb-quiz-head .tb-caption{margin-bottom:1rem}"
    "@media (max-width:640px){.tb-quiz-head>div{min-width:calc(100% - 1.5rem)}}</style>"
)


def head_html(qs: QuizState, origin: str, kind: str, rules: str) -> str:
    """The line over the question: the score (first tries), where the question is from and
    what it asks under which rules, as one Markdown element of HTML where it was two columns
    of three elements (issue 12, part 5: the browser redraws every element on the page a few
    times each click, and a column costs it as much as an element)."""
    return (
        f'{HEAD_STYLE}<div class="tb-quiz-head"><div>'
        f"{metric_html('Score (first tries)', f'{qs.right} / {len(qs.scored)}')}</div><div>"
        f'<p class="tb-caption" style="{CAPTION_STYLE}">{escape(origin)}</p>'
        f"<p><strong>{escape(kind)}</strong> · rules: {escape(rules)}</p></div></div>"
    )


def _open_link(game: Game[Any]) -> None:
    """An address with ``question`` (a lesson question) or ``seed``, ``kind``, ``level`` (a
    practice question), and ``variant``/``options``, opens that question (ui/pages/links.py)."""
    link = links.opened(f"{game.id}:quiz")
    if not link:
        return
    problems = links.reading(game, link, settings(game))
    qs = _state(game)
    _, curated = _curated(game)
    kinds = game_kinds(game)
    if "question" in link:
        ids = [q.id for q in curated]
        if link["question"] in ids:
            qs.index, qs.current, qs.feedback = ids.index(link["question"]), None, None
            qs.attempt += 1
        else:
            problems.append(f"This link's question {link['question']!r} is not in the lesson.")
    elif "seed" in link or "kind" in link:
        kind = link.get("kind", kinds[0])
        try:
            seed = links.whole(link, "seed", 0, 10**9) or 0
            level = links.whole(link, "level", 1, 3) or 1
            if kind not in kinds:  # the kinds as the page heads them, and as a link names them
                own = game_ui(game.id).kind_labels
                asks = listed(f"{quoted(kind_label(k, own))} (kind={k})" for k in kinds)
                raise ValueError(
                    f"This link's kind {kind!r} is not one {game.name} asks: it asks {asks}."
                )
        except ValueError as e:
            problems.append(str(e))
        else:
            k = kinds.index(kind)
            qs.index, qs.seed, qs.level = len(curated) + k, seed - k, level
            qs.current, qs.feedback = None, None
            qs.attempt += 1
    links.warn(problems)


def _address(game: Game[Any], qs: QuizState, q: Question) -> dict[str, Any]:
    n = len(_curated(game)[1])
    if qs.index < n:
        return {"question": q.id}
    k = qs.index - n
    return {"seed": qs.seed + k, "kind": q.kind, "level": qs.made_level}


def _draw_question(q: Question, qs: QuizState, curated: bool) -> None:
    html = question_picture(q, qs.feedback, curated)
    if html is None:  # a game whose table has no drawing yet: the engine's text diagram
        st.code(str(q.state), language=None)
    else:  # one question picture a run, changed in place (no collapse on Check or Next)
        picture(html, place="question")


def form_of(q: Question) -> str:
    return q.form


def _answer_form(
    game: Game[Any],
    q: Question,
    qs: QuizState,
    base: str | None = None,
    on_check: Callable[[Game[Any], Question, QuizState], None] | None = None,
) -> None:
    """The answer inputs and Check; the Review page passes its own keys (``base``) and check."""
    base = base or f"{game.id}:quiz:{qs.index}:{qs.attempt}"
    form = form_of(q)
    with st.form(key=f"{base}:form", border=True):
        if form == "cards":
            held = [int(c) for c in q.choices()]
            # as the table draws the hand: the game's order (Spoil Five's trumps first, the A♥
            # among them), else suit by suit
            cards = game.hand_order(q.state, held)
            st.markdown("Tick every card you may play:")
            # a row that wraps on a phone, as Play's exchange picker (not a column a card)
            tick_cards(cards, lambda c: f"{base}:card:{c.code}", 72, "tb-quiz-cards")
        elif form == "seat":
            plays = dict(q.shown_trick())
            st.radio(
                "The turned-up trump goes to" if q.kind == "trump_taken" else "The trick goes to",
                q.choices(),
                key=f"{base}:winner",
                index=None,
                # (md: a red card red; the option is named by its words as drawn, "P2 (10♥)")
                format_func=lambda p: md(
                    f"P{p} ({CARDS[plays[p]].pretty})" if p in plays else f"P{p}"
                ),
                horizontal=True,
            )
        elif form == "words":
            labels = word_labels(game, q.state)  # as Play's buttons say them here
            st.markdown(
                "Tick every player still in once the trick is over:"
                if q.kind == "still_in"
                else "Tick every one you may choose:"
            )
            for w in q.choices():
                st.checkbox(labels.get(w, w), key=f"{base}:decl:{w}")
        elif form == "amounts":
            st.markdown(md(amount_hint(q, game.deal_word)))  # the game's own words, plain
            # rows of four columns, not four columns of rows: on a phone the columns stack,
            # and the fields then read P0, P1, ... and the next pool last, as on a wide screen
            names = _accounts(q)
            grid = in_rows(
                len(names), AMOUNTS_A_ROW, width=AMOUNTS_A_ROW, vertical_alignment="bottom"
            )
            for col, name in zip(grid, names, strict=True):
                col.text_input(
                    next_pool_label(q) if name == POOL else name,
                    key=f"{base}:amt:{name}",
                    placeholder="0",
                )
        elif form == "number":
            st.text_input("Your answer (a whole number)", key=f"{base}:number")
        else:  # yesno
            st.radio("Your answer", ["yes", "no"], key=f"{base}:yesno", index=None, horizontal=True)
        st.form_submit_button(
            "Check",
            type="primary",
            key=f"{base}:check",
            on_click=on_check or _on_check,
            args=(game, q, qs),
        )


AMOUNTS_A_ROW = 4  # an amounts answer's fields to a row on a wide screen


def _accounts(q: Question) -> list[str]:
    """The names an amounts question asks about (players, and the pool where there is one)."""
    return [str(k) for k in q.solve()]


def _response(game: Game[Any], q: Question, qs: QuizState, base: str | None = None) -> Any:
    base = base or f"{game.id}:quiz:{qs.index}:{qs.attempt}"
    ss = st.session_state
    form = form_of(q)
    if form == "cards":
        return [CARDS[int(c)].code for c in q.choices() if ss.get(f"{base}:card:{c.code}")]
    if form == "seat":
        return ss.get(f"{base}:winner")
    if form == "words":
        return [w for w in q.choices() if ss.get(f"{base}:decl:{w}")]
    if form == "amounts":
        typed = blanks_as_zero({n: ss.get(f"{base}:amt:{n}") or "" for n in _accounts(q)})
        return typed if any(typed.values()) else None  # nothing written: not an answer
    if form == "number":
        return (ss.get(f"{base}:number") or "").strip()
    answer = ss.get(f"{base}:yesno")
    return None if answer is None else answer == "yes"


def _on_check(game: Game[Any], q: Question, qs: QuizState) -> None:
    raw = _response(game, q, qs)
    empty = empty_answer(q, raw)  # an empty answer is not a try
    if empty is not None:
        qs.problem = empty
        return
    try:
        fb = check(q, raw, box_names(game, q))
    except AnswerFormatError as e:
        qs.problem = f"{e} — nothing was counted; correct it and press Check again."
        return
    qs.problem = ""
    qs.feedback = fb
    qs.saved = False
    key = qs.current_key
    if key not in qs.scored:
        qs.scored[key] = fb.correct
        # written by the feedback, once its verdict is drawn (a commit waits for the disk)
        qs.to_save = True


def _save(game: Game[Any], q: Question, qs: QuizState) -> bool:
    """Write the answer just scored: its row, and the evidence about each rule it touches
    (spaced review, ui/mastery.py)."""
    fb = qs.feedback
    assert fb is not None
    qs.to_save = False
    variant = q.state.opts.variant
    # the rule memory first: its first use on a database migrates the answers it has no
    # evidence for (ui.mastery.migrate), and would carry this one over too, counted twice
    memory, store = rule_memory(), progress_store()
    with store.together():  # the answer and its evidence: one commit, one wait for the disk
        row = store.record_answer(learner(), game.id, variant, q.id, q.kind, fb.correct)
        memory.record_check(learner(), q, fb, "quiz", answer=row)
    qs.saved = True  # only once the row is committed (docs/reliability.md)
    return True


def _feedback(game: Game[Any], q: Question, qs: QuizState) -> None:
    fb = qs.feedback
    assert fb is not None
    line = show_feedback(game, q, fb, qs.saved, unsaved=qs.to_save)
    again, nxt = st.columns([1, 1])
    if not fb.correct:
        again.button("Try again", key=f"{game.id}:quiz:retry", on_click=_on_retry, args=(qs,))
    nxt.button(
        "Next question", key=f"{game.id}:quiz:next", on_click=_on_next, args=(qs,), type="primary"
    )
    # Last, once the verdict and the way on are drawn: a commit waits for the disk, and the
    # rule cards' scheduling takes its time too (issue 12, part 5: click -> feedback)
    if qs.to_save and _save(game, q, qs) and line is not None:
        line.caption(SAVED)


SAVED = "Saved to your progress."


def show_feedback(
    game: Game[Any], q: Question, fb: Feedback, saved: bool = False, unsaved: bool = False
) -> Any:
    """The verdict, why, and the rules cited (the Quiz and Review pages). ``saved``: a line
    under the verdict says the answer is kept; ``unsaved``: the caller writes it after the page
    is drawn (the browser shows the verdict while the disk works) and puts that line in the
    place returned once it has (issue 12, part 5). Returns that place (None: no line).

    The words under the verdict (the table's key, why, the rules cited, where the lesson
    teaches it) are one Markdown element, not one each: the browser mounts every element a
    Check draws and redraws every element on the page a few times a click, so five or six
    elements of prose cost it five or six times the React components of one (issue 12, part
    5: click -> feedback). Their words and look are as they were."""
    message = in_box_words(game, q, fb) if q.form == "words" else fb.message
    (st.success if fb.correct else st.error)(md(message))
    line = st.empty() if saved or unsaved else None
    if q.kind == "settlement":  # (no table key: that is a card question's)
        settlement_table(game, q.state)
    prose = [caption_md(md(feedback_key(q, fb)))] if q.kind == "legal_cards" else []
    # a words question's reasons name its boxes already (``check`` was given their names)
    why = (
        [capital(line) for line in fb.explanation]
        if _boxed(game, q)
        else reasons(game, q.kind, q.state, fb.said)
    )
    if q.kind == "trick_winner":
        note = game_ui(game.id).rejudge_note(q.state)
        if note:
            why.append(note)
    prose.append(bullets_md(why, lead="**Why**"))
    # a wrong answer's rules as the evidence it gave: those it missed first, then those it got
    # right, then those it shows nothing of, each group headed (ui.judged.judged_groups, as
    # Review and the notebook box say it; a mark beside the words, as the rules' statements
    # stand bold under them too: no tick where the answer showed nothing)
    for head, rules in judged_groups(fb):
        mark = (
            ":material/cancel:"
            if head in MISSED
            else ":material/check_circle:"
            if head in GOT_RIGHT
            else ":material/info:"
        )
        for k, r in enumerate(rules):
            prose.append(cite_md(r, lead=f"{mark} **{head}**" if head and not k else ""))
    step = _taught(game, q)
    taught = None if step is None else step.rule
    if not fb.correct and taught is not None and all(r.quote != taught.quote for r in fb.rules):
        if fb.rules:
            # the rules cited above decide it; the step's own passage may be another rule (Five-
            # card Loo's q_trumped: its step quotes the duty to trump, not who wins), so the
            # step is named as where the lesson teaches it, and its passage is not called the rule
            prose.append(
                f"**Where the lesson teaches it:** Learn, \u201c{md(taught.statement)}\u201d"
            )
        else:
            # the rule the learner missed may forbid nothing here (free play, no duty to head):
            # the lesson step the question tests names it
            lead = f"**The rule this question tests** (Learn: {md(taught.statement)})"
            prose.append(cite_md(taught, statement=False, lead=lead))
    # (HTML for the sources' details and the key's caption; every text in it escaped Markdown)
    st.markdown("\n\n".join(prose), unsafe_allow_html=True)
    if not fb.correct:
        # the step itself, one click away: its passage may be the rule quoted above, and its
        # position shows the rule at work (a wrong answer named no step when its rule was
        # cited); a generated question has no step of its own: the step teaching a rule cited
        shown = step if step is not None else _teaching(game, fb)
        if shown is not None:
            learn_link(game, shown)
    if line is not None and saved:
        line.caption(SAVED)
    return line


def _boxed(game: Game[Any], q: Question) -> bool:
    """A words question whose choices are moves with box labels (:func:`box_names`); not one
    whose boxes are the players, named as the engine names them."""
    return bool(box_names(game, q))


def learn_link(game: Game[Any], step: Step, named: bool = False) -> None:
    """A link to a Learn step of ``game`` (its passage, and its position with the rule at
    work): "Learn: <title>", or "<game>, Learn: <title>" where the links span games (``named``:
    the Review page's rules left for later). Nothing where the game has no Learn page."""
    learn = PAGES.get(f"{game.id}:learn")
    if learn is None:
        return
    label = f"{game.name}, Learn: {step.title}" if named else f"Learn: {step.title}"
    st.page_link(learn, label=md(label), icon=":material/school:", query_params={"step": step.id})


def _teaching(game: Game[Any], fb: Feedback) -> Step | None:
    """The Learn step that teaches the first rule cited that a step teaches
    (:func:`ui.mastery.teaching_step`), for a question with no step of its own."""
    book = set(rule_ids(game))
    found = (teaching_step(game.id, r.id) for r in fb.rules if r.id in book)
    return next((s for s in found if s is not None), None)


def _taught(game: Game[Any], q: Question) -> Any:
    """The lesson step a curated question tests, if any."""
    lesson, _ = _curated(game)
    if lesson is None or not q.step:
        return None
    try:
        return lesson.step(q.step)
    except KeyError:
        return None


def _on_retry(qs: QuizState) -> None:
    qs.feedback, qs.problem = None, ""
    qs.attempt += 1


def _on_next(qs: QuizState) -> None:
    qs.index += 1
    qs.feedback, qs.problem, qs.current = None, "", None
    qs.attempt += 1
