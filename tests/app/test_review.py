"""Spaced review rule by rule (issue 12, part 1): quiz answers and Play's refusals are evidence
about rules, FSRS schedules them, the Review page asks the due ones, Progress counts them, and
a database from before keeps its answers."""

from __future__ import annotations

import os
import sqlite3
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from apptools import click, go, markdown, metrics, open_box, play_card
from deals import HEAD_THE_TRICK
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.quiz import Question, practice
from engine.scenario import from_dict
from lessons import load
from ui.mastery import (
    RuleMemory,
    curated_bank,
    migrate,
    question_for,
    question_rules,
    review,
    status,
)
from ui.progress import Progress

OpenApp = Callable[..., AppTest]
OLD_DB = Path(__file__).parent / "data" / "progress_before_issue12.sql"
OLD_LEARNER = "olderlearner2345"


def _db() -> sqlite3.Connection:
    return sqlite3.connect(os.environ["TRICKBOOK_DB"])


def _evidence(source: str) -> list[tuple[str, str, int]]:
    with _db() as db:
        rows = db.execute(
            "SELECT game, rule, correct FROM rule_evidence WHERE source = ? ORDER BY rowid",
            (source,),
        ).fetchall()
    return [(str(g), str(r), int(c)) for g, r, c in rows]


def _make_all_due() -> None:
    """A minute or a week has passed: every card is due (the page reads the clock)."""
    with _db() as db:
        db.execute("UPDATE rule_cards SET due = ?", (time.time() - 1,))


def _answer(at: AppTest, base: str, q: Question, right: bool) -> None:
    """Fill the answer form under ``base`` with the engine's answer (or a wrong one)."""
    ans = q.solve()
    form = q.form
    if form == "cards":
        want = {c.code for c in ans} if right else {CARDS[int(c)].code for c in q.choices()}
        for box in at.checkbox:
            if box.key.startswith(f"{base}:card:"):
                box.check() if box.key.rsplit(":", 1)[1] in want else box.uncheck()
    elif form == "seat":
        at.radio(key=f"{base}:winner").set_value(
            ans if right else next(p for p in q.choices() if p != ans)
        )
    elif form == "words":
        for box in at.checkbox:
            if box.key.startswith(f"{base}:decl:"):
                w = box.key.split(":decl:", 1)[1]
                box.check() if (w in ans) == right else box.uncheck()
    elif form == "amounts":
        for name, v in ans.items():
            at.text_input(key=f"{base}:amt:{name}").input(str(v if right else v + 1))
    elif form == "number":
        at.text_input(key=f"{base}:number").input(str(ans if right else ans + 1))
    else:
        at.radio(key=f"{base}:yesno").set_value("yes" if ans == right else "no")
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception


# ---- the migration -------------------------------------------------------------------------------
def test_a_database_from_before_carries_its_answers_over_to_rule_cards() -> None:
    path = Path(os.environ["TRICKBOOK_DB"])
    with sqlite3.connect(path) as db:
        db.executescript(OLD_DB.read_text(encoding="utf-8"))
    store = Progress(path)  # today's store on the old file: the rule tables are added
    assert store.kind_stats(OLD_LEARNER, "loo")["legal_cards"].answered == 4  # all kept
    written = migrate(store)
    assert written > 0
    assert migrate(store) == 0  # once per file
    curated = next(a for a in curated_bank("loo") if a.question.id == "q_cannot_head")
    dealt = practice("loo", seed=11, variant="foster1897", kind="legal_cards")
    dealt66 = practice("sixty_six", seed=5, variant="seed", kind="trick_winner")
    expect = (
        [("loo", r, 0) for r in sorted(curated.rules)]
        + [("loo", r, 1) for r in sorted(curated.rules)]
        + [("loo", r, 1) for r in question_rules(dealt)]
        + [("sixty_six", r, 1) for r in question_rules(dealt66)]
    )
    assert curated.rules and question_rules(dealt) and question_rules(dealt66)
    with sqlite3.connect(path) as db:
        got = db.execute(
            "SELECT game, rule, correct, answer FROM rule_evidence WHERE source = 'earlier' "
            "ORDER BY answer, rule"
        ).fetchall()
    # the lesson question gone and the game gone give no evidence; their answers stay counted
    assert sorted((g, r, c) for g, r, c, _ in got) == sorted(expect)
    assert {a for *_, a in got} == {1, 2, 3, 4}
    # each card is the FSRS replay of its evidence at the old answers' times
    memory = RuleMemory(store)
    cards = memory.cards(OLD_LEARNER, "loo")
    rule = sorted(curated.rules)[0]
    with sqlite3.connect(path) as db:
        times = [t for (t,) in db.execute("SELECT at FROM answers ORDER BY rowid LIMIT 2")]
    replayed = review(review(None, False, times[0]), True, times[1])
    if rule in question_rules(dealt):  # the practice answer reviewed it a third time
        replayed = review(replayed, True, time_of(path, 3))
    assert cards[rule].to_dict() == replayed.to_dict()
    # months later every carried-over rule is due
    assert {(d.game, d.rule) for d in memory.due(OLD_LEARNER)} == {(g, r) for g, r, _ in expect}


