"""The Compare page's words, apart from the page (no Streamlit): how a comparison of two
readings (:mod:`engine.compare`) names an action (as the Play page's button does), a seat's
turn (as the table's tag does) and a finished deal's settlement (as Play says it). The page
says its partings in them, and a notebook can pass them to ``compare``, ``find_parting`` and
``comparison_text`` to print what the page shows.

>>> import engine.games, ui.games
>>> from engine.compare import compare, comparison_text
>>> from engine.game import REGISTRY
>>> rams = REGISTRY.get("rams")
>>> c = compare(rams, players=5, seed=0, variants=("standard", "simple_pool_compulsory"),
...             words=page_words(rams))
>>> line = comparison_text(c).splitlines()[2]
>>> print(line[line.index("The action"):])
The action taken there, P1's “Play”, is allowed under both, so the two deals take the same first 4 actions.
"""

from __future__ import annotations

import re
from typing import Any

from engine.compare import Words
from engine.game import Action, Game
from engine.ledger import Transfer, moves_said
from engine.sentence import Sentence, Verb
from ui.cards import NoDrawing, table_view
from ui.play_table import card_or_label, fmt_units
from ui.tables import game_ui


def page_words(game: Game[Any]) -> Words:
    """The parting said in the app's words: an action as its button on the Play page names it
    (a card by its face, anything else in quotes, as Quiz and Learn quote a declaration), a
    seat's turn as its tag at the table says it ("to declare", "may rob, then play")."""
    ui = game_ui(game.id)

    def action(state: Any, a: Action) -> str:
        label = card_or_label(game, state, a)
        if a.kind == "play" and a.card is not None or "\u201c" in label:
            return label  # a card's face; Bierspiel's Say “Auf” is quoted already
        return f"\u201c{label}\u201d"

    def turn(state: Any, who: str) -> Sentence:
        what = ui.turn(state) or f"to {state.phase}"
        if what.startswith("may "):
            return Sentence.of(what)
        return Sentence.of(Verb(who, "is", "are"), f" {what}")

    return Words(action, turn, choose="choose ", settlement=lambda s: settled(game, s))


def settled(game: Game[Any], state: Any) -> Sentence:
    """A finished deal's settlement said once, under its picture, in the Play page's words: each
    reason with its moves (a payer named once, the page's unit once a move), a score as scored ("P0
    scores 5 points", not "game points → P0 5 points"), and no reason the picture's caption
    says already (Forty-Five's "P0 wins 4 tricks to 1: the odd trick (4 tricks) scores 5"
    stood above the same sentence again). Its seats are fields: told to the learner, "you
    score 5 points"."""
    settle = game.settlement(state)
    if settle is None:
        return Sentence.of("the deal did not end")
    unit = game_ui(game.id).unit
    try:
        shown = _plain(
            table_view(state, reveal=True, highlight=False, **game_ui(game.id).table_kw).caption
        )
    except NoDrawing:
        shown = ""

    def amount(tr: Transfer) -> str:  # bare: the unit said once a move (moves_said)
        return fmt_units(game, tr.amount)

    # a reason said once, its moves after it, a payer named once (as Play's record says them);
    # a score in the ledger's words ("P0 scores 5 points": engine.ledger.SCORES)
    said = [
        text if _plain(third) in shown else reason + ": " + text
        for (third, _), (reason, text) in moves_said(settle.transfers, amount, unit).items()
    ]
    said += [n.sentence for n in settle.notes]
    return Sentence.joined(said, "; ") if said else Sentence.of("nothing changes hands")


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().rstrip(".").lower()
