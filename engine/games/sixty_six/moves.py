"""Sixty-Six's rules of play as the game hands them over (:class:`engine.games.modular.PlayModule`):
what the player to move may do, from :mod:`.play` (the one implementation of the rules, its
hot functions), doing it with every check (:func:`apply`), and why an action is not allowed:
every refusal names its rule and says why in this position."""

from __future__ import annotations

from engine.cards import CARDS
from engine.constraints import forbidden
from engine.game import Action, Ground, IllegalAction, Refusal, play
from engine.games.sixty_six.cards import MELD, NINES, PAIRS, PARTNER, hand_order
from engine.games.sixty_six.play import (
    claim,
    close,
    exchange,
    listed_legal_cards,
    may_close,
    may_exchange,
    meld,
    meld_cards,
    play_card,
    play_context,
)
from engine.games.sixty_six.play import legal_actions as legal_actions
from engine.games.sixty_six.play import legal_cards as legal_cards
from engine.games.sixty_six.rules import CLAIM, CLOSE, EXCHANGE, RULES, chain_for
from engine.games.sixty_six.state import SixtySixState
from engine.sentence import REFUSED, Sentence, does, he, you

NO_CLAIM = "four-hand is always played out: there is no claiming"
NO_MELDING = "there is no melding in four-hand"


def refusals(state: SixtySixState) -> list[Refusal]:
    """Every action on offer that the player to move may not take, with its rule."""
    if state.phase != "play":
        return []
    seat = state.to_move
    hand = state.hands[seat]
    out: list[Refusal] = []
    if state.trick and (state.n == 4 or state.compulsory):
        out.extend(
            Refusal(play(f.card), f.rule, f.words)
            for f in forbidden(
                chain_for(state.opts, state.n == 4, state.closed_by >= 0),
                play_context(state),
                hand_order,
            )
        )
    if state.n == 4:
        out.append(Refusal(CLAIM, RULES["sixty_six.four.played_out"], NO_CLAIM))
    melds = meld_cards(state)  # none in four-hand: its king and queen are both refused
    for k, q, pair in PAIRS:
        if hand & pair == pair and not (melds >> k) & 1:
            r = meld_refusal(state)
            out.append(Refusal(MELD[k], r.rule, r.words))
            out.append(Refusal(MELD[q], r.rule, r.words))
    if state.n == 4:
        return out
    if (hand >> NINES[state.trump]) & 1 and not may_exchange(state):
        out.append(exchange_refusal(state))
    if not may_close(state):
        out.append(close_refusal(state))
    return out


def meld_refusal(state: SixtySixState) -> Refusal:
    a = Action("meld")
    if state.n == 4:
        return Refusal(a, RULES["sixty_six.four.no_melding"], NO_MELDING)
    if state.trick:
        return Refusal(
            a,
            RULES["sixty_six.marriage_after_trick"],
            Sentence.of(
                "a marriage is shown when ",
                *you("leads", "lead"),
                ", and ",
                *he("is", "are"),
                " following",
            ),
        )
    if not state.stock and state.closed_by < 0 and not state.opts.marriages_after_exhaustion:
        return Refusal(
            a,
            RULES["sixty_six.no_marriage_after_exhaustion"],
            "the stock is exhausted: marriages may no longer be melded (only closing keeps them)",
        )
    if not state.history:
        return Refusal(
            a,
            RULES["sixty_six.opening_marriage"],
            "only the non-dealer may show a marriage on the opening lead",
        )
    return Refusal(
        a,
        RULES["sixty_six.marriage_after_trick"],
        Sentence.of(*you("must", "must"), " have won the last trick to show a marriage"),
    )


