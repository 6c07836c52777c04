"""The Play page's words for moves, where the learner reads them: each move's word as its
button says it at a position (:func:`word_labels`: "Take the widow", "Bid 2"), an engine
sentence with the moves it names as moves (its :class:`engine.sentence.Move` parts) said so
(:func:`move_labels`, :func:`said_in_labels`), and a words question's boxes and verdict in those
words (:func:`box_names`, :func:`in_box_words`).

No Streamlit here: the pages and the notebooks' quiz boxes (ui/widgets.py) both import this
module, so a notebook's box shows and accepts the words the Quiz page's boxes show.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ui.games  # noqa: F401  (registers the games' words: without it every game's are PLAIN's)
from engine.game import Action, Game
from engine.quiz import Feedback, Question
from engine.quiz_words import move_names
from engine.sentence import Move, Sentence
from ui.format import capital
from ui.play_table import action_label, quoted
from ui.tables import game_ui

SUITS = "\u2663\u2666\u2665\u2660"  # a label naming a card ("Exchange the 9♥ for the J♥")


def word_labels(game: Game[Any], state: Any) -> dict[str, str]:
    """Each action word as the Play page's button says it at this position: Bierspiel's
    eldest, the dealer having passed, is offered "Keep my hand" where the kind's label is
    "Play"; Napoleon's "Bid 2". A word that stands for one move here, naming no card, takes
    that move's button words (:func:`ui.play_table.action_label`) unless they name a card (a
    box whose label ends in a red suit is coloured as a red card is: app.py); a word for many
    moves ("Exchange", one per set of cards) or none keeps the kind's label."""
    ui = game_ui(game.id)
    out = dict(ui.action_labels)
    out.update({w: out.get(w, capital(w)) for w in game.declaration_words})
    moves: dict[str, set[Action]] = {}
    for a in game.on_offer(state):
        if a.kind != "play":
            moves.setdefault(game.action_word(a), set()).add(a)
    for w, same in moves.items():
        (a, *more) = same
        said = action_label(game, state, a)
        if not more and a.card is None and not a.cards and not any(s in said for s in SUITS):
            out[w] = said
    return out


def move_labels(game: Game[Any], state: Any) -> Callable[[Move], str]:
    """How a page says a move an engine sentence names (a :class:`engine.sentence.Move`): as
    its button says it here, in quotes ("you chose “Bid 1”, but it is not allowed", "“Take the
    widow”: P2 has already taken the widow"); a move neither on offer nor refused here, by
    the engine's words. Only the moves the sentence names as moves: the words of its prose
    ("the widow is taken") are not moves, and stay as the rule says them."""
    acts = [a for a in game.legal_actions(state) if a.kind != "play"]
    acts += [r.action for r in game.refusals(state) if r.action.kind != "play"]
    names = {str(a): action_label(game, state, a) for a in acts}
    if names:  # a word for moves that name cards ("rob": one per card put out), as its box
        labels = word_labels(game, state)
        names.update({w: labels[w] for w in game.declaration_words if w not in names})

    def said(m: Move) -> str:
        label = names.get(m.words) or names.get(str(m.action))
        # as Play's hint quotes a button: a label quoting words itself in single quotes
        # around it, "you left out ‘Say “Auf”’: it is allowed here"
        return quoted(label) if label else m.words

    return said


def said_in_labels(game: Game[Any], state: Any, line: Sentence | str) -> str:
    """An engine sentence with each move it names said as its button is here
    (:func:`move_labels`); plain words as they are."""
    return line if isinstance(line, str) else line.text(moves=move_labels(game, state))


def box_names(game: Game[Any], q: Question) -> dict[str, str]:
    """Each choice of a words question as its box says it, quoted as a sentence quotes a button:
    the engine's reasons name them so ("you chose “Meld”", "“Close the stock”: ..."), as the
    verdict does (:func:`in_box_words`), not by the engine's words ("meld", "close"). Empty
    where a choice has no label of its own (the players still in after a trick: "P0")."""
    if q.form != "words":
        return {}
    labels = word_labels(game, q.state)  # the game's move words, as Play's buttons say them
    choices = [str(w) for w in q.choices()]
    if not choices or any(w not in labels for w in choices):
        return {}
    return {w: quoted(labels[w]) for w in choices}


def in_box_words(game: Game[Any], q: Question, fb: Feedback) -> str:
    """The verdict on a choose-all words question with its answer said in the words of the
    boxes the learner ticked (the game's UI labels, as the Quiz page's boxes show them), as a
    list: "“Meld”, “Exchange the 9 of trumps”, “Close the stock” and “Claim 66”", not the
    engine's "meld, exchange, close and claim". Boxes without labels of their own (the players
    still in) are named as the engine's answer names them already."""
    names = box_names(game, q)
    if not names or not fb.verdict.moves():  # ("none of them")
        return fb.message
    return fb.verdict.text(moves=move_names(names))
