"""A lesson's one-line error points at a command that shows the rest, for the file it is about.

:func:`lessons.loader.load_file` raises the first problem with a lesson and "(and N more
problems: run `trickbook check ...`)". The command named ``lessons/`` whatever the file: a
teacher loading her own lesson from a notebook (``load_file("my_lesson.yaml")``) was sent to
check the project's lessons, which do not list her file's problems. It now names the file as
she gave it (a name the shell would split quoted), and that command lists every problem.
"""

from __future__ import annotations

import copy
import shlex
from pathlib import Path
from typing import Any

import pytest
import yaml
from test_malformed import GOOD

from lessons.cli import check_paths
from lessons.loader import LessonError, load_file


def _write_broken(folder: Path, name: str) -> Path:
    """A lesson with three problems (a quote no seed holds, a card that is none, a kind that
    is none)."""
    data: dict[str, Any] = copy.deepcopy(GOOD)
    data["steps"][0]["source"]["quote"] = "not a passage of any seed"
    data["steps"][1]["scenario"]["hands"]["P2"][0] = "1Z"
    data["quiz"][0]["kind"] = "bid"
    f = folder / name
    f.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return f


def _summary(path: str | Path) -> str:
    with pytest.raises(LessonError) as e:
        load_file(path)
    return str(e.value)


def test_more_problems_names_the_file_given(tmp_path: Path) -> None:
    f = _write_broken(tmp_path, "my_lesson.yaml")
    message = _summary(f)
    assert "`trickbook check lessons/`" not in message, message
    assert message.endswith(f" (and 2 more problems: run `trickbook check {f}`)"), message
    assert len(check_paths([str(f)])) == 3  # the command named lists them all


def test_more_problems_names_a_relative_path_as_given(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "mine").mkdir()
    _write_broken(tmp_path / "mine", "lesson.yaml")
    monkeypatch.chdir(tmp_path)
    message = _summary("mine/lesson.yaml")
    assert message.endswith("run `trickbook check mine/lesson.yaml`)"), message
    assert len(check_paths(["mine/lesson.yaml"])) == 3


def test_more_problems_quotes_a_name_the_shell_would_split(tmp_path: Path) -> None:
    f = _write_broken(tmp_path, "my lesson.yaml")
    message = _summary(f)
    command = message.rsplit("run `", 1)[1].removesuffix("`)")
    assert shlex.split(command) == ["trickbook", "check", str(f)], command
