"""The trick's cross leaves room between the top seat's card and the bottom seat's: at 1400 px
the top seat's card and its label ("P2") stood right on the learner's card, the label squeezed
between them (learner walk: Napoleon and Spoil Five Play, a full trick of four). Laid out by
Chromium from the HTML alone (no server): a trick of four at a wide table, and the narrow
one-row trick of a phone, which keeps one card high."""

from __future__ import annotations

from typing import Any

from ui.cards import SeatView, TableView, table_html

CARDS = (0, 13, 26, 39)  # four cards, one of each suit


def _four() -> str:
    seats = tuple(SeatView(f"P{i}" + (" (you)" if i == 0 else ""), backs=3) for i in range(4))
    trick = tuple((f"P{i}", c, "normal") for i, c in enumerate(CARDS))
    return table_html(TableView(seats, trick, "Trick 1"))  # type: ignore[arg-type]


def _cells(page: Any, width: int) -> list[dict[str, float]]:
    page.set_content(f'<body style="margin:0"><div style="width:{width}px">{_four()}</div>')
    return list(
        page.evaluate(
            """() => [...document.querySelectorAll('.tb-cross > div')].map(c => {
                 const card = c.querySelector('svg').getBoundingClientRect();
                 const label = c.lastElementChild.getBoundingClientRect();
                 return {top: card.top, bottom: card.bottom, left: card.left,
                         label_bottom: label.bottom, text: c.lastElementChild.textContent};
               })"""
        )
    )


def test_the_top_card_and_its_label_clear_the_bottom_card(html_page: Any) -> None:
    cells = {c["text"].split(" ")[0]: c for c in _cells(html_page, 900)}
    top, bottom, left, right = cells["P2"], cells["P0"], cells["P1"], cells["P3"]
    assert bottom["top"] - top["label_bottom"] >= 6, (top, bottom)  # was 0
    # the side seats' cards lie level, between the top and bottom ones
    assert left["top"] == right["top"] and top["top"] < left["top"] < bottom["top"]
    assert abs((left["top"] + left["bottom"]) / 2 - (top["bottom"] + bottom["top"]) / 2) < 12


def test_the_narrow_trick_stays_one_card_high(html_page: Any) -> None:
    cells = _cells(html_page, 358)
    assert len({round(c["top"]) for c in cells}) == 1, cells
