"""Bierspiel's refusals: what may not be done, by which rule, and why in words (seed 002;
RULES.md §4): nothing before the dealer's "Auf", the trump card taken up only by the dealer (or
by the eldest once the dealer passed), both turned cards only by the dealer after a turned 7♦,
the discards a take-up names, and the trump leads counted by the players in.

Functions of the game (:class:`~engine.games.pool.bierspiel.Bierspiel`), kept apart so
bierspiel.py stays short, as Rams' declaring is (:mod:`engine.games.pool.rams_declaring`); the
game's methods ``refusals``, ``not_available``, ``both_refused``, ``discards_refused``,
``may_rob``, ``declare_options`` and ``card_refusals`` call them, and what they ask of the
game goes through its methods. A function answering None leaves the family's answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import CARDS, Card
from engine.game import Action, Refusal, register_declaration
from engine.games.pool.bierspiel_rules import GAME_ID
from engine.games.pool.declaring import PASS, STAND, WIDOW
from engine.games.pool.rams_declaring import RAMS_ACTION, misfit_discards
from engine.games.pool.spec import number_word
from engine.games.pool.state import PoolState
from engine.rules import Rule
from engine.sentence import HIS, Sentence, Who, he, you

if TYPE_CHECKING:
    from engine.games.pool.bierspiel import Bierspiel

SEVEN = int(Card.parse("7D"))
# ``PoolState.seven_turned`` once the dealer has taken the turned 7♦ into his hand
SEVEN_TAKEN = 64 + SEVEN
AUF = Action("auf")
register_declaration("auf")
SAID_AUF = "the dealer has already said \u201cAuf\u201d"
ONE_TURNED = "only the trump card was turned up, no 7\u2666 before it"
# Rams' "there is no rams in this game" (rams.py ``no_rams``), in Bierspiel's words: "rams" is
# declared so a question can ask it, and a learner reads why this game has none
NO_RAMS = (
    "there is no general rams in Bierspiel: it chalks crosses, with no pool for a rams to win "
    "or to double"
)


def before_auf(game: Bierspiel, s: PoolState) -> list[Refusal]:
    """Before the dealer's "Auf": nobody stands, takes the widow or passes."""
    rule = game.rule("auf")
    why = "nobody may look at his cards or declare until the dealer says \u201cAuf\u201d"
    return [Refusal(a, rule, why) for a in (STAND, WIDOW, PASS)]


def not_available(game: Bierspiel, state: PoolState, action: Action) -> Refusal | None:
    """Bierspiel's own refusal of a move not on offer (anything before "Auf", "Auf" after it,
    a take-up whose discards do not fit), else None: the family's."""
    if game.before_auf(state):
        return Refusal(
            action,
            game.rule("auf"),
            Sentence.of(
                "the dealer (",
                Who(f"P{state.dealer}"),
                ") first says \u201cAuf\u201d: nobody plays or declares before it",
            ),
        )
    if action == AUF:
        return Refusal(action, game.rule("auf"), SAID_AUF)
    if action.kind == "rob" and any(a.kind == "rob" for a in game.legal_actions(state)):
        return game.discards_refused(state, action)
    return None


def both_refused(game: Bierspiel, s: PoolState, refusals: list[Refusal]) -> Refusal:
    """Why the player to move may not take both turned cards (bierspiel.dealer_takes_both),
    by the first rule it breaks: only the dealer takes them (the eldest, the dealer having
    passed, the trump card alone), then only after a turned 7\u2666 still lying there, then
    the dealer's rob's own refusal. With one card turned (no 7\u2666) a player not the dealer
    hears that: "only the dealer may take both" would speak of two cards nobody sees."""
    both, rule = Action("rob", number=2), game.rule("dealer_takes_both")
    if s.to_move != s.dealer:
        if s.seven_turned in (SEVEN, SEVEN_TAKEN):
            why = "only the dealer may take both turned cards"
            if game.taking_up(s):
                why += "; the eldest hand, the dealer having passed, takes up the trump card alone"
        else:  # one card turned: there is no "both" to speak of (the eldest's or anyone's)
            why = ONE_TURNED + (
                ": the eldest hand, the dealer having passed, takes up that one card"
                if game.taking_up(s)
                else ": there are not two cards to take"
            )
        return Refusal(both, rule, why)
    if s.seven_turned != SEVEN:
        taken = s.seven_turned == SEVEN_TAKEN
        why = (
            "the 7\u2666 and the trump card are taken up already"
            if taken
            else "both turned cards are taken only when the 7\u2666 was turned up first, "
            "and it was not"
        )
        return Refusal(both, rule, why)
    robs = [r for r in refusals if r.action == Action("rob")]
    if robs:
        return Refusal(both, robs[0].rule, robs[0].words)
    return Refusal(both, rule, "the dealer may not take both turned cards now")


