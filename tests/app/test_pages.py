"""The Streamlit pages under AppTest: home, Learn, Quiz, Play, Rules and Progress."""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest
from apptools import (
    captions,
    check_replay,
    click,
    go,
    headings,
    home_boxes,
    html_table,
    markdown,
    menu,
    metrics,
    open_box,
    play_card,
    step_title,
)
from deals import HEAD_THE_TRICK
from pool_pages import WALKED, answer
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import Card
from engine.game import REGISTRY
from engine.games.loo import LOO
from engine.quiz import Question
from engine.scenario import from_dict
from lessons import available, load
from lessons.tasks import task_for
from ui.format import amount, red_html, red_suits
from ui.pages import _KINDS, addresses, play
from ui.pages.common import PAGES
from ui.pages.rules import book_tab_key
from ui.tables import GAME_UI

OpenApp = Callable[..., AppTest]


# ---- home -------------------------------------------------------------------------------------
def test_home_lists_every_registered_game(app: OpenApp) -> None:
    at = app()
    assert at.title[0].value == "Trickbook"
    boxes = home_boxes(at)
    assert [b["title"] for b in boxes] == [g.name for g in REGISTRY]
    routed = set(addresses())
    for game, box in zip(REGISTRY, boxes, strict=True):
        assert box["html"] == red_html(game.description)  # (♥♦ red: test_home_returning_learner)
        assert f"{game.min_players}–{game.max_players} players" in box["caption"]
        for v in game.variants.values():
            assert v.label in box["caption"]
        # each of the game's pages but Compare, in the order of the sidebar's menu, by address
        kinds = [k for k, *_ in _KINDS if k != "compare" and f"{game.id}:{k}" in PAGES]
        assert [a["href"] for a in box["links"]] == [f"{game.id}-{k}" for k in kinds]
        assert [a["label"] for a in box["links"]] == [k.title() for k in kinds]
        assert all(a["href"] in routed and not a["current"] for a in box["links"])
    assert 'aria-label="ace of spades"' in markdown(at)  # the card fan is drawn as SVG faces


# ---- learn ------------------------------------------------------------------------------------
def test_learn_steps_forward_and_back_with_source(app: OpenApp) -> None:
    lesson = load("loo")
    at = app("loo:learn")
    assert headings(at, 1)[0] == lesson.title
    assert step_title(at) == lesson.steps[0].title
    click(at, "loo:learn:next:top")
    step = lesson.steps[1]
    assert step_title(at) == step.title
    text = markdown(at)
    assert step.seed_file in text
    assert " ".join(step.quote.split())[:40] in " ".join(text.split())
    click(at, "loo:learn:back:bottom")
    assert step_title(at) == lesson.steps[0].title


def test_learn_step_draws_legal_cards_highlighted_and_illegal_dimmed(app: OpenApp) -> None:
    lesson = load("loo")
    k = next(i for i, s in enumerate(lesson.steps) if s.id == "follow_head")
    at = app("loo:learn")
    at.selectbox(key="w:loo:learn:jump").set_value(k).run()
    assert step_title(at) == lesson.steps[k].title
    _do_task(at, lesson.steps[k])  # the answer is drawn once the step's task is done
    text = markdown(at)
    assert 'data-state="legal"' in text and 'data-state="illegal"' in text
    assert "you must" in text  # the engine's reason for each dimmed card


def test_learn_shows_the_other_reading_where_the_texts_disagree(app: OpenApp) -> None:
    lesson = load("loo")
    k = next(i for i, s in enumerate(lesson.steps) if s.id == "need_not_undertrump")
    at = app("loo:learn")
    at.selectbox(key="w:loo:learn:jump").set_value(k).run()
    open_box(at, "loo:learn:rules_box")
    at.radio(key="w:loo:learn:variant").set_value("lesson_000").run()
    assert not at.exception
    _do_task(at, lesson.steps[k])
    assert any("The readings differ here" in w.value for w in at.warning)


