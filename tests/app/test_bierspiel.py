"""Bierspiel under AppTest: every curated question of the quiz answered right (every Learn step
with its task, and a right and a wrong answer, with the other pool games in
tests/app/test_pool_games.py; the page steps: tests/app/pool_pages.py); whole deals on the Play
page at every level to the settlement, with the crosses carried into the next deal; the
dealer's "Auf"; a refused card showing its rule; the trump lead due and the face-down card's
call for a trump; Rules and Progress.

Answers come from the engine (``q.solve()``, ``legal_actions``), never from the test.
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from apptools import click, everything, html_table, markdown, metrics, pictures, play_card
from pool_pages import OpenApp, answer, open_page, play_deal, table
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS, Card
from engine.games.pool.bierspiel import BIERSPIEL, chalk
from engine.scenario import from_dict
from lessons import load
from ui.cards import cards_of
from ui.pages import play
from ui.play_table import action_label, refused_buttons
from ui.tables import game_ui

G = BIERSPIEL
GID = G.id


# ---- Quiz -------------------------------------------------------------------------------------
def test_every_curated_question_is_answered_right_on_the_page(app: OpenApp) -> None:
    quiz = load(GID).quiz
    at = open_page(app, GID, "quiz")
    for k in range(len(quiz)):
        answer(at, GID, right=True)
        assert at.success, (k, [e.value for e in at.error], [w.value for w in at.warning])
        click(at, f"{GID}:quiz:next")
    assert metrics(at)[0].value == f"{len(quiz)} / {len(quiz)}"


# ---- Play -------------------------------------------------------------------------------------
LEVELS = list(play.levels(G))


@pytest.mark.parametrize("level", LEVELS)
def test_play_a_whole_deal_to_its_settlement_at_each_level(app: OpenApp, level: str) -> None:
    cfg = {"players": 4, "seat": 0, "bots": level}
    at = open_page(app, GID, "play", **{f"{GID}__play_cfg": cfg})
    assert table(at, GID).bots == level
    play_deal(at, GID)
    t = table(at, GID)
    assert G.is_over(t.state)
    assert at.subheader[0].value == "Settlement"
    settlement = html_table(at, "wiped out")
    # the learner's row named as his seat's box names him (Play seats him)
    assert list(settlement["player"]) == [
        f"P{i}" + (" (you)" if i == t.seat else "") for i in range(4)
    ]
    assert list(settlement["points left"]) == [str(p) for p in G.points_after(t.state)]
    carried = G.points_after(t.state)
    click(at, f"{GID}:next_deal")
    t = table(at, GID)
    assert t.deal_no == 2
    assert list(t.state.counters) == carried  # the crosses carry from deal to deal


def _learner_deals(app: OpenApp) -> AppTest:
    """The Play page (three players, the learner P0) at the first deal he deals, before
    "Auf"."""
    at = open_page(
        app, GID, "play", **{f"{GID}__play_cfg": {"players": 3, "seat": 0, "bots": "random"}}
    )
    for _ in range(6):  # deal until the learner deals
        t = table(at, GID)
        if G.before_auf(t.state) and t.state.to_move == t.seat:
            return at
        play_deal(at, GID)
        click(at, f"{GID}:next_deal")
    raise AssertionError("the learner never dealt")


def test_play_the_dealer_says_auf(app: OpenApp) -> None:
    at = _learner_deals(app)
    t = table(at, GID)
    assert G.before_auf(t.state) and t.state.dealer == t.seat
    # nobody looks at his cards before "Auf": the page shows the learner none of his
    assert game_ui(GID).seen(t.state, t.seat).hands == (0,) * t.state.n
    assert at.button(key=f"{GID}:decl:auf").label == "Say \u201cAuf\u201d"
    assert "nobody looks at his cards" in everything(at)
    assert "Your turn to say \u201cAuf\u201d." in everything(at)
    assert "Your cards:" not in everything(at)  # none shown yet
    click(at, f"{GID}:decl:auf")
    assert not G.before_auf(table(at, GID).state)


def _set(at: AppTest, scenario: dict[str, Any]) -> None:
    t = table(at, GID)
    t.state = t.start = from_dict(scenario, "test").state
    t.pause, t.message = False, None
    at.run()


BASE: dict[str, Any] = {
    "game": GID,
    "players": 4,
    "dealer": "P3",
    "turn_card": "9S",
    "declarations": {"P0": "stand", "P1": "stand", "P2": "stand", "P3": "stand"},
}


# the computers' hands, so they can play on once the learner has played
OTHERS = {
    "P1": ["7S", "8S", "10S", "JC", "QD"],
    "P2": ["QS", "KS", "JD", "9D", "8D"],
    "P3": ["7H", "8H", "10H", "JH", "7C"],
}


def test_play_a_refused_trump_lead_shows_its_rule(app: OpenApp) -> None:
    at = open_page(app, GID, "play")
    _set(at, BASE | {"hands": {"P0": ["AS", "7D", "KH", "QH", "8C"], **OTHERS}})
    play_card(at, GID, "KH")
    assert not table(at, GID).state.trick  # nothing was played
    msg = at.error[0].value
    # a sentence: who plays, and so how many trump leads are due (it read "4 play, so ...")
    said = "Four players are playing this deal, so a trump must be led to the first three tricks"
    assert f"You cannot play :red[K\u2665]. {said}" in msg
    assert "Foster" in msg or "seed 002" in msg
    play_card(at, GID, "7D")  # the 7♦ is a trump
    s = table(at, GID).state
    played = s.trick if s.trick else s.history[-1][0]
    assert played[0] == (0, Card.parse("7D"))


def test_play_the_face_down_lead_and_its_call_for_a_trump(app: OpenApp) -> None:
    at = open_page(app, GID, "play")
    # the learner (P0) has no trump for the trump lead: his smallest card, face down
    _set(at, BASE | {"hands": {"P0": ["9H", "9C", "KD", "QC", "AH"], **OTHERS}})
    play_card(at, GID, "KD")
    assert "smallest card face down" in at.error[0].value
    # the log says the card went face down, and why (not a plain "You play 9♥")
    play_card(at, GID, "9H")
    assert any("You play 9♥ face down" in line for line in table(at, GID).events)
    # P3 led face down: the learner must answer with a trump
    _set(
        at,
        BASE
        | {
            "dealer": "P2",
            "hands": {
                "P0": ["KC", "7D", "JS", "AH", "10H"],
                "P1": ["7S", "8S", "10S", "JC", "QD"],
                "P2": ["QS", "KS", "JD", "9D", "8D"],
                "P3": ["9H", "QH", "KH", "JH"],
            },
            "trick": ["P3 8C"],
        },
    )
    # the call is said by the log's line for P3's lead, not again by the table's caption
    # (a position set by hand has no such line: test_bierspiel_face_down_told plays to it)
    assert "led face down and calls for a trump" not in everything(at)
    play_card(at, GID, "KC")
    assert "face-down lead calls for a trump" in at.error[0].value
    play_card(at, GID, "JS")
    s = table(at, GID).state
    played = s.trick if s.trick else s.history[-1][0]
    assert (0, Card.parse("JS")) in played


def test_learn_a_finished_face_down_trick_is_drawn_as_one(app: OpenApp) -> None:
    """ "Who wins a face-down trick?": the trick is over, and its picture says the lead went
    face down (else it is an ordinary trick of clubs, which the J♣ would win)."""
    lesson = load(GID)
    k = next(i for i, s in enumerate(lesson.steps) if s.id == "face_down_trick")
    at = open_page(app, GID, "learn")
    at.selectbox(key=f"w:{GID}:learn:jump").set_value(k).run()
    assert "8♣ was led face down and called for a trump" in everything(at)


def test_play_the_trump_card_taken_up_is_so_named(app: OpenApp) -> None:
    """The dealer "can take both cards into his hand", the eldest "may take up the trump"
    (seed 002): the trump's label says it was taken up, not Rams' "robbed"."""
    at = open_page(app, GID, "play")
    decl = {"P1": "stand", "P2": "stand", "P3": "stand"}
    _set(
        at,
        BASE
        | {
            "dealer": "P0",
            "declarations": decl,
            "hands": {"P0": ["AH", "7D", "KH", "QH", "8C"], **OTHERS},
        },
    )
    click(at, f"{GID}:decl:rob 8C")
    assert table(at, GID).state.robbed
    said = everything(at)
    assert "9♠ taken up<" in said and " robbed<" not in said
    assert ">took up the trump</span>" in said and ">robbed the trump<" not in said


@pytest.mark.parametrize("qid", ["q_beer", "q_penalty"])
def test_quiz_a_settlement_picture_shows_the_crosses_before_the_deal(qid: str) -> None:
    """What a finished deal gains depends on the points each had left (q_beer: P1's four
    tricks wipe out only his last three): the quiz picture shows the crosses before the deal,
    never those after, which are the answer."""
    from ui.widgets import question_html

    q = next(x for x in load(GID).quiz if x.id == qid)
    html = question_html(q)
    s = q.state
    assert "Crosses before the deal" in html
    for i in range(s.n):
        assert f"P{i}: <b>{chalk(s.counters[i])}</b>" in html
    after = G.points_after(s)
    assert any(f"P{i}: <b>{chalk(after[i])}</b>" not in html for i in range(s.n))


def test_quiz_a_face_down_trick_is_explained_by_its_own_rule() -> None:
    """Who wins a face-down trick is decided by the face-down rule, not by the suit led: a
    wrong answer cites that rule, not "the highest card of the suit led" (which would give
    the trick to P0's 10♣, not to P3's 7♦, the one trump played to the call); and, the 7♦
    being a diamond under spades, the rule that makes it a trump after it."""
    from engine.quiz import explanation

    q = next(x for x in load(GID).quiz if x.id == "q_face_down_winner")
    _, rules = explanation(q)
    assert [r.id for r in rules] == [
        G.rule("face_down_trick").id,
        G.rule("seven_of_diamonds").id,
    ]


def test_quiz_the_seven_winning_for_other_trumps_is_explained() -> None:
    """ "7♦ is the highest trump (♣) in the trick" alone puzzles a learner: the explanation
    says first that the 7♦ is always a trump, next below the ace (seed 002)."""
    from engine.quiz import explanation

    q = next(x for x in load(GID).quiz if x.id == "q_seven_wins")
    lines, rules = explanation(q)
    assert "7♦ is always a trump" in lines[0], lines
    assert G.rule("seven_of_diamonds") in rules


def test_rules_and_progress_pages_open(app: OpenApp) -> None:
    at = open_page(app, GID, "rules")
    assert "BIERSPIEL" in markdown(at) or "Bierspiel" in markdown(at)
    assert "beer" in markdown(at)
    assert "rob 2" not in markdown(at)  # the rules in brief speak plainly, not in action codes
    assert "no_ramsed_cross" not in markdown(at)  # a reading by its label, not its option id
    from apptools import go

    go(at, f"{GID}:progress")
    assert "Bierspiel" in everything(at) + "\n".join(h.value for h in [*at.title, *at.header])
    # Compare: the same deal under both readings parts only at the settlement (a ramsed cross)
    go(at, f"{GID}:compare")
    assert "Compare readings: Bierspiel" in [t.value for t in at.title]
    assert "They part at the settlement" in everything(at) or "the same" in everything(at)


def test_before_auf_the_caption_tells_the_dealing_learner_to_say_it() -> None:
    """Learn 'Nobody looks before "Auf"' (the learner the dealer, P0): the caption read 'P0
    (dealer) has turned the trump: nobody looks at his cards until he says “Auf”' under 'You
    are the dealer, P0: say it'. To him: 'You have turned the trump ... until you say'."""
    from ui.cards import table_view

    s = load(GID).step("auf").scenario
    assert s is not None and G.before_auf(s.state) and s.state.dealer == 0
    assert table_view(s.state, viewer=0).caption.startswith(
        "You have turned the trump: nobody looks at his cards until you say \u201cAuf\u201d."
    )
    assert table_view(s.state, viewer=1).caption.startswith("P0 (dealer) has turned the trump")


