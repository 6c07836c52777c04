"""ipywidgets quiz helpers for the notebooks.

The quiz *logic* is pure and returns text: :func:`grade` checks a response with the engine and
explains it, :func:`response_of` turns what a learner ticked into a response, and
:func:`question_html` draws the position. A notebook prints their results in ordinary cells
(which nbval checks); :func:`quiz_box` only wires them to buttons, because output printed from
a widget callback is not stable under nbval (DESIGN §7).

>>> from lessons import load
>>> q = load("loo").quiz[0]
>>> print(grade(q, "3S 8S").splitlines()[0])
Right: 8♠ and 3♠.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from html import escape
from typing import Any

import ipywidgets as w

import ui.games  # noqa: F401  (registers the games' drawings)
import ui.notebook_errors  # noqa: F401  (a learner's mistake shown in its cell, plainly)
from engine.cards import CARDS
from engine.game import NotNow
from engine.ledger import POOL
from engine.quiz import (
    AnswerFormatError,
    Feedback,
    Question,
    amount_hint,
    check,
    next_pool_label,
    parse_response,
    settlement_answer,
)
from engine.rules import Rule
from engine.scenario import seat_name
from ui.cards import PICTURE_WIDTH, RED, RED_SYMBOLS, as_images
from ui.cards import position_html as table_picture
from ui.empty_answer import blanks_as_zero, empty_answer
from ui.format import red_spans
from ui.judged import judged_groups
from ui.labels import box_names, in_box_words, word_labels
from ui.notebook_text import show  # noqa: F401  (the notebooks print through ui.widgets.show)
from ui.quiz_picture import feedback_key, question_picture

# How to answer, by the question's *form* (engine.quiz.FORMS), with a few kinds worded apart.
# A question on the mover's choice (engine.quiz.MOVER_KINDS) says "You are P2": so do these.
# A hint never asks the prompt's question again: Sixty-Six's should_claim hint began "Should
# you claim now?" under a prompt ending with it (notebook 02's box said it twice).
FORM_HINTS = {
    "cards": "Tick every card you may play, then press Check.",
    "seat": "Choose the player who wins the trick, then press Check.",
    "words": "Tick every one you may choose, then press Check.",
    "number": "Write a whole number, then press Check.",
    "yesno": "Choose yes or no, then press Check.",
}
KIND_HINTS = {
    "declare": "Tick every declaration you may make, then press Check.",
    "card_points": "Count the card points in the player's tricks; write the total.",
    "still_in": "Tick every player who still holds cards once the trick is over, then press Check.",
    "trump_taken": "Choose the player who takes the turned-up trump, then press Check.",
    "plays_on": "Choose yes or no once the trick is over, then press Check.",
}


def hint(q: Question) -> str:
    """How to answer this question (by kind where it needs its own words, else by form). An
    amounts question says it in the game's own unit and word for a deal, as the Quiz page does
    (:func:`engine.quiz.amount_hint`: Loo's thirds, Five-card Loo's fifths, whole points
    elsewhere), and names the next pool where the settlement has one."""
    if q.form == "amounts":
        words = amount_hint(q, q.game.deal_word)
        if POOL in settlement_answer(q):
            words += f" Give the {next_pool_label(q)} too."
        return words
    return KIND_HINTS.get(q.kind, FORM_HINTS[q.form])


# ---- pure functions (checked by nbval in ordinary cells) ----------------------------------------
def rule_lines(rule: Rule, indent: str = "  ") -> list[str]:
    """A rule cited as the Quiz page cites it (:func:`ui.pages.common.cite`): its statement,
    then its source passage in quotes, then "— " and the book by name (another game's
    section, an outside source's address: :attr:`engine.rules.Rule.book_shown`,
    :attr:`~engine.rules.Rule.link`), and the rule's note on that source where it has one.

    The box named a rule by its id and quoted the passage ("[loo.follow_suit] Foster's Hoyle,
    1897: “…”"): a learner in a notebook read no rule at all, only the old text the page gives
    as its source under the rule. The id stays, in brackets after the book, where the page has
    it under "details": the notebooks' refusal cells name a rule so ("not 9♣: ... because you
    must follow suit ... [loo.follow_suit]"), and it is what a teacher looks the rule up by
    (``LOO.rules["loo.follow_suit"]``, its test, the engine's code).

    >>> from engine.games.loo import LOO
    >>> print("\\n".join(rule_lines(LOO.rules["loo.trick_winner"])))  # doctest: +ELLIPSIS
      The highest trump wins the trick; if there is none, the highest card of the suit led...
        “If any trump has been played, the highest trump wins the trick.”
        — Foster's Hoyle, 1897 [loo.trick_winner]
    """
    where = f" ({rule.link})" if rule.link else ""
    under = indent + "  "
    lines = [
        f"{indent}{rule.statement}",
        f"{under}\u201c{rule.shown}\u201d",
        f"{under}\u2014 {rule.book_shown}{where} [{rule.id}]",
    ]
    return lines + [f"{under}About the source: {rule.note}"] * bool(rule.note)


def feedback_text(fb: Feedback, q: Question | None = None) -> str:
    """Feedback as plain lines: right or wrong with the engine's answer, why, and the rules
    cited, each as the Quiz page cites it (:func:`rule_lines`: its statement, then its source's
    words and book). A wrong answer's rules are headed as the pages head them: the rules it
    missed, then those it got right (:func:`ui.judged.judged_groups`), each group's rules
    standing in under its heading; a right answer's too where it cites a rule its question
    cannot judge (not recorded, so not said to be got right). With ``q``, a words question's
    verdict and reasons name its choices as the Quiz page's boxes do (:func:`judged`,
    :func:`ui.labels.in_box_words`: "“Keep my hand” and “Pass”", not "stand and pass"),
    however ``fb`` was checked: the reasons of an answer checked by the engine alone had kept
    its words under a verdict in the boxes' ("The right answer: “Rob” and “Let it lie”." over
    "you left out rob and decline: they are allowed here")."""
    return "\n".join(line for line, _ in feedback_lines(fb, q))


def feedback_lines(fb: Feedback, q: Question | None = None) -> list[tuple[str, bool]]:
    """The lines of :func:`feedback_text`, each with whether it is a cited rule's statement,
    which the quiz box writes in bold (:func:`say`), as the Quiz page bolds it above its
    source (:func:`ui.pages.common.cite`).

    >>> from lessons import load
    >>> q = load("loo").question("q_cannot_head")
    >>> [line.strip() for line, rule in feedback_lines(judged(q, "3S")) if rule]
    ['Head the trick if you can: play a card that beats every card on it (any such card, not necessarily your best).', 'Follow suit if you can.']
    """
    why = fb.explanation
    names = box_names(q.game, q) if q is not None else {}
    if q is not None and names and fb.names != names and fb.given is not None:
        why = check(q, list(fb.given), names).explanation  # in the boxes' words, as the verdict
    lines = [(fb.message if q is None else in_box_words(q.game, q, fb), False)]
    lines += [(f"  - {line}", False) for line in why]
    for head, rules in judged_groups(fb):  # a wrong answer's missed rules first, as on the page
        lines += [(f"  {head}:", False)] * bool(head)
        for rule in rules:
            said = rule_lines(rule, "    " if head else "  ")
            lines += [(said[0], True)] + [(line, False) for line in said[1:]]
    return lines


def judged(q: Question, response: Any) -> Feedback:
    """:func:`engine.quiz.check` as the Quiz page calls it: a words question's reasons name
    its choices as its boxes do ("you chose “Bid 2”, but ...", :func:`ui.labels.box_names`),
    and a choice may be typed as its box says it or as the engine writes it
    (:func:`engine.quiz.typed_words`: "Rob, Let it lie", "rob and decline").

    >>> from lessons import load
    >>> q = load("forty_five").question("q_rob_dealer")
    >>> print(feedback_text(judged(q, "rob and let it lie"), q).splitlines()[0])
    Right: “Rob” and “Let it lie”.
    """
    return check(q, response, box_names(q.game, q))


# What an answer of each form is, for a response too far off to be read at all (a number where
# cards were asked for, a number with thousands of digits)
FORM_SHAPES = {
    "cards": "cards, such as 'QS 10H' or ['QS', '10H']",
    "seat": "a player, such as 'P1'",
    "words": "some of the choices, such as 'stand' or ['stand', 'widow']",
    "amounts": "a mapping of amounts, such as {'P0': -3, 'P1': 3}",
    "number": "a whole number, such as 35",
    "yesno": "yes or no",
}


def answer_problem(q: Question, response: Any) -> str | None:
    """Why ``response`` cannot be read as an answer to ``q`` (one line), or None if it can.

    >>> from lessons import load
    >>> print(answer_problem(load("loo").quiz[0], 7))
    Cannot read that answer: 7 is not cards, such as 'QS 10H' or ['QS', '10H'].
    """
    try:
        parse_response(q, response, box_names(q.game, q))
    except AnswerFormatError as e:  # (a huge answer is not quoted back whole)
        text = str(e) if len(str(e)) <= 200 else str(e)[:197] + "..."
        return f"Cannot read that answer: {text}"
    except (TypeError, ValueError, OverflowError, RecursionError):
        shown = repr(response)
        shown = shown if len(shown) <= 60 else shown[:57] + "..."
        return f"Cannot read that answer: {shown} is not {FORM_SHAPES[q.form]}."
    return None


def grade(q: Question, response: Any) -> str:
    """Check ``response`` against the engine's answer and explain it (one string, no widgets).
    An answer that cannot be read gets one line saying what was expected."""
    problem = answer_problem(q, response)
    if problem is not None:
        return problem
    return feedback_text(judged(q, response), q)


def response_of(q: Question, picked: Sequence[Any] | Mapping[str, str] | Any) -> Any:
    """A response in the form :func:`engine.quiz.check` reads, from what was picked, by the
    question's form: ``cards`` the cards ticked; ``words`` the words ticked (``declare``,
    ``may_act``); ``seat`` a seat; ``amounts`` a mapping ``{"P0": "-3", ..., "pool": "9"}`` of
    typed amounts; ``number`` the number typed; ``yesno`` True/False (or "yes"/"no")."""
    form = q.form
    if form == "cards":
        return [CARDS[int(c)].code for c in picked]
    if form == "words":
        return [str(x) for x in picked]
    if form == "seat":
        return seat_name(int(picked)) if isinstance(picked, int) else str(picked)
    if form == "number":
        return str(picked).strip()
    if form == "yesno":
        return picked if isinstance(picked, bool) else str(picked)
    if isinstance(picked, Mapping):
        return {str(k): str(v) for k, v in picked.items()}
    raise TypeError(f"an amounts answer is a mapping of amounts, got {picked!r}")


def question_html(q: Question, fb: Feedback | None = None, curated: bool = True) -> str:
    """The position the question asks about, the Quiz page's own picture
    (:func:`ui.quiz_picture.question_view`): before the answer (``fb`` None) it gives nothing
    away; after it, each card of a choose-all hand shows its verdict (right, left out, wrong)
    and a judged trick its deciding card. The seat asked about sits at the bottom.
    ``curated``: a lesson's question, whose picture shows every hand and the cards its prompt
    names; a generated one (``practice``) asking for cards or words shows the mover's hand
    alone. A game with no drawing yet gets the engine's text diagram, as on the page."""
    html = question_picture(q, fb, curated)
    return f"<pre>{escape(str(q.state))}</pre>" if html is None else as_images(html)


