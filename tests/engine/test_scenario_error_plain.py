"""A refused scenario, as its author and as a learner read it.

The error's own message is the author's (``docs/scenarios.md``): it cites a rule by its seed
file, ``seed 003: “…”`` or ``RULES.md: “…”``, where the writer of a file checks it. A notebook
shows a learner the same refusal with each source named by its book (notebooks 05 and 06 printed
``RULES.md`` and ``seed 003``, names a teacher cannot look up)."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import Action, IllegalAction
from engine.games.loo import LOO
from engine.scenario import ScenarioError, from_dict, load_file
from ui.notebook_errors import learner_message

NOTES = "Trickbook's rules notes (where the books are silent or disagree)"
LESSON_003 = "How to Play Some Trump Card Games, a modern lesson"
LINGER = {
    "game": "linger_longer",
    "players": 4,
    "dealer": "P0",
    "turned": "7H",
    "hands": {"P1": [], "P2": ["4C", "8C"], "P3": [], "P0": ["5S"]},
    "stock": 33,
    "leader": "P2",
    "trick": ["P2 AS", "P3 6S", "P0 9D", "P1 KS"],
}
DROP = {"P1": [], "P2": ["4C", "8C"], "P3": [], "P0": ["9D"]}


def refused(data: dict[str, object]) -> ScenarioError:
    with pytest.raises(ScenarioError) as e:
        from_dict(data)
    return e.value


def test_a_rule_is_cited_by_its_file_for_the_author_and_by_its_book_for_a_learner() -> None:
    e = refused({"game": "napoleon", "players": 4, "bids": {"P1": 2, "P2": 2}})
    why = "P2 may not bid 2, because P1 has bid 2: a bid must be higher"
    quote = "\u201cRecommended: strictly rising bids, and a redeal if everyone passes.\u201d"
    assert str(e) == f"<scenario>: field 'bids.P2': {why} \u2014 RULES.md: {quote}"
    assert e.message_plain() == f"field 'bids.P2': {why} \u2014 {NOTES}: {quote}"

    e = refused(LINGER)
    assert "\u2014 seed 003: \u201cA player must follow suit" in str(e)
    assert e.detail_plain == (
        f"play 9\u2666 is not allowed, because P0 must follow suit: he holds 5\u2660 \u2014 "
        f"{LESSON_003}: \u201cA player must follow suit to the lead when able.\u201d"
    )


@pytest.mark.parametrize(
    ("data", "author", "learner"),
    [
        (  # a source named in passing, with no quote of a rule
            LINGER | {"hands": DROP, "trick": ["P2 AS", "P3 6S", "P0 5S", "P1 KS"], "stock": 20},
            "(each winner draws one, seed 003)",
            f"(each winner draws one, {LESSON_003})",
        ),
        (  # a rule's id beside its source
            {"game": "napoleon", "players": 4, "bids": ["pass"] * 4, "trick": ["P1 AS"]},
            "(napoleon.redeal, RULES.md: \u201ca redeal if everyone passes\u201d)",
            f"({NOTES}: \u201ca redeal if everyone passes\u201d)",
        ),
    ],
    ids=["bare_seed", "rule_id"],
)
def test_every_file_name_becomes_a_book(data: dict[str, object], author: str, learner: str) -> None:
    e = refused(data)
    assert author in str(e)
    assert learner in e.detail_plain
    assert "seed 0" not in e.message_plain() and "RULES.md" not in e.message_plain()


def test_a_file_keeps_its_name_and_a_cell_has_none(tmp_path: Path) -> None:
    f = tmp_path / "bids.yaml"
    f.write_text("game: napoleon\nplayers: 4\nbids: {P1: 2, P2: 2}\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        load_file(f)
    assert e.value.message_plain().startswith(f"{f}: field 'bids.P2': P2 may not bid 2")
    assert not refused(LINGER).message_plain().startswith("<scenario>")


def test_a_notebook_shows_a_learners_mistake_with_the_books_named() -> None:
    said = learner_message(refused(LINGER))
    assert said is not None and said.startswith("Cannot read that: field 'trick[2]': play 9\u2666")
    assert LESSON_003 in said and "seed 003" not in said
    deal = LOO.new_deal(players=5, dealer=0, seed=124)
    with pytest.raises(IllegalAction) as e:
        LOO.apply(deal, Action.parse("2C"))
    assert "seed 0" in str(e.value) or "RULES.md" in str(e.value)  # the author's form
    said = learner_message(e.value)
    assert said is not None and said.startswith("Not allowed, because P1 does not hold 2\u2663")
    assert "seed 0" not in said and "RULES.md" not in said
