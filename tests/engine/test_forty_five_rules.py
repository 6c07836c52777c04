"""One test per Forty-Five rule, named after the rule id (``forty_five.renege_superior`` →
``test_forty_five_renege_superior``), each checking the seed 002 sentence (or RULES.md reading)
it quotes. Positions are scenarios (docs/scenarios.md). Then the game across deals, the sides,
views and the scenario reader's refusals.
"""

from __future__ import annotations

import random
import sys
from fractions import Fraction
from typing import Any

import pytest
import yaml
from audit_cases import rules_md_quotes_hold
from foreign_move import refused_as_foreign
from narrow import settled
from not_held import refused_not_held

from engine.cards import CARDS, Card, Suit, mask_of, parse_cards
from engine.game import REGISTRY, Action, IllegalAction
from engine.games.forty_five import FORTY_FIVE, RULES, points_for
from engine.games.forty_five.core import rank_of
from engine.games.forty_five.scoring import reason, scores_after
from engine.scenario import ScenarioError, from_dict
from engine.search import RuleOfThumbBot, play_hand

G = FORTY_FIVE
G_SPOIL = REGISTRY.get("spoil_five")


def scn(text: str) -> Any:
    return from_dict(yaml.safe_load(text), "test").state


def legal(state: Any) -> set[str]:
    return {
        a.card.code if a.kind == "play" and a.card is not None else str(a)
        for a in G.legal_actions(state)
    }


def refused_by(state: Any) -> dict[str, str]:
    return {
        (r.action.card.code if r.action.card is not None else str(r.action)): r.rule.id
        for r in G.refusals(state)
    }


def refusal_text(state: Any, card: str) -> str:
    return next(r.reason for r in G.refusals(state) if r.action.card == Card.parse(card))


def pos(turned: str, hand: str, trick: str, players: int = 4, variant: str = "rules_md") -> Any:
    """P(len(trick)+1)'s turn at a four-hand table (dealer P0): ``hand`` is his."""
    plays = trick.split(",") if trick else []
    seat = (1 + len(plays)) % players
    return scn(
        f"""
game: forty_five
variant: {variant}
players: {players}
dealer: P0
turn_card: {turned}
hands: {{P{seat}: [{hand}]}}
trick: [{", ".join(plays)}]
"""
    )


def points(state: Any) -> dict[str, Fraction]:
    return G.quiz_amounts(state)


def test_every_rule_has_its_test() -> None:
    here = sys.modules[__name__]
    missing = [r.id for r in RULES if not hasattr(here, "test_" + r.id.replace(".", "_"))]
    assert not missing


# ---- who plays, and the sides -----------------------------------------------------------------
def test_forty_five_players() -> None:
    assert G.player_counts(G.make_opts()) == (2, 4, 6)
    for n in (2, 4, 6):
        s = G.new_deal(players=n, seed=1)
        assert [h.bit_count() for h in s.hands] == [5] * n
        assert not s.hands[0] & s.hands[1] and not s.hands[0] >> s.turned & 1
    for n in (3, 5, 1, 7):
        with pytest.raises(ValueError, match="two partnerships"):
            G.new_deal(players=n, seed=1)
    # partners sit alternately: the even seats against the odd ones
    s = G.new_deal(players=6, seed=1)
    assert [G.side(s, p) for p in range(6)] == [0, 1, 0, 1, 0, 1]
    assert G.side_name(s, 1) == "P1+P3+P5"


