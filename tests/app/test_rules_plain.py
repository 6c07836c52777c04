"""Plain words (issue 7, finding 8): sources named by their books with file names and rule ids
under "details", each Rules page opening with the rules in brief and the old text reflowed into
paragraphs, and a home page that says where to start."""

from __future__ import annotations

import re
from collections.abc import Callable
from html import unescape
from typing import Any

import pytest
from apptools import captions, go, home_boxes, markdown, open_box
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.rules import SEED_FILES, book_name, normalise, seed_text
from lessons import load
from ui.pages.rules import brief, excerpt_bounds, find_spans, reflowed

OpenApp = Callable[..., AppTest]
JARGON = re.compile(r"\bseeds? \d{3}\b|\d{3}_[0-9a-f]{16}\.txt|\brule `?[a-z_]+\.[a-z_.0-9]+")
DETAILS = re.compile(r"<details.*?</details>", re.S)


def _visible(text: str) -> str:
    """What a learner reads without opening a "details" disclosure."""
    return DETAILS.sub("", text)


# ---- sources by their books --------------------------------------------------------------------
def test_rules_know_their_books() -> None:
    loo = REGISTRY.get("loo")
    r = loo.rules["loo.thirds"]
    assert r.book == "Foster's Hoyle, 1897" == book_name("002")
    assert r.cite_plain() == f"Foster's Hoyle, 1897: \u201c{r.quote}\u201d"
    assert r.cite().startswith("seed 002: ")  # refusals and `trickbook answer` keep theirs
    for game in REGISTRY:
        for rule in game.rules:
            assert not JARGON.search(rule.book), rule


def test_a_lesson_step_names_its_book_and_keeps_the_file_under_details(app: OpenApp) -> None:
    at = app("loo:learn")
    step = load("loo").steps[0]
    text = markdown(at)
    assert f"— {book_name(step.seed)}" in text
    details = "\n".join(DETAILS.findall(text))
    assert SEED_FILES[step.seed] in details
    quote_block = next(m.value for m in at.markdown if step.quote[:30] in normalise(m.value))
    assert not JARGON.search(_visible(quote_block)), quote_block


def test_the_reading_switch_and_home_name_books_not_seeds(app: OpenApp) -> None:
    at = app()
    captions = " ".join(b["caption"] for b in home_boxes(at))  # (Home's boxes of games)
    assert "Foster's Hoyle (1897)" in captions and not JARGON.search(captions)
    go(at, "loo:quiz")
    open_box(at, "loo:quiz:rules_box")
    radio = at.radio(key="w:loo:quiz:variant")
    labels = list(radio.options)  # as the learner reads them
    assert "Foster's Hoyle (1897)" in labels and not JARGON.search(" ".join(labels))


# ---- the Rules page ----------------------------------------------------------------------------
# a chapter's title, after the target its line of contents links to (ui.pages.rules.anchor)
TARGET = r'(<span id="tb-[a-z-]+"[^>]*></span>)?'
BRIEF = re.compile(rf"({TARGET}\*\*.*\*\*\n+)?- ")


def _brief_lines(at: AppTest) -> str:
    """The brief's list: the first Markdown of bullets (under chapter headings, if any)."""
    return next(m.value for m in at.markdown if BRIEF.match(m.value))


@pytest.mark.parametrize("game_id", ["loo", "sixty_six"])
def test_the_rules_page_opens_with_the_rules_in_brief_in_lesson_order(
    app: OpenApp, game_id: str
) -> None:
    at = app(f"{game_id}:rules")
    assert [h.value for h in at.subheader][0] == "The rules in brief"
    game = REGISTRY.get(game_id)
    lesson = load(game_id)
    text = _brief_lines(at)
    b = brief(game, lesson)
    chapters = [c.chapter for c in lesson.steps if c.variant in (None, lesson.variant)]
    # chapter headings in the lesson's order (a chapter whose rules came earlier has none)
    in_order = list(dict.fromkeys(chapters))
    headed = [c for c, _ in b.sections]
    assert headed == [c for c in in_order if c in headed] and len(headed) >= 5
    positions = [text.index(f"**{c}**") for c, _ in b.sections]
    assert positions == sorted(positions)
    # the statements of the rules each default-reading step teaches, in the steps' order: a
    # rule some step declares (teaches:) at the first such step, else at the first quoting its
    # very words, else at the first whose quote holds them
    order: list[str] = []
    steps = [s for s in lesson.steps if s.variant in (None, lesson.variant)]
    declared = {i for s in steps for i in s.teaches}

    def exact(s: Any, r: Any) -> bool:
        return bool(r.seed == s.seed and normalise(r.quote) == normalise(s.quote))

    own = declared | {r.id for s in steps for r in game.rules if exact(s, r)}
    for step in steps:
        for r in game.rules:  # the game's play: no bookkeeping (test_rules_brief_play_...)
            if r.guard or r.id in order:
                continue
            q, rq = normalise(step.quote), normalise(r.quote)
            held = r.seed == step.seed and (rq in q or q in rq) and r.id not in own
            if held or (exact(step, r) and r.id not in declared) or r.id in step.teaches:
                order.append(r.id)
    # ... and among them, where a step's task or question is judged by a rule no step quotes,
    # that rule (tests/lessons/test_brief_lists_task_rules.py)
    listed = [r.id for _, rs in b.sections for r in rs]
    assert [i for i in listed if i in order] == order
    assert len(order) >= 20
    where = [_unescaped(text).index(game.rules[i].statement) for i in listed]
    assert where == sorted(where)
    assert not JARGON.search(_visible(markdown(at).split("The books")[0]))


