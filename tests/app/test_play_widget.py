"""The notebooks' play box (ui/play_widget.py), driven in Python as a learner clicks it: a
seeded deal of every registered game played to its end by always clicking the first legal
button; a refused card told with its rule; the picture never showing a card the learner's
seat may not see (checked against ``game.view``); the deal ended as the Play page ends it
(its result line, settlement, table and rules); the next deal's button; no Streamlit in the
kernel."""

from __future__ import annotations

import html
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS, listed
from engine.game import REGISTRY, Action, DealError, Game
from ui.cards import position_html
from ui.play_table import action_label, card_or_label, levels, offered_moves, quoted
from ui.play_widget import CONTINUE, MESSAGE_EDGES, NEW_GAME, PlayBox, play_box
from ui.tables import game_ui

ROOT = Path(__file__).resolve().parents[2]
NAMES = {c.name: int(c) for c in CARDS}
GAMES = [g.id for g in REGISTRY]


def faces(picture: str) -> set[int]:
    """The cards drawn face up in a picture (each an <img> named by its card)."""
    return {
        NAMES[n]
        for n in map(html.unescape, re.findall(r'aria-label="([^"]+)"', picture))
        if n in NAMES
    }


def known(game: Game[Any], state: Any, seat: int) -> set[int]:
    """Every card ``seat`` may know: those his view holds, drawn with every hand it has face
    up, and the cards played to every trick."""
    view = game.view(state, seat)
    seen = faces(position_html(view, viewer=seat, reveal=True, highlight=False))
    played = {c for plays, _ in view.history for _, c in plays} | {c for _, c in view.trick}
    return seen | played


def button(box: PlayBox, words: str) -> Any:
    """The box's button that says ``words``."""
    found = [b for b in _buttons(box.controls) if b.description == words]
    assert found, (words, [b.description for b in _buttons(box.controls)])
    return found[0]


def _buttons(widget: Any) -> list[Any]:
    out = []
    for child in getattr(widget, "children", ()):
        if type(child).__name__ == "Button":
            out.append(child)
        out += _buttons(child)
    return out


def text_of(widget: Any) -> str:
    """What a box part says, as plain text."""
    if type(widget).__name__ == "Output":
        return "\n".join(o["data"]["text/plain"] for o in widget.outputs)
    if type(widget).__name__ == "HTML":
        blocks = re.sub(r"<(br|/?div|/?p|/?summary|/?details)\b[^>]*>", " ", widget.value)
        return html.unescape(re.sub(r"<[^>]+>", "", blocks))  # (a red card's span inline)
    return " ".join(text_of(c) for c in getattr(widget, "children", ()))


def squeeze(text: str) -> str:
    return " ".join(text.split())


def play_out(box: PlayBox) -> int:
    """Click the first legal button (or Continue after a trick) until the deal is over,
    checking at every stop that the picture shows no card the learner may not see; the
    number of the learner's moves."""
    game, moves = box.game, 0
    while not game.is_over(box.table.state):
        t = box.table
        assert faces(box.picture.value) <= known(game, t.state, t.seat), t.state
        if t.pause:
            box.press(button(box, CONTINUE))
            continue
        legal = box.legal()
        assert legal, (t.state, [b.description for b in _buttons(box.controls)])
        before = len(t.events)
        box.press(legal[0][0])
        assert len(box.table.events) > before or box.table.confirm is not None
        moves += 1
        assert moves < 200
    return moves


class _Page:
    """Streamlit as the Play page's end of a deal calls it, each call kept as (name, args)."""

    def __init__(self, calls: list[tuple[str, tuple[Any, ...]]]) -> None:
        self.calls = calls

    def __getattr__(self, name: str) -> Callable[..., Any]:
        def call(*args: Any, **kw: Any) -> Any:
            self.calls.append((name, args))
            return False if name == "button" else self

        return call

    def __enter__(self) -> _Page:
        return self

    def __exit__(self, *_: object) -> None:
        return None


def plain(markdown: str) -> str:
    """Play's escaped Markdown as the words it shows: no italics' stars, red cards' marks,
    nor escapes."""
    text = re.sub(r"(?<!\\)\*", "", markdown)
    return re.sub(r"\\(.)", r"\1", re.sub(r":red\[(.*?)\]", r"\1", text))


