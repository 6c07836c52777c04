"""A deal played against the computer in a notebook, as the Play page plays it.

:func:`play_box` is a small ipywidgets front end over the Play page's own table
(:class:`ui.play_table.Table`): the same computer players at the same levels, the same log
("P2 plays 9♥."), the same words on the buttons (:func:`ui.play_table.card_or_label`), the same
refusals ("You cannot play 3♠. You must follow suit ..." on a card's click; a move besides
a card greyed, its reason printed under it: :func:`ui.play_table.not_now` and ``not_open``),
the same order of buttons (:func:`ui.play_table.offered_moves`), and the same picture of the table
(:func:`ui.play_view.table_now`: the learner's own view, never a card his seat may not see),
and the same end of a deal (:func:`ui.play_view.ending`: the result line, the settlement and
its rules, the table). Its widgets are drawn again from the table after every click; nothing here decides a rule.

>>> from engine.games.loo import LOO
>>> box = play_box(LOO, seed=3, level="random")
>>> box.table.seat, LOO.current_player(box.table.state)
(0, 0)
>>> action = box.legal()[0][1]
>>> box.press(box.legal()[0][0])
>>> action in box.table.deals[-1][1]
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

import ui.games  # noqa: F401  (registers the games' drawings)
from engine.cards import CARDS, listed
from engine.game import REGISTRY, Action, DealError, Game
from engine.refusal import Refusal
from engine.rules import Rule
from ui.card_faces import as_images, card_svg
from ui.cards import PICTURE_WIDTH, RED, CardState, cards_of, table_html
from ui.format import capital, red_html, sheet_html
from ui.format import table_html as rows_html
from ui.play_table import (
    Table,
    action_label,
    advance,
    card_or_label,
    composed_action,
    composed_kinds,
    deal_word,
    default_level,
    hint_text,
    levels,
    new_table,
    next_deal,
    not_now,
    not_open,
    offered_moves,
    play_or_ask,
    record_deal,
)
from ui.play_view import (
    COUNT_FOR_ME,
    COUNT_HELP,
    FACE_TICKED,
    NOTHING_SCORED,
    RULES_BEHIND,
    SETTLEMENT,
    YOUR_COUNT,
    Ending,
    ending,
    hand_face_width,
    notes_told,
    score_sheet_rows,
    status_line,
    table_now,
    trick_story_words,
    without_blank_columns,
)
from ui.tables import game_ui
from ui.widgets import TOGGLE, TOGGLE_ROW, say, toggle_style

# The Play page's words for its buttons and headings (ui/pages/play.py), said the same here
CONTINUE, HINT, KEEP_PLAYING, NEW_GAME = "Continue", "Hint", "Keep playing", "New game"
CARDS_HEAD = "Your cards"
YOUR_CARDS = f"{CARDS_HEAD} \u2014 click one to play it"
THE_RULE = "The rule"
# What the box says where no kernel runs it (a code host, a saved notebook not run)
NOT_RUN = "To play here, run the notebook: the cards and buttons need a live kernel."
BOX_CLASS = "trickbook-play"
# the edge of what the engine said of his last click, by its kind, as the Play page colours it
# (and of the game's question before a move it asks about, Play's warning: a claim under 66)
MESSAGE_EDGES = {"error": RED, "info": "#1c83e1", "success": "#21a354", "warning": "#e6a100"}
CAPTION = "#6b6d76"  # grey as Play's captions, a shade darker to read (5:1 on white)
# The box's own rules, in a hidden part of it: its lines of words 1.4 high (JupyterLab draws a
# widget's HTML 28 px a line, a caption's small words wide apart: the status line at 232 px,
# three lines 28 px apart), and the score sheet ruled as Play's (its cells had no lines at all)
BOX_CSS = (
    "<style>"
    f".{BOX_CLASS} .tb-words .widget-html-content {{line-height:1.4}}"
    f".{BOX_CLASS} .tb-table {{border-collapse:collapse}}"
    f".{BOX_CLASS} .tb-table th, .{BOX_CLASS} .tb-table td "
    "{border:1px solid #e4e4e8;padding:4px 8px;text-align:left}"
    "</style>"
)
# Play's "Count for me" aid's box (its words: ui.play_view)
COUNT_BOX = "border:1px solid #d6d6d9;border-radius:8px;padding:6px 10px;margin:4px 0"


def _html(html: str) -> w.HTML:
    return w.HTML(f'<div style="overflow-wrap:break-word;line-height:1.4">{html}</div>')


def picture_html(game: Game[Any], t: Table) -> str:
    """The Play page's table now (:func:`ui.play_view.table_now`), each card an ``<img>``
    (:func:`ui.card_faces.as_images`, as every notebook picture) as wide as the notebooks'
    pictures, in a block contained in its inline size, as the quiz box holds its picture
    (:func:`ui.widgets.box_picture`: a flex item no narrower than its content ran out of a
    narrow column)."""
    view = table_now(game, t, game_ui(game.id))
    return f'<div style="contain:inline-size">{as_images(table_html(view, PICTURE_WIDTH))}</div>'


def _looks(game: Game[Any], t: Table, view: Any, hand: Sequence[int]) -> dict[int, CardState]:
    """How each card of his hand is drawn: plainly, or, once he asked for a hint, marked as
    one he may play or not, as the Play page marks them."""
    if not t.hint:
        return {}
    legal = {int(a.card) for a in game.legal_actions(view) if a.card is not None}
    return {c: "legal" if c in legal else "illegal" for c in hand}


def _faces(hand: Sequence[int], looks: dict[int, CardState], width: int) -> w.HTML:
    """Cards of the learner's hand, ``width`` px each (Play's: :func:`ui.play_view.
    hand_face_width`), wrapping in a narrow cell."""
    faces = "".join(card_svg(c, looks.get(c, "normal"), width) for c in hand)
    return w.HTML(as_images(f'<div style="display:flex;gap:4px;flex-wrap:wrap">{faces}</div>'))


def _captions_html(line: str) -> str:
    return f'<small style="color:{CAPTION}">{red_html(line)}</small>'


def _captions(lines: list[str]) -> list[w.HTML]:
    """Lines said small and grey under the buttons they explain, as Play's captions."""
    return [_html(_captions_html(line)) for line in lines]


