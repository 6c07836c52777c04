"""Lesson texts the learner walk of 2026-12-02 found out of step with the engine or the rules
they teach, each held to the engine's own answer: a step's options, cards, sums and player
counts are the engine's, a question's linked step teaches the rule the engine cites for it,
and a quiz hand smaller than the seat would hold says so (lessons/checks.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.game import REGISTRY
from engine.games.pool.rams import RAMS
from engine.quiz import explanation
from engine.rules import normalise
from engine.scenario import answer, from_dict
from lessons import load
from lessons.checks import PARTIAL, question_problems, short_hands
from lessons.loader import Step
from lessons.tasks import task_for


def _legal(step: Step) -> list[str]:
    scn = step.scenario
    assert scn is not None
    return [str(a) for a in scn.game.legal_actions(scn.state)]


def test_rams_rob_names_every_choice_its_task_offers_the_dealer() -> None:
    """The engine offers a general rams too, which the task holds back until the 'rams' step
    teaches it (lessons/teaching.py): the text names it no more ("he may still play as he is,
    take the widow or announce rams" named a move the task did not offer)."""
    step = load("rams").step("rob")
    kinds = {a.split()[0] for a in _legal(step)}
    assert kinds == {"stand", "widow", "pass", "rams", "rob"}
    task = task_for(step)
    assert task is not None and task.held == ("rams",)
    words = {
        "stand": "play as he is",
        "widow": "take the widow",
        "pass": "pass",
        "rob": "robs",
    }
    text = " ".join(step.text.split())
    assert [k for k in sorted(kinds - {"rams"}) if words[k] not in text] == []
    assert "rams" not in text.lower()
    # named as the moves on offer, not counted as the dealer's: 'you have five choices' above
    # 'Which of these may you choose now?' answered the task (test_task_texts_leave_the_answer)
    assert "choices" not in text


def test_forty_five_privilege_allows_every_card_and_says_so() -> None:
    step = load("forty_five").step("privilege")
    scn = step.scenario
    assert scn is not None
    hand = scn.state.hands[scn.game.current_player(scn.state)]
    assert len(_legal(step)) == hand.bit_count()  # the J♠ held back or played: any card
    text = " ".join(step.text.split())
    assert "any other card" in text
    assert "the heart ace, always the third best" in text


def test_rams_ramsed_finishes_the_example_as_the_settlement_does() -> None:
    step = load("rams").step("ramsed")
    scn = step.scenario
    assert scn is not None
    settled = answer(scn)["settlement"]  # what `trickbook answer` prints
    ramsed = [t for t in settled["transfers"] if t["rule"] == "rams.ramsed"]
    assert sorted(t["from"] for t in ramsed) == ["P0", "P1"]
    assert {t["amount"] for t in ramsed} == {5}
    assert (settled["next_pool"], RAMS.spec.ante) == (10, 5)
    text = " ".join(step.text.split())
    assert "each pays five now, so the next pool starts at ten" in text
    assert "puts up his five as dealer too, ten from him in all" in text
    assert "holds fifteen" in text  # 10 + the ante


def test_five_card_loo_fifths_reads_plainly() -> None:
    text = " ".join(load("five_card_loo").step("fifths").text.split())
    assert "to a red point that way" not in text
    assert "there are five tricks, and a red counter is worth five white ones" in text


def test_loo_player_counts_agree_with_the_engine_and_name_their_sources() -> None:
    lesson = load("loo")
    game = REGISTRY.get("loo")
    assert (game.min_players, game.max_players) == (3, 8)
    intro = " ".join(lesson.intro.split())
    deal = " ".join(lesson.step("deal").text.split())
    assert "three to eight players" in intro
    assert "Foster's Hoyle (1897) allows three to seventeen, with eight the usual limit" in deal
    assert "*Trump Games*, says five to eight" in deal
    assert "Trickbook deals to three to eight" in deal


def test_a_question_links_the_step_whose_source_the_engine_cites() -> None:
    lesson = load("sixty_six")
    q = next(q for q in lesson.quiz if q.id == "q_follow_closed")
    _, rules = explanation(q)
    assert [r.id for r in rules] == ["sixty_six.closed_follow_suit"]
    step = lesson.step(q.step or "")
    assert normalise(step.quote) == normalise(rules[0].quote)


# ---- a quiz hand smaller than the seat would hold (lessons/checks.py short_hands) -----------
@pytest.mark.parametrize(
    ("qid", "seat", "held"),
    [("q_follow_closed", 0, 6), ("q_four_overtrump", 2, 8), ("q_may_exhausted", 1, 6)],
)
def test_sixty_six_questions_give_whole_hands(qid: str, seat: int, held: int) -> None:
    q = next(q for q in load("sixty_six").quiz if q.id == qid)
    state = q.scenario.state
    assert q.scenario.game.cards_held(state, seat) == held
    assert state.hands[seat].bit_count() == held
    assert short_hands(q.scenario) == []


def test_a_short_hand_is_reported_unless_the_prompt_says_so() -> None:
    q = next(q for q in load("sixty_six").quiz if q.id == "q_follow_closed")
    old = {  # the question before the walk: three of P0's cards at trick 4
        "game": "sixty_six",
        "dealer": "P0",
        "turned": "JH",
        "closed_by": "P1",
        "tricks": {"P1": 2, "P0": 1},
        "leader": "P1",
        "hands": {"P0": ["9S", "10H", "KC"]},
        "trick": ["P1 AS"],
    }
    short = replace(q, scenario=from_dict(old))
    problems = question_problems(short)
    assert any("gives P0 3 cards where he would hold 6" in p for p in problems), problems
    said = replace(short, prompt=f"{q.prompt} ({PARTIAL.capitalize()}.)")
    assert not any("would hold" in p for p in question_problems(said))


def test_cards_held_by_game() -> None:
    """A fresh deal holds what it dealt; Linger Longer's draws make it depend on the play."""
    for game in REGISTRY:
        n = game.min_players if game.id != "forty_five" else 4
        state = game.new_deal(players=n, dealer=0, seed=3)
        held = game.cards_held(state, 1)
        if game.id == "linger_longer":
            assert held is None
        else:
            assert held == state.hands[1].bit_count(), game.id


# ---- a wrong answer's link to a step (quiz audit) --------------------------------------------
@pytest.mark.parametrize(
    ("gid", "qid", "says"),
    [
        # who wins a trick a void player trumped: it pointed to "Head the trick", a duty of
        # the players who can follow; "No card of the suit led? Trump" now says who wins
        ("five_card_loo", "q_trumped", ["highest trump"]),
        # four-hand card points: it pointed to "Four-hand scoring: 1, 2 or 3" (game points);
        # "Counting cards" quotes the rule and now says the 8s and 7s count nothing too
        ("sixty_six", "q_count_four", ["for an eight or a seven"]),
        # meld, close or exchange once the stock is exhausted: "Once the stock is gone, follow
        # suit" taught only following; it now says what the stock allowed is over
        ("sixty_six", "q_may_exhausted", ["only closing keeps them", "close the stock"]),
    ],
)
def test_a_question_links_the_step_that_teaches_its_rule(
    gid: str, qid: str, says: list[str]
) -> None:
    """The step a wrong answer points to teaches the rule the engine cites first for the
    question: it quotes that rule's source, or its text says the rule in the rule's words."""
    lesson = load(gid)
    q = next(q for q in lesson.quiz if q.id == qid)
    _, rules = explanation(q)
    step = lesson.step(q.step or "")
    text = " ".join(step.text.split())
    quote = normalise(rules[0].quote)
    assert normalise(step.quote) == quote or says[0] in quote, (qid, step.id, rules[0].id)
    for words in says:
        assert words in text, (qid, step.id, words, text)
