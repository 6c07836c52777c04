"""Sixty-Six's answers for the quiz (:mod:`engine.quiz`): counting a pile card by card, whether
to claim now and what the claim would score, and which generated positions make good questions
(game points per slot: :func:`engine.games.sixty_six.scoring.quiz_amounts`)."""

from __future__ import annotations

from engine.cards import CARDS, cards_in
from engine.errors import NotAsked
from engine.games.sixty_six.cards import NINES, PACK24_CARDS, POINTS, RANKINGS, card_points
from engine.games.sixty_six.moves import refusals
from engine.games.sixty_six.play import claim, legal_actions
from engine.games.sixty_six.rules import RULES, TARGET
from engine.games.sixty_six.scoring import count_said, outcome, scores_after, side_count
from engine.games.sixty_six.state import SixtySixState, hand_points, opponent, side_of
from engine.games.sixty_six.text import slot_name
from engine.rules import Rule

DECLARATION_WORDS = ("meld", "exchange", "close", "claim")


WHO = ("player", "side")  # who scores a hand: each player, or in four-hand each side


def practice_prompt(kind: str, state: SixtySixState, prompt: str) -> str:
    if kind == "card_points" and state.four:  # partners count together
        return f"How many card points have P{state.to_move} and his partner taken so far?"
    if kind == "game_points":  # partners score together, as one side (P0+P2)
        # how the hand ended decides what it scores (a claim right or wrong, or played out),
        # and a claim is on neither the table nor its piles: the question says it
        ended = (
            f"P{state.claimant} claimed 66, and the hand is over"
            if state.result == "claim"
            else "The hand was played out"
        )
        return f"{ended}. How many game points does each {WHO[state.four]} score?"
    return prompt


def practice_interest(kind: str, state: SixtySixState) -> int | None:
    """How good a position is for a generated question of ``kind`` (higher: more duties in
    play; negative: never ask)."""
    if kind == "legal_cards":  # a card refused (2), by two rules or with a meld (3); free (1)
        refused = refusals(state)
        ids = {r.rule.id for r in refused if r.action.kind in ("play", "meld")}
        return 1 + any(r.action.kind == "play" for r in refused) + (len(ids) > 1)
    if kind == "trick_winner":  # a discard or a trump on the trick adds interest
        plays, _ = state.history[-1]
        follows = RANKINGS[state.n == 4][state.trump].follows
        led = follows[plays[0][1]]
        return 1 + any(follows[c] != led for _, c in plays)
    if kind == "may_act":  # more of the words decided, either way
        allowed = {a.kind for a in legal_actions(state) if a.kind in DECLARATION_WORDS}
        if not allowed:
            return -1  # nothing to choose (four-hand): never ask
        ids = {r.rule.id for r in refusals(state) if r.action.kind in DECLARATION_WORDS}
        return len(ids) + len(allowed) - 1
    if kind == "card_points":  # more counting cards to add up
        return pile_points(state, state.to_move)[0] // 20
    if kind == "should_claim":  # a count near 66 is the real decision
        if not any(a.kind == "claim" for a in legal_actions(state)):
            return -1  # no claiming here (four-hand): never ask
        mine = pile_points(state, state.to_move)[0] + state.melds[state.to_move]
        return 3 if mine >= 66 else 2 if mine >= 56 else 1 if mine >= 40 else 0
    return None


def pile_points(state: SixtySixState, seat: int) -> tuple[int, list[str], list[Rule]]:
    """Count the cards a seat (his side, in four-hand) has taken, card by card."""
    count = side_count(state, seat)  # the seats, the 10 and the closed stock's rule
    who = slot_name(state, side_of(state, seat))
    pile = 0
    for s in count.seats:
        pile |= state.won[s]
    counted = card_points(pile)
    total, last = count.cards + count.last, count.last  # (marriages are not in the pile)
    given = count.cards - counted  # card points a scenario gave without the cards
    cards = sorted(cards_in(pile), key=lambda c: (-POINTS[c], c.suit))
    terms = [f"{CARDS[c].pretty} {POINTS[c]}" for c in cards if POINTS[c]]
    if given:
        terms.append(f"{given} (cards not listed)")
    if last:
        terms.append("10 for the last trick")
    lines = []
    if not terms:
        lines.append(f"{who} has taken no counting cards: 0")
    else:
        lines.append(f"{who}: " + " + ".join(terms) + f" = {total}")
    blanks = [CARDS[c].pretty for c in cards if not POINTS[c]]
    if blanks:
        lines.append(f"{' '.join(blanks)} count{'s' if len(blanks) == 1 else ''} nothing")
    if count.melds:
        lines.append(f"marriages ({count.melds}) are scored on paper, not counted in the pile")
    rules = [RULES["sixty_six.card_points"]]
    if last:
        rules.append(RULES["sixty_six.last_trick"])
    elif count.no_ten:
        lines.append("the last trick scores no 10: the stock was closed")
        rules.append(RULES["sixty_six.no_last_trick_after_closing"])
    return total, lines, rules


