"""Rules: the rules in brief, then the books a game comes from, with every passage the engine
cites highlighted.

"The rules in brief" is generated, never written by hand: the rule book's one-line statements,
in the order the lesson teaches them (a lesson step cites a passage; the rules whose quotes lie
in that passage, or hold it, are the step's rules), under the lesson's chapters. The engine's
bookkeeping (:attr:`engine.rules.Rule.guard`: a move of another game, a card not held) is no
rule of the game's play and stays out of it; "All rules" lists it.

Quotes are found the way ``engine.rules.quote_in_seed`` checks them (markup, curly quotes,
white space and case folded), then mapped back onto the original text to be marked. The old
texts are printed with a line break every 70 characters; :func:`reflowed` joins those lines
into paragraphs without moving a character, so the marks stay where they were found.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import Any

import streamlit as st

from engine.game import Game
from engine.rules import SEED_FILES, Rule, book_name, normalise, seed_text
from lessons import Lesson, LessonError, Step, load
from lessons.tasks import (
    judged_in_lesson_reading,
    judging_rules_under,
    reread,
    step_judging_rules,
    task_for,
)
from lessons.teaching import teaching_steps
from ui.format import md, red_html
from ui.pages.common import settings

_FOLD = {"\u201c": '"', "\u201d": '"', "\u2019": "'"}
_HEADING = re.compile(r"^(?=.*[A-Z])[A-Z0-9][A-Z0-9 ,.'()\-]{2,60}$")  # a letter: not "9 8 7."
_RUN_IN = re.compile(r"^_=[^=]{1,60}[.:]=_")  # "_=CARDS.=_ Loo is played ...": a paragraph


# The page folds the same texts on every visit: a seed's whole text (folded, 2-17 ms) and each
# rule's quote (_normalised, ~2,000 times a visit by brief(): 28 ms for Loo, 47 ms for
# Sixty-Six). Both are pure functions of a string, so each is kept once a process (issue 12,
# part 5: the Rules page's script, ~65 ms a visit, most of it these folds).
@lru_cache(maxsize=16)
def folded(text: str) -> tuple[str, tuple[int, ...]]:
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
    return "".join(out), tuple(where)


_normalised = lru_cache(maxsize=4096)(normalise)


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
        q = _normalised(r.quote)
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


# what reflowed() leaves at a line break: a paragraph break, or nothing (a word split by "-")
_PARA, _JOIN = "\n", "\x00"


def reflowed(text: str) -> str:
    """``text`` with its printed line breaks joined (same length, same positions).

    A line break stays a paragraph break after a short line ending a sentence, before or after
    a heading or a blank line, and before a run-in heading (``_=CARDS.=_``); after a word split
    with a hyphen it joins the halves; anywhere else it becomes a space."""
    lines = text.split("\n")
    widths = sorted(len(ln) for ln in lines if ln.strip())
    full = widths[int(len(widths) * 0.75)] if widths else 0  # a full printed line
    out: list[str] = []
    for i, ln in enumerate(lines):
        out.append(ln)
        if i == len(lines) - 1:
            break
        nxt = lines[i + 1]
        here, after = ln.strip(), nxt.strip()
        if (
            not here
            or not after
            or _HEADING.match(here)
            or _HEADING.match(after)
            or _RUN_IN.match(after)
            or (here[-1] in ".:?!)" and len(ln) < 0.85 * full)
        ):
            out.append(_PARA)
        elif here.endswith("-") and not here.endswith("--") and after[:1].islower():
            out.append(_JOIN)
        else:
            out.append(" ")
    return "".join(out)


def _segment_html(text: str) -> str:
    """Escaped text: a joined line break gone, a paragraph break as a blank line."""
    t = escape(text).replace("$", "&#36;").replace(_JOIN, "")
    return re.sub(r"\n+", "<br><br>", t)


_BOLD = re.compile(r"_=([^=\n]{1,80}?)=_|_=([^=]{1,80}?)=_")
_MARKER = re.compile(r"_=|=_")
_CAPS_LEAD = re.compile(r"^\s*([A-Z][A-Z ()',-]{2,40}:)")


def marked_html(text: str, spans: list[Span]) -> str:
    """``text`` as HTML: the seed's ``_=words=_`` and its heading lines in bold, each cited
    span in a ``<mark>`` whose tooltip is the rule's statement (ids stay in ``data-rules``).
    Bold and marks may cross each other, so the text is cut at both and each piece wrapped."""
    bold: list[tuple[int, int]] = []
    for m in _BOLD.finditer(text):
        g = 1 if m.group(1) is not None else 2
        bold.append((m.start(g), m.end(g)))
    pos = 0
    for line in text.splitlines(keepends=True):
        if _HEADING.match(line.strip()):
            bold.append((pos, pos + len(line.rstrip())))
        elif lead := _CAPS_LEAD.match(line):  # "CARDS: A deck of 24 ..." (the modern texts)
            bold.append((pos + lead.start(1), pos + lead.end(1)))
        pos += len(line)
    drop = [(m.start(), m.end()) for m in _MARKER.finditer(text)]
    cuts = sorted(
        {0, len(text)}
        | {x for s in spans for x in (s.start, s.end)}
        | {x for r in bold + drop for x in r}
    )
    out: list[str] = []
    for a, b in zip(cuts, cuts[1:], strict=False):
        if any(d0 <= a and b <= d1 for d0, d1 in drop):
            continue
        piece = _segment_html(text[a:b])
        if any(b0 <= a and b <= b1 for b0, b1 in bold):
            piece = f"<b>{piece}</b>"
        sp = next((s for s in spans if s.start <= a and b <= s.end), None)
        if sp is not None:
            ids = ", ".join(r.id for r in sp.rules)
            tip = escape(" · ".join(r.statement for r in sp.rules), quote=True)
            piece = (
                f'<mark title="{tip}" data-rules="{escape(ids, quote=True)}" '
                f'style="background:#fff1b8;color:#1b1b1b">{piece}</mark>'
            )
        out.append(piece)
    return "".join(out)


def excerpt_bounds(text: str, spans: list[Span]) -> tuple[int, int]:
    """The game's part of a seed: from the heading above the first quote to the next heading
    after the last one (seeds hold several games), or to the end of the book's text when no
    heading follows (:func:`text_end`)."""
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
    end = starts[bottom] if bottom < len(lines) else text_end(text)
    return starts[top], end if end >= spans[-1].end else len(text)  # a cited line is the book's


@dataclass(frozen=True)
class Part:
    """A part of a seed a game's tab shows: ``text[start:end]``, and ``section`` when it is
    another game's section (:attr:`engine.rules.Rule.other_section`), with the rules that
    quote it there."""

    start: int
    end: int
    section: str | None = None
    rules: tuple[Rule, ...] = ()


def excerpt_parts(text: str, spans: list[Span]) -> list[Part]:
    """The game's own part of a seed first (:func:`excerpt_bounds` of the passages in its own
    sections), then each other game's section a rule quotes, in the book's order. Napoleon's
    excerpt opened at the LINGER LONGER heading and gave that whole game first, because its
    trick-winner rule quotes that section; Irish Loo's, Foster's whole Loo section before a
    word of Irish Loo's. A part inside an earlier one is not shown twice."""
    groups: dict[str | None, list[Span]] = {}
    for sp in spans:
        groups.setdefault(sp.rules[0].other_section, []).append(sp)
    own = groups.pop(None, [])
    parts = [Part(*excerpt_bounds(text, own))] if own else []
    for section, group in sorted(groups.items(), key=lambda kv: kv[1][0].start):
        a, b = excerpt_bounds(text, group)
        if any(p.start <= a and b <= p.end for p in parts):
            continue
        quoting = {r.id: r for sp in group for r in sp.rules if r.other_section == section}
        parts.append(Part(a, b, section, tuple(quoting.values())))
    return parts or [Part(0, len(text))]


