"""A second rules audit of Napoleon and Linger Longer (seed 003, RULES.md §8 and §9): what the
scenario reader accepts at the edges, and whether each refusal says the rule that really
forbids the position.
"""

from __future__ import annotations

from scenario_answers import ans, refusal

NAP5 = "game: napoleon\nplayers: 5\nbids: {P1: nap}\ntrump: C\n"
BID3 = "game: napoleon\nplayers: 4\nbids: {P1: 3, P2: pass, P3: pass, P0: pass}\ntrump: S\n"


# ==== Napoleon: a finished deal's leader won the trick that stopped play ===========================
def test_a_finished_deals_leader_won_the_trick_that_decided_the_bid() -> None:
    # 003: "Play stops the moment the outcome is sure—success or defeat for the bidder." The
    # trick that beat the nap was won by P4, the only other to win one: he leads next, so a
    # leader who won no trick, or the bidder, cannot be the last trick's winner.
    for leader in ("P3", "P1"):
        msg = refusal(NAP5 + f"tricks_won: {{P1: 2, P4: 1}}\nleader: {leader}")
        assert "field 'leader'" in msg and f"{leader} did not win the last trick" in msg, msg
        assert "(P4) won it" in msg and "Play stops the moment the outcome is sure" in msg
    # a bid made at the fifth trick was made by the bidder's own trick: P2 did not win it
    msg = refusal(BID3 + "tricks_won: {P1: 3, P2: 2}\nleader: P2")
    assert "P2 did not win the last trick" in msg and "made P1's bid of 3, so he won it" in msg
    # and a bid of 3 beaten at the fifth trick was beaten by P2's, not by the bidder's
    msg = refusal(BID3 + "tricks_won: {P1: 2, P2: 3}\nleader: P1")
    assert "P1 did not win the last trick" in msg and "beat P1's bid of 3" in msg
    # the leaders play can reach are read, and settle as before
    assert ans(NAP5 + "tricks_won: {P1: 2, P4: 1}\nleader: P4")["settlement"]["net"]["P1"] == -20
    assert ans(BID3 + "tricks_won: {P1: 3, P2: 2}\nleader: P1")["settlement"]["net"]["P1"] == 9
    assert ans(BID3 + "tricks_won: {P1: 2, P2: 3}\nleader: P2")["settlement"]["net"]["P1"] == -9


# ==== Linger Longer: the turned card, and a leader the file does not give ==========================
LL4 = "game: linger_longer\nplayers: 4\ndealer: P0\nturned: 7H\n"
FIRST = (
    "hands: {P0: [2C, 3C, 4C, 5C], P1: [AS, KS, QS, JS], P2: [2S, 3D, 4D, 5D], P3: [9S, 9D, 9C]}"
)


def test_with_the_stock_full_the_dealer_still_holds_the_turned_card() -> None:
    # 003: "The last card dealt, belonging to the dealer, is shown to all the players." With 36
    # in the stock no trick is over, so the turned 7♥ cannot have been played: the refusal
    # says so and cites that rule, not "it was played to an earlier trick"
    msg = refusal(LL4 + "stock: 36\n" + FIRST.replace("9C]", "9C, 10C]"))
    assert "field 'stock'" in msg and "no trick is over" in msg, msg
    assert "the dealer (P0) still holds it" in msg and "earlier trick" not in msg
    assert "The last card dealt, belonging to the dealer" in msg


def test_the_turned_card_in_another_hand_cites_the_dealers_card() -> None:
    msg = refusal(LL4 + "stock: 36\n" + FIRST.replace("2C, 3C", "2C").replace("[AS", "[7H, AS"))
    assert "field 'hands.P1[0]'" in msg and "it is the dealer's (P0's), not P1's" in msg
    assert "The last card dealt, belonging to the dealer" in msg, msg


def test_a_default_leader_is_said_to_be_the_default() -> None:
    # one trick over (35 left), won by P2 (he drew: four cards). No leader and no trick given:
    # the default, the first lead's seat P1, won nothing; the file never said P1 leads, and the
    # message must not say it did. A trick under way shows its leader: P2 led the 2S, and the
    # file reads as with ``leader: P2`` (the default was P1 there too, and the file refused).
    hands = "hands: {P0: [7H, 2C, 3C], P1: [AS, KS, QS], P2: [3D, 4D, 5D], P3: [9S, 9D, 9C]}\n"
    text = LL4 + "stock: 35\n" + hands.replace("[3D", "[2S, 3D")
    msg = refusal(text)
    assert "field 'leader': is not given, so P1 leads by default" in msg, msg
    assert "the last trick's winner leads" in msg and "P1 leads, so he won" not in msg
    assert ans(text + "leader: P2\n")["to_move"] == "P2"
    text = LL4 + "stock: 35\n" + hands + "trick: [P2 2S]\n"
    assert ans(text)["to_move"] == "P3" and ans(text) == ans(
        text.replace("trick:", "leader: P2\ntrick:")
    )


