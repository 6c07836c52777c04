"""A Linger Longer position whose tricks cannot be numbered says which tricks its boxes hold.

Learner walk: /linger_longer-learn?step=stock_out ("Here the stock is empty: P2 wins with the
A♠ but draws nothing", a position set up by hand) drew its one trick in a box titled "P2's
tricks", as if P2 had won no other trick in the game. 4e3de7d named the tricks of a position
set up mid-game ("P2 won trick 4") where the stock says how many came before; an empty stock
set by hand, or the reshuffle reading's new one, says nothing of it (LingerState.counted), and
the box kept the old title. It now counts among the tricks shown, as the seats' "out after the
trick shown" does: "P2 won the trick shown", "P2 won tricks 1 and 3 of 3 shown".
"""

from __future__ import annotations

import pytest

from engine.cards import listed
from engine.scenario import from_dict
from lessons import load
from ui.games.linger_longer import linger_table
from ui.games.won_tricks import won_tricks

LESSON = load("linger_longer")
SCENARIOS = [
    (st.id, st.scenario)
    for st in LESSON.steps
    if st.scenario is not None
    and st.scenario.state.history
    and not st.scenario.state.counted
    and not st.scenario.state.reshuffled  # its trick lies in the new stock: no box
] + [
    (q.id, q.scenario)
    for q in LESSON.quiz
    if q.scenario.state.history and not q.scenario.state.counted and not q.scenario.state.reshuffled
]


def test_the_stock_out_step_is_one() -> None:
    assert {"stock_out", "last_trick", "winner_out"} <= {k for k, _ in SCENARIOS}


def titles(s: object, viewer: int | None = None) -> list[str]:
    view = linger_table(s, reveal=True, highlight=False, viewer=viewer)
    return [h for h, _ in view.extras if h not in ("Trumps \u2665", "Stock") and "trick" in h]


@pytest.mark.parametrize(("name", "scn"), SCENARIOS, ids=[k for k, _ in SCENARIOS])
def test_each_box_counts_its_tricks_among_those_shown(name: str, scn: object) -> None:
    s = scn.state  # type: ignore[attr-defined]
    want = []
    for seat in range(s.n):
        won = [k for k, (plays, w) in enumerate(s.history, 1) if w == seat and plays]
        if not won:
            continue
        if len(s.history) == 1:
            want.append(f"P{seat} won the trick shown")
        else:
            many = "tricks" if len(won) > 1 else "trick"
            want.append(f"P{seat} won {many} {listed(map(str, won))} of {len(s.history)} shown")
    got = titles(s)
    assert got == want, (name, got)
    assert not any(h.endswith("'s tricks") for h in got), got


def test_the_learner_s_own_box_says_you() -> None:
    _, scn = next((k, v) for k, v in SCENARIOS if k == "stock_out")
    s = scn.state  # type: ignore[attr-defined]
    winner = s.history[0][1]
    assert titles(s, viewer=winner) == ["You won the trick shown"]


def test_several_tricks_are_counted_in_the_record() -> None:
    """The box's own words over a record of three unnumbered tricks (seat 2 won the first and
    the last); a numbered record and one from the deal keep their titles."""
    a, b, c = (((0, 1), (1, 2)), 2), (((1, 3), (2, 4)), 1), (((2, 5), (0, 6)), 2)
    names = ["P0", "P1", "P2"]
    heads = [h for h, _ in won_tricks([a, b, c], 3, None, names, (), unnumbered=3)]
    assert heads == ["P1 won trick 2 of 3 shown", "P2 won tricks 1 and 3 of 3 shown"]
    # the end of a longer record (a reshuffle gathered its first trick): places in the record
    heads = [
        h for h, _ in won_tricks([b, c], 3, None, names, (), numbers=lambda k: k + 1, unnumbered=3)
    ]
    assert heads == ["P1 won trick 2 of 3 shown", "P2 won trick 3 of 3 shown"]
    heads = [h for h, _ in won_tricks([a, b, c], 3, None, names, (), numbers=lambda k: k + 4)]
    assert heads == ["P1 won trick 6", "P2 won tricks 5 and 7"]
    assert [h for h, _ in won_tricks([a, b, c], 3, 2, names, ())] == ["P1's tricks", "Your tricks"]


def test_an_empty_stock_set_by_hand_cannot_be_numbered() -> None:
    doc = dict(LESSON.step("stock_out").scenario.data)  # type: ignore[union-attr]
    assert not from_dict(doc, "test").state.counted