def other_section_words(part: Part, game_name: str, also: bool) -> str:
    """What a part from another game's section is doing on this game's page (markdown), said
    above it: its section, and the rule that quotes it, or how many do.

    >>> from engine.rules import Rule
    >>> r = Rule("napoleon.trick_winner", "The highest trump wins the trick.", "003", "A trick")
    >>> other_section_words(Part(0, 9, "Linger Longer", (r,)), "Napoleon", True)
    'Also quoted, from this text\u2019s section on **Linger Longer**, for one rule of Napoleon: \u201cThe highest trump wins the trick.\u201d'
    >>> other_section_words(Part(0, 9, "Loo", (r, r)), "Irish Loo", False)
    'Quoted from this text\u2019s section on **Loo**, for 2 rules of Irish Loo (marked: hover over one for the rule).'
    """
    lead = "Also quoted, from" if also else "Quoted from"
    said = f"{lead} this text\u2019s section on **{md(part.section or '')}**, for "
    if len(part.rules) == 1:
        return f"{said}one rule of {md(game_name)}: \u201c{md(part.rules[0].statement)}\u201d"
    return (
        f"{said}{len(part.rules)} rules of {md(game_name)} (marked: hover over one for the rule)."
    )


def text_end(text: str) -> int:
    """Where a seed's book text ends: before a last paragraph of one line that follows the
    last section's text. The web copies of the lessons close their page so, with a line of
    the site's, not of the lesson's ("Related terms include ...", "Are You Ready To Move
    Onto The Next Lesson? Click Here"), as they open with one ("News & Updates:") above the
    first heading; a printed book's last paragraph runs over several lines and is kept."""
    body = text.rstrip()
    cut = body.rfind("\n\n")
    last = body[cut + 2 :] if cut >= 0 else ""
    section = [p for p in body[:cut].split("\n\n") if p.strip()]
    after_text = bool(section) and not _HEADING.match(section[-1].strip())
    if not last or "\n" in last or _HEADING.match(last.strip()) or not after_text:
        return len(text)
    return cut + 1


