"""The Play page's words for moves, where the learner reads them: each move's word as its
button says it at a position (:func:`word_labels`: "Take the widow", "Bid 2"), a sentence with
the moves it names said so (:func:`declared_in_labels`), and a words question's boxes and
verdict in those words (:func:`box_names`, :func:`in_box_words`).

No Streamlit here: the pages and the notebooks' quiz boxes (ui/widgets.py) both import this
module, so a notebook's box shows and accepts the words the Quiz page's boxes show.
"""

from __future__ import annotations

import re
from typing import Any

import ui.games  # noqa: F401  (registers the games' words: without it every game's are PLAIN's)
from engine.cards import listed
from engine.game import Action, Game
from engine.quiz import Feedback, Question
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


def declared_in_labels(game: Game[Any], state: Any, text: str) -> str:
    """``text`` with each declaration on offer or refused here named as on its button, in
    quotes: "you chose “Bid 1”, but it is not allowed", "The engine's answer: “Pass”, “Bid 2”"."""
    acts = [a for a in game.legal_actions(state) if a.kind != "play"]
    acts += [r.action for r in game.refusals(state) if r.action.kind != "play"]
    names = {str(a): action_label(game, state, a) for a in acts}
    if names:  # a word for moves that name cards ("rob": one per card put out), as its box
        labels = word_labels(game, state)
        names.update({w: labels[w] for w in game.declaration_words if w not in names})
    if not names:
        return text
    words = sorted(names, key=len, reverse=True)  # "bid 2" before "bid"
    pattern = re.compile(r"(?<![\w“])(" + "|".join(map(re.escape, words)) + r")(?![\w”])")

    # as Play's hint quotes a button: a label quoting words itself in single quotes around it,
    # "you left out ‘Say “Auf”’: it is allowed here" (it read "you left out Say “Auf”: ...")
    # A rule's own sentence keeps its words, but for a move it names in brackets ("keep your
    # hand (stand)"): Rounce's "only the dealer may rob the trump card" read "only the dealer
    # may “Rob the trump” the trump card", Napoleon's "P2 has bid 3" "P2 has “Bid 3”"
    def named(part: str) -> str:
        return pattern.sub(lambda m: quoted(names[m.group(1)]), part)

    # so too the rule's sentence allowing a move (Game.grounds): Rams' widow read "you may take
    # the “Take the widow” in exchange for the hand dealt you"
    prose = {r.reason for r in game.refusals(state) if r.action.kind != "play"}
    prose |= {
        g.reason
        for a in game.legal_actions(state)
        if a.kind != "play"
        for g in game.grounds(state, a)
    }
    split = "(" + "|".join(map(re.escape, sorted(prose, key=len, reverse=True))) + ")"
    parts = re.split(split, text) if prose else [text]
    return "".join(
        re.sub(r"\([^()]*\)", lambda m: named(m.group()), p) if k % 2 else named(p)
        for k, p in enumerate(parts)
    )


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
    if not names or not fb.message.endswith(f"{fb.answer_text}."):
        return fb.message
    said = listed(names[w] for w in q.choices() if w in fb.right)
    if not said:  # "none of them"
        return fb.message
    return f"{fb.message[: -len(fb.answer_text) - 1]}{said}."
