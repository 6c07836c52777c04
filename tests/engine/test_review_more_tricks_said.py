"""The hand review's "brings more tricks" reads as a sentence in every game.

handrev's walk (engine scan, a random learner, the others by rule of thumb): Bierspiel read
"The 7♣ brings more tricks 0.4 on average against 0.0 with the K♣." (no colon: the pool words
put ", at the pool share (1 counter) a trick," there, and nothing where a trick takes no share),
Rams "The 9♠ brings more tricks, at the pool share (1 counter) a trick, 1.5 on average against
1.1 with the 8♦.", and the review's own words for the other games "2♠ brings more tricks: 2.3
on average against 1.9 with 7♣." and "rob J♦ brings more tricks ... with rob K♣." (a note, a
sentence begun in lower case).
"""

from __future__ import annotations

import re

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.review import review_hand
from engine.search import make_bot, play_out

# "The 7♣ brings more tricks: 0.4 on average against 0.0 with the K♣." (a card), or an action
# by its word, capital at the start ("Rob J♦ brings ... with rob K♣."); a pool game may add
# what each trick takes (", each taking the pool share (1 counter)")
CARD = r"the (?:10|[2-9JQKA])[♠♥♦♣]"
SENTENCE = re.compile(
    rf"^(?:{CARD.capitalize()}|[A-Z][^:]*?) brings more tricks: \d+\.\d on average against "
    rf"\d+\.\d with (?:{CARD}|[a-z][^,.]*?)(?:, each taking the pool share \([^)]+\))?\.$"
)
FORMS = [("bierspiel", 4, 2), ("rams", 4, 0), ("sixty_six", 2, 0), ("forty_five", 2, 1)]


def test_more_tricks_is_said_as_a_sentence() -> None:
    said = []
    for game_id, n, seed in FORMS:
        game = REGISTRY.get(game_id)
        start = game.new_deal(players=n, seed=seed)
        bots = {p: make_bot("random" if p == 0 else "rule_of_thumb", p + seed) for p in range(n)}
        actions = play_out(game, start, bots)[1]
        r = review_hand(game, start, actions, 0, seed=seed)
        said += [(game_id, w) for d in r.decisions for w in d.why if "brings more tricks" in w]
    assert {g for g, _ in said} == {g for g, _, _ in FORMS}, said  # every form says it once
    wrong = [(g, w) for g, w in said if not SENTENCE.match(w)]
    assert not wrong, wrong
