"""Quiz details (issue 7, finding 7) under AppTest: the learner's seat stays put, an empty
answer is not a try, feedback shows right / missed / wrongly chosen cards apart and explains
the rule missed, and the amounts form speaks the game's own words."""

from __future__ import annotations

import re
from collections.abc import Callable

from apptools import captions, markdown, metrics
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.cards import CARDS
from engine.quiz import Question
from lessons import load
from ui.progress import Progress

OpenApp = Callable[..., AppTest]
BOTTOM = re.compile(r'data-seat="(\d+)" data-place="bottom"')


def _open_at(app: OpenApp, game: str, qid: str) -> tuple[AppTest, Question]:
    k = next(i for i, q in enumerate(load(game).quiz) if q.id == qid)
    at = app(f"{game}:quiz", **{f"{game}__quiz_start": k})
    q = at.session_state[f"{game}:quiz"].current
    assert q is not None and q.id == qid
    return at, q


def _base(at: AppTest, game: str) -> str:
    qs = at.session_state[f"{game}:quiz"]
    return f"{game}:quiz:{qs.index}:{qs.attempt}"


def _tick(at: AppTest, game: str, codes: list[str]) -> None:
    base = _base(at, game)
    for box in at.checkbox:
        if box.key.startswith(f"{base}:card:"):
            box.check() if box.key.rsplit(":", 1)[1] in codes else box.uncheck()
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception


def _bottom(at: AppTest) -> list[str]:
    return BOTTOM.findall(markdown(at))


def test_the_learners_seat_stays_at_the_bottom_between_asking_and_feedback(
    app: OpenApp,
) -> None:
    # P2 is to play: before the fix the table put P0 at the bottom while asking and turned
    # to P2 for the feedback
    at, q = _open_at(app, "sixty_six", "q_four_overtrump")
    assert _bottom(at) == ["2"]
    _tick(at, "sixty_six", ["8C"])
    assert at.error and at.error[0].value.startswith("Not quite")
    assert _bottom(at) == ["2"]


def test_check_with_nothing_ticked_is_not_a_try(app: OpenApp) -> None:
    at, q = _open_at(app, "loo", "q_cannot_head")
    _tick(at, "loo", [])
    assert at.warning and "at least one" in at.warning[0].value
    assert not at.error and not at.success  # no verdict
    assert at.session_state["loo:quiz"].scored == {}  # and no score
    assert metrics(at)[0].value == "0 / 0"
    _tick(at, "loo", ["3S", "8S"])
    assert at.success and metrics(at)[0].value == "1 / 1"
    # the answer is written after its verdict is drawn (issue 12, part 5), once, and only then
    # called saved
    assert [c.value for c in at.caption].count("Saved to your progress.") == 1
    me = at.session_state["learner"]
    assert Progress().kind_stats(me, "loo")["legal_cards"].answered == 1
    at.run()
    assert Progress().kind_stats(me, "loo")["legal_cards"].answered == 1


def test_feedback_shows_right_missed_and_wrong_cards_apart_and_explains_each(
    app: OpenApp,
) -> None:
    # legal: 3♠ 8♠. Tick 8♠ (right) and A♦ (wrong), leave out 3♠ (missed)
    at, q = _open_at(app, "loo", "q_cannot_head")
    _tick(at, "loo", ["8S", "AD"])
    text = markdown(at)
    states = dict(re.findall(r'data-card="(\w+)" data-state="(\w+)"', text))
    assert states["8S"] == "right" and states["3S"] == "missed" and states["AD"] == "wrong"
    # the "why" names the card chosen wrongly with its rule, and the allowed card left out
    assert "You chose :red[A♦], but it is not allowed, because you must follow suit" in text
    assert "You left out 3♠: it is allowed here too" in text
    assert any("left out (3♠)" in c for c in captions(at))  # the key to the three looks


def test_sixty_six_game_points_form_speaks_of_game_points_not_counters(app: OpenApp) -> None:
    at, q = _open_at(app, "sixty_six", "q_gp_claim_33")
    text = markdown(at)
    assert "game points each player scores this hand" in text  # two-hand: each alone
    assert "1 1/3" not in text and "received" not in text
    at_loo, _ = _open_at(app, "loo", "q_simple_looed")
    assert "red counters" in markdown(at_loo) and "1 1/3" in markdown(at_loo)


def test_forty_five_points_form_says_deal_as_the_game_does(app: OpenApp) -> None:
    """Seen at 1400 px, /?game=forty_five&question=q_odd_trick: under 'The deal is over. How
    many points does each side score in it?' and a table 'before this deal', the form said
    'Write the points each one scores this hand', Sixty-Six's word (seed 002: 'one side or the
    other must win three tricks every deal'). The word is the game's (Game.deal_word)."""
    at, _ = _open_at(app, "forty_five", "q_odd_trick")
    text = markdown(at)
    assert "Write the points each side scores this deal:" in text  # as its prompt asks
    assert "this hand" not in text


