"""The quick forms of ``make stress`` (bench/stress.py, bench/stress_malformed.py), over the
registry and the files.

Random play with mixed players and every check at every step, the illegal-action fuzz, and a
sample of malformed files through ``trickbook check`` / ``answer``; then the regression tests
for what the long run found (a huge file read whole, non-UTF-8 bytes and deep nesting
escaping as a traceback without the file's name, a huge value quoted back in full).
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from bench import stress
from bench import stress_malformed as malformed
from engine.scenario import MAX_FILE_BYTES, ScenarioError, load_file
from lessons.loader import LessonError
from lessons.loader import load_file as load_lesson

CASES = stress.cases()
IDS = [f"{g.id}-{v}" for g, v in CASES]
QUICK_DEALS = 300


@pytest.mark.parametrize(("game", "variant"), CASES, ids=IDS)
def test_random_play_quick(game, variant) -> None:  # type: ignore[no-untyped-def]
    r = stress.random_play(game, variant, QUICK_DEALS, first_seed=5)
    assert r.deals == QUICK_DEALS and r.actions > QUICK_DEALS
    assert r.failures == []


@pytest.mark.parametrize(("game", "variant"), CASES, ids=IDS)
def test_views_and_refusals_every_step(game, variant) -> None:  # type: ignore[no-untyped-def]
    res = stress.PlayResult()
    for seed in range(12):
        stress.play_deal(game, variant, 900 + seed, refusals=True, views=True, result=res)
    assert res.refusals_tried > 0
    assert res.failures == []


@pytest.mark.parametrize(("game", "variant"), CASES, ids=IDS)
def test_illegal_action_fuzz_quick(game, variant) -> None:  # type: ignore[no-untyped-def]
    f = stress.illegal_fuzz(game, variant, deals=8)
    assert f.tried > 50
    assert f.failures == []


def test_a_monte_carlo_seat_plays_a_checked_deal() -> None:
    game = next(g for g, _ in CASES if g.supports_search)
    _, actions, fails = stress.play_deal(game, game.default_variant, 3, mc=True, views=True)
    assert actions and fails == []


def test_the_view_check_catches_a_leak() -> None:
    """The check is not vacuous: a view showing another seat's whole hand is caught."""
    game, variant = CASES[0]
    state = game.new_deal(players=game.players_range(game.make_opts(variant))[0], seed=1)

    class Leaky(type(game)):  # type: ignore[misc]
        def view(self, state, seat):  # type: ignore[no-untyped-def]
            return state

    _, fails = stress.check_views(Leaky(), state, None, 0)
    assert any("hidden" in f for f in fails)


RAW_KINDS = {
    "broken YAML",
    "tab YAML",
    "truncated",
    "non-UTF-8 bytes",
    "huge file",
    "deep YAML nesting",  # refused by the pre-scan before the parser (was ~1 s a run)
    "empty file",
    "a list, not a mapping",
}


def test_malformed_files_sample(tmp_path: Path) -> None:
    """A sample of mutations of every file: each refused in lines naming the file, exit 2.
    Each mutated file is written in a folder of its own under ``tmp_path`` (it was a
    ``tempfile.mkdtemp()`` folder, never removed: 568 folders left in the temporary folder a run)."""
    rng = random.Random(3)
    tried = written = 0
    for src in malformed.source_files():
        # the raw kinds (broken YAML, huge, not UTF-8, deep nesting) for every file, and the
        # first two field-level mutations of each scenario (a lesson's full check takes seconds)
        fields = 0 if "lessons" in str(src) else 2
        muts = malformed.mutations(src, rng, per_kind=1, fields=fields)
        raw = [m for m in muts if m.name in RAW_KINDS]
        field = [m for m in muts if m not in raw]
        for m in raw + field:
            written += 1
            f = tmp_path / str(written) / f"{src.stem}{m.suffix}"
            f.parent.mkdir()
            f.write_bytes(m.data)
            for cmd in ("check", "answer"):
                code, text, _ = malformed.run_cli([cmd, str(f)])
                if code == 0 and m.name.startswith(malformed.MAY_STAY_VALID):
                    continue
                assert malformed.judge(str(f), code, text) is None, (src.name, m.name, cmd, text)
                tried += 1
    assert tried > 50


# ---- regression tests for what the long run found -------------------------------------------
def _example() -> Path:
    return next(p for p in malformed.source_files() if p.parent.name == "examples")


def _lesson() -> Path:
    return next(p for p in malformed.source_files() if p.parent.name == "lessons")


