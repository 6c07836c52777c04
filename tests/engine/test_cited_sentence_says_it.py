"""The quote a refusal or an explanation shows is the sentence that says what the learner was
just told (the citations audit).

Sixty-Six: a follower refused after a player CLOSED was shown seed 000's "After the stock is
exhausted, the 6 cards in each hand are played out. At this time, a player must follow suit to
the lead if he can." The stock was not exhausted; the sentence that puts a closed hand under
that duty is the closing paragraph's "The hands are played out as in Later Play (below), with
the difference that marriages may still be melded." (``sixty_six.closed_play``, 7e4018a). But
that sentence does not say the duty: a learner refused a card read of Later Play and marriages,
not of following suit (colour2's note). Now the refusal quotes the words that say it, Later
Play's "a player must follow suit to the lead if he can" (``sixty_six.closed_follow_suit``),
without "After the stock is exhausted", and the closing sentence is its premise
(:attr:`engine.rules.Rule.premise`), which the Rules page lists with it.
"""

from __future__ import annotations

import random

import yaml
from scenario_answers import ans, refusal

from engine.cards import Card
from engine.game import REGISTRY, play
from engine.rules import normalise
from engine.scenario import from_dict

CLOSED = """
game: sixty_six
turned: JH
closed_by: P1
tricks: {P1: 2, P0: 1}
leader: P1
hands:
  P0: [9S, 10H, KC, 9C, AD, JD]
trick: [P1 AS]
"""
# the same follower once six tricks have drawn the stock out
EXHAUSTED = CLOSED.replace(
    "turned: JH\nclosed_by: P1\ntricks: {P1: 2, P0: 1}", "trump: H\ntricks: {P1: 3, P0: 3}"
)


def _refusals(text: str) -> dict[str, dict[str, str]]:
    return {i["action"]: i for i in ans(text)["illegal"]}


def test_sixty_six_closed_follow_suit_quotes_the_duty_resting_on_the_closing_sentence() -> None:
    out = _refusals(CLOSED)
    for card in ("10H", "KC", "9C", "AD", "JD"):
        cited = out[card]["rule"]
        assert cited == "sixty_six.closed_follow_suit", (card, cited)
        assert out[card]["reason"] == "you must follow suit: you hold 9♠"
        assert "must follow suit" in normalise(out[card]["quote"]), out[card]["quote"]
    rules = REGISTRY.get("sixty_six").rules
    rule = rules["sixty_six.closed_follow_suit"]
    assert "follow suit" in rule.statement and "clos" in rule.statement
    assert "exhausted" not in normalise(rule.quote)
    closing = rules[rule.premise]
    assert "as in later play" in normalise(closing.quote)


def test_sixty_six_exhausted_follow_suit_still_cites_later_play() -> None:
    out = _refusals(EXHAUSTED)
    assert {out[c]["rule"] for c in ("10H", "KC", "9C", "AD", "JD")} == {"sixty_six.follow_suit"}
    rule = REGISTRY.get("sixty_six").rules["sixty_six.follow_suit"]
    assert normalise(rule.quote).startswith("after the stock is exhausted")
    assert "closed" not in rule.statement


def test_sixty_six_closed_free_card_is_grounded_in_the_duty_closing_brings_in() -> None:
    """A follower with none of the suit led after a close: any card, by the duty closing
    brings in."""
    game = REGISTRY.get("sixty_six")
    text = CLOSED.replace("[9S, 10H, KC, 9C, AD, JD]", "[10H, KC, 9C, AD, JD]")
    state = from_dict(yaml.safe_load(text), "t.yaml").state
    grounds = game.grounds(state, play(Card.parse("KC")))
    assert [g.rule.id for g in grounds] == ["sixty_six.closed_follow_suit"]
    assert "you cannot follow suit" in grounds[0].reason


# Rounce: the dealer took the widow (and laid down the 9♣); the others are in or out. Foster's
# Rounce paragraph says only "Six cards are dealt to the widow, one of which must be discarded by
# the player taking it" (rounce.widow): nothing of playing it. That a taker plays is his Rams
# sentence, which Rounce keeps where it has no rule of its own.
ROUNCE_TAKEN = """
game: rounce
players: 4
pool: 5
turn_card: 4S
declarations: {P1: stand, P2: pass, P3: pass, P0: "widow, discard 9C"}
widow: [AS, KS, 2H, 7D, 9C, QC]
hands:
  P0: [3C, 5D, 8H, JH, 6C]
"""