def _unescaped(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", re.sub(r":red\[(.*?)\]", r"\1", text))


def test_loo_rules_in_brief_keep_the_other_reading_apart(app: OpenApp) -> None:
    at = app("loo:rules")
    assert any(re.match(rf"{TARGET}\*\*Other readings\*\*", m.value) for m in at.markdown)
    other = at.expander[0]
    assert other.label == "The lesson text (Trump Games)"
    said = "\n".join(m.value for m in other.markdown)
    assert "even below a trump already played" in said  # seed 000's compulsory under-trump
    assert "even below a trump already played" not in _brief_lines(at)


def test_a_reading_s_own_rules_are_cited_in_its_book_s_words(app: OpenApp) -> None:
    """Under Loo's lesson text the engine refuses a card by seed 000's following and heading
    rules (loo.lesson_000.follow_suit, .head_the_trick): its section names them, each with the
    passage and the book the engine cites, and the learner's chosen reading opens unfolded."""
    at = app("loo:rules")
    other = at.expander[0]
    assert not other.proto.expanded  # the lesson's own reading is chosen
    said = unescape("\n".join(m.value for m in other.markdown))
    loo = REGISTRY.get("loo")
    for rid in ("loo.lesson_000.follow_suit", "loo.lesson_000.head_the_trick"):
        r = loo.rules[rid]
        assert f'data-rule="{rid}">{r.statement}' in said
        assert f"“{r.shown}” — {r.book_shown}" in said
    at.session_state["loo:settings"]["variant"] = "lesson_000"
    at.run()
    assert at.expander[0].proto.expanded


def test_the_source_text_is_reflowed_into_paragraphs_with_cited_passages_marked(
    app: OpenApp,
) -> None:
    at = app("loo:rules")
    assert at.tabs[0].label == "Foster's Hoyle, 1897"
    doc = next(m.value for m in at.markdown if 'role="document"' in m.value)
    assert 'aria-label="Foster&#x27;s Hoyle, 1897"' in doc
    assert "max-height" not in doc  # no scroll box inside the page
    assert doc.count("<mark") >= 20
    # the printed line breaks are gone from a sentence; a paragraph starts at its heading
    assert "gives three cards to each player, one at a time in rotation, beginning on his" in doc
    assert "<br><br><b>CARDS.</b> Loo is played with a full pack" in doc
    details = "".join(DETAILS.findall(markdown(at)))
    assert SEED_FILES["002"] in details and "loo.head_the_trick" in details


@pytest.mark.parametrize("seed", sorted(SEED_FILES))
def test_reflowing_keeps_every_position_and_breaks_only_between_paragraphs(seed: str) -> None:
    text = seed_text(seed)
    flowed = reflowed(text)
    assert len(flowed) == len(text)
    assert all(a == b for a, b in zip(text, flowed, strict=True) if a != "\n")
    lines = text.split("\n")
    breaks = flowed.count("\n")
    assert breaks < len(lines)  # something was joined, or every line stood alone
    if seed == "002":  # printed at 70 characters a line: most line breaks join
        assert breaks < len(lines) / 3


def test_every_cited_passage_is_still_found_after_reflowing() -> None:
    for game in REGISTRY:
        by_seed: dict[str, list[Any]] = {}
        for r in game.rules:
            if r.seed in SEED_FILES:
                by_seed.setdefault(r.seed, []).append(r)
        for seed, rules in by_seed.items():
            text = seed_text(seed)
            spans, missing = find_spans(text, rules)
            assert not missing
            a, b = excerpt_bounds(text, spans)
            flowed = reflowed(text[a:b])
            for s in spans:
                if a <= s.start and s.end <= b:
                    got = flowed[s.start - a : s.end - a].replace("\x00", "")
                    assert normalise(got) in normalise(text[s.start : s.end].replace("-\n", "-"))


def test_without_a_lesson_the_brief_is_the_rule_book_in_order() -> None:
    for game in REGISTRY:
        b = brief(game, None)
        played = tuple(r for r in game.rules if not r.guard)  # no bookkeeping rule
        assert b.sections == (("", played),) and not b.readings


# ---- the home page -----------------------------------------------------------------------------
def test_home_says_where_to_start(app: OpenApp) -> None:
    at = app()
    text = markdown(at)
    assert "New here? Start with Loo (three-card) → Learn." in text
    links = [p for p in at.get("page_link") if "Start" in p.proto.label]
    assert links and links[0].proto.page.endswith("loo-learn")


def test_a_practice_question_is_not_named_by_its_seed(app: OpenApp) -> None:
    at = app("loo:quiz")
    qs = at.session_state["loo:quiz"]
    qs.index = len(load("loo").quiz)  # past the lesson's questions: generated practice
    at.run()
    caption = next(c for c in captions(at) if "Practice question 1" in c)
    assert "seed" not in caption and not re.search(r"\d{4,}", caption)


def test_a_reading_is_not_labelled_twice_in_the_brief() -> None:
    """Rams' other readings read '*The lesson text (Trump Games):* Three to five play.', not
    '... The lesson text: three to five play.' (the statement's own label is dropped)."""
    from ui.pages.rules import _unlabelled

    assert _unlabelled("The lesson text: three to five play.") == "Three to five play."
    assert _unlabelled("Variant: the cards rank K Q J A.") == "The cards rank K Q J A."
    assert _unlabelled("German practice (variant): follow and head.") == "Follow and head."
    for game in REGISTRY:
        for _, rules in brief(game, load(game.id)).readings:
            for r in rules:
                assert not _unlabelled(r.statement).startswith("The lesson text:"), r.id


def test_a_readings_rules_come_in_the_order_of_play() -> None:
    """Each other reading's fold lists its rules in the rule book's order, the order of play:
    Loo's lesson text listed how a double pool pays first, then following suit and heading the
    trick, then how a single pays, then the widow exchange (the order the lesson first showed a
    position under that reading)."""
    for game in REGISTRY:
        book = [r.id for r in game.rules]
        for v, rules in brief(game, load(game.id)).readings:
            ids = [r.id for r in rules]
            assert ids == sorted(ids, key=book.index), (game.id, v, ids)
    ids = [r.id for r in dict(brief(REGISTRY.get("loo"), load("loo")).readings)["lesson_000"]]
    assert ids.index("loo.lesson_000.follow_suit") < ids.index("loo.lesson_000.single_pays")
    assert ids.index("loo.lesson_000.widow_exchange") < ids.index("loo.lesson_000.follow_suit")


def test_the_book_text_ends_before_the_web_pages_closing_line() -> None:
    """The web copies (000, 001, 003, 004) close with a line of the site's ("Related terms
    include ...", "... Click Here"): the excerpt of the last game of the page stops before it;
    the printed book (002) and a last paragraph the engine cites are kept whole."""
    from ui.pages.rules import text_end

    napoleon = REGISTRY.get("napoleon")
    text = seed_text("003")
    spans, _ = find_spans(text, [r for r in napoleon.rules if r.seed == "003"])
    a, b = excerpt_bounds(text, spans)
    shown = text[a:b]
    assert "NAPOLEON\n" in shown and "Related terms" not in shown
    assert shown.rstrip().endswith("but if he fails he pays only 5 each.")
    for seed in ("000", "001", "004"):
        last = seed_text(seed).rstrip().rsplit("\n\n", 1)[1]
        assert text_end(seed_text(seed)) == len(seed_text(seed).rstrip()) - len(last) - 1
    book = seed_text("002")
    assert text_end(book) == len(book)
    # a page whose last paragraph is a section's only text, or is cited, keeps it
    page = "NAPOLEON\n\nA player must follow suit.\n"
    assert text_end(page) == len(page)
    two = page + "\nHe must lead a trump.\n"
    cited, _ = find_spans(two, [r for r in napoleon.rules if r.id == "napoleon.lead_trump"])
    assert text_end(two) < len(two) and excerpt_bounds(two, cited) == (0, len(two))
