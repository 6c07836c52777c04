"""Sixty-Six's 'Closing the stock' shows what its advice counts on. The step says "Close when
you hold enough to reach 66 yourself" and seats the learner as P1, who has won a trick; its
picture tagged him "1 trick" and showed neither the cards taken nor their count, so the
learner could not weigh his 66 (look14, Learn at 1400 px). Now the scenario gives the trick's
cards, the picture draws them under "You took", and the text names them and counts them and
the hand, each count the engine's."""

from __future__ import annotations

import re

import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS, cards_in
from engine.games.sixty_six.cards import card_points
from lessons import load
from ui.cards import PICTURE_WIDTH, table_html
from ui.pages.learn_position import step_view


def test_the_closing_step_counts_and_draws_the_cards_taken() -> None:
    step = load("sixty_six").step("closing")
    assert step.scenario is not None
    s = step.scenario.state
    text = " ".join(step.text.split())
    me = s.to_move
    assert me == 1 and s.tricks[me] >= 1
    taken = [CARDS[c] for c in cards_in(s.won[me])]
    assert taken, "the trick P1 has won is given card by card"
    for card in taken:  # each named in the text
        assert card.pretty in text, (card.pretty, text)
    said = re.search(r"(\d+) in cards", text)
    assert said and int(said.group(1)) == card_points(s.won[me]), text
    held = re.search(r"holds (\d+) more", text)
    assert held and int(held.group(1)) == card_points(s.hands[me]), text
    # the picture draws them, under the learner's pile
    html = table_html(step_view(step.scenario.game, step, step.scenario), PICTURE_WIDTH)
    pile = html.split("You took", 1)
    assert len(pile) == 2, "no pile of P1's taken cards in the picture"
    drawn = re.findall(r'data-card="([^"]+)"', pile[1].split("Game points", 1)[0])
    assert sorted(drawn) == sorted(c.code for c in taken), drawn
