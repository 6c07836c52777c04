"""The notebook quiz helpers: pure grading text, and the widget wiring driven by hand."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.cards import CARDS, Card, card_list
from engine.game import REGISTRY
from engine.quiz import Question, check, practice
from lessons import load
from ui.cards import PICTURE_WIDTH, as_images
from ui.empty_answer import EMPTY, empty_answer
from ui.format import red_spans
from ui.labels import word_labels
from ui.play_table import quoted
from ui.quiz_picture import question_picture
from ui.widgets import (
    CHECK,
    NOT_COUNTED,
    TRY_AGAIN,
    box_picture,
    grade,
    hint,
    question_html,
    quiz_box,
    response_of,
)


def question(qid: str) -> Question:
    return next(q for q in load("loo").quiz if q.id == qid)


def written(box: Any) -> str:
    """What the quiz box's feedback area holds (its Output widget's plain text, a line each)."""
    return "".join(o["data"]["text/plain"] + "\n" for o in box.children[-1].outputs)


def shown(widget: Any) -> bool:
    return bool(widget.layout.display != "none")


def test_grade_right_wrong_and_unreadable() -> None:
    q = question("q_cannot_head")
    right = grade(q, "3S 8S")
    assert right.startswith("Right: 8♠ and 3♠.")  # as the hand is drawn
    assert "\n    \u201c\u2026the others must" in right  # the rule's source, under its words
    assert "\n    \u2014 Foster's Hoyle, 1897 [loo.follow_suit]" in right
    assert grade(q, "8S").startswith("Not quite. The right answer: 8♠ and 3♠.")
    assert (
        grade(q, "3S ZZ")
        == "Cannot read that answer: 'ZZ' is not a card (write cards such as QS, 10H)"
    )


def test_feedback_quotes_a_rule_as_the_pages_show_it() -> None:
    """The book by name (no seed number), a quote cut mid-sentence opening with '…'
    (Rule.shown), another game's section named (Rule.book_shown): as Learn, Quiz and Play do."""
    five = next(q for q in load("five_card_loo").quiz if q.id == "q_head")
    text = grade(five, [])
    rule = next(r for r in check(five, []).rules if r.id == "five_card_loo.follow_suit")
    assert f"\n      \u201c{rule.shown}\u201d\n      \u2014 Foster's Hoyle, 1897, on Loo " in text
    assert rule.shown.startswith("\u2026the others") and "seed 00" not in text
    box = quiz_box(question("q_cannot_head"))
    for toggle in box.children[2].children:  # a wrong answer: the widget quotes the same way
        toggle.value = toggle.description == "3♠"
    box.children[3].click()
    out = written(box)
    assert "\u201c\u2026the others must" in out and "seed 002" not in out
    assert "\u2014 Foster's Hoyle, 1897 [loo.follow_suit]" in out


def test_response_of_each_kind() -> None:
    assert response_of(question("q_cannot_head"), [Card.parse("3S")]) == ["3S"]
    assert response_of(question("q_widow_taken"), ["stand"]) == ["stand"]
    assert response_of(question("q_turn_club"), 3) == "P3"
    amounts = {"P0": "-3", "pool": "9"}
    assert response_of(question("q_simple_looed"), amounts) == amounts
    with pytest.raises(TypeError):
        response_of(question("q_simple_looed"), ["-3"])


def test_question_html_does_not_give_the_answer_away() -> None:
    html = question_html(question("q_cannot_head"))
    assert 'data-state="legal"' not in html and 'data-state="illegal"' not in html
    assert 'aria-label="ace of diamonds"' in html
    trick = question_html(question("q_turn_club"))  # P3 won it: no "to play", no trick count
    assert 'aria-label="four of clubs"' in trick
    assert "to play" not in trick and "1 trick" not in trick


def _seat_cards(html: str, place: str) -> dict[str, str]:
    """The cards drawn in the seat box at ``place`` (bottom, left, ...) and their looks."""
    box = re.search(
        rf'aria-label="([^"]+)" data-seat="\d+" data-place="{place}"(.*?)</div></div>', html
    )
    assert box is not None, place
    faces = re.findall(r'data-card="(\w+)" data-state="(\w+)"', box.group(2))
    return {"seat": box.group(1), **dict(faces)}


