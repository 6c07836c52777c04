"""Irish and Five-card Loo name the cards of an exchange in the order the hand is drawn
(learner walk: /irish_loo-play?seed=5&seat=0&players=5 at 1400 px, J♠ and K♣ ticked under
a hand drawn J♠ 3♥ K♣, the button said "Exchange 2: K♣ J♠" and the log "You change 2 cards
(K♣ J♠)"). An Action keeps its cards sorted by their code, which is not the table's order;
the button and the learner's log line now list them as the hand shows them.

Seeded deals of both games at three table sizes, at each "How many?" of the learner's: every
exchange of two or more cards on offer, its button words and its log line to him, against
the hand's own order (the game's hand_order, as the page draws it)."""

from __future__ import annotations

import random
import re

import pytest

import ui.games  # noqa: F401
from engine.cards import CARDS, Card
from engine.game import REGISTRY
from ui.cards import cards_of
from ui.play_table import action_label
from ui.tables import game_ui

CARD = re.compile(r"(?:10|[2-9JQKA])[\u2660\u2665\u2666\u2663]")


@pytest.mark.parametrize("gid", ["irish_loo", "five_card_loo"])
def test_an_exchange_names_its_cards_in_hand_order(gid: str) -> None:
    game = REGISTRY.get(gid)
    ui = game_ui(gid)
    assert ui.tell is not None
    checked = 0
    for players in (3, 4, 5):
        for seed in range(8):
            rng = random.Random(seed)
            s = game.new_deal(players=players, dealer=players - 1, seed=seed)
            while not game.is_over(s) and s.phase in ("declare", "exchange"):
                legal = game.legal_actions(s)
                seat = game.current_player(s)
                if s.phase == "exchange":
                    order = game.hand_order(s, cards_of(s.hands[seat]))
                    drawn = [CARDS[c].pretty for c in order]
                    for a in legal:
                        if len(a.cards) < 2:
                            continue
                        want = [c for c in drawn if Card.parse(c) in a.cards]
                        assert CARD.findall(action_label(game, s, a)) == want
                        laid, _, came = ui.tell(s, seat, a, seat).partition(" for ")
                        assert CARD.findall(laid) == want
                        # ... and the cards drawn for them, told to him alone, as the hand
                        # after the exchange is drawn
                        after = game.apply(s, a)
                        new = after.hands[seat] & ~s.hands[seat]
                        got = [CARDS[c].pretty for c in game.hand_order(after, cards_of(new))]
                        assert CARD.findall(came) == got and len(got) == len(want)
                        assert not CARD.findall(ui.tell(s, seat, a, (seat + 1) % players))
                        checked += 1
                stand = [a for a in legal if a.kind == "stand"]
                s = game.apply(s, stand[0] if stand else rng.choice(legal))
    assert checked