def exchange_refusal(state: SixtySixState) -> Refusal:
    rule = RULES["sixty_six.exchange"]
    if state.n == 4:
        return Refusal(
            EXCHANGE,
            RULES["sixty_six.four.trump_card"],
            "in four-hand the dealer takes the trump card; there is no exchange",
        )
    if state.closed_by >= 0 or len(state.stock) < 2:
        what = "closed" if state.closed_by >= 0 else "exhausted"
        return Refusal(
            EXCHANGE,
            RULES["sixty_six.exchange_open_stock"],
            f"the stock is {what}: the 9 of trumps can no longer be exchanged",
        )
    if state.trick:
        before = Sentence.of(
            *you("may", "may"), " exchange only before ", *he("leads", "lead"),
            ", not while following",
        )  # fmt: skip
        return Refusal(EXCHANGE, rule, before)
    nine = NINES[state.trump]
    if (state.hands[state.to_move] >> nine) & 1 == 0:
        return Refusal(
            EXCHANGE, rule, Sentence.of(*you("does", "do"), f" not hold the {nine.pretty}")
        )
    return Refusal(
        EXCHANGE,
        rule,
        Sentence.of(
            *you("may", "may"), " exchange only after winning a trick, before the next lead"
        ),
    )


def close_refusal(state: SixtySixState) -> Refusal:
    r = RULES["sixty_six.close"]
    if state.n == 4:
        return Refusal(CLOSE, RULES["sixty_six.four.deal"], "four-hand has no stock")
    if state.closed_by >= 0:
        # said to the player refused, as every reason here: the closer is told "you have"
        closer = REFUSED if state.closed_by == state.to_move else f"P{state.closed_by}"
        return Refusal(
            CLOSE, r, Sentence.of(*does(closer, "has", "have"), " already closed the stock")
        )
    if not state.stock:
        return Refusal(CLOSE, r, "the stock is exhausted: there is nothing to close")
    return Refusal(CLOSE, r, Sentence.of(*you("may", "may"), " close only at a turn to lead"))


def over_refusal(state: SixtySixState, action: Action) -> Refusal:
    """Any action once the hand is over, citing how it ended: a claim ("Play stops at once and
    the cards are counted"), or every card played out (four-hand's "Every hand is played out",
    after a close "The hands are played out as in Later Play", else "After the stock is
    exhausted, the 6 cards in each hand are played out"). A hand played out cited the claim."""
    if state.result == "claim":
        why = f"the hand is over: P{state.claimant} claimed, and play stopped"
        return Refusal(action, RULES["sixty_six.claim"], why)
    if state.four:
        rule = RULES["sixty_six.four.played_out"]
    else:
        rule = RULES["sixty_six.closed_play" if state.closed else "sixty_six.follow_suit"]
    return Refusal(action, rule, "the hand is over: every card has been played")


def not_available(state: SixtySixState, action: Action) -> Refusal:
    """A refusal for an action that is not even on offer (the wrong time for it; a card not
    held is :meth:`engine.game.Game.not_held`'s)."""
    if state.phase == "over":
        return over_refusal(state, action)
    kind, card = action.kind, action.card
    seat = state.to_move
    if kind == "meld":
        hand = state.hands[seat]
        if card is None and state.n != 4 and not any(hand & p == p for _, _, p in PAIRS):
            return Refusal(
                action,
                RULES["sixty_six.marriage_value"],
                Sentence.of(
                    *you("holds", "hold"), " no marriage (a king and queen of the same suit)"
                ),
            )
        if card is None or card.rank not in (12, 13):
            return Refusal(
                action,
                RULES["sixty_six.marriage_value"],
                "a marriage is shown with its king or queen: a meld names one of them, as "
                "\u201cmeld KH\u201d or \u201cmeld QH\u201d does",
            )
        other = PARTNER[card]
        if state.n != 4 and not (state.hands[seat] >> other) & 1:
            return Refusal(
                action,
                RULES["sixty_six.marriage_value"],
                Sentence.of(*you("does", "do"), f" not hold the {other.pretty} to make a marriage"),
            )
        r = meld_refusal(state)
        return Refusal(action, r.rule, r.words)
    if kind == "exchange":
        return exchange_refusal(state)
    if kind == "close":
        return close_refusal(state)
    if kind == "claim":
        return Refusal(action, RULES["sixty_six.four.played_out"], NO_CLAIM)
    return Refusal(
        action,
        RULES["sixty_six.own_moves"],
        f"{action} is not an action in Sixty-Six (play a card, meld, exchange, close or claim)",
    )