def test_forty_five_lead() -> None:
    """Spoil Five's lead carries over (seed 002: Forty-Five is Spoil Five "played by two
    persons only, or by four or six divided into two equal partnerships"): the eldest hand
    leads the first trick, once any robbing is done, then each trick's winner leads the next;
    a card of another seat's hand at the lead is refused as not his (from_hand) wherever a user
    names it, and by this rule only when ``not_available`` is called directly."""
    rule = RULES["forty_five.lead"]
    assert rule.seed == "002" and "Spoil Five when it is played by two persons" in rule.quote
    assert rule.statement == G_SPOIL.rules["spoil_five.lead"].statement  # one rule, two ids
    assert "before the eldest hand leads" in rule.note  # where the first lead is said
    for seed in range(6):
        n, dealer = (2, 4, 6)[seed % 3], seed % 2
        s = G.new_deal(players=n, dealer=dealer, seed=seed)
        while s.phase != "play":  # the dealer robs or declines a turned ace first
            s = G.apply(s, G.legal_actions(s)[0])
        eldest = (dealer + 1) % n
        assert s.to_move == eldest and not s.trick
        other = s.hands[(eldest + 1) % n]  # a card the next seat holds, led by the eldest
        lead = Action("play", CARDS[(other & -other).bit_length() - 1])
        # what a user meets (Play, Quiz, Learn, `trickbook play` and `answer`: Game.explain and
        # apply): not his card; the lead's own refusal is reached only by a direct call
        refused_not_held(G, s, lead, "forty_five.from_hand")
        assert G.not_available(s, lead).rule.id == "forty_five.lead"
        s = play_hand(G, s, {p: RuleOfThumbBot(p) for p in range(n)})
        leaders = [plays[0][0] for plays, _ in s.history]
        assert leaders == [eldest] + [winner for _, winner in s.history[:-1]]
    # a scenario file giving the eldest a lead another seat holds: refused where the card
    # stands twice, before any rule of play is asked
    text = (
        "game: forty_five\nplayers: 4\ndealer: P0\nturn_card: 9S\n"
        "hands: {P2: [JS, 7D, KH, 2C, 6C]}\ntrick: [P1 7D]\n"
    )
    with pytest.raises(ScenarioError, match=r"'trick\[0\]': 7♦ is already at hands\.P2\[1\]"):
        scn(text)


def test_forty_five_no_pool() -> None:
    """Every deal ends with one side holding three tricks or more: someone always scores."""
    for seed in range(40):
        n = (2, 4, 6)[seed % 3]
        s = play_hand(G, G.new_deal(players=n, seed=seed), {p: RuleOfThumbBot(p) for p in range(n)})
        assert max(s.side_tricks(0), s.side_tricks(1)) >= 3
        assert sum(points(s).values()) in (5, 10)
        assert "pool" not in G.settlement_json(s)["transfers"][0]["to"]


# ---- the card order (Spoil Five's, cited as Forty-Five's) -------------------------------------
# An independent table, written out by hand from RULES.md §5 (not computed from the ranking).
ORDER = {
    "H": "5H JH AH KH QH 10H 9H 8H 7H 6H 4H 3H 2H",
    "D": "5D JD AH AD KD QD 10D 9D 8D 7D 6D 4D 3D 2D",
    "C": "5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C 10C",
    "S": "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S 10S",
}
PLAIN = {
    "H": "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
    "D": "KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D AD",
    "C": "KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C",
    "S": "KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S 10S",
}


def _finished(trump: str, cards: list[str]) -> Any:
    """A finished trick of ``cards``, P0 leading, under ``trump`` (turned: a low card)."""
    return scn(
        f"""
game: forty_five
players: {len(cards)}
dealer: P{len(cards) - 1}
turn_card: {next(c for c in ("2", "3", "4") if c + trump not in cards) + trump}
tricks: [[{", ".join(f"P{i} {c}" for i, c in enumerate(cards))}]]
"""
    )


def _trick_winner(trump: str, cards: list[str]) -> str:
    s = _finished(trump, cards)
    plays, winner = s.history[-1]
    return CARDS[dict(plays)[winner]].code


def test_forty_five_trump_order() -> None:
    """All 52 cards under each trump suit, against the table: every pair of trumps, the
    better one wins; every trump beats every plain card."""
    for t, order in ORDER.items():
        trumps = order.split()
        assert len(trumps) == (13 if t == "H" else 14)
        ranking = rank_of(Suit.parse(t))
        assert [c.code for c in ranking.trump_order] == trumps
        for s in "CDHS":
            if s != t:
                plain = [c for c in PLAIN[s].split() if c != "AH"]
                assert [c.code for c in ranking.suit_order[Suit.parse(s)]] == plain
        every = set(ORDER[t].split()) | {
            c for s in "CDHS" if s != t for c in PLAIN[s].split() if c != "AH"
        }
        assert len(every) == 52
    # a few played out as tricks, through the scenario reader and the rules
    assert _trick_winner("C", ["10C", "2C"]) == "2C"
    assert _trick_winner("D", ["AD", "AH"]) == "AH"
    assert _trick_winner("S", ["JS", "5S"]) == "5S"


