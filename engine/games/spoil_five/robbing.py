"""Robbing the turned card, in Spoil Five and Forty-Five (RULES.md §5, after Peel and the
1911 Britannica; the seed keeps only the irregularity).

* When the turn-up is an ace, the **dealer** robs: he puts out a card face down and takes the
  ace in, before the eldest hand leads.
* Otherwise the **holder of the trump ace** (the A♥ when hearts are trumps) robs in his turn,
  before his first card: he puts out a card and takes the turn-up.
* Only these two may rob: robbing without the ace is an irregularity (seed 002).
* Robbing is optional by default (Peel's variation, RULES.md's default); under the variant
  ``eb_compulsory_rob`` the Britannica's rule holds: "A player who fails to rob cannot go out
  that hand" — a robber who lets the chance pass cannot win that deal.

An action ``rob C`` names the card put out (``C``): the robber's hand becomes his hand less
``C`` plus the turn-up. The dealer who lets the ace lie says ``decline``; the ace holder simply
plays a card (his chance is gone once his first card is down).

>>> from engine.cards import Card, mask_of, parse_cards, pretty
>>> hands = (mask_of(parse_cards("AC 2D 3D 4D 6D")), mask_of(parse_cards("KS 2S 3S 4S 6S")))
>>> who = robber(hands, dealer=1, turn_card=Card.parse("9C"))
>>> who
Robber(seat=0, kind='ace')
>>> pretty(rob_hand(hands[0], Card.parse("9C"), Card.parse("2D")))
'9♣ A♣ 3♦ 4♦ 6♦'
>>> robber(hands, dealer=1, turn_card=Card.parse("AH"))
Robber(seat=1, kind='dealer')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from engine.cards import CARDS, Card, cards_in
from engine.game import Action, Ground, Refusal, register_declaration
from engine.games.spoil_five.cards import BRITANNICA, PEEL_ROBBING, trump_ace
from engine.rules import Rule
from engine.sentence import HIS, REFUSED, YOU, Sentence, Verb, Who, he, you

__all__ = [
    "DECLINE",
    "ROB",
    "ROB_ROLES",
    "ROB_UNSEEN",
    "Robber",
    "keeps_ace_refusal",
    "kept_card",
    "move_words",
    "rob_actions",
    "rob_grounds",
    "rob_hand",
    "rob_refusal",
    "rob_rules",
    "rob_words",
    "robbed_ace_kept",
    "robber",
    "seen_moves",
]

ROB = "rob"
DECLINE = Action("decline")
register_declaration("decline")
ROB_UNSEEN = Action(ROB)
"""Another's ``rob`` as a view records it: he robbed, the card he put out face down unseen."""

ROB_ROLES = (
    "rob_dealer",
    "rob_ace_holder",
    "rob_keeps_ace",
    "rob_optional",
    "eb_compulsory_rob",
    "rob_without_ace",
)
"""The roles of :func:`rob_rules`, one rule each (``<game>.<role>``)."""


class Robber(NamedTuple):
    """Who may rob this deal: ``seat`` (-1: nobody) and ``kind`` (``dealer``: an ace was turned;
    ``ace``: the holder of the trump ace; ``""``: nobody)."""

    seat: int
    kind: str


NOBODY = Robber(-1, "")


def robber(hands: Sequence[int], dealer: int, turn_card: int) -> Robber:
    """Who may rob, from the hands as dealt and the turn-up (whose suit is trumps)."""
    if turn_card < 0:
        return NOBODY
    ace = trump_ace(CARDS[turn_card].suit)
    if turn_card == ace:
        return Robber(dealer, "dealer")
    for seat, hand in enumerate(hands):
        if hand >> ace & 1:
            return Robber(seat, "ace")
    return NOBODY  # the trump ace lies in the undealt pack


def rob_actions(hand: int, keep: int = 0) -> list[Action]:
    """One ``rob C`` per card ``C`` the robber may put out: any card of his hand but ``keep``
    (a mask: :func:`kept_card`)."""
    return [Action(ROB, c) for c in cards_in(hand & ~keep)]


def kept_card(kind: str, turn_card: int) -> int:
    """The card a robber may not put out, as a mask: the holder of the trump ace robs to hold
    it beside the turn-up (002: "he must have at least the ace and the turn-up in trumps");
    the dealer robbing a turned ace may put out any card."""
    if kind != "ace" or turn_card < 0:
        return 0
    return 1 << trump_ace(CARDS[turn_card].suit)


