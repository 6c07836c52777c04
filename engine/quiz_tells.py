"""What a quiz picture drawn before the answer must never show: each kind's facts
(:data:`ASKS`), and for one question the text that would give its answer away (:func:`tells`),
which tests/lessons/test_quiz_pictures.py looks for in every question's picture."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # only for annotations: engine.quiz is the questions' module
    from engine.quiz import Question

# What each kind asks for: the facts a picture drawn before the answer must never show
# (:func:`tells` turns them into text to look for; tests/lessons render every question).
ASKS = {
    "legal_cards": "which cards may be played: no card lit or dimmed, no line of the duties",
    "trick_winner": "who wins the trick: no 'wins'/'won', no deciding card marked, no trick "
    "counted to the winner yet, nobody marked to play next",
    "settlement": "what each player receives or pays and the next pool: no signed amounts",
    "game_points": "the game points the hand scores: no score after the hand",
    "declare": "which declarations are allowed: no 'may' line",
    "may_act": "which actions are allowed: no 'may' line, no line of the duties",
    "card_points": "the card points taken: no points total",
    "should_claim": "whether the player has reached the target: no points total",
    "bid_estimate": "the bid the engine would make: no estimate of the tricks",
    "still_in": "who is still in after the trick: no 'out' or 'still in', no 'wins'/'won', no "
    "card drawn or trick counted to the winner, nobody marked to play next",
}


@dataclass(frozen=True)
class Tell:
    """Text that would give a question's answer away (:data:`ASKS`): ``pattern``, a regular
    expression, found in what the learner sees before answering; anywhere, or only in the box
    of seat ``seat``."""

    fact: str
    pattern: str
    seat: int | None = None

    def found(self, text: str) -> bool:
        return re.search(self.pattern, text) is not None


def tells(q: Question) -> list[Tell]:
    """The giveaways of :data:`ASKS` for this question, with its own answer filled in."""
    g, s = q.game, q.state
    out: list[Tell] = []
    if q.kind == "legal_cards":
        out += [
            Tell("legal cards", r"may (?:not )?be played"),
            Tell("legal cards", "play any card"),
        ]
        out.append(Tell("legal cards", r"\b(?:highlighted|dimmed|forbidden)\b"))
    elif q.kind == "trick_winner":
        out += [*_trick_won(q), Tell("the deciding card", "the deciding card")]
    elif q.form == "amounts":
        out.append(Tell("the amounts", r"[+\u2212]\s?\d"))
        out.append(Tell("the amounts", r"\b(?:pays?|receives?|scores?|next pool)\b"))
        if q.kind == "game_points":
            out.append(Tell("the score after the hand", r"after this hand|wins the game"))
    elif q.kind == "still_in":
        out += [Tell("who is out", r"\bout\b|dropped|still in"), *_trick_won(q)]
    elif q.form == "words":
        out.append(Tell("the actions allowed", r"\bmay\b"))
        out.append(Tell("the actions allowed", r"\bno (?:melding|claiming)\b"))
    elif q.kind == "bid_estimate":
        out.append(Tell("the engine's estimate", r"expected tricks|estimate"))
    elif q.kind in ("card_points", "should_claim"):
        seat = q._about()
        total = q.solve() if q.kind == "card_points" else g.pile_points(s, seat)[0]
        out.append(Tell("the points total", rf"\b{total}\s+(?:card\s+)?points?\b"))
        out.append(Tell("the points total", rf"=\s*{total}\b"))
    return out


def _trick_won(q: Question) -> list[Tell]:
    """The giveaways of who won the question's last trick (its trick_winner and still_in
    questions): a 'wins'/'won', the next player marked to play, the trick counted to him."""
    winner = q.state.history[-1][1]
    k = q.state.tricks[winner]
    return [
        Tell("the winner", r"\bwins?\b|\bwon\b"),
        Tell("the next lead", r"\bto (?:play|move)\b"),
        Tell("the winner's trick count", rf"\b{k} tricks?\b", seat=winner),
    ]