def test_forty_five_ace_of_hearts() -> None:
    for t in "CDS":
        s = pos(f"2{t}", "AH, 3D, 4C, 6S, 7H", "P1 KH")
        assert G.follows_as(s, Card.parse("AH")) == Suit.parse(t)  # a trump, never a heart
    assert _trick_winner("C", ["KH", "AH"]) == "AH"


def test_forty_five_plain_order() -> None:
    assert _trick_winner("H", ["10S", "2S"]) == "2S"  # black: lowest wins
    assert _trick_winner("H", ["2D", "AD"]) == "2D"  # red: the ace is lowest
    assert _trick_winner("S", ["AC", "JC"]) == "JC"
    assert _trick_winner("C", ["QH", "KH"]) == "KH"


def _judged(trump: str, cards: list[str]) -> Any:
    """The rule a finished trick of ``cards`` (P0 leads) cites."""
    return G.trick_winner_rule(_finished(trump, cards))


def test_forty_five_plain_hearts() -> None:
    """A plain hearts trick quotes the hearts' line of RULES.md, not the black suits'."""
    rule = _judged("S", ["QH", "KH"])
    assert rule.id == "forty_five.plain_hearts" and rule.quote.startswith("\u2665: K Q J 10")
    assert _judged("S", ["KH", "2S"]).id == "forty_five.trick_winner"  # trumped: no plain line
    assert _judged("H", ["10S", "2S"]).id == "forty_five.plain_order"  # black: its own line


def test_forty_five_plain_diamonds() -> None:
    rule = _judged("C", ["AD", "2D"])  # the ace lowest in diamonds
    assert rule.id == "forty_five.plain_diamonds" and rule.quote.endswith("4 3 2 A")


def test_forty_five_trick_winner() -> None:
    s = scn(
        """
game: forty_five
players: 4
dealer: P0
turn_card: 9D
tricks: [[P1 KH, P2 QH, P3 AH, P0 KD]]
"""
    )
    assert s.tricks[3] == 1 and s.to_move == 3
    # the A♥ took it from the K♦: the rule of the A♥ decided it, not the plain hearts
    assert G.trick_winner_rule(s).id == "forty_five.ace_of_hearts"


def test_forty_five_top_trumps() -> None:
    assert _trick_winner("D", ["AH", "JD", "KD", "2C"]) == "JD"
    s = scn(
        """
game: forty_five
players: 4
dealer: P0
turn_card: 9D
tricks: [[P1 AH, P2 JD, P3 KD, P0 2C]]
"""
    )
    assert G.trick_winner_rule(s).id == "forty_five.top_trumps"


# ---- playing to a trick -----------------------------------------------------------------------
def test_forty_five_follow_or_trump() -> None:
    s = pos("10S", "7H, 3H, 4S, QD, 8C", "P1 KH")
    assert legal(s) == {"7H", "3H", "4S"}
    assert refused_by(s) == {"QD": "forty_five.follow_or_trump", "8C": "forty_five.follow_or_trump"}


def test_forty_five_no_trump_must_follow() -> None:
    s = pos("10S", "7H, 3H, QD, 8C, 9D", "P1 KH")
    assert legal(s) == {"7H", "3H"}
    assert set(refused_by(s).values()) == {"forty_five.no_trump_must_follow"}
    # void in the suit led: any card
    assert legal(pos("10S", "QD, 8C, 9D, 4S, 2C", "P1 KH")) == {"QD", "8C", "9D", "4S", "2C"}


