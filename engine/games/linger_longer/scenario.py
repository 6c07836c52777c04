"""Reading a Linger Longer scenario (docs/scenarios.md): each field in turn, replayed through
the rules, so that an impossible position is refused with the field that makes it so.

Fields: ``players`` (4-6), ``dealer``, ``variant``/``options``, ``turned`` (the dealer's last
card, shown: it fixes trumps; it is in the dealer's hand or was played before), ``hands`` (the
cards each seat holds now, by seat; every seat, ``[]`` for one who has dropped out; none holds
more than ``players``), ``stock`` (how many cards are left in it, or its cards top first, never
the turned card; no more than the deal left, and a stock that full means the first trick; while
it lasts, its size says how many tricks are over, :func:`tricks_over`, and the cards held and
played must add up to it, :func:`unreachable`), ``leader`` (who leads
the trick; by default the first player of ``trick``, or with no trick the dealer's left) and
``trick`` (the plays so far, from the leader; a complete trick is judged: its winner draws, the
players left without a card drop out).
"""

from __future__ import annotations

from typing import Any

from engine.cards import CARDS, Card
from engine.game import Action
from engine.games.linger_longer.play import apply, next_in, opening
from engine.games.linger_longer.rules import PLAY_ON, RULES, Opts
from engine.games.linger_longer.state import LingerState
from engine.rules import Rule
from engine.scenario import Reader, ScenarioError, hands_as_dealt

FIELDS = {
    "game",
    "variant",
    "options",
    "players",
    "dealer",
    "turned",
    "hands",
    "stock",
    "leader",
    "trick",
    "title",
    "note",
}


