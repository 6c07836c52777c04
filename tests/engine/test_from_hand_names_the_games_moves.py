"""The rule a game cites for a card the mover does not hold names only the moves of that game
that put a card of his hand forward.

Found by the learner walk: Napoleon's and Linger Longer's "All rules" (/napoleon-rules,
/linger_longer-rules), and the refusal of a card not held in their Play and Quiz pages, read
"You play, discard or show only cards from your own hand.": every game's from_hand rule said
the same words (engine.rules.from_hand), though in Napoleon and Linger Longer nobody discards
or shows a card, in Three-card Loo nobody discards one (the widow is taken whole), and in
Sixty-Six a card is shown (a marriage) but none discarded.

Each game's moves are read off random deals (each variant, the fewest and the most players):
every kind of legal action that names a card, said as the verb a player does with it (a card
played is played, a marriage's card shown, a card put out by an exchange, a rob or a discard
discarded), under the from_hand rule the game cites at that point (Loo's follows its reading)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.errors import DealError
from engine.game import REGISTRY, Game

DEALS = 12  # per variant and player count; every card-naming move shows within the first few
VERB = {"play": "play", "meld": "show"}  # any other move naming a card puts it out: a discard
SAID = re.compile(r"You (.+) only cards from your own hand\.")


def _moves_seen(game: Game[Any]) -> dict[str, set[str]]:
    """The verbs of the moves naming a card of the mover's hand, by the from_hand rule cited
    at the point they are on offer."""
    seen: dict[str, set[str]] = {}
    for variant in game.variants:
        for players in sorted({game.min_players, game.max_players}):
            for seed in range(DEALS):
                try:
                    s = game.new_deal(
                        players=players, dealer=seed % players, seed=seed, variant=variant
                    )
                except DealError:  # a reading for fewer seats than the game's (Loo's lesson text)
                    continue
                rng = random.Random(seed)
                while not game.is_over(s):
                    acts = game.legal_actions(s)
                    verbs = seen.setdefault(game.hand_rule(s).id, set())
                    verbs.update(VERB.get(a.kind, "discard") for a in acts if a.named_cards)
                    s = game.apply(s, rng.choice(acts))
    return seen


@pytest.mark.parametrize("game", list(REGISTRY), ids=lambda g: g.id)
def test_from_hand_says_what_the_game_does_with_its_cards(game: Game[Any]) -> None:
    seen = _moves_seen(game)
    book = {r.id for r in game.rules if r.id.endswith("from_hand")}
    assert set(seen) == book  # every from_hand rule of the book is the one cited somewhere
    for rule_id, verbs in seen.items():
        said = SAID.fullmatch(game.rules[rule_id].statement)
        assert said, game.rules[rule_id].statement
        words = re.split(r", | or ", said[1])
        assert words[0] == "play" and set(words) == verbs, (rule_id, words, verbs)
