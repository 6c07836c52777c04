"""Rams at six: a player everyone else leaves alone is told so as play begins.

Seed 002: "when six play the dealer takes no cards", and "The dealer must play if he is opposed
by only one player". At /rams-play?seed=353&players=6&seat=1&computer=rule+of+thumb the learner
played, P2 to P5 passed, and the page said "You play this deal. P2 passes. ... P5 passes.": he
led five tricks of one card each, his own, and learnt why only from the settlement's note (f30161d).
Now the log says it as play begins, in the settlement note's words (rams_settlement.unopposed_said),
told to him or said of the computer player who plays alone."""

from __future__ import annotations

from apptools import APP, TIMEOUT, click
from streamlit.testing.v1 import AppTest

from engine.game import Action
from engine.games.pool.rams import RAMS
from ui.pages import play
from ui.tables import game_ui


def test_the_learner_who_plays_alone_is_told_before_his_first_card() -> None:
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)  # the link, as a browser opens it
    at.query_params.update(game="rams", page="play", seed="353", players="6", seat="1")
    at.query_params["computer"] = "rule of thumb"
    at.run()
    click(at, "rams:decl:stand")
    t: play.Table = at.session_state["rams:table"]
    assert t.state.phase == "play" and t.state.active == (1,), t.state.declarations
    assert not t.state.history and not t.state.trick  # no card played yet
    told = [e for e in t.events if e.startswith("Nobody plays against you")]
    assert told == [
        "Nobody plays against you: everyone else passed, and with six at the table the dealer "
        "(P0) takes no cards, so you play every trick alone."
    ], t.events
    assert t.events[-1] == told[0]  # as play begins, after the last pass
    assert told[0] in "\n".join(m.value for m in at.markdown)  # under the table and in the log


def test_a_computer_player_alone_is_named_and_nobody_else_is_told() -> None:
    notes = game_ui("rams").move_notes
    lone = others = 0
    for seed in range(40):
        s = RAMS.new_deal(players=6, dealer=0, seed=seed)
        first = True
        while s.phase == "declare":
            before = s
            pass_ = Action("pass")
            legal = RAMS.legal_actions(s)
            s = RAMS.apply(s, Action("stand") if first or pass_ not in legal else pass_)
            first = False
            if s.phase == "declare":
                assert notes(before, s, 3) == []  # nothing while declaring goes on
        said = notes(before, s, 3)
        if s.active == (1,) and s.rams < 0:  # P2 to P5 passed, none paid the dealer
            lone += 1
            assert said == [
                "Nobody plays against P1: everyone else passed, and with six at the table the "
                "dealer (P0) takes no cards, so he plays every trick alone."
            ], said
        else:  # a pone who must play, or who paid to pass: not alone
            others += 1
            assert not [n for n in said if "alone" in n], said
    assert lone >= 20, (lone, others)
    for players in (3, 4, 5):  # the dealer holds cards and plays against a lone player
        s = RAMS.new_deal(players=players, dealer=0, seed=1)
        s = RAMS.apply(s, Action("stand"))
        while s.phase == "declare":
            before = s
            legal = RAMS.legal_actions(s)
            s = RAMS.apply(s, Action("pass") if Action("pass") in legal else legal[0])
        assert not [n for n in notes(before, s, 1) if "alone" in n]


def test_the_learner_who_deals_at_six_is_told_he_sits_the_deal_out() -> None:
    """/rams-play?seed=5&players=6&seat=0, its second deal: the learner deals, holds no cards
    and has no move; the log began 'Deal 2: You deal; the pool holds 5 counters.' and the
    computer played the deal out, only his box saying 'no cards at six'."""
    intro = game_ui("rams").deal_intro
    said = "With six at the table the dealer takes no cards: you sit this deal out."
    for dealer in range(6):
        s = RAMS.new_deal(players=6, dealer=dealer, seed=dealer)
        assert not s.hands[dealer]
        assert intro(s, dealer).endswith(said), intro(s, dealer)
        assert said not in intro(s, (dealer + 1) % 6)  # a seat with cards: nothing to say
    for players in (3, 4, 5):  # the dealer holds cards and declares
        s = RAMS.new_deal(players=players, dealer=0, seed=1)
        assert s.hands[0] and said not in intro(s, 0)