def test_forty_five_follow_trumps() -> None:
    s = pos("2D", "4D, KD, QS, 8C, 7H", "P1 9D")
    assert legal(s) == {"4D", "KD"}
    assert set(refused_by(s).values()) == {"forty_five.follow_trumps"}
    # the A♥ is a trump: with a smaller trump beside it, one of them must follow
    assert legal(pos("2D", "AH, 3D, 8C, 7H, 6H", "P1 9D")) == {"AH", "3D"}


def test_forty_five_renege_privilege() -> None:
    s = pos("9S", "JS, 7D, KH, 2C, 6C", "P1 3S")
    assert legal(s) == {"JS", "7D", "KH", "2C", "6C"}
    assert not refused_by(s)


def test_forty_five_renege_superior() -> None:
    s = pos("9S", "JS, 7D, KH, 2C, 6C", "P1 5S")
    assert legal(s) == {"JS"}
    assert refused_by(s)["7D"] == "forty_five.renege_superior"
    assert (
        refusal_text(s, "7D") == "you may not hold back the J♠ here: the 5♠ led is a higher trump"
    )
    with pytest.raises(IllegalAction, match="5♠ led is a higher trump"):
        G.apply(s, Action("play", Card.parse("7D")))


def test_forty_five_renege_smaller_trump() -> None:
    s = pos("9S", "JS, 4S, KH, 2C, 6C", "P1 3S")
    assert legal(s) == {"JS", "4S"}
    assert set(refused_by(s).values()) == {"forty_five.renege_smaller_trump"}


def test_forty_five_renege_card_led() -> None:
    s = pos("9S", "JS, 7D, KH, 2C, 6C", "P1 8S, P2 5S")
    assert "7D" in legal(s)  # the 8♠ led is inferior, the 5♠ played over it does not count
    # the seed's own example: the A♥ led leaves a lone Jack and a lone Five free
    assert "7D" in legal(pos("9S", "JS, 7D, KH, 2C, 6C", "P1 AH"))
    assert "7D" in legal(pos("9S", "5S, 7D, KH, 2C, 6C", "P1 AH"))
    # and the Five led binds everyone
    assert legal(pos("9S", "AH, 7D, KH, 2C, 6C", "P1 5S")) == {"AH"}


def test_forty_five_privilege_per_card() -> None:
    s = pos("7C", "5C, JC, 9H, 8D, 3S", "P1 2C")
    assert legal(s) == {"5C", "JC", "9H", "8D", "3S"}


def test_forty_five_strict_single_privileged() -> None:
    s = pos("7C", "5C, JC, 9H, 8D, 3S", "P1 2C", variant="strict_single_privileged")
    assert legal(s) == {"5C", "JC"}
    assert set(refused_by(s).values()) == {"forty_five.strict_single_privileged"}
    for r in FORTY_FIVE.refusals(s):  # and the card refused is not played (as Spoil Five's)
        with pytest.raises(IllegalAction) as e:
            FORTY_FIVE.apply(s, r.action)
        assert [x.rule.id for x in e.value.refusals] == ["forty_five.strict_single_privileged"]


# ---- robbing ----------------------------------------------------------------------------------
ACE_TURNED = """
game: forty_five
players: 2
dealer: P0
turn_card: AS
hands: {P0: [KS, 9S, QD, 7C, 2H]}
"""


def test_forty_five_rob_dealer() -> None:
    s = scn(ACE_TURNED)
    assert s.phase == "rob" and s.to_move == 0
    assert legal(s) == {f"rob {c}" for c in ("KS", "9S", "QD", "7C", "2H")} | {"decline"}
    after = G.apply(s, Action.parse("rob 2H"))
    assert after.phase == "play" and after.to_move == 1 and after.robber == 0
    assert after.hands[0] == mask_of(parse_cards("AS KS 9S QD 7C"))
    # everyone sees the ace in his hand, nobody the card put out
    v = G.view(after, 1)
    assert v.hands[0] == mask_of(parse_cards("AS")) and v.discard == -1 and v.hidden[0] == 4
    assert G.view(after, 0).discard == Card.parse("2H")
    assert G.cards_in_play(after) == G.cards_in_play(s)


