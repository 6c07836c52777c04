"""Small text helpers for the pages: Markdown-safe text with red hearts and diamonds.

Streamlit renders ``♥`` and ``♦`` black in plain text; :func:`md` wraps every red card or suit
in Streamlit's ``:red[...]`` directive after escaping the characters Markdown would act on.

>>> md("you must head the trick: K♥ beats the Q♥ on the table")
'you must head the trick: :red[K♥] beats the :red[Q♥] on the table'
>>> md("*bold* $5")
'\\\\*bold\\\\* \\\\$5'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from fractions import Fraction
from html import escape

from engine.ledger import fraction_text
from engine.rules import site_of
from ui.cards import RED, RED_SYMBOLS, red_words

_MD_SPECIAL = re.compile(r"([\\`*_\[\]{}<>#|~$])")
_RED = re.compile(r"((?:10|[2-9JQKA])?[♥♦])")
_BLACK_SYMBOLS = ("♠", "♣")
# a web address in prose: a closing '.' or ')' is the prose's, a pair of brackets inside it the
# address's own (Wikipedia's https://en.wikipedia.org/wiki/Rams_(card_game))
_PAIR = r"\([^\s<>()\[\]]*\)"
_URL = re.compile(rf"https?://(?:[^\s<>()\[\]]|{_PAIR})*(?:[^\s<>()\[\].,;:!?]|{_PAIR})")


def md_escape(text: str) -> str:
    """Escape what Markdown (and Streamlit's ``$`` maths) would otherwise interpret; a web
    address becomes a link named by its site, as Learn names a quote's source (a whole address
    took two phone-wide lines of a Play refusal, ``%C3%A6`` and all); one the text writes in
    angle brackets, Markdown's own way, loses them.

    >>> md_escape("Britannica (https://en.wikisource.org/wiki/1911_Encyclop%C3%A6dia)")
    'Britannica ([en.wikisource.org](https://en.wikisource.org/wiki/1911_Encyclop%C3%A6dia))'
    >>> md_escape("Denexa (<https://www.denexa.com/blog/>) reshuffles")
    'Denexa ([denexa.com](https://www.denexa.com/blog/)) reshuffles'
    """
    return "".join(
        _MD_SPECIAL.sub(r"\\\1", piece) if url is None else f"[{piece}]({url})"
        for piece, url in _addressed(text)
    )


def _addressed(text: str) -> list[tuple[str, str | None]]:
    """``text`` in pieces: plain text ``(words, None)`` and each web address as ``(its site,
    the address)``; an address written in angle brackets, Markdown's own way, loses them."""
    out: list[tuple[str, str | None]] = []
    at = 0
    for m in _URL.finditer(text):
        start, end = m.span()
        if text[start - 1 : start] == "<" and text[end : end + 1] == ">":
            start, end = start - 1, end + 1
        out += [
            (text[at:start], None),
            (site_of(m.group()), m.group()),
        ]
        at = end
    out.append((text[at:], None))
    return out


def capital(text: str) -> str:
    """``text`` with its first letter a capital, the rest as it is (a line the engine wrote
    to follow a colon, shown as a line of its own)."""
    return text[:1].upper() + text[1:]


def says_reason(caption: str, reason: str) -> bool:
    """Whether a settled picture's caption (capitalised, without its full stop) says a
    settlement's ``reason`` (capitalised): as it is; with the moves it settles after it, the
    settlement's whole line (Forty-Five's "P1 wins 3 tricks to 2, the odd trick: P1 scores 5
    points"); or said on with what its moves take (Spoil Five's "P1 won three tricks and takes
    the pool" for "P1 won three tricks").

    >>> says_reason("P1 won three tricks and takes the pool", "P1 won three tricks")
    True
    >>> says_reason("P1 won three tricks", "P1 won three tricks and takes the pool")
    False
    """
    return caption == reason or caption.startswith(
        (f"{reason}: ", f"{reason} and ", f"{reason}, and ")
    )


def plural(n: int, word: str) -> str:
    """``n`` and ``word``, with an s unless ``n`` is one: a count on a table or a sheet.

    >>> plural(1, "trick"), plural(0, "point"), plural(3, "counter")
    ('1 trick', '0 points', '3 counters')
    """
    return f"{n} {word}{'' if n == 1 else 's'}"


def named(p: int, seat: int, you: str = "You") -> str:
    """A seat as a sentence told to ``seat`` names it: ``You`` (or ``you``) for the learner,
    ``P2`` for another seat."""
    return you if p == seat else f"P{p}"


def does(p: int, seat: int, verb: str, you: str = "You") -> str:
    """A seat and its verb, told to ``seat``: ``You take`` (or ``you take``) for the learner,
    ``P2 takes`` for another seat (a regular verb)."""
    return f"{you} {verb}" if p == seat else f"P{p} {verb}s"