def page(game: Game[Any]) -> None:
    st.title(f"Rules of {game.name}")
    rules = list(game.rules)
    _in_brief(game)
    st.subheader("The books", anchor=BOOKS)
    st.markdown(
        "Every rule the engine enforces quotes one of these texts. Highlighted passages are "
        "the ones it cites; hover over one to see the rule in plain words."
    )
    _books(game, rules)


@st.fragment
def _books(game: Game[Any], rules: list[Rule]) -> None:
    """The tabs of books and tables: a fragment, so opening another tab reruns them alone."""
    by_seed = by_book(rules)
    seeds = sorted((s for s in by_seed if s in SEED_FILES), key=lambda s: (-len(by_seed[s]), s))
    others = [r for r in rules if r.seed not in SEED_FILES]
    names = [book_name(s) for s in seeds] + (["Rules notes"] if others else []) + ["All rules"]
    # only the tab open is drawn, and another when the learner opens it (the fragment's rerun):
    # drawn in every tab, the books' texts and the tables (7-21 kB of HTML each through
    # Markdown, ~400 React components) held the browser's main thread for 0.1-1.1 s after the
    # heading on every load (issue 12 part 5, ui.server's profile)
    tabs = st.tabs(names, key=book_tab_key(game), on_change="rerun")
    for tab, seed in zip(tabs, seeds, strict=False):
        if tab.open:
            with tab:
                _seed_tab(game, seed, by_seed[seed])
    if others and tabs[len(seeds)].open:
        with tabs[len(seeds)]:
            st.markdown(
                "Points the books leave open or disagree on, settled by Trickbook's rules notes:"
            )
            _rule_table(others)
    if tabs[-1].open:
        with tabs[-1]:
            _rule_table(rules)