def time_of(path: Path, rowid: int) -> float:
    with sqlite3.connect(path) as db:
        return float(db.execute("SELECT at FROM answers WHERE rowid = ?", (rowid,)).fetchone()[0])


def test_the_migrated_learner_sees_rules_and_a_chart_on_progress(app: OpenApp) -> None:
    with _db() as db:
        db.executescript(OLD_DB.read_text(encoding="utf-8"))
    at = app("loo:progress")
    text = markdown(at)
    assert "Rules" in [s.value for s in at.subheader]
    figures = {m.label: m.value for m in metrics(at)}
    loo = REGISTRY.get("loo")
    n = {k: int(figures[k]) for k in ("Mastered", "Due for review", "Still learning", "Never met")}
    assert sum(n.values()) == len(loo.rules.of_play())  # the play's rules, not bookkeeping
    assert n["Due for review"] > 0  # a year later
    assert not at.get("vega_lite_chart")  # drawn when its box is opened
    open_box(at, "loo:progress:days")
    assert at.get("vega_lite_chart"), "answers over time"
    assert "mastered when you should still know it in 7 days" in text.replace("\n", " ") or any(
        "7 days" in c.value for c in at.caption
    )


# ---- evidence from the Quiz and from Play -----------------------------------------------------------
def test_a_wrong_quiz_answer_is_a_lapse_on_the_rules_it_missed(app: OpenApp) -> None:
    """Evidence about every rule the question touches: a lapse on those the answer missed
    (``Feedback.missed``), a right answer on those it shows right (``Feedback.kept``; tests/app/
    test_lapse_on_rules_missed.py, test_feedback_claims_what_answer_shows.py). Before, a lapse
    on every one (journey11)."""
    k = next(i for i, q in enumerate(load("loo").quiz) if q.id == "q_dealer_lone_stander")
    at = app("loo:quiz", loo__quiz_start=k)
    qs = at.session_state["loo:quiz"]
    q = qs.current
    _answer(at, f"loo:quiz:{qs.index}:{qs.attempt}", q, right=False)
    fb = qs.feedback
    missed = {r.id for r in fb.missed}
    got = _evidence("quiz")
    assert got and all(g == "loo" for g, _, _ in got)
    assert {r for _, r, _ in got} >= set(question_rules(q))
    assert missed and {r for _, r, c in got if c == 0} == missed
    assert {r for _, r, c in got if c == 1} == {r.id for r in fb.kept}
    assert {r.id for r in fb.kept} == {r.id for r in fb.rules} - missed  # (each shown here)
    memory = RuleMemory(Progress())
    code = at.session_state["learner"]
    soon = time.time() + 5 * 60  # Again: back within minutes (FSRS's learning steps)
    assert {d.rule for d in memory.due(code, soon)} == missed


