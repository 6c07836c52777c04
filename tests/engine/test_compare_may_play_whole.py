"""A parting that says what one reading lets a player play names all he may play there, not
only the cards the other reading refuses (learner walk, /sixty_six-compare at 1400 and 390 px,
hand 0, the seed's texts against German practice: P1, with no heart to the 9♥ led, read 'P1 may
play A♠, 10♠ or K♠' over a hand of A♠ 10♠ K♠ 10♣ Q♣, all five playable under the seed's
reading; the 10♣ and Q♣, which both readings allow, were left out)."""

from __future__ import annotations

import re

import engine.games  # noqa: F401  (registers the games)
from engine.compare import compare, variant_pairs
from engine.game import REGISTRY

CARD = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]")


def _named(text: str) -> set[str]:
    """The cards a side's 'may play' words name (up to the refusals after ';')."""
    return set(CARD.findall(text.split(" may play ", 1)[1].split(";")[0]))


def test_sixty_six_hand_0_names_the_cards_both_readings_allow() -> None:
    game = REGISTRY.get("sixty_six")
    c = compare(game, players=2, seed=0, variants=("seed", "strict_second_phase_german_practice"))
    p = c.parting
    assert p is not None and p.kind == "legal"
    assert p.text[0] == ("P1 may play A♠, 10♠ or K♠ (besides 10♣ or Q♣, which both readings allow)")


def test_every_may_play_names_every_card_its_reading_allows() -> None:
    checked = 0
    for game in REGISTRY:
        for pair in variant_pairs(game):
            lo = max(game.players_range(game.make_opts(v))[0] for v in pair)
            for players in (lo, lo + 1):
                for seed in range(4):
                    try:
                        c = compare(game, players=players, seed=seed, variants=pair)
                    except ValueError:  # a count one reading does not deal
                        continue
                    p = c.parting
                    if p is None or p.kind != "legal":
                        continue
                    for k, text in enumerate(p.text):
                        if " may play " not in text:
                            continue
                        legal = c.sides[k].steps[p.step].legal
                        plays = {
                            x.card.pretty for x in legal if x.kind == "play" and x.card is not None
                        }
                        assert _named(text) == plays, (game.id, pair, players, seed, text)
                        checked += 1
    assert checked >= 10, checked
