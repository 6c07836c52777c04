"""The text a notebook prints, broken between words for a narrow column (:func:`show`): the
notebooks print through it (as ``ui.widgets.show``), and the learner-error messages
(:mod:`ui.notebook_errors`) and the quiz boxes (:mod:`ui.widgets`) are laid out by it; and the
Markdown a cell shows (:func:`markdown`), its red cards red."""

from __future__ import annotations

import re
import textwrap

from IPython import get_ipython
from IPython.display import Markdown, display

from ui.format import red_spans, red_suits

# ---- text a notebook prints ---------------------------------------------------------------------
# A notebook draws printed text in a <pre> that breaks a line too long for its column anywhere
# (JupyterLab's and nbconvert's ``word-break: break-all``): read on a phone, Rams' 'declaring'
# ran on as 'decl' / 'aring', Linger Longer's seats as '... tricks' / '0'. The notebooks print
# through :func:`show`, which breaks such a line between words; the engine's own text
# (``Game.render``, ``trickbook answer``, the golden traces) keeps one line an item, whatever
# the reader's width.
# nbconvert's page at 390 px gives an output 344 px, and a character 7.83 px (13 px DejaVu Sans
# Mono, the suits' symbols too, measured in Chromium): 43 characters; a line of 44 broke
# ('rob the trum' / 'p').
TEXT_WIDTH = 43
RUN_ON = 4  # a broken line runs on this much deeper than its own indent


# a line that opens with a label and a column of values ('  seed=     any whole number: ...')
LABELLED = re.compile(r" *\S+ {2,}(?=\S)")


