"""Rules: the seed texts a game comes from, with every passage the engine cites highlighted.

Quotes are found the way ``engine.rules.quote_in_seed`` checks them (markup, curly quotes,
white space and case folded), then mapped back onto the original text to be marked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from typing import Any

import streamlit as st

from engine.game import Game
from engine.rules import SEED_FILES, Rule, normalise, seed_text
from ui.format import md

_FOLD = {"\u201c": '"', "\u201d": '"', "\u2019": "'"}
_HEADING = re.compile(r"^[A-Z0-9][A-Z0-9 ,.'()\-]{2,60}$")


def folded(text: str) -> tuple[str, list[int]]:
    """``normalise``'s folding, with the index in ``text`` of every folded character."""
    out: list[str] = []
    where: list[int] = []
    i, n = 0, len(text)
    space = True  # leading white space is dropped
    while i < n:
        if text.startswith("_=", i) or text.startswith("=_", i):
            i += 2
            continue
        ch = text[i]
        if ch.isspace():
            if not space:
                out.append(" ")
                where.append(i)
                space = True
            i += 1
            continue
        space = False
        for low in _FOLD.get(ch, ch).lower():
            out.append(low)
            where.append(i)
        i += 1
    return "".join(out), where


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    rules: tuple[Rule, ...]


def find_spans(text: str, rules: list[Rule]) -> tuple[list[Span], list[Rule]]:
    """Where each rule's quote lies in ``text`` (original indices), and the quotes not found."""
    norm, where = folded(text)
    hits: list[tuple[int, int, Rule]] = []
    missing: list[Rule] = []
    for r in rules:
        q = normalise(r.quote)
        k = norm.find(q)
        if k < 0 or not q:
            missing.append(r)
            continue
        hits.append((where[k], where[k + len(q) - 1] + 1, r))
    # split into non-overlapping segments, each with the rules covering it
    cuts = sorted({0, len(text), *(h[0] for h in hits), *(h[1] for h in hits)})
    spans = []
    for a, b in zip(cuts, cuts[1:], strict=False):
        covering = tuple(r for s, e, r in hits if s <= a and b <= e)
        if covering:
            spans.append(Span(a, b, covering))
    return spans, missing


def _segment_html(text: str) -> str:
    """Escape, and turn the seed's ``_=Heading=_`` markup into bold where it is whole."""
    t = escape(text).replace("$", "&#36;").replace("\n", "<br>")
    if t.count("_=") == t.count("=_"):
        return t.replace("_=", "<b>").replace("=_", "</b>")
    return t.replace("_=", "").replace("=_", "")


def marked_html(text: str, spans: list[Span]) -> str:
    out: list[str] = []
    pos = 0
    for sp in spans:
        out.append(_segment_html(text[pos : sp.start]))
        ids = ", ".join(r.id for r in sp.rules)
        tip = escape(" · ".join(f"{r.id}: {r.statement}" for r in sp.rules), quote=True)
        out.append(
            f'<mark title="{tip}" data-rules="{escape(ids, quote=True)}" '
            f'style="background:#fff1b8;color:#1b1b1b;padding:0 1px">'
            f"{_segment_html(text[sp.start : sp.end])}</mark>"
        )
        pos = sp.end
    out.append(_segment_html(text[pos:]))
    return "".join(out)


def excerpt_bounds(text: str, spans: list[Span]) -> tuple[int, int]:
    """The game's part of a seed: from the heading above the first quote to the next heading
    after the last one (seeds hold several games)."""
    if not spans:
        return 0, len(text)
    lines = text.splitlines(keepends=True)
    starts = [0]
    for ln in lines:
        starts.append(starts[-1] + len(ln))
    first = max(i for i in range(len(lines)) if starts[i] <= spans[0].start)
    last = max(i for i in range(len(lines)) if starts[i] < spans[-1].end)
    top = first
    while top > 0 and not _HEADING.match(lines[top].strip()):
        top -= 1
    bottom = last + 1
    while bottom < len(lines) and not _HEADING.match(lines[bottom].strip()):
        bottom += 1
    return starts[top], starts[bottom]


def page(game: Game[Any]) -> None:
    st.title(f"Rules of {game.name}: the sources")
    st.markdown(
        "The engine enforces every rule below, and each one quotes its source. "
        "Highlighted passages are the ones it cites; hover over one to see the rule."
    )
    rules = list(game.rules)
    by_seed: dict[str, list[Rule]] = {}
    for r in rules:
        by_seed.setdefault(r.seed, []).append(r)
    seeds = sorted((s for s in by_seed if s in SEED_FILES), key=lambda s: (-len(by_seed[s]), s))
    others = [r for r in rules if r.seed not in SEED_FILES]
    names = [f"Seed {s}" for s in seeds] + (["Other sources"] if others else []) + ["All rules"]
    tabs = st.tabs(names)
    for tab, seed in zip(tabs, seeds, strict=False):
        with tab:
            _seed_tab(game, seed, by_seed[seed])
    if others:
        with tabs[len(seeds)]:
            st.markdown("Points the seeds leave open, settled by the project's rules notes:")
            _rule_table(others)
    with tabs[-1]:
        _rule_table(rules)


def _rule_table(rules: list[Rule]) -> None:
    st.dataframe(
        [{"rule": r.id, "says": r.statement, "source": r.source, "quote": r.quote} for r in rules],
        hide_index=True,
        width="stretch",
    )


def _seed_tab(game: Game[Any], seed: str, rules: list[Rule]) -> None:
    text = seed_text(seed)
    spans, missing = find_spans(text, rules)
    st.caption(f"`seeds/{SEED_FILES[seed]}` · {len(rules) - len(missing)} passages cited")
    for r in missing:
        st.error(md(f"{r.id}: its quote is not in seed {seed}: “{r.quote}”"))
    whole = st.toggle("Show the whole text", key=f"w:{game.id}:rules:whole:{seed}")
    a, b = (0, len(text)) if whole else excerpt_bounds(text, spans)
    inside = [
        Span(max(s.start, a) - a, min(s.end, b) - a, s.rules)
        for s in spans
        if s.start < b and s.end > a
    ]
    body = marked_html(text[a:b], inside)
    st.markdown(
        f'<div role="document" aria-label="seed {seed}" style="'
        f"font-family:Georgia,serif;font-size:16px;line-height:1.55;max-height:640px;"
        f"overflow-y:auto;border:1px solid #d0d4d8;border-radius:8px;padding:12px 16px;"
        f'background:#fffdf7;color:#1b1b1b">{body}</div>',
        unsafe_allow_html=True,
    )
    with st.expander(f"The {len(rules)} rules citing seed {seed}"):
        for r in rules:
            st.markdown(f"- `{r.id}` — {md(r.statement)}")
