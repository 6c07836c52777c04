"""One deal, two rule texts (engine/compare.py): the same deal, the same decisions, and the
first point where the readings part, each side citing its rule."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import Card
from engine.compare import (
    Comparison,
    compare,
    compare_states,
    find_parting,
    steer_text,
    steered_script,
    variant_pairs,
)
from engine.game import REGISTRY, Action, Game, play
from engine.search.bots import make_bot


def _together_until_parting(c: Comparison) -> None:
    a, b = c.sides
    k = c.together
    assert [s.action for s in a.steps[:k]] == [s.action for s in b.steps[:k]]
    assert all(s.together for s in a.steps[:k])


def test_sixty_six_seed_against_german_practice_parts_on_a_refused_card() -> None:
    game = REGISTRY.get("sixty_six")
    c = compare(game, players=2, seed=0, variants=("seed", "strict_second_phase_german_practice"))
    p = c.parting
    assert p is not None and p.kind == "legal"
    _together_until_parting(c)
    allowed_a = set(c.sides[0].steps[p.step].legal)
    allowed_b = set(c.sides[1].steps[p.step].legal) if len(c.sides[1].steps) > p.step else set()
    refused_b = {r.action for r in p.refusals[1]}
    assert refused_b and refused_b <= allowed_a and not refused_b & allowed_b
    assert [r.id for r in p.rules[1]] and all(r.id.startswith("sixty_six.") for r in p.rules[1])
    assert all(game.rules[r.rule.id] == r.rule for r in p.refusals[1])
    assert [o.name for o, _, _ in c.options] == ["strict_later_play"]


def test_loo_000_deals_a_widow_in_a_simple_pool_and_keeps_the_hands() -> None:
    game = REGISTRY.get("loo")
    c = compare(game, players=5, seed=0, variants=("foster1897", "lesson_000"))
    a, b = c.sides
    assert a.start.hands == b.start.hands and b.start.widow and not a.start.widow
    p = c.parting
    assert p is not None and p.kind == "turn" and p.step == 0
    # a single pool under 000 is declared by the widow exchange (not a double's play-or-drop)
    assert "declare" in p.text[1]
    assert [r.id for r in p.rules[1]] == ["loo.lesson_000.widow_exchange"]
    assert game.is_over(a.end) and game.is_over(b.end) and a.settlement and b.settlement


def test_loo_double_pool_parts_on_the_trump_lead_duty() -> None:
    game = REGISTRY.get("loo")
    start = game.new_deal(players=5, seed=0, pool=9)
    c = compare_states(game, start, game.under_variant(start, "lesson_000"))
    p = c.parting
    # the duty narrows Foster's choice at step 5; the lead taken (a trump) is allowed by both
    assert p is not None and p.kind == "legal" and 0 < p.step <= c.together
    _together_until_parting(c)
    assert [r.id for r in p.rules[0]] == ["loo.eldest_leads_trump"] and not p.rules[1]
    assert "must lead a trump" in p.text[0]


def test_five_card_loo_with_and_without_pam() -> None:
    game = REGISTRY.get("five_card_loo")
    c = compare(game, players=5, seed=0, variants=("foster1897", "no_pam"))
    p = c.parting
    assert p is not None and p.kind in ("legal", "winner")
    assert "J♣" in " ".join(p.text)
    assert p.rules[0] or p.rules[1]


def test_a_script_is_replayed_as_the_same_decisions() -> None:
    game = REGISTRY.get("sixty_six")
    first = compare(game, players=2, seed=3, variants=("seed", "foster_closing"))
    script = [s.action for s in first.sides[0].steps]
    again = compare(
        game, players=2, seed=3, variants=("seed", "foster_closing"), script=script, bot_seed=9
    )
    assert [s.action for s in again.sides[0].steps] == script


def _players(game: Game[Any], pair: tuple[str, str]) -> int:
    """The fewest players both readings deal to (a game may skip counts inside its range)."""
    lo = max(game.players_range(game.make_opts(v))[0] for v in pair)
    hi = min(game.players_range(game.make_opts(v))[1] for v in pair)
    for n in range(lo, hi + 1):
        try:
            for v in pair:
                game.new_deal(players=n, seed=0, variant=v)
        except ValueError:
            continue
        return n
    raise AssertionError(f"{game.id}: no player count suits both {pair}")


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_every_game_compares_its_readings_or_says_it_has_one(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    pairs = variant_pairs(game)
    if not pairs:
        with pytest.raises(ValueError, match="one reading"):
            compare(game, players=game.min_players, seed=1)
        return
    for pair in pairs:
        c = compare(game, players=_players(game, pair), seed=1, variants=pair)
        a, b = c.sides
        assert (a.variant, b.variant) == pair
        assert game.is_over(a.end) and game.is_over(b.end)
        _together_until_parting(c)
        if c.parting is not None:
            assert c.parting.kind in ("turn", "legal", "winner", "settlement")
            assert all(isinstance(t, str) and t for t in c.parting.text)


def test_too_few_players_for_a_reading_is_one_clear_line() -> None:
    game = REGISTRY.get("loo")
    with pytest.raises(ValueError, match="5 to 8 players, not 3"):
        compare(game, players=3, seed=1, variants=("foster1897", "lesson_000"))


def test_find_parting_under_the_computers_own_decisions_changes_none() -> None:
    game = REGISTRY.get("sixty_six")
    pair = ("seed", "strict_second_phase_german_practice")
    found = find_parting(game, players=2, variants=pair, seeds=[0, 1])
    assert found is not None and found.seed == 0
    assert found.script == () and found.steered == ()
    assert found.comparison.parting == compare(game, players=2, seed=0, variants=pair).parting


def test_find_parting_makes_the_choice_the_computer_players_do_not() -> None:
    """Napoleon's dealer_forced_one parts only when everyone before the dealer passes, which
    the rule-of-thumb bidders at four hands do not do in the first 100 deals: the search
    passes for them and names those decisions."""
    game = REGISTRY.get("napoleon")
    pair = ("seed", "dealer_forced_one")
    assert all(compare(game, players=4, seed=s, variants=pair).parting is None for s in range(30))
    found = find_parting(game, players=4, variants=pair, seeds=range(30))
    assert found is not None
    p = found.comparison.parting
    assert p is not None and p.kind == "legal" and p.step == 3
    steps = found.comparison.sides[0].steps
    assert [s.action.kind for s in steps[:3]] == ["pass", "pass", "pass"]
    assert tuple(s.action for s in steps[: len(found.script)]) == found.script
    assert found.steered and set(found.steered) <= {0, 1, 2}
    state = found.comparison.sides[0].start
    for k, action in enumerate(found.script):  # a steered decision is not the computer's own
        seat = game.current_player(state)
        assert seat is not None
        mine = make_bot("rule_of_thumb", seat).choose(game, state, seat)
        assert (mine != action) == (k in found.steered), k
        state = game.apply(state, action)
    assert [r.id for r in p.rules[1]] == ["napoleon.dealer_forced_one"]


def test_find_parting_declines_to_rob_where_the_other_reading_compels_it() -> None:
    game = REGISTRY.get("forty_five")
    pair = ("rules_md", "eb_compulsory_rob")
    found = find_parting(game, players=4, variants=pair, seeds=range(10))
    assert found is not None and found.steered
    assert any(found.script[k].kind == "decline" for k in found.steered)


def test_find_parting_gives_up_within_its_budget() -> None:
    game = REGISTRY.get("linger_longer")  # its two readings never part in a dealt deal
    a, b = variant_pairs(game)[0]
    assert game.readings_never_part(a, b) is not None
    assert find_parting(game, players=4, variants=(a, b), seeds=range(5), budget=40) is None


@pytest.mark.parametrize(
    ("game_id", "variants", "text"),
    [
        ("napoleon", ("seed", "dealer_forced_one"), "pass.pass.pass.pass"),  # everyone passes
        ("spoil_five", ("rules_md", "eb_compulsory_rob"), "decline"),  # the dealer lets it pass
    ],
)
def test_a_found_deal_is_written_short_and_rebuilt_exactly(
    game_id: str, variants: tuple[str, str], text: str
) -> None:
    """A link's ``steer``: the decisions the search chose, by name, and a count for runs of
    the computer players' own; the engine replays it into the very script it found."""
    game = REGISTRY.get(game_id)
    found = find_parting(game, players=5, variants=variants, seeds=range(1, 101))
    assert found is not None and found.steered
    assert steer_text(found.script, found.steered) == text
    script, chosen = steered_script(game, players=5, seed=found.seed, variants=variants, text=text)
    assert (script, chosen) == (found.script, found.steered)
    again = compare(game, players=5, seed=found.seed, variants=variants, script=script)
    assert again.parting == found.comparison.parting
    assert [s.action for s in again.sides[1].steps] == [
        s.action for s in found.comparison.sides[1].steps
    ]