def test_quiz_box_wiring() -> None:
    """Decided: one picture for both front ends (ui.quiz_picture), so that a teacher's notebook
    and the app teach the same. After Check the quiz box shows the Quiz page's picture: each
    card of the hand with its verdict (chosen and right, left out, chosen wrongly, rightly
    left alone), in the page's words under the feedback ('On the table: ...'), and the seat
    asked about at the bottom. Before, the widget marked only the cards that decided the
    answer (Feedback.marked: a missed card and a wrong one alike) and kept the seats in
    playing order where the page turns them (Sixty-Six's card-points questions)."""
    q = question("q_cannot_head")
    box = quiz_box(q)
    picture, _, choices, button, _ = box.children
    assert picture.value == box_picture(q, None)
    for toggle in choices.children:
        toggle.value = toggle.description in ("3♠", "A♦")
    button.click()
    out = written(box)
    assert out.startswith("Not quite.")
    assert picture.value == box_picture(q, check(q, "3S AD"))
    assert "On the table: \u2713 green: chosen, and allowed (3♠); + blue, dashed: allowed" in out
    mine = _seat_cards(picture.value, "bottom")
    assert mine == {"seat": "P2 (you)", "8S": "missed", "3S": "right", "AD": "wrong"}
    button.click()  # Try again
    for toggle in choices.children:
        toggle.value = toggle.description in ("3♠", "8♠")
    button.click()
    assert written(box).startswith("Right: 8♠ and 3♠.\n")
    mine = _seat_cards(picture.value, "bottom")
    assert mine == {"seat": "P2 (you)", "8S": "right", "3S": "right", "AD": "illegal"}


def test_try_again_takes_the_answer_away_as_the_quiz_page_does() -> None:
    """The Quiz page (ui/pages/quiz.py) puts the feedback in place of its answer form and,
    after a wrong answer, offers Try again, which draws the unanswered picture over a fresh,
    empty form; an answer that does not read is told under the form. The quiz box kept its
    answered picture and its feedback while the learner re-ticked the choices under them:
    the picture then showed verdicts on an answer no longer ticked."""
    q = question("q_cannot_head")
    box = quiz_box(q)
    picture, _, choices, button, _ = box.children
    for toggle in choices.children:
        toggle.value = toggle.description in ("3♠", "A♦")
    button.click()
    assert picture.value == box_picture(q, check(q, "3S AD"))
    assert written(box).startswith("Not quite.")
    # the form gives way to the feedback: nothing to re-tick under the answered picture
    assert not shown(choices) and shown(button) and button.description == TRY_AGAIN
    button.click()
    assert picture.value == box_picture(q, None) and written(box) == ""
    assert shown(choices) and button.description == CHECK and button.button_style == "primary"
    assert not any(toggle.value for toggle in choices.children)  # fresh, as the page's form
    for toggle in choices.children:
        toggle.value = toggle.description in ("3♠", "8♠")
    button.click()  # right: the answer stays, with no way back (the page: Next question)
    assert picture.value == box_picture(q, check(q, "3S 8S"))
    assert written(box).startswith("Right:") and not shown(choices) and not shown(button)


def test_an_answer_that_does_not_read_leaves_the_question_as_it_was() -> None:
    q = question("q_simple_looed")
    box = quiz_box(q)
    picture, _, fields, button, _ = box.children
    fields.children[0].value = "three"
    button.click()
    # in the Quiz page's words: what is wrong, naming the box, and that nothing counted
    assert written(box).startswith("P0: 'three' is not an amount (write a whole number")
    assert written(box).endswith(f"{NOT_COUNTED}\n")
    assert picture.value == box_picture(q, None)
    assert shown(fields) and button.description == CHECK
    for field in fields.children:
        field.value = "0"
    button.click()  # a wrong answer that reads: the problem line goes with the rest
    assert "nothing was counted" not in written(box) and button.description == TRY_AGAIN
    button.click()
    assert [f.value for f in fields.children] == [""] * len(fields.children)


def _choose(choice: Any, seat: str) -> None:
    """Choose ``seat`` in a who-wins box: its toggle ("P1 (J♦)") pressed."""
    next(t for t in choice.children if t.description.startswith(f"{seat} (")).value = True