def in_cell(said: str) -> str:
    """Words already told to the learner for a running table's cell, in lower case as its
    other cells are: "you failed your bid of 3" (a settlement reason's
    :meth:`engine.ledger.Transfer.told`)."""
    return said[:1].lower() + said[1:] if said.startswith("You ") else said


def md(text: str) -> str:
    """Escaped Markdown with red cards and suits."""
    return _RED.sub(r":red[\1]", md_escape(text))


def red_html(text: str) -> str:
    """Plain text as HTML, its red cards and suits in the faces' red; a web address a link
    named by its site, as :func:`md_escape` makes it in Markdown (the Rules page's quote of
    RULES.md on reshuffling read 'Denexa (<https://www.denexa.com/blog/tag/sift-smoke/>)',
    angle brackets and whole address, where Learn's step shows 'Denexa (denexa.com)').

    >>> red_html("A♥ & K♠")
    '<span style="color:#c62828">A♥</span> &amp; K♠'
    >>> red_html("Denexa (<https://www.denexa.com/blog/>) reshuffles")
    'Denexa (<a href="https://www.denexa.com/blog/" target="_blank">denexa.com</a>) reshuffles'
    """
    return "".join(
        red_spans(piece)
        if url is None
        else f'<a href="{escape(url, quote=True)}" target="_blank">{escape(piece)}</a>'
        for piece, url in _addressed(text)
    )


def red_spans(text: str) -> str:
    """Plain text as HTML, escaped, its red cards and suits in the faces' red and nothing else
    changed (a web address stays as written): the pages' colour in a notebook's printed text
    (:func:`ui.notebook_text.text_html`), where ``print`` shows ♥ and ♦ black.

    >>> red_spans("A♥ & <K♠>")
    '<span style="color:#c62828">A♥</span> &amp; &lt;K♠&gt;'

    The same as :func:`ui.cards.red_words` (a seat's tag, the caption under the table): one
    rule for red cards written on white.
    """
    return red_words(text)


def red_suits(text: str) -> str:
    """Colour the red cards of Markdown the author wrote (lesson prose): no escaping."""
    return _RED.sub(r":red[\1]", text)


def amount(x: Fraction | int) -> str:
    """``Fraction(4, 3)`` → ``'1 1/3'`` (how a learner types it)."""
    return fraction_text(x)


KIND_LABELS = {
    "legal_cards": "Which cards may be played?",
    "trick_winner": "Who wins the trick?",
    "settlement": "Who receives or pays what?",
    "declare": "Which declarations are allowed?",
    "may_act": "Which actions are allowed?",
    "card_points": "How many card points?",
    "should_claim": "Should the player claim?",
    "game_points": "How many game points?",
    "still_in": "Who is still in after the trick?",
    "trump_taken": "Who takes the turned-up trump?",
    "plays_on": "Does play go on?",
}


def kind_label(kind: str, own: dict[str, str] | None = None) -> str:
    """A kind of question as a heading; ``own``: a game's words for its kinds."""
    if own and kind in own:
        return own[kind]
    return KIND_LABELS.get(kind, kind.replace("_", " ").capitalize() + "?")


def metric_html(label: str, value: object) -> str:
    """A figure under its label, as ``st.metric`` draws one, in plain HTML (for
    ``st.markdown(..., unsafe_allow_html=True)``): ``st.metric`` costs the browser ~9 more
    scripts, loaded before the page settles and run again on every rerun (issue 12, part 5).

    >>> metric_html("Score", "1 / 2").endswith(">1 / 2</div></div>")
    True
    """
    return (
        f'<div class="tb-metric"><div style="font-size:0.875rem">{escape(label)}</div>'
        f'<div class="tb-metric-value" style="font-size:2.25rem;line-height:1.2">'
        f"{escape(str(value))}</div></div>"
    )