def test_a_card_refused_in_play_is_a_lapse_on_the_rule_that_refuses_it(app: OpenApp) -> None:
    at = app("loo:play")
    t = at.session_state["loo:table"]
    t.state = t.start = from_dict(HEAD_THE_TRICK, "test").state
    t.pause, t.message = False, None
    at.run()
    refused = [r.rule.id for r in REGISTRY.get("loo").explain(t.state, _play("3S"))]
    assert refused
    play_card(at, "loo", "3S")
    assert _evidence("play") == [("loo", r, 0) for r in refused]
    play_card(at, "loo", "KS")  # a legal card is played: no evidence either way
    assert len(_evidence("play")) == len(refused)


def _play(code: str) -> Any:
    from engine.cards import Card
    from engine.game import Action

    return Action("play", Card.parse(code))


# ---- the Review page --------------------------------------------------------------------------------
def test_review_with_nothing_met_says_where_rules_come_from(app: OpenApp) -> None:
    at = app("review")
    assert at.title[0].value == "Review"
    assert any("Nothing to review yet" in i.value for i in at.info)
    assert metrics(at)[0].value == "0"
    # "Practise meanwhile": every game's Quiz in the Home page's order, row after row, which
    # is also the order a phone stacks them in (the columns filled in turn read down each
    # column there: Loo, Rounce, Forty-Five, Irish Loo, ...)
    links = [e.proto.label for e in at.get("page_link")]
    assert links == [f"{g.name}: Quiz" for g in REGISTRY]


def missed_then_review(app: OpenApp, question: str = "q_cannot_head") -> tuple[AppTest, Question]:
    """Loo's lesson ``question`` answered wrongly on the Quiz page, every rule card made due,
    and the Review page opened: the page, and the question missed."""
    k = next(i for i, q in enumerate(load("loo").quiz) if q.id == question)
    at = app("loo:quiz", loo__quiz_start=k, review__seed=3)
    qs = at.session_state["loo:quiz"]
    missed = qs.current
    _answer(at, f"loo:quiz:{qs.index}:{qs.attempt}", missed, right=False)
    _make_all_due()
    go(at, "review")
    return at, missed


def test_review_asks_a_due_rule_and_reschedules_it(app: OpenApp) -> None:
    at, _ = missed_then_review(app)
    rs = at.session_state["review"]
    assert rs.asked is not None and rs.rule in rs.asked.rules
    due_before = int(metrics(at)[0].value)
    assert due_before > 0
    _answer(at, f"review:{rs.quiz.index}:{rs.quiz.attempt}", rs.asked.question, right=True)
    assert at.success, "the verdict"
    assert "Rules reviewed" in markdown(at)
    reviewed = _evidence("review")
    assert reviewed and all(c == 1 for *_, c in reviewed)
    assert rs.rule in {r for _, r, _ in reviewed}
    # the rule answered rightly is no longer due; the answer also counts as a quiz answer
    code = at.session_state["learner"]
    memory = RuleMemory(Progress())
    assert rs.rule not in {d.rule for d in memory.due(code)}
    assert Progress().kind_stats(code, "loo")[rs.asked.question.kind].answered == 2
    click(at, "review:next")
    assert int(metrics(at)[0].value) < due_before


def test_review_serves_every_game_in_the_registry() -> None:
    # a rule of each game that some question touches gets a question (curated or generated),
    # so a game added to the registry is reviewed with no edit
    for game in REGISTRY:
        rules = [r for a in curated_bank(game.id) for r in sorted(a.rules)]
        if not rules:
            q = practice(game.id, seed=1, kind="legal_cards")
            rules = list(question_rules(q))
        assert rules, game.id
        asked = question_for(game, rules[0])
        assert asked is not None and rules[0] in asked.rules, game.id


@pytest.mark.parametrize("correct", [True, False])
def test_status_follows_the_fsrs_card(correct: bool) -> None:
    t0 = 1_800_000_000.0
    card = review(None, correct, t0)
    assert status(None, t0) == "never"
    assert status(card, t0) == "learning"
    assert status(card, card.due.timestamp()) == "due"
    for _ in range(6):  # right again each time it falls due: the interval grows past a week
        card = review(card, True, card.due.timestamp())
    assert status(card, card.due.timestamp() - 1) == "mastered"