def _rules_html(rules: Sequence[Rule]) -> str:
    """The rules behind a trick, folded under "The rule" as on the Play page: each one's
    statement, then its source quoted from its book (:meth:`engine.rules.Rule.cite_plain`)."""
    said = "".join(
        f"<div><b>{red_html(r.statement)}</b><br>{red_html(r.cite_plain())}</div>" for r in rules
    )
    return f"<details><summary>{THE_RULE}</summary>{said}</details>" if said else ""


def _rule_words(game: Game[Any], rule: str) -> str:
    """A settlement line's rule after it, as Play says it (:func:`ui.play_view.rule_said`)."""
    if rule not in game.rules:
        return ""
    return f" \u00b7 rule: <i>{red_html(game.rules[rule].statement)}</i>"


def ending_html(game: Game[Any], end: Ending, sheet: str = "") -> str:
    """Play's settlement of a finished deal (:class:`ui.play_view.Ending`) as the box draws it:
    its heading and lines, each with its rule's statement as on Play; the table and the notes
    under it; the rules behind it, each with its source, folded as "The rule" under a trick.
    Where the score sheet is the settlement (no heading: Forty-Five's), ``sheet`` (the box's
    score sheet) comes first, then the rules behind it, in Play's order
    (:func:`ui.pages.play_record.deal_record`)."""
    parts = [] if end.heading else [sheet]
    if end.heading:
        parts.append(f"<b>{SETTLEMENT}</b>")
        parts += [
            f"<div>{red_html(line)}{_rule_words(game, rule)}</div>" for line, rule in end.lines
        ]
        if end.rows:
            table = rows_html(without_blank_columns(end.rows))
            parts.append(f'<div style="contain:inline-size">{table}</div>')
            parts += [f"<div>{_captions_html(note)}</div>" for note in end.notes]
    said = "".join(
        f"<div><b>{red_html(r.statement)}</b><br>{red_html(r.cite_plain())}</div>"
        for r in end.rules
    )
    parts.append(
        f"<details><summary>{RULES_BEHIND}</summary>"
        + (said or f"<div>{_captions_html(NOTHING_SCORED)}</div>")
        + "</details>"
    )
    return "".join(parts)