def test_a_count_of_the_computers_own_decisions_keeps_the_script_exact() -> None:
    """The computer players draw on a seeded generator, so a decision scripted as their own
    is not the same as one left to them: a trailing count is kept (``pass.2``)."""
    a, b = Action("pass"), Action("stand")
    assert steer_text([a, b, b], (0,)) == "pass.2"
    assert steer_text([b, a], (1,)) == "1.pass"
    assert steer_text([play(Card.parse("QS"))], (0,)) == "QS"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("pass.x", "'x' is neither an action (such as pass or QS) nor a number"),
        ("0", "'0' is neither an action"),
        (
            "QS",
            "decision 1, P1's Q♠, is not allowed under The lesson text (How to Play Some Trump Card Games)",
        ),
        ("999", "the deal is over after"),
    ],
)
def test_a_steer_that_cannot_be_played_says_which_decision_and_why(text: str, words: str) -> None:
    game = REGISTRY.get("napoleon")
    with pytest.raises(ValueError, match=re.escape(words)):
        steered_script(game, players=5, seed=1, variants=("seed", "dealer_forced_one"), text=text)


def test_a_refusal_in_words_only_names_nobody() -> None:
    """Compare says a refusal of a seat from its fields (no more guessing at 'you' in the
    words, engine.compare.about, removed): so every refusal whose reason says 'you' or names a
    seat carries them as fields, over random play of every game's readings and table sizes,
    for the actions refused and those not on offer at the time."""
    words, seen = [], 0
    for game in REGISTRY:
        for v in game.variants:
            lo, hi = game.players_range(game.make_opts(v))
            for n in sorted({lo, hi}):
                for seed in range(2):
                    try:
                        state = game.new_deal(players=n, seed=seed, variant=v)
                    except ValueError:
                        continue
                    rng, acts = random.Random(seed), []
                    while not game.is_over(state):
                        p = game.current_player(state)
                        assert p is not None
                        legal = game.legal_actions(state)
                        acts += [a for a in legal if a not in acts]
                        # the refusals on offer, and those of actions not on offer now
                        off = [
                            r for a in acts[:30] if a not in legal for r in game.explain(state, a)
                        ]
                        for r in [*game.refusals(state), *off]:
                            seen += 1
                            if r.said_of(p) is None and re.search(
                                r"\b(you|your|yours|yourself|he|him|himself)\b|\bP\d", r.reason
                            ):
                                words.append((game.id, r.rule.id, r.reason))
                        state = game.apply(state, rng.choice(legal))
    assert seen > 1000 and words == []


