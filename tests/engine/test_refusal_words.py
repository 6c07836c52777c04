"""The words a refusal gives, in every game: they name no source file and no engine value, and
where they say why a rule binds in this game, they say it in the words of the rule it rests on.

Irish and Five-card Loo's eldest hand refused a plain lead reads "you must lead a trump: you
hold 2♠ (Irish Loo leads every deal as a double pool)": the quote cited is Three-card Loo's "In
all double pools ...", and the brackets say why it binds here. Those words were written in
engine/games/pool/play.py apart from the rule they lean on (irish_loo.double_leads, the
duty's Rule.premise, which the Rules page's brief lists with it, then "Every deal is led as a
double pool is in Three-card Loo: ..."), so the two could say different things. Now the
refusal gives the premise's own first clause (Rule.clause)."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest
from test_rule_notes_plain import FILE_NAMES, engine_values

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Refusal

DEALS = 12  # seeded random deals per game and variant
MAX_ACTIONS = 400


@cache
def refusals(game_id: str) -> tuple[Refusal, ...]:
    """Every refusal met in seeded random deals of the game, each variant and player count."""
    game = REGISTRY.get(game_id)
    rng = random.Random(1)
    out: list[Refusal] = []
    for variant in game.variants:
        for k in range(DEALS):
            players = game.min_players + k % (game.max_players - game.min_players + 1)
            try:
                state = game.new_deal(players=players, dealer=k % players, seed=k, variant=variant)
            except ValueError:  # a player count this reading does not allow
                continue
            for _ in range(MAX_ACTIONS):
                actions = game.legal_actions(state)
                if not actions:
                    break
                out += game.refusals(state)
                state = game.apply(state, rng.choice(actions))
    return tuple(out)


GAMES = [g.id for g in REGISTRY]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_refusal_names_a_source_file_or_an_engine_value(game_id: str) -> None:
    values = engine_values(REGISTRY.get(game_id))
    said = {r.reason for r in refusals(game_id)}
    assert said  # the deals met refusals
    named = {t for t in said if FILE_NAMES.search(t) or any(v in t.split() for v in values)}
    assert named == set()


BRACKETS = re.compile(r" \(([^()]+)\)$")  # a reason's closing words in brackets


def test_a_refusal_says_why_its_rule_binds_in_the_words_of_its_premise() -> None:
    """Every game: a refusal by a rule that rests on another (Rule.premise) and says why in
    brackets says it in the words the premise's statement opens with (the Rules page's brief
    lists it); no refusal by another rule gives those words."""
    wrong: dict[str, str] = {}
    told: set[str] = set()
    for game in REGISTRY:
        premises = [game.rules[r.premise] for r in game.rules if r.premise]
        for r in refusals(game.id):
            m = BRACKETS.search(r.reason)
            if r.rule.premise and m:
                told.add(game.id)
                if not game.rules[r.rule.premise].statement.startswith(m.group(1)):
                    wrong[r.rule.id] = r.reason
            elif m and any(p.statement.startswith(m.group(1)) for p in premises):
                wrong[r.rule.id] = r.reason
    assert told == {"irish_loo", "five_card_loo"}  # the eldest's lead, in both games
    assert wrong == {}
