"""A rule one game copies from another's book says its own game, not the other's, in its words.

Bierspiel plays Rams' rules where Foster's Bierspiel paragraph is silent, each copied under
Bierspiel's id with Rams' statement unless Bierspiel words it (OWN_WORDS in
engine/games/pool/bierspiel_rules.py); its pack rule, bierspiel.pack, read "Rams is played with
32 cards: the 2s to 6s are taken out of the pack." on Bierspiel's Rules page and Learn. A
statement that names its own game (Rams') and is copied as it stands into another game's book
says the wrong game there. Checked over every pair of registered games (Rounce's and Five-card
Loo's copies too); the quote may stay the other game's words: the book names that section
(engine.rules.Rule.book_shown, "..., on Rams")."""

from __future__ import annotations

import re

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY


def named(game_name: str) -> re.Pattern[str]:
    """The game's name as a word of its own: "Loo", not the Loo of "Irish Loo", "Five-card
    Loo" or of the stakes every Loo may play for ("Limited Loo", "Unlimited Loo")."""
    short = re.escape(game_name.split(" (")[0])
    return re.compile(rf"(?<!Irish )(?<!Five-card )(?<!imited )\b{short}\b")


def test_no_copied_statement_names_the_game_it_was_copied_from() -> None:
    said_of = {
        (r.statement, game.id): game.name for game in REGISTRY for r in game.rules
    }  # a statement and the game whose book says it
    wrong = []
    for game in REGISTRY:
        for r in game.rules:
            for other in REGISTRY:
                if other.id == game.id or (r.statement, other.id) not in said_of:
                    continue
                if named(other.name).search(r.statement):
                    wrong.append((r.id, other.id, r.statement))
    assert wrong == [], wrong


def test_bierspiel_s_pack_is_bierspiel_s() -> None:
    rule = REGISTRY.get("bierspiel").rules["bierspiel.pack"]
    assert rule.statement == (
        "Bierspiel is played with 32 cards: the 2s to 6s are taken out of the pack."
    )
    assert rule.quote == REGISTRY.get("rams").rules["rams.pack"].quote  # Rams' words, as cited
