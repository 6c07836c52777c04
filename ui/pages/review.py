"""Review: the rules that are due, across every game, one question at a time (issue 12).

Which rules are due comes from each rule's FSRS card (:mod:`ui.mastery`): quiz answers and the
actions Play refused made them, and a rule answered wrongly comes back within minutes, one
answered rightly after days. For the longest-overdue rule the page puts a question whose answers
can show whether the learner knows it (:attr:`ui.mastery.Asked.judged`: one that only cites it,
where no answer keeps or misses it, would leave it due whatever he answered): one of the
lesson's curated questions first, then a generated practice deal; a rule no question at hand
asks so is named as left for later. The answer is checked by the engine exactly as on the Quiz
page, and it is evidence about the rules it shows known or not. Over the registry: a new game's
rules are reviewed here with no edit.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from math import inf
from typing import Any

import streamlit as st
from fsrs import State

from engine.game import REGISTRY, Game
from engine.quiz import AnswerFormatError, Question, check
from lessons import Step
from ui.empty_answer import empty_answer
from ui.format import kind_label, md
from ui.judged import judged_rules, judged_word
from ui.labels import box_names
from ui.mastery import (
    GEN_BUDGET,
    Asked,
    DueRule,
    days,
    kinds_seen,
    last_reading,
    question_for,
    questions_met,
    teaching_step,
)
from ui.pages.common import (
    PAGES,
    learner,
    metric,
    picture,
    progress_store,
    rule_memory,
)
from ui.pages.quiz import (
    QuizState,
    _answer_form,
    _response,
    learn_link,
    show_feedback,
)
from ui.quiz_picture import question_picture
from ui.tables import game_ui

TRY_SEEDS = 4 * GEN_BUDGET  # seeds one "Deal new positions" moves on: none dealt before
WATCH = 15 * 60  # s: a rule due within this, the page asks when it falls due (_watch)
WATCH_EVERY = 2.0  # s between two looks at the clock


@dataclass
class ReviewState:
    """One learner's review in this session."""

    seed: int
    quiz: QuizState  # the current question's answer state (keys, feedback)
    game: str = ""
    rule: str = ""
    asked: Asked | None = None
    saved: bool = False
    done: list[str] = field(default_factory=list)  # question ids put in this session
    unaskable: set[tuple[str, str]] = field(default_factory=set)  # (game, rule): no question
    tries: int = 0  # times the learner asked for new deals for the rules left for later
    right: int = 0
    answered: int = 0


def _state() -> ReviewState:
    ss = st.session_state
    if "review" not in ss:
        fixed = ss.get("review:seed")
        seed = int(fixed) if fixed is not None else secrets.randbelow(10**6)
        ss["review"] = ReviewState(seed=seed, quiz=QuizState(seed=seed))
    rs: ReviewState = ss["review"]
    return rs


def _base(rs: ReviewState) -> str:
    return f"review:{rs.quiz.index}:{rs.quiz.attempt}"


def _pick(rs: ReviewState, code: str, now: float) -> None:
    """The next question: for the longest-overdue rule that some question can judge
    (:func:`ui.mastery.question_for`); the rules before it that none can are left for later."""
    store = progress_store()
    for d in rule_memory().due(code, now):
        if (d.game, d.rule) in rs.unaskable:
            continue
        game = REGISTRY.get(d.game)
        met = questions_met(store, code, game, d.rule)
        asked = question_for(
            game,
            d.rule,
            avoid=[q for q in met if q not in rs.done] + rs.done,
            seed=rs.seed + len(rs.done) + TRY_SEEDS * rs.tries,
            kinds=kinds_seen(store, code, game, d.rule),
            **_reading(game, code),
        )
        if asked is None:  # no question at hand asks it: said on the page (_left_for_later)
            rs.unaskable.add((d.game, d.rule))
            continue
        rs.game, rs.rule, rs.asked = d.game, d.rule, asked
        rs.done.append(asked.question.id)
        return


def _reading(game: Game[Any], code: str) -> dict[str, Any]:
    """The learner's reading of ``game`` for generated questions: the variant and options set
    on the game's pages in this session, else the variant of his latest answer or deal."""
    chosen = st.session_state.get(f"{game.id}:settings")
    if chosen:
        return {"variant": chosen["variant"], "options": dict(chosen["options"])}
    return {"variant": last_reading(progress_store(), code, game), "options": {}}