# two hands, clubs trumps (the 6♣ turned): P1, to lead, holds the A♣
ACE_HOLDER = """
game: forty_five
players: 2
dealer: P0
turn_card: 6C
hands: {P1: [AC, 3C, KH, 9D, 8S]}
"""


def test_forty_five_rob_ace_holder() -> None:
    s = scn(ACE_HOLDER)
    assert "rob KH" in legal(s) and "AC" in legal(s)  # he may rob, or just play
    robbed = G.apply(s, Action.parse("rob KH"))
    assert robbed.to_move == 1 and "6C" in legal(robbed) and "rob 9D" not in legal(robbed)
    # once his first card is down, the chance is gone
    played = G.apply(s, Action.parse("AC"))
    with pytest.raises(IllegalAction):
        G.apply(played._replace(to_move=1), Action.parse("rob KH"))
    # the others do not know who holds the ace
    assert G.view(s, 0).rob_seat == -1


def test_forty_five_rob_keeps_ace() -> None:
    """002: the player who robs "must have at least the ace and the turn-up in trumps"."""
    s = scn(ACE_HOLDER)
    assert "rob AC" not in legal(s) and "AC" in legal(s)
    with pytest.raises(IllegalAction) as e:
        G.apply(s, Action.parse("rob AC"))
    assert e.value.refusals[0].rule.id == "forty_five.rob_keeps_ace"
    assert [r.rule.id for r in G.refusals(s)] == ["forty_five.rob_keeps_ace"]


def test_forty_five_rob_optional() -> None:
    s = scn(ACE_TURNED)
    after = G.apply(s, Action.parse("decline"))
    assert after.phase == "play" and after.robber == -1 and after.declined
    assert Action.parse("decline") not in G.legal_actions(after)
    (why,) = G.explain(after, Action.parse("decline"))  # once only, before the first lead
    assert why.rule.id == "forty_five.rob_dealer" and "before the first lead" in why.reason


def test_forty_five_eb_compulsory_rob() -> None:
    """ "A player who fails to rob cannot go out that hand": he may let the chance pass, but
    then his side scores nothing that deal (Forty-Five has no pool to lose)."""
    variant = "variant: eb_compulsory_rob\nplayers: 2"
    s = scn(ACE_TURNED.replace("players: 2", variant))
    assert "decline" in legal(s)
    won = scn(
        ACE_TURNED.replace("players: 2", variant) + "rob: decline\ntricks_won: {P0: 4, P1: 1}\n"
    )
    assert points(won) == {"P0": 0, "P1": 0}
    assert G.settlement_json(won)["rule"] == "forty_five.eb_compulsory_rob"
    assert "cannot go out" in G.settlement_json(won)["why"]
    # robbing, or the default reading, scores as usual
    robbed = scn(
        ACE_TURNED.replace("players: 2", variant).replace("2H]", "AS]").replace("[KS", "[9H")
        + "rob: {player: P0, discard: 2H}\ntricks_won: {P0: 4, P1: 1}\n"
    )
    assert points(robbed) == {"P0": 5, "P1": 0}
    plain = scn(ACE_TURNED + "rob: decline\ntricks_won: {P0: 4, P1: 1}\n")
    assert points(plain) == {"P0": 5, "P1": 0}
    # the ace's holder who plays a card unrobbed lets his chance pass too
    holder = scn(
        """
game: forty_five
variant: eb_compulsory_rob
players: 2
dealer: P0
turn_card: 6C
hands: {P1: [AC, 3C, KH, 9D, 8S]}
"""
    )
    after = G.apply(holder, Action.parse("KH"))
    assert after.declined and G.settlement_json(after) == {}


def test_forty_five_rob_without_ace() -> None:
    s = scn(
        """
game: forty_five
players: 2
dealer: P0
turn_card: 6C
hands: {P1: [KC, 3C, KH, 9D, 8S]}
"""
    )
    refusal = G.explain(s, Action.parse("rob KH"))[0]
    assert refusal.rule.id == "forty_five.rob_without_ace"
    assert "do not hold the A♣" in refusal.reason
    with pytest.raises(ScenarioError, match="rob.player"):
        scn(
            """
game: forty_five
players: 2
dealer: P0
turn_card: 6C
hands: {P1: [6C, 3C, KH, 9D, 8S]}
rob: {player: P1, discard: 2D}
"""
        )


