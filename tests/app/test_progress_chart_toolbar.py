"""Progress's answers chart shows no toolbar over its bars.

look21 (Chromium at 390 px, /loo-progress after a seeded week of Quiz and Review): a touch on
the chart brought up Streamlit's element toolbar (show data, download, copy, full screen),
112 px wide, over the chart's top right corner: over the last words of the caption above it
and the top of the tallest bar. The page now hides that toolbar in the chart's box. Read here
from what the page sends: the chart's box (its key, which Streamlit gives the box as the class
``st-key-KEY``) and the page's style rules, never from pixels (no browser test: CI time)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any

from apptools import open_box
from streamlit.testing.v1 import AppTest

from ui.progress import Progress

OpenApp = Callable[..., AppTest]


def _boxes_around(node: Any, kind: str, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """For each element of ``kind`` under ``node``: the blocks it stands in, outermost first."""
    if getattr(node, "type", None) == kind:
        yield path
    for child in getattr(node, "children", {}).values():
        yield from _boxes_around(child, kind, (*path, node))


def _key(block: Any) -> str | None:
    """A keyed block's key: Streamlit ids it "$$ID-<hash>-KEY"."""
    found = re.fullmatch(r"\$\$ID-[0-9a-f]+-(.+)", getattr(getattr(block, "proto", None), "id", ""))
    return found.group(1) if found else None


def _rules(at: AppTest) -> list[tuple[str, str]]:
    """The page's style rules as (selector, declarations), from its <style> elements."""
    css = " ".join(
        m for h in at.get("html") for m in re.findall(r"<style>(.*?)</style>", h.proto.body, re.S)
    )
    return re.findall(r"([^{}]+)\{([^{}]*)\}", css)


def test_the_answers_chart_shows_no_toolbar_and_keeps_its_words(app: OpenApp) -> None:
    at = app("loo:progress")
    store, code = Progress(), at.session_state["learner"]
    for right in (True, False, True):
        store.record_answer(code, "loo", "foster1897", "q_cannot_head", "legal_cards", right)
    at = open_box(at, "loo:progress:days")
    assert not at.exception, at.exception
    (chart,) = at.get("vega_lite_chart")
    (path,) = _boxes_around(at._tree, "vega_lite_chart")
    keys = {k for b in path if (k := _key(b))}
    assert keys, "the chart stands in no keyed box a style rule could name"
    hidden = [
        sel
        for sel, decl in _rules(at)
        if "stElementToolbar" in sel
        and re.search(r"display:\s*none", decl)
        and any(f".st-key-{k} " in sel for k in keys)
    ]
    assert hidden, f"no rule hides the toolbar in the chart's box ({sorted(keys)})"
    # what the chart says is still there: its axis words, its days and its legend
    spec = json.loads(chart.proto.spec)
    assert spec["encoding"]["y"]["title"] == "answers a day"
    assert spec["encoding"]["x"]["sort"] and spec["encoding"]["color"]["legend"]