def test_the_beer_column_shows_before_anyone_pays() -> None:
    """The settlement table's "beer" column teaches who pays for the beer (seed 002: "the
    player who is last to wipe out his third cross pays for the beer"): 0 for everyone while
    nobody has to, a 1 for the one who does. It was blank until someone paid, and the page
    leaves a blank column out, so it was hidden (the learner walk)."""
    from ui.pages.common import settlement_rows_shown, without_blank_columns

    base = (
        "game: bierspiel\nplayers: 4\ndealer: P0\nturn_card: 9S\n"
        "declarations: {P1: stand, P2: stand, P3: pass, P0: pass}\n"
    )
    early = from_dict(yaml.safe_load(base + "tricks_won: {P1: 3, P2: 2}"), "t").state
    assert G.beer(early) < 0
    rows = without_blank_columns(settlement_rows_shown(G, early, 1))
    assert [r["beer"] for r in rows] == ["0"] * 4
    last = base + "counters: {P0: 0, P1: 2, P2: 7, P3: 0}\ntricks_won: {P1: 3, P2: 2}"
    rows = without_blank_columns(
        settlement_rows_shown(G, from_dict(yaml.safe_load(last), "t").state)
    )
    assert [r["beer"] for r in rows] == ["0", "0", "1", "0"]