def _do_task(at: AppTest, step: Any) -> None:
    """Play the first card the engine allows in a Loo step's task."""
    task = task_for(step)
    assert task is not None
    click(at, f"loo:learn:try:{min(task.answer()).code}")


# ---- quiz -------------------------------------------------------------------------------------
def _current(at: AppTest, game_id: str = "loo") -> Question:
    q = at.session_state[f"{game_id}:quiz"].current
    assert q is not None
    return q


def _answer(at: AppTest, right: bool, game_id: str = "loo") -> Question:
    """Fill in the current question's form with the engine's answer (or a wrong one)."""
    return answer(at, game_id, right)


def test_quiz_right_then_wrong_with_feedback_and_score(app: OpenApp) -> None:
    at = app("loo:quiz")
    _answer(at, right=True)
    assert at.success and at.success[0].value.startswith("Right")
    assert metrics(at)[0].value == "1 / 1"
    click(at, "loo:quiz:next")
    q = _answer(at, right=False)
    assert at.error and at.error[0].value.startswith("Not quite")
    text = markdown(at)
    assert "Foster" in text or "Trump Games" in text  # the rule is cited with its book
    assert metrics(at)[0].value == "1 / 2"
    if q.kind == "trick_winner":
        assert 'data-state="marked"' in text  # the deciding card is marked
    if q.kind == "legal_cards":  # each card shows what became of it (tests/app/test_quiz_*)
        assert 'data-state="wrong"' in text or 'data-state="missed"' in text
    click(at, "loo:quiz:retry")  # a retry gets empty widgets and no new score
    _answer(at, right=True)
    assert at.success and metrics(at)[0].value == "1 / 2"


def test_quiz_settlement_accepts_fractions_and_explains_a_malformed_answer(
    app: OpenApp,
) -> None:
    quiz = load("loo").quiz
    k = next(i for i, q in enumerate(quiz) if q.kind == "settlement")
    at = app(None)
    at.session_state["loo:quiz_start"] = k
    go(at, "loo:quiz")
    qs = at.session_state["loo:quiz"]
    base = f"loo:quiz:{qs.index}:{qs.attempt}"
    at.text_input(key=f"{base}:amt:P0").input("three and a bit")
    at.button(key=f"{base}:check").click().run()
    assert not at.exception
    assert any("not an amount" in w.value for w in at.warning)
    assert metrics(at)[0].value == "0 / 0"  # nothing was counted
    _answer(at, right=True)
    assert at.success, [e.value for e in at.error]


def test_quiz_goes_on_to_generated_practice_questions(app: OpenApp) -> None:
    n = len(load("loo").quiz)
    at = app(None)
    at.session_state["loo:quiz_start"] = n
    go(at, "loo:quiz")
    assert any("Practice question 1" in c for c in captions(at))
    _answer(at, right=True)
    assert at.success


# ---- play -------------------------------------------------------------------------------------
def _play_until_over(at: AppTest, limit: int = 80) -> None:
    for _ in range(limit):
        t = at.session_state["loo:table"]
        keys = {b.key for b in at.button}
        if "loo:next_deal" in keys:
            return
        if "loo:continue" in keys:
            click(at, "loo:continue")
        elif t.state.phase == "declare":
            legal = LOO.legal_actions(t.state)
            click(at, f"loo:decl:{legal[0].kind}")
        else:
            card = LOO.legal_actions(t.state)[0].card
            play_card(at, "loo", card)
    raise AssertionError("the deal did not end")


def test_play_a_whole_deal_to_its_settlement_and_the_next(app: OpenApp) -> None:
    at = app("loo:play", seed=3)
    _play_until_over(at)
    t = at.session_state["loo:table"]
    assert LOO.is_over(t.state)
    assert at.subheader[0].value == "Settlement"
    settlement = html_table(at, "receives")
    # the learner's row named as his seat's box names him (Play seats him)
    seats = [f"P{i}" + (" (you)" if i == t.seat else "") for i in range(5)]
    assert list(settlement["player"]) == [*seats, "pool"]
    assert any(tab.label == "Trick 3" or tab.label == "As dealt" for tab in at.tabs)
    check_replay(at, t.state.history, t.seat)  # "Replay this deal": a row a trick, red ♥♦
    pool_after = LOO.balances_after(t.state)["pool"]
    click(at, "loo:next_deal")
    t = at.session_state["loo:table"]
    assert t.deal_no == 2
    assert t.state.pool == pool_after + 9  # the carried pool plus the new dealer's ante
    assert [row["deal"] for row in t.ledger] == ["start", "1"]
    _play_until_over(at)
    assert [row["deal"] for row in at.session_state["loo:table"].ledger] == ["start", "1", "2"]