# robbing with the King: clubs trumps (the 6♣ turned), P1 holds the K♣, the A♣ in the pack
KING_HOLDER = ACE_HOLDER.replace("[AC,", "[KC,").replace(
    "players: 2", "variant: rob_with_king\nplayers: 2"
)


def test_forty_five_rob_with_king() -> None:
    """002's minor variation, "robbing with the King, if the ace is not in play": allowed when
    the ace lies in the pack, refused with its words when it is dealt; keeping the King."""
    s = scn(KING_HOLDER)
    assert s.rob_kind == "king" and "rob KH" in legal(s) and "rob KC" not in legal(s)
    robbed = G.apply(s, Action.parse("rob KH"))
    assert robbed.robber == 1 and robbed.hands[1] == mask_of(parse_cards("KC 3C 6C 9D 8S"))
    (ground,) = G.grounds(s, Action.parse("rob KH"))
    assert ground.rule.id == "forty_five.rob_with_king" and "A♣ is not in play" in ground.reason
    assert refused_by(s) == {"KC": "forty_five.rob_with_king"}  # (the rob KC)
    assert G.view(s, 0).rob_seat == -1  # the others do not know who may rob
    # the ace dealt (here to P0): the King robs nothing, and says why
    dealt = scn(KING_HOLDER.replace("hands: {", "hands: {P0: [AC, 2H, 3H, 4H, 5H], "))
    assert dealt.rob_seat == 0 and dealt.to_move == 1 and "rob KH" not in legal(dealt)
    (refusal,) = G.explain(dealt, Action.parse("rob KH"))
    assert refusal.rule.id == "forty_five.rob_with_king"
    assert refusal.reason.startswith("you may not rob with the K♣: the A♣ is in play")
    # the A♥ is no ace of clubs: dealt, it leaves the K♣'s rob alone
    heart = scn(KING_HOLDER.replace("hands: {", "hands: {P0: [AH, 2H, 3H, 4H, 5H], "))
    assert heart.rob_seat == 1 and heart.rob_kind == "king"
    # the default reading: nobody robs; once his first card is down, the chance is gone
    assert "rob KH" not in legal(scn(KING_HOLDER.replace("variant: rob_with_king\n", "")))
    played = G.apply(s, Action.parse("KH"))._replace(to_move=1)
    assert G.explain(played, Action.parse("rob 9D"))[0].rule.id == "forty_five.rob_with_king"
    # compulsory with the Britannica's reading, as the ace's rob is
    both = scn(
        KING_HOLDER.replace(
            "variant: rob_with_king", "options: {rob_with_king: true, eb_compulsory_rob: true}"
        )
    )
    assert G.apply(both, Action.parse("KH")).declined


def test_forty_five_dealer_turn_five() -> None:
    """002's "counting five for the dealer’s side if the ace or King is turned up": 5 at once,
    beside the deal's points; 5 that take the dealer's side to 45 win before play."""
    won = "{P1: 2, P3: 1, P0: 2}"
    king = scn(
        "game: forty_five\nvariant: dealer_turn_five\nplayers: 4\ndealer: P0\nturn_card: KD\n"
        f"tricks_won: {won}\n"
    )
    assert points(king) == {"P0+P2": 5, "P1+P3": 5}
    five = [t for t in settled(G, king).transfers if t.rule == "forty_five.dealer_turn_five"]
    assert [(t.payee, t.amount, t.reason) for t in five] == [
        ("P0+P2", 5, "the K♦ turned up counts 5 for the dealer's side")
    ]
    assert G.score_table(king)[0]["why"].endswith(
        "; the K♦ turned up counts 5 for the dealer's side"
    )
    assert points(_done(won, variant="dealer_turn_five")) == {"P0+P2": 0, "P1+P3": 5}  # the 8♥
    assert points(_done(won)) == {"P0+P2": 0, "P1+P3": 5}
    # at 40 the A♦ turned takes the dealer's side to 45: the game is won before a card is played
    ace = G.from_hands(
        G.new_deal(players=4, seed=1).hands, Card.parse("AD"), 0, "dealer_turn_five", (40, 30)
    )
    assert ace.phase == "over" and ace.result == "turn_five" and G.game_winner(ace) == 0
    assert G.settlement_json(ace)["rule"] == "forty_five.dealer_turn_five"
    assert G.settlement_json(ace)["why"].endswith(
        "taking P0+P2's score to 45 before a card is played"
    )
    assert G.not_available(ace, Action.parse("rob 2H")).rule.id == "forty_five.dealer_turn_five"
    # counting out: the 5 credited at once, one trick more counts out from 35
    per = scn(
        "game: forty_five\noptions: {per_trick: true, dealer_turn_five: true}\nplayers: 4\n"
        "dealer: P0\nturn_card: KD\nscores: [35, 35]\ntricks_won: {P0: 1, P1: 1}\n"
    )
    assert per.result == "counted_out" and per.winner == 0
    assert "and the turn-up's 5 taking" in G.settlement_json(per)["why"]


