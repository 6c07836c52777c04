"""Five-card Loo's "The eldest hand leads a trump": its note says what the engine does.

Learner walk, /five-card_loo-learn?step=lead_trump: the text says "you must lead a trump if you
have one", and the note under Foster's quote ended "The duty is for Three-card Loo's double
pools: Foster does not say it binds in Irish or Five-card Loo, which have none, and Trickbook
reads it so", which reads as "Trickbook reads it as not binding": the opposite of the text and
of the engine. The note now says Trickbook holds both games to it. And the text's "the ace if
you hold it" had no source: the quote now goes on to Foster's "If he has the ace of trumps he
must lead that".
"""

from __future__ import annotations

import engine.games  # noqa: F401  (registers the games)
from engine.cards import Card
from engine.game import REGISTRY
from engine.rules import normalise
from engine.scenario import from_dict
from lessons import load

GAME = REGISTRY.get("five_card_loo")


def _legal(data: dict[str, object]) -> set[str]:
    state = from_dict(data).state
    return {a.card.code for a in GAME.legal_actions(state) if a.card is not None}


def test_the_note_says_trickbook_holds_the_game_to_the_duty_the_engine_enforces() -> None:
    step = load("five_card_loo").step("lead_trump")
    assert step.scenario is not None
    data = dict(step.scenario.data)
    (hand,) = data["hands"].values()
    trump = Card.parse(data["turn_card"]).suit
    trumps = {c for c in hand if Card.parse(c).suit == trump}
    assert trumps and trumps != set(hand)  # the position tells the two readings apart
    assert _legal(data) == trumps  # the default: the duty binds ...
    free = {**data, "options": {**data.get("options", {}), "lead_duties": False}}
    assert _legal(free) == set(hand)  # ... and the option the text names lifts it
    note = " ".join(step.rule.note.split())
    assert "Trickbook holds both to it" in note and "reads it so" not in note


def test_the_ace_the_text_names_is_in_the_quote() -> None:
    step = load("five_card_loo").step("lead_trump")
    assert "the ace if you hold it" in " ".join(step.text.split())
    ace = GAME.rules["five_card_loo.lead_trump_ace"]
    assert ace.id in step.teaches
    assert normalise(ace.quote.strip("…. ")) in normalise(step.rule.quote)
