"""Compare reads a Forty-Five deal dealt under one reading under another (``under_variant``,
``under_options``). Who may rob is fixed when the deal is dealt (``rob_seat``, ``rob_kind``), and
under ``rob_with_king`` (seed 002: "robbing with the King, if the ace is not in play") it
depends on the reading: a deal dealt under Foster's default and read with the King's rob kept
'nobody may rob', so the Compare page found no deal where the two readings part in 70 deals
(seen at 1400 px), though the King's holder may rob in about one deal in six at two hands."""

from __future__ import annotations

from engine.compare import compare
from engine.games.forty_five import FORTY_FIVE
from engine.games.forty_five.state import FortyFiveState

G = FORTY_FIVE


def _dealt(variant: str, players: int, seed: int) -> FortyFiveState:
    return G.new_deal(players, seed=seed, variant=variant)


def _kings(players: int, seeds: range) -> list[int]:
    """The seeds whose deal, dealt under the King's reading, lets the King's holder rob."""
    return [s for s in seeds if _dealt("rob_with_king", players, s).rob_kind == "king"]


def test_a_deal_read_under_the_king_s_reading_lets_the_king_s_holder_rob() -> None:
    seeds = _kings(2, range(40))
    assert seeds
    for s in seeds:
        plain = _dealt("rules_md", 2, s)
        read = G.under_variant(plain, "rob_with_king")
        dealt = _dealt("rob_with_king", 2, s)
        assert (read.rob_seat, read.rob_kind) == (dealt.rob_seat, dealt.rob_kind)
        back = G.under_variant(dealt, "rules_md")
        assert (back.rob_seat, back.rob_kind) == (plain.rob_seat, plain.rob_kind)
        on = G.under_options(plain, rob_with_king=True)
        assert (on.rob_seat, on.rob_kind) == (dealt.rob_seat, dealt.rob_kind)


def test_compare_finds_the_king_s_rob_where_the_readings_part() -> None:
    s = _kings(2, range(40))[0]
    c = compare(G, players=2, seed=s, variants=("rules_md", "rob_with_king"))
    assert c.parting is not None and c.parting.kind == "legal", c.parting


def test_a_deal_read_under_the_turn_up_s_five_ends_where_it_takes_the_dealer_to_45() -> None:
    """A deal at 40 whose ace or King turned up takes the dealer's side to 45 is over before
    play under ``dealer_turn_five`` (840b2ec9), read from Foster's default or dealt so."""
    s = next(
        s
        for s in range(60)
        if _dealt("dealer_turn_five", 2, s).turned % 13 >= 11  # a King or an ace turned
    )
    plain = G.new_deal(2, seed=s, variant="rules_md", scores=(40, 40))
    dealt = G.new_deal(2, seed=s, variant="dealer_turn_five", scores=(40, 40))
    assert dealt.result == "turn_five" and plain.result == ""
    read = G.under_variant(plain, "dealer_turn_five")
    assert (read.phase, read.result, read.winner) == (dealt.phase, dealt.result, dealt.winner)
    assert G.under_variant(dealt, "rules_md") == plain
