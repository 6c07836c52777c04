"""A narrow table's trick reads in the order of play, from the leader (ui.cards._trick_html).

Reported at 390 px: a four-seat table laid the trick's cards in a row clockwise from the
reader's left, whoever led, so Bierspiel's "The face-down card calls for a trump" read
"P3, P0, P1 · led, P2" and a Forty-Five four-hand trick "P2, P3, P0, P1 · led". Read left to
right, the row must run from the card led, in the order the cards were played, and then the
spaces of the seats still to play, in their turn. The wide table keeps its cross (each card in
front of the seat that played it).

The order expected is the engine's: a position is played on to the end of its trick, and each
seat that adds a card is written down."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from ui.cards import PHONE_CSS, places, position_html

# (game, players): two, three (one out: Sixty-Six's dealer; Loo's and Rams' passers) and four
TABLES = [
    ("sixty_six", 2),
    ("sixty_six", 3),
    ("sixty_six", 4),
    ("loo", 3),
    ("loo", 4),
    ("rams", 4),
    ("bierspiel", 4),
    ("forty_five", 4),
]


def _play_order(game: Any, state: Any) -> list[int]:
    """The seats of the trick's cards, in the order the engine has them played: those on the
    table, then each seat that adds one until the trick is full."""
    order = [seat for seat, _ in state.trick]
    while True:
        before = len(state.trick)
        mover = state.to_move
        state = game.apply(state, game.legal_actions(state)[0])
        if len(state.trick) > before:
            order.append(state.trick[-1][0])
        elif len(state.trick) < before:  # the trick is full and taken: the mover played last
            return order + [mover]


def positions(name: str, players: int) -> list[tuple[Any, int, list[int]]]:
    """Positions with part of a trick on the table (each seat in turn the reader), with the
    play order of their trick: (state, reader, seats in play order)."""
    game = REGISTRY.get(name)
    out = []
    for seed in range(6):
        rng = random.Random(seed)
        state = game.new_deal(players=players, seed=seed)
        while not game.is_over(state) and len(out) < 8 * (seed + 1):
            if state.trick and state.phase == "play":
                out.append((state, len(out) % players, _play_order(game, state)))
            state = game.apply(state, rng.choice(game.legal_actions(state)))
    return out


# a trick cell of the cross: its place in the narrow row, and its label (the seat's name)
CELL = re.compile(
    r'--tb-at:(\d+);display:flex;flex-direction:column;align-items:center">'
    r"(?:<svg.*?</svg>|<div [^>]*></div>)<div [^>]*>([^<]*)</div></div>"
)


def _seat(label: str) -> int:
    return int(label.split(" ")[0].removeprefix("P"))


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_the_narrow_row_runs_in_play_order_from_the_leader(name: str, players: int) -> None:
    found = positions(name, players)
    leaders = {order[0] for _, _, order in found}
    assert len(found) >= 8 and len(leaders) >= 2  # several leaders, seen from every side
    for state, reader, order in found:
        html = position_html(state, viewer=reader)
        cells = CELL.findall(html)
        assert len(cells) == len(order), (name, reader, cells)
        row = [_seat(label) for _, label in sorted(cells, key=lambda c: int(c[0]))]
        assert row == order, (name, reader, row, order)
        # the page's own order is the same (a screen reader reads the cards in play order)
        assert [_seat(label) for _, label in cells] == order
        assert f"--tb-cols:{len(order)};" in html  # one column a card, none for a seat out
        assert cells[0][1].endswith(" · led") and int(cells[0][0]) == 1


# The reported tables: Bierspiel's step "face_down" (P1 led, the reader P2, P0 across), and a
# four-hand trick seen from P3 whose leader sits on the reader's right; a three-hand Sixty-Six
LOOK = [("bierspiel", 4), ("forty_five", 4), ("sixty_six", 3), ("loo", 4)]

MEASURE = """() => [...document.querySelectorAll('.tb-cross > div')].map(cell => {
  const r = cell.getBoundingClientRect();
  return {label: cell.lastElementChild.textContent, x: r.left, y: r.top, w: r.width};
})"""


@pytest.mark.parametrize(("name", "players"), LOOK)
def test_in_chromium_a_narrow_trick_reads_left_to_right_in_play_order(
    name: str, players: int, html_page: Any
) -> None:
    """In a 358 px column (a 390 px phone) with the app's phone rules, the trick's cards and
    spaces lie in one row whose left-to-right order is the play order; in a 700 px column the
    cross stays (the cards two rows high, each before its seat)."""
    found = positions(name, players)
    # the leader on the reader's right or across: the orders the clockwise row got wrong
    tables = [(s, r, o) for s, r, o in found if (o[0] - r) % players not in (0, 1)][:3]
    assert tables
    page = html_page
    for state, reader, order in tables:
        html = position_html(state, viewer=reader)
        for column in (358, 700):
            page.set_content(
                f'<body style="margin:0"><style>{PHONE_CSS}</style>'
                f'<div style="width:{column}px">{html}</div></body>'
            )
            cells = page.evaluate(MEASURE)
            rows = {round(c["y"]) for c in cells}
            if column == 358:
                assert len(rows) == 1, cells  # one row
                by_x = sorted(cells, key=lambda c: c["x"])
                assert [_seat(c["label"]) for c in by_x] == order, (reader, by_x)
                for a, b in zip(by_x, by_x[1:], strict=False):
                    assert a["x"] + a["w"] <= b["x"] + 0.5  # side by side, no overlap
            else:  # the cross: each card in front of its seat
                at = {_seat(c["label"]): c for c in cells}
                spot = {p: at[i[0]] for p, i in places(players, reader).items() if i and i[0] in at}
                for a, b in (("left", "bottom"), ("bottom", "right"), ("left", "right")):
                    if a in spot and b in spot:
                        assert spot[a]["x"] < spot[b]["x"], (a, b, cells)
                if "top" in spot and "bottom" in spot:
                    assert spot["top"]["y"] < spot["bottom"]["y"], cells
                assert len(rows) > 1 or set(spot) == {"left", "right"}, cells
