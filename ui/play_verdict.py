"""What a click on each card of the learner's hand will show, sent with the hand so the browser
shows it at once (issue 12 part 5: click -> feedback), before the page's run draws it.

For every card Play draws open, the engine's own verdict on playing it, computed by the same
functions the click's run calls (:func:`ui.play_table.play_or_ask`): a card the engine refuses
gets the refusal the run then shows under the cards (:func:`ui.play_table.refusal_words`: the
card named, the rule's words); a card it allows, the line the latest moves then begin with
(:func:`ui.play_table.move_line`: "You play 10♥."), and the browser takes the card from the
hand. A card whose play the game asks about first (``GameUI.confirm``) gets none: its click
shows nothing until the run draws the question. As lichess moves a piece at once from the legal
moves its server sent with the position, ``hand.js`` shows the verdict in a live region, then
sends the click; the run's page says the same words (tests/app/test_hand_verdict*.py).

The other moves (a declaration, a bid, robbing, closing, claiming, an exchange ...) are
Streamlit's buttons: :func:`move_verdict` gives each button's verdict the same way, and the page
sends them by button to ``ui.components.move_verdicts`` (``moves.js``), which shows them the
moment the button is pressed.

Computed once a position (:func:`card_verdicts` keeps the last one on the table): a hint, a
refused card or a setting redraws the page on the same position.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.cards import CARDS, Card
from engine.game import Action, Game
from ui.format import red_html
from ui.play_table import Table, move_line, refusal_words
from ui.tables import game_ui


class Verdict(NamedTuple):
    """What a click on one card shows at once: ``kind`` "play" (the card played: ``text`` is
    the latest moves' first line) or "error" (refused: ``text`` is the refusal Play shows),
    and ``html``, the text as the page draws it (its red cards red: ``ui.format.red_html``)."""

    kind: str
    text: str
    html: str


def move_verdict(
    game: Game[Any], t: Table, action: Action, confirmed: bool = False
) -> Verdict | None:
    """What a click on ``action`` (a card, or any other move's button) shows at once, as
    :func:`ui.play_table.play_or_ask` then says it: the refusal, the move's line, or None where
    the game asks about it first (``confirmed``: the question answered, its "… anyway")."""
    refused = refusal_words(game, t.state, action)
    if refused is not None:
        return Verdict("error", refused, red_html(refused))
    ui = game_ui(game.id)
    if not confirmed and ui.confirm(ui.seen(t.state, t.seat), t.seat, action):
        return None
    line = move_line(game, t, action)
    return Verdict("play", line, red_html(line))


def _verdict(game: Game[Any], t: Table, card: Card) -> Verdict | None:
    return move_verdict(game, t, Action("play", card))


def card_verdicts(game: Game[Any], t: Table, hand: list[int]) -> dict[str, Verdict | None]:
    """Each card of ``hand`` (the learner's, his turn to play) by its code: its
    :class:`Verdict`, or None where a click shows nothing before the run. Kept on the table for
    its position (``Table.verdicts``): the page redrawn without a move answers from there."""
    kept = t.verdicts
    if kept is not None and kept[0] is t.state and kept[1] == t.seat:
        got: dict[str, Verdict | None] = kept[2]
        if all(CARDS[c].code in got for c in hand):
            return {CARDS[c].code: got[CARDS[c].code] for c in hand}
    verdicts = {CARDS[c].code: _verdict(game, t, CARDS[c]) for c in hand}
    t.verdicts = (t.state, t.seat, verdicts)
    return verdicts
