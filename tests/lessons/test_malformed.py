"""A malformed lesson gets one line naming the file, the field path and what was expected —
from ``check_path`` (every problem), ``load_file`` (a :class:`LessonError`) and
``trickbook check`` (exit code 2) — never a traceback."""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from lessons.loader import LessonError, check_path, load, load_file

GOOD: dict[str, Any] = {
    "game": "loo",
    "title": "A small lesson",
    "intro": "Two steps and one question.",
    "steps": [
        {
            "id": "deal",
            "title": "The deal",
            "text": "Three cards each.",
            "source": {"seed": "002", "quote": "the dealer gives three cards to each player"},
        },
        {
            "id": "head",
            "title": "Head the trick",
            "text": "Beat the trick if you can.",
            "source": {"seed": "002", "quote": "must head the trick if they can"},
            "scenario": {
                "game": "loo",
                "players": 5,
                "hands": {"P2": ["KS", "3S", "AD"]},
                "trick": ["P1 QS"],
            },
            "show": "legal",
        },
    ],
    "quiz": [
        {
            "id": "q1",
            "kind": "legal_cards",
            "step": "head",
            "prompt": "Which cards may P2 play?",
            "scenario": {
                "game": "loo",
                "players": 5,
                "hands": {"P2": ["KS", "3S", "AD"]},
                "trick": ["P1 QS"],
            },
            "expect": ["KS"],
        }
    ],
}


def write(tmp_path: Path, data: Any, name: str = "lesson.yaml") -> Path:
    f = tmp_path / name
    text = data if isinstance(data, str) else yaml.safe_dump(data, allow_unicode=True)
    f.write_text(text, encoding="utf-8")
    return f