def book_tab_key(game: Game[Any]) -> str:
    """The key of the Rules page's tabs of books and tables: its value is the tab open (its
    name; the first book at first)."""
    return f"tb:{game.id}:rules:book"


def by_book(rules: list[Rule]) -> dict[str, list[Rule]]:
    """The rules that quote each book (a seed, or ``RULES.md``), in the rule book's order: a
    tab's rules."""
    out: dict[str, list[Rule]] = {}
    for r in rules:
        out.setdefault(r.seed, []).append(r)
    return out


# ---- the rules in brief ---------------------------------------------------------------------
@dataclass(frozen=True)
class Brief:
    """The rules in brief: (chapter, statements) in lesson order, and the other readings:
    (the reading's variant, the rules a learner of it meets beyond the chapters)."""

    sections: tuple[tuple[str, tuple[Rule, ...]], ...]
    readings: tuple[tuple[str, tuple[Rule, ...]], ...]


def step_rules(quote: str, seed: str, rules: list[Rule]) -> list[Rule]:
    """The rules a lesson step teaches: same source, and one quote lies within the other."""
    q = _normalised(quote)
    return [
        r
        for r in rules
        if r.seed == seed and q and (_normalised(r.quote) in q or q in _normalised(r.quote))
    ]


def judged_rules(lesson: Lesson, step: Step, rules: list[Rule]) -> list[Rule]:
    """The rules that judge the step's task and the questions asked from it (a wrong try cites
    them: the engine's refusals there), as the rule book words them."""
    by_id = {r.id: r for r in rules}
    return [by_id[r.id] for r in step_judging_rules(lesson, step) if r.id in by_id]


# (heading, the rules a step's quote holds, the rules only its task or questions judge)
Entry = tuple[str, list[Rule], list[Rule]]


def _with_premises(rules: list[Rule], by_id: dict[str, Rule]) -> list[Rule]:
    """``rules``, each after the rule that makes it bind in this game (:attr:`Rule.premise`):
    Five-card Loo's eldest hand leads a trump by Foster's "In all double pools ...", which
    binds because every deal is led as a double pool, and a learner refused by it reads so."""
    out: list[Rule] = []
    for r in rules:
        premise = by_id.get(r.premise)
        out += [p for p in (premise, r) if p is not None and p not in out]
    return out


def _cited_under(step: Step, variant: str) -> set[str]:
    """The ids of the rules the engine cites at the step's task read under ``variant``: its
    refusals there and the grounds of every move it allows (none where the position cannot
    arise under that reading)."""
    task = task_for(step)
    q = reread(task.question, variant) if task is not None else None
    if q is None:
        return set()
    game, state = q.game, q.state
    ids = {f.rule.id for f in game.refusals(state)}
    for action in game.legal_actions(state):
        ids.update(g.rule.id for g in game.grounds(state, action))
    return ids


def _placed(entries: list[Entry], seen: set[str]) -> dict[str, list[Rule]]:
    """The rules the steps teach, under each step's heading: first the rules their quotes hold,
    in the lesson's order; then each rule only a task or question judges (no step quotes it),
    right after the quoted rules of the first step that asks it, so a rule keeps the chapter
    whose step quotes it and a judged one sits where it is practised."""
    out: dict[str, list[Rule]] = {}
    marks: list[int] = []
    for key, quoted, _ in entries:
        here = out.setdefault(key, [])
        for r in quoted:
            if r.id not in seen:
                seen.add(r.id)
                here.append(r)
        marks.append(len(here))
    extra: list[list[Rule]] = []
    for _, _, judged in entries:
        extra.append([r for r in judged if r.id not in seen])
        seen.update(r.id for r in extra[-1])
    for k in reversed(range(len(entries))):  # from the last, so the earlier marks still hold
        out[entries[k][0]][marks[k] : marks[k]] = extra[k]
    return {key: rs for key, rs in out.items() if rs}