def test_a_who_wins_choice_is_one_player() -> None:
    """The who-wins toggles stand as a radio's choices: choosing one lets the one chosen before
    up, and the answer is the one chosen."""
    q = question("q_turn_club")
    box = quiz_box(q)
    _, _, choice, button, _ = box.children
    _choose(choice, "P2")
    _choose(choice, "P1")
    assert [t.description.split()[0] for t in choice.children if t.value] == ["P1"]
    button.click()
    assert written(box).startswith("Not P1 (J♦).")


def test_try_again_gives_back_a_who_wins_choice_as_it_first_stood() -> None:
    q = question("q_turn_club")
    box = quiz_box(q)
    picture, _, choice, button, _ = box.children
    first = [t.value for t in choice.children]
    _choose(choice, "P1")
    button.click()
    assert button.description == TRY_AGAIN and 'data-state="marked"' in picture.value
    button.click()
    assert [t.value for t in choice.children] == first and picture.value == box_picture(q, None)


def test_quiz_box_marks_the_card_that_won_the_trick() -> None:
    """A who-wins question, after Check: the trick credited and the winning card marked, as
    on the Quiz page."""
    q = question("q_turn_club")
    box = quiz_box(q)
    picture, _, choice, button, _ = box.children
    _choose(choice, "P1")
    button.click()
    assert written(box).startswith("Not P1 (J♦).")
    assert picture.value == box_picture(q, check(q, "P1"))
    assert picture.value.count('data-state="marked"') == 1
    assert 'aria-label="four of clubs" data-card="4C" data-state="marked"' in picture.value


def test_quiz_box_for_every_curated_question() -> None:
    for q in load("loo").quiz:
        assert len(quiz_box(q).children) == 5


# ---- Sixty-Six: the other answer forms (number, yes/no, words, game-point amounts) ---------------
def sixty(qid: str) -> Question:
    return next(q for q in load("sixty_six").quiz if q.id == qid)


def test_grade_sixty_six_forms_show_the_count() -> None:
    count = grade(sixty("q_count_pile"), "29")
    assert count.startswith("Not quite. The right answer: 30.")
    assert "  - P1: A♦ 11 + 10♣ 10 + K♠ 4 + Q♥ 3 + J♠ 2 = 30" in count
    claim = grade(sixty("q_claim_yes"), "yes")
    assert claim.startswith("Right: yes, claim now.")
    assert "you have 48 in cards + 20 in marriages = 68, at least 66: claim now" in claim
    following = sixty("q_may_following")
    may = grade(following, ["claim", "meld"])  # named as the page's boxes name them
    claim_box = quoted(word_labels(following.game, following.state)["claim"])
    assert may.startswith(f"Not quite. The right answer: {claim_box}.")
    gp = grade(sixty("q_gp_four_slam"), {"P0+P2": "0", "P1+P3": "3"})
    assert gp.startswith("Right: P0+P2 even; P1+P3 +3.")
    assert grade(sixty("q_count_pile"), "lots").startswith("Cannot read that answer: 'lots'")


def test_response_of_by_form() -> None:
    assert response_of(sixty("q_count_pile"), 30) == "30"
    assert response_of(sixty("q_claim_yes"), True) is True
    assert response_of(sixty("q_may_after_trick"), ["meld", "close"]) == ["meld", "close"]
    assert response_of(sixty("q_gp_claim_33"), {"P0": 0, "P1": 1}) == {"P0": "0", "P1": "1"}


def test_sixty_six_question_pictures() -> None:
    html = question_html(sixty("q_follow_after_stock"))
    assert 'aria-label="king of diamonds"' in html and 'data-state="legal"' not in html
    trick = question_html(sixty("q_ten_over_king"))
    assert 'aria-label="ten of diamonds"' in trick and "to play" not in trick


def test_quiz_box_number_and_yes_no() -> None:
    box = quiz_box(sixty("q_count_pile"))
    _, _, field, button, _ = box.children
    field.children[0].value = "30"
    button.click()
    assert written(box).startswith("Right: 30.\n")
    yes_no = quiz_box(sixty("q_claim_short"))
    _, _, choice, button, _ = yes_no.children
    choice.children[0].value = True
    button.click()
    assert written(yes_no).startswith("Not quite. The right answer: no, play on.")


def test_quiz_box_for_every_sixty_six_question() -> None:
    for q in load("sixty_six").quiz:
        assert len(quiz_box(q).children) == 5


