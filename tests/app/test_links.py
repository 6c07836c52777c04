"""Addresses a teacher can send (issue 12, part 5): query parameters reopen exactly a Learn
step, a quiz question (curated or generated), a Play deal and a comparison of two readings; the address bar follows the
view; a bad value gets one plain line and the page opens as usual."""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import parse_qs, urlsplit

from apptools import APP, click, go, open_box, play_card, step_title
from streamlit.testing.v1 import AppTest
from test_hand_review import finished_table

import engine.games  # noqa: F401
from engine.compare import (
    PARTING_WORDS,
    compare,
    find_parting,
    refused_said,
    steer_text,
    variant_pairs,
)
from engine.game import REGISTRY
from engine.quiz import practice
from lessons import load
from ui.format import md
from ui.pages.common import PAGES
from ui.pages.compare import shared_players

OpenApp = Callable[..., AppTest]


def _open(page: str, **params: str) -> AppTest:
    """A new browser opening ``/?game=G&page=P&...`` (the app switches to the page with the
    parameters, as ``/G-P?...`` opens it directly in a browser)."""
    at = AppTest.from_file(APP, default_timeout=60)
    if page:
        game, kind = page.split(":")
        at.query_params["game"] = game
        at.query_params["page"] = kind
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, at.exception
    return at


def _address(at: AppTest) -> dict[str, str]:
    return {k: str(v[0] if isinstance(v, list) else v) for k, v in at.query_params.items()}


def test_a_learn_link_opens_that_step_under_that_reading(app: OpenApp) -> None:
    lesson = load("loo")
    step = lesson.steps[5]
    at = _open("loo:learn", step=step.id, variant="lesson_000")
    assert at.session_state["loo:learn"]["step"] == 5
    assert step_title(at) == step.title
    assert at.session_state["loo:settings"]["variant"] == "lesson_000"
    assert _address(at)["step"] == step.id and _address(at)["variant"] == "lesson_000"
    assert "learner" not in _address(at)  # the learner's own code never goes in a link
    click(at, "loo:learn:next:bottom")  # the address follows the learner
    assert _address(at)["step"] == lesson.steps[6].id


def test_a_learn_link_to_a_step_that_is_not_there_says_so_plainly(app: OpenApp) -> None:
    at = _open("loo:learn", step="no_such_step", variant="nonsense")
    text = " ".join(w.value for w in at.warning).replace("\\", "")
    assert "'no_such_step' is not in the" in text
    assert "reading 'nonsense'" in text and "foster1897" in text
    assert at.session_state["loo:learn"]["step"] == 0
    assert at.session_state["loo:settings"]["variant"] == REGISTRY.get("loo").default_variant


def test_a_quiz_link_opens_that_lesson_question(app: OpenApp) -> None:
    at = _open("sixty_six:quiz", question="q_four_overtrump")
    assert at.session_state["sixty_six:quiz"].current.id == "q_four_overtrump"
    assert _address(at)["question"] == "q_four_overtrump"


def test_a_quiz_link_opens_that_generated_question(app: OpenApp) -> None:
    at = _open("loo:quiz", seed="4321", kind="trick_winner", level="2", variant="lesson_000")
    q = at.session_state["loo:quiz"].current
    same = practice("loo", seed=4321, variant="lesson_000", kind="trick_winner", level=2)
    assert q.id == same.id == "practice-trick_winner-4321"
    assert str(q.state) == str(same.state)
    assert _address(at) == {
        "variant": "lesson_000",
        "seed": "4321",
        "kind": "trick_winner",
        "level": "2",
    }
    # the address it shows opens the same question in another browser
    again = _open("loo:quiz", **_address(at))
    assert str(again.session_state["loo:quiz"].current.state) == str(q.state)


def test_a_quiz_link_with_a_bad_kind_or_level_says_so(app: OpenApp) -> None:
    at = _open("loo:quiz", seed="5", kind="card_points")
    assert any("kind 'card_points' is not one Loo" in w.value.replace("\\", "") for w in at.warning)
    at = _open("loo:quiz", seed="5", kind="trick_winner", level="9")
    assert any("level '9' is not a whole number from 1 to 3" in w.value for w in at.warning)