def box_picture(q: Question, fb: Feedback | None = None) -> str:
    """:func:`question_html` as the quiz box holds it: in a block contained in its inline size.
    The box's HTML widget is a flex item (ipywidgets' ``.widget-html-content``) that shrinks no
    narrower than its content's intrinsic width, and a table picture declares 600 px of it
    (``contain-intrinsic-inline-size``, for a picture not yet laid out): in a notebook column
    narrower than that the felt's right edge was cut off (JupyterLab at 700 px: 20 px), where
    :func:`draw`'s pictures, plain outputs, fit. Contained, the block claims no width of its
    own, and the picture takes the column's."""
    return f'<div style="contain:inline-size">{question_html(q, fb)}</div>'


def draw(state: Any, width: int = PICTURE_WIDTH, **kw: Any) -> str:
    """The game's own table picture (``ui.cards.position_html``; every registered game has one,
    and a state of no registered game is told as ``NoDrawing``, naming the games known), its
    cards as wide as a quiz picture's and a Learn step's (:data:`ui.cards.PICTURE_WIDTH`)."""
    return position_html(state, width, **kw)


def position_html(state: Any, width: int = 46, **kw: Any) -> str:
    """``ui.cards.position_html`` as a notebook shows it: each card an ``<img>`` of its SVG
    (:func:`ui.cards.as_images`), which a saved notebook shows before anyone runs it. Every
    picture a notebook draws comes through here, :func:`draw` and :func:`question_html`."""
    return as_images(table_picture(state, width, **kw))