def keeps_ace_refusal(action: Action, turn_card: int, rules: Mapping[str, Rule]) -> Refusal:
    """Why the trump ace's holder may not put the ace itself out when he robs: the ace is
    what lets him rob (002: the robber "must have at least the ace and the turn-up in
    trumps"), so it stays beside the turn-up. Said as a reason, after "because", not as the
    move refused ("you rob with the A♠" restated "rob A♠")."""
    ace = trump_ace(CARDS[turn_card].suit)
    return Refusal(
        action,
        rules["rob_keeps_ace"],
        Sentence.of(
            f"the {ace.pretty} is what lets ",
            YOU,
            " rob: it stays in ",
            HIS,
            f" hand beside the {CARDS[turn_card].pretty} ",
            *he("takes", "take"),
            " in, so ",
            *he("must", "must"),
            " put out another card",
        ),
    )


def dealer_robs_first(
    action: Action, dealer: int, turn_card: int, rules: Mapping[str, Rule], seat: int
) -> Refusal:
    """Why no card may be played by ``seat`` while the dealer's chance to rob the turned ace is
    open: "first P0 (the dealer) robs the turned A♦ or lets it lie", his two moves as his
    buttons name them ("Rob: put out 7♣, take the A♦", "Let the A♦ lie"; it said "or
    declines", the engine's word). The dealer refused is the player refused (:data:`REFUSED`),
    so the plain reason is written to him as every refusal's is ("first you (the dealer) rob
    ..."), not of him by his seat."""
    d = REFUSED if seat == dealer else f"P{dealer}"
    return Refusal(
        action,
        rules["rob_dealer"],
        Sentence.of(
            "first ",
            Who(d),
            " (the dealer) ",
            Verb(d, "robs", "rob"),
            f" the turned {CARDS[turn_card].pretty} or ",
            Verb(d, "lets", "let"),
            " it lie",
        ),
    )


def rob_hand(hand: int, turn_card: int, discard: int) -> int:
    """The robber's hand after robbing: ``discard`` out, the turn-up in."""
    if not hand >> discard & 1:
        raise ValueError(f"cannot put out {CARDS[discard].pretty}: it is not in the hand")
    return (hand & ~(1 << discard)) | 1 << turn_card


def rob_refusal(
    action: Action,
    who: Robber,
    seat: int,
    turn_card: int,
    rules: Mapping[str, Rule],
    pool: bool = True,
) -> Refusal:
    """Why ``seat`` may not make this ``rob`` now (robbing without the ace, the chance gone,
    a card he does not hold), citing ``rules`` (keyed by role as :func:`rob_rules` gives them).
    ``pool``: the game has a pool, which the seed's penalty takes away (Forty-Five has none).
    """
    ace = trump_ace(CARDS[turn_card].suit) if turn_card >= 0 else None
    if seat != who.seat:
        what = f"the {ace.pretty}, the ace of trumps" if ace is not None else "the ace of trumps"
        penalty = ", and the offender loses all right to the pool" if pool else ""
        return Refusal(
            action,
            rules["rob_without_ace"],
            Sentence.of(
                *you("may", "may"),
                " not rob: ",
                *he("does", "do"),
                f" not hold {what} \u2014 robbing without the ace is an irregularity{penalty}",
            ),
        )
    if who.kind == "dealer":
        return Refusal(
            action,
            rules["rob_dealer"],
            "the dealer robs the turned ace before the eldest hand leads, or not at all",
        )
    return Refusal(action, rules["rob_ace_holder"], chance_gone())


def chance_gone(how: str = "") -> Sentence:
    """Why the ace's holder (``how``: " with the King", Forty-Five's King's holder) may not
    rob once his first card is down."""
    return Sentence.of(
        *you("robs", "rob"),
        f"{how} in ",
        HIS,
        " turn, before ",
        HIS,
        " first card: once a card of ",
        Verb(REFUSED, "his", "yours"),
        " is down, the chance is gone",
    )


def seen_moves(moves: tuple[tuple[int, Action], ...], seat: int) -> tuple[tuple[int, Action], ...]:
    """The actions as ``seat`` saw them: another's ``rob C`` becomes :data:`ROB_UNSEEN` (the
    card put out lies face down; only the robber knows it)."""
    return tuple((p, ROB_UNSEEN) if a.kind == ROB and p != seat else (p, a) for p, a in moves)


def robbed_ace_kept(
    hands: tuple[int, ...],
    hidden: tuple[int, ...],
    excluded: tuple[int, ...],
    robber: int,
    ace: int,
    seen: int,
) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """A view's hands and hidden counts for dealing its worlds, with the trump ``ace`` put in
    the hand of ``robber``, its holder who robbed (-1: nobody): his rob showed he held it, and
    the card he put out lies face down, but a sensible rob keeps the third-best trump. Left
    as they are when the ace is ``seen`` (played, or the viewer's own), none of his cards is
    hidden or his play has shown he lacks it (``excluded``: he put it out). Returns the
    hands, the hidden counts and ``seen`` with the ace."""
    if robber < 0 or seen >> ace & 1 or not hidden[robber] or excluded[robber] >> ace & 1:
        return hands, hidden, seen
    h, k = list(hands), list(hidden)
    h[robber] |= 1 << ace
    k[robber] -= 1
    return tuple(h), tuple(k), seen | 1 << ace


