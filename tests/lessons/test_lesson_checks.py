"""The checks every lesson inherits (lessons/checks.py, run by ``trickbook check``), and the
issue 7 findings they caught in the Sixty-Six and Loo lessons, each pinned down."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

import ui.games  # noqa: F401  (registers the drawings)
from engine.quiz import legal_words, practice
from lessons import available, check_path, load
from lessons.checks import card_mentions, check_lesson, step_problems
from lessons.cli import main
from lessons.loader import LESSONS_DIR
from ui.quiz_picture import question_picture
from ui.tables import game_ui

SIXTY_SIX = load("sixty_six")


def test_every_lesson_passes_its_checks() -> None:
    for game in available():
        assert check_lesson(load(game)) == []
    assert check_path(LESSONS_DIR) == []


def test_trickbook_check_runs_them(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = yaml.safe_load((LESSONS_DIR / "sixty_six.yaml").read_text(encoding="utf-8"))
    at, step = next((i, s) for i, s in enumerate(data["steps"]) if s["id"] == "claim")
    del step["scenario"]["hands"]  # the old step 21: P1 to play with no cards
    data["steps"][2]["scenario"]["won"] = {"P1": ["AS"]}  # the text names cards not drawn
    bad = tmp_path / "sixty_six.yaml"
    bad.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    assert main(["check", str(bad)]) == 2
    err = capsys.readouterr().err
    assert f"steps[{at}] (claim): P1 is to move, but the picture gives him no cards" in err
    assert "steps[2] (card_points): the text names 10♥ K♣ Q♦ J♠ 9♣" in err


def test_card_mentions_reads_pretty_code_and_word_forms() -> None:
    text = "the A♠ and 10♥, QS, the king of clubs and the 9 of trumps"
    assert [c.code for c in card_mentions(text, trump=3)] == ["AS", "10H", "QS", "KC", "9S"]
    assert [c.code for c in card_mentions("the ace of trumps")] == []  # no trump known


# ---- finding 3: Learn pictures that contradict their text ---------------------------------------
@pytest.mark.parametrize("step_id", ["rank", "trick_winner", "four_trump_card", "claim"])
def test_the_player_to_move_holds_cards(step_id: str) -> None:
    scn = SIXTY_SIX.step(step_id).scenario
    assert scn is not None
    mover = scn.game.current_player(scn.state)
    assert mover is not None and scn.state.hands[mover]


def test_counting_cards_step_draws_the_cards_it_counts() -> None:
    from ui.cards import position_html

    step = SIXTY_SIX.step("card_points")
    assert step.scenario is not None
    html = position_html(step.scenario.state, reveal=True, width=56)
    for code in ("AS", "10H", "KC", "QD", "JS", "9C"):
        assert f'data-card="{code}"' in html
    assert "P1 took" in html


@pytest.mark.parametrize(
    ("step_id", "words"), [("exchange", "exchange the 9 of trumps"), ("claim", "claim 66")]
)
def test_a_step_about_an_action_shows_the_action(step_id: str, words: str) -> None:
    step = SIXTY_SIX.step(step_id)
    assert step.scenario is not None and step.show == "declare"  # not lit playable cards
    said = legal_words(
        step.scenario.game, step.scenario.state, "declare", game_ui("sixty_six").action_labels
    )
    assert words in said and step_problems(step, step.scenario.game) == []


def test_no_step_says_cards_are_dimmed_when_none_is() -> None:
    labels = game_ui("sixty_six").action_labels
    for game in available():
        for step in load(game).steps:
            if step.scenario is None or step.show != "legal":
                continue
            g, s = step.scenario.game, step.scenario.state
            said = legal_words(g, s, "legal", labels)
            refused = any(r.action.kind == "play" for r in g.refusals(s))
            assert ("may not be played" in said) == refused, (step.id, said)
            plays = any(a.kind == "play" for a in g.legal_actions(s))
            # a step whose move comes before any card (the dealer robbing) says so instead
            assert ("may play" in said) == plays and "may play (" not in said, (step.id, said)


# ---- findings 1 and 2: quiz pictures that give the answer, or cannot be answered ---------------
@pytest.mark.parametrize(
    "q",
    [q for q in SIXTY_SIX.quiz if q.kind == "game_points"],
    ids=lambda q: str(q.id),  # not str(q): it holds object addresses, which differ by process
)
def test_game_points_pictures_show_the_score_before_the_hand(q: Any) -> None:
    html = question_picture(q, None)
    assert html is not None and "after this hand" not in html and "before this hand" in html


def test_card_points_picture_shows_no_points_total() -> None:
    q = next(q for q in SIXTY_SIX.quiz if q.id == "q_count_last_trick")
    html = question_picture(q, None)
    assert html is not None and "38 points" not in html and 'data-card="AS"' in html


@pytest.mark.parametrize("qid", ["q_count_pile", "q_count_four"])
def test_card_points_pictures_draw_the_cards_taken(qid: str) -> None:
    q = next(q for q in SIXTY_SIX.quiz if q.id == qid)
    html = question_picture(q, None)
    assert html is not None
    for c in card_mentions(" ".join(q.game.pile_points(q.state, q.seat)[1])):
        assert f'data-card="{c.code}"' in html


def test_generated_card_points_questions_draw_the_cards_taken() -> None:
    for seed in range(40):
        q = practice("sixty_six", seed, kind="card_points")
        html = question_picture(q, None, curated=False)
        assert html is not None
        seat = q.seat
        assert seat is not None
        for c in card_mentions(" ".join(q.game.pile_points(q.state, seat)[1])):
            assert f'data-card="{c.code}"' in html, (seed, c)


def test_the_checks_doctests() -> None:
    """lessons/checks.py's examples run (card_mentions' expected '9H' for 'the 9 of trumps'
    with trump 1, which is diamonds in engine.cards.Suit: the example now names its suit)."""
    import doctest

    import lessons.checks

    result = doctest.testmod(lessons.checks)
    assert result.attempted and not result.failed


def test_the_tasks_module_examples_hold() -> None:
    """lessons.tasks' examples (a task's stars, the seat a step puts the learner in: moved
    here from ui.pages.learn, whose examples no test ran) run as written."""
    import doctest

    import lessons.tasks

    result = doctest.testmod(lessons.tasks)
    assert result.attempted >= 2 and not result.failed