def read_scenario(game: Any, r: Reader) -> LingerState:
    r.check_unknown(FIELDS)
    o = r.game_options(game)
    n = r.integer("players", 4, 6, rule=game.players_rule(o))
    r.players = n
    dealer = r.seat("dealer", 0)
    turned = r.card("turned")
    if turned is None:
        raise r.error("turned", "is required: the dealer's last card, which fixes trumps")
    if not r.has("hands"):
        raise r.error("hands", "is required: the cards each player holds, [] for one who is out")
    hands_given = r.per_seat("hands", r.card_list)
    missing = [p for p in range(n) if p not in hands_given]
    if missing:
        raise r.error(
            f"hands.P{missing[0]}",
            "is missing: give every player's cards ([] for a player who has dropped out)",
        )
    current = r.plays("trick")

    where: dict[int, str] = {}
    for seat, cards in hands_given.items():
        for i, c in enumerate(cards):
            _place(r, where, c, f"hands.P{seat}[{i}]")
    for j, (_, c) in enumerate(current):
        _place(r, where, c, f"trick[{j}]")
    holder = [p for p, cs in hands_given.items() if turned in cs]
    holder += [p for p, c in current if c == turned]
    if holder and holder[0] != dealer:
        raise ScenarioError(
            r.source,
            where[int(turned)],
            f"{turned.pretty} is the turned card: it is the dealer's (P{dealer}'s), not "
            f"P{holder[0]}'s \u2014 {RULES['linger_longer.trump_card'].cite()}",
            [RULES["linger_longer.trump_card"]],
        )
    played_before = int(turned) not in where
    where.setdefault(int(turned), "turned (played before)")

    raw_stock = r.raw("stock", 0)
    stock: list[int]
    if isinstance(raw_stock, bool | float):
        raise r.error("stock", f"expected a number of cards or a list of cards, got {raw_stock!r}")
    if isinstance(raw_stock, int):
        free = [c for c in range(52) if c not in where]
        if not 0 <= raw_stock <= len(free):
            why = ""
            rules: tuple[Rule, ...] = ()
            if played_before and full_stock(o, n, raw_stock):
                rule = RULES["linger_longer.trump_card"]
                why = (
                    f": the turned {turned.pretty} is in no hand or trick, but {raw_stock} in the "
                    f"stock is as the deal left it, so no trick is over and the dealer "
                    f"(P{dealer}) still holds it \u2014 {rule.cite()}"
                )
                rules = (rule,)
            elif played_before and raw_stock == len(free) + 1:
                why = (
                    f": the turned {turned.pretty} is in no hand or trick, so it was played "
                    f"to an earlier trick (the dealer holds it until he plays it)"
                )
            raise r.error("stock", f"expected 0 to {len(free)} cards, got {raw_stock}{why}", rules)
        stock = free[:raw_stock]
    else:
        cards = r.card_list(raw_stock, r.path("stock"))
        for i, c in enumerate(cards):
            if c == turned:  # not "already at turned (played before)": it was never stock
                raise r.error(
                    f"stock[{i}]",
                    f"{c.pretty} is the turned card, the dealer's: never in the stock (he holds "
                    f"it until he plays it) \u2014 {RULES['linger_longer.trump_card'].cite()}",
                    [RULES["linger_longer.trump_card"]],
                )
            _place(r, where, c, f"stock[{i}]")
        stock = [int(c) for c in cards]

    hands = hands_as_dealt(n, hands_given, [current])
    _check_sizes(r, o, n, hands, len(stock))
    s = opening(o, n, dealer, tuple(hands), int(turned), tuple(stock))
    out = tuple(-1 if hands[p] else 0 for p in range(n))
    if sum(1 for x in out if x < 0) < 2:
        rule = RULES["linger_longer.last_left"]
        raise r.error(
            "hands",
            f"at least two players must still hold cards for play to go on: with one or none "
            f"the game is over \u2014 {rule.cite()}",
            [rule],
        )
    # without ``leader``, the trick under way shows who led it; with no trick, the first lead's
    # seat (the dealer's left, or the next one still in)
    by_default = not r.has("leader") and not current
    leader = r.seat("leader", current[0][0] if current else next_in(s, dealer, out))
    if out[leader] >= 0:
        rule = RULES["linger_longer.drop_out"]
        raise r.error(
            "leader",
            f"P{leader} has dropped out (no cards): he cannot lead \u2014 {rule.cite()}",
            [rule],
        )
    if r.reachable and o.stock_out == PLAY_ON:
        held = [h.bit_count() for h in hands]
        problem = unreachable(n, len(stock), held, leader, by_default=by_default)
        if problem:
            raise r.error(*problem, [RULES["linger_longer.winner_draws"]])
    # the cards in no hand, trick or stock were played to earlier tricks (the turned card too,
    # when no hand or trick holds it): the pile a reshuffle would make the next stock of
    pile = 1 << int(turned) if played_before else 0
    for k in range(52):
        if k not in where and k not in stock:
            pile |= 1 << k
    if full_stock(o, n, len(stock)) and leader != (dealer + 1) % n:
        raise r.error(
            "leader",
            f"the stock is full, so this is the first trick: P{(dealer + 1) % n}, at the "
            f"dealer's left, leads \u2014 {RULES['linger_longer.first_lead'].cite()}",
            [RULES["linger_longer.first_lead"]],
        )
    before = tricks_over(o, n, len(stock))
    s = s._replace(out=out, leader=leader, to_move=leader, start=(), pile=pile, before=before)
    in_play = n - sum(1 for x in out if x >= 0)
    if len(current) > in_play:
        raise r.error("trick", f"{len(current)} plays: a trick has one card from each of {in_play}")
    for j, (seat, c) in enumerate(current):
        p = f"trick[{j}]"
        if seat != s.to_move:
            raise ScenarioError(
                r.source, p, f"P{seat} cannot play {CARDS[c].pretty} now: it is P{s.to_move}'s turn"
            )
        s = r.applied(apply, s, Action("play", c), p)
    return s


def full_stock(o: Opts, n: int, stock: int) -> bool:
    """Is the stock as the deal left it? Then no trick is over yet: each one's winner draws
    while the stock lasts (not so in ``reshuffle``, which can make a new stock of any size)."""
    return o.stock_out == PLAY_ON and stock == 52 - n * n


def tricks_over(o: Opts, n: int, stock: int) -> int:
    """How many tricks of the game are over, as the stock's size says: each one's winner drew
    one card while the stock lasted, and nobody else drew (seed 003: "When a player wins a
    trick, he draws the top card of the stock. Nobody else draws."). A table's labels count
    from it ("Trick 5", "out after trick 4"). 0 where the stock does not say: an empty one (a
    position set up by hand, see :func:`unreachable`) or the ``reshuffle`` variant's, which
    the played cards may have made again."""
    full = 52 - n * n
    if o.stock_out != PLAY_ON or not 0 < stock <= full:
        return 0
    return full - stock


