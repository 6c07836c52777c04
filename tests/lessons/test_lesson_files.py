"""Every lesson file is sound: it loads, every quote is in its seed (or is a RULES.md decision the
engine cites), every scenario builds, every curated ``expect`` equals the engine's answer, the quiz
covers the game's question kinds, and the steps are what the Loo and Sixty-Six lessons promise."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.game import REGISTRY
from engine.games.loo import LOO
from engine.games.sixty_six import SIXTY_SIX
from engine.quiz import kinds_for, lesson_kinds_for, words_for
from engine.rules import normalise, quote_in_seed
from engine.scenario import answer
from lessons.loader import LESSONS_DIR, available, check_expectations, check_path, load, load_file

LESSON_FILES = sorted(LESSONS_DIR.glob("*.yaml"))


def raw(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_there_are_lessons() -> None:
    assert {"loo", "sixty_six"} <= set(available())
    assert LESSON_FILES


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.name)
def test_lesson_file_loads_and_checks_clean(path: Path) -> None:
    lesson = load_file(path)
    assert lesson.steps
    assert check_path(path) == []


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.name)
def test_every_quote_is_in_its_seed(path: Path) -> None:
    lesson = load_file(path)
    decisions = [r.quote for r in REGISTRY.get(lesson.game).rules if r.seed == "RULES.md"]
    for step in lesson.steps:
        if step.seed == "RULES.md":  # a product decision, quoted as the engine quotes it
            assert any(normalise(step.quote) in normalise(q) for q in decisions), step.id
            continue
        assert quote_in_seed(step.rule), f"{step.id}: {step.quote!r} not in seed {step.seed}"


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.name)
def test_every_scenario_builds_and_is_answered(path: Path) -> None:
    data = raw(path)
    lesson = load_file(path)
    with_scenario = [s for s in data["steps"] if s.get("scenario")]
    built = [s for s in lesson.steps if s.scenario is not None]
    assert len(built) == len(with_scenario)
    for step in built:
        ans = step.answer()
        assert ans is not None and ans["game"] == lesson.game
        if step.show == "legal":
            assert ans["legal"] and all(a not in ans["legal"] for a in ("stand", "pass"))
        elif step.show == "declare":  # a declaration, or an action beyond a play, on offer
            # "exchange 2 7C 3D" is an exchange; "bid 1" is a word itself (Napoleon's)
            kinds = {a.split()[0] for a in ans["legal"]} | set(ans["legal"])
            assert kinds & set(words_for(REGISTRY.get(lesson.game)))
        elif step.show == "trick_winner":
            assert "trick_winner" in ans
        elif step.show == "settlement":
            assert "settlement" in ans
    assert len(lesson.quiz) == len(data.get("quiz", []))


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.name)
def test_every_expect_equals_the_engine(path: Path) -> None:
    lesson = load_file(path)
    for q in lesson.quiz:
        if q.expect is not None:
            assert q.expect == q.solve(), f"{q.id}: lesson says {q.expect}, engine {q.solve()}"
    assert check_expectations(lesson) == []


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.name)
def test_quiz_covers_the_games_kinds_with_expectations(path: Path) -> None:
    lesson = load_file(path)
    kinds = set(lesson_kinds_for(REGISTRY.get(lesson.game)))
    assert {q.kind for q in lesson.quiz} == kinds
    assert len(lesson.quiz) >= 2 * len(kinds)
    assert all(q.expect is not None for q in lesson.quiz)


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.name)
def test_ids_are_unique_and_questions_point_at_steps(path: Path) -> None:
    data = raw(path)
    step_ids = [s["id"] for s in data["steps"]]
    assert [i for i, n in Counter(step_ids).items() if n > 1] == []
    q_ids = [q["id"] for q in data.get("quiz", [])]
    assert [i for i, n in Counter(q_ids).items() if n > 1] == []
    for q in data.get("quiz", []):
        assert q["step"] in step_ids, f"{q['id']} tests unknown step {q['step']!r}"


def test_a_wrong_expect_is_reported(tmp_path: Path) -> None:
    data = raw(LESSONS_DIR / "loo.yaml")
    data["quiz"] = [dict(data["quiz"][0], expect=["3S"])]  # the engine says 3S and 8S
    f = tmp_path / "loo_wrong.yaml"
    f.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    errors = check_path(f)
    assert len(errors) == 1
    assert errors[0].startswith(
        f"{f}: quiz[0].expect: the engine answers '8♠ and 3♠'"
    )  # the hand's order


# ---- the Loo lesson itself ------------------------------------------------------------------------
LOO_ORDER = [
    "deal", "counters", "ante", "pools", "widow", "declaring", "undertaking", "defend",
    "follow_head", "must_trump", "need_not_undertrump", "trump_turn", "simple_lead",
    "lead_trump", "lead_ace", "lead_king", "winner_leads_trump", "flush", "elder_flush",
    "thirds", "white_counters", "looed", "defender_settles", "all_pass", "widow_unopposed",
    "limited", "unlimited", "disagree_undertrump",
]  # fmt: skip


def test_loo_lesson_teaches_in_the_promised_order() -> None:
    ids = [s.id for s in load("loo").steps]
    positions = [ids.index(i) for i in LOO_ORDER]
    assert positions == sorted(positions)


def test_loo_quiz_covers_every_kind_with_expectations() -> None:
    lesson = load("loo")
    assert len(lesson.quiz) >= 12
    assert {q.kind for q in lesson.quiz} == set(kinds_for(LOO))
    assert all(q.expect is not None for q in lesson.quiz)


def test_loo_disagreements_are_shown_on_the_same_position() -> None:
    lesson = load("loo")
    other = [s for s in lesson.steps if s.variant == "lesson_000"]
    assert len(other) >= 3
    assert all(
        s.scenario is not None and s.scenario.state.opts.variant == "lesson_000" for s in other
    )
    # the under-trump position: Foster lets P3 discard; seed 000 makes him under-trump
    foster = lesson.step("need_not_undertrump")
    lesson000 = lesson.step("disagree_undertrump")
    assert foster.scenario is not None and lesson000.scenario is not None
    assert foster.scenario.state.hands == lesson000.scenario.state.hands
    assert foster.scenario.state.trick == lesson000.scenario.state.trick
    assert len(answer(foster.scenario)["legal"]) == 3
    assert answer(lesson000.scenario)["legal"] == ["3H"]


def test_loo_steps_cite_both_seeds() -> None:
    seeds = {s.seed for s in load("loo").steps}
    assert seeds == {"000", "002"}


def test_load_with_a_variant() -> None:
    lesson = load("loo", "lesson_000")
    assert lesson.variant == "lesson_000"
    assert lesson.steps == load("loo").steps
    assert load("loo").readings() == ["foster1897", "lesson_000"]


def test_questions_by_step() -> None:
    lesson = load("loo")
    assert [q.id for q in lesson.questions("trump_turn")] == ["q_turn_club"]
    assert lesson.index("deal") == 0


# ---- the Sixty-Six lesson itself ---------------------------------------------------------------
SIXTY_SIX_ORDER = [
    "pack", "rank", "card_points", "deal", "trump_card", "first_lead", "free_play",
    "trick_winner", "draw", "marriage_value", "marriage_after_trick", "opening_marriage",
    "exchange", "closing", "closed_play", "later_play", "later_play_strict", "last_trick",
    "keep_count", "claim", "claim_score", "wrong_claim", "tie", "carry", "closer_fails",
    "foster_closing", "game", "three_deal", "three_dealer_scores", "three_no_winner",
    "three_dealer_cap", "four_deal", "four_trump_card", "four_head", "four_trump",
    "four_scoring", "four_tie",
]  # fmt: skip


def test_sixty_six_lesson_teaches_in_the_promised_order() -> None:
    ids = [s.id for s in load("sixty_six").steps]
    positions = [ids.index(i) for i in SIXTY_SIX_ORDER]
    assert positions == sorted(positions)


def test_sixty_six_quiz_covers_every_kind() -> None:
    lesson = load("sixty_six")
    assert len(lesson.quiz) >= 14
    kinds = [q.kind for q in lesson.quiz]
    # every kind, the lesson's own too (who takes the turned-up trump: q_last_draw), and two of
    # each a generated question asks
    assert set(kinds) == set(lesson_kinds_for(SIXTY_SIX))
    assert all(kinds.count(k) >= 2 for k in kinds_for(SIXTY_SIX))
    assert all(q.expect is not None for q in lesson.quiz)
    # the forms: two- three- and four-hand questions are all there
    assert {q.state.n for q in lesson.quiz} == {2, 3, 4}


def test_sixty_six_steps_cite_the_seed_and_rules_md() -> None:
    seeds = {s.seed for s in load("sixty_six").steps}
    assert seeds == {"000", "RULES.md"}


def test_sixty_six_readings_on_the_same_position() -> None:
    lesson = load("sixty_six")
    assert lesson.readings() == [
        "seed",
        "strict_second_phase_german_practice",
        "foster_closing",
    ]
    seed, strict = lesson.step("later_play"), lesson.step("later_play_strict")
    assert seed.scenario is not None and strict.scenario is not None
    assert seed.scenario.state.hands == strict.scenario.state.hands
    assert strict.scenario.state.opts.variant == "strict_second_phase_german_practice"
    assert answer(seed.scenario)["legal"] == ["JC", "AC", "claim"]
    assert answer(strict.scenario)["legal"] == ["AC", "claim"]
    modern, foster = lesson.step("closer_fails"), lesson.step("foster_closing")
    assert modern.scenario is not None and foster.scenario is not None

    def same(d: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in d.items() if k != "variant"}

    assert same(modern.scenario.data) == same(foster.scenario.data)
    gp = [answer(modern.scenario), answer(foster.scenario)]
    assert [a["settlement"]["players"]["P0"]["game_points"] for a in gp] == [2, 1]
