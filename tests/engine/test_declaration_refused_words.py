"""A scenario's declaration that the rules refuse is told with the move named in words, as a
refusal names it (``PoolDeclaring.move_words``): Bierspiel's rams read 'P1 may not rams', the
scenario's word put where a verb goes; Loo's 'P2 may not widow', a rob 'P1 may not rob 7C'.
The Loo family's reader and the Rams family's build the sentence in one place,
``PoolDeclaring.refused_declaration``."""

from __future__ import annotations

import pytest
import yaml

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action
from engine.games.pool.family import PoolGame
from engine.scenario import ScenarioError, from_dict

BIER = "game: bierspiel\nplayers: 4\ndealer: P0\nturn_card: 9S\n"
RAMS = "game: rams\nplayers: 4\ndealer: P0\npool: 10\ntrump: H\n"
LOO = "game: loo\nplayers: 5\npool: 12\ntrump: H\n"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            BIER + "declarations: {P1: rams}",
            "P1 may not announce rams, because there is no general rams in Bierspiel",
        ),
        (
            RAMS + "declarations: {P1: rams, P2: rams}",
            "P2 may not announce rams, because P1 already",
        ),
        (LOO + "declarations: {P1: widow, P2: widow}", "P2 may not take the widow, because P1 has"),
        (
            LOO + "declarations: {P1: pass, P2: pass, P3: pass, P4: defend}",
            "P4 may not defend the pool, because only the dealer",
        ),
        (
            RAMS + "declarations: {P1: rob 7C}",
            "P1 may not rob the trump, putting out 7♣, because only",
        ),
        (
            BIER + "declarations: {P1: rob 7C}",
            "P1 may not take up the trump, putting out 7♣, because",
        ),
        (
            BIER + "declarations: {P1: auf}",
            "P1 may not say \u201cAuf\u201d, because the dealer has",
        ),
    ],
    ids=[
        "bierspiel-rams",
        "rams-rams",
        "loo-widow",
        "loo-defend",
        "rams-rob",
        "bierspiel-rob",
        "auf",
    ],
)
def test_a_refused_declaration_names_the_move_in_words(text: str, said: str) -> None:
    with pytest.raises(ScenarioError) as e:
        from_dict(yaml.safe_load(text), "test")
    seat = said.split()[0]
    assert f"field 'declarations.{seat}': {said}" in str(e.value)


def test_the_sentence_names_every_declaration_word_as_a_refusal_does() -> None:
    """Every word a pool game declares has its move's words (none falls back to the bare
    word, as 'rams' did in the sentence), and the sentence says them."""
    for game_id in ("loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel"):
        game = REGISTRY.get(game_id)
        assert isinstance(game, PoolGame), game_id
        for word in game.declaration_words:
            assert word in game.move_verbs, (game_id, word)
            said = game.refused_declaration(1, Action(word), "why")
            assert said == f"P1 may not {game.move_verbs[word]}, because why"