def _counts(counts: Sequence[int]) -> str:
    """``2 to 6``, or ``2, 4 or 6`` where the counts skip."""
    if list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]}"
    return ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}"


def deal_knobs(game: Any) -> str:
    """What a teacher may set in ``game.new_deal(...)``, from the game itself: the player
    counts, the dealer's seats, the seed, and each variant by name, its reading on a line of
    its own under it (and its player counts where it narrows them). A value the game does not
    have is refused in the cell with one line (:class:`engine.game.DealError`).

    The variants stand as a list of names and readings: beside the name (a column of values
    14 characters in), a long name and its reading ran on three or four lines at a phone's 43
    characters ('"strict_second_phase_german_practice":' on a line of its own, its reading on
    two more).

    >>> from engine.games.linger_longer import LINGER_LONGER
    >>> print(deal_knobs(LINGER_LONGER))  # doctest: +NORMALIZE_WHITESPACE
    Linger Longer: what new_deal(...) takes
      players=  4 to 6
      dealer=   a seat from 0 to players - 1 (P0 is 0)
      seed=     any whole number: each gives another deal, the same one every run
      variant=  a reading, by its name:
        "seed" (the default)
          The lesson text (How to Play Some Trump Card Games)
        "reshuffle"
          Reshuffle the played cards (Denexa)
    """
    usual = game.player_counts(game.make_opts(None))
    lines = [
        f"{game.name}: what new_deal(...) takes",
        f"  players=  {_counts(usual)}",
        "  dealer=   a seat from 0 to players - 1 (P0 is 0)",
        "  seed=     any whole number: each gives another deal, the same one every run",
        "  variant=  a reading, by its name:",
    ]
    for name, v in game.variants.items():
        counts = game.player_counts(game.make_opts(name))
        reading = f"      {v.label}"
        if counts != usual:
            reading += f", for {_counts(counts)} players"
        default = " (the default)" if name == game.default_variant else ""
        lines += [f'    "{name}"{default}', reading]
    return "\n".join(lines)