# In a phone-wide box (app.py adds this to every page): a table of words in a smaller type with
# tighter cells, so Progress's five columns and a settlement's eight or nine (Bierspiel's
# crosses, Sixty-Six's points) fit 390 px instead of scrolling sideways. A column is as wide as
# its longest word, most often the heading's ("marriages"), so the headings are a little
# smaller. A container query on the table's own box, as ui.cards.PHONE_CSS does for the card
# table, so a narrow column of a wide screen gets the rules too: Compare's two settlement
# tables side by side at 1400 px, 466-585 px wide in 454 px columns, cut at the last column.
TABLE_PHONE_CSS = (
    ".tb-scroll{container-type:inline-size}"
    "@container (max-width: 480px){"
    "table.tb-table{font-size:.78em !important}"
    "table.tb-table th,table.tb-table td{padding:.3em .25em !important;hyphens:auto}"
    "table.tb-table th{font-size:.88em}"
    "table.tb-sheet th{font-size:.8em}table.tb-sheet td{padding:.3em .2em !important}"
    # a table of rows to read one by one (the rules box's readings: :data:`STACKED`) stands
    # each row as a short block, each value after its column's name
    "table.tb-stack,table.tb-stack tbody,table.tb-stack tr,table.tb-stack td{display:block}"
    "table.tb-stack thead{display:none}"
    "table.tb-stack tr{border-top:1px solid #ddd;padding:.35em 0}"
    "table.tb-stack td{border:none !important;padding:.1em .25em !important}"
    "table.tb-stack td:first-child{font-weight:600}"
    "table.tb-stack td.tb-value{display:inline-block;margin-right:.9em}"
    "table.tb-stack td[data-label]::before{content:attr(data-label) ': ';color:#666}"
    "}"
    # a phone-wide page: a bar of tabs wraps onto a second line instead of scrolling sideways,
    # where the last tabs sat off-screen (the Rules page's "Rules notes" and "All rules",
    # Play's replay "Trick 4", "Trick 5" at 390 px)
    "@media (max-width: 640px){"
    "[role=tablist][aria-orientation=horizontal]{flex-wrap:wrap !important;"
    "overflow-x:visible !important;row-gap:.1rem}"
    "}"
)

STACKED = "tb-stack"
"""The class of a table whose rows stand as blocks in a phone-wide box (:data:`TABLE_PHONE_CSS`):
the rules box's readings, a column for each reading and one of the sources' words, were 347 px
(Forty-Five, four readings) and 362 px (Rams, five) in a 324 px box at 390 px, the sources
column a word a line behind the scroll shadow. Stacked, a row is its rule, each reading's
value after the reading's name (short ones share a line), then the sources' words full width."""


# A table wider than its box scrolls sideways in it, and says so: a shadow at the edge where
# more of it lies (a phone hides its scroll bar until one scrolls, and a column cut clean at the
# screen's edge looked like a table that ran off the page: Sixty-Six's score sheet at 390 px).
# The white covers scroll with the table ("local") and hide each shadow at its own end.
SCROLL_CUE = (
    "background:"
    "linear-gradient(to right,#fff 40%,rgba(255,255,255,0)) left center/28px 100% no-repeat local,"
    "linear-gradient(to left,#fff 40%,rgba(255,255,255,0)) right center/28px 100% no-repeat local,"
    "radial-gradient(farthest-side at 0 50%,rgba(0,0,0,.28),rgba(0,0,0,0)) left center/"
    "14px 100% no-repeat scroll,"
    "radial-gradient(farthest-side at 100% 50%,rgba(0,0,0,.28),rgba(0,0,0,0)) right center/"
    "14px 100% no-repeat scroll"
)


PROSE_COLUMN = "why"
"""A score sheet's column of sentences (Sixty-Six's 'P1 closed and claims wrongly with 0; P2
had no trick ...'). A sheet of thirteen columns is wider than a phone and scrolls sideways in
its box, and the browser gave this column what was left, its longest word: at 390 px the
three-hand sheet's one row stood 250 px tall. It keeps room for a few words a line instead."""
PROSE_MIN_WIDTH = "14em"
SHORT_VALUE = 24
"""A stacked table's cell this long or shorter ("yes", "Foster's Hoyle, 1897") shares a line."""


def table_html(
    rows: Sequence[Mapping[str, object]], red: Sequence[str] = (), stacked: bool = False
) -> str:
    """A small table as plain HTML (for ``st.markdown(..., unsafe_allow_html=True)``): a
    few rows of words need no ``st.dataframe``, whose grid and data libraries the browser
    would load and lay out before the page shows (issue 12, part 5). A table wider than the
    page (a score sheet on a phone) scrolls sideways in its own box, as a dataframe does, with
    a shadow at the edge where more of it lies (:data:`SCROLL_CUE`). The
    cells of the columns ``red`` that name a heart or a diamond are drawn in the faces' red.
    ``stacked``: in a phone-wide box each row stands as a block, its cells named by their
    columns (:data:`STACKED`); a cell of a few words (a reading's "yes") shares a line.

    >>> table_html([{"rule": "A♥ & more"}]).split("<tbody>")[1]
    '<tr><td>A♥ &amp; more</td></tr></tbody></table></div>'
    """
    if not rows:
        return ""

    def cell(k: str, v: object) -> str:
        text = escape(str(v))
        td = "<td"
        if stacked and k != first:  # named by its column where the row stands as a block
            td += f' data-label="{escape(k, quote=True)}"'
            td += ' class="tb-value"' * (len(text) <= SHORT_VALUE)
        if k == PROSE_COLUMN:  # a sentence: too narrow a column stands it one word a line
            return f'{td} style="min-width:{PROSE_MIN_WIDTH}">{text}</td>'
        if k not in red or not any(sym in text for sym in RED_SYMBOLS):
            return f"{td}>{text}</td>"
        # a card cell of a column in ``red`` naming only hearts and diamonds: the faces' red;
        # one naming a black card too (Compare's 'Rob: put out 3♦, take the Q♣') reddens its
        # red cards only, so the Q♣ is not drawn as a red card
        if not any(sym in text for sym in _BLACK_SYMBOLS):
            return f'{td} style="color:{RED}">{text}</td>'
        return f"{td}>" + red_html(str(v)) + "</td>"

    first = next(iter(rows[0]))
    head = "".join(f"<th>{escape(str(k))}</th>" for k in rows[0])
    body = "".join("<tr>" + "".join(cell(k, v) for k, v in row.items()) + "</tr>" for row in rows)
    inner = f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody>"
    return _scrolling(inner, STACKED if stacked else "")