# ==== the rules whose quote does not make the reading say so ======================================
def test_readings_rules_md_leaves_open_say_so_in_their_note() -> None:
    """napoleon.trump_held quotes RULES.md's question ('What if the bidder names a suit he does
    not hold?'), which it leaves unanswered; linger_longer.winner_out quotes the recommendation
    for a winner with no card to lead, and its statement adds the app's own limit (two or more
    others holding cards; one other is the last one left). Each note says the reading is the
    app's and what it rests on."""
    from engine.games.linger_longer.rules import RULES as LINGER
    from engine.games.napoleon.rules import RULES as NAPOLEON

    note = NAPOLEON["napoleon.trump_held"].note
    assert "this app's reading" in note.lower() and "He must lead a trump" in note, note
    note = LINGER["linger_longer.winner_out"].note
    assert "this app's reading" in note.lower() and "The last one left" in note, note


# ==== Napoleon: "bid 5" is nap wherever it is asked about ==========================================
def test_a_bid_of_five_is_explained_as_nap() -> None:
    # 003: 'each has one turn, in which he may pass or may bid from one to five. A bid of five
    # is called "nap."' apply read 'bid 5' as nap, but explain (the words a refused move is
    # raised again in) refused it by napoleon.one_turn, 'a bid names 1 to 5 tricks, or pass'
    import yaml

    from engine.game import Action, IllegalAction
    from engine.scenario import from_dict

    five = Action.parse("bid 5")
    sc = from_dict(yaml.safe_load("game: napoleon\nplayers: 4\nbids: {P1: 2}\n"))
    assert sc.game.explain(sc.state, five) == []
    assert sc.game.apply(sc.state, five).bid == 5
    forced = "game: napoleon\nplayers: 4\nvariant: dealer_forced_one\nbids: [pass, pass, pass]\n"
    sc = from_dict(yaml.safe_load(forced))
    [why] = sc.game.explain(sc.state, five)
    assert why.rule.id == "napoleon.dealer_forced_one", why
    try:
        sc.game.apply(sc.state, five)
    except IllegalAction as e:
        assert [r.rule.id for r in e.refusals] == ["napoleon.dealer_forced_one"]
    else:
        raise AssertionError("the forced dealer's bid of five was allowed")


# ==== refusals that now cite the rule forbidding the position =====================================
def test_refused_positions_cite_the_rule_that_forbids_them() -> None:
    bid2 = "game: napoleon\nplayers: 3\nbids: {P1: 2, P2: pass, P0: pass}\ntrump: S\n"
    cases = {
        # 003: "Play stops the moment the outcome is sure": and it says why it was sure
        bid2 + "tricks: [[P1 AS, P2 4S, P0 5S], [P1 KS, P2 4H, P0 5H]]\ntrick: [P1 2H]": (
            "trick[0]",
            "play had already stopped: P1 has won 2 tricks, his bid of 2",
            "Play stops the moment the outcome is sure",
        ),
        # 003: "Player at left of the dealer has first turn to bid"
        "game: napoleon\nplayers: 4\ndealer: P2\nbids: {P0: 1}": (
            "bids.P0",
            "P3 has not bid yet",
            "Player at left of the dealer has first turn to bid",
        ),
        "game: napoleon\nplayers: 4\nbids: {P1: 1, P2: pass}\ntrump: D": (
            "trump",
            "the bidding is not over yet",
            "The highest bidder names the trump suit",
        ),
        "game: napoleon\nplayers: 2\nbids: {P1: pass, P0: pass}\ntrump: D": (
            "trump",
            "everyone passed",
            "a redeal if everyone passes",
        ),
        BID3 + "tricks_won: {P1: 0}\nleader: P2": (
            "leader",
            "P1, the bidder, leads",
            "names the trump suit and has the first lead",
        ),
        "game: napoleon\nplayers: 2\nhands: {P1: [AS, KS, QS, JS, 10S, 9S]}": (
            "hands.P1",
            "a hand is 5 cards",
            "Each player receives 5 cards",
        ),
        LL4 + "stock: 0\nhands: {P0: [], P1: [2D], P2: [], P3: []}": (
            "hands",
            "at least two players must still hold cards",
            "The last one left, after all the others have had to drop out",
        ),
        LL4 + "stock: 0\nleader: P1\nhands: {P0: [3D], P1: [], P2: [2D], P3: []}": (
            "leader",
            "P1 has dropped out",
            "When a player is left without any cards, he drops out",
        ),
    }
    for text, (field, words, quote) in cases.items():
        msg = refusal(text)
        assert f"field '{field}'" in msg and words in msg and quote in msg, msg


def test_a_player_count_out_of_range_cites_the_number_of_players() -> None:
    # 003: Napoleon 'Number of Players: 2 to 6.', Linger Longer 'Number of Players: 4 to 6.'
    for n in (1, 7):
        msg = refusal(f"game: napoleon\nplayers: {n}")
        assert "field 'players'" in msg and "from 2 to 6" in msg, msg
        assert "Number of Players: 2 to 6." in msg
    for n in (3, 7):
        msg = refusal(f"{LL4.replace('players: 4', f'players: {n}')}hands: {{P0: [7H]}}")
        assert "field 'players'" in msg and "from 4 to 6" in msg, msg
        assert "Number of Players: 4 to 6." in msg