def hang(line: str, width: int = TEXT_WIDTH) -> int:
    """How deep a broken ``line`` runs on: just inside its values where it opens with a label
    and a gap, else :data:`RUN_ON` deeper than its own indent (a position's '> ' marks the
    mover as indent), at most a third of ``width``.

    >>> hang("  seed=     any whole number"), hang("    P2 may play: 10♦"), hang("> P1: A♦")
    (14, 8, 6)
    """
    label = LABELLED.match(line)
    indent = len(line) - len(line.lstrip("> "))
    return min(len(label.group()) + RUN_ON // 2 if label else indent + RUN_ON, width // 3)


def narrow(text: str, width: int = TEXT_WIDTH) -> str:
    """``text`` with each line longer than ``width`` broken between words (never within one,
    nor at a hyphen), running on as deep as :func:`hang` says. A word longer than a line (a web
    address) stands whole on a line of its own.

    >>> print(narrow("  P0: A♦ Q♦ 2♠ 7♣ 4♣         in                 tricks 0"))
      P0: A♦ Q♦ 2♠ 7♣ 4♣         in
          tricks 0
    >>> print(narrow("  seed=     any whole number: each gives another deal"))
      seed=     any whole number: each gives
                  another deal
    """
    lines = []
    for line in text.split("\n"):
        if len(line) <= width:
            lines.append(line)
            continue
        lines += textwrap.wrap(  # (the indent kept apart: before a word too long, it was lost)
            line.lstrip(" "),
            width,
            initial_indent=line[: len(line) - len(line.lstrip(" "))],
            subsequent_indent=" " * hang(line, width),
            break_long_words=False,
            break_on_hyphens=False,
        )
    return "\n".join(lines)


# The browser breaks a notebook's text to its own column: 43 characters, fixed, was a phone's
# column on a desktop's page too (nbconvert's output at 1400 px is 1270 px, 162 characters,
# wide). So :func:`show` gives the text as HTML besides: the lines as they are, each broken by
# the browser between words (never within one, but a word longer than the column) and running
# on as deep as :func:`narrow` runs it. It reads as printed text does: in the front end's own
# code font (its class for printed text, ``jp-RenderedText``: its HTML output draws a <pre> in
# the page's font) and size. Written for JupyterLab's sanitizer too, which a notebook not yet
# trusted goes through (measured in JupyterLab 4.6): it drops ``display``, ``var()``, the
# ``ch`` unit and ``overflow-wrap: anywhere``, and keeps the rest of a style. So a line is a
# <div> (its newline inside it: a page that drops every style still shows each line as one),
# and a value it drops comes after one it keeps (13 px, 0.6 em a character of these fonts).
BOX_STYLE = "margin-top:0;margin-bottom:0;padding-left:0"  # (as printed text stands)
TEXT_STYLE = (
    "font-size:13px;font-size:var(--jp-code-font-size);white-space:pre-wrap;"
    "word-break:normal;overflow-wrap:break-word;margin-top:0;margin-bottom:0"
)


def _run_on_style(n: int) -> str:
    em = f"{0.6 * n:.1f}".removesuffix(".0")
    return f"padding-left:{em}em;padding-left:{n}ch;text-indent:-{em}em;text-indent:-{n}ch"


# a web address in printed text, without the punctuation closing the sentence around it
# ("... Peel” (http://www.playingcardgames.net/CardGames/Spoil-five.html)")
WEB_ADDRESS = re.compile(r"https?://[^\s<>\"]+?(?=[).,;:]*(?:\s|$|<))")


def linked(html: str) -> str:
    """Each web address of escaped ``html`` a link a reader can click, its words the address
    itself (a source the rules cite printed as an address in parentheses no click opened);
    it opens in a tab of its own, as JupyterLab opens a link of an output.

    >>> linked("after Peel (http://a.example/Spoil-five.html).")
    'after Peel (<a href="http://a.example/Spoil-five.html" target="_blank" rel="noopener">http://a.example/Spoil-five.html</a>).'
    """
    return WEB_ADDRESS.sub(
        lambda m: f'<a href="{m[0]}" target="_blank" rel="noopener">{m[0]}</a>', html
    )


def text_html(text: str, width: int = TEXT_WIDTH) -> str:
    """``text`` as :func:`show` gives it to a browser: a <pre> the browser wraps to its
    column, each line a <div> with its run-on as deep as :func:`narrow`'s, its red cards and
    suits red as the pages draw them (:func:`ui.format.red_spans`: printed text showed ♥ and
    ♦ black; a colour is a style JupyterLab's sanitizer keeps), each web address a link
    (:func:`linked`). The plain text beside it is the words alone.

    >>> print(text_html("P1 may: stand, rams").replace("><", ">\\n<"))  # doctest: +ELLIPSIS
    <div class="jp-RenderedText trickbook-text" style="...">
    <pre style="...">
    <div style="padding-left:2.4em;padding-left:4ch;text-indent:-2.4em;text-indent:-4ch">P1 may: stand, rams
    </div>
    </pre>
    </div>
    >>> text_html("  seed=     any whole number").count("padding-left:14ch;text-indent:-8.4em")
    1
    >>> text_html("K♠ beats 10♦")  # doctest: +ELLIPSIS
    '...>K♠ beats <span style="color:#c62828">10♦</span>\\n</div></pre></div>'
    """
    lines = "".join(
        f'<div style="{_run_on_style(hang(line, width))}">{linked(red_spans(line))}\n</div>'
        for line in text.split("\n")
    )
    return (
        f'<div class="jp-RenderedText trickbook-text" style="{BOX_STYLE}">'
        f'<pre style="{TEXT_STYLE}">{lines}</pre></div>'
    )


def show(*values: object, sep: str = " ") -> None:
    """``print(*values, sep=sep)`` as a notebook shows it: in a notebook as HTML the browser
    breaks between words to its column (:func:`text_html`), with the plain text broken at a
    phone's 43 characters (:func:`narrow`) for a front end that draws no HTML; elsewhere the
    plain text, printed. Every cell of the notebooks prints through it.

    >>> show("P2 may play: 10♦, J♦ (the rules here forbid only A♥ and Q♠, which do not follow)")
    P2 may play: 10♦, J♦ (the rules here forbid
        only A♥ and Q♠, which do not follow)
    """
    text = sep.join(map(str, values))
    if get_ipython() is None:
        print(narrow(text))
        return
    # (a shell with no front end, as the notebook stress tests run, prints the plain text)
    shown = {"text/plain": narrow(text), "text/html": text_html(text)}
    display(shown, raw=True)  # type: ignore[no-untyped-call]


# ---- Markdown a cell shows ------------------------------------------------------------------------
# Notebook 01 shows a Learn step as the Learn page does, its prose and quoted passage as Markdown:
# "the dealer turns the top card of the pack: the 7♥" showed the 7♥ black, where the page (and the
# notebook's own prose, above and below it) draws it red. ui.format.red_suits marks the red cards
# of an author's Markdown for the pages (":red[7♥]"); each mark becomes the span a cell's printed
# text uses (ui.format.red_spans), which Markdown passes through and JupyterLab's sanitizer keeps.
_MARKED = re.compile(r":red\[([^\]]*)\]")


def markdown(text: str) -> Markdown:
    """Markdown ``text`` (a lesson step's prose, a quoted passage) as a cell shows it, its red
    cards and suits red as the Learn page draws them.

    >>> markdown("> the dealer turns the 7♥, not the K♠").data
    '> the dealer turns the <span style="color:#c62828">7♥</span>, not the K♠'
    """
    marked = _MARKED.sub(lambda m: red_spans(m[1]), red_suits(text))
    return Markdown(marked)  # type: ignore[no-untyped-call]