def play_s_ending(game: Game[Any], t: Any, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """What the Play page draws at the end of the deal at ``t`` (ui/pages/play.py's _result,
    then ui/pages/play_record.py's deal_record; not the replay and hand review, Play's only,
    nor the score sheet, which the box draws below), read from its Streamlit calls."""
    import ui.pages.common
    import ui.pages.play
    import ui.pages.play_record as record

    calls: list[tuple[str, tuple[Any, ...]]] = []
    for module in (ui.pages.play, record, ui.pages.common):
        monkeypatch.setattr(module, "st", _Page(calls))
    cited: list[str] = []
    monkeypatch.setattr(record, "cite", lambda rule, *a, **k: cited.append(rule.statement))
    monkeypatch.setattr(record, "score_sheet", lambda *a: calls.append(("sheet", ())))
    monkeypatch.setattr(record, "replay", lambda *a: None)
    monkeypatch.setattr(record, "review_hand_section", lambda *a: None)
    ui.pages.play._result(game, t)
    kind, result = next((n, a[0]) for n, a in calls if n in ("success", "warning", "info"))
    record.deal_record(game, t)
    said = [plain(a[0]) for n, a in calls if n in ("markdown", "caption") and "<table" not in a[0]]
    return {
        "result": (kind, plain(result)),
        "button": next(a[0] for n, a in calls if n == "button"),
        "heading": ("subheader", ("Settlement",)) in calls,
        "said": said,  # (the next deal's caption, the lines and the notes under the table)
        "tables": [a[0] for n, a in calls if n == "markdown" and "<table" in a[0]],
        "cited": cited,
        "nothing": any(n == "caption" and "Nothing was scored" in a[0] for n, a in calls),
    }


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seeded_deal_plays_to_its_end_by_the_first_legal_button(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """... and the box ends it as the Play page ends the same deal: its result line and its
    colour, the button, the settlement's lines each with its rule, the table and the notes
    under it, the rules behind it (the box had said engine.cli's settlement lines alone)."""
    game = REGISTRY.get(game_id)
    box = play_box(game, seed=5, level="random")
    start = box.table.state  # (the check bites: every hand face up shows cards he may not see)
    assert not faces(position_html(start, viewer=0, reveal=True)) <= known(game, start, 0)
    play_out(box)
    t = box.table
    said = squeeze(text_of(box.controls))
    html_said = "".join(x.value for x in _all(box.controls) if type(x).__name__ == "HTML")
    play = play_s_ending(game, t, monkeypatch)
    kind, result = play["result"]
    assert squeeze(result) in said, (result, said)
    assert f"border-left:4px solid {MESSAGE_EDGES[kind]}" in html_said
    at = 0  # Play's words in Play's order: the next deal's caption, the lines, the notes
    for words in play["said"]:
        found = said.find(squeeze(words), at)
        assert found >= 0, (words, said[at:])
        at = found
    assert ("Settlement" in said) == play["heading"]
    for table in play["tables"]:
        assert table in html_said
    behind = said[said.index("The rules behind this settlement") :]
    for statement in play["cited"]:  # (each with its source, folded as "The rule")
        assert squeeze(statement) in behind, (statement, behind)
    assert play["nothing"] == ("Nothing was scored this time." in said)
    # the last trick's story too, where the game stops on each trick (Play's, once over)
    if t.state.history and game_ui(game_id).pause_after_trick:
        from ui.play_view import notes_told, trick_story_words

        after = game_ui(game_id).after_trick(t.state, len(t.state.history) - 1)
        story, _ = trick_story_words(game, after, t.seat, notes_told(game, after, t.seat))
        assert squeeze(story) in said, (story, said)
    # the next deal follows (or, once a game is won, a new game), on Play's button
    assert play["button"] in (NEW_GAME, f"Next {game.deal_word}")
    box.press(button(box, play["button"]))
    assert not game.is_over(box.table.state) or box.table.deal_no == 2


def test_every_game_at_its_default_level_and_every_variant_deals() -> None:
    for game in REGISTRY:
        for variant in game.variants:
            box = play_box(game, seed=2, variant=variant, level=levels(game)[0])
            assert box.table.variant == variant
            assert box.table.bots == "random"
    sixty_six = play_box("sixty_six", seed=1)
    assert sixty_six.table.bots == game_ui("sixty_six").default_level == "Monte-Carlo"


def _refused_card(game: Game[Any]) -> tuple[Any, Action, PlayBox]:
    """A box at a turn where the learner holds a card the rules refuse: its button and
    action (the first such in seeded deals played by the first legal button)."""
    for seed in range(20):
        box = play_box(game, seed=seed, level="random")
        while not game.is_over(box.table.state):
            if box.table.pause:
                box.press(button(box, CONTINUE))
                continue
            legal = [a for _, a in box.legal()]
            for b, a in box.moves:
                if a.kind == "play" and a not in legal:
                    return b, a, box
            box.press(box.legal()[0][0])
    raise AssertionError("no refused card in 20 deals")


def test_a_refused_card_is_told_with_its_rule_and_changes_nothing() -> None:
    game = REGISTRY.get("loo")
    b, action, box = _refused_card(game)
    t = box.table
    state, events = t.state, list(t.events)
    assert b.description == card_or_label(game, state, action)
    refusal = game.explain(state, action)[0]
    box.press(b)
    said = squeeze(text_of(box.out))
    assert said.startswith(f"You cannot play {action.card.pretty}.")
    assert squeeze(refusal.reason[1:]) in said, said  # (its first letter a capital here)
    assert squeeze(refusal.rule.cite_plain()) in said, said
    assert box.table.state is state and box.table.events == events
    assert box.out.layout.border_left == "4px solid #c62828"  # (edged red, as Play's error box)
    # the next legal click clears it
    box.press(box.legal()[0][0])
    assert text_of(box.out) == "" or "cannot" not in text_of(box.out)
    assert box.out.layout.border_left is None


def test_the_buttons_say_the_moves_as_the_play_page_does() -> None:
    """Declaring: a button a move, in the Play page's words (Napoleon's 'Bid 2', 'Pass'),
    the refused ones among them, greyed, and why under them in Play's words, one line a
    reason ('“Bid 1” and “Bid 2” are not open to you, because ...', Play's ``not_open``); the box's
    refused bids had been open buttons whose click told why."""
    game = REGISTRY.get("napoleon")
    box = _drive(play_box(game, seed=0, level="rule of thumb"), 0, _refused_at_his_turn("bid"))
    t = box.table
    assert t.state.phase != "play"
    view = game_ui(game.id).seen(t.state, t.seat)
    legal = game.legal_actions(view)
    shown = [b.description for b, _ in box.moves]
    assert shown == [card_or_label(game, view, a) for _, a in box.moves]
    assert {a for _, a in box.legal()} == set(legal)
    refused = [(b, a) for b, a in box.moves if a not in legal]
    assert refused and all(b.disabled for b, _ in refused)
    assert not any(b.disabled for b, _ in box.legal())
    why: dict[str, list[str]] = {}
    for b, a in refused:
        why.setdefault(game.explain(view, a)[0].reason, []).append(b.description)
    said = squeeze(text_of(box.controls))
    for reason, labels in why.items():
        verb = "is" if len(labels) == 1 else "are"
        named = listed(quoted(x) for x in labels)
        assert squeeze(f"{named} {verb} not open to you, because {reason}.") in said, said


def test_a_refused_move_in_play_is_greyed_with_its_reason_below() -> None:
    """Sixty-Six, the learner following: the marriage he holds is a greyed button, as Play's
    disabled one, its reason printed under the row in Play's words ('Meld K♥ (20) — not now,
    because a marriage is shown when you lead ...', the book named), not an open button whose click
    told it; his cards stay buttons (a refused card is told why on its click, as on Play)."""
    game = REGISTRY.get("sixty_six")
    box = _drive(play_box(game, seed=0, level="random"), 0, _refused_at_his_turn("meld"))
    t = box.table
    view = game_ui(game.id).seen(t.state, t.seat)
    legal = game.legal_actions(view)
    why: dict[str, list[str]] = {}
    for b, a in box.moves:
        refusal = None if a in legal else game.explain(view, a)[0]
        assert b.disabled == (refusal is not None and a.kind != "play"), b.description
        if refusal is not None and a.kind != "play":
            why.setdefault(refusal.message_plain(), []).append(b.description)
    assert why
    said = squeeze(text_of(box.controls))
    for message, labels in why.items():
        assert squeeze(f"{', '.join(labels)} \u2014 not now, because {message}") in said, said


def test_a_composed_exchange_is_offered_and_played() -> None:
    """Irish Loo's exchange: a toggle a card and one button that says the move made."""
    game = REGISTRY.get("irish_loo")
    box = play_box(game, seed=5, level="random")
    for _ in range(100):
        if any(type(c).__name__ == "ToggleButton" for c in _all(box.controls)):
            break
        assert not game.is_over(box.table.state), "no exchange at the learner's turn"
        box.press(button(box, CONTINUE) if box.table.pause else box.legal()[0][0])
    t = box.table
    toggles = [c for c in _all(box.controls) if type(c).__name__ == "ToggleButton"]
    assert toggles
    assert text_of(box.controls).count("Your turn") == 1  # (the page's words once, not twice)
    go = _buttons(box.controls)[0]  # (the move the ticked cards make, first)
    untouched = go.description
    toggles[0].value = True
    assert go.description != untouched and toggles[0].description in go.description
    before = len(t.events)
    box.press(go)
    assert len(box.table.events) > before or box.out.outputs


def _all(widget: Any) -> list[Any]:
    out = []
    for child in getattr(widget, "children", ()):
        out += [child, *_all(child)]
    return out


def test_bad_knobs_are_told_plainly() -> None:
    with pytest.raises(DealError, match="level"):
        play_box("loo", level="grandmaster")
    with pytest.raises(DealError):
        play_box("loo", players=12)
    with pytest.raises(DealError):
        play_box("loo", variant="nonesuch")
    with pytest.raises(DealError, match="seat"):
        play_box("loo", players=4, seat=4)


def test_the_play_box_loads_no_streamlit() -> None:
    code = (
        "import sys, ui.play_widget\n"
        "b = ui.play_widget.play_box('loo', seed=1, level='random')\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'streamlit'))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "[]"


def test_a_finished_trick_is_told_with_its_rule_then_continue() -> None:
    """After a trick the box stops on it, as Play does: the table shows the trick just won,
    under it why it went so and its rule (Play's story), and Continue goes on."""
    from ui.play_view import notes_told, trick_story_words

    game = REGISTRY.get("loo")
    box = play_box(game, seed=3, level="random")
    while not box.table.pause:
        box.press(box.legal()[0][0])
    t = box.table
    after = game_ui(game.id).after_trick(t.state, len(t.state.history) - 1)
    story, rules = trick_story_words(game, after, t.seat, notes_told(game, after, t.seat))
    said = squeeze(text_of(box.controls))
    assert story and squeeze(story) in said, (story, said)
    assert rules and all(squeeze(r.statement) in said for r in rules)
    assert "Trick 1:" in box.picture.value
    box.press(button(box, CONTINUE))
    assert not box.table.pause and CONTINUE not in [b.description for b in _buttons(box.controls)]


@pytest.mark.parametrize("game_id", ["loo", "napoleon"])
def test_saved_without_a_kernel_it_shows_the_table_and_his_cards(game_id: str) -> None:
    """A saved notebook shows the box's own output: the table, the latest moves and the
    learner's cards (the table says they are below it), each card an <img> a sanitizer keeps,
    none he may not see, and a line saying the buttons need a kernel; never the widget's repr."""
    from ui.cards import cards_of
    from ui.play_widget import NOT_RUN

    game = REGISTRY.get(game_id)
    box = play_box(game, seed=1)
    data = box._repr_mimebundle_()
    saved, t = data["text/html"], box.table
    assert "<svg" not in saved and 'src="data:image/svg+xml,' in saved
    assert set(cards_of(t.state.hands[t.seat])) <= faces(saved) <= known(game, t.state, t.seat)
    assert NOT_RUN in data["text/plain"] and not data["text/plain"].startswith("PlayBox(")


def _drive(box: PlayBox, pick: int, stop: Callable[[PlayBox], bool], most: int = 400) -> PlayBox:
    """Click as a learner does until ``stop(box)``: the legal button at ``pick`` (0 the first,
    -1 the last: Napoleon's highest bid), Continue after a trick, the next deal's button."""
    game = box.game
    for _ in range(most):
        if stop(box):
            return box
        t = box.table
        if game.is_over(t.state):
            over = game_ui(game.id).game_over(t.state, t.seat)
            box.press(button(box, NEW_GAME if over else f"Next {game.deal_word}"))
        elif t.pause:
            box.press(button(box, CONTINUE))
        else:
            box.press(box.legal()[pick][0])
    raise AssertionError(f"not reached in {most} clicks")


def _refused_at_his_turn(kind: str) -> Callable[[PlayBox], bool]:
    """Whether the learner is to move and a ``kind`` of move the box offers him is refused."""

    def stop(box: PlayBox) -> bool:
        t, game = box.table, box.game
        if t.pause or game.is_over(t.state) or game.current_player(t.state) != t.seat:
            return False
        legal = game.legal_actions(game_ui(game.id).seen(t.state, t.seat))
        return any(a.kind == kind and a not in legal for _, a in box.moves)

    return stop


def test_the_moves_besides_cards_stand_in_play_s_order() -> None:
    """One order for the moves besides a card, Play's (ui.play_table.offered_moves, which
    Play's buttons draw): Napoleon outbid in a later deal, the bids in their numbers' order,
    the refused among them (Bid 1 and 2 greyed before Bid 3; the box had drawn the allowed
    first, then Bid 1, Bid 2 after Nap); naming trumps, the suits as the table draws a hand,
    a refused one in its place."""
    game = REGISTRY.get("napoleon")
    box = _drive(play_box(game, seed=0, level="rule of thumb"), 0, _refused_at_his_turn("bid"))
    t = box.table
    view = game_ui(game.id).seen(t.state, t.seat)
    shown = [a for _, a in box.moves]
    offered = offered_moves(game, view, game.legal_actions(view), frozenset())
    assert shown == [a for a, _ in offered]
    bids = [a.number for a in shown if a.kind == "bid"]
    assert bids == sorted(bids) and len(bids) > 2, [str(a) for a in shown]
    box = _drive(play_box(game, seed=1, level="random"), -1, _refused_at_his_turn("trump"))
    named = [b.description for b, a in box.moves if a.kind == "trump"]
    assert named == ["Spades \u2660", "Hearts \u2665", "Clubs \u2663", "Diamonds \u2666"]


def _cells(html_text: str) -> list[str]:
    """A table's cells, row after row, as plain text."""
    return [html.unescape(c) for c in re.findall(r"<td[^>]*>(.*?)</td>", html_text)]


def test_the_score_sheet_runs_under_the_table_deal_after_deal() -> None:
    """Play's score sheet under the box, as under Play's table: Loo's counters from the
    'start' row, then each deal's row, the game's own (``ledger_row``, written once as Play's
    record writes it), kept into the next deal; Sixty-Six's game points hand by hand from its
    own sheet. The box had shown no score across deals at all."""
    game, ui = REGISTRY.get("loo"), game_ui("loo")
    box = play_box(game, seed=1, level="random")
    assert squeeze(text_of(box.sheet)).startswith(ui.ledger_title)
    assert _cells(box.sheet.value)[0] == "start"
    play_out(box)
    t = box.table
    row = ["1", *map(str, ui.ledger_row(t.state, t.seat).values())]
    box.redraw()  # (drawn again, recorded once)
    box.press(button(box, f"Next {game.deal_word}"))
    cells = _cells(box.sheet.value)
    assert cells[len(cells) // 2 :] == row and len(box.table.ledger) == 2, cells
    sixty_six = REGISTRY.get("sixty_six")
    box = play_box(sixty_six, seed=1, level="random")
    play_out(box)
    t = box.table
    sheet = game_ui("sixty_six").score_sheet
    assert sheet is not None
    last = {k: v for k, v in sheet(t.state, t.seat)[-1].items() if k != "why"}
    cells = _cells(box.sheet.value)
    assert cells[: len(last)] == [str(v) for v in last.values()], cells
    assert squeeze(text_of(box.sheet)).startswith(game_ui("sixty_six").ledger_title)


def test_count_for_me_is_play_s_aid_and_starts_off() -> None:
    """Sixty-Six's "Count for me", as on Play: off at first (keeping count is part of the
    skill); on, "Your count" with the game's own lines (card points, what the others took);
    none once the deal is over. A game without the aid (Loo) shows no such switch."""
    game, ui = REGISTRY.get("sixty_six"), game_ui("sixty_six")
    box = play_box(game, seed=1, level="random")
    assert box.aid.description == "Count for me" and box.aid.value is False
    assert box.aid in box.children and text_of(box.count) == ""
    box.press(box.legal()[0][0])
    box.aid.value = True
    t = box.table
    assert ui.count is not None
    lines = ui.count(ui.seen(t.state, t.seat), t.seat)
    said = squeeze(text_of(box.count))
    assert said.startswith("Your count") and lines
    assert all(squeeze(line) in said for line in lines), (lines, said)
    play_out(box)
    assert text_of(box.count) == ""
    loo = play_box("loo", seed=1, level="random")
    assert loo.aid not in loo.children


def test_a_claim_under_66_asks_first_as_play_does() -> None:
    """Sixty-Six's claim with fewer than 66, through the box: under his cards and moves (as
    Play keeps them; the box had shown the question alone), the game's question, edged as
    Play's warning (amber), then Play's two answers, "Keep playing" first (the safe one) and
    "Claim 66 anyway"; Keep playing leaves the deal as it was, and "anyway" claims: the hand
    ends, its settlement said as the engine says it (a wrong claim loses the hand)."""
    from ui.play_widget import KEEP_PLAYING, MESSAGE_EDGES

    game, ui = REGISTRY.get("sixty_six"), game_ui("sixty_six")
    box = play_box(game, seed=1, level="random")
    t = box.table
    view = ui.seen(t.state, t.seat)
    claim_button, claim = next((b, a) for b, a in box.moves if a.kind == "claim")
    question = ui.confirm(view, t.seat, claim)
    assert question and claim in game.legal_actions(view)  # (legal, and the game asks first)
    state = t.state
    box.press(claim_button)
    assert box.table.state is state and box.table.confirm == (claim, question)
    assert squeeze(question) in squeeze(text_of(box.controls))
    asked = [c for c in box.controls.children if squeeze(question) in squeeze(text_of(c))]
    assert f"border-left:4px solid {MESSAGE_EDGES['warning']}" in asked[-1].value
    # under his cards and his other moves, still shown, as on Play
    words = [b.description for b in _buttons(box.controls)]
    cards = [card_or_label(game, view, a) for a in game.legal_actions(view) if a.kind == "play"]
    assert set(cards) <= set(words) and box.controls.children.index(asked[-1]) > 0
    assert words[-2:] == [KEEP_PLAYING, "Claim 66 anyway"]
    assert words[-1] == f"{action_label(game, view, claim)} anyway"
    box.press(button(box, KEEP_PLAYING))
    assert box.table.state is state and box.table.confirm is None
    box.press(next(b for b, a in box.moves if a.kind == "claim"))
    box.press(button(box, "Claim 66 anyway"))
    t = box.table
    assert game.is_over(t.state) and t.state is not state
    said = squeeze(text_of(box.controls))
    # the hand ended as Play ends it: its result line, its settlement (the wrong claim's)
    from ui.play_view import ending

    end = ending(game, t)
    assert squeeze(end.result[1]) in said
    assert all(squeeze(line) in said for line, _ in end.lines)


def test_the_box_fits_a_narrow_cell() -> None:
    """Looked at in JupyterLab at 600 px with the file browser open (a 232 px cell): the score
    sheet widened its part to 297 px, its caption and its last columns cut at the cell's edge,
    and "Count for me" took ipywidgets' 300 px; the status line's small words stood 28 px a
    line (JupyterLab's line for a widget's HTML). Now the sheet is contained in its inline
    size, as the picture is (a wide one scrolls sideways in its own box), the switch as wide
    as its words, and the box's lines of words 1.4 high, its sheet ruled as Play's."""
    from ui.play_widget import BOX_CLASS, BOX_CSS

    box = play_box("sixty_six", seed=1, level="random")
    play_out(box)
    assert re.search(r'<div style="contain:inline-size"><div class="tb-scroll"', box.sheet.value)
    assert box.aid.layout.width == "auto"
    style = [c for c in box.children if type(c).__name__ == "HTML" and c.value == BOX_CSS]
    assert style and style[0].layout.display == "none"
    assert f".{BOX_CLASS} .tb-words .widget-html-content {{line-height:1.4}}" in BOX_CSS
    for part in (box.status, box.latest, box.earlier, box.count, box.sheet):
        assert "tb-words" in part._dom_classes