def _inject(at: AppTest, data: dict[str, Any]) -> None:
    state = from_dict(data, "test").state
    t = at.session_state["loo:table"]
    t.state = t.start = state
    t.pause, t.message = False, None
    at.run()


def test_play_an_illegal_card_is_refused_with_the_reason(app: OpenApp) -> None:
    at = app("loo:play")
    _inject(at, HEAD_THE_TRICK)
    play_card(at, "loo", "3S")
    t = at.session_state["loo:table"]
    assert t.state.trick == ((4, Card.parse("QS")),)  # nothing was played
    assert at.error, "the refusal is shown"
    msg = at.error[0].value
    assert "You must head the trick: K♠ beats the Q♠ on the table" in msg
    assert "Foster's Hoyle, 1897" in msg and "seed 002" not in msg  # the book, not the file
    click(at, "loo:hint")
    assert any("K♠" in i.value for i in at.info)
    text = markdown(at)  # the hint also highlights the legal card and dims the others
    assert 'data-card="KS" data-state="legal"' in text
    assert 'data-card="3S" data-state="illegal"' in text
    play_card(at, "loo", "KS")
    assert (
        len(at.session_state["loo:table"].state.trick) > 1
        or at.session_state["loo:table"].state.history
    )


def test_play_declaring_offers_only_legal_buttons_and_says_why(app: OpenApp) -> None:
    at = app("loo:play")
    _inject(
        at,
        {
            "game": "loo",
            "players": 5,
            "dealer": "P4",
            "pool": 12,
            "turn_card": "2H",
            "hands": {"P0": ["KS", "3S", "AD"]},
        },
    )
    assert not at.button(key="loo:decl:stand").disabled
    assert not at.button(key="loo:decl:widow").disabled
    assert not at.button(key="loo:decl:pass").disabled
    defend = at.button(key="loo:decl:defend")
    assert defend.disabled and not defend.help  # the caption says why, once
    assert any("only the dealer defends" in c.value for c in at.caption)


def test_play_settings_change_players_and_seat(app: OpenApp) -> None:
    at = app("loo:play")
    open_box(at, "loo:play:setup_box")
    at.slider(key="w:loo:players").set_value(3).run()
    at.selectbox(key="w:loo:seat").set_value(2).run()
    click(at, "loo:new_game")
    t = at.session_state["loo:table"]
    assert (t.players, t.seat, t.state.n) == (3, 2, 3)
    _play_until_over(at)


# ---- rules and progress -----------------------------------------------------------------------
def test_rules_page_highlights_every_cited_passage(app: OpenApp) -> None:
    at = app("loo:rules")
    text = ""
    for tab in at.tabs:  # one book drawn at a time: the tab open (ui.pages.rules)
        at.session_state[book_tab_key(LOO)] = tab.label
        text += markdown(at.run())
    marked = set()
    for ids in re.findall(r'data-rules="([^"]+)"', text):
        marked.update(i.strip() for i in ids.split(","))
    assert {r.id for r in LOO.rules} <= marked


def test_progress_survives_a_new_session(app: OpenApp) -> None:
    # local mode (the default): any new session is the machine's learner; learners kept apart
    # are class mode's (tests/app/test_learner_modes.py)
    at = app("loo:quiz")
    _answer(at, right=True)
    code = at.session_state["learner"]
    again = app("loo:progress", learner=code)  # a new session (a restart) with the same address
    assert again.session_state["learner"] == code
    table = html_table(again, "answered")
    assert table["answered"].astype(int).sum() == 1
    assert table["right first time"].astype(int).sum() == 1
    tab = app("loo:progress")  # a new tab, the plain address
    assert tab.session_state["learner"] == code
    assert html_table(tab, "answered")["answered"].astype(int).sum() == 1