def unreachable(
    n: int, stock: int, held: list[int], leader: int | None = None, by_default: bool = False
) -> tuple[str, str] | None:
    """Why no game reaches this position, as (field, message), or None if the counts add up.

    ``held`` is each seat's cards now, with any he has put on the trick in progress. While the
    stock lasts, each trick over drew exactly one card (its winner's), so the stock's size says
    how many tricks are over: ``t = (52 - n*n) - stock`` (seed 003: "When a player wins a
    trick, he draws the top card of the stock. Nobody else draws."). Every player still
    holding a card played one to each of those ``t`` tricks and drew once per trick he won, so
    he holds at least ``n - t``; a player out played his ``n`` dealt cards and every card he
    drew, each to its own trick, so between ``n`` and ``t``. The cards in no hand, trick or
    stock are those played, and their number must fall in between. After the first
    trick the ``leader`` won the last one (rule ``linger_longer.winner_leads``), so he drew at
    least once: he holds at least ``n - t + 1``. ``by_default``: neither ``leader`` nor a trick
    was given, so the ``leader`` is the default, the first lead's (the dealer's left), and the
    message says so.

    An empty stock is not judged: no game dealt from a full pack empties it (the stock_out
    step counts why), and the lessons set such positions up by hand to show the gap RULES.md
    §9 fills, saying so.

    Every scenario reader asks it (``trickbook answer`` and ``check``, the lessons, a plain
    ``from_dict``): only a caller that builds a position by hand on purpose opts out with
    ``reachable=False``.
    """
    full = 52 - n * n
    if stock <= 0 or stock > full:
        return None
    t = full - stock
    draws = (
        f"{stock} in the stock means {t} trick{'s' * (t != 1)} over (each winner draws one, "
        f"seed 003)"
    )
    inn = [p for p in range(n) if held[p]]
    out = [p for p in range(n) if not held[p]]
    for p in inn:
        if held[p] < n - t:
            return (
                f"hands.P{p}",
                f"P{p} holds {held[p]} card{'s' * (held[p] != 1)} (with any on the trick), but "
                f"{draws}: he played a card to each, so of the {n} dealt he holds at least {n - t}",
            )
    if leader is not None and t > 0 and held[leader] and held[leader] < n - t + 1:
        if by_default:  # the file said nobody leads: the first lead's seat was taken
            return (
                "leader",
                f"is not given, so P{leader} leads by default (the first lead's seat: the "
                f"dealer's left, or the next one still in), but {draws}: the last trick's "
                f"winner leads, and P{leader}, holding {held[leader]} (with any on the trick) "
                f"after {t}, won none of them (give leader)",
            )
        return (
            "leader",
            f"P{leader} leads, so he won the last trick and drew, but {draws}: holding "
            f"{held[leader]} (with any on the trick) after {t} he won none of them",
        )
    if out and t < n:
        return (
            f"hands.P{out[0]}",
            f"P{out[0]} holds no card, but {draws}: nobody has played all {n} dealt yet",
        )
    played = 52 - stock - sum(held)
    low, high = len(inn) * t + len(out) * n, len(inn) * t + len(out) * t
    if not low <= played <= high:
        outs = f" and each of the {len(out)} out between {n} and {t}" if out else ""
        return (
            "stock",
            f"{draws}: the {len(inn)} players still in played {t} cards each{outs}, "
            f"{low}{f' to {high}' if high != low else ''} in all, but {played} are out of "
            f"play (52 less {stock} in the stock and {sum(held)} held or on the trick)",
        )
    return None


def _check_sizes(r: Reader, o: Opts, n: int, hands: list[int], stock: int) -> None:
    """Hand and stock sizes the play can reach: nobody holds more than his ``n`` cards (he
    draws only after a trick he played a card to); the stock only shrinks from ``52 - n*n``
    (in ``reshuffle`` the played cards may make a bigger one)."""
    deal = RULES["linger_longer.deal"].cite()
    if o.stock_out == PLAY_ON and stock > 52 - n * n:
        raise r.error(
            "stock",
            f"{stock} cards, but the deal leaves {52 - n * n} with {n} players, and it only "
            f"shrinks \u2014 {RULES['linger_longer.stock'].cite()}",
            [RULES["linger_longer.stock"]],
        )
    for seat, h in enumerate(hands):
        k = h.bit_count()
        if k > n:
            raise r.error(
                f"hands.P{seat}",
                f"P{seat} holds {k} cards (with any on the trick), but nobody holds more than "
                f"{n}: he draws one only after a trick he played one to \u2014 {deal}",
                [RULES["linger_longer.deal"]],
            )
        if k < n and full_stock(o, n, stock):
            raise r.error(
                f"hands.P{seat}",
                f"P{seat} holds {k} cards (with any on the trick), but the stock is full, so no "
                f"trick is over yet and everyone holds the {n} dealt \u2014 {deal}",
                [RULES["linger_longer.deal"]],
            )


def _place(r: Reader, where: dict[int, str], c: Card, path: str) -> None:
    if int(c) in where:
        raise ScenarioError(r.source, path, f"{c.pretty} is already at {where[int(c)]}")
    where[int(c)] = path