def test_a_play_link_deals_that_deal_and_plays_it_the_same_way(app: OpenApp) -> None:
    game = REGISTRY.get("loo")
    params = {"seed": "777", "players": "4", "seat": "2", "computer": "random"}
    at = _open("loo:play", **params)
    t = at.session_state["loo:table"]
    assert (t.players, t.seat, t.bots, t.deals[0][0]) == (4, 2, "random", 777)
    dealt = game.new_deal(players=4, dealer=1, seed=777, variant=game.default_variant)
    assert str(t.start) == str(dealt)  # the same cards, dealer and seats
    address = _address(at)
    assert address.pop("hand") == t.hand  # (the table's own mark, ui/pages/links.py)
    assert address == {**params, "variant": game.default_variant}
    open_box(at, "tb:link_box:deal")  # the link to send: without the mark
    code = [c.value for c in at.code if "seed=" in c.value]
    assert len(code) == 1 and "hand=" not in code[0], [c.value for c in at.code]
    assert {k: v[0] for k, v in parse_qs(urlsplit(code[0]).query).items()} == address
    other = _open("loo:play", **params)  # another browser, the same link
    assert str(other.session_state["loo:table"].state) == str(t.state)


def test_a_reload_of_the_address_bar_resumes_the_hand(app: OpenApp) -> None:
    """The Play page keeps the address bar on the link to its game's first deal (links.show),
    so a reload opens that link: it carries on with the hand in progress, not deal it anew.
    Learner walk: /rounce-play?seed=31&players=4&seat=0&computer=random, 'Play' declared, then
    the browser's reload showed 'Deal 1: P3 deals' and the declaring again, the move gone (and
    a flush as dealt, /five_card_loo-play?seed=52, counted on Progress at each reload)."""
    game = REGISTRY.get("sixty_six")
    at = _open("sixty_six:play", seed="4", players="2", seat="0", computer="random")
    t = at.session_state["sixty_six:table"]
    assert t.deals[0][0] == 4 and not t.deals[-1][1]
    card = next(a for a in game.legal_actions(t.state) if a.kind == "play").card
    assert card is not None
    play_card(at, "sixty_six", card)
    moved = at.session_state["sixty_six:table"]
    assert moved.deals[-1][1], "the card played is in the deal's record"
    again = _open("sixty_six:play", **_address(at))  # the reload: that address, a new session
    u = again.session_state["sixty_six:table"]
    assert u.deals == moved.deals and str(u.state) == str(moved.state)
    assert f"You play {card.pretty}." in "\n".join(m.value for m in again.markdown)
    # a link to another deal still replaces the hand in progress
    other = _open("sixty_six:play", seed="5", players="2", seat="0", computer="random")
    w = other.session_state["sixty_six:table"]
    assert w.deals[0][0] == 5 and not w.deals[-1][1]


def _play_to_the_end(at: AppTest, game_id: str) -> None:
    """The learner's moves through the page until the deal is over: Continue after a trick,
    else the first action the engine allows him."""
    game = REGISTRY.get(game_id)
    for _ in range(100):
        t = at.session_state[f"{game_id}:table"]
        if game.is_over(t.state):
            return
        if t.pause:
            click(at, f"{game_id}:continue")
            continue
        a = game.legal_actions(t.state)[0]
        assert a.card is not None or a.kind != "play"
        if a.kind == "play" and a.card is not None:
            play_card(at, game_id, a.card)
        else:
            click(at, f"{game_id}:decl:{a}")
    raise AssertionError("the deal did not end")


def test_a_link_opened_again_after_its_deal_deals_it_afresh_but_a_reload_goes_on(
    app: OpenApp,
) -> None:
    """A teacher's link opened again once the learner has finished its deal deals that deal
    afresh; a reload of the page's address (which carries the table's mark, ``hand``) still
    shows the finished deal, its result and Next deal; the link opened again while its deal
    is unfinished goes on with it. Learner walk: /loo-play?seed=5&players=5 played to its
    end, then the same link opened again showed the finished deal and Next deal."""
    link = {"seed": "5", "players": "5", "seat": "0", "computer": "random"}
    at = _open("loo:play", **link)
    t = at.session_state["loo:table"]
    dealt = (repr(t.deals), str(t.state))  # (the page plays on the same table object)
    play_card(at, "loo", REGISTRY.get("loo").legal_actions(t.state)[0].card)
    played = repr(t.deals)
    again = _open("loo:play", **link)  # the link opened again, its deal unfinished: goes on
    assert repr(again.session_state["loo:table"].deals) == played
    _play_to_the_end(again, "loo")
    done = again.session_state["loo:table"]
    reload = _open("loo:play", **_address(again))  # the address bar: goes on, deal finished
    assert reload.session_state["loo:table"].deals == done.deals
    assert "loo:next_deal" in [b.key for b in reload.button]
    fresh = _open("loo:play", **link)  # the link opened again, its deal finished: afresh
    t = fresh.session_state["loo:table"]
    assert (repr(t.deals), str(t.state)) == dealt
    assert "loo:next_deal" not in [b.key for b in fresh.button]
    assert t.hand != done.hand and _address(fresh)["hand"] == t.hand


