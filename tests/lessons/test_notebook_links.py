"""A web address a notebook prints is a link a reader can click (look7: Sixty-Six's 1895
reading, Spoil Five's and Forty-Five's A♥ after Peel printed "(http://...)" in plain text
that no click opened): :func:`ui.widgets.show` gives its text as HTML beside the plain text,
and there each address is an ``<a href>`` to itself, the words the address as printed."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from notebook_output import SHOWN, printed

from ui.notebook_text import linked, text_html

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))
ADDRESS = re.compile(r"https?://[^\s)]+")


def shown_addresses(path: Path) -> list[tuple[str, str]]:
    """Each web address a notebook's saved ``show`` outputs print, with that output's HTML."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [
        (address, "".join(out["data"]["text/html"]))
        for cell in cells
        for out in cell.get("outputs", [])
        if SHOWN in "".join(out.get("data", {}).get("text/html", ""))
        for address in ADDRESS.findall(printed(out))
    ]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_printed_web_address_is_a_link(path: Path) -> None:
    unlinked = [a for a, html in shown_addresses(path) if f'<a href="{a}"' not in html]
    assert unlinked == []


def test_the_notebooks_print_web_addresses() -> None:
    """Not vacuous: 02 (the 1895 guide), 10 and 11 (Peel's page) print one each."""
    named = {p.name[:2] for p in NOTEBOOKS if shown_addresses(p)}
    assert {"02", "10", "11"} <= named


def test_a_link_s_words_are_its_address_and_the_sentence_keeps_its_stop() -> None:
    url = "http://www.playingcardgames.net/CardGames/Spoil-five.html"
    html = text_html(f"after Peel ({url}).")
    assert f'(<a href="{url}" target="_blank" rel="noopener">{url}</a>).' in html
    assert linked("no address & <none>") == "no address & <none>"