def broken(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(GOOD)
    change(data)
    return data


def only_error(tmp_path: Path, data: Any) -> str:
    f = write(tmp_path, data)
    errors = check_path(f)
    assert len(errors) == 1, errors
    line = errors[0]
    assert "\n" not in line and "Traceback" not in line
    assert line.startswith(f"{f}: ")
    with pytest.raises(LessonError) as e:
        load_file(f)
    assert str(e.value) == line
    return line[len(f"{f}: ") :]


def test_the_good_lesson_is_good(tmp_path: Path) -> None:
    f = write(tmp_path, GOOD)
    assert check_path(f) == []
    lesson = load_file(f)
    assert [s.id for s in lesson.steps] == ["deal", "head"]
    assert lesson.quiz[0].expect == lesson.quiz[0].solve()


def test_bad_card(tmp_path: Path) -> None:
    data = broken(lambda d: d["steps"][1]["scenario"]["hands"].update(P2=["KS", "ZZ", "AD"]))
    msg = only_error(tmp_path, data)
    assert msg.startswith("steps[1].scenario.hands.P2[1]: not a card: 'ZZ'")


def test_bad_card_in_a_question(tmp_path: Path) -> None:
    data = broken(lambda d: d["quiz"][0]["scenario"].update(trick=["P1 QX"]))
    msg = only_error(tmp_path, data)
    assert msg.startswith("quiz[0].scenario.trick[0]: not a suit: 'X'")


def test_unknown_step_field(tmp_path: Path) -> None:
    data = broken(lambda d: d["steps"][0].update(colour="red"))
    msg = only_error(tmp_path, data)
    assert msg.startswith(
        "steps[0].colour: unknown field (expected one of chapter, id, scenario, show,"
    )


def test_unknown_scenario_field(tmp_path: Path) -> None:
    data = broken(lambda d: d["steps"][1]["scenario"].update(trumps="H"))
    msg = only_error(tmp_path, data)
    assert msg.startswith("steps[1].scenario.trumps: unknown field")


def test_missing_quote(tmp_path: Path) -> None:
    data = broken(lambda d: d["steps"][0]["source"].pop("quote"))
    msg = only_error(tmp_path, data)
    assert msg == "steps[0].source.quote: is required (a verbatim passage of seed 002)"


@pytest.mark.parametrize("seed", [{"x": 1}, ["002"]])
def test_a_seed_that_is_a_mapping_or_a_list(tmp_path: Path, seed: Any) -> None:
    """found by make stress's mutations: an unhashable seed was a TypeError traceback"""
    data = broken(lambda d: d["steps"][0]["source"].update(seed=seed))
    msg = only_error(tmp_path, data)
    assert msg.startswith("steps[0].source.seed: expected one of 000, 001, 002")
    assert msg.endswith(f"got {seed!r}")


def test_a_huge_value_is_quoted_back_cut_short(tmp_path: Path) -> None:
    """found by make stress: 300 nested lists as the game gave a 780-character line (so deep
    a file is now refused before it is parsed: a long flat list quotes back as long)"""
    wide = ["loo"] * 300
    msg = only_error(tmp_path, broken(lambda d: d.update(game=wide)))
    assert msg.startswith("game: expected one of loo, ") and msg.endswith("…")
    assert len(msg) <= 310


def test_quote_not_in_seed(tmp_path: Path) -> None:
    data = broken(lambda d: d["steps"][0]["source"].update(quote="the dealer deals five cards"))
    msg = only_error(tmp_path, data)
    assert msg == (
        "steps[0].source.quote: not found in seed 002 (002_f2d8b7a0bdad9072.txt): "
        "\u201cthe dealer deals five cards\u201d"
    )


def test_quote_from_the_wrong_seed(tmp_path: Path) -> None:
    data = broken(lambda d: d["steps"][1]["source"].update(seed="000"))
    msg = only_error(tmp_path, data)
    assert msg.startswith("steps[1].source.quote: not found in seed 000")


def test_bad_kind(tmp_path: Path) -> None:
    data = broken(lambda d: d["quiz"][0].update(kind="winner"))
    msg = only_error(tmp_path, data)
    assert msg == (
        "quiz[0].kind: expected one of legal_cards, trick_winner, settlement, declare, got 'winner'"
    )


def test_bad_show(tmp_path: Path) -> None:
    data = broken(lambda d: d["steps"][1].update(show="winner"))
    msg = only_error(tmp_path, data)
    assert msg.startswith("steps[1].show: expected one of legal, trick_winner, settlement,")


def test_kind_that_does_not_fit_the_position(tmp_path: Path) -> None:
    data = broken(lambda d: d["quiz"][0].update(kind="settlement"))
    msg = only_error(tmp_path, data)
    assert msg == (
        "quiz[0].kind: 'settlement' needs a position whose deal is over (this one "
        "is in phase 'play')"
    )


def test_question_for_an_unknown_step(tmp_path: Path) -> None:
    data = broken(lambda d: d["quiz"][0].update(step="heading"))
    msg = only_error(tmp_path, data)
    assert msg == "quiz[0].step: expected the id of a step in this lesson, got 'heading'"


def test_duplicate_step_id(tmp_path: Path) -> None:
    data = broken(lambda d: d["steps"][1].update(id="deal"))
    data["quiz"][0]["step"] = "deal"
    msg = only_error(tmp_path, data)
    assert msg == "steps[1].id: duplicate step id 'deal'"


def test_unreadable_expect(tmp_path: Path) -> None:
    data = broken(lambda d: d["quiz"][0].update(expect=["KS", "XX"]))
    msg = only_error(tmp_path, data)
    assert msg.startswith("quiz[0].expect: 'XX' is not a card")


def test_scenario_variant_clashes_with_step_variant(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["steps"][1]["variant"] = "lesson_000"
        d["steps"][1]["scenario"]["variant"] = "foster1897"

    msg = only_error(tmp_path, broken(change))
    assert msg == (
        "steps[1].scenario.variant: expected 'lesson_000' (the step's variant), got 'foster1897'"
    )


def test_not_yaml(tmp_path: Path) -> None:
    msg = only_error(tmp_path, "game: loo\nsteps: [unclosed\n")
    assert msg.startswith("steps: not valid YAML (line 3:")  # the field the line falls in


def test_duplicate_yaml_key(tmp_path: Path) -> None:
    text = yaml.safe_dump(GOOD) + "title: again\n"
    msg = only_error(tmp_path, text)
    assert msg.startswith("title: not valid YAML (") and "duplicate key 'title'" in msg


def test_an_unreadable_lesson_outside_lessons_is_told_as_a_lesson(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A lesson file given from elsewhere that cannot be read (a byte not UTF-8 in a step's
    text, a bracket left open in a question) was checked as a scenario ("FILE: scenario: line
    12: ..."): it is told as a lesson's problem, naming the file and the field the line is in."""
    from lessons.cli import main

    text = yaml.safe_dump(GOOD, allow_unicode=True, sort_keys=False)
    lines = text.split("\n")
    n = next(i for i, ln in enumerate(lines) if "Beat the trick" in ln) + 1  # steps[1].text
    latin = tmp_path / "latin1.yaml"
    latin.write_bytes(text.replace("Beat the trick", "Beat the trick, caf\u00e9").encode("latin-1"))
    assert main(["check", str(latin)]) == 2
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert line == (
        f"{latin}: steps[1]: line {n}: not UTF-8 text (byte 0xe9); save the file as UTF-8"
    )
    with pytest.raises(LessonError) as e:
        load_file(latin)
    assert str(e.value) == line

    unclosed = write(tmp_path, text.replace("expect:\n", "expect: [KS\n"), "unclosed.yaml")
    assert main(["check", str(unclosed)]) == 2
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert line.startswith(f"{unclosed}: quiz[0]: not valid YAML (line "), line
    assert "scenario" not in line


def test_every_problem_is_listed(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["steps"][0]["source"]["quote"] = "not a passage of any seed"
        d["steps"][1]["scenario"]["hands"]["P2"][0] = "1Z"
        d["quiz"][0]["kind"] = "bid"

    f = write(tmp_path, broken(change))
    errors = check_path(f)
    assert [e.split(": ")[1] for e in errors] == [
        "steps[0].source.quote",
        "steps[1].scenario.hands.P2[0]",
        "quiz[0].kind",
    ]
    with pytest.raises(LessonError, match=r"\(and 2 more problems: run `trickbook check"):
        load_file(f)


def test_unknown_game_and_variant() -> None:
    with pytest.raises(LessonError, match=r"^lessons: no lesson for 'whist'"):
        load("whist")
    with pytest.raises(LessonError, match=r"^lessons/loo.yaml: variant: expected one of "):
        load("loo", "hoyle1750")


def test_cli_check_exits_2_with_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "lessons"
    folder.mkdir()
    write(folder, GOOD, "good.yaml")
    write(folder, broken(lambda d: d["quiz"][0].update(kind="winner")), "bad.yaml")
    p = subprocess.run(
        [sys.executable, "-m", "lessons.cli", "check", str(folder)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert p.returncode == 2
    assert p.stderr.strip().splitlines() == [
        f"{folder / 'bad.yaml'}: quiz[0].kind: expected one of legal_cards, trick_winner, "
        "settlement, declare, got 'winner'"
    ]
    assert "Traceback" not in p.stderr


def test_cli_check_reads_a_titled_scenario_as_a_scenario(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A scenario may carry a ``title`` (docs/examples/spoil_five_*.yaml): ``trickbook check``
    read it against the lesson schema ("intro: is required"); it is a scenario, checked as one,
    and a bad one gets one line from the scenario reader. A lesson begun (a title, no steps
    yet) is still a lesson."""
    from lessons.cli import main

    example = Path(__file__).resolve().parents[2] / "docs" / "examples" / "spoil_five_five.yaml"
    assert main(["check", str(example)]) == 0
    assert capsys.readouterr().out.strip() == "ok"
    bad = tmp_path / example.name
    bad.write_text(example.read_text(encoding="utf-8").replace("9S", "ZQ"), encoding="utf-8")
    assert main(["check", str(bad)]) == 2
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert line.startswith(f"{bad}: field 'turn_card': ") and "ZQ" in line, line
    begun = write(tmp_path, {"game": "loo", "title": "Loo"}, "begun.yaml")
    assert main(["check", str(begun)]) == 2
    assert "intro: is required" in capsys.readouterr().err


def test_cli_check_the_real_lessons() -> None:
    p = subprocess.run(
        [sys.executable, "-m", "lessons.cli", "check", "lessons/"],
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert (p.returncode, p.stdout.strip(), p.stderr) == (0, "ok", "")


# ---- RULES.md citations and `about` (the Sixty-Six lesson uses both) -----------------------------
SIXTY: dict[str, Any] = {
    "game": "sixty_six",
    "title": "Sixty-Six",
    "intro": "One decision and one count.",
    "steps": [
        {
            "id": "closer",
            "title": "A failed closer",
            "text": "The closer must make 66.",
            "source": {
                "seed": "RULES.md",
                "quote": "a player who closes must reach 66 himself",
            },
        }
    ],
    "quiz": [
        {
            "id": "q1",
            "kind": "card_points",
            "step": "closer",
            "prompt": "How many has P0 taken?",
            "about": "P0",
            "scenario": {
                "game": "sixty_six",
                "turned": "JH",
                "won": {"P0": ["AS", "10S"]},
                "leader": "P0",
            },
            "expect": 21,
        }
    ],
}


def sixty(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(SIXTY)
    change(data)
    return data


def test_a_rules_md_decision_and_about_are_accepted(tmp_path: Path) -> None:
    f = write(tmp_path, SIXTY)
    assert check_path(f) == []
    lesson = load_file(f)
    assert lesson.steps[0].seed == "RULES.md" and lesson.steps[0].seed_file == "RULES.md"
    assert lesson.quiz[0].about == 0 and lesson.quiz[0].solve() == 21


def test_a_rules_md_quote_the_engine_does_not_cite(tmp_path: Path) -> None:
    data = sixty(lambda d: d["steps"][0]["source"].update(quote="the closer pays a forfeit"))
    msg = only_error(tmp_path, data)
    assert msg == (
        "steps[0].source.quote: not a RULES.md decision the engine cites (see the RULES.md "
        "rules of sixty_six): \u201cthe closer pays a forfeit\u201d"
    )


def test_rules_md_only_for_games_whose_engine_cites_it(tmp_path: Path) -> None:
    data = broken(lambda d: d["steps"][0]["source"].update(seed="RULES.md"))
    msg = only_error(tmp_path, data)
    assert msg.startswith("steps[0].source.seed: expected one of 000, 001, 002")
    assert "RULES.md" not in msg.split("got")[0]


def test_about_must_be_a_seat(tmp_path: Path) -> None:
    msg = only_error(tmp_path, sixty(lambda d: d["quiz"][0].update(about="P7")))
    assert msg == "quiz[0].about: expected a seat P0..P1, got 'P7'"


def test_card_points_needs_someone_to_count(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["quiz"][0].pop("about")
        d["quiz"][0]["scenario"] = {
            "game": "sixty_six",
            "trump": "S",
            "tricks": {"P0": 7, "P1": 5},
            "points": {"P0": 61, "P1": 59},
            "last_trick": "P0",
        }

    msg = only_error(tmp_path, sixty(change))
    assert msg == "quiz[0].about: is required: which player's tricks should be counted?"


def test_game_points_need_a_finished_hand(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["quiz"][0].update(kind="game_points", expect={"P0": 0, "P1": 0})

    msg = only_error(tmp_path, sixty(change))
    assert msg == (
        "quiz[0].kind: 'game_points' needs a position whose deal is over (this one is in "
        "phase 'play')"
    )
