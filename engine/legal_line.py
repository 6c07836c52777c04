"""The line the Learn page says above the engine's reasons: what the player to move may do
(:func:`legal_words`), built from the engine's answer so that it never contradicts them.

It was the tail of :mod:`engine.quiz_words` (the quiz's feedback in words), which was at the
architecture test's 800 lines; the two share no code, and :mod:`engine.quiz` still offers it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from engine.cards import listed, said
from engine.game import Game
from engine.scenario import seat_name


def _in_list(label: str) -> str:
    """A button's label as an item of a sentence's list: "Pass: pay the dealer 5" is said
    "pass (pay the dealer 5)"."""
    head, colon, rest = label.lower().partition(": ")
    return f"{head} ({rest})" if colon else head


def legal_words(
    game: Game[Any],
    state: Any,
    show: str,
    labels: Mapping[str, str] | None = None,
    *,
    to_mover: bool = False,
    leave: Collection[str] = (),
) -> str:
    """What the player to move may do, as the Learn page says it above the engine's reasons.

    Built from the engine's answer so that it never contradicts them: "the dimmed cards may
    not be played" only when some are, "may play any card" only when none is refused, never an
    empty list; the actions beyond plays (exchange, close, claim, ...) follow by their labels.
    ``to_mover``: said to the player to move ("You may play ..."), as the Learn page, whose
    picture names him "(you)", says it; else of his seat ("P2 may play ...").
    ``leave``: kinds of move left unsaid, those a Learn task holds back until a step teaches
    them (Sixty-Six's first lead offers its cards alone, so its line says no "meld" or "claim").
    """
    labels = labels or {}
    mover = game.current_player(state)
    if mover is None or mover < 0:
        return ""
    who = "You" if to_mover else seat_name(mover)
    acts = [a for a in game.legal_actions(state) if a.kind not in leave]
    # declaring: the game's words; in play, every move beyond a card (Forty-Five's rob has no
    # words question, yet it is on offer)
    words = [
        game.action_word(a)
        for a in acts
        if (
            game.action_word(a) in game.declaration_words if show == "declare" else a.kind != "play"
        )
    ]
    # said as English lists in the table's order, as the refusals and answers say them
    # ("You may play 9♠ or 4♠"): any one will do. A button's "jink: go on for all five" is
    # said "jink (go on for all five)", so that a colon does not cut the list in two
    choices = listed(dict.fromkeys(_in_list(labels.get(w, w)) for w in words), "or")
    if show == "declare":
        return f"{who} may {choices}." if choices else f"{who} may not declare anything."
    held = {int(a.card) for a in acts if a.kind == "play" and a.card is not None}
    plays = said(held, lambda cs: game.hand_order(state, cs), "or")  # as the table draws it
    refused = [r for r in game.kept_refusals(state) if r.action.kind == "play"]
    also = f" {who} may also {choices}." if choices else ""
    if not plays:  # the dealer robbing a turned ace before the first lead
        return (
            f"{who} {'play' if to_mover else 'plays'} no card yet. {who} may {choices}."
            if choices
            else f"{who} {'have' if to_mover else 'has'} no card to play."
        )
    if refused:  # the reasons follow this line, so "and why:" ends it
        return (
            f"{who} may play {plays} (highlighted).{also} The dimmed cards may not be played, "
            "and why:"
        )
    return f"{who} may play any card in hand: {plays} (all highlighted).{also}"
