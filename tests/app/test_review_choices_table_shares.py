"""The hand review's choices table writes a share of the sampled deals as the review's words
do (engine.review_words.pct, since 4ab4e4d5): never "0%" or "100%" for a share that only
rounds there. Its own rounding had shown 0.996, a card taking the trick in 249 of 250 sampled
deals, as "100%" beside a line saying it did not take it in every one (look17)."""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.cards import Card
from engine.game import Action, ReviewChoice
from engine.review import Decision
from ui.pages.review_hand import COLUMNS, choices_table


def _row(table: str, card: str) -> dict[str, str]:
    for line in table.splitlines()[2:]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        if card in cells[0]:
            return dict(zip(COLUMNS, cells, strict=True))
    raise AssertionError(f"no row for {card} in\n{table}")


def _choice(card: str, takes: float, loses: float) -> ReviewChoice:
    return ReviewChoice(Action("play", Card.parse(card)), 0.5, takes, 1.0, loses, None)


def test_a_share_that_only_rounds_to_all_or_none_is_not_written_so() -> None:
    choices = (
        _choice("AS", 249 / 250, 1 / 250),  # all but one sampled deal; one of them
        _choice("KS", 1.0, 0.0),  # every sampled deal; none
        _choice("2S", 1 / 250, 249 / 250),
    )
    d = Decision(1, 1, "play", choices[0].action, choices, 250, False, 0.0, 0.0, None, (), 3)
    table = choices_table(d)
    assert (_row(table, "A♠")["trick"], _row(table, "A♠")["loss"]) == ("99%", "1%"), table
    assert (_row(table, "K♠")["trick"], _row(table, "K♠")["loss"]) == ("100%", "0%"), table
    assert (_row(table, "2♠")["trick"], _row(table, "2♠")["loss"]) == ("1%", "99%"), table