# ---- widget wiring (not checked by output) -------------------------------------------------------
NUMBER_LABEL = "Your answer (a whole number)"  # the Quiz page's number box
NEXT_POOL = "next pool"  # how the page's next-pool box (engine.quiz.next_pool_label) begins


# A toggle keeps its whole label and the row wraps, as the Quiz page's boxes wrap on a phone:
# in one row that did not wrap, the buttons shrank to "P...", "Bi...", "Nap (all..." (notebook
# 05's "Which may you say?" in JupyterLab at 800 px, its column 368 px wide).
TOGGLE = {"width": "auto", "flex": "0 0 auto"}
TOGGLE_ROW = {"flex_flow": "row wrap"}


# A toggle that names a red card or suit and no black one draws its words red, as the card's
# face above it and the Quiz page's boxes do (a toggle's words are plain text: one colour for all
# of them); Napoleon's lead box showed K♥ 7♥ A♠ A♣ 9♦ all black under red faces.
def toggle_style(label: str) -> dict[str, str]:
    """The style of a toggle labelled ``label``: red words for a red card or suit alone.

    >>> toggle_style("K♥"), toggle_style("Trump ♦"), toggle_style("A♠"), toggle_style("Pass")
    ({'text_color': '#c62828'}, {'text_color': '#c62828'}, {}, {})
    """
    red = any(s in label for s in RED_SYMBOLS) and not any(s in label for s in "♠♣")
    return {"text_color": RED} if red else {}


def _toggles(labels: Sequence[tuple[str, Any]]) -> tuple[w.HBox, list[tuple[w.ToggleButton, Any]]]:
    buttons = [
        (
            w.ToggleButton(
                description=label,
                value=False,
                layout=w.Layout(**TOGGLE),
                style=toggle_style(label),
            ),
            value,
        )
        for label, value in labels
    ]
    return w.HBox([b for b, _ in buttons], layout=w.Layout(**TOGGLE_ROW)), buttons