def brief(game: Game[Any], lesson: Lesson | None) -> Brief:
    """The rule book's statements in the lesson's order, under its chapters; under each other
    reading's name, the rules a learner who chose it meets that the chapters do not give.
    Without a lesson: the rule book's own order.

    A step teaches the rules its quote holds, those that judge its task (and the questions
    asked from it), and those that price the settlement it shows. An other-reading step's task
    judged by a rule that judges the position under the lesson's reading too teaches a rule of
    every reading: it goes in the chapter. And every step's positions, read under each other
    reading as Learn and Quiz show them to a learner who chose it, teach that reading the
    rules judging them there (seed 000's own words for following suit, in Loo's lesson text):
    each reading's section holds them with the rules its own steps teach, in the rule book's
    order (the order of play). A rule that binds by another (:attr:`Rule.premise`) comes with it.

    The engine's bookkeeping rules (:attr:`engine.rules.Rule.guard`) are left out: "a move of
    another game is no move here" is no rule of Spoil Five's pool, nor "You play, discard or
    show only cards from your own hand" of Napoleon's deal, though a step's quote holds theirs."""
    rules = game.rules.of_play()
    if lesson is None:
        return Brief((("", tuple(rules)),), ())
    default: list[Entry] = []
    others: dict[str, list[Entry]] = {v: [] for v in game.variants if v != lesson.variant}
    by_id = {r.id: r for r in rules}
    # each rule's own step, of the lesson's reading (:func:`lessons.teaching.teaching_steps`,
    # as Review's "Learn:" link finds it): a step's longer passage holding a rule's words does
    # not make the rule its own (Spoil Five's lead and the dealer's robbing quote one sentence
    # "... takes in the ace before the eldest hand leads.": the lead is the step's declaring it)
    owner = {k: s.id for k, s in teaching_steps(lesson, rules, lesson.variant).items()}
    for step in lesson.steps:
        chapter = step.chapter or lesson.title
        # the rules its quote holds and those it declares (teaches:) that are its own to teach,
        # in the rule book's order: Forty-Five's 'partners' declares the players and the pool's
        # absence, though its quote is the scoring's
        held = {r.id for r in step_rules(step.rule.quote, step.rule.seed, rules)}
        quoted = [
            r
            for r in rules
            if (r.id in held or r.id in step.teaches) and owner.get(r.id, step.id) == step.id
        ]
        quoted = _with_premises(quoted, by_id)
        judged = _with_premises(judged_rules(lesson, step, rules), by_id)
        own = step.variant or lesson.variant
        if own == lesson.variant:
            default.append((chapter, quoted, judged))
        else:
            every = judged_in_lesson_reading(lesson, step)
            # a rule of the lesson's reading the step declares to set its own against
            # (Forty-Five's compulsory robbing declares "Robbing is optional"): the chapter's
            mine = _cited_under(step, lesson.variant) - _cited_under(step, own)
            ours = [r for r in quoted if r.id in mine and r.id in step.teaches]
            # and the rules judging its positions as a learner of the lesson's reading is shown
            # them (Quiz rereads its questions): Forty-Five's q_count_out, asked from the
            # per-trick step, is judged there by count_out ("nobody counts out"), a rule of the
            # chapter, not of each option's reading over again
            here = [
                by_id[r.id]
                for r in judging_rules_under(lesson, step, lesson.variant)
                if r.id in by_id
            ]
            shared = [r for r in judged if r.id in every]
            default.append((chapter, ours, shared + [r for r in here if r not in shared]))
            theirs = [r for r in quoted if r not in ours]
            others[own].append((own, theirs, [r for r in judged if r.id not in every]))
        for v, entries in others.items():
            if v != own:  # the step's position, as a learner of reading v is shown it
                there = judging_rules_under(lesson, step, v)
                entries.append((v, [], [by_id[r.id] for r in there if r.id in by_id]))
    seen: set[str] = set()
    sections = _placed(default, seen)
    # a reading's rules (those the chapters do not give) in the rule book's order, which is the
    # order of play (the deal, then declaring, play and settling): in the order the lesson
    # first showed a position under the reading, Loo's lesson text opened with how a double
    # pool pays, then following suit, then how a single pays
    readings: dict[str, list[Rule]] = {}
    for v, entries in others.items():
        ids = {r.id for _, quoted, judged in entries for r in (*quoted, *judged)} - seen
        readings[v] = [r for r in rules if r.id in ids]
    return Brief(
        tuple((k, tuple(v)) for k, v in sections.items()),
        tuple((v, tuple(rs)) for v, rs in readings.items() if rs),
    )


