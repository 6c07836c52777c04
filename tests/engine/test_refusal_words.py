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
from typing import Any

import pytest
from test_rule_notes_plain import FILE_NAMES, engine_values

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Game, Refusal

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


def test_refusals_resting_on_one_premise_all_say_why() -> None:
    """Irish and Five-card Loo's eldest hand refused any lead but his ace of trumps read "you
    hold the ace of trumps: you must lead the A♦", where the plain lead refused beside it said
    "(Irish Loo leads every deal as a double pool)": both duties' quotes speak of double pools,
    and both rest on double_leads. In every game, where a refusal by a rule resting on a premise
    says why in the premise's words, every refusal by a rule resting on it says so too."""
    silent: dict[str, str] = {}
    met: set[str] = set()
    for game in REGISTRY:
        seen = refusals(game.id) + ace_leads(game.id)
        said = {r.rule.premise for r in seen if r.rule.premise and _why(game, r) in r.reason}
        for r in seen:
            if r.rule.premise in said:
                met.add(r.rule.id)
                if _why(game, r) not in r.reason:
                    silent[r.rule.id] = r.reason
    assert {"irish_loo.lead_trump_ace", "five_card_loo.lead_trump_ace"} <= met
    assert silent == {}


def _why(game: Game[Any], r: Refusal) -> str:
    """Why ``r``'s rule binds, in brackets, as a refusal gives it: its premise's first clause."""
    return f"({game.rules[r.rule.premise].clause})"


def ace_leads(game_id: str, wanted: int = 3) -> tuple[Refusal, ...]:
    """Refusals met in seeded random deals of four hands until ``wanted`` deals have refused a
    lead beside the ace of trumps (too rare for :func:`refusals`' twelve deals); none for a
    game without that duty."""
    game = REGISTRY.get(game_id)
    if f"{game_id}.lead_trump_ace" not in game.rules:
        return ()
    out: list[Refusal] = []
    met = 0
    for seed in range(400):
        rng, state = random.Random(seed), game.new_deal(players=4, dealer=0, seed=seed)
        here = False
        while actions := game.legal_actions(state):
            now = game.refusals(state)
            out += now
            here = here or any(r.rule.id.endswith(".lead_trump_ace") for r in now)
            state = game.apply(state, rng.choice(actions))
        met += here
        if met >= wanted:
            break
    return tuple(out)