# ---- scoring and the game ---------------------------------------------------------------------
def _done(won: str, variant: str = "rules_md", scores: str = "[0, 0]", players: int = 4) -> Any:
    return scn(
        f"""
game: forty_five
variant: {variant}
players: {players}
dealer: P0
turn_card: 8H
scores: {scores}
tricks_won: {won}
"""
    )


def test_forty_five_odd_trick() -> None:
    assert points(_done("{P1: 2, P3: 1, P0: 2}")) == {"P0+P2": 0, "P1+P3": 5}
    assert points(_done("{P1: 2, P3: 2, P0: 1}")) == {"P0+P2": 0, "P1+P3": 5}
    assert [points_for(k, False) for k in range(6)] == [0, 0, 0, 5, 5, 10]
    assert points(_done("{P0: 5}", players=2)) == {"P0": 10, "P1": 0}


def test_forty_five_game() -> None:
    s = _done("{P0: 2, P2: 1, P1: 2}", scores="{P0+P2: 40, P1+P3: 30}")
    assert scores_after(s) == (45, 30) and G.game_winner(s) == 0
    assert G.settlement_json(s)["game_won_by"] == "P0+P2"
    with pytest.raises(ValueError, match="game is over"):
        G.next_deal(s)
    # short of 45 the game goes on and the points carry into the next deal
    s = _done("{P0: 2, P2: 1, P1: 2}", scores="{P0+P2: 30, P1+P3: 30}")
    nxt = G.next_deal(s, seed=3)
    assert nxt.scores == (35, 30) and nxt.dealer == 1 and nxt.deal_no == 2
    assert G.score_table(nxt)[0]["P0+P2 total"] == 35


def test_forty_five_per_trick() -> None:
    assert [points_for(k, True) for k in range(6)] == [0, 0, 0, 5, 15, 25]
    s = _done("{P1: 2, P3: 2, P0: 1}", variant="per_trick")
    assert points(s) == {"P0+P2": 0, "P1+P3": 15}


def test_forty_five_per_trick_scale() -> None:
    for k, want in ((3, 5), (4, 15), (5, 25)):
        won = f"{{P1: {k}, P0: {5 - k}}}"
        assert points(_done(won, variant="per_trick", players=2))["P1"] == want


def test_forty_five_count_out() -> None:
    s = _done("{P0: 1, P2: 1, P1: 1}", variant="per_trick", scores="{P0+P2: 35, P1+P3: 35}")
    assert s.phase == "over" and s.result == "counted_out" and s.winner == 0
    assert G.settlement_json(s)["rule"] == "forty_five.count_out"
    # each side's credit gives its own reason: P1+P3's trick is not "P0+P2 count out"
    why = {t.payee: t.reason for t in settled(G, s).transfers}
    assert why["P0+P2"].startswith("P0+P2 count out, 2 tricks credited at 5 each")
    assert why["P1+P3"] == "P1+P3's 1 trick, credited at 5 as it was won, before P0+P2 counted out"


