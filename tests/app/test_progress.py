"""The SQLite progress store: answers, steps and deals per learner, kept across restarts."""

from __future__ import annotations

from pathlib import Path

import pytest

from ui.progress import (
    BadName,
    Progress,
    check_name,
    learner_mode,
    new_learner,
    valid_learner,
)


def test_progress_is_kept_per_learner_across_a_reopened_store(tmp_path: Path) -> None:
    db = tmp_path / "p.sqlite3"
    a, b = new_learner(), new_learner()
    store = Progress(db)
    store.record_step(a, "loo", "deal")
    store.record_step(a, "loo", "deal")  # seeing a step twice counts once
    for ok in (False, True, True, True):
        store.record_answer(a, "loo", "foster1897", "q1", "legal_cards", ok)
    store.record_answer(a, "loo", "foster1897", "q2", "settlement", False)
    store.record_deal(a, "loo", "foster1897", -9, 0)
    reopened = Progress(db)  # a restart of the app
    assert reopened.steps_seen(a, "loo") == {"deal"}
    stats = reopened.kind_stats(a, "loo")
    assert (stats["legal_cards"].answered, stats["legal_cards"].streak) == (4, 3)
    assert (stats["settlement"].answered, stats["settlement"].streak) == (1, 0)
    assert reopened.deal_stats(a, "loo").played == 1
    assert reopened.deal_stats(a, "loo").net == -9
    assert reopened.steps_seen(b, "loo") == set() and reopened.kind_stats(b, "loo") == {}
    reopened.forget(a)
    assert reopened.kind_stats(a, "loo") == {}


def test_learner_codes_are_random_and_checked() -> None:
    codes = {new_learner() for _ in range(50)}
    assert len(codes) == 50 and all(valid_learner(c) for c in codes)
    assert not valid_learner("'; DROP TABLE answers; --")


def test_forget_game_clears_one_game_only(tmp_path: Path) -> None:
    store = Progress(tmp_path / "p.sqlite3")
    a, b = new_learner(), new_learner()
    for who in (a, b):
        for game in ("loo", "sixty_six"):
            store.record_step(who, game, "deal")
            store.record_answer(who, game, "v", "q1", "legal_cards", True)
            store.record_deal(who, game, "v", 3, 1)
            store.record_learn_done(who, game, "deal", 2, 2)
            store.set_learn_place(who, game, "deal")
            store.save_table(who, game, "{}")
    store.forget_game(a, "loo")
    assert store.steps_seen(a, "loo") == set() and store.kind_stats(a, "loo") == {}
    assert store.deal_stats(a, "loo").played == 0 and store.learn_done(a, "loo") == {}
    assert store.learn_place(a, "loo") is None and store.saved_table(a, "loo") is None
    for who, game in ((a, "sixty_six"), (b, "loo"), (b, "sixty_six")):
        assert store.steps_seen(who, game) == {"deal"}
        assert store.deal_stats(who, game).played == 1
        assert store.learn_done(who, game) == {"deal": 2}
        assert store.saved_table(who, game) == "{}"


def test_the_local_learner_is_kept_and_an_old_database_adopts_its_latest(tmp_path: Path) -> None:
    fresh = Progress(tmp_path / "new.sqlite3")
    code = fresh.local_learner()
    assert valid_learner(code) and Progress(tmp_path / "new.sqlite3").local_learner() == code
    old = Progress(tmp_path / "old.sqlite3")
    old.record_answer("earlier00001", "loo", "v", "q1", "legal_cards", True)
    old.record_step("latest000001", "loo", "deal")
    assert old.local_learner() == "latest000001"
    old.set_local_learner("earlier00001")
    assert old.local_learner() == "earlier00001"


def test_names_are_checked_tidied_and_unique(tmp_path: Path) -> None:
    assert check_name("  Anne-Marie   O'Neill ") == "Anne-Marie O'Neill"
    assert check_name("Zoë Ł.") == "Zoë Ł."
    for bad, says in (
        ("x", "at least 2"),
        ("a" * 31, "at most 30 characters (this one has 31)"),
        ("Bob'); DROP TABLE x;--", "not ')' ';'"),
        ("__", "not '_'"),
        ("42", "at least one letter"),
    ):
        with pytest.raises(BadName) as e:
            check_name(bad)
        assert says in str(e.value), (bad, str(e.value))
    store = Progress(tmp_path / "p.sqlite3")
    code = store.add_learner("Anne  B.")
    assert store.learner_name(code) == "Anne B." and store.known(code)
    with pytest.raises(BadName, match="already a learner"):
        store.add_learner("anne b.")
    assert not store.known(new_learner())


def test_the_mode_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TRICKBOOK_MODE", raising=False)
    assert learner_mode() == "local"
    monkeypatch.setenv("TRICKBOOK_MODE", " Class ")
    assert learner_mode() == "class"
    monkeypatch.setenv("TRICKBOOK_MODE", "school")
    with pytest.raises(ValueError, match="TRICKBOOK_MODE='school': expected one of local, class"):
        learner_mode()