# ---- Play before "Auf", and the replay of a deal that began there (walk12) -------------------
# Seed 002: "No player is allowed to look at his cards until the trump is turned, and the
# dealer gives the word of command: “Auf.”" (1) While the dealer was to say it, the felt's empty
# trick said "declaring first", the pool family's words for the declaring phase, over the
# dealer's badge "to say “Auf”": nobody declares before the word (/bierspiel-play, the learner
# dealing, at 390 and 1400 px; Learn's first step, crosses, alike). (2) After the deal, the
# replay's "As dealt" drew every hand as five backs under "You have turned the trump: nobody
# looks at his cards until you say “Auf”. Every hand as dealt.". (3) Under "Say “Auf”", one
# line each for Play, Take the widow and Pass gave the same reason three times.
AUF_FIRST = "say \u201cAuf\u201d first"


def test_before_auf_the_empty_trick_says_the_word_comes_first(app: OpenApp) -> None:
    at = _learner_deals(app)
    t = table(at, GID)
    view = play.table_now(G, t, game_ui(GID))
    assert view.empty_trick == f"you {AUF_FIRST}"
    felt = pictures(at)[0]
    assert f"you {AUF_FIRST}" in felt and "declaring first" not in felt
    click(at, f"{GID}:decl:auf")  # the word said: the declaring comes first now
    t = table(at, GID)
    assert not G.before_auf(t.state)
    assert play.table_now(G, t, game_ui(GID)).empty_trick == "declaring first"