def test_review_asks_each_games_due_rule_under_the_learners_reading(app: OpenApp) -> None:
    """Every registered game: a rule missed (here in a generated question of the kind that
    cites it most) comes back on the Review page as a question of that game touching it,
    checked by the engine; Sixty-Six's generated questions are dealt under the reading the
    learner chose (German practice), not the default. (The miss was a Play refusal until the
    page's new deals went to the kinds where the rule was met: Play refuses no card by a
    settlement rule such as Spoil Five's three_tricks, which a refusal sent to card questions.)"""
    at = app("review", review__seed=5)
    code = at.session_state["learner"]
    memory = RuleMemory(Progress())
    german = "strict_second_phase_german_practice"
    at.session_state["sixty_six:settings"] = {"variant": german, "options": {}}
    for game in REGISTRY:
        with _db() as db:  # only this game's rule is due
            db.execute("DELETE FROM rule_cards")
            db.execute("DELETE FROM rule_evidence")
        rule, kind = _generated_rule(game.id, german if game.id == "sixty_six" else None)
        memory.record(code, game.id, [rule], False, "quiz", f"practice-{kind}-1")
        _make_all_due()
        rs = at.session_state["review"]
        rs.asked, rs.done = None, list(a.question.id for a in curated_bank(game.id))
        at.run()
        assert not at.exception, at.exception
        assert rs.game == game.id and rs.asked is not None and rule in rs.asked.rules, game.id
        assert f"**{game.name}**" in markdown(at)
        if not rs.asked.curated and game.id == "sixty_six":
            assert rs.asked.question.state.opts.variant == german
        if game.id == "sixty_six":  # answered once: the page is the same for every game
            base = f"review:{rs.quiz.index}:{rs.quiz.attempt}"
            _answer(at, base, rs.asked.question, right=True)
            assert at.success and "Rules reviewed" in markdown(at)
            click(at, "review:next")


def _generated_rule(game_id: str, variant: str | None) -> tuple[str, str]:
    """The rule that generated questions of the game touch most often (seeds 1-9, every kind),
    and the kind that touches it most: one the Review page finds a question for within its
    budget of new deals (Spoil Five's trick_winner, cited since 26aa48f only where no card
    order decided the trick, came up in none of the six deals the page tried)."""
    seen: Counter[str] = Counter()
    by_kind: Counter[tuple[str, str]] = Counter()
    for seed in range(1, 10):
        for kind in REGISTRY.get(game_id).quiz_kinds:
            rules = question_rules(practice(game_id, seed=seed, variant=variant, kind=kind))
            seen.update(rules)
            by_kind.update((r, kind) for r in rules)
    if not seen:
        raise AssertionError(f"{game_id}: no generated question touches a rule")
    rule = min(seen, key=lambda r: (-seen[r], r))
    return rule, max((k for r, k in by_kind if r == rule), key=lambda k: by_kind[rule, k])


def test_generated_questions_follow_the_reading_asked_for() -> None:
    game = REGISTRY.get("sixty_six")
    german = "strict_second_phase_german_practice"
    q = practice("sixty_six", seed=1, variant=german, kind="legal_cards")
    rule = sorted(question_rules(q))[0]
    curated = [a.question.id for a in curated_bank(game.id)]
    asked = question_for(game, rule, avoid=curated, seed=1, kinds=["legal_cards"], variant=german)
    assert asked is not None and not asked.curated
    assert asked.question.state.opts.variant == german
    plain = question_for(game, rule, avoid=curated, seed=1, kinds=["legal_cards"])
    assert plain is not None and plain.question.state.opts.variant == game.default_variant


def test_review_asks_a_missed_rule_on_another_position(app: OpenApp) -> None:
    """A question answered wrongly in Quiz, its answer shown: when its rules fall due, Review
    asks them on another position (another lesson question or a new deal), not the same one."""
    at, missed = missed_then_review(app, load("loo").quiz[0].id)
    rs = at.session_state["review"]
    assert rs.asked is not None and rs.rule in question_rules(missed)
    assert rs.asked.question.id != missed.id, f"{missed.id} asked again on {rs.rule}"
    assert rs.rule in rs.asked.rules