def test_amounts_are_written_as_a_learner_types_them() -> None:
    assert amount(Fraction(4, 3)) == "1 1/3"
    assert amount(Fraction(-2, 3)) == "-2/3"
    assert amount(6) == "6"


def test_play_under_the_lesson_text_offers_the_widow_in_a_single(app: OpenApp) -> None:
    at = app("loo:play")
    open_box(at, "loo:play:rules_box", "loo:play:setup_box")
    at.radio(key="w:loo:play:variant").set_value("lesson_000").run()
    at.toggle(key="w:loo:play:opt:unlimited").set_value(True).run()
    click(at, "loo:new_game")
    t = at.session_state["loo:table"]
    assert t.variant == "lesson_000" and t.options["unlimited"] is True
    assert t.state.opts.widow_in_single and t.state.phase == "declare"
    assert not at.button(key="loo:decl:widow").disabled
    assert at.button(key="loo:decl:pass").disabled  # everyone plays a single (seed 000)
    _play_until_over(at)
    assert at.session_state["loo:table"].state.opts.variant == "lesson_000"


# ---- every game's lesson and quiz, the same way ------------------------------------------------
LESSON_GAMES = [g for g in REGISTRY.ids() if g in available()]
# the lessons pool_pages.WALKED names are walked with this header check, and each task done
# besides, by test_pool_games.py


@pytest.mark.parametrize("game_id", [g for g in LESSON_GAMES if g not in WALKED])
def test_every_lesson_step_renders(app: OpenApp, game_id: str) -> None:
    lesson = load(game_id)
    at = app(f"{game_id}:learn")
    for k, step in enumerate(lesson.steps):
        assert step_title(at) == red_suits(step.title), k
        if k + 1 < len(lesson.steps):
            click(at, f"{game_id}:learn:next:bottom")


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_every_curated_question_can_be_answered_right(app: OpenApp, game_id: str) -> None:
    quiz = load(game_id).quiz
    at = app(f"{game_id}:quiz")
    for k in range(len(quiz)):
        _answer(at, right=True, game_id=game_id)
        assert at.success, (k, [e.value for e in at.error], [w.value for w in at.warning])
        click(at, f"{game_id}:quiz:next")
    assert metrics(at)[0].value == f"{len(quiz)} / {len(quiz)}"


def test_quiz_me_on_this_step_opens_its_question(app: OpenApp) -> None:
    lesson = load("loo")
    k, step = next((i, s) for i, s in enumerate(lesson.steps) if lesson.questions(s.id))
    at = app("loo:learn")
    at.selectbox(key="w:loo:learn:jump").set_value(k).run()
    click(at, "loo:learn:quiz")
    assert headings(at, 1)[0].startswith("Quiz")
    assert _current(at).step == step.id


PLAY_GAMES = [g for g in REGISTRY.ids() if g in GAME_UI and GAME_UI[g].play]


@pytest.mark.parametrize("game_id", PLAY_GAMES)
def test_every_playable_game_plays_two_deals_through_the_page(app: OpenApp, game_id: str) -> None:
    game = REGISTRY.get(game_id)
    at = app(f"{game_id}:play", **{f"{game_id}__seed": 5})
    for deal in (1, 2):
        for _ in range(300):
            keys = {b.key for b in at.button}
            if {f"{game_id}:next_deal", f"{game_id}:new_game_after"} & keys:
                break
            if f"{game_id}:continue" in keys:
                click(at, f"{game_id}:continue")
                continue
            state = at.session_state[f"{game_id}:table"].state
            acts = game.legal_actions(state)
            a = next((x for x in acts if x.kind == "play"), acts[0])
            if a.kind == "play":
                play_card(at, game_id, a.card)
            elif a.kind in play.composed_kinds(acts):  # picked from the hand: none ticked
                click(at, f"{game_id}:compose:{a.kind}")
            elif state.phase == "declare":
                click(at, f"{game_id}:decl:{a.kind}")
            else:
                click(at, f"{game_id}:act:{a}")
        else:
            raise AssertionError(f"deal {deal} did not end")
        table = at.session_state[f"{game_id}:table"]
        assert game.is_over(table.state) and table.deal_no == deal
        assert [row["deal"] for row in table.ledger][-1] == str(deal)
        if f"{game_id}:next_deal" in {b.key for b in at.button}:
            click(at, f"{game_id}:next_deal")