@pytest.mark.parametrize(
    ("game_id", "says", "never"),
    [
        ("loo", ["1 1/3", "next pool (before the next dealer's ante)"], []),
        ("five_card_loo", ["1/5", "next pool"], ["1 1/3"]),
        # chalk, not money: a point wiped out, a fresh cross of five (as its prompts say)
        ("bierspiel", ["in points", "wipes out", "3, -5"], ["1 1/3", "next pool", "received"]),
        ("forty_five", ["this deal"], ["hand"]),
        ("sixty_six", ["this hand"], []),
    ],
)
def test_amounts_hint_is_the_game_s(game_id: str, says: list[str], never: list[str]) -> None:
    """The notebook's line under an amounts question is the Quiz page's, in the game's unit and
    word for a deal: it said "e.g. 4, -3, 1 1/3 ... before the next dealer's ante" (Loo's
    thirds and ante) in every game's settlement question, and "this hand" in Forty-Five's."""
    from engine.game import REGISTRY
    from engine.quiz import kinds_for, practice
    from ui.widgets import hint

    asked = (practice(game_id, 1, kind=k) for k in kinds_for(REGISTRY.get(game_id)))
    q = next(q for q in asked if q.form == "amounts")
    line = hint(q)
    assert all(s in line for s in says), line
    assert not any(s in line for s in never), line
    assert "`" not in line  # shown as HTML, not markdown


# ---- the picture is the Quiz page's ---------------------------------------------------------------
@pytest.mark.parametrize("game_id", sorted(REGISTRY.ids()))
def test_a_question_is_drawn_as_the_quiz_page_draws_it(game_id: str) -> None:
    """The notebook's picture of a lesson's question is the Quiz page's (ui.quiz_picture), before
    an answer and after the engine's own: a finished trick not yet credited to its winner (his
    pile, Linger Longer's draw and drop-outs, Sixty-Six's draw from the stock), every hand, the
    cards the prompt names (Sixty-Six's 'You have taken ...'), the seat asked about at the
    bottom; then the answer shown."""
    for q in load(game_id).quiz:
        page = question_picture(q, None)
        assert page is not None
        assert question_html(q) == as_images(page), q.id
        answers = [q.solve()] + ([[c.code for c in q.choices()]] if q.form == "cards" else [])
        for given in answers:  # the engine's answer, and every card ticked
            fb = check(q, given)
            answered = question_picture(q, fb)
            assert answered is not None, (q.id, given)
            assert question_html(q, fb) == as_images(answered), (q.id, given)


def test_a_generated_question_shows_the_mover_s_hand_alone() -> None:
    q = practice("loo", seed=11, kind="legal_cards")
    shown = set(re.findall(r'aria-label="([^"]+ of [^"]+)"', question_html(q, curated=False)))
    hands = [{c.name for c in card_list(hand)} for hand in q.state.hands]
    assert q.seat is not None  # (a legal-cards question asks the mover)
    assert hands[q.seat] <= shown
    assert all(not hand & shown for p, hand in enumerate(hands) if p != q.seat)


def test_draw_is_the_game_s_own_picture_or_says_there_is_none() -> None:
    """The notebooks' ``draw`` is the game's registered drawing, every game's; a state of no
    registered game is told (NoDrawing, naming the games that have a drawing), not drawn by
    a guessed plain picture, which once hid a drawing's own TypeError behind a fallback."""
    import pytest

    from engine.game import REGISTRY
    from ui.cards import NoDrawing, position_html
    from ui.widgets import draw

    for game in REGISTRY:
        state = game.new_deal(players=game.min_players, seed=3)
        assert draw(state, viewer=0) == as_images(
            position_html(state, viewer=0, width=PICTURE_WIDTH)
        )

    class Stranger:
        hands = (0,)

    with pytest.raises(
        NoDrawing, match=r"no drawing for a Stranger \(known: .*PoolState.*SixtySixState"
    ):
        draw(Stranger())


_SEAT = re.compile(r'data-seat="\d+" data-place="\w+"(.*?)</div></div>', re.S)
_WIDTH = re.compile(r'<(?:svg|img) [^>]*width="(\d+)"[^>]*role="img" aria-label="[^"]+ of ')


def _hand_widths(html: str) -> set[str]:
    """The widths of the card faces drawn in the seats' hands."""
    return {w for seat in _SEAT.findall(html) for w in _WIDTH.findall(seat)}


