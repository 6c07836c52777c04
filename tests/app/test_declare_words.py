"""A declaration question's verdict and reasons name each declaration as its button does, in
quotes ("you chose “Bid 1”", "The right answer: “Stand”, “Take the widow”"), and keep the
engine's own lines: the bid's number and what the learner left out. The verdict is said as
the Quiz page says it (ui.labels.in_box_words: its answer's moves, engine.quiz.Feedback's
``verdict``, by their boxes)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from apptools import open_step
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401  (registers the games' page words)
from engine.game import Action, Game
from engine.quiz import practice
from lessons import load
from ui.labels import box_names, in_box_words, word_labels
from ui.pages.common import reasons
from ui.play_table import action_label, quoted


def test_bids_keep_their_numbers_and_the_left_out_lines() -> None:
    q = practice("napoleon", 3, kind="declare", level=1)
    fb = q.check("bid 1")
    lines = reasons(q.game, "declare", q.state, fb.said)
    said = "You chose \u201cBid 1\u201d, but it is not allowed, because "
    assert lines[0].startswith(said), lines
    # the choices left out said together, on one line
    left = [x for x in lines if x.startswith("You left out ")]
    assert len(left) == 1 and "\u201cBid 2\u201d" in left[0], lines
    msg = in_box_words(q.game, q, fb)
    assert "\u201cPass\u201d" in msg and "\u201cNap (all 5)\u201d" in msg and " bid 2" not in msg


def test_loo_words_are_its_buttons() -> None:
    q = practice("loo", 0, kind="declare", level=1)
    fb = q.check("stand")
    msg = in_box_words(q.game, q, fb)
    assert "\u201cTake the widow\u201d" in msg and "widow," not in msg


def test_a_label_with_its_own_quotes_is_not_quoted_again() -> None:
    # a question asking the dealer's "Auf" (the first of the seeds asking it)
    asked = (practice("bierspiel", seed, kind="declare", level=1) for seed in range(60))
    q = next(q for q in asked if q.game.legal_actions(q.state) == [Action("auf")])
    msg = in_box_words(q.game, q, q.check("auf"))
    assert "Say \u201cAuf\u201d" in msg and "\u201cSay" not in msg


def test_a_task_names_its_moves_in_the_games_words() -> None:
    """Learn's task prompt: "Name trumps", not the engine's kind "Trump"."""
    from lessons.tasks import task_for
    from ui.tables import game_ui

    for gid, step, said in (
        ("napoleon", "name_trump", "You are P1. Name trumps: choose one move"),
        ("sixty_six", "three_deal", "Play a card, or meld, close the stock or claim 66:"),
    ):
        task = task_for(load(gid).step(step))
        assert task is not None
        assert said in task.worded(game_ui(gid).action_verbs), task.worded(
            game_ui(gid).action_verbs
        )


def test_napoleon_names_its_question_kinds_as_bids() -> None:
    from ui.format import kind_label
    from ui.tables import game_ui

    own = game_ui("napoleon").kind_labels
    assert kind_label("declare", own) == "Which bids or trumps are allowed?"
    assert kind_label("bid_estimate", own) == "What would you bid?"
    assert kind_label("declare", game_ui("loo").kind_labels) == "Which declarations are allowed?"


def test_a_declaration_box_says_what_plays_button_says_at_that_position(
    app: Callable[..., AppTest],
) -> None:
    """Bierspiel's eldest, the dealer having passed, keeps his hand or takes up the trump: Play's
    button says "Keep my hand" there, so Learn's and Quiz's tick boxes say it too, not the kind's
    word elsewhere ("Play", to play a hand). Reported by the Bierspiel walk."""
    gid = "bierspiel"
    step = load(gid).step("eldest_takes")
    assert step.scenario is not None
    g, s = step.scenario.game, step.scenario.state
    keep = action_label(g, s, Action("stand"))
    assert keep == "Keep my hand"
    assert word_labels(g, s)["stand"] == keep
    # a move's words naming a card stay out of a word box (it would be coloured as a red card)
    six = load("sixty_six").step("exchange").scenario
    assert six is not None
    assert word_labels(six.game, six.state)["exchange"] == "Exchange the 9 of trumps"
    at = open_step(app(f"{gid}:learn"), gid, "eldest_takes")
    assert at.checkbox(key=f"w:{gid}:learn:tick:eldest_takes:0:stand").label == keep
    k = next(i for i, q in enumerate(load(gid).quiz) if q.id == "q_eldest")
    at = app(f"{gid}:quiz", **{f"{gid}__quiz_start": k})
    qs = at.session_state[f"{gid}:quiz"]
    assert qs.current.id == "q_eldest"
    box = at.checkbox(key=f"{gid}:quiz:{qs.index}:{qs.attempt}:decl:stand")
    assert box.label == keep
    # the verdict names both as their boxes do, "rob" (one move per card put out) too
    asked = qs.current
    msg = in_box_words(g, asked, asked.check(["pass"], box_names(g, asked)))
    assert f"\u201c{keep}\u201d" in msg and "\u201cTake up the trump\u201d" in msg, msg


def test_learns_reasons_name_declarations_as_the_quiz_does(app: Callable[..., AppTest]) -> None:
    """A wrong declaration on Learn: the reasons name each declaration as its box does, as the
    Quiz's do; a rule's own sentence says the moves in words ('or keep your hand'), neither
    the engine's word in brackets ('(stand)') nor the box's ('(“Keep my hand”)')."""
    gid = "bierspiel"
    at = open_step(app(f"{gid}:learn"), gid, "eldest_takes")
    at.checkbox(key=f"w:{gid}:learn:tick:eldest_takes:0:pass").check().run()
    at.button(key=f"{gid}:learn:check").click().run()
    text = "\n".join(m.value for m in at.markdown)
    assert "You chose \u201cPass\u201d, but it is not allowed" in text, text
    assert "or keep your hand" in text, text
    assert "(\u201cKeep my hand\u201d)" not in text and "(stand)" not in text, text


def test_a_rules_own_sentence_keeps_its_words() -> None:
    """The button's words name the learner's choices, not the words of a rule's sentence:
    Rounce's refusal read "only the dealer may “Rob the trump” the trump card" and "you
    “Discard” only from the “Take the widow”'s six cards", Napoleon's "P2 has “Bid 3”: a bid
    must be higher" (Quiz, learner walk). Every choice ticked, each refusal's reason is said
    as the engine wrote it, and the choices are still named by their buttons."""
    for gid, qid in (("rounce", "q_declare"), ("napoleon", "q_may_bid")):
        q = next(x for x in load(gid).quiz if x.id == qid)
        # the refusals of the boxes offered (Rounce's rams, no move of the game, has none)
        offered = {str(w) for w in q.choices()}
        refused = [
            r
            for r in q.game.refusals(q.state)
            if r.action.kind != "play" and q.game.action_word(r.action) in offered
        ]
        assert refused, qid
        everything = [str(a) for a in q.game.legal_actions(q.state)] + [
            str(r.action) for r in refused
        ]
        fb = q.check(everything)
        lines = reasons(q.game, "declare", q.state, fb.said)
        said = "\n".join(lines)
        for r in refused:
            assert r.reason in said, (r.reason, lines)
            assert quoted_label(q.game, q.state, r.action) in said, lines


def quoted_label(game: Game[Any], state: Any, action: Action) -> str:
    return quoted(action_label(game, state, action))
