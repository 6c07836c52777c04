"""Playing to a trick in Spoil Five and Forty-Five: which cards may be played, and why not.

* To a plain suit a player may follow or trump as he pleases; only a player holding no trump
  must follow (RULES.md §5 after the 1911 Britannica; seed 002: "the privilege of renouncing
  when holding a card of the suit led"). A card of another plain suit is a revoke while he
  holds the suit led (RULES.md §5, "Missing: plain-suit duties", after Bicycle: "must follow
  suit if possible, or trump"; seed 002 lists "revokes in a plain suit" as an irregularity).
* When a trump is led, trumps must follow trumps, with the reneging privilege of the Five, the
  Jack and the A♥ (seed 002): a privileged trump *superior to the card led* may be held back,
  unless its holder also holds a smaller trump, when he "must play one or the other"; a
  privileged trump the card led outranks must be played. The test is against the card led,
  not the card now winning ("the Five played on an Eight led" leaves the lone Jack free).
* Two privileged trumps held together (and no other trump) to an inferior lead: by default
  each card keeps its privilege and both may be held back (Peel); under the variant
  ``strict_single_privileged`` he must play one of them (the literal Foster reading).

The duties depend only on the hand, the card led and the trump suit, so the whole API is three
masks and two ints. The legal set is mask arithmetic on the rank-order layer (the hot path of a
playout); the refusals name the privilege and the card led.

>>> from engine.cards import Card, Suit, mask_of, parse_cards, pretty
>>> S = Suit.SPADES
>>> hand = mask_of(parse_cards("JS 7D KH"))
>>> pretty(legal_mask(hand, Card.parse("3S"), S))  # an inferior trump led: the J♠ may stay
'7♦ K♥ J♠'
>>> pretty(legal_mask(hand, Card.parse("5S"), S))  # the 5♠ led is higher: the J♠ must come
'J♠'
>>> from engine.sentence import REFUSED
>>> why = forbidden_plays(hand, Card.parse("5S"), S, play_rules("spoil_five"))[0].words
>>> why.text(REFUSED, opens=False), why.bound(1).text()  # written to him, said of P1
('you may not hold back the J♠ here: the 5♠ led is a higher trump', 'P1 may not hold back the J♠ here: the 5♠ led is a higher trump')
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from functools import partial

from engine.cards import CARDS, Suit, cards_in, listed, said
from engine.constraints import Forbidden
from engine.game import Action, Ground
from engine.games.spoil_five.cards import (
    BRITANNICA,
    PEEL,
    hand_order,
    privilege_name,
    privileged_mask,
    rank_of,
)
from engine.rules import Rule, from_hand, outside_source
from engine.sentence import Sentence, he, you

BICYCLE = outside_source("https://bicyclecards.com/how-to-play/forty-five", "Bicycle's rules")

__all__ = [
    "PLAY_ROLES",
    "forbidden_plays",
    "legal_mask",
    "may_withhold",
    "play_grounds",
    "play_rules",
    "privilege_note",
    "refusal_role",
]

PLAY_ROLES = (
    "follow_or_trump",
    "no_trump_must_follow",
    "follow_trumps",
    "renege_privilege",
    "renege_superior",
    "renege_smaller_trump",
    "renege_card_led",
    "privilege_per_card",
    "strict_single_privileged",
    "from_hand",
)
"""The roles of :func:`play_rules`, one rule each (``<game>.<role>``)."""

_PRIV = tuple(privileged_mask(s) for s in Suit)
_RANK = tuple(rank_of(s) for s in Suit)


def _free(hand: int, led: int, trump: int) -> tuple[int, int]:
    """(privileged trumps held above the card led, the other trumps held) for a trump lead."""
    r = rank_of(trump)
    trumps = hand & r.trump_mask
    free = trumps & _PRIV[trump] & r.above[led]
    return free, trumps & ~free


def legal_mask(hand: int, led: int, trump: int, strict: bool = False) -> int:
    """The cards of ``hand`` that may be played to a trick whose card led is ``led`` (-1 when
    leading: any card) under ``trump``; ``strict``: the ``strict_single_privileged`` reading.

    >>> from engine.cards import Card, mask_of, parse_cards, pretty
    >>> h = mask_of(parse_cards("5C JC 9H"))
    >>> pretty(legal_mask(h, Card.parse("2C"), 0)), pretty(legal_mask(h, Card.parse("2C"), 0, True))
    ('5♣ J♣ 9♥', '5♣ J♣')
    """
    if led < 0:
        return hand
    r = _RANK[trump]
    tm = r.trump_mask
    trumps = hand & tm
    if tm >> led & 1:  # a trump led
        if not trumps:
            return hand
        free = trumps & _PRIV[trump] & r.above[led]
        if trumps & ~free or (strict and free & (free - 1)):
            return trumps
        return hand
    suit = hand & r.suit_mask[r.follows[led]]
    return suit | trumps if suit else hand


def may_withhold(hand: int, led: int, trump: int, strict: bool = False) -> int:
    """The privileged trumps of ``hand`` that may be held back from this lead (a mask; 0 when
    no privilege applies): what makes a plain card legal to a trump lead."""
    if led < 0 or not rank_of(trump).trump_mask >> led & 1:
        return 0
    free, rest = _free(hand, led, trump)
    if not free or rest or (strict and free & (free - 1)):
        return 0
    return free


def privilege_note(hand: int, led: int, trump: int, strict: bool = False) -> str:
    """In words, the privilege this hand enjoys against the card led ("" when none).

    >>> from engine.cards import Card, mask_of, parse_cards
    >>> privilege_note(mask_of(parse_cards("JS 7D")), Card.parse("3S"), Suit.SPADES)
    'you may hold back the J♠ (the Jack): the 3♠ led is an inferior trump'
    """
    free = may_withhold(hand, led, trump, strict)
    if not free:
        return ""
    held = rank_of(trump).sorted(free, trumps_first=True)  # as the table draws the hand
    names = " and ".join(f"the {c.pretty} ({privilege_name(c, trump)})" for c in held)
    return (
        f"you may hold back {names}: the {CARDS[led].pretty} led is an inferior trump"
        if free.bit_count() == 1
        else f"you may hold back {names}: the {CARDS[led].pretty} led is inferior to both"
    )


def refusal_role(hand: int, led: int, trump: int, strict: bool = False) -> str:
    """The role (a key of :func:`play_rules`) of the duty that forbids some card here, or ""."""
    return _why(hand, led, trump, strict)[0]


def _why(hand: int, led: int, trump: int, strict: bool) -> tuple[str, str | Sentence]:
    """(role, reason) for the cards :func:`legal_mask` leaves out, the reason written to the
    player refused (:data:`engine.sentence.REFUSED`)."""
    if led < 0:
        return "", ""
    legal = legal_mask(hand, led, trump, strict)
    if legal == hand:
        return "", ""
    r = rank_of(trump)
    order = partial(hand_order, trump)  # cards listed as the table draws the hand
    lc = CARDS[led].pretty
    if r.trump_mask >> led & 1:
        free, rest = _free(hand, led, trump)
        # a duty binds the privileged trumps themselves only when no ordinary trump is held:
        # with an ordinary trump in hand he must play *a* trump, and may keep the A♥ (say)
        # by playing the other one, so naming the A♥ alone would mislead
        if free and rest:  # "he must play one or the other": any of his trumps will do
            mine = r.sorted(free | rest, trumps_first=True)
            options = listed((c.pretty for c in mine), "or")
            names = " and ".join(f"the {c.pretty}" for c in r.sorted(free, trumps_first=True))
            small = r.sorted(rest, trumps_first=True)
            smaller = (
                f"the {small[0].pretty}, a smaller trump,"
                if len(small) == 1
                else f"smaller trumps ({listed(c.pretty for c in small)})"
            )
            it, has = ("it", "has") if free.bit_count() == 1 else ("them", "have")
            return (
                "renege_smaller_trump",
                Sentence.of(
                    *you("must", "must"),
                    f" play a trump to the {lc} led ({options}): with "
                    f"{smaller} beside {it}, {names} {has} no privilege to renege",
                ),
            )
        if free:  # strict reading, two (or all three) privileged trumps and no other
            kept = [c.pretty for c in r.sorted(free, trumps_first=True)]
            both, two = (
                (f"both {kept[0]} and {kept[1]}", "two")
                if len(kept) == 2
                else (f"all of {listed(kept)}", "three")
            )
            return (
                "strict_single_privileged",
                Sentence.of(
                    *you("may", "may"),
                    f" not hold back {both}: holding {two} privileged trumps, ",
                    *he("must", "must"),
                    f" play one of them to the {lc} led",
                ),
            )
        if not rest & ~_PRIV[trump]:  # only privileged trumps, and the card led outranks them
            beaten = r.sorted(rest, trumps_first=True)  # best first
            if len(beaten) == 1:
                return (
                    "renege_superior",
                    Sentence.of(
                        *you("may", "may"),
                        f" not hold back the {beaten[0].pretty} here: the {lc} led is a "
                        "higher trump",
                    ),
                )
            return (
                "renege_superior",
                Sentence.of(
                    *you("may", "may"),
                    " not hold back both the "
                    f"{' and the '.join(c.pretty for c in beaten)} here: the {lc} led is a "
                    "higher trump than either, so ",
                    *he("must", "must"),
                    " play one of them",
                ),
            )
        return (
            "follow_trumps",
            Sentence.of(
                f"the {lc} led is a trump: ",
                *you("must", "must"),
                " play a trump \u2014 ",
                *he("holds", "hold"),
                f" {said(rest, order)}",
            ),
        )
    suited = hand & r.suit_mask[r.follows[led]]
    held = said(suited, order, "or")
    if hand & r.trump_mask:
        # a reason, not an order, after "... are not allowed, because": it read "because the
        # Q♠ was led: follow with 9♠ or trump — ..." (journey13, the Quiz at 1400 and 390 px)
        return (
            "follow_or_trump",
            Sentence.of(
                f"the {lc} was led and ",
                *you("holds", "hold"),
                f" {said(suited, order, 'and')}: ",
                *he("may", "may"),
                " follow suit or trump \u2014 ",
                *he("may", "may"),
                " not throw another suit while ",
                *he("holds", "hold"),
                " the suit led",
            ),
        )
    return (
        "no_trump_must_follow",
        Sentence.of(
            f"the {lc} was led and ",
            *you("holds", "hold"),
            " no trump, so ",
            *he("must", "must"),
            f" follow: {held}",
        ),
    )


def first_lead_grounds(
    allowed: list[Ground],
    words: Collection[str],
    acts: list[Action],
    trick: tuple[object, ...],
    history: tuple[object, ...],
    seat: int,
    dealer: int,
    n: int,
    rule: Rule,
) -> list[Ground]:
    """Why ``seat`` may play a card now, as a *words* question's "Play a card" asks it beside
    robbing (Spoil Five's and Forty-Five's ``allowing_grounds``): before the first card, the
    eldest hand (the dealer's left) leads (``rule``, ``<game>.lead``; the Britannica: "before
    the eldest hand leads"). q_rob_without_ace's P1, with no ace to rob with, read "you left
    out “Play a card”: it is allowed here" and no reason (words29). Said of the first card
    he may play; nothing later (the rules of the trick say which card may go). Only where
    "play" is asked (``words``) and nothing ``allowed`` already allows a card (no ace to rob
    with: where robbing is optional, that is what allows it, q_rob_holder)."""
    first = next((a for a in acts if a.kind == "play"), None)
    if "play" not in words or any(x.action.kind == "play" for x in allowed):
        return []
    if trick or history or first is None or seat != (dealer + 1) % n:
        return []
    why = "you are the eldest hand, at the dealer's left: you lead to the first trick"
    return [Ground(first, rule, why, "allows")]


def play_grounds(
    hand: int,
    trick: list[int],
    trump: int,
    card: int,
    rules: Mapping[str, Rule],
    strict: bool = False,
) -> list[tuple[Rule, str]]:
    """The privileges that let ``card`` (a legal play from ``hand``) be played to ``trick`` (its
    cards, the card led first): a Five, Jack or A\u2665 held back from an inferior trump lead,
    tested against the card led and not a higher trump played after it; a trump played to a
    plain suit while holding that suit, or that suit followed while holding a trump
    (``follow_or_trump``); any card from a hand with none of the suit led (``follow_or_trump``
    to a plain suit, ``follow_trumps`` to a trump). Each with its rule (from ``rules``, keyed by
    role as :func:`play_rules` returns them), cited when a learner chooses the card. A lead
    needs none (no rule says what may be led), nor a card a duty makes him play (a trump to a
    trump led, the suit led with no trump in hand).

    >>> from engine.cards import Card, mask_of, parse_cards
    >>> hand, rules = mask_of(parse_cards("JS 7D KH")), play_rules("spoil_five")
    >>> trick = [Card.parse("8S"), Card.parse("5S")]
    >>> [(r.id, why) for r, why in play_grounds(hand, trick, Suit.SPADES, Card.parse("7D"), rules)]
    ... # doctest: +NORMALIZE_WHITESPACE
    [('spoil_five.renege_privilege', 'you may hold back the J♠ (the Jack): the 8♠ led is an
      inferior trump'), ('spoil_five.renege_card_led', 'the 5♠ played after it does not count:
      the privilege is tested against the card led')]
    """
    if not trick:
        return []
    r = rank_of(trump)
    led = trick[0]
    lc, trump_led = CARDS[led].pretty, bool(r.trump_mask >> led & 1)
    suit = hand & (r.trump_mask if trump_led else r.suit_mask[r.follows[led]])
    if not suit:  # none of the suit led: no duty binds him
        none = "trump" if trump_led else CARDS[led].suit.symbol
        role = "follow_trumps" if trump_led else "follow_or_trump"
        return [(rules[role], f"you hold no {none}: you may play any card to the {lc} led")]
    if not trump_led and suit >> card & 1 and hand & r.trump_mask:
        return [
            (rules["follow_or_trump"], f"to the {lc} led you may follow or trump as you please")
        ]
    if r.trump_mask >> card & 1:  # a trump played
        held = suit & ~(1 << card)
        if trump_led or not held:
            return []
        return [
            (
                rules["follow_or_trump"],
                f"to the {CARDS[led].pretty} led you may trump instead of following, though you "
                f"hold {said(held)}",
            )
        ]
    free = may_withhold(hand, led, trump, strict)
    if not free:
        return []
    out = [(rules["renege_privilege"], privilege_note(hand, led, trump, strict))]
    if free & (free - 1):
        out.append((rules["privilege_per_card"], "each privileged trump keeps its privilege"))
    # a trump played after the lead that outranks a card held back: the privilege still
    # stands ("the Five played on an Eight led"), as it is tested against the card led
    above = 0
    for f in cards_in(free):
        above |= r.above[int(f)]
    later = [c for c in trick[1:] if above >> c & 1]
    if later:
        best = r.sorted(sum(1 << c for c in later), trumps_first=True)[0]
        out.append(
            (
                rules["renege_card_led"],
                f"the {best.pretty} played after it does not count: the privilege is tested "
                "against the card led",
            )
        )
    return out


def forbidden_plays(
    hand: int, led: int, trump: int, rules: Mapping[str, Rule], strict: bool = False
) -> list[Forbidden]:
    """Every card of ``hand`` that may not be played here, with the rule (from ``rules``, keyed
    by role as :func:`play_rules` returns them) and the reason naming the card led."""
    role, reason = _why(hand, led, trump, strict)
    if not role:
        return []
    rule = rules[role]
    bad = hand & ~legal_mask(hand, led, trump, strict)
    return [Forbidden(c, rule, reason) for c in cards_in(bad)]


def play_rules(game: str) -> dict[str, Rule]:
    """The rules of playing to a trick, with ids ``<game>.<role>`` (roles: :data:`PLAY_ROLES`)."""
    g = game
    return {
        "follow_or_trump": Rule(
            f"{g}.follow_or_trump",
            "To a plain suit you may follow or trump as you please, but you may not throw a "
            "card of another suit while you hold the suit led (that is a revoke).",
            "RULES.md",
            "must follow suit if possible, or trump.",
            BICYCLE,
            "Foster's Hoyle counts a player who \u201crevokes in a plain suit\u201d among "
            "the irregularities; his \u201cprivilege of renouncing when holding a card of the "
            "suit led\u201d is the freedom to trump instead of following.",
        ),
        "no_trump_must_follow": Rule(
            f"{g}.no_trump_must_follow",
            "A player with no trump has no choice to a plain suit led: he must follow suit.",
            "RULES.md",
            "To a plain suit no one need follow except a player who holds no trumps; others "
            "may follow or trump as they please.",
            BRITANNICA,
        ),
        "follow_trumps": Rule(
            f"{g}.follow_trumps",
            "When a trump is led you must play a trump if you hold one; only the Five, the "
            "Jack and the A\u2665 have the privilege of reneging.",
            "002",
            "This privilege of reneging is confined to the three highest trumps.",
        ),
        "renege_privilege": Rule(
            f"{g}.renege_privilege",
            "The Five, the Jack or the A\u2665, held with no smaller trump, need not be played "
            "when an inferior trump is led.",
            "002",
            "may refuse to follow suit if any inferior trump is led",
        ),
        "renege_superior": Rule(
            f"{g}.renege_superior",
            "A privileged trump must be played (if it is your only trump) when a higher trump "
            "is led.",
            "002",
            "If a superior trump is led, the player must follow suit in any case.",
        ),
        "renege_smaller_trump": Rule(
            f"{g}.renege_smaller_trump",
            "Holding a privileged trump and also a smaller trump, you must play one or the "
            "other to a trump lead.",
            "002",
            "but if he has also a smaller trump, he must play one or the other.",
        ),
        "renege_card_led": Rule(
            f"{g}.renege_card_led",
            "The privilege is tested against the card led, not against a higher trump played "
            "after it.",
            "002",
            "the holder of the lone Jack of trumps or ace of hearts, need not play it, because "
            "the lead was inferior.",
        ),
        "privilege_per_card": Rule(
            f"{g}.privilege_per_card",
            "Holding two privileged trumps and no other trump, each keeps its privilege: both "
            "may be held back from an inferior lead.",
            "RULES.md",
            'Per-card reading (Peel, "not being obliged to play them"): he may withhold both.',
            PEEL,
        ),
        "strict_single_privileged": Rule(
            f"{g}.strict_single_privileged",
            "Variant: holding two privileged trumps and no other trump, you must play one of "
            "them to an inferior trump lead.",
            "RULES.md",
            'Literal Foster/Britannica reading ("the only one held", "having no smaller trump '
            'with them"): he must play one of them.',
            BRITANNICA,
        ),
        "from_hand": from_hand(
            f"{g}.from_hand",
            "002",
            "if the Jack is led, and any player holds the Five alone, he need not play it to the "
            "inferior trump lead.",
            "Foster's text never says so outright (it starts mid-way); its rules of play speak "
            "of the cards a player holds, and robbing puts out a card of the robber's hand",
            ("play", "discard"),
        ),
    }