# The brief a game's page showed last, with the lesson it was built from: brief() builds each
# step's task and reads the engine's refusals there (0.4-3.6 ms a game), on every rerun of the
# page. It depends only on the game (its rules are fixed) and the lesson, and load() gives the
# very same Lesson object while the file's bytes are unchanged, so an identical lesson reuses it.
_BRIEFS: dict[str, tuple[Lesson | None, Brief]] = {}


def _kept_brief(game: Game[Any], lesson: Lesson | None) -> Brief:
    """:func:`brief`, kept per game until its lesson is read afresh."""
    kept = _BRIEFS.get(game.id)
    if kept is not None and kept[0] is lesson:
        return kept[1]
    b = brief(game, lesson)
    _BRIEFS[game.id] = (lesson, b)
    return b


def _unlabelled(statement: str) -> str:
    """A statement without its own "German practice (variant):", "Variant:" or "The lesson
    text:" label (the reading's name stands before it)."""
    out = re.sub(r"^(?:[^:]{0,40}\(variant\)|Variant|Option|The lesson text):\s*", "", statement)
    return out[:1].upper() + out[1:]


def _in_brief(game: Game[Any]) -> None:
    try:
        lesson: Lesson | None = load(game.id)
    except LessonError:
        lesson = None
    b = _kept_brief(game, lesson)
    with st.container(border=True):
        st.subheader("The rules in brief")
        if len(b.sections) > 1:
            st.markdown(contents_html(b), unsafe_allow_html=True)
        lines: list[str] = []
        for chapter, rs in b.sections:
            if chapter:
                lines.append(f"{_target(anchor(chapter))}**{md(chapter)}**\n")
            lines.extend(f"- {md(r.statement)}" for r in rs)
            lines.append("")
        st.markdown("\n".join(lines), unsafe_allow_html=True)
        if b.readings:
            _other_readings(game, b)
        taught = len({r.id for _, rs in (*b.sections, *b.readings) for r in rs})
        played = len(game.rules.of_play())  # the finer rules: of the play, not bookkeeping
        if lesson is not None and taught < played:
            st.caption(finer_rules_note(played - taught))


# The brief's chapters, linked from a line of contents above them: on a phone Spoil Five's brief
# ran to 3,000 px, "The pool" beginning below 2,100 px and the books below 4,000, with nothing
# at the top to say what lay further down. Each target keeps clear of the app's header bar.
OTHER_READINGS, BOOKS = "tb-brief-other-readings", "tb-books"


def anchor(chapter: str) -> str:
    """The id a chapter of the brief is linked by.

    >>> anchor("Robbing the turn-up"), anchor("How many?")
    ('tb-brief-robbing-the-turn-up', 'tb-brief-how-many')
    """
    return "tb-brief-" + re.sub(r"[^a-z0-9]+", "-", chapter.lower()).strip("-")


def _target(name: str) -> str:
    return f'<span id="{name}" style="scroll-margin-top:4.5rem"></span>'