def apply(state: SixtySixState, action: Action) -> SixtySixState:
    """The state after ``action``; :class:`IllegalAction` with the rule when the rules forbid
    it. (The game's own ``apply`` plays a card from the legal ones just listed at once, and
    hands the rest to this.)"""
    kind, card = action.kind, action.card
    if state.phase == "play":
        if kind == "play" and card is not None:
            if (listed_legal_cards(state) >> card) & 1:
                return play_card(state, card, action)
        elif kind == "meld" and card is not None:
            if (meld_cards(state) >> card) & 1:
                return meld(state, card, action)
        elif kind == "exchange" and card is None and may_exchange(state):
            return exchange(state)
        elif kind == "close" and card is None and may_close(state):
            return close(state, action)
        elif kind == "claim" and card is None and state.n != 4:
            return claim(state, action)
    found = [r for r in refusals(state) if r.action == action]
    raise IllegalAction(found or [not_available(state, action)])


def play_grounds(state: SixtySixState, action: Action) -> list[Ground]:
    """The rule that lets the player to move play ``action``'s card (a legal play) when no duty
    narrows his choice: free play while the stock lasts, or, under the later duties, a lead or
    a follower who holds none of the suit led (nor a trump he must play). None when some card
    of his is refused: the refusals say why the rest may be played."""
    card = action.card
    if card is None:
        return []
    seat, trick = state.to_move, state.trick
    if not state.four and not state.compulsory:
        lead = "lead" if not trick else "play"
        return [
            Ground(
                action,
                RULES["sixty_six.free_play"],
                f"the stock is not exhausted: you need not follow suit, and may {lead} any card",
                "allows",
            )
        ]
    if legal_cards(state) != state.hands[seat]:
        return []
    four, strict = state.four, state.cold.opts.strict_later_play
    # the seed's duty, cited in Later Play's words: after a close resting on the closing rule
    seed = "closed_follow_suit" if state.closed_by >= 0 else "follow_suit"
    follow = "four.follow_suit" if four else "strict.follow_and_head" if strict else seed
    if not trick:
        why = "you lead: the duty to follow suit binds only the players who follow"
        return [Ground(action, RULES[f"sixty_six.{follow}"], why, "allows")]
    led = CARDS[trick[0][1]].suit.symbol
    if not (four or strict):
        why = f"you hold no {led}: you cannot follow suit, so any card may be played"
        return [Ground(action, RULES[f"sixty_six.{follow}"], why, "allows")]
    trump = "four.trump_when_void" if four else "strict.trump"
    why = f"you hold no {led} and no trump you must play: any card may be played"
    return [
        Ground(action, RULES[f"sixty_six.{follow}"], why, "allows"),
        Ground(action, RULES[f"sixty_six.{trump}"], why, "allows"),
    ]


def word_grounds(state: SixtySixState, action: Action) -> list[Ground]:
    """The rule that lets the player to move show a marriage or exchange the 9 of trumps (a
    legal action), in words for this position."""
    if action.kind == "meld" and action.card is not None:
        suit = action.card.suit
        worth = 40 if suit == state.trump_suit else 20
        value = Ground(
            action,
            RULES["sixty_six.marriage_value"],
            f"the {suit.symbol} marriage counts {worth}",
            "costs",  # what it scores
        )
        if not state.history:
            return [
                Ground(
                    action,
                    RULES["sixty_six.opening_marriage"],
                    "you may show a marriage on the opening lead, but it scores only once you "
                    "win a trick",
                    "allows",
                ),
                value,
            ]
        why = f"you won the last trick and hold the K and Q of {suit.symbol}: show them, then lead one"
        out = [Ground(action, RULES["sixty_six.marriage_after_trick"], why, "allows"), value]
        if not state.stock and state.closed_by < 0:  # only the option lets it be shown now
            late = "the stock is exhausted, but under this reading marriages may still be shown"
            out.append(Ground(action, RULES["sixty_six.marriage_after_exhaustion"], late, "allows"))
        elif state.closed_by >= 0:  # "with the difference that marriages may still be melded"
            closed = "the stock is closed, but marriages may still be shown"
            out.append(Ground(action, RULES["sixty_six.closed_play"], closed, "allows"))
        return out
    if action.kind == "exchange":
        why = (
            "you hold the 9 of trumps, have won a trick and are to lead while the stock is open: "
            "you may exchange it for the trump card"
        )
        return [Ground(action, RULES["sixty_six.exchange"], why, "allows")]
    return []
