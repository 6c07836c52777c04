"""The loader reads a lesson file once per process while its bytes are unchanged
(``lessons.loader._LOADED``): the same :class:`Lesson` again for the same file, a fresh read
for a file changed in place (even at once and at the same size, which a modification time
could miss), and a malformed file's problem told even where a sound version was read before."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from lessons.loader import LESSONS_DIR, LessonError, load, load_file


def _copy(tmp_path: Path, game: str = "napoleon") -> Path:
    out = tmp_path / f"{game}.yaml"
    out.write_bytes((LESSONS_DIR / f"{game}.yaml").read_bytes())
    return out


def test_an_unchanged_file_gives_the_same_lesson() -> None:
    assert load("napoleon") is load("napoleon")
    assert load_file(LESSONS_DIR / "napoleon.yaml") is load("napoleon")


def test_a_file_changed_in_place_is_read_again(tmp_path: Path) -> None:
    path = _copy(tmp_path)
    first = load_file(path)
    title = first.steps[0].title
    changed = title[:-1] + ("X" if title[-1] != "X" else "Y")  # same length, same instant
    data = path.read_bytes()
    path.write_bytes(data.replace(title.encode(), changed.encode(), 1))
    assert path.stat().st_size == len(data)
    again = load_file(path)
    assert again is not first
    assert again.steps[0].title == changed
    assert first.steps[0].title == title  # the lesson read before is left as it was


def test_a_file_broken_after_a_sound_read_tells_its_problem(tmp_path: Path) -> None:
    path = _copy(tmp_path)
    load_file(path)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["steps"][0]["source"]["seed"] = "999"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(LessonError, match=r"napoleon\.yaml: steps\[0\]\.source\.seed"):
        load_file(path)
    with pytest.raises(LessonError):  # and again: no problem is kept as a lesson
        load_file(path)


def test_the_same_text_in_two_files_gives_two_lessons(tmp_path: Path) -> None:
    a = _copy(tmp_path)
    (tmp_path / "b").mkdir()
    b = _copy(tmp_path / "b")
    assert load_file(a) is not load_file(b)
    assert load_file(a).path != load_file(b).path  # each names its own file in messages