def test_no_parting_speaks_to_the_seat_refused_as_you() -> None:
    """The learner walk read 'P1 may ... ; 5♣, 6♣ refused: you must head the trick' on the
    Compare page, where P1 is not the learner. Over the partings of every game's readings in
    its first deals, no side's words say 'you' or 'your'."""
    said = []
    for game in REGISTRY:
        for pair in variant_pairs(game):
            n = _players(game, pair)
            for seed in range(4):
                c = compare(game, players=n, seed=seed, variants=pair)
                if c.parting is not None:
                    said += [(game.id, seed, t) for t in c.parting.text]
    assert any("must head the trick" in t for _, _, t in said)  # (a refusal among them)
    assert [s for s in said if re.search(r"\byou(r|rself)?\b", s[2], re.I)] == []


def test_a_seat_may_play_one_card_or_another() -> None:
    """The parting lists what one reading allows as alternatives: 'P3 may play 5♣ or 6♣', not
    'P3 may play 5♣, 6♣' (seen on /five_card_loo-compare, Pam's parting)."""
    game = REGISTRY.get("five_card_loo")
    said = []
    for seed in range(12):
        p = compare(game, players=5, seed=seed, variants=("foster1897", "no_pam")).parting
        if p is not None and p.kind == "legal":
            said += [t for t in p.text if " may play " in t]
    assert said
    for text in said:
        cards = text.split(" may play ", 1)[1].split(";")[0].split(" (besides ")[0]
        assert ", " not in cards or " or " in cards, text
        assert re.fullmatch(r"\S+|(\S+, )*\S+ or \S+", cards), text


