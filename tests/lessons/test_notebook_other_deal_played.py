"""A teacher deals another hand in notebooks 05, 06 and 11 with another number of players or
another dealer (the notebook says so under its first deal: change ``seed=``, ``players=`` or
``dealer=`` and run the cells below), and the cells that play that deal on play it.

nbread4, the notebooks run in JupyterLab with their knobs changed: Napoleon with six players,
Linger Longer with six and Forty-Five with six stopped with a KeyError traceback inside
``play_hand`` (its computer players were made for the seats of the notebook's own deal:
``range(4)``, ``range(5)``), and Linger Longer's "cards in hand" line counted five seats (an
IndexError with four); Napoleon's bidding cell passed three times, for four players. Cells named
the seat of the notebook's own deal where the engine's was another: with P1 dealing, Linger
Longer printed "P1 leads Q♠" for P3's lead, and Napoleon printed P1's hand and estimate under
P2's turn to bid, then "P1 names spades" as P2 named them by P1's estimate. The cells now take
the seats from the deal (``state.to_move``, ``state.bidder``, ``range(state.n)``); Forty-Five's
game to 45, a deal of its own for four, makes its own players.

Rams (07, nbread5): with six players its cell passing to the pone ("pass", "pass") stopped on
an unfinished deal with an AttributeError traceback in ``settle``, the pone not yet reached;
the widow was "taken by P1" with another dealer. The cells now pass until ``G.pone(s)`` is to
move, stand and let the others pass until the dealer, and name the first to declare.

Each notebook is run in one IPython shell, as a kernel runs it, from the top to the cell that
plays its first deal out (Forty-Five's to the game to 45): 0.1 to 0.9 s a notebook."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine.games  # noqa: F401  (registers the games)
from bench import stress_notebooks
from engine.game import REGISTRY

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
DEAL = re.compile(r"new_deal\([^)]*\)")

# notebook, its game, the first deal's knobs as a teacher sets them, the cell to run to (the
# first whose code holds this), and what the cells must name: the first to bid, or to lead
CASES = [
    # another dealer: the cells run as they did, and must name the new deal's seats
    ("05_napoleon", "napoleon", "players=4, dealer=1, seed=1", "play_hand(", ("holds", "names")),
    ("06_linger_longer", "linger_longer", "players=5, dealer=2, seed=1", "end_rule(", ("leads",)),
    # another number of players too
    ("05_napoleon", "napoleon", "players=6, dealer=1, seed=1", "play_hand(", ("holds", "names")),
    ("06_linger_longer", "linger_longer", "players=6, dealer=2, seed=1", "end_rule(", ("leads",)),
    ("11_forty_five", "forty_five", "players=6, dealer=1, seed=2", "play_hand(", ()),
    # Rams: the widow taken by the first to declare, everyone before the pone passing, one
    # player standing and the rest passing (with six the dealer holds no cards), general rams
    (
        "07_rams",
        "rams",
        "players=6, dealer=1, seed=2",
        "heuristic_action(s, rng)",
        ("took the widow",),
    ),
    (
        "07_rams",
        "rams",
        "players=3, dealer=2, seed=2",
        "heuristic_action(s, rng)",
        ("took the widow",),
    ),
    # Rounce: the widow taken and a card discarded by the first to declare (nbread5)
    ("08_rounce", "rounce", "players=6, dealer=2, seed=1", "must discard one", ("holds",)),
    # (Forty-Five's game to 45 is for four, whatever the deal above: with two above, the two
    # computer players made for that deal could not play it)
    ("11_forty_five", "forty_five", "players=2, dealer=1, seed=2", "score_table(", ()),
]


def run_with_knobs(stem: str, knobs: str, last: str) -> str:
    """Run notebook ``stem`` with its first deal's knobs set to ``knobs``, from the top to the
    first cell holding ``last``; what its cells printed. A cell that fails fails the test."""
    cells = stress_notebooks.code_cells(NOTEBOOKS / f"{stem}.ipynb")
    first = next(i for i, c in enumerate(cells) if DEAL.search(c))
    cells[first] = DEAL.sub(f"new_deal({knobs})", cells[first], count=1)
    end = next(i for i, c in enumerate(cells) if last in c)
    shell = stress_notebooks.fresh_shell()
    printed = []
    for k, source in enumerate(cells[: end + 1]):
        if "draw(" in source:  # (a picture: nothing a seat is named in)
            continue
        err, text = stress_notebooks.run_cell(shell, source)
        assert err is None, f"{stem} with {knobs}, cell {k} {source.splitlines()[0]!r}:\n{text}"
        printed.append(text)
    return "".join(printed)


@pytest.mark.parametrize(
    ("stem", "game_id", "knobs", "last", "named"),
    CASES,
    ids=[f"{c[0]}-{c[2].rsplit(',', 1)[0].replace(', ', '-')}" for c in CASES],
)
def test_another_deal_s_cells_play_it_and_name_its_seats(
    stem: str,
    game_id: str,
    knobs: str,
    last: str,
    named: tuple[str, ...],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(NOTEBOOKS.parent)  # where nbval runs the notebooks
    printed = run_with_knobs(stem, knobs, last)
    game = REGISTRY.get(game_id)
    kw = {k: int(v) for k, v in (p.split("=") for p in knobs.replace(" ", "").split(","))}
    assert set(kw) == {"players", "dealer", "seed"}, knobs  # (the knobs each case turns)
    dealt = game.new_deal(players=kw["players"], dealer=kw["dealer"], seed=kw["seed"])
    first = dealt.to_move  # the engine's first to bid, or to lead
    for verb in named:
        assert f"P{first} {verb}" in printed, (verb, printed)
        wrong = {f"P{p} {verb}" for p in range(kw["players"]) if p != first}
        assert not any(w in printed for w in wrong), (verb, printed)


def test_another_deal_s_dealer_and_first_to_declare_are_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The first deal's own cell names its dealer's and first declarer's seats from the deal:
    Rams printed P0's counters as "the dealer's counters" whoever dealt (50 for P1's 45), and
    Bierspiel "P1 to declare" with P1's hand after the Auf whoever was first (nbread5). 0.1 s
    once the shell is up."""
    monkeypatch.chdir(NOTEBOOKS.parent)
    rams = REGISTRY.get("rams").new_deal(players=4, dealer=1, seed=2)
    said = " ".join(
        run_with_knobs("07_rams", "players=4, dealer=1, seed=2", "dealer's counters").split()
    )
    assert f"the dealer's counters: {rams.counters[1]}" in said, said
    assert rams.counters[1] != rams.counters[0]  # (so P0's would not do)

    g = REGISTRY.get("bierspiel")
    dealt = g.new_deal(players=5, dealer=2, seed=2)
    (auf,) = g.legal_actions(dealt)  # (the dealer's Auf, his only action)
    first = g.apply(dealt, auf).to_move
    said = " ".join(run_with_knobs("09_bierspiel", "players=5, dealer=2, seed=2", "AUF)").split())
    assert f"P{first} to declare" in said, said
    assert all(f"P{p} to declare" not in said for p in range(5) if p != first), said