def test_a_play_link_with_too_many_players_says_so(app: OpenApp) -> None:
    at = _open("loo:play", seed="777", players="40")
    assert any("players '40' is not a whole number" in w.value for w in at.warning)
    assert at.session_state["loo:table"].players != 40


def test_a_home_link_with_game_opens_the_page_its_parameters_belong_to(app: OpenApp) -> None:
    step = load("loo").steps[3]
    at = _open("", game="loo", step=step.id)
    assert step_title(at) == step.title
    assert PAGES["loo:learn"] is not None


# ---- Compare: /loo-compare?first=...&second=...&players=...&seed=...(&steer=...) -------------
def _comparison(at: AppTest) -> tuple[str, list[str]]:
    """What the Compare page says of where the readings part, and the action tables: both
    deals', after the actions before a parting in play (the same on both sides, once)."""
    said = [w.value for w in at.warning if w.value.startswith("They part at")]
    said += [s.value for s in at.success if "never part" in s.value]
    tables = [m.value for m in at.markdown if "<th>action</th>" in m.value]
    assert len(said) == 1 and len(tables) in (2, 3), (said, len(tables))
    return said[0], tables


def _shared(at: AppTest) -> dict[str, str]:
    """The parameters of the address in the page's "Link to this comparison" box."""
    open_box(at, "tb:link_box:comparison")
    code = [c.value for c in at.code if "first=" in c.value]
    assert len(code) == 1, [c.value for c in at.code]
    return {k: v[0] for k, v in parse_qs(urlsplit(code[0]).query).items()}


def test_a_compare_link_reopens_that_seeded_comparison(app: OpenApp) -> None:
    game = REGISTRY.get("sixty_six")
    variants = ("strict_second_phase_german_practice", "seed")  # (the page's pair, reversed)
    params = {"first": variants[0], "second": variants[1], "players": "2", "seed": "4"}
    at = _open("sixty_six:compare", **params)
    c = compare(game, players=2, seed=4, variants=variants)
    assert c.parting is not None
    said, tables = _comparison(at)
    assert said.startswith(f"They part at action {c.parting.step + 1}: {PARTING_WORDS['legal']}")
    assert c.parting.kind == "legal"
    assert _address(at) == params
    link = _shared(at)
    assert link == params
    again = _open("", game="sixty_six", **link)  # another browser, by /?game=...
    assert _comparison(again) == (said, tables)
    # the address follows the page: another deal number, another address
    at.number_input(key="w:sixty_six:cmp_seed").set_value(6).run()
    assert _address(at)["seed"] == "6"


def test_a_compare_link_reopens_a_steered_comparison(app: OpenApp) -> None:
    """Napoleon's dealer_forced_one parts only when everyone before the dealer passes: the
    page opens on the first deal where the search's passes make them part, and the link
    carries those passes (``steer``), which the engine replays; the deal it reopens parts at
    the same action, in the same way, with the same actions on both sides."""
    at = _open("napoleon:compare")
    said, tables = _comparison(at)
    link = _shared(at)
    game = REGISTRY.get("napoleon")
    players, seed = int(link["players"]), int(link["seed"])
    found = find_parting(
        game, players=players, variants=("seed", "dealer_forced_one"), seeds=range(100)
    )
    assert found is not None and found.seed == seed and found.steered
    assert link["steer"] == steer_text(found.script, found.steered) == "1.pass.pass.pass"
    assert _address(at) == link
    again = _open("napoleon:compare", **link)
    assert _comparison(again) == (said, tables)
    assert "in place of the computer players" in " ".join(i.value for i in again.info)
    assert not again.warning[1:]  # (the parting's own box only: no complaint about the link)


