"""Learn by doing: each decision step ends with a task the engine checks, stars by tries,
chapters with their progress, resuming where the learner left off, and the way on to Quiz and
Play from the last step. The answers always come from the engine (the task's question), never
from this file."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from apptools import click, markdown, open_step, pictures, step_title
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY, play
from engine.rules import Rule
from lessons import available, load
from lessons.tasks import chapters, stars, task_for
from ui.pages import has
from ui.progress import Progress

OpenApp = Callable[..., AppTest]
LEARNER = "learnertest0001"


def _open_step(app: OpenApp, game_id: str, step_id: str, learner: str = LEARNER) -> AppTest:
    return open_step(app(f"{game_id}:learn", learner=learner), game_id, step_id)


def _wrong_card(game_id: str, step_id: str) -> str:
    task = task_for(load(game_id).step(step_id))
    assert task is not None
    wrong = [a.card for a in task.choices() if a.kind == "play" and a.card not in task.answer()]
    assert wrong, "the step needs a card the rules forbid"
    return str(wrong[0].code)


def _right_card(game_id: str, step_id: str) -> str:
    task = task_for(load(game_id).step(step_id))
    assert task is not None
    return str(CARDS[int(sorted(task.answer())[0])].code)


def _picture(at: AppTest) -> str:
    """The drawn table (the step's prose may name the answer: it teaches it)."""
    tables = [html for html in pictures(at) if 'aria-label="card table"' in html]
    assert tables
    return "\n".join(tables)


def _stars_shown(at: AppTest) -> str:
    return " ".join(s.value for s in at.success)


# ---- the unit: every decision step of every lesson has a task the engine answers ------------
@pytest.mark.parametrize("game_id", available())
def test_every_decision_step_yields_a_task_the_engine_answers(game_id: str) -> None:
    lesson = load(game_id)
    decisions = [s for s in lesson.steps if s.show in ("legal", "trick_winner", "declare")]
    assert decisions
    for step in decisions:
        task = task_for(step)
        assert task is not None, step.id
        g, s = task.question.game, task.question.state
        answer = task.answer()
        if task.kind == "legal_cards":
            legal = {str(a) for a in g.legal_actions(s)}
            offered = [str(a) for a in task.choices()]
            # every move the engine allows or refuses, once each, but the kinds no step has
            # taught yet (lessons.tasks.held_kinds); when a card is to be played, every
            # card in hand (each allowed or refused)
            moves = [*g.legal_actions(s), *(r.action for r in g.refusals(s))]
            assert all(k != "play" for k in task.held), step.id
            assert set(offered) == {str(a) for a in moves if a.kind not in task.held}, step.id
            hand = {str(play(c)) for c in range(52) if s.hands[s.to_move] >> c & 1}
            if any(a.kind == "play" for a in g.legal_actions(s)):
                assert hand <= set(offered), step.id
            assert len(offered) == len(set(offered)) and task.legal_moves() == legal, step.id

            # the verdict cites what the engine gives for the move, but a rule a later step
            # teaches first (Task.later: Rams' 'follow' and heading); it still says why
            def cited(rules: list[Rule], later: frozenset[str] = task.later) -> list[Rule]:
                return [r for r in dict.fromkeys(rules) if r.id not in later]

            for a in task.choices():  # right exactly when the engine allows it
                result = task.try_answer(a)
                assert result.correct == (str(a) in legal), (step.id, str(a))
                if result.correct:
                    grounds = g.grounds(s, a)
                    assert result.rules == cited([r.rule for r in grounds])
                    assert result.reasons == [r.reason for r in grounds], step.id
                    continue
                refused = g.explain(s, a)
                assert result.rules == cited([r.rule for r in refused])
                assert result.reasons, step.id
                # the move is on offer: refused by a rule, not "not on offer"
                assert set(refused) <= set(g.refusals(s)), step.id
            for card in answer:  # a card's code still answers for its play
                assert task.try_answer(card.code).correct, step.id
        elif task.kind == "trick_winner":
            assert answer == s.history[-1][1], step.id
            assert task.try_answer(answer).correct
            for p in task.choices():
                if p != answer:
                    wrong = task.try_answer(p)
                    assert not wrong.correct and wrong.reasons
                    rule = g.trick_winner_rule(s)
                    assert wrong.rules == [rule] * (rule.id not in task.later)
        else:
            # the engine's allowed words, but those of a kind no step has taught yet
            words = {g.action_word(a) for a in g.legal_actions(s) if a.kind not in task.held}
            assert answer == words & set(g.declaration_words), step.id
            assert not {g.word_action(w).kind for w in task.choices()} & set(task.held)
            assert task.try_answer(sorted(answer)).correct, step.id
            for w in task.choices():  # one wrong tick: the engine says why
                if w not in answer:
                    result = task.try_answer([w])
                    assert not result.correct and result.reasons[0].startswith(f"you chose {w}")
    for step in lesson.steps:
        if step.show not in ("legal", "trick_winner", "declare"):
            assert task_for(step) is None, step.id


def test_stars_by_tries() -> None:
    assert [stars(n) for n in (1, 2, 3, 4)] == [3, 2, 1, 1]


def test_a_chapter_field_is_optional_and_carried_on() -> None:
    for game_id in available():
        lesson = load(game_id)
        parts = chapters(lesson)
        if game_id in ("loo", "sixty_six"):  # written with chapters; a new lesson may have one
            assert len(parts) >= 3, game_id
        assert [sid for c in parts for sid in c.steps] == [s.id for s in lesson.steps]
        assert len({c.title for c in parts}) == len(parts)  # each chapter's steps together


# ---- the page ---------------------------------------------------------------------------------
def test_a_task_done_at_the_first_try_earns_three_stars(app: OpenApp) -> None:
    at = _open_step(app, "loo", "follow_head")
    picture = _picture(at)
    # the task's picture lights nothing: no legal card is given away
    assert 'data-state="legal"' not in picture and 'data-state="illegal"' not in picture
    assert "Play a card the rules allow" in markdown(at)
    click(at, f"loo:learn:try:{_right_card('loo', 'follow_head')}")
    assert "★★★ (3 of 3 stars)" in _stars_shown(at)
    text = markdown(at)
    assert 'data-state="legal"' in text  # now the position is shown with its answer
    assert Progress().learn_done(LEARNER, "loo")["follow_head"] == 3


def test_a_wrong_try_names_the_rule_then_the_right_one_earns_two_stars(app: OpenApp) -> None:
    at = _open_step(app, "loo", "follow_head")
    wrong = _wrong_card("loo", "follow_head")
    click(at, f"loo:learn:try:{wrong}")
    assert at.error and "may not be played" in at.error[0].value
    text = " ".join(markdown(at).split())
    task = task_for(load("loo").step("follow_head"))
    assert task is not None
    refusal = task.try_answer(wrong)
    for rule in refusal.rules:  # the rule that forbids the card, with its source
        assert " ".join(rule.quote.split())[:40] in text
    assert "head the trick" in text
    assert not at.success  # not done yet, and still no answer lit
    assert 'data-state="legal"' not in markdown(at)
    click(at, f"loo:learn:try:{_right_card('loo', 'follow_head')}")
    assert "★★☆ (2 of 3 stars)" in _stars_shown(at)
    assert Progress().learn_done(LEARNER, "loo")["follow_head"] == 2


def test_the_trick_winner_task_hides_the_winner_until_answered(app: OpenApp) -> None:
    at = _open_step(app, "sixty_six", "trick_winner")
    picture = _picture(at)
    assert " wins" not in picture and 'data-state="marked"' not in picture
    task = task_for(load("sixty_six").step("trick_winner"))
    assert task is not None
    loser = next(p for p in task.choices() if p != task.answer())
    click(at, f"sixty_six:learn:try:P{loser}")
    assert at.error and "does not take this trick" in at.error[0].value
    click(at, f"sixty_six:learn:try:P{task.answer()}")
    assert "(2 of 3 stars)" in _stars_shown(at)
    assert 'data-state="marked"' in markdown(at)


def test_a_declaring_task_ticks_the_allowed_declarations(app: OpenApp) -> None:
    at = _open_step(app, "loo", "defend")
    task = task_for(load("loo").step("defend"))
    assert task is not None
    click(at, "loo:learn:check")  # nothing ticked: not a try
    assert at.warning and not at.error
    for w in task.answer():
        at.checkbox(key=f"w:loo:learn:tick:defend:0:{w}").check()
    at.run()
    click(at, "loo:learn:check")
    assert "(3 of 3 stars)" in _stars_shown(at)


def test_chapters_are_shown_with_their_progress_and_can_be_jumped_to(app: OpenApp) -> None:
    lesson = load("loo")
    parts = chapters(lesson)
    at = app("loo:learn", learner=LEARNER)

    def labels() -> list[str]:
        return [b.label for b in at.button if b.key and b.key.startswith("loo:learn:chapter:")]

    # the list is drawn only while its expander is open (a step's click sends less)
    assert f"Chapter 1 of {len(parts)}: {parts[0].title}" in [e.label for e in at.expander]
    assert labels() == []
    at.session_state["loo:learn:chapters"] = {"open": True}  # as opening it does
    at.run()
    assert labels() == [f"{k + 1}. {c.title}" for k, c in enumerate(parts)]
    captions = " ".join(c.value for c in at.caption)
    assert "0 of " in captions and "stars" in captions
    k, target = next((k, c) for k, c in enumerate(parts) if c.title == "Playing to a trick")
    click(at, f"loo:learn:chapter:{k}")
    assert step_title(at) == lesson.steps[target.first].title
    click(at, f"loo:learn:try:{_right_card('loo', target.steps[0])}")
    won = sum(3 for sid in target.steps[:1])
    most = 3 * sum(task_for(lesson.step(s)) is not None for s in target.steps)
    captions = " ".join(c.value for c in at.caption)
    assert f"1 of {len(target.steps)} steps done · ★ {won} of {most} stars" in captions


def test_a_read_step_is_done_by_next(app: OpenApp) -> None:
    lesson = load("loo")
    at = app("loo:learn", learner=LEARNER)
    assert task_for(lesson.steps[0]) is None
    assert lesson.steps[0].id not in Progress().learn_done(LEARNER, "loo")
    click(at, "loo:learn:next:bottom")
    assert Progress().learn_done(LEARNER, "loo")[lesson.steps[0].id] == 0


def test_a_new_session_resumes_at_the_step_and_keeps_the_stars(app: OpenApp) -> None:
    lesson = load("loo")
    at = _open_step(app, "loo", "follow_head")
    click(at, f"loo:learn:try:{_right_card('loo', 'follow_head')}")
    click(at, "loo:learn:next:bottom")
    after = lesson.steps[lesson.index("follow_head") + 1]
    assert step_title(at) == after.title
    fresh = app("loo:learn", learner=LEARNER)  # a new session, the same learner
    assert step_title(fresh) == after.title
    click(fresh, "loo:learn:back:top")
    assert step_title(fresh) == lesson.step("follow_head").title
    assert "You did this task before: ★★★ (3 of 3 stars)" in _stars_shown(fresh)
    # another learner starts at the beginning
    other = app("loo:learn", learner="someoneelse0002")
    assert step_title(other) == lesson.steps[0].title


def test_doing_a_task_again_never_lowers_its_stars(app: OpenApp) -> None:
    at = _open_step(app, "loo", "follow_head")
    click(at, f"loo:learn:try:{_right_card('loo', 'follow_head')}")
    click(at, "loo:learn:again")
    click(at, f"loo:learn:try:{_wrong_card('loo', 'follow_head')}")
    click(at, f"loo:learn:try:{_right_card('loo', 'follow_head')}")
    assert "(2 of 3 stars)" in _stars_shown(at)
    assert Progress().learn_done(LEARNER, "loo")["follow_head"] == 3


@pytest.mark.parametrize("game_id", available())
def test_the_last_step_points_to_quiz_and_play(app: OpenApp, game_id: str) -> None:
    lesson = load(game_id)
    at = app(f"{game_id}:learn", learner=LEARNER)
    at.selectbox(key=f"w:{game_id}:learn:jump").set_value(len(lesson.steps) - 1).run()
    links = at.get("page_link")
    targets = [link.proto.page for link in links]
    labels = [link.proto.label for link in links]
    game = REGISTRY.get(game_id)
    assert any(t.endswith(f"{game_id}-quiz") for t in targets), targets
    assert f"Quiz: {game.name}" in labels
    if has(game, "play"):  # a game whose table the app can deal (not every new game yet)
        assert any(t.endswith(f"{game_id}-play") for t in targets), targets
        assert f"Play {game.name}" in labels
    assert "test yourself on new positions" in markdown(at)


def test_an_older_database_keeps_its_rows_and_resumes_at_the_last_step(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(
        "CREATE TABLE steps (learner TEXT NOT NULL, game TEXT NOT NULL, step TEXT NOT NULL, "
        "at REAL NOT NULL, PRIMARY KEY (learner, game, step));"
        "INSERT INTO steps VALUES ('oldlearner01', 'loo', 'deal', 1), "
        "('oldlearner01', 'loo', 'widow', 3), ('oldlearner01', 'loo', 'ante', 2);"
    )
    db.commit()
    db.close()
    store = Progress(path)
    assert store.steps_seen("oldlearner01", "loo") == {"deal", "widow", "ante"}
    assert store.learn_place("oldlearner01", "loo") == "widow"
    assert store.learn_done("oldlearner01", "loo") == {}
    store.set_learn_place("oldlearner01", "loo", "ante")
    assert Progress(path).learn_place("oldlearner01", "loo") == "ante"
