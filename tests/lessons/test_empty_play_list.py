"""The lesson check for a Learn line that names no playable card reads the line as it is now
worded, a list ("You may play 9♠ or 4♠ (highlighted)", 83dbdc3): it had looked for the old
"may play:" with nothing after it, which the new wording never prints, so it could not fire
(its doctest runs in test_lesson_checks)."""

from __future__ import annotations

from lessons.checks import empty_play_list


def test_an_empty_list_in_either_wording_is_found() -> None:
    assert empty_play_list("You may play (highlighted). The dimmed cards may not be played")
    assert not empty_play_list("You may play K♠ (highlighted). You may also claim 66.")