def test_a_parting_told_to_a_seat_it_names_says_you() -> None:
    """The parting's words name their seats as fields (the Compare page tells them to the
    learner on his own deal): told to the seat to move, they say "you" where they named him,
    a refusal as it is written to him ('you must head the trick'); told to a seat they do not
    name, as in the third person."""
    told = 0
    for game in REGISTRY:
        for pair in variant_pairs(game):
            n = _players(game, pair)
            for seed in range(4):
                p = compare(game, players=n, seed=seed, variants=pair).parting
                if p is None or p.seat is None:
                    continue
                for k, said in enumerate(p.said):
                    assert said.text() == p.text[k]
                    if f"P{p.seat}" not in p.text[k]:
                        continue
                    to_him = said.text(p.seat)
                    assert not re.search(rf"\bP{p.seat}\b", to_him), to_him
                    assert re.match(r"(Your?\b|.* your?\b)", to_him), to_him
                    assert all(r.reason in to_him for r in p.refusals[k]), to_him
                    other = next(s for s in range(n) if f"P{s}" not in p.text[k])
                    assert said.text(other) == p.text[k]
                    told += 1
    assert told > 20


def test_a_refusal_with_fields_is_said_of_its_seat() -> None:
    """A refusal whose reason names the player refused as a field (engine.sentence.REFUSED):
    said of his seat, it names him and says no 'you'; told to that seat, 'you' and never his
    seat; told to a seat it does not name, as in the third person."""
    fields = 0
    for game in REGISTRY:
        n = game.players_range(game.make_opts())[0]
        for seed in range(2):
            state, rng = game.new_deal(players=n, seed=seed), random.Random(seed)
            while not game.is_over(state):
                p = game.current_player(state)
                assert p is not None
                for r in game.refusals(state):
                    said = r.said_of(p)
                    if said is None:
                        continue
                    fields += 1
                    third = said.text()  # said of him: no "you" left, his seat named
                    assert not re.search(r"\byou(r|rs|rself)?\b", third, re.I), third
                    if re.search(r"\byour?\b", r.reason):
                        assert re.search(rf"\bP{p}\b", third), (r.reason, third)
                    to_him = said.text(p)
                    if re.search(rf"\bP{p}\b", said.text()):  # (some name another seat only)
                        assert not re.search(rf"\bP{p}\b", to_him) and "you" in to_him.lower()
                    others = [s for s in range(n) if f"P{s}" not in third and s != p]
                    assert all(said.text(s) == third for s in others), third
                state = game.apply(state, rng.choice(game.legal_actions(state)))
    assert fields > 100
