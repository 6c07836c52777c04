"""A lesson names a reading as the page's reading switch does (learner walk,
/?game=spoil_five&step=rob_compulsory, rob_dealer and two_privileged at 1400 and 390 px): the
text said 'Switch to the variant *eb_compulsory_rob*', but the switch under 'Rules: ...' lists
'Robbing compulsory (1911 Britannica)' and 'Two privileged trumps: play one', so the learner
looked for a word no control bears. ``trickbook check`` reports such an id for every lesson."""

from __future__ import annotations

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from lessons import available, load
from lessons.checks import check_lesson, reading_id_problems


def test_no_lesson_names_a_reading_by_its_id() -> None:
    for gid in available():
        lesson = load(gid)
        assert [p for p in check_lesson(lesson) if "by its id" in p] == [], gid


def test_the_check_names_the_label_to_use() -> None:
    game = REGISTRY.get("spoil_five")
    assert reading_id_problems("switch to the variant *strict_single_privileged* to see", game) == [
        "names the reading 'strict_single_privileged' by its id: the page calls it "
        "\u201cTwo privileged trumps: play one (Foster, read strictly)\u201d"
    ]
    assert reading_id_problems("the Two privileged trumps: play one reading", game) == []


def test_the_strict_reading_has_one_name_in_both_games() -> None:
    """Spoil Five and Forty-Five share the reading (RULES.md section 5, seed 002's words read
    strictly): its switch bore '(Foster, read strictly)' in Forty-Five only."""
    labels = {
        REGISTRY.get(g).variants["strict_single_privileged"].label
        for g in ("spoil_five", "forty_five")
    }
    assert labels == {"Two privileged trumps: play one (Foster, read strictly)"}