def _one_of(
    labels: Sequence[tuple[str, Any]],
) -> tuple[w.HBox, list[w.ToggleButton], Callable[[], Any]]:
    """Toggles of which one at most is down, as a radio's choices: choosing one lets the one
    chosen before up; with what reads the value chosen ("" for none). Not ipywidgets'
    RadioButtons, whose options are plain text in one colour: a who-wins choice "P2 (10♥)"
    stood black there beside the picture's red 10♥, where the Quiz page's radio draws it red;
    a toggle's words take a colour of their own (:func:`toggle_style`), and each is a button
    a learner reaches with Tab and chooses with Space, as the cards' toggles are."""
    box, buttons = _toggles(labels)

    def one(change: dict[str, Any]) -> None:
        if change["new"]:
            for b, _ in buttons:
                if b is not change["owner"]:
                    b.value = False

    for b, _ in buttons:
        b.observe(one, names="value")
    return box, [b for b, _ in buttons], lambda: next((v for b, v in buttons if b.value), "")


def _inputs(q: Question) -> tuple[w.Box, list[w.ValueWidget], Callable[[], Any]]:
    """The answer inputs of ``q``'s form, the widgets a learner sets in them, and what reads
    his answer from them (:func:`response_of`)."""
    if q.form in ("cards", "words"):
        # the cards in the order the picture draws the hand (the game's hand_order), as the
        # Quiz page's tick boxes stand, not in the engine's list of choices; the moves by the
        # page's boxes' words ("Take the widow", "Bid 2"), not the engine's ("widow", "bid 2")
        said = word_labels(q.game, q.state)
        labels = (
            [(CARDS[c].pretty, c) for c in q.game.hand_order(q.state, list(map(int, q.choices())))]
            if q.form == "cards"
            else [(said.get(str(x), str(x)), x) for x in q.choices()]
        )
        box, buttons = _toggles(labels)
        return (
            box,
            [b for b, _ in buttons],
            lambda: response_of(q, [v for b, v in buttons if b.value]),
        )
    if q.form == "number":  # labelled as the Quiz page labels it (a bid is not "Points")
        number = w.Text(
            description=NUMBER_LABEL,
            style={"description_width": "initial"},
            layout=w.Layout(width="320px"),
        )
        return w.HBox([number]), [number], lambda: response_of(q, number.value)
    if q.form == "yesno":
        yesno = w.RadioButtons(options=[("yes", True), ("no", False)], value=None)
        return (
            w.HBox([yesno]),
            [yesno],
            lambda: response_of(q, "" if yesno.value is None else yesno.value),
        )
    if q.form == "seat":
        plays = dict(q.shown_trick())
        # each player named by his card, as the Quiz page's radio ("P2 (10♥)"), a red card's
        # words red; none chosen at first, as there (RadioButtons had ticked the first player,
        # and Check answered him unasked)
        box, toggles, chosen = _one_of(
            [
                (f"{seat_name(p)} ({CARDS[plays[p]].pretty})" if p in plays else seat_name(p), p)
                for p in q.choices()
            ]
        )
        return box, list(toggles), lambda: response_of(q, chosen())
    # the next pool's field named as the page's and a refusal begin ("next pool (before the
    # next dealer's ante): '1e3' is not an amount ..."), not "pool"; the rest of the page's label
    # is in the hint above the fields (a description does not wrap: the whole label ran out of
    # the box at JupyterLab's 800 px)
    fields = {
        k: w.Text(
            description=NEXT_POOL if k == POOL else k,
            placeholder="0",
            style={"description_width": "initial"},
            layout=w.Layout(width="160px"),
        )
        for k in map(str, q.choices())
    }
    box = w.HBox(list(fields.values()), layout=w.Layout(flex_flow="row wrap"))
    return (
        box,
        list(fields.values()),
        lambda: response_of(q, blanks_as_zero({k: f.value for k, f in fields.items()})),
    )


CHECK, TRY_AGAIN = "Check", "Try again"  # the quiz box's button, as the Quiz page words them
# An answer that does not read, as the Quiz page says it (ui/pages/quiz.py's _on_check): what
# was wrong (:class:`engine.quiz.AnswerFormatError`, naming the box) and that nothing counted.
# The box said "Cannot read that answer: ..." (grade's words for an answer given in code).
NOT_COUNTED = " \u2014 nothing was counted; correct it and press Check again."


def box_problem(q: Question, raw: Any) -> str | None:
    """Why the box cannot grade ``raw`` (nothing chosen, or an answer that does not read), in
    the Quiz page's words; None when it can."""
    empty = empty_answer(q, raw)
    if empty is not None:
        return empty
    try:
        parse_response(q, raw, box_names(q.game, q))
    except AnswerFormatError as e:
        return f"{e}{NOT_COUNTED}"
    except (TypeError, ValueError, OverflowError, RecursionError):
        return answer_problem(q, raw)
    return None