def test_learn_s_first_step_says_the_dealer_s_word_comes_first() -> None:
    from ui.cards import table_view

    scn = load(GID).steps[0].scenario
    assert scn is not None and G.before_auf(scn.state)
    assert table_view(scn.state, reveal=True).empty_trick == f"the dealer says {AUF_FIRST[4:]}"


def test_the_moves_refused_for_one_reason_share_one_line(app: OpenApp) -> None:
    at = _learner_deals(app)
    t = table(at, GID)
    refused = list(refused_buttons(G, t.state, G.legal_actions(t.state)).values())
    assert len(refused) > 1 and len({r.reason for r in refused}) == 1
    lines = [c.value for c in at.caption if "not open to you" in c.value]
    assert len(lines) == 1, lines
    for r in refused:
        assert action_label(G, t.state, r.action) in lines[0]
    assert lines[0].endswith(f"are not open to you, because {refused[0].reason}.")


def test_the_replay_draws_every_hand_as_dealt_face_up(app: OpenApp) -> None:
    at = _learner_deals(app)  # (every deal begins before "Auf"; this one the learner deals)
    play_deal(at, GID)
    t = table(at, GID)
    assert G.is_over(t.state) and G.before_auf(t.start)
    dealt = next(p for p in pictures(at) if "Every hand as dealt." in p)
    shown = {c for c in range(52) if f'data-card="{CARDS[c].code}"' in dealt}
    for seat in G.order(t.start):  # every seat dealt cards
        hand = set(cards_of(t.start.hands[seat]))
        assert hand and hand <= shown, (seat, [CARDS[c].pretty for c in hand - shown])
    assert "nobody looks at his cards" not in dealt