def claim_check(state: SixtySixState) -> tuple[bool, list[str], list[Rule]]:
    """Should the player to move claim 66 now? The count, and what the claim would score."""
    seat = state.to_move
    if state.phase != "play" or seat < 0:
        return False, ["the hand is over: there is nothing to claim"], []
    if state.n == 4:
        return (
            False,
            ["four-hand is always played out: there is no claiming"],
            [RULES["sixty_six.four.played_out"]],
        )
    opp = opponent(state, seat)
    mine = hand_points(state, seat)
    theirs = hand_points(state, opp)
    # his count as the learner can check it in his pile: "18 in cards + 20 in marriages = 38"
    # ("your opponent has 38 (33 or more)" over a pile of 18 read as under 33)
    said = count_said(state, opp)
    enough = mine >= TARGET
    count = f"you have {count_said(state, seat)}"  # "51", "31 in cards + 20 in marriages = 51"
    lines = []
    rules = [RULES["sixty_six.claim"], RULES["sixty_six.threshold"]]
    if state.pending[seat]:
        lines.append(
            f"your opening-lead marriage ({state.pending[seat]}) does not count until you "
            "win a trick"
        )
        rules.append(RULES["sixty_six.opening_marriage"])
    claimed = claim(state)
    out = outcome(claimed)
    assert out is not None
    gained = scores_after(claimed)[side_of(state, seat)] - state.scores[seat]
    if enough:
        # in words, not "71 \u2265 66" or "0 < 66", which read as code (look6, q_may_after_trick)
        # with both at 66 the claim is right but wins nothing: the first line says so, not
        # "claim now" over a "but ... nobody scores" (look16, q_claim_yes's feedback at 66 each)
        right = (
            ": claim now"
            if out.winner == seat
            else ": your claim is right"
            if out.winner < 0
            else ""
        )
        lines.insert(0, f"{count}, at least 66{right}")
        if out.winner < 0:
            nobody = (
                "neither of you scores, and the dealer scores 1"
                if state.n == 3
                else "nobody scores (the next hand's winner gets 1 extra)"
            )
            lines.append(f"but your opponent also has {said}: both at 66 or more, {nobody}")
            lines.append(
                "playing on cannot change that, as neither count ever falls: claim, and the "
                "hand ends here"
            )
            rules.append(RULES[out.rule])
        elif out.winner != seat:  # he closed, and his opponent reached 66 before him
            their_gp = scores_after(claimed)[side_of(state, opp)] - state.scores[opp]
            lines.append(
                f"but you closed the stock and your opponent reached 66 first ({said}): you "
                f"have failed, claim or play on, and he scores {their_gp} game "
                f"point{'s' if their_gp != 1 else ''}"
            )
            rules.append(RULES[out.rule])
        else:
            why = (
                "your opponent has not won a trick"
                if state.tricks[opp] == 0
                else f"your opponent has {said}"
                + (" (under 33)" if theirs < 33 else " (33 or more)")
            )
            if out.rule != "sixty_six.claim_score":
                why = "your opponent closed the stock and has not made 66"
            lines.append(
                f"it would score {gained} game point{'s' if gained != 1 else ''} because {why}"
            )
            rules.append(RULES[out.rule])
            lines.append("playing on can only lose: your opponent's count never falls")
    else:
        lines.insert(0, f"{count}, less than 66: do not claim, play on")
        won_by = out.winner if out.winner >= 0 else opp
        their_gp = scores_after(claimed)[side_of(state, won_by)] - state.scores[won_by]
        lines.append(f"a claim now would be wrong and give your opponent {their_gp} game points")
        rules.append(RULES[out.rule])
    return enough, lines, rules


# the tricks that empty the two-hand stock: each draws two of the 12 cards left after the deal
STOCK_TRICKS = (len(PACK24_CARDS) - 2 * 6) // 2


def last_draw(state: SixtySixState) -> tuple[int, int, int] | None:
    """The stock's last draw, where the trick just finished took it (two-hand, the stock not
    closed): the trick's winner, the face-down card he drew (-1 where a scenario leaves it
    unknown) and the card under the stock his opponent took (the trump card, or the 9 of trumps
    exchanged for it); None elsewhere. The Quiz's ``trump_taken`` asks it, and its picture
    puts both cards back on the stock until the trick is credited."""
    if state.four or state.stock or state.closed_by >= 0 or len(state.history) != STOCK_TRICKS:
        return None
    under = state.turned if state.exchanged_by < 0 else int(NINES[state.trump])
    dealt = state.start[1]  # the stock as the deal (or the scenario) left it: drawn from the top
    return state.history[-1][1], dealt[-2] if len(dealt) >= 2 else -1, under


def trump_taken(state: SixtySixState, said: str, rule: Rule) -> tuple[int, list[str], list[Rule]]:
    """Who took the turned-up trump card after the trick just finished, read off the hands the
    engine dealt it to, why (``said``: who won the trick; ``rule``: the rule it was won by) and
    the rules: the winner draws first (``sixty_six.draw``)."""
    drawn = last_draw(state)
    if drawn is None:
        raise NotAsked(
            "who takes the turned-up trump is asked only right after the trick that takes the "
            "stock's last two cards (two-hand, the stock not closed)"
        )
    winner, _, under = drawn
    taker = next((p for p, hand in enumerate(state.hands) if hand >> under & 1), -1)
    if taker < 0:
        raise NotAsked(f"no hand holds {CARDS[under].pretty}, the card under the stock")
    why = (
        f"P{winner} won the trick, so he draws first: the last face-down card of the stock; "
        f"P{taker}, his opponent, takes the last card, the {CARDS[under].pretty} turned up under "
        "the stock"
    )
    return taker, [line for line in (said, why) if line], [rule, RULES["sixty_six.draw"]]