def _scrolling(inner: str, kind: str = "") -> str:
    """A table's head and body in the box that scrolls it sideways should it be wider;
    ``kind`` a class of its own (``tb-sheet``) for the phone's rules."""
    return (
        f'<div class="tb-scroll" style="overflow-x:auto;{SCROLL_CUE}">'
        f'<table class="tb-table{kind and " " + kind}" style="width:100%;font-size:0.9em">'
        f"{inner}</table></div>"
    )


def sheet_groups(keys: Sequence[str]) -> list[tuple[str, list[str]]]:
    """A score sheet's columns, each player's (or side's) run under his name: ("P0", ["P0
    points", "P0 +", "P0 total"]); a column of its own has the empty name.

    >>> sheet_groups(["hand", "P0 points", "P0 +", "P1+P3 points", "P1+P3 +", "why"])
    [('', ['hand']), ('P0', ['P0 points', 'P0 +']), ('P1+P3', ['P1+P3 points', 'P1+P3 +']), \
('', ['why'])]
    """
    who = [k.rsplit(" ", 1)[0] if " " in k else "" for k in keys]
    groups: list[tuple[str, list[str]]] = []
    for k, w in zip(keys, who, strict=True):
        w = w if who.count(w) > 1 else ""  # a name over one column alone heads nothing
        if w and groups and groups[-1][0] == w:
            groups[-1][1].append(k)
        else:
            groups.append((w, [k]))
    return groups


# a hand's sentence reads as part of its figures' row: no rule between them, a little quieter
_WHY_STYLE = "border-top-style:hidden;padding-top:0;opacity:.85"


def sheet_html(rows: Sequence[Mapping[str, object]]) -> str:
    """A score sheet (Sixty-Six's, Forty-Five's) as a table that fits a phone. Its columns
    come in runs, one per player or side ("P0 points", "P0 +", "P0 total"): each run sits
    under its player's name, its own columns headed by what they count ("points", "+",
    "total"); and the sheet's sentence (:data:`PROSE_COLUMN`) takes the whole width of a row
    of its own under its hand's figures. Three-hand Sixty-Six's thirteen columns, each headed
    in full and the sentence beside them, were 450 px wide at 390 px and scrolled sideways.
    A sheet with no runs and no sentence is drawn as :func:`table_html` draws it.

    >>> html = sheet_html([{"hand": 1, "P0 points": 26, "P0 +": 0, "why": "P1 claims"}])
    >>> '<th colspan="2">P0</th>' in html and "<th>points</th><th>+</th>" in html
    True
    >>> '<td colspan="3" class="tb-why"' in html and ">P1 claims</td>" in html
    True
    """
    if not rows:
        return ""
    groups = sheet_groups([k for k in rows[0] if k != PROSE_COLUMN])
    prose = PROSE_COLUMN in rows[0]
    if not prose and all(not w for w, _ in groups):
        return table_html(rows)
    top = under = ""
    for w, keys in groups:
        if not w:
            top += f'<th rowspan="2">{escape(keys[0])}</th>'
            continue
        top += f'<th colspan="{len(keys)}">{escape(w)}</th>'
        under += "".join(f"<th>{escape(k[len(w) + 1 :])}</th>" for k in keys)
    width = sum(len(keys) for _, keys in groups)
    body = ""
    for row in rows:
        body += "<tr>" + "".join(f"<td>{escape(str(row[k]))}</td>" for _, ks in groups for k in ks)
        body += "</tr>"
        if prose and row[PROSE_COLUMN]:  # the sentence under its figures, the sheet's width
            why = escape(str(row[PROSE_COLUMN]))
            body += f'<tr><td colspan="{width}" class="tb-why" style="{_WHY_STYLE}">{why}</td></tr>'
    head = f"<tr>{top}</tr>" + (f"<tr>{under}</tr>" if under else "")
    return _scrolling(f"<thead>{head}</thead><tbody>{body}</tbody>", "tb-sheet")