def test_huge_file_refused_unread(tmp_path: Path) -> None:
    for src, load, err in (
        (_example(), load_file, ScenarioError),
        (_lesson(), load_lesson, LessonError),
    ):
        f = tmp_path / src.name
        f.write_bytes(src.read_bytes() + b"\n#" + b"x" * MAX_FILE_BYTES)
        with pytest.raises(err, match=f"{f.name}.*more than the 1,000,000"):
            load(f)


def test_non_utf8_named_with_file_and_line(tmp_path: Path) -> None:
    for src, load, err in (
        (_example(), load_file, ScenarioError),
        (_lesson(), load_lesson, LessonError),
    ):
        f = tmp_path / src.name
        f.write_bytes(b"game: loo\n" + b"\xff\xfe")
        with pytest.raises(err, match=f"{f.name}.*line 2: not UTF-8 text"):
            load(f)
    code, text, _ = malformed.run_cli(["check", str(f)])
    assert code == 2 and str(f) in text and "codec" not in text


def test_deep_nesting_is_one_line_not_a_recursion_error(tmp_path: Path) -> None:
    """Refused by a pre-scan, naming the line, before PyYAML's scanner spends ~2 s of CPU on
    5,000 open brackets; block nesting (``- - - x``) and a lesson file the same way."""
    f = tmp_path / "deep.yaml"
    f.write_bytes(b"game: loo\nhands: " + b"[" * 5_000 + b"]" * 5_000)
    for cmd in ("check", "answer"):
        code, text, cpu = malformed.run_cli([cmd, str(f)])
        assert malformed.judge(str(f), code, text) is None, text
        assert "line 2: nested too deeply to read" in text
        assert cpu < 0.5, cpu
    f.write_bytes(b"game:\n" + b"- " * 5_000 + b"x\n")
    with pytest.raises(ScenarioError, match=f"{f.name}: scenario: line 2: nested too deeply"):
        load_file(f)
    lesson = tmp_path / "deep_lesson.yaml"
    lesson.write_bytes(b"game: loo\ntitle: Loo\nsteps:\n  - " + b"{a: " * 3_000)
    with pytest.raises(LessonError, match=rf"{lesson.name}: steps\[0\]: line 4: nested too deeply"):
        load_lesson(lesson)


def test_a_huge_value_is_not_quoted_back_whole(tmp_path: Path) -> None:
    f = tmp_path / "long.yaml"
    f.write_text("game: " + "x" * 5000 + "\nplayers: 3\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        load_file(f)
    assert len(str(e.value)) < 500 and str(f) in str(e.value)


def test_trickbook_check_subprocess_refuses_plainly(tmp_path: Path) -> None:
    f = tmp_path / "broken.yaml"
    f.write_bytes(_example().read_bytes() + b"\n\xff: [unclosed\n")
    p = subprocess.run(
        [sys.executable, "-m", "lessons.cli", "check", str(f)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=malformed.ROOT,
    )
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert malformed.judge(str(f), p.returncode, p.stdout + p.stderr) is None


def test_a_duplicate_card_in_a_curated_answer_is_refused(tmp_path: Path) -> None:
    """Found by the mutation run: ``expect: [KS, KS]`` was read as the set {KS} and passed."""
    import yaml

    from lessons.loader import check_path

    data = yaml.safe_load(_lesson().read_text(encoding="utf-8"))
    q = next(i for i, q in enumerate(data["quiz"]) if isinstance(q.get("expect"), list))
    data["quiz"][q]["expect"] = [*data["quiz"][q]["expect"], data["quiz"][q]["expect"][0]]
    f = tmp_path / _lesson().name
    f.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    errors = check_path(f)
    assert any(f"quiz[{q}].expect: names an item twice" in e for e in errors), errors


def test_the_time_box_counts_cpu_not_the_clock() -> None:
    """Found by make stress at a load average of 30: a wall-clock box of 10 s went off inside
    the YAML parser of four deep-nesting files that take 2 s of CPU to refuse (4 timeouts that
    were no hangs). Waiting for the CPU is not a hang; spinning is."""
    import time

    with malformed.time_box(0.2):
        time.sleep(0.4)  # no CPU used: the box does not ring
    with pytest.raises(malformed.Hang), malformed.time_box(0.2):
        while True:  # a real hang spins
            pass
    with pytest.raises(malformed.Hang), malformed.time_box(5.0, wall=0.2):
        time.sleep(1.0)  # one that waits is caught by the clock
