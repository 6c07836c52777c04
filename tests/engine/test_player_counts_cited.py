"""A scenario whose player count the game does not allow is refused naming ``players`` and,
where a text sets the number (``Game.players_rule``), citing that text: the learner's message
names the book, as every other refusal does. Napoleon and Linger Longer cited theirs (seed
003, 'Number of Players'); Rams, Rounce, Bierspiel and Forty-Five, whose books set the
number too, refused 'expected a whole number from 3 to 6, got 7' citing nothing."""

from __future__ import annotations

import pytest
import yaml
from scenario_answers import refusal

from engine.games import REGISTRY
from engine.scenario import ScenarioError, from_dict

CASES = [(game.id, variant) for game in REGISTRY for variant in game.variants]


@pytest.mark.parametrize(("game_id", "variant"), CASES)
def test_a_player_count_out_of_range_names_players_and_the_rule_that_sets_it(
    game_id: str, variant: str
) -> None:
    game = REGISTRY.get(game_id)
    opts = game.make_opts(variant)
    lo, hi = game.players_range(opts)
    rule = game.players_rule(opts)
    for n in (lo - 1, hi + 1):
        text = f"game: {game_id}\nvariant: {variant}\nplayers: {n}"
        msg = refusal(text)
        assert "field 'players'" in msg and f"got {n}" in msg, msg
        with pytest.raises(ScenarioError) as e:
            from_dict(yaml.safe_load(text), "s.yaml")
        if rule is not None:  # the text that sets the number, quoted and carried
            assert rule.quote in msg, msg
            assert [r.id for r in e.value.rules] == [rule.id], e.value.rules


def test_the_games_whose_books_set_the_number_of_players_cite_it() -> None:
    cited = {g.id for g in REGISTRY if g.players_rule(g.make_opts(g.default_variant))}
    assert {"rams", "rounce", "bierspiel", "forty_five", "napoleon", "linger_longer"} <= cited
    rams = REGISTRY.get("rams")
    rule = rams.players_rule(rams.make_opts("dealer_card_trump_000"))
    assert rule is not None and rule.id == "rams.lesson_000.players"


def test_forty_five_refuses_an_odd_table_citing_its_partnerships() -> None:
    msg = refusal("game: forty_five\nplayers: 3")
    assert "2, 4 or 6 players, not 3" in msg and "two equal partnerships" in msg, msg