def test_forty_five_count_out_told_to_the_side() -> None:
    """Told to a partner of the side that counted out, the side is "your side" all through:
    the reason read "Your side (P0+P2) counts out: ... they reach 45" (the learner walk)."""
    s = _done("{P0: 1, P2: 1, P1: 1}", variant="per_trick", scores="{P0+P2: 35, P1+P3: 35}")
    for seat in (0, 2):
        assert reason(s, seat) == (
            "Your side (P0+P2) counts out, 2 tricks credited at 5 each taking your side's score "
            "to 45"
        )
    assert reason(s, 1) == (
        "P0+P2 count out, 2 tricks credited at 5 each taking P0+P2's score to 45"
    )
    two = _done("{P1: 1}", variant="per_trick", scores="[20, 40]", players=2)
    assert reason(two, 1) == "You count out, 1 trick credited at 5 each taking your score to 45"


def test_forty_five_count_out_reading() -> None:
    """Credited as won: a side at 40 counts out with its first trick, even if the other side
    goes on to win the deal; the default scoring never counts out."""
    deal = G.new_deal(players=2, dealer=0, seed=5, variant="per_trick", scores=(40, 20))
    s = deal
    rng = random.Random(1)
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    first = s.history[0][1]
    assert s.result == "counted_out" and len(s.history) == (1 if first == 0 else len(s.history))
    if first == 0:
        assert s.winner == 0 and scores_after(s)[0] == 45
    plain = G.new_deal(players=2, dealer=0, seed=5, scores=(40, 20))
    while not G.is_over(plain):
        plain = G.apply(plain, rng.choice(G.legal_actions(plain)))
    assert plain.result == "deal" and len(plain.history) == 5


# ---- sides in search, views, scenarios ---------------------------------------------------------
def test_partners_share_a_value() -> None:
    s = _done("{P1: 2, P3: 1, P0: 2}")
    assert G.value(s, 1) == G.value(s, 3) == 5 and G.value(s, 0) == G.value(s, 2) == -5


def test_view_hides_the_other_hands_and_determinize_fits() -> None:
    s = G.new_deal(players=4, dealer=0, seed=11)
    rng = random.Random(2)
    for _ in range(6):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    v = G.view(s, 1)
    assert all(v.hands[p] == 0 for p in (0, 2, 3)) and v.hands[1] == s.hands[1]
    w = G.determinize(v, rng)
    assert w.hands[1] == s.hands[1]
    assert [h.bit_count() for h in w.hands] == [h.bit_count() for h in s.hands]
    assert G.legal_actions(w)  # the world plays on


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("players: 3\nturn_card: 2C", "players"),
        ("players: 4", "turn_card"),
        ("players: 4\nturn_card: 2C\nhands: {P1: [2C]}", "hands.P1[0]"),
        ("players: 4\nturn_card: 2C\nscores: [50, 0]", "scores[0]"),
        ("players: 2\nturn_card: AS\ntrick: [P1 2C]", "rob"),
        ("players: 4\nturn_card: 2C\nrob: maybe", "rob"),
    ],
)
def test_bad_scenarios_name_the_field(text: str, field: str) -> None:
    with pytest.raises(ScenarioError) as e:
        scn("game: forty_five\n" + text)
    assert e.value.path == field


def test_rules_md_quotes_are_in_rules_md() -> None:
    rules_md_quotes_hold(RULES)


def test_forty_five_from_hand() -> None:
    """Spoil Five's (002): the ace's holder robs putting out a card of his own hand."""
    s = scn(ACE_HOLDER)
    reason = refused_not_held(G, s, Action.parse("rob QH"), "forty_five.from_hand")
    assert reason == "P1 does not hold Q♥"
    assert refused_not_held(G, s, Action.parse("QH"), "forty_five.from_hand") == reason


def test_forty_five_own_moves() -> None:
    """Spoil Five "played by two persons only, or by four or six": no pool, so Spoil Five's jink is
    no move of Forty-Five's."""
    assert refused_as_foreign(G, "jink") == "jink is not an action in Forty-Five"