def test_rounce_widow_taker_may_not_pass_cites_that_taking_it_is_playing() -> None:
    out = _refusals(ROUNCE_TAKEN)
    assert out["pass"]["reason"] == "you took the widow, so you play"
    assert out["pass"]["rule"] == "rounce.widow_exchange"
    assert "taking the widow in exchange" in normalise(out["pass"]["quote"])
    rule = REGISTRY.get("rounce").rules["rounce.widow_exchange"]
    assert rule.book_shown == "Foster's Hoyle, 1897, on Rams"
    # the discard is still the six-card rule's
    assert out["discard"]["rule"] == "rounce.widow"
    # and with the widow's six cards in hand, before the discard (was: "you cannot pass in this
    # game's declaring", citing rounce.declare)
    six = _refusals(
        ROUNCE_TAKEN.replace(
            'P1: stand, P2: pass, P3: pass, P0: "widow, discard 9C"', "P1: widow"
        ).replace("P0:", "P1:")
    )
    assert (six["pass"]["rule"], six["pass"]["reason"]) == (
        "rounce.widow_exchange",
        "you took the widow, so you play",
    )


def test_spoil_five_lead_says_where_its_second_half_comes_from() -> None:
    """Spoil Five: spoil_five.lead states 'the eldest hand leads to the first trick; the winner
    of each trick leads to the next', and the engine plays every lead so; its quote (RULES.md,
    after the Britannica, on robbing) names only the first lead, and no source kept here says
    who leads later. The note under the quote says so, where the Rules page and Learn print it."""
    game = REGISTRY.get("spoil_five")
    rule = game.rules["spoil_five.lead"]
    assert "before the eldest hand leads" in normalise(rule.quote)
    assert "winner of each trick leads to the next" in normalise(rule.statement)
    assert "winner of each trick" not in normalise(rule.quote)
    assert "only the first lead" in rule.note and "winner of each trick lead" in rule.note
    # the engine applies both halves: the eldest (dealer's left) leads, then the trick's winner
    state = game.new_deal(players=4, dealer=0, seed=3)
    while state.phase != "play":
        state = game.apply(state, game.legal_actions(state)[0])
    assert state.to_move == 1 and not state.trick
    for _ in range(4):
        state = game.apply(state, game.legal_actions(state)[0])
    assert not state.trick and state.to_move == state.history[-1][1]


# Linger Longer: P2 led the fourth trick (33 in the stock: three over), as the trick shows; the
# file gives no ``leader``.
LINGER = """
game: linger_longer
players: 4
dealer: P0
turned: 7H
hands:
  P1: []
  P2: [4C, QD]
  P3: []
  P0: [9D]
stock: 33
trick: [P2 AS, P3 6S, P0 5S, P1 KS]
"""


def test_linger_longer_trick_under_way_shows_its_leader() -> None:
    """Without ``leader``, the reader took the first lead's seat (P1, the dealer's left) as the
    leader of a later trick, though the trick in the file was led by P2, and refused the file:
    'is not given, so P1 leads by default (the first lead's seat ...) ... won none of them'."""
    out = ans(LINGER)
    assert out["trick_winner"]["player"] == "P2"
    given = ans(LINGER.replace("trick:", "leader: P2\ntrick:"))
    assert given == out
    # with no trick under way, the default is still the first lead's seat, and said so
    msg = refusal(
        LINGER.replace("trick: [P2 AS, P3 6S, P0 5S, P1 KS]\n", "").replace("[]", "[2D]", 1)
    )
    assert "P1 leads by default (the first lead's seat" in msg


def test_linger_longer_later_leads_say_where_they_come_from() -> None:
    rule = REGISTRY.get("linger_longer").rules["linger_longer.winner_leads"]
    assert "winner of a trick leads to the next" in rule.statement
    assert "winner" not in normalise(rule.quote)
    assert "only the first lead" in rule.note and "winner of the one before" in rule.note