@pytest.mark.parametrize("game_id", sorted(REGISTRY.ids()))
def test_draw_and_the_quiz_picture_draw_cards_one_size(game_id: str) -> None:
    """A notebook's draw() drew a position's cards at 46 px (position_html's default, Play's
    live table) under quiz pictures at 56 px (the Quiz page's, and Learn's): one notebook
    showed two sizes of card for the same kind of picture. Both are still pictures now, at
    ui.cards.PICTURE_WIDTH, as Learn's steps and the Quiz page's questions are drawn."""
    from ui.widgets import draw

    q = next(q for q in load(game_id).quiz if _hand_widths(question_html(q)))  # a hand drawn
    in_draw = _hand_widths(draw(q.state, reveal=True, highlight=False))
    in_quiz = _hand_widths(question_html(q))
    assert in_draw == in_quiz == {str(PICTURE_WIDTH)}, (in_draw, in_quiz)


def test_a_who_wins_choice_starts_with_nobody_chosen() -> None:
    """The Quiz page's 'The trick goes to' radio starts empty (index=None), as the box's yes/no
    does; the box's who-wins radio had the first player ticked (ipywidgets' default), so Check
    pressed at once answered him (notebook 02 in JupyterLab: 'P1 (K♦)' ticked before any
    answer). Nothing chosen is told, and the question stays."""
    q = question("q_turn_club")
    box = quiz_box(q)
    picture, _, choice, button, _ = box.children
    assert not any(t.value for t in choice.children)
    button.click()
    assert written(box) == EMPTY["seat"] + "\n"  # the Quiz page's words
    assert button.description == CHECK and picture.value == box_picture(q, None)


@pytest.mark.parametrize("game_id", sorted(REGISTRY.ids()))
def test_card_toggles_stand_in_the_order_the_hand_is_drawn(game_id: str) -> None:
    """The Quiz page ticks cards in the game's hand order (game.hand_order), the
    order the picture above draws them; the box's toggles followed the engine's list of
    choices (notebook 02 in JupyterLab: the hand drawn Q♠ A♥ 10♣ 9♣ A♦ J♦ over toggles
    9♣ 10♣ J♦ A♦ A♥ Q♠)."""
    for q in load(game_id).quiz:
        if q.form != "cards":
            continue
        toggles = [t.description for t in quiz_box(q).children[2].children]
        held = q.game.hand_order(q.state, [int(c) for c in q.choices()])
        assert toggles == [CARDS[c].pretty for c in held], q.id


def test_the_box_s_picture_is_the_quiz_page_s_and_fits_a_narrow_column() -> None:
    """The box holds the Quiz page's picture (its cards as images), in a block contained in its
    inline size (:func:`ui.widgets.box_picture`): the HTML widget, a flex item, shrank no
    narrower than the 600 px the picture declares as its intrinsic width, and JupyterLab at
    700 px cut 20 px off the felt's right edge (measured in Chromium: the table 600 px in a
    580 px widget; with the containment 0 of 32 pictures overflow, at 1400 px none either
    way)."""
    q = question("q_cannot_head")
    page = question_picture(q, None)
    assert page is not None and "contain-intrinsic-inline-size" in page
    picture = quiz_box(q).children[0].value
    assert picture == f'<div style="contain:inline-size">{as_images(page)}</div>'


@pytest.mark.parametrize("form", ["cards", "seat", "words", "amounts", "number", "yesno"])
def test_check_with_nothing_chosen_says_what_the_quiz_page_says(form: str) -> None:
    """Check pressed with nothing chosen or written is not a try, in the box as on the Quiz
    page (ui.empty_answer, one wording for both): the box graded no card ticked as wrong ('Not
    quite. The right answer: 8♠ and 3♠.', the answer given away) and told a who-wins or yes/no
    question "Cannot read that answer: '' is not a player", where the page says 'Choose at
    least one card, then press Check' or 'Choose a player, then press Check'. The question
    stays as it was, its inputs there to answer."""
    q = next(q for g in ("loo", "sixty_six") for q in load(g).quiz if q.form == form)
    box = quiz_box(q)
    picture, _, inputs, button, _ = box.children
    button.click()
    said = empty_answer(q, None)
    assert said is not None and said == EMPTY[form]
    assert written(box) == said + "\n", q.id
    assert picture.value == box_picture(q, None) and shown(inputs)
    assert shown(button) and button.description == CHECK