# JupyterLab draws a cell's printed text with ``word-break: break-all`` (.jp-OutputArea-output
# pre), so a feedback line printed to the box broke mid-word ("the tr / ick") wherever the
# column ended: at 390 px, in every other line. The box writes its words as HTML that wraps at
# spaces, keeping the lines and the rule lines' indent; a front end without HTML reads the
# plain text beside it. Each line is a block of its own whose run-on hangs under its words, as
# a cell's printed lines run on (ui.notebook_text): in one block of pre-wrapped text, a reason
# broken by an 800 px JupyterLab's column ran on at the box's left edge, under "Not quite."
# ("  - you chose 2♣, but it is not allowed: you must" / "lead a trump: ...").
FEEDBACK_STYLE = "overflow-wrap:break-word;line-height:1.4"


def feedback_line_html(line: str, strong: bool = False) -> str:
    """One line of a box's feedback as a block that begins at the line's indent and whose
    run-on hangs two characters (1.2 em) deeper, under its words; its red cards and suits red,
    as a cell's printed text draws them (:func:`ui.format.red_spans`: the box wrote "Right: P2
    with 5♦." black under the picture's red 5♦); ``strong``: in bold (a rule's statement).

    >>> feedback_line_html("  - you chose 2♣")
    '<div style="padding-left:2.4em;text-indent:-1.2em">- you chose 2♣</div>'
    >>> feedback_line_html("Right: P2 with 5♦.")  # doctest: +ELLIPSIS
    '<div ...>Right: P2 with <span style="color:#c62828">5♦</span>.</div>'
    >>> feedback_line_html("Not quite.")
    '<div style="padding-left:1.2em;text-indent:-1.2em">Not quite.</div>'
    >>> feedback_line_html("    Follow suit if you can.", strong=True)
    '<div style="padding-left:3.6em;text-indent:-1.2em"><b>Follow suit if you can.</b></div>'
    """
    words = line.lstrip(" ")
    under = (len(line) - len(words)) * 0.6 + 1.2  # (0.6 em a character)
    style = f"padding-left:{under:.1f}em;text-indent:-1.2em"
    said = f"<b>{red_spans(words)}</b>" if strong else red_spans(words)
    return f'<div style="{style}">{said}</div>'


def say(out: w.Output, text: str, strong: Collection[int] = ()) -> None:
    """Write ``text`` (the feedback, or why an answer does not read) into the box's ``out``:
    as HTML that wraps at spaces, each line hanging under its words (:func:`feedback_line_html`),
    the lines numbered in ``strong`` in bold (the rules' statements: :func:`feedback_lines`),
    with the plain text for a front end that draws no HTML. A rule's statement had been as
    plain as its source's words under it, where the Quiz page bolds it over its quotation."""
    lines = "".join(
        feedback_line_html(line, k in strong) for k, line in enumerate(text.split("\n"))
    )
    html = f'<div class="trickbook-feedback" style="{FEEDBACK_STYLE}">{lines}</div>'
    out.outputs += (
        {
            "output_type": "display_data",
            "data": {"text/plain": text, "text/html": html},
            "metadata": {},
        },
    )


# What a quiz box says where no kernel runs it (a code host, a notebook opened and not run):
# the widget's controls need one, so the saved output is the question without them.
NOT_RUN = "To answer here, run the notebook: the choices and the Check button need a live kernel."


class QuizBox(w.VBox):  # type: ignore[misc]  # (ipywidgets has no types)
    """A quiz box that a front end without widgets shows as its question. A widget's own
    output is a view of a live model plus its repr as plain text ("VBox(children=(HTML(value=
    '<div ..."), and a saved notebook keeps no model (notebooks/refresh.py), so a code host
    and JupyterLab before a run showed that repr where the box stood. Its output now carries
    the box's picture and prompt as HTML, the prompt as plain text, and :data:`NOT_RUN`;
    JupyterLab prefers the widget's view wherever it has the model (its renderer ranks -10,
    HTML 50)."""

    def __init__(self, children: Sequence[w.Widget], q: Question, picture: w.HTML) -> None:
        super().__init__(children)
        self._question, self._picture = q, picture

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        q = self._question
        data: dict[str, Any] = super()._repr_mimebundle_(**kwargs) or {}
        data["text/plain"] = f"{q.prompt}\n{hint(q)}\n{NOT_RUN}"
        data["text/html"] = f"{self._picture.value}{prompt_html(q)}<p><i>{NOT_RUN}</i></p>"
        return data