def rob_grounds(
    action: Action,
    who: Robber,
    turn_card: int,
    compulsory: bool,
    cost: str,
    rules: Mapping[str, Rule],
) -> list[Ground]:
    """Why the robber's move is allowed while his chance is open (``rob C``; ``decline``, or the
    ace's holder playing a card, lets it pass), and what letting it pass costs under
    ``compulsory`` (the 1911 Britannica's reading): ``cost``, in the game's words."""
    turned = CARDS[turn_card].pretty
    if action.kind == ROB and action.card is not None:
        put = action.card.pretty
        if who.kind == "dealer":
            return [
                Ground(
                    action,
                    rules["rob_dealer"],
                    f"an ace is turned and you deal: you may put out any card (here the {put}) "
                    f"and take the {turned} before the eldest hand leads",
                    "allows",
                )
            ]
        ace = trump_ace(CARDS[turn_card].suit)
        return [
            Ground(
                action,
                rules["rob_ace_holder"],
                f"you hold the {ace.pretty}, the ace of trumps: in your turn, before your first "
                f"card, you may put out a card (here the {put}) and take the {turned}",
                "allows",
            )
        ]
    if compulsory:
        return [
            Ground(
                action,
                rules["eb_compulsory_rob"],
                f"you let your chance to rob the {turned} pass: under this reading {cost}",
                "costs",
            )
        ]
    return [
        Ground(
            action,
            rules["rob_optional"],
            f"robbing is optional: you may let the {turned} lie, and your chance to rob it passes",
            "allows",
        )
    ]


def rob_words(action: Action, turn_card: int) -> str:
    """``put out the 7♣ and take the A♦`` (for a log or a hint)."""
    c: Card | None = action.card
    put = c.pretty if c is not None else "?"
    return f"put out the {put} and take the {CARDS[turn_card].pretty}"


# a move that is not a card, as a sentence names it (Game.move_words: the terminal's hint), in
# the Play page's words: its buttons "Rob: put out 3♦, take the A♥", "Let the A♥ lie", "Claim
# the pool (7)" and "Jink: go on for all five"; the card turned up is no part of the action
MOVE_VERBS: dict[str, str] = {
    ROB: "rob the trump card",
    "decline": "let the trump card lie",
    "claim": "claim the pool",
    "jink": "jink, going on for all five tricks",
}


def move_words(action: Action) -> str:
    """Spoil Five's and Forty-Five's :meth:`engine.game.Game.move_words`.

    >>> move_words(Action.parse("rob 3D")), move_words(DECLINE), move_words(Action("claim"))
    ('rob the trump card, putting out 3♦', 'let the trump card lie', 'claim the pool')
    """
    words = MOVE_VERBS.get(action.kind, action.pretty)
    return f"{words}, putting out {action.card.pretty}" if action.card is not None else words


def rob_rules(game: str) -> dict[str, Rule]:
    """The rules of robbing, with ids ``<game>.<role>`` (roles: :data:`ROB_ROLES`)."""
    g = game
    return {
        "rob_dealer": Rule(
            f"{g}.rob_dealer",
            "When an ace is turned up, the dealer may rob: he puts out a card and takes the "
            "ace in, before the eldest hand leads.",
            "RULES.md",
            "he puts out any card face down and takes in the ace before the eldest hand leads.",
            BRITANNICA,
        ),
        "rob_ace_holder": Rule(
            f"{g}.rob_ace_holder",
            "The holder of the ace of trumps may rob in his turn, before his first card: he "
            "puts out a card and takes the turn-up.",
            "RULES.md",
            "when it is his turn to play, and before showing his first card",
            PEEL_ROBBING,
        ),
        "rob_keeps_ace": Rule(
            f"{g}.rob_keeps_ace",
            "The holder of the ace of trumps who robs keeps the ace: he puts out another card, "
            "and holds at least the ace and the turn-up in trumps.",
            "002",
            "he must have at least the ace and the turn-up in trumps",
        ),
        "rob_optional": Rule(
            f"{g}.rob_optional",
            "Robbing is optional: a player who may rob may also let the chance pass.",
            "RULES.md",
            "Recommended default: robbing is optional.",
            PEEL_ROBBING,
        ),
        "eb_compulsory_rob": Rule(
            f"{g}.eb_compulsory_rob",
            "Variant: robbing is compulsory; a player who fails to rob cannot win that deal.",
            "RULES.md",
            '"A player who fails to rob cannot go out that hand."',
            BRITANNICA,
        ),
        "rob_without_ace": Rule(
            f"{g}.rob_without_ace",
            "Only the holder of the ace of trumps (or the dealer, when an ace is turned) may "
            "rob; robbing without the ace is an irregularity.",
            "002",
            "If any player robs when he does not hold the ace",
        ),
    }