def test_game_points_question_does_not_show_the_score_after_the_hand(app: OpenApp) -> None:
    at, q = _open_at(app, "sixty_six", "q_gp_claim_33")
    text = markdown(at)
    assert "after this hand" not in text and "before this hand" in text
    base = _base(at, "sixty_six")
    at.text_input(key=f"{base}:amt:P0").input("0")
    at.text_input(key=f"{base}:amt:P1").input("1")
    at.button(key=f"{base}:check").click().run()
    assert at.success  # and once answered, the table may show it
    assert "after this hand" in markdown(at)


def test_a_wrong_answer_names_the_rule_missed_even_when_it_forbids_nothing(
    app: OpenApp,
) -> None:
    # every card may be played while the stock lasts: no refusal to cite, so the feedback
    # cites the rule that frees the play (the engine's ground, sixty_six.free_play; the lesson
    # step's rule, once cited, is not repeated) and names each card left out
    at, q = _open_at(app, "sixty_six", "q_free_play")
    _tick(at, "sixty_six", ["QS"])
    text = markdown(at)
    assert "The stock is not exhausted: you need not follow suit" in text
    assert "you do not have to follow suit" in text
    assert "The rule this question tests" not in text
    # the cards left out named together, on one line
    left = next(x for x in text.splitlines() if "You left out " in x)
    for card in ("9♣", ":red[A♥]", ":red[J♦]"):
        assert card in left, left


def test_a_wrong_answer_names_its_step_without_calling_its_passage_the_rule(
    app: OpenApp,
) -> None:
    # quiz audit: Five-card Loo's q_trumped (who wins a trick a void player trumped) cites
    # five_card_loo.trick_winner; its step, 'No card of the suit led? Trump', quotes the duty
    # to trump, and a wrong pick read 'The rule this question tests (Learn: ...)' over that
    # duty's passage. The step is named as where the lesson teaches it, its passage not quoted
    at, q = _open_at(app, "five_card_loo", "q_trumped")
    base = _base(at, "five_card_loo")
    pick = next(p for p in q.choices() if p != q.solve())
    at.radio(key=f"{base}:winner").set_value(pick)
    at.button(key=f"{base}:check").click().run()
    text = markdown(at)
    assert "highest trump wins the trick" in text  # the rule cited, from the engine
    assert "The rule this question tests" not in text
    assert "must trump or over-trump if he can" not in text
    assert (
        "**Where the lesson teaches it:** Learn, \u201cNo card of the suit led? Trump\u201d" in text
    )


def test_a_wrong_answer_lists_the_right_cards_as_a_sentence_does(app: OpenApp) -> None:
    # Rounce's q_follow (learner walk): P2 holds 2♥ K♥ 5♠ 9♣ J♦ and must follow the 8♥. Its
    # verdict read 'The right answer: K♥ 2♥.' and its key '(K♥ 2♥)' under the refusal's 'you
    # hold K♥ and 2♥'; the cards in the order the table draws the hand
    at, q = _open_at(app, "rounce", "q_follow")
    _tick(at, "rounce", ["5S", "9C", "JD"])
    red = ":red[K♥] and :red[2♥]"
    assert at.error[0].value.startswith(f"Not quite. The right answer: {red}.")
    key = next(c for c in captions(at) if c.startswith("On the table:"))
    assert f"allowed, but left out ({red})" in key, key
    assert "chosen, but not allowed (5♠, 9♣ and :red[J♦])" in key, key


def test_a_wrong_trick_winner_names_the_learner_s_pick(app: OpenApp) -> None:
    # a teacher's walk: 'Not quite. The right answer: P3 with 4♣.' did not say whom the
    # learner had picked; the page and the notebook widget share the engine's words
    from ui.widgets import feedback_text

    q = next(q for q in load("loo").quiz if q.kind == "trick_winner")
    at, _ = _open_at(app, "loo", q.id)
    plays = dict(q.shown_trick())
    pick = next(p for p in q.choices() if p != q.solve())
    base = _base(at, "loo")
    at.radio(key=f"{base}:winner").set_value(pick)
    at.button(key=f"{base}:check").click().run()
    said = f"Not P{pick} ({CARDS[plays[pick]].pretty}). The right answer: "
    shown = re.sub(r":red\[([^\]]*)\]", r"\1", at.error[0].value)  # red cards coloured
    assert shown.startswith(said), shown
    assert feedback_text(q.check(f"P{pick}")).startswith(said)