def prompt_html(q: Question) -> str:
    """The question's prompt and how to answer it, as the quiz box shows them."""
    return f"<b>{red_spans(q.prompt)}</b><br><small>{red_spans(hint(q))}</small>"


def quiz_box(q: Question) -> w.VBox:
    """One question as a small widget: the position, the prompt, the answer inputs, Check and
    the feedback, run as the Quiz page runs a question (ui/pages/quiz.py).

    Check with an answer that reads draws the answered picture and writes the feedback, and
    the inputs go (the page's form gives way to its feedback); an answer that does not read is
    told under the inputs, the picture still unanswered, and so is Check with nothing chosen or
    written, in the page's words (:func:`ui.empty_answer.empty_answer`), not graded. After a
    wrong answer the button reads Try again: it takes the feedback and the answered picture
    away and gives back the unanswered picture and the inputs as they first stood (the page's
    fresh, empty form). A right answer stays, the button gone, as on the page, where only the
    next question follows.

    The feedback is written into the ``Output`` widget's outputs (:func:`say`), not printed
    inside it, so that Try again clears it wherever the box runs."""
    picture = w.HTML(box_picture(q))
    prompt = w.HTML(prompt_html(q))
    out = w.Output()
    box, inputs, read = _inputs(q)
    first = [(x, x.value) for x in inputs]
    button = w.Button(description=CHECK, button_style="primary")

    def check_answer() -> None:
        try:
            raw = read()
        except (TypeError, ValueError):
            raw = None
            problem = answer_problem(q, raw)
        else:  # nothing chosen or written, or not read: not a try, in the Quiz page's words
            problem = box_problem(q, raw)
        if problem is not None:
            say(out, problem)
            return
        fb = judged(q, raw)  # (its reasons naming the boxes, as the Quiz page's do)
        picture.value = box_picture(q, fb)
        box.layout.display = "none"
        if fb.correct:
            button.layout.display = "none"
        else:
            button.description, button.button_style = TRY_AGAIN, ""
        lines = feedback_lines(fb, q)
        text = "\n".join(line for line, _ in lines)
        if q.kind == "legal_cards":  # the cards' looks, in the Quiz page's words
            text += "\n" + feedback_key(q, fb)
        say(out, text, {k for k, (_, rule) in enumerate(lines) if rule})

    def try_again() -> None:
        picture.value = box_picture(q)
        for x, value in first:
            x.value = value
        box.layout.display = None
        button.description, button.button_style = CHECK, "primary"

    def on_click(_: Any) -> None:
        out.outputs = ()
        (check_answer if button.description == CHECK else try_again)()

    button.on_click(on_click)
    return QuizBox([picture, prompt, box, button, out], q, picture)


# ---- what a cell reads of the deal above ---------------------------------------------------------
# After a change of seed the moves written into the cells are refused (OTHER_DEAL), so a cell that
# reads what they would have made (the trick just played, the finished deal's settlement) checks
# it is there and says so in one plain line (NotNow), not with a traceback in its own code.
def last_trick(state: Any) -> tuple[tuple[tuple[int, int], ...], int]:
    """The trick played last, as ``(plays, winner)``: ``state.history[-1]``. A deal where no
    trick is finished yet is refused with :class:`engine.game.NotNow`.

    >>> from engine.games.loo import LOO
    >>> last_trick(LOO.new_deal(players=5, dealer=0, seed=124))
    Traceback (most recent call last):
    ...
    engine.errors.NotNow: this cell needs a trick above played to its end: none is yet
    """
    if not state.history:
        raise NotNow("this cell needs a trick above played to its end: none is yet")
    plays, winner = state.history[-1]
    return plays, winner


def played_out(game: Any, state: Any) -> None:
    """Nothing for a finished deal; a deal still in play (whose settlement is None) is refused
    with :class:`engine.game.NotNow`, for a cell that reads what only a finished deal has.

    >>> from engine.games.loo import LOO
    >>> played_out(LOO, LOO.new_deal(players=5, dealer=0, seed=124))
    Traceback (most recent call last):
    ...
    engine.errors.NotNow: this cell needs the deal above played to its end: it is still in play
    """
    if not game.is_over(state):
        raise NotNow("this cell needs the deal above played to its end: it is still in play")