# ---- rules declared and never cited (the citations audit's second item) -------------------------
def test_sixty_six_card_count_after_a_close_cites_the_missing_ten() -> None:
    """A closed hand played out: its last trick's taker counts no 10 for it (RULES.md §7, 'After
    closing, the last trick scores no 10'), and the count now says so with that rule; it was
    declared (sixty_six.no_last_trick_after_closing) and never cited."""
    game = REGISTRY.get("sixty_six")
    seen = 0
    for seed in range(6):
        s = game.new_deal(players=2, dealer=0, seed=seed)
        s = game.apply(s, next(a for a in game.legal_actions(s) if a.kind == "close"))
        while not game.is_over(s):
            s = game.apply(s, next(a for a in game.legal_actions(s) if a.kind == "play"))
        last = s.history[-1][1]
        total, lines, rules = game.pile_points(s, last)
        ids = [r.id for r in rules]
        assert "sixty_six.no_last_trick_after_closing" in ids and "sixty_six.last_trick" not in ids
        assert "the last trick scores no 10: the stock was closed" in lines
        other = game.pile_points(s, 1 - last)[2]
        assert "sixty_six.no_last_trick_after_closing" not in [r.id for r in other]
        scored = game.under_options(s, last_trick_after_closing=True)
        assert "sixty_six.last_trick" in [r.id for r in game.pile_points(scored, last)[2]]
        seen += 1
    assert seen == 6


def test_sixty_six_marriage_after_exhaustion_is_cited_under_its_reading() -> None:
    text = """
game: sixty_six
options: {marriages_after_exhaustion: true}
trump: H
tricks: {P1: 3, P0: 3}
leader: P1
hands:
  P1: [KC, QC, AS, 10S, 9D, JD]
"""
    game = REGISTRY.get("sixty_six")
    state = from_dict(yaml.safe_load(text), "t.yaml").state
    meld = next(a for a in game.legal_actions(state) if a.kind == "meld")
    ids = [g.rule.id for g in game.grounds(state, meld)]
    assert "sixty_six.marriage_after_exhaustion" in ids, ids


def test_rams_family_rob_and_widow_are_grounded_in_their_rules() -> None:
    """The dealer's rob and taking the widow, chosen in a Learn task, were judged with no rule
    (Rams' rams.rob, Rounce's rounce.rob and Bierspiel's bierspiel.rob declared, never cited):
    now each cites the rule that lets the player take it here."""
    for gid in ("rams", "rounce", "bierspiel"):
        game = REGISTRY.get(gid)
        grounds: dict[str, set[str]] = {}
        for seed in range(40):
            s, rng = game.new_deal(players=4, dealer=0, seed=seed), random.Random(seed)
            while s.phase == "declare":
                for a in game.legal_actions(s):
                    if a.kind in ("rob", "widow"):
                        grounds.setdefault(a.kind, set()).update(
                            g.rule.id for g in game.grounds(s, a)
                        )
                s = game.apply(s, rng.choice(game.legal_actions(s)))
        # Bierspiel's eldest takes up the trump card, the dealer having passed, by his own rule
        rob = {f"{gid}.rob"} | ({"bierspiel.eldest_takes_trump"} if gid == "bierspiel" else set())
        assert grounds.get("rob") == rob, (gid, grounds)
        # Rounce's widow is taken by "taking the widow in exchange" (rounce.widow_exchange),
        # then costs one of its six cards (rounce.widow); Rams' and Bierspiel's rule says both
        widow = {"rounce.widow_exchange", "rounce.widow"} if gid == "rounce" else {f"{gid}.widow"}
        assert grounds.get("widow") == widow, (gid, grounds)


def test_the_order_of_the_top_trumps_quotes_both_sentences_that_show_it() -> None:
    """Spoil Five's and Forty-Five's top_trumps ('The Five of trumps is the best trump and the
    Jack of trumps the second, both above the A♥ ...') quoted only seed 002's 'If the heart ace
    is led, ... neither of these cards need be played, because the trump led is inferior to
    both of them': the Jack and the Five above the A♥, but nothing of the Five above the Jack
    (walk9's note, on /review). The sentence before it says that: 'if the Jack is led, and any
    player holds the Five alone, he need not play it to the inferior trump lead'."""
    for game in ("spoil_five", "forty_five"):
        rule = REGISTRY.get(game).rules[f"{game}.top_trumps"]
        quote = normalise(rule.quote)
        assert "best trump" in rule.statement and "Jack of trumps the second" in rule.statement
        # the Five above the Jack: a lone Five need not be played to the Jack led, "inferior"
        assert "if the jack is led, and any player holds the five alone" in quote, quote
        assert "inferior trump lead" in quote, quote
        # the Jack and the Five above the A♥
        assert "if the heart ace is led" in quote and "inferior to both of them" in quote, quote
