"""A notebook's card image is the same picture in less markup.

The notebooks draw each card as an <img> of its own SVG (ui.card_faces.as_images: an untrusted
notebook keeps it). Measured on the saved notebooks: 3.0 MB of HTML, 1.58 MB of it the 899 card
images, a ten of spades 3.7 kB, its suit shape written out twelve times. An image's SVG now
names a face's repeated parts once and draws them with <use> (ui.card_faces.card_svg and
back_svg with image=True, which as_images draws each face again with): the font attributes on
the root, the upside-down corner a <use> of the upright one, a suit shape defined once, a back's
lattice painted by its group. Chromium draws every face and back, in every state
and at every width the notebooks use, pixel for pixel as before; the saved notebooks hold no
image that writes a suit shape out twice.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

from engine.cards import CARDS, Card
from ui.card_faces import _FACE_START, _SUIT_SHAPES, _data_url, as_images, back_svg, card_svg

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
# the card widths in the saved notebooks' pictures are 30, 34, 46, 48, 52, 56 (570 of 899
# faces) and 64: the smallest, the table's and the most drawn are laid out here
WIDTHS = (30, 46, 56)
# a state for each shape of the markup (a badge, a dashed frame, a back, the lattice over a
# face, a marked back's frame); legal, marked, right and down_known differ from these only in
# their colours and widths
STATES = ("normal", "illegal", "missed", "wrong", "down", "down_marked", "down_known_marked")
_SRC = re.compile(r'src="(data:image/svg\+xml,[^"]*)"')


def _faces(width: int) -> list[str]:
    faces = [card_svg(c, state, width) for c in range(len(CARDS)) for state in STATES]  # type: ignore[arg-type]
    return faces + [back_svg(width), back_svg(width, "face-down widow card", marked=True)]


def _as_drawn_before(svg: str) -> str:
    """The image's src as ui.card_faces drew it before: the face's own SVG, its title left out."""
    head, body = svg.split(">", 1)
    width, height = re.search(r'width="(\d+)" height="(\d+)"', head).groups()  # type: ignore[union-attr]
    body = re.sub(r"^<title>[^<]*</title>", "", body)
    return _data_url(f'{_FACE_START}width="{width}" height="{height}">{body}')


def _grid(srcs: list[str], width: int) -> str:
    imgs = "".join(f'<img src="{s}" width="{width}" style="display:block">' for s in srcs)
    return (
        '<body style="margin:0;background:#1e6b40">'
        f'<div id="g" style="display:grid;grid-template-columns:repeat(22,{width + 2}px);'
        f'gap:2px;width:max-content">{imgs}</div>'
    )


@pytest.mark.parametrize("width", WIDTHS)
def test_a_card_image_draws_the_face_it_drew_before_in_less_markup(
    html_page: Any, width: int
) -> None:
    faces = _faces(width)
    before = [_as_drawn_before(f) for f in faces]
    now = [_SRC.search(as_images(f))[1] for f in faces]  # type: ignore[index]
    assert sum(map(len, now)) < 0.7 * sum(map(len, before)), (
        f"{width} px: {sum(map(len, now))} bytes of images, {sum(map(len, before))} before"
    )
    page = html_page
    page.set_viewport_size({"width": 22 * (width + 4) + 20, "height": 1400})
    shots = []
    for srcs in (before, now):
        page.set_content(_grid(srcs, width))
        page.wait_for_function("[...document.images].every(i => i.complete && i.naturalWidth > 0)")
        shots.append(page.locator("#g").screenshot())
    assert shots[0] == shots[1], f"{width} px: the faces are drawn differently"


def test_the_saved_notebooks_write_no_suit_shape_twice_in_one_card() -> None:
    shapes = [unquote(_data_url(s)[len("data:image/svg+xml,") :]) for s in _SUIT_SHAPES.values()]
    twice, images = [], 0
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        for cell in json.loads(path.read_text())["cells"]:
            for out in cell.get("outputs", []):
                html = "".join(out.get("data", {}).get("text/html", ""))
                for src in _SRC.findall(html):
                    images += 1
                    svg = unquote(src)
                    if any(svg.count(shape) > 1 for shape in shapes):
                        twice.append((path.name, re.search(r"<text[^>]*>([^<]*)<", svg)))
    assert images > 500, f"only {images} card images in the saved notebooks"
    assert not twice, f"{len(twice)} of {images} card images repeat a suit shape: {twice[:3]}"


def test_a_face_changed_after_it_was_drawn_keeps_its_picture() -> None:
    """as_images draws a face again from its card, state and width: one changed after drawing
    (not the face those name) is kept as it is, its picture whole."""
    face = card_svg(Card.parse("10C"), "legal", 46)
    changed = face.replace('fill="#f1fbf3"', 'fill="#abcdef"')
    src = unquote(_SRC.search(as_images(changed))[1])  # type: ignore[index]
    assert "#abcdef" in src and src.count("<path") == 12, src  # the ten's twelve clubs, drawn out
    assert "#abcdef" not in unquote(_SRC.search(as_images(face))[1])  # type: ignore[index]