def page() -> None:
    st.title("Review")
    code = learner()
    rs = _state()
    now = time.time()
    due = rule_memory().due(code, now)
    if rs.asked is None:
        _pick(rs, code, now)
    games = {g.id: g for g in REGISTRY}
    per_game: dict[str, int] = {}
    for d in due:
        per_game[d.game] = per_game.get(d.game, 0) + 1
    a, b = st.columns([1, 3])
    metric(a, "Rules due now", len(due))
    b.caption(
        "The rules you met in a quiz or in Play come back here when they are due: a rule "
        "you missed within minutes, and again within minutes while you are still learning "
        "it; one you know after days, then longer and longer."
    )
    if per_game:
        b.markdown(" · ".join(f"{games[g].name}: {n} due" for g, n in per_game.items()))
    if rs.answered:
        b.caption(f"Reviewed here: {rs.right} of {rs.answered} right at the first try.")
    left = [d for d in due if (d.game, d.rule) in rs.unaskable]
    if rs.asked is None:
        if left:
            _left_for_later(left, games, asking=False, tries=rs.tries)
        _nothing_due(code, now, games, due=bool(left))
        return
    game = games[rs.game]
    _question(game, rs.asked.question, rs)
    if left:  # under the question: on a phone it would push the question off the screen
        _left_for_later(left, games, asking=True, tries=rs.tries)


def _left_for_later(
    left: list[DueRule], games: dict[str, Game[Any]], asking: bool, tries: int
) -> None:
    """The due rules no question at hand asks, named and said to stay due (a rule few positions
    cite, as Forty-Five's strict_single_privileged, may be missing from the deals the page
    tries for it; a rule no question kind offers, from the deals of every try), each with the
    Learn step that teaches it; once nothing else is asked, a button deals new positions for
    them."""
    one = len(left) == 1
    rules = "; ".join(
        f"{games[d.game].name}: {games[d.game].rules[d.rule].statement.rstrip().rstrip('.')}"
        for d in left
    )
    it, stays = ("it", "It stays") if one else ("them", "They stay")
    taught = _taught(left)
    learn = f"go over {it} in Learn, " if taught else ""
    with st.container(border=True, key="tb-review-later"):
        if asking:
            st.markdown(
                f"**Left for later:** {md(rules)}. No question at hand asks {it}. {stays} "
                f"due: once the others are done, you can deal new positions for {it}."
            )
            _taught_at(taught, games)
            return
        again = f" New positions dealt {tries} time{'s' if tries > 1 else ''}: none asks {it}."
        st.markdown(
            f"**Due, but no question at hand asks {it}:** {md(rules)}. {stays} due: deal new "
            f"positions to look for {'one' if one else 'some'}, {learn}or practise meanwhile."
            + (again if tries else "")
        )
        _taught_at(taught, games)
        st.button(f"Deal new positions for {it}", key="review:later", on_click=_on_try_again)


def _taught(left: list[DueRule]) -> dict[tuple[str, str], Step]:
    """The Learn steps that teach the rules left for later, by (game, step id), once each."""
    steps: dict[tuple[str, str], Step] = {}
    for d in left:
        step = teaching_step(d.game, d.rule)
        if step is not None and f"{d.game}:learn" in PAGES:
            steps.setdefault((d.game, step.id), step)
    return steps


def _taught_at(steps: dict[tuple[str, str], Step], games: dict[str, Game[Any]]) -> None:
    """A link to each Learn step that teaches a rule left for later: its passage and its
    position, the rule at work."""
    for (game, _), step in steps.items():
        learn_link(games[game], step, named=True)


def _on_try_again() -> None:
    rs = _state()
    rs.unaskable.clear()
    rs.tries += 1


def _nothing_due(code: str, now: float, games: dict[str, Game[Any]], due: bool = False) -> None:
    nxt = rule_memory().next_due(code, now)
    if due:  # every rule due was left for later, said above
        pass
    elif nxt is None:
        st.info(
            "Nothing to review yet. Answer some quiz questions or play a deal: every rule you "
            "meet comes back here when it is due."
        )
    else:
        game = games[nxt.game]
        rule = game.rules[nxt.rule].statement.rstrip()
        # the rule's own sentence ends its line, so its full stop is the sentence's last
        end = "" if rule.endswith((".", "!", "?")) else "."
        soon = nxt.due - now <= WATCH
        st.success(
            md(
                f"Nothing is due now. Next, {days(nxt.due - now)}, a {game.name} rule: {rule}{end}"
                + (" This page asks it when it is due." if soon else "")
            )
        )
        if soon:
            _watch(nxt.due)
    links = [g for g in _by_due(code, games) if f"{g.id}:quiz" in PAGES]
    if links:
        st.markdown("**Practise meanwhile**")
        # a row that wraps, as Home's links: a phone showed the 11 one under another
        with st.container(key="tb-practise", horizontal=True, gap="small"):
            for g in links:
                st.page_link(PAGES[f"{g.id}:quiz"], label=f"{g.name}: Quiz")


@st.fragment(run_every=WATCH_EVERY)
def _watch(due: float) -> None:
    """Reruns the page once the next rule is due, so that it is asked there. The page said
    "Next, in a minute" and a learner who waited saw nothing more: a Streamlit page only
    runs again when he acts, and only a reload put the question. Timed only for a rule due
    within :data:`WATCH`; checked every :data:`WATCH_EVERY` seconds (one read of the clock)."""
    if time.time() >= due:
        st.rerun()