def test_a_compare_links_deal_number_is_kept(app: OpenApp) -> None:
    """The page opens a pair of readings on the first deal where they part; a link that names
    a deal opens that one, even where the readings never part in it (the search is offered);
    a link that names none opens the pair's first parting."""
    params = {"first": "seed", "second": "dealer_forced_one", "players": "4"}
    at = _open("napoleon:compare", **params, seed="9")
    assert at.number_input(key="w:napoleon:cmp_seed").value == 9
    assert "never part" in _comparison(at)[0] and _address(at)["seed"] == "9"
    assert "napoleon:cmp_find" in [b.key for b in at.button]
    at = _open("napoleon:compare", **params)
    found = find_parting(
        REGISTRY.get("napoleon"), players=4, variants=("seed", "dealer_forced_one"),
        seeds=range(100),
    )  # fmt: skip
    assert found is not None
    assert at.number_input(key="w:napoleon:cmp_seed").value == found.seed
    assert _comparison(at)[0].startswith("They part at")


def test_a_compare_link_with_a_bad_value_says_which_and_opens_the_usual_page(
    app: OpenApp,
) -> None:
    game = REGISTRY.get("loo")
    default = variant_pairs(game)[0]
    counts = shared_players(game, *default)
    bad = {
        f"first reading 'nonsense' is not a reading of {game.name} (its readings: "
        "foster1897, lesson_000)": {"first": "nonsense"},
        f"second reading 'seed' is not a reading of {game.name} but of Sixty-Six, Napoleon": {
            "second": "seed"
        },
        f"players '40' is not a whole number from {counts[0]} to {counts[-1]}": {"players": "40"},
        "seed 'seven' is not a whole number from 0 to 1000000": {"seed": "seven"},
        "first and second reading are both 'lesson_000'": {
            "first": "lesson_000",
            "second": "lesson_000",
        },
        f"steer 'QS' cannot be played: decision 1, P1's Q♠, is not allowed under "
        f"{game.variants['foster1897'].label}, because P1 does not hold Q♠": {"steer": "QS"},
        # the computer player's own first decision under Foster's: not one under the lesson
        "steer '1' cannot be played: decision 1, P1's": {"steer": "1"},
        "steer 'pass.x' cannot be played: 'x' is neither an action": {"steer": "pass.x"},
    }
    for words, params in bad.items():
        at = _open("loo:compare", **params)
        text = " ".join(w.value for w in at.warning).replace("\\", "")
        assert f"This link's {words}" in text, (params, text)
        assert "The page opens as it would without it." in text
        cfg = at.session_state["loo:compare"]
        assert (cfg["a"], cfg["b"], cfg["seed"], cfg.get("steered")) == (*default, 0, None)


def test_a_compare_link_whose_steered_card_one_reading_refuses_says_so(app: OpenApp) -> None:
    """A decision refused under one of the readings cannot be steered (the search steers only
    while both deals are the same): the refusal is named with that reading's reason."""
    game = REGISTRY.get("sixty_six")
    variants = ("seed", "strict_second_phase_german_practice")
    c = compare(game, players=2, seed=0, variants=variants)
    assert c.parting is not None and c.parting.kind == "legal"
    refused = c.parting.refusals[1][0]
    steer = f"{c.parting.step}.{steer_text([refused.action], [0])}"
    at = _open(
        "sixty_six:compare", first=variants[0], second=variants[1], players="2", seed="0",
        steer=steer,
    )  # fmt: skip
    text = " ".join(w.value for w in at.warning).replace("\\", "")
    label = game.variants[variants[1]].label
    assert f"decision {c.parting.step + 1}" in text and f"not allowed under {label}" in text
    assert c.parting.seat is not None  # (said of the seat: not the learner's refusal)
    said = refused_said(c.parting.seat, refused).text()
    assert md(said).replace("\\", "") in text


def test_the_learners_own_deal_has_no_link_and_says_why(app: OpenApp) -> None:
    at = app()
    at.session_state["sixty_six:table"] = finished_table("sixty_six")
    go(at, "sixty_six:compare")
    at.radio(key="w:sixty_six:cmp_source").set_value("My last deal in Play").run()
    assert "No link is offered for it" in " ".join(c.value for c in at.caption)
    assert "Link to this comparison" not in [e.label for e in at.expander]
    assert _address(at) == {}