def test_quiz_questions_follow_the_chosen_reading(app: OpenApp) -> None:
    at = app("loo:quiz")
    assert _current(at).state.opts.variant == "foster1897"
    open_box(at, "loo:quiz:rules_box")
    at.radio(key="w:loo:quiz:variant").set_value("lesson_000").run()
    assert not at.exception
    q = _current(at)
    assert q.state.opts.variant == "lesson_000"
    assert "rules: The lesson text (Trump Games)" in markdown(at)
    _answer(at, right=True)
    assert at.success


def test_progress_names_each_games_own_unit(app: OpenApp) -> None:
    labels = {m.label for m in metrics(app("loo:progress"))}
    assert "Counters won or lost (red)" in labels
    labels = {m.label for m in metrics(app("sixty_six:progress"))}
    assert "Game points won" in labels and not any("Counters" in x for x in labels)


def test_pages_count_a_games_own_unit_of_play(app: OpenApp) -> None:
    """Linger Longer is played as a game, not a deal; Sixty-Six in hands (Game.deal_word):
    the Progress, Learn and Compare pages say so."""
    at = app("linger_longer:progress")
    assert "Games" in {m.label for m in metrics(at)}
    assert "Games played" in [h.value for h in at.subheader]
    assert "Hands played" in [h.value for h in app("sixty_six:progress").subheader]
    cmp = app("linger_longer:compare")
    assert any(c.value.startswith("One game, two rule texts") for c in cmp.caption)
    assert "Both games, action by action" in [h.value for h in cmp.subheader]
    assert "Game number" in [n.label for n in cmp.number_input]
    assert "Link to this game" in [e.label for e in app("linger_longer:play").expander]


def test_the_sidebar_lists_the_game_in_hand_and_one_link_to_each_other_game(app: OpenApp) -> None:
    def shown(at: AppTest) -> list[tuple[str | None, bool, list[str]]]:
        return [
            (s.get("title"), bool(s.get("fold")), [a["label"] for a in s["links"]])
            for s in menu(at)
        ]

    def current(at: AppTest) -> list[str]:
        return [a["label"] for s in menu(at) for a in s["links"] if a["current"]]

    names = [g.name for g in REGISTRY]
    at = app()  # Home: the games in a fold (Home lists them itself)
    assert shown(at) == [(None, False, ["Home", "Review"]), ("Games", True, names)]
    assert current(at) == ["Home"]
    go(at, "sixty_six:quiz")  # the game in hand's every page, then each other game
    pages = [title for kind, title, *_ in _KINDS if f"sixty_six:{kind}" in PAGES]
    assert "Quiz" in pages and "Play" in pages
    others = [g.name for g in REGISTRY if g.id != "sixty_six"]
    assert shown(at) == [
        (None, False, ["Home", "Review"]),
        ("Sixty-Six", False, pages),
        ("Other games", True, others),
    ]
    assert current(at) == ["Quiz"]
    # every link is a page's own address, relative (the app may be served under a path),
    # with its Material icon's name
    routed = set(addresses())
    for s in menu(at):
        for a in s["links"]:
            assert (a["href"] == "./") if a["label"] == "Home" else (a["href"] in routed), a
            assert re.fullmatch(r"[a-z_]+", a["icon"]), a
    first = {a["label"]: a["href"] for a in menu(at)[2]["links"]}
    assert first["Loo (three-card)"] == "loo-learn"  # a game is entered by its first page