def discards_refused(game: Bierspiel, s: PoolState, action: Action) -> Refusal:
    """A take-up by a player who may take up, whose discards do not fit it: one card out
    for the trump card, two different ones for both turned cards (the dealer, a 7\u2666
    turned: "discarding others in their place")."""
    named = action.named_cards
    both = s.seven_turned == SEVEN and s.to_move == s.dealer
    name = "dealer_takes_both" if both else "eldest_takes_trump" if game.taking_up(s) else "rob"
    what = misfit_discards(named, (1, 2) if both else (1,))
    if what is None:  # as many as fit, under another count ("rob 1 9C")
        what = f"{number_word(len(named))} under \u201c{action.kind} {action.number}\u201d"
    out = Sentence.of(
        *you("takes", "take"),
        " up the trump card putting out one card",
        ", or both turned cards putting out two" if both else "",
        ": ",
        *he("named", "named"),
        f" {what}",
    )
    return Refusal(action, game.rule(name), out)


def may_not_rob(game: Bierspiel, s: PoolState, seat: int) -> tuple[bool, Rule, str | Sentence]:
    """Why a seat not the dealer may not take up the trump card now: the eldest only once the
    dealer passed, any other never. (The dealer's own chance is the family's.)"""
    if seat == game.order(s)[0]:  # his chance comes if the dealer passes
        return (
            False,
            game.rule("eldest_takes_trump"),
            Sentence.of(
                *you("takes", "take"),
                " up the trump card only if ",
                *he("plays", "play"),
                " and the dealer passes",
            ),
        )
    only = "only the dealer may take up the trump card, or the eldest hand if the dealer passes"
    return False, game.rule("rob_dealer_only"), only


def taking_up(game: Bierspiel, s: PoolState) -> list[Refusal]:
    """The eldest taking up after the dealer passed: neither pass nor widow, no rams (as at
    every turn: ``no_rams``), nor both cards. The reason says his two moves as a teacher
    would, with no action words in brackets ("... the trump card (rob, discarding a card) or
    keep your hand (stand)"), which the Quiz page named by their buttons inside the sentence."""
    rule = game.rule("eldest_takes_trump")
    why = Sentence.of(
        *you("has", "have"),
        " declared to play: ",
        *he("must", "must"),
        " take up the trump card, discarding a card in its place, or keep ",
        HIS,
        " hand",
    )
    refusals = [Refusal(PASS, rule, why), Refusal(WIDOW, rule, why)]
    refusals.append(Refusal(RAMS_ACTION, game.no_rams()[1], NO_RAMS))
    refusals.append(game.both_refused(s, refusals))
    return refusals


def declaring(
    game: Bierspiel, s: PoolState, legal: list[Action], refusals: list[Refusal]
) -> list[Refusal]:
    """What Bierspiel refuses at a declaring turn beyond the family: "Auf" said already, and
    both turned cards where they are not open; the general rams refused in Bierspiel's words."""
    out = [Refusal(r.action, r.rule, NO_RAMS) if r.action == RAMS_ACTION else r for r in refusals]
    out.append(Refusal(AUF, game.rule("auf"), SAID_AUF))
    if not any(a.number == 2 for a in legal):
        out.append(game.both_refused(s, out))
    return out


def seven_led(state: PoolState, out: list[Refusal]) -> list[Refusal]:
    """The family's card refusals to a trick the 7\u2666 leads (diamonds not trumps), each
    diamond refused as no card of the suit led saying why: the learner sees a diamond led and
    his diamond refused by "you must follow suit: you hold K\u2665 and J\u2665" (RULES.md: the
    7\u2666 "follows a trump lead, never a diamond lead")."""
    if not state.trick or state.trick[0][1] != SEVEN or state.trump == CARDS[SEVEN].suit:
        return out
    note = f" (the {CARDS[SEVEN].pretty} led is a trump, not a diamond)"
    return [
        Refusal(x.action, x.rule, x.words + note)
        if x.rule.id == f"{GAME_ID}.follow_suit"
        and x.action.card is not None
        and x.action.card.suit == CARDS[SEVEN].suit
        else x
        for x in out
    ]


def counted_leads(game: Bierspiel, state: PoolState, out: list[Refusal]) -> list[Refusal]:
    """The family's card refusals at a lead, the trump-lead reasons counting the players in;
    to a trick led, as :func:`seven_led` says them."""
    if state.trick:
        return seven_led(state, out)
    count = game.lead_count(state)
    fixed = []
    for x in out:
        if x.rule.id in (f"{GAME_ID}.trump_leads", f"{GAME_ID}.face_down"):
            x = Refusal(x.action, x.rule, f"{count}; " + x.words)
        fixed.append(x)
    return fixed