class PlayBox(w.VBox):  # type: ignore[misc]  # (ipywidgets has no types)
    """One learner's table in a notebook: the status line, the table, the latest moves, his
    move (his cards and the buttons open to him, or Continue after a trick, or the next
    deal's button under the settlement), what the engine said of his last click, and the
    moves before the latest. ``table`` is the Play page's :class:`ui.play_table.Table`;
    :meth:`press` clicks a button as a learner does (each button's ``.click()`` does the same)."""

    def __init__(self, game: Game[Any], make: Callable[[int], Table], seed: int) -> None:
        self.game, self._make, self.seed = game, make, seed
        self.table = make(seed)
        self.status, self.picture, self.latest = _html(""), w.HTML(), _html("")
        self.controls, self.out, self.earlier = w.VBox(), w.Output(), _html("")
        self.moves: list[tuple[w.Button, Action]] = []  # each move's button and its action
        # Play's "Count for me" where the game has it, off (keeping count is part of the skill)
        self.aid = w.Checkbox(
            value=False,
            description=COUNT_FOR_ME,
            indent=False,
            layout=w.Layout(width="auto"),  # (not ipywidgets' 300 px, wider than a narrow cell)
        )
        self.aid.tooltip = COUNT_HELP
        self.aid.observe(lambda _: self.redraw(), "value")
        self.count, self.sheet = _html(""), _html("")
        aid = [self.aid, self.count] if game_ui(game.id).count is not None else []
        parts = [self.status, self.picture, self.latest, self.controls, self.out]
        style = w.HTML(BOX_CSS, layout=w.Layout(display="none"))
        super().__init__([*parts, *aid, self.earlier, self.sheet, style])
        for part in (self.status, self.latest, self.earlier, self.count, self.sheet):
            part.add_class("tb-words")
        self.add_class(BOX_CLASS)  # (how a page finds the box: tests/e2e)
        self.redraw()

    # ---- what a click does ---------------------------------------------------------------
    def press(self, button: w.Button) -> None:
        """Click ``button`` (one of :attr:`controls`' buttons), as a learner does."""
        button.click()

    def legal(self) -> list[tuple[w.Button, Action]]:
        """The buttons of the moves the engine allows now, with their actions (for tests and
        for a reader who drives the box in code)."""
        t = self.table
        allowed = self.game.legal_actions(game_ui(self.game.id).seen(t.state, t.seat))
        return [(b, a) for b, a in self.moves if a in allowed]

    def _move(self, action: Action, confirmed: bool = False) -> None:
        play_or_ask(self.game, self.table, action, confirmed)  # refused with its rule, or played
        self.redraw()

    def _continue(self) -> None:  # (the Play page's Continue after a trick)
        t = self.table
        t.pause = False
        mark = len(t.events)
        advance(self.game, t)
        if len(t.events) > mark:  # else (the learner leads) the trick just won stays the latest
            t.last = mark
        self.redraw()

    def _hint(self) -> None:
        t = self.table
        t.hint, t.message = True, ("info", hint_text(self.game, t))
        self.redraw()

    def _cancel(self) -> None:
        self.table.confirm = None
        self.redraw()

    def _next(self) -> None:
        t = self.table
        if game_ui(self.game.id).game_over(t.state, t.seat):  # the game is won: a new one
            self.seed += 1
            self.table = self._make(self.seed)
        else:
            next_deal(self.game, t)
        self.redraw()

    # ---- drawing -------------------------------------------------------------------------
    def _button(
        self, label: str, do: Callable[[], None], style: str = "", action: Action | None = None
    ) -> w.Button:
        b = w.Button(
            description=label,
            button_style=style,
            layout=w.Layout(**TOGGLE),
            style=toggle_style(label),
            tooltip=label,
        )
        b.on_click(lambda _: do())
        if action is not None:
            self.moves.append((b, action))
        return b

    def _act(self, label: str, a: Action, style: str = "") -> w.Button:
        return self._button(label, lambda: self._move(a), style, a)

    def redraw(self) -> None:
        """Draw every part again from the table."""
        game, t = self.game, self.table
        end: Ending | None = None
        if game.is_over(t.state):
            record_deal(game, t)  # (its row of the score sheet, as Play records it)
            end = ending(game, t)
        self.moves = []
        self.status.value = f"<small>{red_html(status_line(game, t))}</small>"
        self.picture.value = picture_html(game, t)
        self.latest.value = red_html(" ".join(t.events[t.last :]))
        self.controls.children = self._controls(end)
        self.out.outputs = ()
        edge = MESSAGE_EDGES.get(t.message[0] if t.message else "")
        self.out.layout.border_left = f"4px solid {edge}" if edge else None
        self.out.layout.padding = "2px 8px" if edge else None
        if t.message is not None:  # (a refusal edged red, a hint blue, as Play's boxes)
            say(self.out, t.message[1])
        earlier = t.events[: t.last]
        self.earlier.value = (
            f"<details><summary>Earlier in this {deal_word(game)}</summary>"
            + "".join(f"<div>{red_html(e)}</div>" for e in earlier)
            + "</details>"
            if earlier
            else ""
        )
        self.count.value = self._count()
        # the sheet at the foot, but where it is the settlement (an ending with no heading,
        # Forty-Five's): :meth:`_settled` draws it there
        self.sheet.value = "" if end is not None and not end.heading else self._sheet()

    def _count(self) -> str:
        """Play's "Your count" (the game's :attr:`GameUI.count`, all of it public) while the
        aid is on and the deal goes on."""
        game, t = self.game, self.table
        count = game_ui(game.id).count
        if not self.aid.value or count is None or game.is_over(t.state):
            return ""
        lines = count(game_ui(game.id).seen(t.state, t.seat), t.seat)
        said = "".join(f"<div>{red_html(line)}</div>" for line in lines)
        return f'<div style="{COUNT_BOX}"><b>{YOUR_COUNT}</b>{said}</div>'

    def _sheet(self) -> str:
        """The score sheet under the table, deal after deal, as Play shows it
        (:func:`ui.play_view.score_sheet_rows`): its title, its caption, its rows."""
        ui = game_ui(self.game.id)
        rows = score_sheet_rows(self.game, self.table)
        if not rows:
            return ""
        caption = f"<div>{_captions_html(ui.ledger_caption)}</div>" if ui.ledger_caption else ""
        # (contained in its inline size: a wide sheet scrolls sideways in its own box, where it
        # had widened the part and cut the caption and the columns past a 232 px cell's edge)
        sheet = f'<div style="contain:inline-size">{sheet_html(rows)}</div>'
        return f"<b>{ui.ledger_title}</b>{caption}{sheet}"

    def _controls(self, end: Ending | None) -> list[w.Widget]:
        """His move, or Continue after a trick, or the deal's ``end`` once it is over."""
        game, t = self.game, self.table
        ui = game_ui(game.id)
        s = t.state
        if end is not None:
            return self._settled(end)
        if t.pause:
            return [*self._story(), w.HBox([self._button(CONTINUE, self._continue, "primary")])]
        if game.current_player(s) != t.seat:  # (the computer stops only at his turn)
            return []
        move = self._hand() if s.phase == "play" else self._declare()
        if t.confirm is None:
            return move
        # the game's question under his cards and moves, as Play asks it (a claim under 66):
        # go on, "Keep playing" first (the safe answer), or another click, which drops it
        action, question = t.confirm
        anyway = f"{action_label(game, ui.seen(s, t.seat), action)} anyway"
        return [
            *move,
            _html(
                f'<div style="border-left:4px solid {MESSAGE_EDGES["warning"]};'
                f'padding:2px 8px">{red_html(question)}</div>'
            ),
            w.HBox(
                [
                    self._button(KEEP_PLAYING, self._cancel, "primary"),
                    self._button(anyway, lambda: self._move(action, True), "", action),
                ],
                layout=w.Layout(**TOGGLE_ROW),
            ),
        ]

    def _story(self) -> list[w.Widget]:
        """The trick just won: why it went so, and its rule (Play's story under the trick)."""
        game, t = self.game, self.table
        after = game_ui(game.id).after_trick(t.state, len(t.state.history) - 1)
        story, rules = trick_story_words(game, after, t.seat, notes_told(game, after, t.seat))
        return [_html(red_html(story) + _rules_html(rules))]

    def _row(
        self,
        view: Any,
        offered: list[tuple[Action, Refusal | None]],
        primary: bool,
        hint: bool = True,
    ) -> w.HBox:
        """A button a move (``offered``: :func:`ui.play_table.offered_moves`, Play's order),
        a refused one disabled, as on Play (its reason is said under the row); a declaring
        turn's allowed moves ``primary``, as Play's, and Hint at the end where ``hint``."""
        buttons = []
        for a, refusal in offered:
            label = action_label(self.game, view, a)
            b = self._act(label, a, "primary" if primary and refusal is None else "")
            b.disabled = refusal is not None
            buttons.append(b)
        asks = [self._button(HINT, self._hint)] if hint else []
        return w.HBox([*buttons, *asks], layout=w.Layout(**TOGGLE_ROW))

    def _hand(self) -> list[w.Widget]:
        """His cards, each over its button (every card he holds: a refused one is told why),
        and his other moves (Sixty-Six's marriages, closing, claiming) and Hint."""
        game, t = self.game, self.table
        view = game_ui(game.id).seen(t.state, t.seat)
        hand = game.hand_order(view, cards_of(view.hands[t.seat]))
        legal = game.legal_actions(view)
        looks = _looks(game, t, view, hand)
        width = hand_face_width(len(hand))  # Play's: 84 px, 64 past four cards
        cards = []
        for c in hand:
            a = Action("play", CARDS[c])
            button = self._act(card_or_label(game, view, a), a)
            face = _faces([c], looks, width)
            cards.append(w.VBox([face, button], layout=w.Layout(width="auto")))
        # Hint on the heading's line, as on the Play page
        head = w.HBox(
            [_html(f"<b>{YOUR_CARDS}</b>"), self._button(HINT, self._hint)],
            layout=w.Layout(align_items="center", **TOGGLE_ROW),
        )
        row = [w.HBox(cards, layout=w.Layout(**TOGGLE_ROW))]
        others = offered_moves(game, view, legal)  # (Play's buttons besides the cards)
        if others:
            row.append(self._row(view, others, primary=False, hint=False))
        return [head, *row, *_captions(not_now(game, view, others))]

    def _declare(self) -> list[w.Widget]:
        """His turn to declare (bid, take the widow, rob ...): his cards, then a button a move,
        the refused ones among them; a move he composes from cards (an exchange) as cards to
        tick and one button that says the move they make."""
        game, t = self.game, self.table
        ui = game_ui(game.id)
        s = ui.seen(t.state, t.seat)
        legal = game.legal_actions(s)
        held = game.hand_order(s, cards_of(s.hands[t.seat]))
        composed = sorted(composed_kinds(legal))
        if composed:  # (its own words and its cards to tick, as Play's _compose)
            return self._compose(s, composed[0], held, legal)
        turn = f"Your turn {ui.turn(s) or 'to declare'}."
        head = [_html(f"<b>{turn}</b>" + (" Your cards:" if held else ""))]
        if held:
            head.append(_faces(held, _looks(game, t, s, held), hand_face_width(len(held), True)))
        offered = offered_moves(game, s, legal, frozenset())
        stakes = ui.stakes_note(s, t.seat)  # what the choice risks and gains (Spoil Five's jink)
        refused = [r for _, r in offered if r is not None]
        return [
            *head,
            self._row(s, offered, primary=True),
            *([_html(red_html(stakes))] if stakes else []),
            *_captions(not_open(game, s, refused)),  # (why the greyed ones are, as on Play)
        ]

    def _compose(self, s: Any, kind: str, hand: list[int], legal: list[Action]) -> list[w.Widget]:
        """The Play page's pick-and-confirm control: a toggle a card, and one button saying the
        move the cards ticked make (the engine refuses one it does not allow, with its rule)."""
        game, ui = self.game, game_ui(self.game.id)
        most = max(a.number or len(a.cards) for a in legal if a.kind == kind)
        others = [a for a in legal if a.kind != kind]
        label = ui.action_labels.get(kind, kind.capitalize())
        if others:
            turn = f"Your turn {ui.turn(s) or 'to declare'}."
            rest = (
                f"To {ui.action_verbs.get(kind, kind)}, tick the cards to lay down (up to "
                f"{most}), or choose another move."
            )
        else:
            turn = f"Your turn: {label.lower()}."
            rest = f"Tick the cards to lay down (up to {most}), or none to keep them all."
        ticks = [
            w.ToggleButton(
                description=CARDS[c].pretty,
                layout=w.Layout(**TOGGLE),
                style=toggle_style(CARDS[c].pretty),
            )
            for c in hand
        ]

        def chosen() -> Action:
            ticked = tuple(CARDS[c] for c, b in zip(hand, ticks, strict=True) if b.value)
            return composed_action(game, s, kind, ticked)

        now = chosen()
        go = self._button(action_label(game, s, now), lambda: self._move(chosen()), "primary", now)

        def retell(_: Any) -> None:  # the button says the move the cards ticked make
            act = chosen()
            go.description = go.tooltip = action_label(game, s, act)
            go.style.text_color = toggle_style(go.description).get("text_color", "")
            self.moves = [(b, act if b is go else a) for b, a in self.moves]

        for b in ticks:
            b.observe(retell, "value")
        buttons = [go, *(self._act(action_label(game, s, a), a) for a in others)]
        return [
            _html(f"<b>{red_html(turn)}</b> {red_html(rest)}"),
            w.HBox(
                [
                    w.VBox([_faces([c], {}, FACE_TICKED), b])
                    for c, b in zip(hand, ticks, strict=True)
                ],
                layout=w.Layout(**TOGGLE_ROW),
            ),
            w.HBox([*buttons, self._button(HINT, self._hint)], layout=w.Layout(**TOGGLE_ROW)),
            *_captions(
                not_open(game, s, [r for r in game.offered_refusals(s) if r.action.kind == kind])
            ),
        ]

    def _settled(self, end: Ending) -> list[w.Widget]:
        """The end of the deal as Play shows it (:func:`ui.play_view.ending`): the last
        trick's story, the result line edged as Play colours it, the button to the next deal
        (or a new game), then the settlement, each line with its rule, its table and "The
        rules behind this settlement" folded; the score sheet follows, below the box's log,
        or, where it is the settlement (Forty-Five's), stands above the rules behind it."""
        game, t = self.game, self.table
        ui = game_ui(game.id)
        story = self._story() if t.state.history and ui.pause_after_trick else []
        kind, text = end.result
        result = _html(
            f'<div style="border-left:4px solid {MESSAGE_EDGES[kind]};padding:2px 8px">'
            f"{red_html(text)}</div>"
        )
        if end.over:
            row = w.HBox([self._button(NEW_GAME, self._next, "primary")])
        else:
            button = self._button(f"Next {deal_word(game)}", self._next, "primary")
            after = _html(_captions_html(capital(ui.next_deal(t.state, t.seat)) + "."))
            row = w.HBox([button, after], layout=w.Layout(align_items="center", **TOGGLE_ROW))
        # (where the sheet is the settlement it stands above the rules behind it, as on Play,
        # not at the box's foot under the log: :meth:`redraw` leaves the foot's empty)
        sheet = "" if end.heading else self._sheet()
        return [*story, result, row, _html(ending_html(game, end, sheet))]

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The widget where a kernel draws it; elsewhere (a code host, a saved notebook not
        run) the table as it stands, the latest moves and the learner's cards, which the
        table says are below it, then a line saying the box needs a live kernel (as the quiz
        box's :data:`ui.widgets.NOT_RUN`)."""
        game, t = self.game, self.table
        view = game_ui(game.id).seen(t.state, t.seat)
        hand = [] if game.is_over(t.state) else cards_of(view.hands[t.seat])
        width = hand_face_width(len(hand), view.phase != "play")  # (as _hand or _declare)
        cards = _faces(game.hand_order(view, hand), {}, width).value if hand else ""
        data: dict[str, Any] = super()._repr_mimebundle_(**kwargs) or {}
        data["text/plain"] = f"{status_line(game, t)}\n{NOT_RUN}"
        data["text/html"] = (
            f"{self.status.value}{self.picture.value}{self.latest.value}"
            + (f"<div><b>{CARDS_HEAD}</b></div>{cards}" if cards else "")
            + f"<p><i>{NOT_RUN}</i></p>"
        )
        return data


def play_box(
    game: Game[Any] | str,
    players: int | None = None,
    seed: int = 0,
    level: str | None = None,
    variant: str | None = None,
    seat: int = 0,
) -> PlayBox:
    """A deal of ``game`` (a game or its id) to play against the computer, in a notebook:
    ``players`` at the table (the game's usual table when None; a count it does not allow is
    made one it does, as the Play page's), the learner at ``seat``, the computer's ``level``
    (one of :func:`ui.play_table.levels`; None: the Play page's default for the game), the
    rules' ``variant`` by its name (None: the game's default), ``seed`` the table's deals (the
    same every run; a new game after a game won takes the next)."""
    g = REGISTRY.get(game) if isinstance(game, str) else game
    name = variant or g.default_variant
    count = players or g.usual_players(g.make_opts(name))
    g.new_deal(players=count, dealer=0, seed=seed, variant=name)  # (a knob it lacks: DealError)
    bots = level or default_level(g)
    if bots not in levels(g):
        raise DealError(f"{g.name} has no computer level {bots!r}: {listed(levels(g), 'or')}")
    if not 0 <= seat < count:
        raise DealError(f"seat={seat}: a seat from 0 to {count - 1} (P0 is 0)")

    def make(s: int) -> Table:
        cfg = {"players": count, "seat": seat, "bots": bots}
        return new_table(g, cfg, {"variant": name, "options": {}}, s)

    return PlayBox(g, make, seed)