def test_a_blank_amount_is_zero_in_the_box_as_on_the_page() -> None:
    """An amounts answer with some fields left blank: the Quiz page reads a blank field as 0
    (its placeholder), the box said "missing an amount for P0" and counted nothing. Now both
    read it through ui.empty_answer.blanks_as_zero, and the box's fields show 0 as the page's
    do: the engine's answer typed with its zeros left blank is right."""
    q = question("q_thirds")
    right = check(q, {str(k): "0" for k in q.choices()}).right  # the engine's expected amounts
    assert right["P0"] == right["P4"] == 0 and right["P1"] != 0
    box = quiz_box(q)
    _, _, inputs, button, _ = box.children
    for k, f in zip(map(str, q.choices()), inputs.children, strict=True):
        assert f.placeholder == "0"
        v = right[k]  # (the pool's box labelled as the page's: "next pool (before ...)")
        f.value = "" if v == 0 else str(v)
    button.click()
    out = written(box)
    assert out.startswith("Right"), out


def test_feedback_wraps_at_spaces_in_jupyterlab() -> None:
    """JupyterLab breaks printed text anywhere (``word-break: break-all``): the box writes its
    feedback as HTML that keeps the lines and the indent but wraps at spaces, with the same
    words as plain text beside it: a block a line, each hanging under its words
    (ui.widgets.feedback_line_html; tests/app/test_notebook_feedback_hangs.py lays it out)."""
    box = quiz_box(question("q_cannot_head"))
    box.children[3].click()  # nothing ticked: not a try, said in the Quiz page's words
    box.children[3].click()
    for toggle in box.children[2].children:
        toggle.value = toggle.description == "3♠"
    box.children[3].click()
    (shown_out,) = box.children[-1].outputs
    data = shown_out["data"]
    assert shown_out["output_type"] == "display_data" and data["text/plain"].startswith("Not quite")
    html = data["text/html"]
    assert "overflow-wrap:break-word" in html and "break-all" not in html
    plain = data["text/plain"].split("\n")
    blocks = re.findall(r'<div style="padding-left:([\d.]+)em;text-indent:-1.2em">', html)
    assert len(blocks) == len(plain)  # the lines kept, a block each
    indents = [len(line) - len(line.lstrip(" ")) for line in plain]
    hangs = [round(i * 0.6 + 1.2, 1) for i in indents]  # and their indent
    assert [float(b) for b in blocks] == hangs
    assert "&lt;" not in data["text/plain"] and "\u2026the others must" in html


@pytest.mark.parametrize("game_id", ["loo", "sixty_six", "spoil_five"])
def test_a_quiz_box_saved_without_a_kernel_shows_its_question(game_id: str) -> None:
    """A saved notebook keeps no widget model (notebooks/refresh.py), so a code host, and
    JupyterLab before a run, showed each quiz box as its repr: "VBox(children=(HTML(value='<div
    style=...". The box's output carries its question as HTML (the picture, as <img> of the
    cards' SVG, and the prompt) and as plain text, and still its widget view for a live
    kernel."""
    q = load(game_id).quiz[0]
    data = quiz_box(q)._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data
    html, text = data["text/html"], data["text/plain"]
    assert box_picture(q) in html and 'src="data:image/svg+xml,' in html and "<svg" not in html
    assert f"<b>{red_spans(q.prompt)}</b>" in html and "run the notebook" in html  # (red ♥♦)
    assert text.startswith(q.prompt + "\n") and "run the notebook" in text
    assert "children=" not in text


def _sentences(text: str) -> set[str]:
    return {s.strip().lower() for s in re.split(r"(?<=[.?!])\s+", text) if s.strip()}


@pytest.mark.parametrize("game_id", sorted(REGISTRY.ids()))
def test_a_box_s_hint_does_not_ask_its_prompt_again(game_id: str) -> None:
    """The box shows the prompt and under it how to answer (hint): notebook 02's claim box read
    "... Should you claim now? Should you claim now? Choose yes or no." Over every curated
    question of the game's lesson and a practice question of each kind it asks, no sentence of
    the hint is a sentence of the prompt."""
    qs = list(load(game_id).quiz)
    for kind in sorted(set(REGISTRY.get(game_id).quiz_kinds)):
        qs.append(practice(game_id, 3, kind=kind))
    for q in qs:
        again = _sentences(hint(q)) & _sentences(q.prompt)
        assert not again, (q.id, q.prompt, hint(q))