def contents_html(b: Brief) -> str:
    """A line of links to the brief's chapters, its other readings and the books below it.

    >>> from engine.rules import Rule
    >>> r = Rule("g.r", "A rule.", "002", "A rule")
    >>> print(contents_html(Brief((("The deal", (r,)), ("Play & scoring", (r,))), ())))
    <nav aria-label="Chapters" style="line-height:1.9;margin-bottom:.75rem"><b>Chapters:</b> <a href="#tb-brief-the-deal" target="_self" style="white-space:nowrap">The deal</a> · <a href="#tb-brief-play-scoring" target="_self" style="white-space:nowrap">Play &amp; scoring</a> · <a href="#tb-books" target="_self" style="white-space:nowrap">The books</a></nav>
    """
    links = [(anchor(chapter), chapter) for chapter, _ in b.sections if chapter]
    if b.readings:
        links.append((OTHER_READINGS, "Other readings"))
    links.append((BOOKS, "The books"))
    said = " · ".join(
        f'<a href="#{name}" target="_self" style="white-space:nowrap">{red_html(words)}</a>'
        for name, words in links
    )
    return (
        '<nav aria-label="Chapters" style="line-height:1.9;margin-bottom:.75rem">'
        f"<b>Chapters:</b> {said}</nav>"
    )


def finer_rules_note(n: int) -> str:
    """Where the ``n`` rules the lesson does not teach are, in words that agree with ``n``
    (Napoleon's page read "The 1 finer rules the lesson does not teach are in ...").

    >>> finer_rules_note(1)
    'The one finer rule the lesson does not teach is in “All rules” below.'
    >>> finer_rules_note(8)
    'The 8 finer rules the lesson does not teach are in “All rules” below.'
    """
    said = "The one finer rule" if n == 1 else f"The {n} finer rules"
    return f"{said} the lesson does not teach {'is' if n == 1 else 'are'} in “All rules” below."


def _other_readings(game: Game[Any], b: Brief) -> None:
    """Each other reading under its name, folded: what it changes (the variant's own
    description), then the rules a learner who chose it is held to that the chapters do not
    give, each with its book's words as the engine cites them. The reading the learner has
    chosen (in Learn, Quiz or Play) is open."""
    chosen = settings(game)["variant"]
    st.markdown(
        f"{_target(OTHER_READINGS)}**Other readings** (switch one on under “Rules” in Learn, "
        "Quiz or Play). Open one for the rules it holds you to besides those above, in its "
        "book's words:",
        unsafe_allow_html=True,
    )
    for v, rs in b.readings:
        with st.expander(game.variants[v].label, expanded=v == chosen):
            st.caption(md(game.variants[v].description))
            st.markdown(reading_html(rs), unsafe_allow_html=True)


def reading_html(rules: tuple[Rule, ...]) -> str:
    """A reading's rules as a list: each statement (without its own "The lesson text:" label),
    and under it the passage it cites and its book, as the engine carries them
    (:attr:`Rule.shown`, :attr:`Rule.book_shown`), never typed again."""
    items = "".join(
        f'<li data-rule="{escape(r.id, quote=True)}">{red_html(_unlabelled(r.statement))}'
        f'<div class="tb-rule-quote">“{red_html(r.shown)}” — {escape(r.book_shown)}'
        f"{_site_link(r)}</div></li>"
        for r in rules
    )
    return (
        "<style>ul.tb-reading li{margin-bottom:.45em}"
        "ul.tb-reading .tb-rule-quote{font-style:italic;color:#4a4f55;font-size:.92em}"
        f'</style><ul class="tb-reading">{items}</ul>'
    )