def _by_due(code: str, games: dict[str, Game[Any]]) -> list[Game[Any]]:
    """The games to practise meanwhile: first those whose rules fall due first (a rule left for
    later, due already, then the next rule due), each game by its soonest rule; the games the
    learner has not met after them, in the Home page's order. In the Home page's order
    throughout, a learner who had just missed a Spoil Five rule found its Quiz eighth of
    eleven, under the line naming that rule."""
    soonest = rule_memory().soonest(code)
    home = list(games)
    return sorted(games.values(), key=lambda g: (soonest.get(g.id, inf), home.index(g.id)))


def _question(game: Game[Any], q: Question, rs: ReviewState) -> None:
    assert rs.asked is not None
    origin = "a lesson question" if rs.asked.curated else "a new deal, dealt at random"
    with st.container(border=True, key="tb-review"):
        own = game_ui(game.id).kind_labels
        st.markdown(f"**{game.name}** · {kind_label(q.kind, own)} · {origin}")
        st.subheader(md(q.prompt))
        fb = rs.quiz.feedback
        html = question_picture(q, fb, curated=rs.asked.curated)
        if html is None:
            st.code(str(q.state), language=None)
        else:  # changed in place on Check and Next, as the Quiz page's (no collapse)
            picture(html, place="question")
        if fb is None:
            _answer_form(game, q, rs.quiz, base=_base(rs), on_check=_on_check)
            if rs.quiz.problem:
                st.warning(md(rs.quiz.problem))
            return
        show_feedback(game, q, fb, rs.saved)
        _reviewed(game, rs)
        st.button("Next", key="review:next", type="primary", on_click=_on_next)


def _reviewed(game: Game[Any], rs: ReviewState) -> None:
    """The rules this answer reviewed, each with what the answer was evidence of (the rules it
    missed, the others it got right: :func:`ui.judged.judged_rules`, as the scheduler took it)
    and when it comes back; one the scheduler still has in its learning steps (met lately and
    missed, or met only once) said to be so. A rule answered rightly read "Follow suit if you
    can — back for review in 10 minutes" under a caption that says a rule you knew comes back
    after days (journey11: missed on the Quiz page an hour before, right here), with no word of
    why it came back so soon; and a wrong answer's rules all read alike, the one it missed (back
    in a minute) beside one it got right (back in days), with no word of which was which."""
    assert rs.asked is not None
    fb = rs.quiz.feedback
    assert fb is not None
    cards = rule_memory().cards(learner(), game.id)
    now = time.time()
    # the rules the answer was evidence about (RuleMemory.record_answer: those its feedback
    # cites, else the question's) that the game's book holds, the rule it was asked for first
    judged = [(r, lapse) for r, lapse in judged_rules(fb) if r.id in game.rules] or [
        (game.rules[r], not fb.correct) for r in sorted(rs.asked.rules)
    ]
    lines = []
    for rule, lapse in sorted(judged, key=lambda x: x[0].id != rs.rule):
        card = cards.get(rule.id)
        when = days(card.due.timestamp() - now) if card is not None else "not yet"
        statement = rule.statement.rstrip(".")
        learning = card is not None and card.state != State.Review
        still = "still learning, so back for review" if learning else "back for review"
        lines.append(f"- {md(statement)} — {judged_word(lapse)}; {still} {when}")
    st.markdown("**Rules reviewed**\n" + "\n".join(lines))


def _on_check(game: Game[Any], q: Question, qs: QuizState) -> None:
    rs = _state()
    raw = _response(game, q, qs, base=_base(rs))
    empty = empty_answer(q, raw)  # an empty answer is not a try
    if empty is not None:
        qs.problem = empty
        return
    try:
        fb = check(q, raw, box_names(game, q))  # the reasons named as the boxes are
    except AnswerFormatError as e:
        qs.problem = f"{e} — nothing was counted; correct it and press Check again."
        return
    qs.problem, qs.feedback = "", fb
    rs.answered += 1
    rs.right += int(fb.correct)
    code = learner()
    memory = rule_memory()  # before the answer's row (as the quiz's _save: migrate() once)
    store = progress_store()
    with store.together():  # the answer and its evidence: one commit, one wait for the disk
        row = store.record_answer(code, game.id, q.state.opts.variant, q.id, q.kind, fb.correct)
        memory.record_check(code, q, fb, "review", answer=row)
    rs.saved = True


def _on_next() -> None:
    rs = _state()
    rs.asked, rs.game, rs.rule, rs.saved = None, "", "", False
    rs.quiz.feedback, rs.quiz.problem = None, ""
    rs.quiz.index += 1
    rs.quiz.attempt += 1