# The rule tables lay the rule's words out in wrapping cells: the statement with its note
# under it, the book with its quote, the id. A data grid kept each cell on one line and put the
# note (engine.rules.Rule.note) off-screen to the right of a wide grid at 1400 px. On a phone
# each rule is a block of its own, the three parts one under another.
RULES_CSS = (
    "<style>"
    "table.tb-rules{width:100%;border-collapse:collapse;font-size:.9em}"
    "table.tb-rules th,table.tb-rules td{vertical-align:top;text-align:left;"
    "padding:.45em .6em;border-bottom:1px solid #d0d4d8;overflow-wrap:anywhere}"
    "table.tb-rules .tb-rule-note{margin-top:.3em;color:#4a4f55;font-size:.92em}"
    "table.tb-rules .tb-rule-quote{font-style:italic}"
    "table.tb-rules code{font-size:.85em;white-space:normal}"
    "@media (max-width: 640px){"
    "table.tb-rules thead,table.tb-rules colgroup{display:none}"
    "table.tb-rules,table.tb-rules tbody,table.tb-rules tr,table.tb-rules td{display:block}"
    "table.tb-rules td{border:0;padding:.15em .2em}"
    "table.tb-rules tr{border-bottom:1px solid #d0d4d8;padding:.4em 0}"
    "}</style>"
)


def _site_link(r: Rule) -> str:
    """The outside source a RULES.md decision quotes, linked by its site (or "": none, or
    the quote gives its address itself)."""
    if not r.link:
        return ""
    return f' (<a href="{escape(r.link, quote=True)}" target="_blank">{escape(r.site)}</a>)'


def rules_html(rules: list[Rule]) -> str:
    """The rules as an HTML table of wrapping cells: what the rule says (its note, if any,
    under it), the book and its words, the rule's id."""
    rows = []
    for r in rules:
        note = f'<div class="tb-rule-note">Note: {red_html(r.note)}</div>' if r.note else ""
        rows.append(
            f'<tr data-rule="{escape(r.id, quote=True)}">'
            f"<td>{red_html(r.statement)}{note}</td>"
            f"<td><b>{escape(r.book_shown)}</b>{_site_link(r)}: "
            f'<span class="tb-rule-quote">“{red_html(r.shown)}”'
            f"</span></td><td><code>{escape(r.id)}</code></td></tr>"
        )
    return (
        f'{RULES_CSS}<table class="tb-rules"><colgroup><col style="width:42%">'
        '<col style="width:42%"><col style="width:16%"></colgroup>'
        "<thead><tr><th>says</th><th>book and its words</th><th>rule id</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def _rule_table(rules: list[Rule]) -> None:
    st.markdown(rules_html(rules), unsafe_allow_html=True)


def _seed_tab(game: Game[Any], seed: str, rules: list[Rule]) -> None:
    text = seed_text(seed)
    spans, missing = find_spans(text, rules)
    st.caption(f"{book_name(seed)} · {len(rules) - len(missing)} passages cited")
    for r in missing:
        st.error(md(f"{r.id}: its quote is not in {book_name(seed)}: “{r.quote}”"))
    whole = st.toggle("Show the whole text", key=f"w:{game.id}:rules:whole:{seed}")
    parts = [Part(0, len(text))] if whole else excerpt_parts(text, spans)
    for k, part in enumerate(parts):
        label = book_name(seed)
        if part.section is not None:
            st.markdown(other_section_words(part, game.name, also=k > 0))
            label = f"{label}, on {part.section}"
        a, b = part.start, part.end
        inside = [
            Span(max(s.start, a) - a, min(s.end, b) - a, s.rules)
            for s in spans
            if s.start < b and s.end > a
        ]
        body = marked_html(reflowed(text[a:b]), inside)
        st.markdown(
            f'<div role="document" aria-label="{escape(label, quote=True)}" style="'
            f"font-family:Georgia,serif;font-size:17px;line-height:1.6;max-width:44em;"
            f"border:1px solid #d0d4d8;border-radius:8px;padding:12px 18px;"
            f'background:#fffdf7;color:#1b1b1b">{body}</div>',
            unsafe_allow_html=True,
        )
    st.markdown(
        '<details style="font-size:0.85em;color:#4a4f55"><summary>details</summary>'
        f"file <code>seeds/{escape(SEED_FILES[seed])}</code> · rules citing it: "
        + ", ".join(f"<code>{escape(r.id)}</code>" for r in rules)
        + "</details>",
        unsafe_allow_html=True,
    )
